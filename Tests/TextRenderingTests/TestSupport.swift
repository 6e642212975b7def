import Foundation
import Testing

/// Reads a vendored conformance file from `Resources/`.
func resourceText(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let url = try #require(
        Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Resources"),
        "missing test resource \(name).txt", sourceLocation: sourceLocation)
    return try String(contentsOf: url, encoding: .utf8)
}

/// Parses "1F469 200D 1F52C" into a string.
func stringFromCodePoints(_ field: Substring) -> String {
    var text = ""
    for hex in field.split(separator: " ") {
        guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { continue }
        text.unicodeScalars.append(scalar)
    }
    return text
}


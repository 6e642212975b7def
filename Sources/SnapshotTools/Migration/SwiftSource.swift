import Foundation
import SnapshotStore

/// The string literals of a Swift file, as the values they stand for: what a migration needs to
/// trace a snapshot name back to the `named:` argument it came from.
enum SwiftSource {
    /// The single-line string literals (`"…"` and raw `#"…"#`) in the file at `path`, decoded;
    /// literals with interpolations are left out (their value is not in the source). An
    /// unreadable file has none.
    static func stringLiterals(inFile path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return stringLiterals(in: text)
    }

    /// The single-line string literals in `source`, decoded; see `stringLiterals(inFile:)`.
    static func stringLiterals(in source: String) -> [String] {
        var literals: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            var scalars = Substring(line).unicodeScalars[...]
            while let quote = scalars.firstIndex(of: "\"") {
                var hashes = 0
                var before = quote
                while before > scalars.startIndex, scalars[scalars.index(before: before)] == "#" {
                    hashes += 1
                    before = scalars.index(before: before)
                }
                var rest = scalars[scalars.index(after: quote)...]
                if rest.starts(with: "\"\"".unicodeScalars) { break }  // a multi-line literal's delimiter
                guard let (value, end) = decode(&rest, hashes: hashes) else { break }
                if let value { literals.append(value) }
                scalars = scalars[end...]
            }
        }
        return literals
    }

    /// Decodes a literal's body up to its closing quote: the value (`nil` when it has an
    /// interpolation) and the index after the literal; `nil` when it does not close on the line.
    private static func decode(
        _ body: inout Substring.UnicodeScalarView.SubSequence, hashes: Int
    ) -> (String?, Substring.UnicodeScalarView.Index)? {
        var value = String.UnicodeScalarView()
        var hasInterpolation = false
        var index = body.startIndex
        let delimiter = String(repeating: "#", count: hashes)
        while index < body.endIndex {
            let scalar = body[index]
            if scalar == "\"", body[body.index(after: index)...].starts(with: delimiter.unicodeScalars) {
                let end = body.index(index, offsetBy: 1 + hashes)
                return (hasInterpolation ? nil : String(value), end)
            }
            if scalar == "\\", body[body.index(after: index)...].starts(with: delimiter.unicodeScalars) {
                var escape = body.index(index, offsetBy: 1 + hashes)
                guard escape < body.endIndex else { return nil }
                switch body[escape] {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                case "(": hasInterpolation = true
                case "u":
                    let digits = body[body.index(after: escape)...].prefix { $0 != "}" }.dropFirst()
                    if let code = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let decoded = Unicode.Scalar(code) {
                        value.append(decoded)
                    }
                    escape = body.index(escape, offsetBy: digits.count + 2, limitedBy: body.endIndex) ?? body.endIndex
                    index = escape < body.endIndex ? body.index(after: escape) : escape
                    continue
                default: value.append(body[escape])
                }
                index = body.index(after: escape)
                continue
            }
            value.append(scalar)
            index = body.index(after: index)
        }
        return nil
    }
}

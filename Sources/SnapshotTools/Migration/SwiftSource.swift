import Foundation
import InlineSnapshots
import SwiftLexing

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
    /// Read with the package's one Swift lexer, which knows where every literal and comment
    /// starts and ends.
    static func stringLiterals(in source: String) -> [String] {
        let bytes = Array(source.utf8)
        return SwiftLexer.tokens(in: bytes).compactMap { token in
            guard case .string(let shape) = token.kind, !shape.isMultiline, !shape.hasInterpolation else { return nil }
            return StringLiteral.decode(bytes[token.start..<token.end])
        }
    }
}

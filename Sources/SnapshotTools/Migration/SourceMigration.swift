import Foundation
import SwiftLexing

/// Rewrites a test file written for swift-snapshot-testing and swift-custom-dump so that it
/// compiles against `TextSnapshots`: the peers' import lines become one `import TextSnapshots`,
/// and the custom-dump calls that have another name here are renamed.
///
/// The source is read with the package's Swift lexer, so that nothing inside a string literal
/// or a comment changes:
///
/// - `import SnapshotTesting`, `InlineSnapshotTesting`, `SnapshotTestingCustomDump` and
///   `CustomDump`, with any attributes (`@testable`, `@_spi(…)`, `@preconcurrency`) and access
///   level, become `import TextSnapshots`, keeping `@preconcurrency`, the access level and a
///   comment after it; the first such line stays, later ones go. `@testable` and `@_spi` are
///   dropped: they opened the peers' internals, which have no counterpart here.
/// - In a file that imported `CustomDump`: `XCTAssertNoDifference` is `expectNoDifference`,
///   `XCTAssertDifference` is `expectDifference`, `String(customDumping:)` is
///   `String(dumping:)`, and `diff(a, b)` is `String(diffing: a, b)`. What has no counterpart
///   (`diff(_:_:format:)`, `customDump(_:)`, which prints) is left, with a warning naming the
///   line.
///
/// A file that imported none of the peers is not changed.
package struct SourceMigration: Sendable {
    /// What the rewriting did to one file.
    package struct Result: Sendable, Hashable {
        /// The new text; the old when nothing changed.
        package var text: String
        /// What changed, one item per kind of change (`import CustomDump → import TextSnapshots`,
        /// `XCTAssertNoDifference → expectNoDifference (3)`).
        package var changes: [String]
        /// What could not be rewritten, each with its line.
        package var warnings: [String]
    }

    /// The modules whose import lines become `import TextSnapshots`.
    package static let peerModules: Set<String> = ["SnapshotTesting", "InlineSnapshotTesting", "SnapshotTestingCustomDump", "CustomDump"]

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

    /// Rewrites `source`.
    package static func rewrite(_ source: String) -> Result {
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokens(in: bytes)
        var edits: [(range: Range<Int>, text: String)] = []
        var changes: [String: Int] = [:]
        var order: [String] = []
        var warnings: [String] = []
        func note(_ change: String) {
            if changes[change] == nil { order.append(change) }
            changes[change, default: 0] += 1
        }
        func text(_ token: SwiftToken) -> String { String(decoding: bytes[token.range], as: UTF8.self) }
        func line(of offset: Int) -> Int { bytes[..<offset].lazy.filter { $0 == 0x0A }.count + 1 }

        // Import declarations: a line's code tokens, from an attribute, access level or
        // `import` at its start to its end.
        var importsCustomDump = false
        // The kept line: where it is, its access level and comment; `@preconcurrency` on any
        // peer import goes on it.
        var kept: (range: Range<Int>, access: String?, comment: String?)?
        var preconcurrency = false
        var index = 0
        while index < tokens.count {
            let lineStart = index
            var lineEnd = index
            while lineEnd < tokens.count, tokens[lineEnd].kind != .newline { lineEnd += 1 }
            defer { index = lineEnd + 1 }
            let code = tokens[lineStart..<lineEnd].filter { !$0.isTrivia }
            guard let module = importedPeer(code, text: text) else { continue }
            if module == "CustomDump" { importsCustomDump = true }
            var position = code.startIndex
            var access: String?
            while position < code.endIndex, text(code[position]) != "import" {
                let word = text(code[position])
                if word == "@", position + 1 < code.endIndex, text(code[position + 1]) == "preconcurrency" {
                    preconcurrency = true
                } else if Self.accessLevels.contains(word) {
                    access = word
                }
                position += 1
            }
            let comment = tokens[lineStart..<lineEnd].last { $0.kind == .lineComment }
            let first = code.first!
            let end = comment.map(\.end) ?? code.last!.end
            if kept != nil {
                // The whole line goes, its line feed with it.
                let lineBegin = tokens[lineStart].start
                let lineFinish = lineEnd < tokens.count ? tokens[lineEnd].end : bytes.count
                edits.append((lineBegin..<lineFinish, ""))
            } else {
                kept = (first.start..<end, access, comment.map(text))
            }
            note("import \(module) → import TextSnapshots")
        }
        guard let kept else { return Result(text: source, changes: [], warnings: []) }
        let declaration = ((preconcurrency ? ["@preconcurrency"] : []) + (kept.access.map { [$0] } ?? []) + ["import TextSnapshots"])
            .joined(separator: " ")
        edits.append((kept.range, declaration + (kept.comment.map { " " + $0 } ?? "")))

        if importsCustomDump {
            let code = tokens.indices.filter { !tokens[$0].isTrivia }
            for (position, tokenIndex) in code.enumerated() {
                let token = tokens[tokenIndex]
                guard token.kind == .identifier else { continue }
                let name = text(token)
                let previous = position > 0 ? text(tokens[code[position - 1]]) : ""
                let next = position + 1 < code.count ? text(tokens[code[position + 1]]) : ""
                let isMember = previous == "." || previous == "func"
                switch name {
                case "XCTAssertNoDifference", "XCTAssertDifference":
                    guard !isMember else { break }
                    let renamed = name == "XCTAssertNoDifference" ? "expectNoDifference" : "expectDifference"
                    edits.append((token.range, renamed))
                    note("\(name) → \(renamed)")
                case "customDumping" where previous == "(" && position >= 2 && text(tokens[code[position - 2]]) == "String" && next == ":":
                    edits.append((token.range, "dumping"))
                    note("String(customDumping:) → String(dumping:)")
                case "diff" where !isMember && next == "(":
                    if callHasLabel("format", openingAt: position + 1, code: code, tokens: tokens, text: text) {
                        warnings.append("line \(line(of: token.start)): diff(_:_:format:) has no counterpart; String(diffing:_:) uses - and +")
                    } else {
                        edits.append((token.start..<tokens[code[position + 1]].end, "String(diffing: "))
                        note("diff(_:_:) → String(diffing:_:)")
                    }
                case "customDump" where !isMember && next == "(":
                    warnings.append("line \(line(of: token.start)): customDump(_:) prints; use print(String(dumping: value))")
                default:
                    break
                }
            }
        }

        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return Result(
            text: String(decoding: result, as: UTF8.self),
            changes: order.map { changes[$0]! > 1 ? "\($0) (\(changes[$0]!))" : $0 },
            warnings: warnings)
    }

    /// The peer module a line's code tokens import, when they are an import declaration of one.
    private static func importedPeer(_ code: [SwiftToken], text: (SwiftToken) -> String) -> String? {
        guard let importIndex = code.firstIndex(where: { text($0) == "import" }), importIndex + 1 == code.count - 1,
              let module = code.last.map(text), peerModules.contains(module)
        else { return nil }
        // Before `import`: attributes (`@name`, `@name(…)`) and access levels only.
        var position = 0
        while position < importIndex {
            let word = text(code[position])
            if word == "@" {
                position += 2
                if position < importIndex, text(code[position]) == "(" {
                    while position < importIndex, text(code[position]) != ")" { position += 1 }
                    position += 1
                }
            } else if accessLevels.contains(word) {
                position += 1
            } else {
                return nil
            }
        }
        return position == importIndex ? module : nil
    }

    /// Whether the call whose `(` is code token `open` has an argument labelled `label`.
    private static func callHasLabel(
        _ label: String, openingAt open: Int, code: [Int], tokens: [SwiftToken], text: (SwiftToken) -> String
    ) -> Bool {
        var depth = 0
        var position = open
        while position < code.count {
            let word = text(tokens[code[position]])
            if word == "(" || word == "[" || word == "{" { depth += 1 }
            if word == ")" || word == "]" || word == "}" {
                depth -= 1
                if depth == 0 { return false }
            }
            if depth == 1, word == label, position + 1 < code.count, text(tokens[code[position + 1]]) == ":" { return true }
            position += 1
        }
        return false
    }
}

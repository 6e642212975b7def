import Foundation
import SwiftLexing

/// Rewrites a Swift file written for swift-snapshot-testing and swift-custom-dump so that it
/// compiles against ViewDataKit: the peers' import lines become one import of ours, and nothing
/// else changes (their functions, types and SPI have the same names here, custom-dump's
/// `XCTAssertNoDifference`, `String(customDumping:)` and `diff(_:_:format:)` included).
///
/// The source is read with the package's Swift lexer, so that nothing inside a string literal
/// or a comment changes:
///
/// - `import SnapshotTesting`, `InlineSnapshotTesting`, `SnapshotTestingCustomDump` and
///   `CustomDump`, with any attributes and access level, become `import TextSnapshots`, keeping
///   `@preconcurrency`, `@_spi(Internals)` (whose names TextSnapshots declares), the access
///   level and a comment after it; the first such line stays, later ones go. `@testable` is
///   dropped: it opened the peers' internals, which have no counterpart here.
/// - In a file that is not a test file (see `rewriteSources`), imports `CustomDump` alone and
///   calls none of its assertions, the import becomes `import TextDiff`: an app's own code that
///   dumps values links no test library.
///
/// A file that imported none of the peers is not changed.
package struct SourceMigration: Sendable {
    /// What the rewriting did to one file.
    package struct Result: Sendable, Hashable {
        /// The new text; the old when nothing changed.
        package var text: String
        /// What changed, one item per kind of change (`import CustomDump → import TextSnapshots`).
        package var changes: [String]
    }

    /// The modules whose import lines become ours.
    package static let peerModules: Set<String> = ["SnapshotTesting", "InlineSnapshotTesting", "SnapshotTestingCustomDump", "CustomDump"]

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

    /// Rewrites `source`; `isTestFile` says whether it belongs to tests (or test support),
    /// where custom-dump's import becomes `TextSnapshots` (which has its assertions) rather
    /// than `TextDiff`.
    package static func rewrite(_ source: String, isTestFile: Bool = true) -> Result {
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokens(in: bytes)
        var edits: [(range: Range<Int>, text: String)] = []
        var peers: [String] = []
        func text(_ token: SwiftToken) -> String { String(decoding: bytes[token.range], as: UTF8.self) }

        // Import declarations: a line's code tokens, from an attribute, access level or
        // `import` at its start to its end.
        // The kept line: where it is, its access level and comment; `@preconcurrency` and
        // `@_spi(Internals)` on any peer import go on it.
        var kept: (range: Range<Int>, access: String?, comment: String?)?
        var preconcurrency = false
        var internals = false
        var index = 0
        while index < tokens.count {
            let lineStart = index
            var lineEnd = index
            while lineEnd < tokens.count, tokens[lineEnd].kind != .newline { lineEnd += 1 }
            defer { index = lineEnd + 1 }
            let code = tokens[lineStart..<lineEnd].filter { !$0.isTrivia }
            guard let module = importedPeer(code, text: text) else { continue }
            peers.append(module)
            var position = code.startIndex
            var access: String?
            while position < code.endIndex, text(code[position]) != "import" {
                let word = text(code[position])
                if word == "@", position + 1 < code.endIndex {
                    let attribute = text(code[position + 1])
                    if attribute == "preconcurrency" { preconcurrency = true }
                    if attribute == "_spi", position + 4 < code.endIndex, text(code[position + 3]) == "Internals" { internals = true }
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
        }
        guard let kept else { return Result(text: source, changes: []) }
        // custom-dump's assertions live in TextSnapshots: a support file outside tests that
        // calls them keeps them.
        let assertions: Set<String> = ["expectNoDifference", "expectDifference", "XCTAssertNoDifference", "XCTAssertDifference"]
        let asserts = tokens.contains { $0.kind == .identifier && assertions.contains(text($0)) }
        let module = !isTestFile && !asserts && peers.allSatisfy { $0 == "CustomDump" } ? "TextDiff" : "TextSnapshots"
        let attributes = (preconcurrency ? ["@preconcurrency"] : []) + (internals && module == "TextSnapshots" ? ["@_spi(Internals)"] : [])
        let declaration = (attributes + (kept.access.map { [$0] } ?? []) + ["import \(module)"]).joined(separator: " ")
        edits.append((kept.range, declaration + (kept.comment.map { " " + $0 } ?? "")))

        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        var changes: [String] = []
        for peer in peers where !changes.contains("import \(peer) → import \(module)") {
            changes.append("import \(peer) → import \(module)")
        }
        return Result(text: String(decoding: result, as: UTF8.self), changes: changes)
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
}

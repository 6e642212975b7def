import Foundation
import InlineSnapshots
import SwiftLexing

/// Inline snapshots' source work: lexing a large test file, and writing a thousand snapshots
/// into it (finding each call, building the literals, lexing the result again to check it).
enum InlineBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("inline/lex", { lex }),
        ("inline/rewrite", { rewrite }),
    ] }

    /// A 20,000-line test file: 1,000 tests of 20 lines, each with comments, strings,
    /// interpolations, a raw literal, a closure argument and an inline snapshot with its closure.
    static let testFile: [UInt8] = {
        var text = "import Testing\nimport TextSnapshots\n\n@Suite struct ScreenTests {\n"
        for index in 0..<1_000 {
            text += """
                    /// Test \(index): a screen with a title, rows and a footer.
                    @Test func screen\(index)() throws {
                        let rows = (0..<\(index % 7 + 1)).map { "row \\($0): \\(String(repeating: "x", count: $0))" }
                        let title = #"The "\(index)" screen \\ done"#  // a raw literal
                        /* A block comment /* nested */ with "quotes" and { braces } */
                        let screen = render(title: title, rows: rows.filter { !$0.isEmpty }, width: \(40 + index % 40))
                        assertInlineSnapshot(of: screen, as: .lines) {
                            \"\"\"
                            ┌─ The "\(index)" screen ─┐
                            │ row 0:                 │
                            └────────────────────────┘
                            \"\"\"
                        }
                        // The rows are checked after the screen.
                        #expect(rows.count > 0, "rows: \\(rows.count)")
                        if rows.count > 3 { _ = try JSONEncoder().encode(rows) }
                        let pattern = /row (\\d+)/
                        _ = rows.first?.firstMatch(of: pattern)
                    }


                """
        }
        text += "}\n"
        return Array(text.utf8)
    }()

    static var lex: BenchmarkCase {
        let bytes = testFile
        let lines = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return BenchmarkCase(
            name: "inline/lex", inputSize: "\(lines.formatted()) lines", work: 1, workUnit: "files",
            body: { SwiftLexer.tokens(in: bytes).count },
            note: { _ in "\(formatBytes(bytes.count)); target ≤ 20 ms" })
    }

    static var rewrite: BenchmarkCase {
        let source = SwiftSourceText(testFile)
        // The `(` of every assertInlineSnapshot call, as `#column` gives it.
        var replacements: [InlineRewriter.Replacement] = []
        for (index, token) in source.tokens.enumerated() where token.kind == .identifier && source.text(of: token) == "assertInlineSnapshot" {
            let paren = source.tokens[index + 1]
            let line = source.line(of: paren.start)
            let site = InlineSite(line: line, column: paren.start - source.lineStarts[line - 1] + 1)
            replacements.append(.init(site: site, text: "┌─ screen \(replacements.count) ─┐\n│ \"quoted\" \\ row │\n└──────┘"))
        }
        let count = replacements.count
        return BenchmarkCase(
            name: "inline/rewrite", inputSize: "\(count.formatted()) edits", work: 1, workUnit: "files",
            body: {
                do {
                    // From the file's bytes, as the end of a run does: lex, find, write, lex again.
                    return try InlineRewriter.rewrite(SwiftSourceText(testFile), replacements, file: "ScreenTests.swift").count
                } catch {
                    fatalError("viewdata-bench: inline/rewrite failed: \(error)")
                }
            },
            note: { _ in "into the 20,000-line file of inline/lex, checked; target ≤ 50 ms" })
    }
}

@testable import InlineSnapshots
import SwiftLexing
import TestSupport
import Testing

@Suite("String literals written and read back")
struct StringLiteralTests {
    private func literal(_ text: String, indentation: String = "  ") -> String {
        StringLiteral.multilineLines(for: text, indentation: indentation).joined(separator: "\n")
    }

    /// The text of the one string literal in `source` (indentation before it allowed).
    private func decoded(_ source: String) -> String? {
        let bytes = Array(source.utf8)
        let tokens = SwiftLexer.tokens(in: bytes).filter { $0.kind != .whitespace }
        guard tokens.count == 1, case .string = tokens[0].kind else { return nil }
        return StringLiteral.decode(bytes[tokens[0].range])
    }

    @Test("The simplest literal: plain, raw when the text holds \"\"\" or a backslash, with enough #")
    func simplest() {
        #expect(literal("a\nb") == "  \"\"\"\n  a\n  b\n  \"\"\"")
        #expect(literal("say \"hi\"") == "  \"\"\"\n  say \"hi\"\n  \"\"\"")
        #expect(literal(#"a\b"#) == "  #\"\"\"\n  a\\b\n  \"\"\"#")
        #expect(literal("x\"\"\"y") == "  #\"\"\"\n  x\"\"\"y\n  \"\"\"#")
        #expect(literal("x\"\"\"##y") == "  ###\"\"\"\n  x\"\"\"##y\n  \"\"\"###")
        #expect(literal("\\#") == "  ##\"\"\"\n  \\#\n  \"\"\"##")
        // Empty lines stay empty, a final line feed is an empty last line, empty text no line.
        #expect(literal("a\n\nb\n") == "  \"\"\"\n  a\n\n  b\n\n  \"\"\"")
        #expect(literal("") == "  \"\"\"\n\n  \"\"\"")
        // What a file cannot hold is escaped, with the literal's own escape.
        #expect(literal("a\rb\u{1B}[0m\u{202E}") == "  \"\"\"\n  a\\rb\\u{1B}[0m\\u{202E}\n  \"\"\"")
        #expect(literal("\\\u{0}") == "  #\"\"\"\n  \\\\#0\n  \"\"\"#")
    }

    @Test("Literals read back: escapes, indentation, line breaks, raw delimiters")
    func decoding() {
        #expect(decoded(#""a\tb\u{1F600}\"\\""#) == "a\tb😀\"\\")
        #expect(decoded(##"#"a\tb\#tc"#"##) == "a\\tb\tc")
        #expect(decoded("\"\"\"\n    one\n\n      two\n    \"\"\"") == "one\n\n  two")
        #expect(decoded("\"\"\"\r\n  one\r\n  two\r\n  \"\"\"") == "one\ntwo")
        #expect(decoded("\"\"\"\n  a \\\n  b\n  \"\"\"") == "a b")
        #expect(decoded("\"\"\"\n  a\n b\n  \"\"\"") == nil, "a line indented less than the closing delimiter")
        #expect(decoded("\"\"\" a\n  \"\"\"") == nil, "text after the opening delimiter")
        #expect(decoded(#""a\(b)""#) == nil, "an interpolation")
        #expect(decoded(#""a\qb""#) == nil, "an unknown escape")
    }

    @Test("Random texts make literals that read back as the same text", arguments: [0x5EED_0001 as UInt64])
    func roundTrip(defaultSeed: UInt64) {
        let seed = propertyTestSeed(default: defaultSeed)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "Z", " ", "\t", "\n", "\r", "\r\n", "\"", "\"\"\"", "\\", "#", "##", "\\(", "\\#(", "\"#", "\"\"\"#",
                      "👩‍🔬", "日本", "e\u{301}", "\u{1B}", "\u{0}", "\u{7F}", "\u{85}", "\u{202E}", "\u{2028}", "\u{FEFF}", "}", "{", "//", "/*"]
        for iteration in 0..<2_000 {
            var text = ""
            let count = Int.random(in: 0...(iteration % 50 == 0 ? 400 : 24), using: &generator)
            for _ in 0..<count { text += pieces.randomElement(using: &generator)! }
            for indentation in ["", "    ", "\t\t"] {
                let lines = StringLiteral.multilineLines(for: text, indentation: indentation)
                let source = lines.joined(separator: "\n")
                let bytes = Array(source.utf8)
                let tokens = SwiftLexer.tokens(in: bytes).filter { $0.kind != .whitespace }
                #expect(tokens.count == 1, "seed \(seed), iteration \(iteration): the literal lexes as \(tokens.count) tokens")
                #expect(decoded(source) == text, "seed \(seed), iteration \(iteration): \(text.debugDescription)")
                let crlf = lines.joined(separator: "\r\n")
                #expect(decoded(crlf) == text, "seed \(seed), iteration \(iteration), CRLF: \(text.debugDescription)")
                if tokens.count != 1 || decoded(source) != text { return }
            }
        }
    }

    @Test("A very long line")
    func longLine() {
        let text = String(repeating: "abc\"\\#", count: 50_000)
        #expect(decoded(literal(text)) == text)
    }
}

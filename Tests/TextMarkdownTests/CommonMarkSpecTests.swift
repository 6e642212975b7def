import Foundation
import Testing
@testable import TextMarkdown

/// One example of the CommonMark spec, as `Resources/commonmark-0.31.2.json` holds it.
struct SpecExample: Decodable, Sendable, CustomTestStringConvertible {
    var example: Int
    var section: String
    var markdown: String
    var html: String

    var testDescription: String { "example \(example) (\(section))" }

    static let all: [SpecExample] = {
        guard let url = Bundle.module.url(forResource: "commonmark-0.31.2", withExtension: "json", subdirectory: "Resources"),
              let data = try? Data(contentsOf: url),
              let examples = try? JSONDecoder().decode([SpecExample].self, from: data)
        else { return [] }
        return examples
    }()
}

@Suite("CommonMark 0.31.2 spec examples")
struct CommonMarkSpecTests {
    /// Examples our HTML rendering does not match, each with the reason.
    static let knownFailures: [Int: String] = [:]

    @Test func theSpecIsVendoredWhole() {
        #expect(SpecExample.all.count == 652)
        #expect(SpecExample.all.map(\.example) == Array(1...652))
    }

    /// Every example parsed as CommonMark alone (no GitHub extensions) and written as HTML
    /// matches the spec's HTML exactly.
    @Test func conformance() {
        var failures: [Int] = []
        for example in SpecExample.all {
            let html = MarkdownDocument(parsing: example.markdown, extensions: false).html
            if html != example.html {
                failures.append(example.example)
                if Self.knownFailures[example.example] == nil {
                    Issue.record("example \(example.example) (\(example.section))\n--- markdown\n\(example.markdown)--- expected\n\(example.html)--- got\n\(html)")
                }
            }
        }
        let passed = SpecExample.all.count - failures.count
        print("CommonMark 0.31.2: \(passed) of \(SpecExample.all.count) examples pass; failing: \(failures)")
        for known in Self.knownFailures.keys where !failures.contains(known) {
            Issue.record("example \(known) passes now: take it off the known failures")
        }
    }

    /// The NUL search goes eight bytes at a time: it finds the first NUL wherever it falls in a
    /// word, past runs of high bytes (which a word test could mistake for zeros), or none.
    @Test func theFirstNULIsFoundWhereverItFalls() {
        for count in [0, 1, 7, 8, 9, 16, 23, 40] {
            for position in [nil] + Array(0..<count) {
                for filler: UInt8 in [0x61, 0x80, 0xFF, 0x01] {
                    var bytes = [UInt8](repeating: filler, count: count)
                    if let position {
                        bytes[position] = 0
                        if position + 3 < count { bytes[position + 3] = 0 }
                    }
                    for start in Set([0, 1, 9, count]) where start <= count {
                        #expect(BlockParser.firstNUL(in: bytes, from: start) == bytes[start...].firstIndex(of: 0),
                                "\(count) bytes of \(filler), NUL at \(String(describing: position)), from \(start)")
                    }
                }
            }
        }
    }

    /// Lines end at the first LF or CR, found eight bytes at a time: wherever it falls in a
    /// word, past high bytes, or at the end of the text.
    @Test func linesEndAtTheFirstLineFeedOrCarriageReturn() {
        for count in [0, 1, 7, 8, 9, 16, 23, 40] {
            for position in [nil] + Array(0..<count) {
                for filler: UInt8 in [0x61, 0x8A, 0xFF, 0x0B] {
                    for ending: UInt8 in [0x0A, 0x0D] {
                        var bytes = [UInt8](repeating: filler, count: count)
                        if let position { bytes[position] = ending }
                        for start in Set([0, 1, 9, count]) where start <= count {
                            let expected = bytes[start...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? count
                            #expect(BlockParser.lineEnd(in: bytes, from: start) == expected,
                                    "\(count) bytes of \(filler), \(ending) at \(String(describing: position)), from \(start)")
                        }
                    }
                }
            }
        }
    }

    /// Every named reference in the generated table is read, with all its code points: each
    /// line split apart by `String`, held against the table's byte reader, and a few values
    /// from the HTML standard, the first and last lines and two code points among them.
    @Test func everyNamedReferenceIsRead() {
        let lines = HTMLEntities.table.split(separator: "\n")
        #expect(lines.count > 2_000)
        for line in lines {
            let fields = line.split(separator: " ")
            let value = String(String.UnicodeScalarView(fields.dropFirst().map { Unicode.Scalar(UInt32($0, radix: 16)!)! }))
            #expect(HTMLEntities.value(of: String(fields[0])) == value, "\(line)")
        }
        #expect(HTMLEntities.value(of: "AElig") == "\u{C6}" && HTMLEntities.value(of: "zwnj") == "\u{200C}")
        #expect(HTMLEntities.value(of: "NotEqualTilde")?.unicodeScalars.elementsEqual(["\u{2242}", "\u{338}"]) == true)
        #expect(HTMLEntities.value(of: "DD") == "\u{2145}" && HTMLEntities.value(of: "Afr") == "\u{1D504}")
        #expect(HTMLEntities.value(of: "aelig;") == nil && HTMLEntities.value(of: "") == nil)
    }

    /// Spec section 2.3 (no example of its own): every U+0000 becomes U+FFFD, where it starts
    /// or ends a line, next to another, in code, and before the document's last text.
    @Test func nulIsReplacedEverywhere() {
        let markdown = "\u{0}a\u{0}\u{0}b\n\n    code\u{0}\n\nend\u{0}\n\u{0}!"
        #expect(MarkdownDocument(parsing: markdown).html == """
            <p>\u{FFFD}a\u{FFFD}\u{FFFD}b</p>
            <pre><code>code\u{FFFD}
            </code></pre>
            <p>end\u{FFFD}
            \u{FFFD}!</p>

            """)
    }
}


import Foundation
import TestSupport
import Testing
import TextConsole
import TextRendering
import TextSnapshots
import TextUI
@testable import TextMarkdown

@Suite("Markdown in the terminal")
struct MarkdownRenderingTests {
    static let sample: String = {
        guard let url = Bundle.module.url(forResource: "sample", withExtension: "md", subdirectory: "Resources"),
              let text = try? String(contentsOf: url, encoding: .utf8) else { return "" }
        return text
    }()

    /// The package's README, as a real document: it must read well.
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    @Test func theSampleAtFortyEightyAndOneHundredTwentyColumns() {
        #expect(!Self.sample.isEmpty)
        let markdown = Markdown(Self.sample)
        for width in [40, 80, 120] {
            assertSnapshot(of: markdown, as: .text(width: width), named: "sample \(width)")
        }
        // Styles, colours and links as tags.
        assertSnapshot(of: markdown, as: .ansi(width: 80), named: "sample styles")
        // Where ambiguous characters are wide, bars and rules fall back to ASCII and CJK stays exact.
        assertSnapshot(of: markdown.render(width: 60, profile: .eastAsian), as: .text(width: 60), named: "sample wide ambiguous")
    }

    /// A big document has its inlines parsed while its lines are read, and the rest side by
    /// side: the same document as parsing them one after another, references defined at its
    /// end included.
    @Test func bigDocumentsParsedWhileTheirLinesAreReadAreTheSame() {
        let big = String(repeating: Self.sample + "\n[ref] and [ref][]\n\n", count: 400) + "[ref]: https://example.com/ref \"Ref\"\n"
        #expect(big.utf8.count > 2 * 262_144)
        let together = MarkdownDocument(parsing: big)
        #expect(together == MarkdownDocument(parsing: big, pipelines: false))
        #expect(together.html.components(separatedBy: "<a href=\"https://example.com/ref\" title=\"Ref\">ref</a>").count == 801)
    }

    /// Blocks whose inlines were parsed before the references below them were read: a label
    /// used before its definition (in a paragraph, a quoted list, a table cell, an image) is a
    /// link after all; one defined before stays one; of two definitions the first wins, though
    /// the blocks between them saw only the first; a label never defined stays text.
    @Test func blocksParsedBeforeTheirReferencesAreParsedAgain() {
        var big = ""
        for index in 0..<3_000 {
            big += """
                [early \(index)]: /early/\(index)

                Section \(index): [early \(index)], [late \(index)][], [twice] and [never \(index)].

                > - quoted: [late \(index)] and ![late \(index)]

                | a | b |
                |---|---|
                | [late \(index)] | [early \(index)] |

                [late \(index)]: /late/\(index) "Late"


                """
            if index == 1_000 { big += "[twice]: /first\n\n" }
            if index == 2_000 { big += "[twice]: /second\n\n" }
        }
        #expect(big.utf8.count > 524_288)
        let document = MarkdownDocument(parsing: big)
        #expect(document == MarkdownDocument(parsing: big, pipelines: false))
        let html = document.html
        #expect(html.components(separatedBy: "<a href=\"/late/2999\" title=\"Late\">late 2999</a>").count == 4)
        #expect(html.components(separatedBy: "<img src=\"/late/17\" alt=\"late 17\" title=\"Late\" />").count == 2)
        #expect(html.components(separatedBy: "<a href=\"/early/1234\">early 1234</a>").count == 3)
        #expect(html.components(separatedBy: "<a href=\"/first\">twice</a>").count == 3_001)
        #expect(!html.contains("/second") && html.contains("and [never 0].") && html.contains("and [never 2999]."))
    }

    /// A big document is laid out in chunks side by side: the same lines as laying it out in
    /// one piece. Printed, it is laid out and drawn a chunk of blocks at a time: its bands,
    /// which end where their chunks do, are no taller than asked and make the same rows as the
    /// whole.
    @Test func chunksLaidOutSideBySideMakeTheSameLines() {
        let big = Markdown(String(repeating: Self.sample + "\n", count: 40))
        #expect(big.document.blocks.count >= 2 * 256 && big.document.blocks.count >= 2 * Markdown.blocksPerChunk)
        for width in [1, 37, 100] {
            let chunked = big.layout(width: width, profile: .standard)
            #expect(chunked.chunks.count > 1)
            #expect(Array(chunked.joined()) == Array(big.layout(width: width, profile: .standard, chunkLimit: 1).joined()), "width \(width)")
            var rows: [String] = []
            var heights: Set<Int> = []
            big.renderBands(width: width, profile: .standard, rows: 7) { band in
                rows += band.lines
                heights.insert(band.height)
            }
            #expect(rows == big.render(width: width).lines, "width \(width)")
            #expect(heights.isSubset(of: 1...7) && heights.contains(7), "width \(width): \(heights.sorted())")
        }
        // A chunk of blocks that show nothing (comments) adds no blank line of its own.
        let quiet = Markdown("top\n\n" + String(repeating: "<!-- a comment -->\n\n", count: 700) + "bottom\n")
        #expect(quiet.layout(width: 20, profile: .standard).chunks.count > 1)
        #expect(quiet.render(width: 20).plainText == "top\n\nbottom")
        #expect(Array(quiet.layout(width: 20, profile: .standard).joined()) == Array(quiet.layout(width: 20, profile: .standard, chunkLimit: 1).joined()))
    }

    /// A document drawn into part of a canvas, partly off it, inside a clip: its rendering,
    /// moved and cut.
    @Test func aDocumentDrawnIntoARectIsItsRenderingMovedAndClipped() {
        let markdown = Markdown(Self.sample)
        let rendered = markdown.render(width: 30)
        for (rect, clip) in [
            (Rect(x: 3, y: 2, width: 30, height: 12), Rect(x: 0, y: 0, width: 40, height: 20)),
            (Rect(x: -4, y: -3, width: 30, height: 40), Rect(x: 2, y: 1, width: 20, height: 9)),
            (Rect(x: 15, y: 10, width: 30, height: 40), Rect(x: 0, y: 0, width: 40, height: 20)),
        ] {
            var drawn = Canvas(width: 40, height: 20)
            markdown.draw(in: rect, on: &drawn, clip: clip)
            var expected = Canvas(width: 40, height: 20)
            expected.draw(rendered, at: rect.origin, clip: clip.intersection(rect))
            #expect(drawn == expected, "rect \(rect), clip \(clip)")
        }
    }

    @Test func linkTargetsAreShownWhereLinksAreOff() {
        var markdown = Markdown("See [the docs](https://example.com/docs), <https://example.com> and ![logo](logo.png).")
        #expect(markdown.render(width: 80).plainText == "See the docs, https://example.com and logo.")
        markdown.showsLinkTargets = true
        // An image is its alt text alone, its address never written.
        #expect(markdown.render(width: 100).plainText == "See the docs (https://example.com/docs), https://example.com and logo.")
        // The link is on the text, percent-encoded ASCII.
        let canvas = Markdown("[中文](https://example.com/中文)").render(width: 10)
        #expect(canvas[0, 0].style.link?.url == "https://example.com/%E4%B8%AD%E6%96%87")
        #expect(canvas.ansiText(colors: .none, hyperlinks: true) == "\u{1B}[4m\u{1B}]8;;https://example.com/%E4%B8%AD%E6%96%87\u{1B}\\中文\u{1B}[0m\u{1B}]8;;\u{1B}\\")
        // Only web and mail links are links: a document cannot make a terminal open anything else.
        for target in ["javascript:alert(1)", "file:///etc/passwd", "x-terminal:run"] {
            #expect(Markdown("[click](\(target))").render(width: 10)[0, 0].style.link == nil, "\(target)")
        }
        #expect(Markdown("[a](mailto:a@b.c) [b](ftp://h/x)").render(width: 10)[0, 0].style.link?.url == "mailto:a@b.c")
    }

    /// READMEs as GitHub's writers write them: HTML for layout, badges, `<br>` in cells, links
    /// in tables, `<details>`; nothing of it shows as tags, and no address is in a cell.
    @Test func readmesAsGitHubWritesThem() {
        var markdown = Markdown("""
            <p align="center">
              <img src="https://example.com/logo.svg" alt="Logo" width="200">
            </p>
            <!-- badges -->

            [![CI](https://example.com/ci.svg)](https://example.com/ci) [![Swift 6](https://img.shields.io/x.svg)](https://swift.org)
            <img alt="Downloads" src="d.svg"><br>Install it with <code>swift build</code> &amp; <b>enjoy</b>.
            See the <a href="https://example.com/guide">guide</a>.

            | Package | Notes |
            |---|---|
            | [nio](https://github.com/apple/swift-nio) | core <br> networking |
            | [https://example.com/ssl][ssl] | TLS<br/>support, [nio](https://github.com/apple/swift-nio) |

            <details>
            <summary>More &raquo;</summary>

            Hidden *text*.

            </details>

            <picture><source srcset="dark.png"><img src="l.png" alt=""></picture>

            [ssl]: https://example.com/ssl
            """)
        markdown.showsLinkTargets = true
        #expect(markdown.render(width: 40).plainText == """
            Logo

            CI Swift 6 Downloads
            Install it with swift build & enjoy. See
            the guide (https://example.com/guide).

            ╭─────────┬──────────────────╮
            │ Package │ Notes            │
            ├─────────┼──────────────────┤
            │ nio [1] │ core             │
            │         │ networking       │
            │ [2]     │ TLS              │
            │         │ support, nio [1] │
            ╰─────────┴──────────────────╯
            [1] https://github.com/apple/swift-nio
            [2] https://example.com/ssl

            ▸ More »

            Hidden text.
            """)
        // HTML as browsers read it: a row's cells close at the next row, blank lines at the
        // start of a block go, an anchor with text of its own round an image says where it
        // goes (its picture links there too), a quote never closed ends at the tag's `>`.
        var html = Markdown("""
            <table><tr><th>A<th>B</tr><tr><td>x</td></tr></table>

            <p align="center"><br><img alt="Logo"></p>

            <a href="https://example.com/site"><img src="l.png" alt="logo"> Project site</a>

            <div><img alt="x src=y> after</div>
            """)
        html.showsLinkTargets = true
        #expect(html.render(width: 60).plainText == """
            A  B
            x

            Logo

            logo Project site (https://example.com/site)

            x src=y after
            """)
        let rowCanvas = html.render(width: 60)
        #expect(!rowCanvas[0, 1].style.attributes.contains(.bold) && rowCanvas[0, 0].style.attributes.contains(.bold))
        #expect(rowCanvas[0, 5].style.link?.url == "https://example.com/site")
        // At most the maximum width, whatever the width given: prose and tables.
        markdown.maximumWidth = 24
        let narrow = markdown.render(width: 100)
        #expect(narrow.plainText.split(separator: "\n").allSatisfy { $0.displayWidth <= 24 })
        #expect(narrow.plainText.hasPrefix("Logo\n\nCI Swift 6 Downloads\nInstall it with swift\n"))
    }

    @Test func consolesWithoutHyperlinksGetTheTargets() {
        final class Output: @unchecked Sendable { var text = "" }
        let document = Markdown("See [the docs](https://example.com/docs).")
        let plain = Output()
        Console(capabilities: .plain(width: 60)) { plain.text += $0 }.print(document)
        #expect(plain.text == "See the docs (https://example.com/docs).\n")
        let linked = Output()
        Console(capabilities: ConsoleCapabilities(width: 60, usesEscapes: true, colors: .none, hyperlinks: true, isTerminal: true)) {
            linked.text += $0
        }.print(document)
        #expect(linked.text == "See \u{1B}[4m\u{1B}]8;;https://example.com/docs\u{1B}\\the docs\u{1B}[0m\u{1B}]8;;\u{1B}\\.\n")
        // A document that writes its targets anyway keeps them where links can be shown.
        var withTargets = document
        withTargets.showsLinkTargets = true
        let both = Output()
        Console(capabilities: ConsoleCapabilities(width: 60, usesEscapes: true, colors: .none, hyperlinks: true, isTerminal: true)) {
            both.text += $0
        }.print(withTargets)
        #expect(both.text == "See \u{1B}[4m\u{1B}]8;;https://example.com/docs\u{1B}\\the docs\u{1B}[0;2m\u{1B}]8;;\u{1B}\\ (https://example.com/docs)\u{1B}[0m.\n")
    }

    /// A document with no lines, or drawn at no width, is one band with no rows; one with no
    /// lines prints as an empty line, as an empty canvas does (a console prints at one column
    /// at least).
    @Test func aDocumentWithNoLinesIsOneEmptyBand() {
        final class Output: @unchecked Sendable { var text = "" }
        for (source, width) in [("", 30), ("\n\n  \n", 30), ("[ref]: https://example.com", 30), ("# Title\n\ntext", 0)] {
            var heights: [Int] = []
            Markdown(source).renderBands(width: width, profile: .standard, rows: 5) { heights.append($0.height) }
            #expect(heights == [0], "\(source.debugDescription) at \(width)")
            guard width > 0 else { continue }
            let output = Output()
            Console(capabilities: .plain(width: 30)) { output.text += $0 }.print(Markdown(source), width: width)
            #expect(output.text == "\n", "\(source.debugDescription) at \(width)")
        }
    }

    /// Plain text written without canvases, as `Console` prints it where it writes no escape
    /// sequences: the canvas's text, wherever graphemes of no width, wide ones, marks, rules and
    /// tables fall, at widths that cut lines (a band with a line the canvas would cut is drawn)
    /// and widths that do not. A grapheme that ends in a space (a prepended mark joins the space
    /// after it) is kept whole at a line's end, as the canvas keeps its cell.
    @Test func plainTextWithoutCanvasesIsTheCanvasText() {
        let document = Markdown("""
            # Wide 中文字符 and 👩‍🔬, e\u{301} marks, a\u{200B}zero\u{200B}width and trailing spaces\u{3000}

            10. item with `code` and [a link](https://example.com)
                > quoted 日本語の文章 \u{301}lone mark
            - ☐ task

            | 左 | right |
            |:---|------:|
            | 中文字符 | 👩‍🔬 |

            ---

                code\u{200B}   with spaces   \u{0020}
                ends in a cluster \u{0D4E} \u{200B}

            \u{0D4E} \u{200B}

            - \u{0D4E} \u{2060}
            """)
        #expect(document.render(width: 40).lines.contains("\u{0D4E} "))
        for width in 1...50 {
            let canvas = document.render(width: width)
            #expect(Self.plainText(of: document, width: width, rows: 3) == canvas.plainText, "width \(width)")
        }
        // "10." is wider than two columns: the canvas cuts that line, so plain text is not
        // written without it.
        let lines = Array(Markdown("10. a").layout(width: 2, profile: .standard).joined())
        #expect(Markdown.plainText(of: lines[...], width: 2, profile: .standard) == nil)
        #expect(Markdown.plainText(of: lines[...], width: 4, profile: .standard) == "10.\na")
        #expect(Self.plainText(of: Markdown("10. a"), width: 2, rows: 5) == Markdown("10. a").render(width: 2).plainText)
    }

    /// The plain text of `markdown`'s bands written without canvases, joined as `Console` joins
    /// them.
    static func plainText(of markdown: Markdown, width: Int, rows: Int) -> String {
        var parts: [String] = []
        markdown.renderPlainTextBands(width: width, profile: .standard, rows: rows) { parts.append($0) }
        return parts.joined(separator: "\n")
    }

    /// In a TextUI screen, a document is a widget hosted by `WidgetView`.
    @Test func aDocumentInAView() {
        let view = StackView(axis: .vertical, arrangedSubviews: [Label("Notes", style: .bold), WidgetView(Markdown("- one\n- *two* 中文"))])
        #expect(view.render(width: 12).plainText == "Notes\n• one\n• two 中文")
    }

    @Test func theReadmeReadsWell() {
        #expect(!Self.readme.isEmpty)
        assertSnapshot(of: Markdown(Self.readme), as: .text(width: 100), named: "README 100")
    }

    @Test func codeIsHighlightedByItsInfoString() {
        let swift = Markdown("```swift\nlet x = \"a\" // c\n```").render(width: 30)
        #expect(ANSIDescription.readable(swift.ansiText(colors: .ansi16, hyperlinks: false))
            == "  ⟨bold, fg magenta⟩let⟨reset⟩ x = ⟨fg green⟩\"a\"⟨reset⟩ ⟨dim, italic⟩// c⟨reset⟩")
        let json = Markdown("```json\n{\"a\": [1, true]}\n```").render(width: 30)
        #expect(ANSIDescription.readable(json.ansiText(colors: .ansi16, hyperlinks: false))
            == "  {⟨fg blue⟩\"a\"⟨reset⟩: [⟨fg yellow⟩1⟨reset⟩, ⟨bold, fg yellow⟩true⟨reset⟩]}")
        // Without colours, keywords stay bold and comments dim; other code is plain.
        #expect(ANSIDescription.readable(swift.ansiText(colors: .none, hyperlinks: false)) == "  ⟨bold⟩let⟨reset⟩ x = \"a\" ⟨dim, italic⟩// c⟨reset⟩")
        #expect(Markdown("```ruby\nputs 1\n```").render(width: 30).ansiText == "  puts 1")
    }

    /// At any width every line fits, the height is what `height(forWidth:)` says, drawing band
    /// by band gives the same canvas, writing plain text without canvases gives its text, and
    /// nothing hostile reaches the output.
    @Test func everyWidthFitsAndBandsAgreeWithTheWhole() {
        let seed = propertyTestSeed(default: 0x3D0C)
        var generator = SeededGenerator(seed: seed)
        let markdown = Markdown(Self.sample)
        for _ in 0..<12 {
            let width = Int.random(in: 1...130, using: &generator)
            let whole = markdown.render(width: width)
            #expect(whole.height == markdown.height(forWidth: width, in: .standard), "seed \(seed) width \(width)")
            var rows: [String] = []
            markdown.renderBands(width: width, profile: .standard, rows: Int.random(in: 1...40, using: &generator)) { rows += $0.lines }
            #expect(rows == whole.lines, "seed \(seed) width \(width)")
            #expect(Self.plainText(of: markdown, width: width, rows: Int.random(in: 1...40, using: &generator)) == whole.plainText, "seed \(seed) width \(width)")
            #expect(whole.lines.allSatisfy { $0.displayWidth <= width }, "seed \(seed) width \(width)")
            #expect(!whole.ansiText.contains("\u{1B}[2J") && !whole.plainText.contains("\u{1B}"), "seed \(seed) width \(width)")
        }
    }

    /// Random Markdown from pieces of syntax, hostile bytes among them: parsing, writing HTML and
    /// drawing never fail, and deep nesting is cut off rather than recursed into.
    @Test func hostileDocumentsParseAndDraw() {
        let seed = propertyTestSeed(default: 0xBAD_D0C)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["*", "**", "_", "~~", "`", "```", "[", "](", ")", "![", "<", ">", "> ", "- ", "1. ", "#", "|", "---", "\n", "\n\n",
                      "    ", "\t", "&amp;", "&#0;", "\\", "\u{1B}[2J", "\u{0}", "\u{202E}", "中文", "👩‍🔬", "http://x.y", "www.a.b", "a@b.cd", "word",
                      // Line breaks of every kind, written and as references: laid-out lines are
                      // drawn as safe without a second check (asserted in debug builds).
                      "\r", "\r\n", "&#13;", "&#13;&#10;", "&#x2028;", "&#x2029;", "&#x85;", "\u{0B}", "\u{0C}", "\u{2028}", "\u{85}"]
        for round in 0..<200 {
            let text = (0..<Int.random(in: 0...80, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let markdown = Markdown(text)
            _ = markdown.html
            let width = Int.random(in: 1...60, using: &generator)
            let canvas = markdown.render(width: width)
            #expect(!canvas.plainText.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0 || $0.value == 0x202E }, "seed \(seed) round \(round)")
            #expect(Self.plainText(of: markdown, width: width, rows: Int.random(in: 1...9, using: &generator)) == canvas.plainText, "seed \(seed) round \(round)")
        }
        // Inputs that a naive parser handles in quadratic time or with deep recursion: each must
        // finish (a regression shows as a hang) and draw.
        let hostile = [
            "*a" + String(repeating: " _b", count: 50_000) + "*",
            String(repeating: "_a ", count: 30_000) + String(repeating: "[x](y) ", count: 30_000),
            String(repeating: "[", count: 30_000) + String(repeating: "[x](y)", count: 30_000),
            String(repeating: "[](", count: 50_000),
            String(repeating: "<?", count: 50_000) + "\n" + String(repeating: "<!--", count: 20_000) + "\n" + String(repeating: "<!X", count: 20_000),
            "www.a.com" + String(repeating: ")", count: 50_000),
            Array(repeating: "h", count: 5_000).joined(separator: "|") + "\n" + Array(repeating: "-", count: 5_000).joined(separator: "|")
                + "\n" + String(repeating: "x\n", count: 5_000),
            String(repeating: "x\n\n", count: 20_000) + String(repeating: "[a]: b\n\n", count: 20_000),
            // Raw HTML full of `<` that opens no tag, unclosed quotes among them.
            "<div>\n" + String(repeating: "<a <b x=\"", count: 3_000) + "\n" + String(repeating: "a <b> <i x='", count: 3_000),
        ]
        for text in hostile {
            let markdown = Markdown(text)
            #expect(!markdown.html.isEmpty)
            // Markup that shows nothing (processing instructions, comments) has no lines.
            #expect(markdown.render(width: 40).height > 0 || text.hasPrefix("<?"))
        }
        let deep = Markdown(String(repeating: ">", count: 100_000) + " deep\n" + String(repeating: "*", count: 50_000) + "a" + String(repeating: "*", count: 50_000))
        #expect(deep.html.hasPrefix(String(repeating: "<blockquote>\n", count: 64)))
        #expect(deep.render(width: 200).height > 0)
    }
}

/// The Markdown example in README.md, kept true.
@Suite("Markdown README example")
struct MarkdownReadmeTests {
    static let document = """
        # Release 0.3
        Styled text **wraps by words**, keeps *exact* widths (中文, 👩‍🔬) and links
        to [the docs](https://example.com/docs).

        - [x] CommonMark 0.31.2: all 652 spec examples
        - [ ] GitHub tables:

        | Feature | Status |
        |:--|:-:|
        | `~~strike~~` | ~~done~~ ✓ |

        > Markdown files are untrusted: &#27;[2J is shown, not run.

        ```swift
        let doc = Markdown(text)   // parsed once, drawn at any width
        console.print(doc)
        ```
        """

    @Test func aReleaseNote() {
        var markdown = Markdown(Self.document)
        markdown.showsLinkTargets = true
        assertSnapshot(of: markdown, as: .text(width: 64), named: "release note 64")
    }
}

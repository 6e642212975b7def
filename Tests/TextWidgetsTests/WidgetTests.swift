import TestSupport
import Testing
@testable import TextWidgets

@Suite("Widgets")
struct WidgetTests {
    // MARK: - What the documentation shows

    @Test func theDocumentedExamplesDrawAsDocumented() {
        var table = Table(columns: ["Script", "Sample", Table.Column("Cells", alignment: .trailing)])
        table.addRow(["CJK", "中文字符", "8"])
        table.addRow(["Emoji", "👩‍🔬👍🏽", "4"])
        #expect(table.render(width: 40).plainText == """
            ╭────────┬──────────┬───────╮
            │ Script │ Sample   │ Cells │
            ├────────┼──────────┼───────┤
            │ CJK    │ 中文字符 │     8 │
            │ Emoji  │ 👩‍🔬👍🏽     │     4 │
            ╰────────┴──────────┴───────╯
            """)
        let tree = Tree("Sources", children: [
            Tree.Node("TextRendering", children: [Tree.Node("Canvas"), Tree.Node("Width")]),
            Tree.Node("TextUI", style: .bold),
        ])
        #expect(tree.render(width: 30).plainText == """
            Sources
            ├── TextRendering
            │   ├── Canvas
            │   └── Width
            └── TextUI
            """)
        let columns = Columns(["Sydney", "東京", "Kathmandu", "Zürich", "London", "🇳🇿 Auckland"])
        #expect(columns.render(width: 30).plainText == """
            Sydney  Kathmandu  London
            東京    Zürich     🇳🇿 Auckland
            """)
        #expect(Rule("Results").render(width: 24).plainText == "─────── Results ────────")
        #expect(Rule("Step 2", alignment: .leading).render(width: 20).plainText == "── Step 2 ──────────")
        #expect(Panel("2 × Margherita", title: "Order").render(width: 20).plainText == """
            ╭─ Order ──────────╮
            │ 2 × Margherita   │
            ╰──────────────────╯
            """)
        #expect(StyledText("Done", style: .bold).render(width: 20).plainText == "Done")
    }

    // MARK: - Styled text

    @Test func styledTextMeasuresWrapsAndDrawsInItsStyle() {
        let text = StyledText("a wonderful\u{1B}[2J 中文 day", style: .bold)
        // The widest word and the longest line, measured as drawn: the escape as a picture,
        // joined to the word before it.
        #expect(text.widths(in: .standard) == LayoutWidths(minimum: 13, ideal: 24))
        #expect(text.height(forWidth: 12, in: .standard) == 3)
        #expect(text.height(forWidth: 0, in: .standard) == 0)
        let canvas = text.render(width: 12)
        #expect(canvas.plainText == "a\nwonderful␛[2\nJ 中文 day")
        #expect(canvas[0, 0].style == .bold)
        // Without a style of its own it is plain; literals and interpolations are plain text.
        let plain: StyledText = "rank \(3)"
        #expect(plain == StyledText("rank 3") && plain.style == nil)
        #expect(plain.render(width: 10)[0, 0].style == .plain)
    }

    // MARK: - Panels

    @Test func panelsBoxAnyWidgetAndKeepTheirTitlesSafe() {
        var table = Table(columns: ["#", "City"], rows: [["1", "東京"], ["2", "Zürich"]])
        table.boxStyle = nil
        var panel = Panel(table, title: "Cities \u{1B}[2J 都市", borderStyle: .double)
        panel.padding = EdgeInsets(top: 1, left: 2, bottom: 0, right: 2)
        #expect(panel.render(width: 26).plainText == """
            ╔═ Cities ␛[2J 都市 ═════╗
            ║                        ║
            ║  #  City               ║
            ║  ─────────             ║
            ║  1  東京               ║
            ║  2  Zürich             ║
            ╚════════════════════════╝
            """)
        // Its widths are its content's and its chrome; text wraps inside it.
        #expect(panel.widths(in: .standard) == table.widths(in: .standard).adding(6))
        #expect(Panel("one two three", title: "T").render(width: 9).plainText == """
            ╭─ T ───╮
            │ one   │
            │ two   │
            │ three │
            ╰───────╯
            """)
        // Where box lines are two cells wide, the border is ASCII.
        #expect(Panel("x").render(width: 5, profile: .eastAsian).plainText == "+---+\n| x |\n+---+")
        // Narrower than its sides it shows nothing; with no content, an empty box.
        #expect(Panel("x").render(width: 1).height == 0)
        #expect(Panel("").render(width: 4).plainText == "╭──╮\n╰──╯")
        // A string, and a string in a style.
        let name = "Ada"
        #expect(Panel(name, style: .bold).render(width: 7).lines[1] == "│ Ada │")
        #expect(Panel(name, style: .bold).render(width: 7)[2, 1].style == .bold)
    }

    // MARK: - Every widget, at every width

    /// Every widget draws exactly `width` columns and `height(forWidth:)` rows at any width
    /// (none, one, narrower than its chrome, wide), in both width profiles; drawn into a rect of
    /// a larger canvas it touches no cell outside the clip, and what it draws inside is what it
    /// renders on its own.
    @Test func everyWidgetKeepsToItsWidthItsHeightAndItsClip() {
        let seed = propertyTestSeed(default: 0x3_1D6E7)
        var generator = SeededGenerator(seed: seed)
        let pieces = [
            "word", "Zürich", "中文", "👩‍🔬", "🇯🇵", "e\u{301}", "नमस्ते", "مرحبا", "\n", "\u{1B}[2J", "\u{202E}", "\t", "supercalifragilistic",
        ]
        func text() -> String {
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
        }
        func styled() -> StyledText {
            // Plain, in one style, or with runs of styles (a link among them).
            var styled = StyledText(text(), style: Bool.random(using: &generator) ? .bold : nil)
            if Bool.random(using: &generator) {
                styled.append(" " + text(), style: Style.underline.link(try? Hyperlink("https://example.com")))
                styled.append(text(), style: .italic)
            }
            return styled
        }
        for round in 0..<60 {
            var table = Table(columns: [Table.Column(text()), Table.Column(text(), alignment: .trailing, overflow: .ellipsis)])
            for _ in 0..<Int.random(in: 0...4, using: &generator) { table.addRow([styled(), styled()]) }
            if Bool.random(using: &generator) { table.footer = [styled(), styled()] }
            table.boxStyle = [BorderStyle.rounded, .ascii, nil].randomElement(using: &generator)!
            table.showsRowSeparators = Bool.random(using: &generator)
            let tree = Tree(styled(), children: [Tree.Node(styled(), children: [Tree.Node(styled())]), Tree.Node(styled())])
            let widgets: [(String, any Widget)] = [
                ("table", table), ("tree", tree), ("columns", Columns([styled(), styled(), styled()])),
                ("rule", Rule(text(), alignment: [.leading, .center, .trailing].randomElement(using: &generator)!)),
                ("panel", Panel(tree, title: text())), ("text", styled()),
                ("bar", ProgressBar(description: text(), completed: Double.random(in: 0...10, using: &generator), total: 10, elapsed: 3)),
                ("spinner", Spinner(text(), elapsed: 1)),
            ]
            for (name, widget) in widgets {
                for profile in [WidthProfile.standard, .eastAsian] {
                    let width = [0, 1, 2, 5, Int.random(in: 6...70, using: &generator)].randomElement(using: &generator)!
                    let context = "seed \(seed) round \(round): \(name) at \(width) in \(profile)"
                    let alone = widget.render(width: width, profile: profile)
                    #expect(alone.width == width && alone.height == widget.height(forWidth: width, in: profile), "\(context)")
                    let widths = widget.widths(in: profile)
                    #expect(widths.minimum >= 0 && widths.ideal >= widths.minimum, "\(context)")
                    // Drawn at (3, 2) of a canvas filled with full stops, clipped one column and one
                    // row inside its rect: the stops outside the clip stay.
                    var whole = Canvas(width: width + 6, height: alone.height + 4, profile: profile)
                    whole.fill(whole.bounds, with: ".")
                    var canvas = whole
                    let rect = Rect(x: 3, y: 2, width: width, height: alone.height)
                    let clip = Rect(x: 4, y: 3, width: max(0, width - 2), height: max(0, alone.height - 2))
                    widget.draw(in: rect, on: &canvas, clip: clip)
                    widget.draw(in: rect, on: &whole, clip: whole.bounds)
                    for y in 0..<canvas.height {
                        for x in 0..<canvas.width where !clip.contains(Point(x: x, y: y)) {
                            #expect(canvas[x, y].character == ".", "\(context): (\(x), \(y)) outside the clip was drawn")
                        }
                    }
                    // Into a rect a row shorter than the widget: the rows below it stay.
                    if alone.height > 0 {
                        var short = Canvas(width: width + 6, height: alone.height + 4, profile: profile)
                        short.fill(short.bounds, with: ".")
                        widget.draw(in: Rect(x: 3, y: 2, width: width, height: alone.height - 1), on: &short, clip: short.bounds)
                        for y in (alone.height + 1)..<short.height {
                            #expect(short.lines[y].allSatisfy { $0 == "." }, "\(context): row \(y) below a short rect was drawn")
                        }
                    }
                    // Inside the clip, narrow cells away from its edges are as drawn unclipped.
                    for y in clip.minY..<clip.maxY {
                        for x in (clip.minX + 1)..<max(clip.minX + 1, clip.maxX - 1) {
                            let own = whole[x, y]
                            guard own.width == 1, canvas[x, y].width == 1, canvas[x - 1, y].width == 1, whole[x - 1, y].width == 1 else { continue }
                            #expect(canvas[x, y] == own, "\(context): (\(x), \(y)) differs from the widget drawn unclipped")
                        }
                    }
                }
            }
        }
    }
}

@Suite("Layout and code")
struct LayoutWidgetTests {
    @Test("A group stacks widgets at one width, spaced; padding and alignment place them")
    func groupsPaddingAndAlignment() {
        let group = Stacked([
            Rule("Summary"),
            Aligned(Panel("Built 中文"), alignment: .center, maximumWidth: 14),
            StyledText("Total 42").aligned(.trailing),
            Padded(StyledText("note: two lines wrap here"), EdgeInsets(top: 1, left: 2, right: 4)),
        ], spacing: 1)
        #expect(group.render(width: 20).plainText == """
            ───── Summary ──────

               ╭────────────╮
               │ Built 中文 │
               ╰────────────╯

                        Total 42


              note: two
              lines wrap
              here
            """)
        #expect(group.widths(in: .standard) == LayoutWidths(minimum: 11, ideal: 31))
        // A fixed width, narrower than the room, placed left, centred, right.
        let box = Panel("ok")
        #expect([TextAlignment.leading, .center, .trailing].map { box.aligned($0, width: 6).render(width: 11).plainText } == [
            "╭────╮\n│ ok │\n╰────╯",
            "  ╭────╮\n  │ ok │\n  ╰────╯",
            "     ╭────╮\n     │ ok │\n     ╰────╯",
        ])
    }

    @Test("Syntax highlights Swift with the package's lexer, and JSON; numbers lines, wraps with an empty gutter")
    func syntax() {
        let swift = HighlightedCode("let name = \"中文\" // greet\n\tprint(name.count + 42)\n", language: .swift, lineNumbers: true, firstLineNumber: 9)
        #expect(swift.render(width: 24).plainText == """
             9 │ let name = "中
               │ 文" // greet
            10 │     print(name.coun
               │ t + 42)
            """)
        #expect(swift.render(width: 40).ansiText(colors: .ansi16, hyperlinks: false) == """
            \u{1B}[2m 9 │ \u{1B}[0;1;35mlet\u{1B}[0m name = \u{1B}[32m"中文"\u{1B}[0m \u{1B}[2;3m// greet\u{1B}[0m
            \u{1B}[2m10 │ \u{1B}[0m    print(name.count + \u{1B}[33m42\u{1B}[0m)
            """)
        let json = HighlightedCode(#"{"ok": true, "n": -1.5e3, "s": "x"}"#, language: HighlightedCode.Language(named: "JSON"))
        #expect(json.render(width: 40).ansiText(colors: .ansi16, hyperlinks: false)
            == "{\u{1B}[34m\"ok\"\u{1B}[0m: \u{1B}[1;33mtrue\u{1B}[0m, \u{1B}[34m\"n\"\u{1B}[0m: \u{1B}[33m-1.5e3\u{1B}[0m, \u{1B}[34m\"s\"\u{1B}[0m: \u{1B}[32m\"x\"\u{1B}[0m}")
        // Untrusted code is drawn safe; plain code is not highlighted.
        #expect(HighlightedCode("echo \u{1B}[31mred").render(width: 20).plainText == "echo ␛[31mred")
    }
}

import TestSupport
import Testing
@testable import TextRendering

@Suite("Canvas")
struct CanvasTests {
    /// A cell is a scalar, a style (its link a number in the canvas's table) and a width in 16
    /// bytes of plain data: cells are copied by the million.
    @Test func aCellIsSixteenBytesOfPlainData() {
        #expect(MemoryLayout<Canvas.StoredCell>.stride == 16)
        #expect(MemoryLayout<Canvas.CellStyle>.size == 11)
        #expect(_isPOD(Canvas.StoredCell.self))
    }

    /// Plain text has room for four bytes a cell; graphemes of more (a ZWJ sequence of eleven
    /// bytes in two cells, a flag with a variation selector and a joiner) make it grow, at the
    /// start, in the middle and at the end, and nothing is lost or moved.
    @Test func plainTextHoldsGraphemesLongerThanFourBytesACell() {
        let long = ["👩‍🔬", "🏳️‍🌈", "👨‍👩‍👧‍👦", "e\u{301}\u{302}\u{303}\u{304}"]
        for width in [2, 3, 7, 20] {
            var canvas = Canvas(width: width, height: 4)
            var expected: [String] = []
            for row in 0..<4 {
                var line = ""
                var x = 0
                for index in 0... {
                    let grapheme = long[(row + index) % long.count]
                    let cells = grapheme.displayWidth
                    guard x + cells <= width else { break }
                    canvas.draw(grapheme, at: Point(x: x, y: row))
                    line += grapheme
                    x += cells
                }
                expected.append(line)
            }
            #expect(canvas.plainText == expected.joined(separator: "\n"), "width \(width)")
        }
        // A canvas of nothing but the longest: every cell over budget.
        var family = Canvas(width: 40, height: 30)
        for row in 0..<30 { family.draw(String(repeating: "👨‍👩‍👧‍👦", count: 20), at: Point(x: 0, y: row)) }
        #expect(family.plainText == Array(repeating: String(repeating: "👨‍👩‍👧‍👦", count: 20), count: 30).joined(separator: "\n"))
    }

    @Test func drawsAndTrimsTrailingSpaces() {
        var canvas = Canvas(width: 12, height: 3)
        let end = canvas.draw("Hello", at: Point(x: 1, y: 0), style: .bold)
        canvas.draw("中文", at: Point(x: 1, y: 2))
        #expect(end == 6)
        #expect(canvas.plainText == " Hello\n\n 中文")
        #expect(canvas[1, 0].style == .bold)
        #expect(canvas[1, 2].width == 2 && canvas[2, 2].isContinuation)
    }

    @Test func clipsToTheCanvas() {
        var canvas = Canvas(width: 5, height: 2)
        canvas.draw("abcdefgh", at: Point(x: -2, y: 0))
        canvas.draw("out of view", at: Point(x: 0, y: 5))
        canvas.draw("xy", at: Point(x: 4, y: 1))
        #expect(canvas.plainText == "cdefg\n    x")
    }

    @Test func wideGraphemeStraddlingTheRightEdgeBecomesASpace() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw("ab中文", at: .zero)
        #expect(canvas.plainText == "ab中")
        canvas.draw("abcd中", at: .zero)
        #expect(canvas.plainText == "abcd")
        #expect(canvas[4, 0].character == " " && canvas[4, 0].width == 1)
    }

    @Test func wideGraphemeStraddlingAClipEdgeBecomesASpace() {
        var canvas = Canvas(width: 8, height: 1)
        canvas.draw("........", at: .zero)
        canvas.draw("中文字", at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: 3, height: 1))
        // 中 at 1–2 straddles the left clip edge: its cell inside the clip is blank and the cell
        // outside is untouched; 文 at 3–4 fits; 字 is outside.
        #expect(canvas.plainText == ".. 文...")
    }

    @Test func overdrawingHalfOfAWideGraphemeBlanksTheOtherHalf() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw("中文字", at: .zero)
        canvas.draw("x", at: Point(x: 1, y: 0))   // second half of 中
        canvas.draw("y", at: Point(x: 2, y: 0))   // first half of 文
        #expect(canvas.lines[0] == " xy 字")
        #expect(canvas[0, 0].width == 1 && canvas[3, 0].width == 1)
        canvas.draw("中文", at: Point(x: 0, y: 1))
        canvas.draw("字", at: Point(x: 1, y: 1))   // straddles both
        #expect(canvas.lines[1] == " 字")
    }

    @Test func hostileTextCannotEscapeItsCells() {
        var canvas = Canvas(width: 30, height: 1)
        canvas.draw("\u{1B}[2J\u{9B}1m\nx\r\u{202E}abc", at: .zero)
        #expect(canvas.plainText == "␛[2J\u{FFFD}1m␊x␍abc")
        #expect(!canvas.ansiText.contains("\u{1B}["))
    }

    @Test func zeroWidthGraphemesTakeNoCell() {
        var canvas = Canvas(width: 6, height: 1)
        let end = canvas.draw("\u{301}a\u{200B}b", at: .zero)
        #expect(end == 2)
        #expect(canvas.plainText == "ab")
    }

    @Test func combiningSequencesStayInOneCell() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("e\u{301}👩‍🔬x", at: .zero)
        #expect(canvas[0, 0].character == "e\u{301}")
        #expect(canvas[1, 0].character == "👩‍🔬")
        #expect(canvas[3, 0].character == "x")
        #expect(canvas.plainText == "e\u{301}👩‍🔬x")
    }

    @Test func ansiTextWritesSequencesOnlyWhereTheStyleChanges() {
        var canvas = Canvas(width: 10, height: 2)
        canvas.draw("ab", at: .zero, style: .bold)
        canvas.draw("cd", at: Point(x: 2, y: 0), style: .bold)
        canvas.draw("e", at: Point(x: 4, y: 0), style: Style.plain.foreground(.red))
        canvas.draw("f", at: Point(x: 5, y: 0))
        canvas.draw("g", at: Point(x: 0, y: 1), style: Style.underline.foreground(.indexed(208)).background(.rgb(1, 2, 3)))
        #expect(canvas.ansiText == "\u{1B}[1mabcd\u{1B}[0;31me\u{1B}[0mf\n\u{1B}[4;38;5;208;48;2;1;2;3mg\u{1B}[0m")
    }

    @Test func ansiTextKeepsStyledTrailingSpaces() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.fill(Rect(x: 2, y: 0, width: 2, height: 1), style: Style.plain.background(.blue))
        #expect(canvas.ansiText == "  \u{1B}[44m  \u{1B}[0m")
        #expect(canvas.plainText == "")
    }

    @Test func brightColoursUseTheirOwnCodes() {
        var canvas = Canvas(width: 2, height: 1)
        canvas.draw("x", at: .zero, style: Style.plain.foreground(.brightRed).background(.brightBlack))
        #expect(canvas.ansiText == "\u{1B}[91;100mx\u{1B}[0m")
    }

    @Test func copyingACanvasClipsWideGraphemes() {
        var source = Canvas(width: 4, height: 1)
        source.draw("中文", at: .zero, style: .bold)
        var target = Canvas(width: 5, height: 1)
        target.draw(source, at: Point(x: 2, y: 0))
        #expect(target.plainText == "  中")
        target.draw(source, at: Point(x: -1, y: 0))
        #expect(target.plainText == " 文")
        #expect(target[0, 0].style == .bold)
    }

    @Test func bordersWithTitles() {
        var canvas = Canvas(width: 14, height: 3)
        canvas.drawBorder(canvas.bounds, style: .rounded, title: "Inbox")
        #expect(canvas.plainText == """
            ╭─ Inbox ────╮
            │            │
            ╰────────────╯
            """)
        var small = Canvas(width: 10, height: 2)
        small.drawBorder(small.bounds, style: .double, title: "A long title")
        #expect(small.plainText == """
            ╔═ A l… ═╗
            ╚════════╝
            """)
    }

    @Test("Border styles", arguments: [
        (BorderStyle.ascii, "+--+\n+--+"), (.single, "┌──┐\n└──┘"), (.heavy, "┏━━┓\n┗━━┛"),
    ])
    func borderStyles(style: BorderStyle, expected: String) {
        var canvas = Canvas(width: 4, height: 2)
        canvas.drawBorder(canvas.bounds, style: style)
        #expect(canvas.plainText == expected)
    }

    @Test func bordersFallBackToASCIIWhenAmbiguousIsWide() {
        var canvas = Canvas(width: 6, height: 3, profile: .eastAsian)
        canvas.drawBorder(canvas.bounds, style: .rounded, title: nil)
        canvas.draw("中", at: Point(x: 2, y: 1))
        #expect(canvas.plainText == "+----+\n| 中 |\n+----+")
    }

    @Test func restyleChangesStylesAndKeepsGraphemes() {
        var canvas = Canvas(width: 6, height: 2)
        canvas.draw("a中b", at: .zero, style: .bold)
        canvas.restyle(Rect(x: 1, y: 0, width: 10, height: 1)) { $0.adding(.inverse) }
        #expect(canvas.lines == ["a中b", ""])
        #expect(canvas[0, 0].style == .bold)
        #expect(canvas[1, 0].style == Style.bold.adding(.inverse))
        #expect(canvas[3, 0].style == Style.bold.adding(.inverse))
        #expect(canvas[0, 1].style == .plain)
    }

    @Test func bordersDrawOnlyInsideTheClip() {
        var canvas = Canvas(width: 8, height: 4)
        canvas.drawBorder(Rect(x: 0, y: 0, width: 8, height: 6), style: .single, title: "Tall", clip: Rect(x: 0, y: 1, width: 5, height: 3))
        #expect(canvas.lines == ["", "│", "│", "│"])
    }

    @Test func titlesAreTerminalSafe() {
        var canvas = Canvas(width: 16, height: 2)
        canvas.drawBorder(canvas.bounds, title: "\u{1B}[31mred")
        #expect(canvas.lines[0] == "┌─ ␛[31mred ───┐")
        var lines = Canvas(width: 12, height: 3)
        lines.drawBorder(lines.bounds, title: "ab\n\n\n\n\ncd")
        #expect(lines.lines[0] == "┌─ ab␊␊␊… ─┐")
    }

    @Test func emptyAndDegenerateSizes() {
        var empty = Canvas(width: 0, height: 0)
        // A canvas with no cells draws through a band with none: every way of drawing is a no-op.
        #expect(empty.draw("中 x", at: Point(x: 2, y: 0)) == 6)
        var store = GlyphStore(profile: .standard)
        let kept = store.appendLine("e\u{301}中")
        empty.draw(kept!.glyphs, of: store, at: .zero)
        empty.draw(Canvas(width: 2, height: 2), at: .zero)
        empty.putNarrow("│", at: .zero, clip: empty.bounds)
        #expect(empty.plainText == "" && empty.clusters.isEmpty)
        var line = Canvas(width: 0, height: 2)
        line.draw("x", at: .zero)
        #expect(line.plainText == "\n")
        var tiny = Canvas(width: 1, height: 1)
        tiny.drawBorder(tiny.bounds, title: "x")
        tiny.draw("中", at: .zero)
        #expect(tiny.plainText == "")
    }

    @Test func renderCropsOrPads() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("abcd", at: .zero)
        #expect(canvas.render(width: 2).plainText == "ab")
        #expect(canvas.render(width: 6).width == 6)
    }

    /// Text drawn in one call is the text drawn a grapheme at a time, each in a call of its own
    /// (as drawing went before the graphemes inside the clip were written as a run): over wide
    /// graphemes the text cuts, at random origins and clips, with zero-width and multi-scalar
    /// graphemes, styled runs and links, and the same column returned.
    @Test func drawingTextInOneCallIsDrawingItGraphemeByGrapheme() throws {
        let seed = propertyTestSeed(default: 29)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "Z", "中", "文字", "👩‍🔬", "e\u{301}", "\u{200B}", "\u{301}", " ", "🇯🇵", "x中y", "\u{1B}", "ab"]
        let link = try Hyperlink("https://example.com")
        let styles: [Style?] = [nil, .bold, .foreground(.red), Style.plain.link(link)]
        let beneath = ["中文字日本語", "a中b文c", "ab", ""]
        for round in 0..<500 {
            let width = Int.random(in: 1...12, using: &generator)
            var base = Canvas(width: width, height: 1)
            base.draw(beneath.randomElement(using: &generator)!, at: Point(x: Int.random(in: -1...2, using: &generator), y: 0))
            var text = StyledText("")
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                text.append(pieces.randomElement(using: &generator)!, style: styles.randomElement(using: &generator)!)
            }
            let x = Int.random(in: -3...width, using: &generator)
            let clip: Rect? = Bool.random(using: &generator)
                ? Rect(x: Int.random(in: -1...width, using: &generator), y: 0, width: Int.random(in: 0...width, using: &generator), height: 1)
                : nil
            var whole = base
            let end = whole.draw(text, at: Point(x: x, y: 0), clip: clip)
            // The reference: each grapheme of the safe text alone, in the style of the run its
            // first scalar is in.
            let safe = text.terminalSafeLine
            let runs = safe.runs
            var piecewise = base
            var column = x
            var index = safe.text.startIndex
            for character in safe.text {
                let style = runs.first { $0.range.contains(index) }?.style ?? .plain
                column = piecewise.draw(String(character), at: Point(x: column, y: 0), style: style, clip: clip)
                index = safe.text.index(after: index)
            }
            let label = "seed \(seed) round \(round): \(safe.text.debugDescription) at \(x) over \(base.plainText.debugDescription), clip \(String(describing: clip))"
            #expect(whole == piecewise, "\(label)\n\(whole.plainText.debugDescription) against \(piecewise.plainText.debugDescription)")
            #expect(end == column, "\(label)")
        }
    }

    /// Drawing on a canvas with no columns draws nothing, from anywhere, and says where the
    /// text would have ended.
    @Test func drawingOnACanvasWithNoColumnsDrawsNothing() {
        var canvas = Canvas(width: 0, height: 2)
        #expect(canvas.draw("x中", at: Point(x: -1, y: 0)) == 2)
        #expect(canvas.draw(StyledText("ab", style: .bold), at: Point(x: -3, y: 1), clip: Rect(x: -5, y: 0, width: 10, height: 2)) == -1)
        #expect(canvas == Canvas(width: 0, height: 2))
    }

    @Test func randomDrawingKeepsTheGridWhole() {
        let seed = propertyTestSeed(default: 11)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "中", "👩‍🔬", "e\u{301}", " ", "🇯🇵", "\u{1B}", "文字"]
        for round in 0..<300 {
            var canvas = Canvas(width: Int.random(in: 1...12, using: &generator), height: 2)
            for _ in 0..<8 {
                let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                let x = Int.random(in: -3...canvas.width, using: &generator)
                let clipX = Int.random(in: 0...canvas.width, using: &generator)
                let clip = Rect(x: clipX, y: 0, width: Int.random(in: 0...canvas.width, using: &generator), height: 2)
                canvas.draw(text, at: Point(x: x, y: Int.random(in: 0...1, using: &generator)), clip: Bool.random(using: &generator) ? clip : nil)
            }
            for y in 0..<canvas.height {
                var x = 0
                while x < canvas.width {
                    let cell = canvas[x, y]
                    #expect(!cell.isContinuation, "seed \(seed) round \(round): orphan continuation at \(x)")
                    if cell.width == 2 {
                        #expect(x + 1 < canvas.width && canvas[x + 1, y].isContinuation, "seed \(seed) round \(round)")
                        x += 2
                    } else {
                        x += 1
                    }
                }
            }
            for line in canvas.lines {
                #expect(line.displayWidth <= canvas.width, "seed \(seed) round \(round)")
            }
        }
    }
}

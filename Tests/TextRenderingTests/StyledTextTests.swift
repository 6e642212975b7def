import Foundation
import TestSupport
import Testing
@testable import TextRendering

@Suite("Styled text")
struct StyledTextTests {
    /// The text with each run's style in brackets: `The [bold]quick[/] fox`.
    static func marked(_ text: StyledText) -> String {
        text.runs.map { run in
            let part = String(text.text[run.range])
            return run.style.map { "[\($0)]\(part)[/]" } ?? part
        }.joined()
    }

    static let docs = try! Hyperlink("https://example.com/docs")

    // MARK: - Building

    @Test func interpolationStylesItsParts() {
        let author = "Ann"
        let count = 3
        let text: StyledText = "\(author, style: .bold) replied \(count) times: \("docs", link: Self.docs)"
        #expect(Self.marked(text) == "[bold]Ann[/] replied 3 times: [link: https://example.com/docs]docs[/]")
        #expect(text.text == "Ann replied 3 times: docs" && text.style == nil && text.hasRuns)
        // Styled text interpolated keeps its styles, over its own style.
        var price = StyledText("$12", style: .strikethrough)
        price.append(" now", style: .dim)
        let line: StyledText = "Was \(price) $9"
        #expect(Self.marked(line) == "Was [strikethrough]$12[/][dim, strikethrough] now[/] $9")
        // Plain interpolation is plain text, as a String would have it.
        let plain: StyledText = "rank \(count) of \([1, 2])"
        #expect(plain == StyledText("rank 3 of [1, 2]") && !plain.hasRuns)
        #expect(plain.runs.count == 1 && plain.runs[0].style == nil)
        #expect(StyledText("").runs.count == 1)
    }

    @Test func theShortSpellingsOfStylesLinksAndJoins() throws {
        let url = try #require(URL(string: "https://example.com/docs"))
        let line: StyledText = "\("passing", style: .foreground(.green)) \("docs", style: .bold, link: try Hyperlink(url)) \("none", link: nil)"
        #expect(Self.marked(line) == "[foreground: green]passing[/] [bold, link: https://example.com/docs]docs[/] none")
        #expect(Style.background(.blue) == Style.plain.background(.blue))
        let tags = ["a", "b", "c"].map { StyledText($0, style: .bold) }.joined(separator: ", ")
        #expect(Self.marked(tags) == "[bold]a[/], [bold]b[/], [bold]c[/]")
        #expect([StyledText]().joined(separator: ", ").isEmpty)
    }

    @Test func appendingJoinsRunsThatTouchInOneStyle() {
        var text = StyledText("a", style: nil)
        text.append("b", style: .bold)
        text.append("c", style: .bold)
        text.append("")
        text.append("d")
        #expect(Self.marked(text) == "a[bold]bc[/]d")
        #expect(text == "a" + StyledText("bc", style: .bold) + "d")
        var other: StyledText = "x"
        other += text
        #expect(Self.marked(other) == "xa[bold]bc[/]d")
        // A run appended as a combining mark joins its grapheme, which keeps its first scalar's style.
        var accent = StyledText("e", style: nil)
        accent.append("\u{301}", style: .bold)
        #expect(accent.text.count == 1)
        let canvas = accent.render(width: 3)
        #expect(canvas.plainText == "e\u{301}" && canvas[0, 0].style == .plain)
    }

    @Test func addStyleDrawsOverTheRunsInItsRange() {
        var text: StyledText = "find \("the needle", style: .bold) here"
        let match = text.text.range(of: "needle here")!
        text.addStyle(Style.inverse.foreground(.red), to: match)
        #expect(Self.marked(text) == "find [bold]the [/][bold, inverse, foreground: red]needle[/][inverse, foreground: red] here[/]")
        // An empty range changes nothing; one inside a scalar's bytes takes the whole scalar.
        let before = text
        text.addStyle(.dim, to: match.lowerBound..<match.lowerBound)
        #expect(text == before)
        var wide = StyledText("中文")
        let utf8 = wide.text.utf8
        wide.addStyle(.bold, to: utf8.index(utf8.startIndex, offsetBy: 1)..<utf8.index(utf8.startIndex, offsetBy: 4))
        #expect(Self.marked(wide) == "[bold]中文[/]")
    }

    // MARK: - Laying out

    @Test func wrappingKeepsEachWordsStyleAcrossLines() {
        let text: StyledText = "The \("quick brown", style: .bold) fox \("jumps", link: Self.docs) over"
        let lines = text.wrapped(toWidth: 10)
        #expect(lines.map(Self.marked) == ["The [bold]quick[/]", "[bold]brown[/] fox", "[link: https://example.com/docs]jumps[/] over"])
        #expect(lines.map(\.text) == text.text.wrapped(toWidth: 10))
        #expect(text.wrapped(toWidth: 0).isEmpty)
        #expect(StyledText("", style: .bold).wrapped(toWidth: 4).isEmpty)
    }

    @Test func truncationKeepsStylesAndStyleTheEllipsisAsTheTextItReplaces() {
        let text: StyledText = "\("Presentation", style: .bold) layer \("code", style: .italic)"
        #expect(Self.marked(text.truncated(toWidth: 8)) == "[bold]Present…[/]")
        #expect(Self.marked(text.truncated(toWidth: 14)) == "[bold]Presentation[/] …")
        #expect(Self.marked(text.truncated(toWidth: 8, mode: .head)) == "…er [italic]code[/]")
        #expect(Self.marked(text.truncated(toWidth: 9, mode: .middle)) == "[bold]Pres…[/][italic]code[/]")
        #expect(Self.marked(text.truncated(toWidth: 16, mode: .head)) == "[bold]…tion[/] layer [italic]code[/]")
        #expect(Self.marked(text.truncated(toWidth: 30)) == Self.marked(text))
        #expect(text.truncated(toWidth: 0).text.isEmpty)
        #expect(Self.marked(text.truncated(toWidth: 2, ellipsis: "...")) == "[bold]..[/]")
    }

    @Test func paddingAddsPlainSpaces() {
        let text: StyledText = "\("中", style: .bold)x"
        #expect(Self.marked(text.padded(toWidth: 7, alignment: .center)) == "  [bold]中[/]x  ")
        #expect(Self.marked(text.padded(toWidth: 7, alignment: .trailing)) == "    [bold]中[/]x")
        #expect(text.padded(toWidth: 2) == text)
    }

    @Test func terminalSafetyAppliesInsideEveryRun() {
        var text = StyledText("ok\r", style: nil)
        text.append("\nnext \u{1B}[2J", style: .bold)
        text.append("\u{202E}", style: .dim)
        text.append("end\r", style: .italic)
        // The CR before an LF in another run is kept; the lone CR is shown; the bidi
        // override is removed with its (now empty) run.
        #expect(Self.marked(text.terminalSafe) == "ok\r[bold]\nnext ␛[2J[/][italic]end␍[/]")
        #expect(Self.marked(text.terminalSafeLine) == "ok␍[bold]␊next ␛[2J[/][italic]end␍[/]")
        #expect(text.terminalSafe.text == text.text.terminalSafe)
        #expect(text.terminalSafeLine.text == text.text.terminalSafeLine)
    }

    @Test func drawingPutsEachGraphemeInItsRunsStyleOverTheBase() {
        let red = Style.plain.foreground(.red)
        let text: StyledText = "a \("中文", style: .bold)\("x", style: red) 👩‍🔬"
        var canvas = Canvas(width: 12, height: 1)
        let end = canvas.draw(text, at: Point(x: 1, y: 0), style: .italic)
        #expect(end == 11)
        #expect(canvas.plainText == " a 中文x 👩‍🔬")
        #expect(canvas.ansiText(colors: .ansi16, hyperlinks: false) == """
             \u{1B}[3ma \u{1B}[0;1;3m中文\u{1B}[0;3;31mx\u{1B}[0;3m 👩‍🔬\u{1B}[0m
            """)
        // The text's own style replaces the container's.
        var own = text
        own.style = .dim
        canvas = Canvas(width: 10, height: 1)
        canvas.draw(own, at: .zero, style: .italic)
        #expect(canvas[0, 0].style == .dim && canvas[2, 0].style == Style(attributes: [.bold, .dim]))
        // Links are drawn as OSC 8 around their text, hostile text inside them shown as pictures.
        canvas = Canvas(width: 20, height: 1)
        canvas.draw("see \("\u{1B}]8;;x\u{7}docs", link: Self.docs)", at: .zero)
        #expect(canvas.ansiText(colors: .none, hyperlinks: true) == "see \u{1B}]8;;https://example.com/docs\u{1B}\\␛]8;;x␇docs\u{1B}]8;;\u{1B}\\")
        // Clipped, it draws the same cells inside the clip.
        var clipped = Canvas(width: 10, height: 1)
        clipped.draw(text, at: Point(x: 1, y: 0), style: .italic, clip: Rect(x: 3, y: 0, width: 4, height: 1))
        var whole = Canvas(width: 10, height: 1)
        whole.draw(text, at: Point(x: 1, y: 0), style: .italic)
        for x in 0..<10 {
            #expect(clipped[x, 0] == ((3..<7).contains(x) ? whole[x, 0] : Canvas(width: 10, height: 1)[x, 0]), "column \(x)")
        }
    }

    // MARK: - Foundation

    @Test @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    func attributedStringsCarryStylesAndLinksBothWays() throws {
        let text: StyledText = "\("Ann", style: Style.bold.foreground(.red)) read \("the docs", link: Self.docs)"
        let attributed = AttributedString(text)
        #expect(String(attributed.characters) == "Ann read the docs")
        let runs = attributed.runs.map { (String(attributed[$0.range].characters), $0.textStyle, $0.link?.absoluteString) }
        #expect(runs.count == 3)
        #expect(runs[0] == ("Ann", Style.bold.foreground(.red), nil))
        #expect(runs[1] == (" read ", nil, nil))
        #expect(runs[2] == ("the docs", nil, "https://example.com/docs"))
        #expect(try StyledText(attributed) == text)
        // The text's own style goes on every run.
        var based = text
        based.style = .dim
        let back = try StyledText(AttributedString(based))
        #expect(Self.marked(back) == "[bold, dim, foreground: red]Ann[/][dim] read [/][dim, link: https://example.com/docs]the docs[/]")
        // Made by hand, as SwiftUI code would.
        var greeting = AttributedString("Hello, Ann")
        greeting[greeting.range(of: "Ann")!].textStyle = .italic
        #expect(Self.marked(try StyledText(greeting)) == "Hello, [italic]Ann[/]")
        // A link a terminal cannot carry is an error naming it.
        var hostile = AttributedString("click")
        hostile.link = URL(string: "nolink")
        #expect(throws: HyperlinkError(url: "nolink", reason: "it has no scheme (like https:)")) { try StyledText(hostile) }
    }

    // MARK: - Properties

    /// Pieces that stress wrapping and segmentation: ZWJ sequences, flags, combining marks,
    /// CJK, closing punctuation, spaces, line breaks and hostile controls.
    static let pieces = [
        "word", " ", "  ", "Zürich", "中文字符", "、", "。", "👩‍🔬", "\u{200D}", "🇯🇵", "🇳", "e", "\u{301}", "नमस्ते", "مرحبا",
        "\n", "\r", "\r\n", "\u{1B}[2J", "\u{202E}", "\t", "\u{85}", "supercalifragilistic", "(x)", "!", "\u{3000}", "🏽",
    ]

    /// Random text cut into random runs: each piece in a random style (or none), the boundaries
    /// landing inside graphemes (a ZWJ, a mark, half a flag) as often as between them.
    static func randomStyledText(using generator: inout SeededGenerator) -> StyledText {
        let styles: [Style?] = [nil, .bold, .italic, Style.plain.foreground(.red), Style.underline.link(docs)]
        var text = StyledText("", style: [nil, .dim].randomElement(using: &generator)!)
        for _ in 0..<Int.random(in: 0...14, using: &generator) {
            text.append(pieces.randomElement(using: &generator)!, style: styles.randomElement(using: &generator)!)
        }
        return text
    }

    /// `text` made safe one scalar at a time, each in its run's style: the oracle for the span
    /// mapping of `terminalSafe` and `terminalSafeLine`.
    static func sanitizedScalarByScalar(_ text: StyledText, keepingLineBreaks: Bool) -> StyledText {
        var result = StyledText("", style: text.style)
        let scalars = Array(text.text.unicodeScalars)
        var offset = 0
        for (index, scalar) in scalars.enumerated() {
            defer { offset += String(scalar).utf8.count }
            let style = text.spanStyle(at: offset)
            if scalar == "\r", keepingLineBreaks {
                result.append(index + 1 < scalars.count && scalars[index + 1] == "\n" ? "\r" : "␍", style: style)
            } else {
                let one = String(scalar)
                result.append(keepingLineBreaks ? one.terminalSafe : one.terminalSafeLine, style: style)
            }
        }
        return result
    }

    /// The run style of each grapheme of `text`: that of its first scalar.
    static func graphemeStyles(_ text: StyledText) -> [Style?] {
        var offset = 0
        return text.text.map { character in
            defer { offset += character.utf8.count }
            return text.spanStyle(at: offset)
        }
    }

    /// Styled text wraps into exactly the lines its plain text does, and every grapheme keeps
    /// its style across the breaks; truncating and padding cut exactly where the plain text's
    /// do; drawn, it takes the cells its plain text takes.
    @Test func styledTextLaysOutExactlyAsItsPlainText() {
        let seed = propertyTestSeed(default: 0x57_711E)
        var generator = SeededGenerator(seed: seed)
        for round in 0..<400 {
            let text = Self.randomStyledText(using: &generator)
            let safe = text.terminalSafe
            let width = Int.random(in: 1...12, using: &generator)
            let context = "seed \(seed) round \(round): \(text.text.unicodeScalars.map { String($0.value, radix: 16) }) at \(width)"
            #expect(safe.text == text.text.terminalSafe, "\(context)")
            // Each scalar made safe keeps its own style: the same as making the scalars safe
            // one by one in their runs (a CR is kept only before an LF).
            #expect(Self.marked(safe) == Self.marked(Self.sanitizedScalarByScalar(text, keepingLineBreaks: true)), "\(context)")
            #expect(Self.marked(text.terminalSafeLine) == Self.marked(Self.sanitizedScalarByScalar(text, keepingLineBreaks: false)), "\(context)")
            let lines = safe.wrapped(toWidth: width)
            #expect(lines.map(\.text) == safe.text.wrapped(toWidth: width), "\(context)")
            // Each line's graphemes have the styles they had in the text.
            let ranges = safe.text[...].wrappedLines(toWidth: width)
            for (line, range) in zip(lines, ranges) {
                // Read from the whole text at the line's place, not from a slice of it.
                var offset = safe.text.utf8.distance(from: safe.text.startIndex, to: range.content.lowerBound)
                let expected = safe.text[range.content].map { character in
                    defer { offset += character.utf8.count }
                    return safe.spanStyle(at: offset)
                }
                #expect(Self.graphemeStyles(line) == expected, "\(context)")
                #expect(line.style == text.style, "\(context)")
            }
            for mode in [TruncationMode.head, .middle, .tail] {
                let cut = safe.truncated(toWidth: width, mode: mode)
                #expect(cut.text == safe.text.truncated(toWidth: width, mode: mode), "\(context) \(mode)")
                // The graphemes kept have the styles they had, around the ellipsis.
                let styles = Self.graphemeStyles(safe)
                let cutStyles = Self.graphemeStyles(cut)
                if let mark = Array(cut.text).firstIndex(of: "…"), cut.text != safe.text {
                    let kept = Array(cut.text).count - 1
                    let prefixCount = mark
                    let suffixCount = kept - prefixCount
                    #expect(Array(cutStyles[..<mark]) == Array(styles.prefix(prefixCount)), "\(context) \(mode)")
                    #expect(Array(cutStyles[(mark + 1)...]) == Array(styles.suffix(suffixCount)), "\(context) \(mode)")
                }
            }
            for alignment in [TextAlignment.leading, .center, .trailing] {
                #expect(safe.padded(toWidth: width + 5, alignment: alignment).text == safe.text.padded(toWidth: width + 5, alignment: alignment), "\(context)")
            }
            // Drawn on one line, the cells hold what the plain text draws, each in the style of
            // the grapheme drawn there.
            let line = text.terminalSafeLine
            var styled = Canvas(width: 40, height: 1)
            var plain = Canvas(width: 40, height: 1)
            let styledEnd = styled.draw(text, at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: width + 4, height: 1))
            let plainEnd = plain.draw(text.text, at: Point(x: 1, y: 0), clip: Rect(x: 2, y: 0, width: width + 4, height: 1))
            #expect(styledEnd == plainEnd && styled.plainText == plain.plainText, "\(context)")
            var x = 1
            var offset = 0
            for character in line.text {
                defer { offset += character.utf8.count }
                let cells = String(character).displayWidth
                guard cells > 0 else { continue }
                defer { x += cells }
                guard x >= 2, x + cells <= width + 6, x < 40 else { continue }
                let expected = (text.style ?? .plain).merging(line.spanStyle(at: offset) ?? .plain)
                #expect(styled[x, 0].style == expected, "\(context): column \(x)")
            }
        }
    }
}

import Testing
import TextRendering

// The examples of the article "Width, wrapping, canvases and safe text"
// (Sources/TextRendering/TextRendering.docc/RenderingText.md): each ```swift block after a
// `<!-- compiled: … -->` line there is in this file line for line, so the article compiles and
// its claims are checked (Tests/ShowcaseTests/ReadmeTests.swift checks that they are here).
@Suite("The rendering article's examples")
struct RenderingTextArticleTests {
    @Test func displayWidth() {
        #expect("👩‍🔬".displayWidth == 2)                                   // one emoji ZWJ sequence
        #expect(Character("中").displayWidth == 2)
        #expect("e\u{301}".displayWidth == 1)                              // a combining sequence measures as its base
        #expect("…".displayWidth(in: WidthProfile(ambiguous: .wide)) == 2) // East Asian Ambiguous, wide on request
    }

    @Test func wrappingAndTruncation() {
        #expect("The quick brown fox".wrapped(toWidth: 10) == ["The quick", "brown fox"])
        #expect("日本語のテキスト".wrapped(toWidth: 6) == ["日本語", "のテキ", "スト"])
        #expect("中文字。".wrapped(toWidth: 6) == ["中文", "字。"])            // 。 never starts a line
        #expect("Presentation".truncated(toWidth: 8) == "Present…")
        #expect("Presentation".truncated(toWidth: 8, mode: .middle) == "Pres…ion")
        #expect("中文".padded(toWidth: 6, alignment: .center) == " 中文 ")
    }

    @Test func canvas() {
        var canvas = Canvas(width: 14, height: 3)
        canvas.drawBorder(canvas.bounds, style: .rounded, title: "Inbox")
        canvas.draw("中文 ok", at: Point(x: 2, y: 1), style: Style.bold.foreground(.cyan))
        #expect(canvas.plainText == """
            ╭─ Inbox ────╮
            │ 中文 ok    │
            ╰────────────╯
            """)
        // `ansiText` is the same with SGR sequences where the style changes.
        #expect(canvas.ansiText.split(separator: "\n")[1] == "│ \u{1B}[1;36m中文 ok\u{1B}[0m    │")
    }

    @Test func safeText() {
        #expect("\u{1B}[2Jhi".terminalSafe == "␛[2Jhi")
    }
}

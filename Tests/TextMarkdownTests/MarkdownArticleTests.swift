import Testing
import TextConsole
import TextMarkdown
import TextUI                                    // for WidgetView

func show(_ text: String, on console: Console) -> WidgetView<Markdown> {
    console.print(Markdown(text))                // or: swift run viewdata markdown NOTES.md
    return WidgetView(Markdown(text))            // the same document in a TextUI screen
}

// The Markdown example of the article "Styled text and Markdown"
// (Sources/TextMarkdown/TextMarkdown.docc/StyledTextAndMarkdown.md), in this file line for line.

@Suite("The Markdown article's example")
struct MarkdownArticleTests {
    final class Output: @unchecked Sendable {
        var text = ""
    }

    @Test func aDocumentPrintedAndInAView() {
        let output = Output()
        let view = show("# Notes\n\n- one\n- *two* 中文\n", on: Console(capabilities: .plain(width: 20)) { output.text += $0 })
        #expect(output.text == """
            Notes
            ━━━━━━━━━━━━━━━━━━━━

            • one
            • two 中文

            """)
        #expect(view.render(width: 20).plainText + "\n" == output.text)
    }
}

import Testing
import TextConsole

func printResults(on console: Console = .standardOutput) {   // or .standardError, on the same screen in order
    console.print(Rule("Results", alignment: .leading))
    console.print(Tree("Sources", children: [Tree.Node("TextUI"), Tree.Node("StateFlow")]))
    console.print(Panel("Saved 3 files", title: "Done"))
    console.success("Built 12 targets")             // ✔ Built 12 targets; warning ⚠, error ✖, info •
}

// The first example of the article "Console output for command-line tools"
// (Sources/TextConsole/TextConsole.docc/ConsoleOutput.md), in this file line for line.

@Suite("The console article's first example")
struct ConsoleArticleTests {
    final class Output: @unchecked Sendable {
        var text = ""
    }

    @Test func aRuleATreeAPanelAndASuccess() {
        let output = Output()
        printResults(on: Console(capabilities: .plain(width: 30)) { output.text += $0 })
        #expect(output.text == """
            ── Results ───────────────────
            Sources
            ├── TextUI
            └── StateFlow
            ╭─ Done ─────────────────────╮
            │ Saved 3 files              │
            ╰────────────────────────────╯
            ✔ Built 12 targets

            """)
    }
}

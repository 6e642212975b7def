import Testing
import TextConsole

// The console example in README.md, kept true.
@Suite("Console README example")
struct ConsoleReadmeExampleTests {
    struct Episode {
        var title: String
        var length: String
    }

    final class Output: @unchecked Sendable {
        var text = ""
    }

    /// The README's three-line table, built from runtime strings as a new user writes it, and
    /// printed by a console.
    @Test func aTableFromYourOwnData() {
        let output = Output()
        let console = Console(capabilities: .plain(width: 60)) { output.text += $0 }
        let episodes = [Episode(title: "Pilot", length: "48 min"), Episode(title: "東京の夜", length: "62 min")]
        var table = Table(columns: ["#", "Episode", "Length"])
        for (number, episode) in episodes.enumerated() { table.addRow(["\(number + 1)", episode.title, episode.length]) }
        console.print(table)
        #expect(output.text == """
            ╭───┬──────────┬────────╮
            │ # │ Episode  │ Length │
            ├───┼──────────┼────────┤
            │ 1 │ Pilot    │ 48 min │
            │ 2 │ 東京の夜 │ 62 min │
            ╰───┴──────────┴────────╯

            """)
    }
}

// The README's prompt testing recipe, kept true (the snapshot line aside: TextConsoleTests
// does not link TextSnapshots).
@Suite("Prompts README example")
struct PromptReadmeExampleTests {
    @Test func newPackage() throws {
        let terminal = try VirtualTerminal(width: 40, height: 8, keys: "cli⏎↓⏎")
        let console = terminal.console
        let name = try console.ask(TextPrompt("Name"))
        let kind = try console.ask(SelectPrompt("Kind", options: ["Library", "Tool"].map { SelectOption($0) }))
        #expect(name == "cli" && kind == "Tool")
        #expect(terminal.transcript == "✔ Name: cli\n✔ Kind: Tool")
        #expect(terminal.frames.count == 8)
    }
}

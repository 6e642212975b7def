import Testing
import TextConsole

// The README's table example (README.md, "For a command-line tool"), kept true.
@Suite("The README's table example")
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

import Testing
import TextConsole
import TextSnapshots

struct Episode {
    var title: String
    var length: String
}

func printEpisodes(_ episodes: [Episode], on console: Console = .standardOutput) {
    var table = Table(columns: ["#", "Episode", "Length"])
    for (number, episode) in episodes.enumerated() { table.addRow(["\(number + 1)", episode.title, episode.length]) }
    console.print(table)
}

// The README's table example ("For a command-line tool"), in this file line for line; the
// output it shows is this test's reference.

@Suite("The README's table example")
struct ReadmeTableTests {
    final class Output: @unchecked Sendable {
        var text = ""
    }

    /// A table built from runtime strings, as a new user writes it, printed by a console.
    @Test func aTableFromYourOwnData() {
        let output = Output()
        printEpisodes([Episode(title: "Pilot", length: "48 min"), Episode(title: "東京の夜", length: "62 min")],
                      on: Console(capabilities: .plain(width: 60)) { output.text += $0 })
        assertSnapshot(of: String(output.text.dropLast()), as: .lines)   // the console ends the table with a line break
    }
}

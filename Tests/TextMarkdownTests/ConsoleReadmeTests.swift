import Foundation
import Testing
import TextConsole
import TextMarkdown
import TextSnapshots

// The README's console examples, compiled and run: every ```swift block after a
// `<!-- compiled: Tests/TextMarkdownTests/ConsoleReadmeTests.swift -->` line in the README is
// in this file line for line (Tests/ShowcaseTests/ReadmeTests.swift checks that).

/// What a console wrote, collected from any thread.
private final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var storage = ""
    var text: String { lock.withLock { storage } }
    func append(_ text: String) { lock.withLock { storage += text } }
}

// Stand-ins for the work the examples do.
private struct Package: Sendable { var name: String; var files: [String] }
private struct ResolveError: Error {}
private func copy(_ file: String) {}
private func fetch(_ file: String) {}
private func resolve() throws {}

@Suite("The README's console examples")
struct ConsoleReadmeTests {
    private let written = Written()
    private var console: Console { Console(capabilities: .plain(width: 44)) { [written] in written.append($0) } }

    @Test func tables() {
        var table = Table(columns: [
            "Package",
            Table.Column("Files", alignment: .trailing),
            Table.Column("Notes", overflow: .ellipsis, priority: 0),   // hides first when narrow
        ])
        table.title = "Dependencies"
        table.addRow(["swift-syntax", "1,204", "pinned to 603.0.1"])
        table.addRow(["swift-nio", "618", "via vapor"])
        table.addSection()                                              // a rule under the rows so far
        table.addRow(["swift-log", "41", ""])
        table.footer = ["3 packages", "1,863", ""]
        table.caption = "resolved today"
        console.print(table)
        #expect(written.text == """
                            Dependencies
            ╭──────────────┬───────┬───────────────────╮
            │ Package      │ Files │ Notes             │
            ├──────────────┼───────┼───────────────────┤
            │ swift-syntax │ 1,204 │ pinned to 603.0.1 │
            │ swift-nio    │   618 │ via vapor         │
            ├──────────────┼───────┼───────────────────┤
            │ swift-log    │    41 │                   │
            ├──────────────┼───────┼───────────────────┤
            │ 3 packages   │ 1,863 │                   │
            ╰──────────────┴───────┴───────────────────╯
                           resolved today

            """)
        #expect(table.render(width: 30).plainText.split(separator: "\n")[2] == "│ Package      │ Files │")
    }

    @Test func layoutAndCode() {
        console.print(Stacked([
            Rule("Summary"),
            Panel("Build succeeded").aligned(.center, maximumWidth: 24),
            Padded(StyledText("3 warnings", style: .dim), EdgeInsets(left: 2)),
        ], spacing: 1))
        console.print(HighlightedCode("let answer = 42 // the answer\n", language: .swift, lineNumbers: true))
        #expect(written.text == """
            ───────────────── Summary ──────────────────

                        ╭─────────────────╮
                        │ Build succeeded │
                        ╰─────────────────╯

              3 warnings
            1 │ let answer = 42 // the answer

            """)
    }

    @Test func progressAndStatus() throws {
        let files = ["a.txt", "b.txt", "c.txt"]
        let progress = console.progress("Copying", total: files.count)   // an Int or a Double
        for file in files { copy(file); progress.advance(by: 1) }          // from any thread, no lock
        progress.finish()

        try console.status("Resolving packages") { _ in
            try resolve()                     // ✔ Resolving packages (0.2 s); ✖ when it throws
        }
        let broken = ["https://example.com/gone"]
        console.status("Checking links") { _ in
            broken.isEmpty ? nil : .warning("\(broken.count) broken link")   // ⚠ 1 broken link (0.1 s)
        }
        let lines = written.text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Copying ─") == true)
        #expect(lines.contains { $0.hasPrefix("Copying ━") && $0.contains("100%  3/3") })
        let endings = lines.filter { $0.hasPrefix("✔") || $0.hasPrefix("⚠") }
        #expect(endings.map { $0.replacingOccurrences(of: #"\(\d+\.\d s\)"#, with: "(… s)", options: .regularExpression) }
            == ["✔ Resolving packages (… s)", "⚠ 1 broken link (… s)"])
    }

    @Test func manyTasks() async {
        let packages = [Package(name: "swift-syntax", files: ["a", "b"]), Package(name: "swift-nio", files: ["c"])]
        let board = ProgressBoard(console: console, columns: [.label, .bar, .count, .eta], overall: "All packages")
        await withTaskGroup(of: Void.self) { group in
            for package in packages {
                let task = board.add(package.name, total: package.files.count)
                group.addTask {
                    for file in package.files { fetch(file); task.advance(by: 1) }
                    task.finish()
                }
            }
        }
        board.print("fetched \(packages.count) packages")   // above the board, whole
        board.finish()                                      // the last frame stays (a transient board goes)
        // Piped, the board prints its frames now and then (at ticks, so where the printed line
        // falls among them depends on timing), and its last frame once.
        let lines = written.text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "fetched 2 packages" }.count == 1, "\(lines)")
        let frame = lines.filter { $0 != "fetched 2 packages" }.suffix(3)
        #expect(Array(frame) == [
            "All packages  ━━━━━━━━━━━━━━━━━━━━━━  3/3  ✔",
            "swift-syntax  ━━━━━━━━━━━━━━━━━━━━━━  2/2  ✔",
            "swift-nio     ━━━━━━━━━━━━━━━━━━━━━━  1/1  ✔",
        ], "\(lines)")
        #expect(written.text.hasSuffix("\n"))
    }

    @Test func liveRegionsOfYourOwn() {
        let count = Counter()
        let live = Live(console: console) { StyledText("Files: \(count.value)") }
        count.increment()
        live.refresh()               // from any thread: drawn at the next tick (piped: now, if due)
        live.print("Copied a.txt")   // above the region
        live.stop()                  // the last content stays
        #expect(written.text == "Files: 0\nCopied a.txt\nFiles: 1\n")
    }

    @Test func consolesOfYourOwn() {
        let log = Written()
        let file = Console(capabilities: .plain(width: 100)) { text in log.append(text) }
        let colours = Console(capabilities: ConsoleCapabilities(width: 80, usesEscapes: true, colors: .ansi256, hyperlinks: false, isTerminal: false)) { text in
            log.append(text)
        }
        file.success("Built 12 targets")
        colours.theme = Theme(success: Style.plain.foreground(.cyan).bold)
        colours.success("Built 12 targets")
        #expect(log.text == "✔ Built 12 targets\n\u{1B}[1;36m✔ Built 12 targets\u{1B}[0m\n")
    }

    // The test recipe for live output.
    @Test func downloadsShowTheirProgress() {
        let clock = ManualClock()   // a class of the test's own: seconds, set by the test
        let board = ProgressBoard(console: Console(capabilities: .plain(width: 56)) { _ in }, clock: { clock.seconds })
        board.add("a.zip", total: 400).advance(by: 300)
        board.add("b.zip", total: 200).advance(by: 50)
        clock.seconds = 6
        assertInlineSnapshot(of: board, as: .text(width: 56)) {
            """
            a.zip  ━━━━━━━━━━━━━━─────  75%  300/400  0:06  ETA 0:02
            b.zip  ━━━━╸──────────────  25%   50/200  0:06  ETA 0:18
            """
        }
        board.finish()
    }

    @Test func markdown() {
        let readme = "# Notes\n\nA [link](https://example.com) in *prose* that wraps.<br>Next line.\n"
        console.print(Markdown(readme, maximumWidth: 30))     // wraps at 30 on any wider output
        #expect(written.text == """
            Notes
            ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━

            A link (https://example.com)
            in prose that wraps.
            Next line.

            """)
    }
}

/// A clock a test sets.
private final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.0
    var seconds: Double {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// A count the examples' live region shows.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

import Foundation
import TestSupport
import Testing
import TextRendering
@testable import TextConsole

@Suite("Live regions and progress")
struct LiveTests {
    final class Output: @unchecked Sendable {
        private let lock = NSLock()
        private var storage = ""
        var text: String { lock.withLock { storage } }
        func append(_ text: String) { lock.withLock { storage += text } }
        func take() -> String { lock.withLock { defer { storage = "" }; return storage } }
    }

    final class Box: @unchecked Sendable {
        var lines: [String] = []
    }

    /// A console that takes escapes, as a terminal would, and records what is written; the
    /// timer is too slow to fire during a test.
    func terminal(width: Int = 20, height: Int? = nil) -> (Console, Output) {
        let output = Output()
        let capabilities = ConsoleCapabilities(
            width: width, usesEscapes: true, colors: .none, hyperlinks: false, isTerminal: true, height: height)
        return (Console(capabilities: capabilities) { output.append($0) }, output)
    }

    struct Lines: TextRenderable, Sendable {
        var lines: [String]
        func render(width: Int) -> Canvas {
            var canvas = Canvas(width: width, height: lines.count)
            for (row, line) in lines.enumerated() { canvas.draw(line, at: Point(x: 0, y: row)) }
            return canvas
        }
    }

    @Test func aTerminalRegionRewritesOnlyTheLinesThatChanged() {
        let (console, output) = terminal()
        let box = Box()
        box.lines = ["one", "two", "three"]
        let live = Live(console: console, refreshesPerSecond: 0.001) { Lines(lines: box.lines) }
        // Hidden cursor, then the three lines; the cursor left at the start of the last.
        #expect(output.take() == "\u{1B}[?25l\r\u{1B}[2Kone\n\r\u{1B}[2Ktwo\n\r\u{1B}[2Kthree\r")
        box.lines = ["one", "TWO", "three"]
        live.redrawNow()
        // Up two lines; the first and third are passed over.
        #expect(output.take() == "\r\u{1B}[2A\n\r\u{1B}[2KTWO\n\r")
        // Nothing changed: nothing written.
        live.redrawNow()
        #expect(output.take() == "")
        // Fewer lines: the one left over is cleared, the cursor comes back up.
        box.lines = ["one"]
        live.redrawNow()
        #expect(output.take() == "\r\u{1B}[2A\u{1B}[1B\r\u{1B}[2K\u{1B}[1B\r\u{1B}[2K\u{1B}[2A\r")
        // Printing above: the region is cleared, the text printed, the region drawn below.
        live.print(Lines(lines: ["done a.txt"]))
        #expect(output.take() == "\r\u{1B}[2K\rdone a.txt\n\r\u{1B}[2Kone\r")
        live.print("done b.txt")
        #expect(output.take() == "\r\u{1B}[2K\rdone b.txt\n\r\u{1B}[2Kone\r")
        live.stop()
        #expect(output.take() == "\n\u{1B}[?25h")
        // After stopping, nothing more is drawn.
        live.redrawNow()
        #expect(output.take() == "")
    }

    @Test func aTerminalShowsTheLastFrameWhateverCameBefore() throws {
        // A normal terminal (automatic wrap on) of the console's width: lines that fill it, a
        // wide character in the last column, lines that get shorter and a region that shrinks,
        // and a line printed above the region.
        let width = 12
        let (console, output) = terminal(width: width)
        var screen = TerminalScreen(width: width, height: 10)
        try screen.apply("$ run\n")
        let box = Box()
        box.lines = ["Downloads  3", "  ab ━━━━━━━", "  cd ━━━━━━━"]
        let live = Live(console: console, refreshesPerSecond: 0.001) { Lines(lines: box.lines) }
        for frame in [["Downloads 中", "  ab ━━━━━━━", "  cd ━━━━━━━"], ["Downloads 東", "  ✓ ab", "  cd ━━━━━━━"], ["done", "  ✓ ab"]] {
            box.lines = frame
            live.redrawNow()
            try screen.apply(output.take())
            #expect(shown(screen) == "$ run\n" + frame.joined(separator: "\n"), "after \(frame)")
        }
        live.print(Lines(lines: ["printed ✓✓✓✓✓"]))
        live.stop()
        try screen.apply(output.take() + "$ ")
        // The printed line is cut at the console's width, as every print is.
        #expect(shown(screen) == """
            $ run
            printed ✓✓✓✓
            done
              ✓ ab
            $
            """)
    }

    @Test func aRegionNeverGrowsPastTheScreenAndSaysWhatItLeftOut() throws {
        let (console, output) = terminal(width: 12, height: 5)
        #expect(console.height == 5)
        var screen = TerminalScreen(width: 12, height: 5)
        let box = Box()
        box.lines = (1...9).map { "task \($0)" }
        let live = Live(console: console, refreshesPerSecond: 0.001) { Lines(lines: box.lines) }
        try screen.apply(output.take())
        // Three rows of tasks, the count of the rest, and the row the cursor rests on.
        #expect(shown(screen) == "task 1\ntask 2\ntask 3\n… 6 more")
        box.lines = ["task 1", "task 2"]
        live.redrawNow()
        live.stop()
        try screen.apply(output.take())
        #expect(shown(screen) == "task 1\ntask 2")
    }

    @Test func aTallRegionEndsWithItsWholeLastFrame() throws {
        // While live it shows what fits; its last frame goes whole into the scrollback, so no
        // row is lost and none is shown twice.
        let (console, output) = terminal(width: 12, height: 5)
        var screen = TerminalScreen(width: 12, height: 5)
        let box = Box()
        box.lines = (1...9).map { "task \($0)" }
        let live = Live(console: console, refreshesPerSecond: 0.001) { Lines(lines: box.lines) }
        try screen.apply(output.take())
        #expect(shown(screen) == "task 1\ntask 2\ntask 3\n… 6 more")
        box.lines = (1...9).map { "done \($0)" }
        live.stop()
        try screen.apply(output.take() + "$ ")
        #expect(screen.scrollback + shown(screen).split(separator: "\n").map(String.init) == (1...9).map { "done \($0)" } + ["$"])
    }

    @Test func rowsOfALineReWrappedByTheTerminal() {
        // Escape sequences take no cells; a wide character that does not fit a row's end
        // starts the next.
        #expect(Live.rows(of: "\u{1B}[1mabcdef\u{1B}[0m\u{1B}]8;;https://x\u{1B}\\g\u{1B}]8;;\u{1B}\\", width: 3) == 3)
        #expect(Live.rows(of: "漢字字", width: 3) == 3)
        #expect(Live.rows(of: "", width: 5) == 1)
        #expect(Live.rows(of: "abcde", width: 5) == 1)
    }

    @Test func aTransientRegionLeavesNothingBehind() throws {
        let (console, output) = terminal(width: 16)
        var screen = TerminalScreen(width: 16, height: 8)
        try screen.apply("$ build\n")
        let box = Box()
        box.lines = ["fetching ━━━━", "  a.txt", "  b.txt"]
        let live = Live(console: console, refreshesPerSecond: 0.001, transient: true) { Lines(lines: box.lines) }
        live.print("fetched a.txt")
        box.lines = ["fetching ━━━━━━"]
        live.redrawNow()
        live.stop()
        try screen.apply(output.take() + "$ ")
        // What was printed above stays; the region is gone and the cursor is where it began.
        #expect(shown(screen) == "$ build\nfetched a.txt\n$")
        #expect(output.text.isEmpty)

        // Without a terminal a transient region prints no last line.
        let piped = Output()
        let board = ProgressBoard(console: Console(capabilities: .plain(width: 40)) { piped.append($0) }, transient: true, pipedInterval: 3_600)
        #expect(piped.text.isEmpty, "an empty board prints no empty line")
        let task = board.add("a", total: 3)
        let first = piped.take()
        task.advance(by: 3)
        board.finish()
        #expect(first.hasPrefix("a  ") && piped.text.isEmpty, "\(first.debugDescription) then \(piped.text.debugDescription)")
    }

    @Test func whatTheConsolePrintsWhileARegionIsLiveGoesAboveItWholeFromAnyThread() async throws {
        let (console, output) = terminal(width: 24)
        var screen = TerminalScreen(width: 24, height: 30)
        let box = Box()
        box.lines = ["Downloading ━━━━━━"]
        let live = Live(console: console, refreshesPerSecond: 0.001) { Lines(lines: box.lines) }
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<2 {
                group.addTask {
                    for line in 0..<10 { console.print("log \(thread)-\(line) done") }
                }
            }
        }
        live.stop()
        try screen.apply(output.take())
        let rows = shown(screen).split(separator: "\n").map(String.init)
        // Every line once and whole, above the region's last frame.
        #expect(rows.count == 21, "\(rows)")
        #expect(Set(rows.dropLast()) == Set((0..<2).flatMap { thread in (0..<10).map { "log \(thread)-\($0) done" } }))
        #expect(rows.last == "Downloading ━━━━━━")
    }

    /// The screen's text without the empty rows under it.
    func shown(_ screen: TerminalScreen) -> String {
        var lines = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    @Test func withoutATerminalAProgressPrintsABoundedNumberOfPlainLines() {
        let output = Output()
        let console = Console(capabilities: .plain(width: 60)) { output.append($0) }
        let progress = console.progress("Copying", total: 1_000, pipedInterval: 3_600)
        for _ in 0..<1_000 { progress.advance() }
        progress.finish()
        let lines = output.text.split(separator: "\n")
        // The start, each 10% (ten), and the end: twelve lines at most, however many updates.
        #expect(lines.count <= 12 && lines.count >= 11, "\(lines)")
        #expect(!output.text.contains("\u{1B}"))
        #expect(lines.first?.hasPrefix("Copying ─") == true)
        #expect(lines.first?.contains("  0%      0/1,000") == true)
        #expect(lines.last?.contains("100%  1,000/1,000") == true)
        // Every line's bar is as long as the first's, whatever fields have appeared since.
        #expect(Set(lines.map { $0.prefix { $0 != "%" }.count }).count == 1, "\(lines)")
    }

    @Test func updatesFromManyThreadsAllCount() async {
        let output = Output()
        let console = Console(capabilities: .plain(width: 60)) { output.append($0) }
        let progress = console.progress("Tasks", total: 4_000, pipedInterval: 3_600)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<500 { progress.advance() } }
            }
        }
        progress.finish()
        #expect(output.text.split(separator: "\n").last?.contains("100%  4,000/4,000") == true)
    }
}

@Suite("Small things a CLI author writes")
struct ConsoleConvenienceTests {
    @Test("Styles chain, and whole-number totals and counts compile and count")
    func chainsAndWholeNumbers() {
        #expect(Style.plain.foreground(.cyan).bold == Style(attributes: .bold, foreground: .cyan))
        #expect(Style.bold.dim.underline == Style(attributes: [.bold, .dim, .underline]))
        let output = LiveTests.Output()
        let console = Console(capabilities: .plain(width: 60)) { output.append($0) }
        let files = ["a", "b", "c"]
        let task = console.progress("Copying", total: files.count)
        task.advance(by: 2)
        #expect(output.text.split(separator: "\n").last?.contains(" 66%  2/3") == true, "\(output.text)")
        task.update(completed: 3)
        task.finish()
        #expect(output.text.split(separator: "\n").last?.contains("100%  3/3") == true, "\(output.text)")
    }
}

@Suite("Status lines")
struct StatusTests {
    /// The screen, seconds masked: they depend on how fast the machine is.
    private func masked(_ text: String) -> String {
        text.replacingOccurrences(of: #"\(\d+\.\d s\)"#, with: "(… s)", options: .regularExpression)
    }

    private func terminal() -> (Console, LiveTests.Output) {
        let output = LiveTests.Output()
        let capabilities = ConsoleCapabilities(width: 40, usesEscapes: true, colors: .none, hyperlinks: false, isTerminal: true)
        return (Console(capabilities: capabilities) { output.append($0) }, output)
    }

    @Test("A status ends as one line in place of its spinner: ✔, ✖ when the work throws, ⚠ when it says so")
    func endings() throws {
        struct Failure: Error {}
        let (console, output) = terminal()
        var screen = TerminalScreen(width: 40, height: 8)
        let graph = console.status("Resolving") { _ in 42 }
        #expect(graph == 42)
        #expect(throws: Failure.self) { try console.status("Fetching") { _ in throw Failure() } }
        console.status("Checking links") { _ in .warning("2 broken links") }
        try screen.apply(output.take())
        let rows = screen.plainText.split(separator: "\n", omittingEmptySubsequences: false).prefix(3).joined(separator: "\n")
        #expect(masked(rows) == "✔ Resolving (… s)\n✖ Fetching (… s)\n⚠ 2 broken links (… s)")
    }

    @Test("A spinner without a count says its message alone: no stray 0; piped, a status prints its ending alone")
    func noStrayCount() throws {
        let output = LiveTests.Output()
        let console = Console(capabilities: .plain(width: 40)) { output.append($0) }
        console.status("Resolving") { _ in }
        // Piped, the ending line is all a status prints: no spinner's frame before it.
        let lines = output.text.split(separator: "\n").map { masked(String($0)) }
        #expect(lines == ["✔ Resolving (… s)"])
        // A spinner of `progress(total: nil)` prints its frames: the message alone, no count.
        let spinner = console.progress("Waiting", total: nil)
        spinner.finish()
        #expect(output.text.split(separator: "\n").last?.hasSuffix(" Waiting") == true, "\(output.text)")
    }
}

@Suite("Themes and messages")
struct ThemeTests {
    @Test("Messages say their kind in the theme's styles; a replaced theme restyles them; no colour keeps bold")
    func messages() {
        let output = LiveTests.Output()
        let plain = Console(capabilities: .plain(width: 40)) { output.append($0) }
        plain.success("Built")
        plain.warning("2 skipped")
        plain.error("Failed")
        plain.info("Cached")
        #expect(output.take() == "✔ Built\n⚠ 2 skipped\n✖ Failed\n• Cached\n")

        let colored = Console(capabilities: ConsoleCapabilities(width: 40, usesEscapes: true, colors: .ansi16, hyperlinks: false, isTerminal: false)) {
            output.append($0)
        }
        colored.success("Built")
        #expect(output.take() == colored.text(of: StyledText("✔ Built", style: .foreground(.green))) + "\n")
        colored.theme = Theme(success: .foreground(.magenta))
        colored.success("Built")
        #expect(output.take() == colored.text(of: StyledText("✔ Built", style: .foreground(.magenta))) + "\n")

        // NO_COLOR: escapes for bold, none for colour.
        let noColor = Console(capabilities: ConsoleCapabilities(width: 40, usesEscapes: true, colors: .none, hyperlinks: false, isTerminal: false)) {
            output.append($0)
        }
        noColor.error("Failed")
        let text = output.take()
        #expect(text.contains("\u{1B}[1m") && !text.contains("31m"), "\(text.debugDescription)")
    }
}

@Suite("Many tasks in one display")
struct ProgressBoardTests {
    @Test("Rows align their columns across tasks; the bar takes the rest; columns go when the bar would be short")
    func alignedRows() {
        let rows = [
            ProgressSnapshot(description: "swift-syntax", completed: 250, total: 1_000, elapsed: 5, isFinished: false),
            ProgressSnapshot(description: "nio", completed: 40, total: 40, elapsed: 65, isFinished: true),
            ProgressSnapshot(description: "日本語", completed: 7, total: nil, elapsed: 1, isFinished: false),
        ]
        let wide = ProgressRows(rows: rows, columns: ProgressColumn.standard).render(width: 60).plainText
        // 12 + 2 + a bar of 13 + 2 + 4 + 2 + 9 + 2 + 4 + 2 + 8 = 60; numbers right-aligned.
        #expect(wide == """
            swift-syntax  ━━━──────────   25%  250/1,000  0:05  ETA 0:15
            nio           ━━━━━━━━━━━━━  100%      40/40  1:05  ✔
            日本語        ─────────────                7  0:01
            """)
        // Narrow: the columns on the right go first, so the bar keeps ten columns.
        let narrow = ProgressRows(rows: rows, columns: ProgressColumn.standard).render(width: 34).plainText
        #expect(narrow == """
            swift-syntax  ━━━╸──────────   25%
            nio           ━━━━━━━━━━━━━━  100%
            日本語        ──────────────
            """)
    }

    @Test("Tasks come and go while the board runs; a transient one's row goes when it finishes; the overall row sums them")
    func tasksComeAndGo() {
        let console = Console(capabilities: .plain(width: 60)) { _ in }
        let board = ProgressBoard(console: console, overall: "All", pipedInterval: 3_600)
        let a = board.add("a", total: 10)
        let b = board.add("b", total: 30, transient: true)
        a.advance(by: 5)
        b.advance(by: 15)
        var rows = board.snapshots(now: 1e9)
        #expect(rows.map(\.description) == ["All", "a", "b"])
        #expect(rows[0].completed == 20 && rows[0].total == 40)
        b.finish()
        rows = board.snapshots(now: 1e9)
        #expect(rows.map(\.description) == ["All", "a"])
        // A task without a total is not measured by the overall row.
        let c = board.add("c", total: nil)
        c.advance(by: 100)
        rows = board.snapshots(now: 1e9)
        #expect(rows[0].completed == 20 && rows[0].total == 40)
        c.finish()
        a.finish()
        rows = board.snapshots()
        #expect(rows[1].isFinished && rows[0].isFinished)
        board.finish()
    }
}

import Foundation
import TestSupport
import Testing
import TextRendering
import TextUI
@testable import TextTerminal

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
    func terminal(width: Int = 20) -> (Console, Output) {
        let output = Output()
        let capabilities = ConsoleCapabilities(width: width, usesEscapes: true, colors: .none, hyperlinks: false, isTerminal: true)
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
        #expect(output.take() == "\r\u{1B}[2A\n\r\u{1B}[2K\n\r\u{1B}[2K\u{1B}[2A\r")
        // Printing above: the region is cleared, the text printed, the region drawn below.
        live.print(Lines(lines: ["done a.txt"]))
        #expect(output.take() == "\r\u{1B}[Jdone a.txt\n\r\u{1B}[2Kone\r")
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

    @Test func barsKeepTheirLengthAsFieldsAppearAndLineUp() {
        // From the first update (no rate, no time left) to the last (no time left): the same
        // bar, the fields in the same columns.
        let lines = [(0.0, 0.0), (7, 0.5), (420, 12), (999, 70), (1_000, 71)].map { completed, elapsed in
            ProgressBar(description: "Copying", completed: completed, total: 1_000, elapsed: elapsed).render(width: 72).plainText
        }
        #expect(lines.joined(separator: "\n") == """
            Copying ────────────────────    0%      0/1,000  0:00
            Copying ────────────────────    0%      7/1,000  0:00   14.0/s  ETA 1:11
            Copying ━━━━━━━━────────────   42%    420/1,000  0:12   35.0/s  ETA 0:17
            Copying ━━━━━━━━━━━━━━━━━━━╸   99%    999/1,000  1:10   14.3/s  ETA 0:01
            Copying ━━━━━━━━━━━━━━━━━━━━  100%  1,000/1,000  1:11   14.1/s
            """)
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

    @Test func barsAtEveryWidth() {
        let bar = ProgressBar(description: "Copying", completed: 420, total: 1_000, elapsed: 12)
        #expect(bar.render(width: 72).plainText == "Copying ━━━━━━━━────────────   42%    420/1,000  0:12   35.0/s  ETA 0:17")
        #expect(bar.render(width: 40).plainText == "Copying ━━━━━────────   42%    420/1,000")
        #expect(bar.render(width: 20).plainText == "Copyi… ━━━━━────────")
        #expect(ProgressBar(completed: 5, total: 20).render(width: 10).plainText == "━━╸───────")
        #expect(ProgressBar(completed: 12, total: nil, elapsed: 4).render(width: 38).plainText == "───────────────      12  0:04    3.0/s")
        // Fast work: the rate stays within its field (without a total, a count past six
        // characters widens its own).
        #expect(ProgressBar(completed: 3_500_000, total: nil, elapsed: 1).render(width: 38).plainText == "────────────  3,500,000  0:01  3500k/s")
        #expect(ProgressBar(completed: 1, total: nil, elapsed: 1e-9).render(width: 38).plainText == "───────────────       1  0:00  1000M/s")
        #expect(ProgressBar(description: "日本語\u{1B}[2J", completed: 1, total: 1, elapsed: 1).render(width: 40).plainText
            == "日本語␛[2J ━━━━━━━━━━━━  100%  1/1  0:01")
        #expect(Spinner("Resolving", elapsed: 0.25).render(width: 20).plainText == "⠹ Resolving")
        // Line breaks in a message stay on its line, as pictures: a CR cannot return to the
        // start of the line a live region redraws.
        #expect(Spinner("a\rb\nc", elapsed: 0).render(width: 20).plainText == "⠋ a␍b␊c")
        #expect(ProgressBar(description: "x\ry", completed: 1, total: 2).render(width: 24).plainText.hasPrefix("x␍y ━"))
    }
}

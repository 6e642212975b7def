import Foundation
import TextRendering
import TextTerminal

/// Console output: colours downsampled for the terminal at hand, and progress updates.
enum ConsoleBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("console/downsample", { downsample }),
        ("console/progress-update", { progressUpdate(onTerminal: false) }),
        ("console/progress-update-tty", { progressUpdate(onTerminal: true) }),
        ("console/board-update", { boardUpdate(onTerminal: false) }),
        ("console/board-update-tty", { boardUpdate(onTerminal: true) }),
        ("console/board-redraw", { boardRedraw }),
    ] }

    /// 1,000,000 RGB colours, each mapped to the 256-colour and the 16-colour palette.
    static var downsample: BenchmarkCase {
        var generator = Corpus.Generator(state: 0xC010_5EED)
        let colors = (0..<1_000_000).map { _ in
            Color.rgb(UInt8(generator.next(256)), UInt8(generator.next(256)), UInt8(generator.next(256)))
        }
        return BenchmarkCase(
            name: "console/downsample", inputSize: "1M colours", work: 1_000_000, workUnit: "colours",
            body: {
                var black = 0
                for color in colors {
                    if color.downsampled(to: .ansi256) == .indexed(16) { black &+= 1 }
                    if color.downsampled(to: .ansi16) == .black { black &+= 1 }
                }
                return black
            },
            note: { _ in "to 256 and to 16 colours each; target ≤ 50 ms" })
    }

    /// 1,000,000 updates of a progress bar that change nothing on screen (the count it already
    /// shows), piped (where each update decides whether a line is due) or on a terminal (where
    /// an update marks the region for the next tick).
    static func progressUpdate(onTerminal: Bool) -> BenchmarkCase {
        let capabilities = ConsoleCapabilities(
            width: 80, usesEscapes: onTerminal, colors: onTerminal ? .trueColor : .none, hyperlinks: false, isTerminal: onTerminal)
        let console = Console(capabilities: capabilities) { _ in }
        let task = console.progress("Copying", total: 1_000, pipedInterval: 3_600)
        task.update(completed: 500)
        let updates = 1_000_000
        return BenchmarkCase(
            name: onTerminal ? "console/progress-update-tty" : "console/progress-update",
            inputSize: "1M updates", work: Double(updates), workUnit: "updates",
            body: {
                for _ in 0..<updates { task.update(completed: 500) }
                return updates
            },
            note: { seconds in
                let nanoseconds = Int((seconds / Double(updates) * 1e9).rounded())
                if nanoseconds > 25 { BenchmarkFailures.record("\(onTerminal ? "console/progress-update-tty" : "console/progress-update"): \(nanoseconds) ns an update, over 25 ns") }
                return "\(nanoseconds) ns an update, " + (onTerminal ? "on a terminal" : "piped") + "; target ≤ 25 ns"
            })
    }

    /// 1,000,000 `advance(by: 1)` calls spread over 20 tasks of a board with an overall row,
    /// piped or on a terminal (whose timer redraws ten times a second on its own thread
    /// meanwhile): what counting costs the caller when no redraw is due.
    static func boardUpdate(onTerminal: Bool) -> BenchmarkCase {
        let capabilities = ConsoleCapabilities(
            width: 200, usesEscapes: onTerminal, colors: onTerminal ? .trueColor : .none, hyperlinks: false, isTerminal: onTerminal, height: 50)
        let console = Console(capabilities: capabilities) { _ in }
        let board = ProgressBoard(console: console, overall: "All", pipedInterval: 3_600)
        // Totals so large that no tenth is passed while timing: no line is due.
        let tasks = (0..<20).map { board.add("package-\($0)", total: 1e15) }
        let updates = 1_000_000
        return BenchmarkCase(
            name: onTerminal ? "console/board-update-tty" : "console/board-update",
            inputSize: "1M updates", work: Double(updates), workUnit: "updates",
            body: {
                for index in 0..<updates { tasks[index % 20].advance(by: 1) }
                return updates
            },
            note: { seconds in
                let nanoseconds = (seconds / Double(updates) * 1e9 * 10).rounded() / 10
                if nanoseconds > 25 { BenchmarkFailures.record("console/board-update: \(nanoseconds) ns an update, over 25 ns") }
                return "\(nanoseconds) ns an update, 20 tasks, " + (onTerminal ? "on a terminal" : "piped") + "; target ≤ 25 ns"
            })
    }

    /// A board of 20 tasks and an overall row redrawn on a 200-column terminal: the rows drawn,
    /// made text and compared with the last frame, the changed ones written. Every task moves
    /// between frames, so every row is written.
    static var boardRedraw: BenchmarkCase {
        let capabilities = ConsoleCapabilities(
            width: 200, usesEscapes: true, colors: .trueColor, hyperlinks: false, isTerminal: true, height: 50)
        // Written to only by the timing thread: the board's own timer is too slow to fire.
        final class Count: @unchecked Sendable { var bytes = 0 }
        let written = Count()
        let console = Console(capabilities: capabilities) { text in written.bytes += text.utf8.count }
        let board = ProgressBoard(console: console, overall: "All packages", refreshesPerSecond: 0.001)
        let tasks = (0..<20).map { board.add("package-\($0) 日本語", total: 100_000) }
        let frames = 1_000
        return BenchmarkCase(
            name: "console/board-redraw", inputSize: "20 tasks", work: Double(frames), workUnit: "frames",
            body: {
                for _ in 0..<frames {
                    for (index, task) in tasks.enumerated() { task.advance(by: Double(index + 1) * 7) }
                    board.redrawNow()
                }
                return written.bytes
            },
            note: { seconds in
                let microseconds = Int((seconds / Double(frames) * 1e6).rounded())
                if microseconds > 1_000 { BenchmarkFailures.record("console/board-redraw: \(microseconds) µs a frame, over 1 ms") }
                return "\(microseconds) µs a frame at 200 columns; target < 1 ms"
            })
    }
}

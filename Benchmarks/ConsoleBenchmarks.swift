import Foundation
import TextRendering
import TextTerminal

/// Console output: colours downsampled for the terminal at hand, and progress updates.
enum ConsoleBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("console/downsample", { downsample }),
        ("console/progress-update", { progressUpdate(onTerminal: false) }),
        ("console/progress-update-tty", { progressUpdate(onTerminal: true) }),
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
                return "\(nanoseconds) ns an update, " + (onTerminal ? "on a terminal" : "piped") + "; target ≤ 1 µs"
            })
    }
}

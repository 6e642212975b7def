import CommandLineSupport
import Foundation
import TextRendering
import TextTerminal

/// `viewdata-demo live`: live output as a real command-line tool makes it, for people to watch
/// and for the terminal check (`Scripts/tmux-live-check.py`) to hold to account: a board of
/// tasks, some added while it runs and one transient, log lines printed above it from two
/// threads (one on standard output, one on standard error), then a status that fails.
///
/// What it prints, in order: `live: start`; log lines `log A-001 完了 done` (standard output)
/// and `log B-001 完了 done` (standard error), each once, in any interleaving; the board's last
/// frame (`all tasks` and each `task-NN`); `✖ Verifying checksums (…)`; `live: end`.
struct LiveCommand: Equatable {
    /// Tasks on the board; half start at once, the rest while it runs.
    var tasks = 6
    /// Steps of the longest task.
    var steps = 40
    /// Milliseconds per step.
    var delay = 25
    /// Log lines each thread prints.
    var logs = 10
    /// Keep the board running until interrupted (Ctrl-C).
    var hold = false

    /// The options, which parse and print the usage.
    static let options = OptionTable("live", [
        CommandOption("--tasks", "N", .number(1...500, noun: "a number"), help: ["tasks on the board (default 6)"]),
        CommandOption("--steps", "N", .number(1...100_000, noun: "a number"), help: ["steps of the longest task (default 40)"]),
        CommandOption("--delay", "MS", .number(0...10_000, noun: "a number"), help: ["milliseconds per step (default 25)"]),
        CommandOption("--logs", "N", .number(0...10_000, noun: "a number"), help: ["log lines from each of two threads (default 10)"]),
        CommandOption("--hold", help: ["keep the board running until Ctrl-C"]),
    ])

    /// Parses the arguments after `live`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed = try Self.options.parse(arguments)
        if let extra = parsed.arguments.first { throw UsageError("unexpected argument '\(extra)' for 'live'") }
        tasks = parsed.number("--tasks") ?? tasks
        steps = parsed.number("--steps") ?? steps
        delay = parsed.number("--delay") ?? delay
        logs = parsed.number("--logs") ?? logs
        hold = parsed.has("--hold")
    }

    private struct ChecksumMismatch: Error {}

    func run(console: Console, errorConsole: Console = .standardError) -> Int32 {
        console.printLine("live: start")
        let board = ProgressBoard(console: console, overall: "all tasks")
        // Task n has steps·(n+1)/tasks steps, so they finish one after another.
        let totals = (0..<tasks).map { max(1, steps * ($0 + 1) / tasks) }
        var running: [ProgressBoard.Task?] = Array(repeating: nil, count: tasks)
        let startNow = (tasks + 1) / 2
        for index in 0..<startNow { running[index] = board.add(Self.name(index), total: totals[index]) }
        let probe = board.add("probe (transient)", total: nil, transient: true)

        // Two threads log while the board runs: one to standard output, one to standard error.
        let loggers = DispatchGroup()
        let spacing = Double(steps * delay) / 1_000 / Double(max(1, logs))
        for (thread, logConsole) in [("A", console), ("B", errorConsole)] {
            DispatchQueue.global().async(group: loggers) {
                for line in 1...max(1, logs) where logs > 0 {
                    Thread.sleep(forTimeInterval: spacing)
                    logConsole.printLine("log \(thread)-\(Self.padded(line)) 完了 done")
                }
            }
        }
        if hold {
            // Until interrupted: the signal handler restores the cursor and ends the process.
            while true { Thread.sleep(forTimeInterval: 1); running[0]?.advance(by: 0) }
        }
        for step in 0..<steps {
            if delay > 0 { Thread.sleep(forTimeInterval: Double(delay) / 1_000) }
            if step == steps / 4 { probe.finish() }
            if step == steps / 3 {
                // The rest join while the board runs.
                for index in startNow..<tasks { running[index] = board.add(Self.name(index), total: totals[index]) }
            }
            for index in 0..<tasks {
                guard let task = running[index] else { continue }
                task.advance(by: 1)
                if step + 1 >= totals[index] {
                    task.update(completed: totals[index])
                    task.finish()
                    running[index] = nil
                }
            }
        }
        for index in 0..<tasks { running[index]?.update(completed: totals[index]); running[index]?.finish() }
        loggers.wait()
        board.finish()
        do {
            try console.status("Verifying checksums") { _ in
                if delay > 0 { Thread.sleep(forTimeInterval: Double(delay * 4) / 1_000) }
                throw ChecksumMismatch()
            }
        } catch {
            // The status has said so (✖); the demo goes on to its end.
        }
        console.printLine("live: end")
        return 0
    }

    private static func name(_ index: Int) -> String { "task-" + (index < 9 ? "0" : "") + String(index + 1) }

    private static func padded(_ number: Int) -> String { String(repeating: "0", count: max(0, 3 - String(number).count)) + String(number) }
}

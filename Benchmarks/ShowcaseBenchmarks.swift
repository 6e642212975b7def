import Foundation
import Showcase
import StateFlow
import TextRendering
import TextUI

/// The terminal runtime with a real app: from a key press to the bytes written.
enum ShowcaseBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("demo/keystroke", { keystroke }),
        ("demo/typing-16k", { typing }),
    ] }

    /// The characters `demo/typing-16k` types.
    static let typedCount = Int(ProcessInfo.processInfo.environment["VIEWDATA_BENCH_TYPED"] ?? "") ?? 16_000

    /// The clock app at 80×24 renaming a zone: `count` characters typed into the name field
    /// one key at a time, as the session loop hands them over, with a frame drawn every 100
    /// keys and at the end. Returns the app, to keep its history alive for a memory probe.
    static func typeIntoRename(count: Int) -> (app: ClockApp, bytes: Int) {
        let app = ClockApp(now: Showcase.referenceDate)
        let size = Size(width: 80, height: 24)
        var updater = ScreenUpdater()
        app.handle(.character("r"))
        app.handle(.control("u"))
        var bytes = 0
        let letters = Array("Kathmandu 加德满都 ")
        for index in 0..<count {
            app.handle(.character(letters[index % letters.count]))
            if index % 100 == 99 { bytes += updater.update(to: app.screen(size: size)).utf8.count }
        }
        bytes += updater.update(to: app.screen(size: size)).utf8.count
        return (app, bytes)
    }

    /// 16,000 characters typed into the clock's rename field: the time, and the process's peak
    /// memory (measured in a separate run of this program).
    static var typing: BenchmarkCase {
        let count = typedCount
        var history = 0
        return BenchmarkCase(
            name: "demo/typing-16k", inputSize: "\(count) keys", work: Double(count), workUnit: "keys",
            body: {
                let (app, bytes) = typeIntoRename(count: count)
                history = app.model.viewState.history.count
                return bytes
            },
            note: { _ in
                let peak = StateFlowBenchmarks.memoryProbe("typing")
                return "\(history) view-state entries; peak RSS \(formatBytes(peak)); target ≤ 1 s, ≤ 50 MB"
            })
    }

    /// The clock app at 200×50 with the detail open beside the list: a key moves the
    /// highlight (a view-state change that every screen follows), then the screen is drawn and
    /// only the rows that changed are written.
    static var keystroke: BenchmarkCase {
        let app = ClockApp(now: Showcase.referenceDate)
        let size = Size(width: 200, height: 50)
        var updater = ScreenUpdater()
        app.handle(.enter)
        _ = updater.update(to: app.screen(size: size))
        var presses = 0
        var bytes = 0
        var rows = 0
        return BenchmarkCase(
            name: "demo/keystroke", inputSize: "200×50", work: 1, workUnit: "keys",
            body: {
                app.handle(presses % 2 == 0 ? .down : .up)
                presses += 1
                let output = updater.update(to: app.screen(size: size))
                bytes = output.utf8.count
                rows = updater.lastWrittenRows.count
                return bytes
            },
            note: { _ in "clock app, \(rows) rows rewritten (\(bytes) bytes) per key; target ≤ 5 ms" })
    }
}

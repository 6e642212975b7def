import Foundation
import Showcase
import TextRendering
import TextUI

/// The terminal runtime with a real app: from a key press to the bytes written.
enum ShowcaseBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("demo/keystroke", { keystroke }),
    ] }

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

import Foundation
import Showcase
import StateFlow
import StateFlowLog
import TextRendering
import TextTerminal
import TextUI

/// The terminal runtime with a real app: from a key press to the bytes written.
enum ShowcaseBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("demo/keystroke", { keystroke }),
        ("demo/typing-16k", { typing }),
        ("replay/100k", { replay }),
    ] }

    /// The entries `replay/100k` replays.
    static let replayedCount = Int(ProcessInfo.processInfo.environment["VIEWDATA_BENCH_REPLAYED"] ?? "") ?? 100_000

    /// A recorded clock session of `count` view-state changes (the highlight going down and up
    /// the list, the detail opened and closed, a zone renamed now and then), in `folder`.
    static func recordSession(count: Int, in folder: URL) throws -> ClockModel.Recording {
        let model = ClockModel()
        let recording = try model.record(to: folder)
        let zones = model.document.state.zones
        for step in 0..<count {
            let zone = zones[step % zones.count]
            switch step % 50 {
            case 0: model.openDetail(zone.id)
            case 1: model.closeDetail()
            case 2:
                model.beginRename()
                model.updateRename("Zone \(step)")
                model.commitRename()
            default: model.highlight(zone.id, visibleRows: 3)
            }
        }
        model.document.stopLogging()
        model.viewState.stopLogging()
        return recording
    }

    /// `viewdata-demo replay` of a 100,000-entry clock session at 40×5: every frame made and
    /// written as text, as the command writes it (to memory here).
    static var replay: BenchmarkCase {
        let count = replayedCount
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-bench-replay-\(getpid())")
        let recording = try! recordSession(count: count, in: folder)
        var frames = 0
        var bytes = 0
        return BenchmarkCase(
            name: "replay/100k", inputSize: "\(count) entries", work: Double(count), workUnit: "frames",
            body: {
                let viewStates = try! StateLogReader(contentsOf: recording.viewStateURL, stateType: ClockViewState.self)
                let documents = try! StateLogReader(contentsOf: recording.documentURL, stateType: ClockDocument.self)
                bytes = 0
                frames = try! ClockReplay.forEachFrame(viewStates: viewStates, documents: documents, size: Size(width: 40, height: 5)) { frame in
                    bytes += ("── \(frame.title.terminalSafeLine) ──\n" + frame.screen.plainText + "\n\n").utf8.count
                }
                return frames
            },
            note: { _ in
                try? FileManager.default.removeItem(at: folder)
                return "\(frames) frames, \(formatBytes(bytes)) written; target ≤ 30 s"
            },
            runs: 1)
    }

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

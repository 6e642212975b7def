import Foundation
import StateFlow
import StateFlowLog
import StateFlowTesting

/// Recorded sessions: a session of 10,000 inputs over two stores replayed through the app and
/// checked change by change, as a test made by `viewdata log export-test` checks it.
enum SessionBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("session/replay-10k", { replay }),
        ("log/one-element", { oneElement }),
    ] }

    /// One title of a shelf of `count` renamed `changes` times, logged with element changes:
    /// the bytes a change writes, and what it costs the log's writer.
    static func logOneElement(count: Int, changes: Int, logs: Bool = true) -> (seconds: Double, bytesPerChange: Double) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-bench-element-\(ProcessInfo.processInfo.processIdentifier)-\(count)")
        try? FileManager.default.removeItem(at: folder)
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shelf.jsonl")
        let store = Store(Shelf(titles: (0..<count).map { "Title \($0)" }), name: "shelf", historyLimit: 1)
        store.recordsChangeSources = false
        // A checkpoint only at the start: every line after it is one change.
        if logs {
            try! store.startLogging(to: StateLogFile(url: url, storeName: "shelf", options: StateLogOptions(checkpointInterval: 1_000_000, logsElementChanges: true)))
        }
        store.flushLog()
        let before = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let start = ProcessMetrics.now()
        for change in 0..<changes {
            store.update("rename") { $0.titles[count / 2] = "Renamed \(change)" }
        }
        store.flushLog()
        let seconds = ProcessMetrics.now() - start
        let after = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        store.stopLogging()
        return (seconds, Double(after - before) / Double(changes))
    }

    /// `logOneElement` for shelves of 1,000 and 10,000 titles.
    static var oneElement: BenchmarkCase {
        let small = logOneElement(count: 1_000, changes: 1_000)
        return BenchmarkCase(
            name: "log/one-element", inputSize: "10k titles", work: 1_000, workUnit: "changes",
            body: { Int(logOneElement(count: 10_000, changes: 1_000).bytesPerChange) },
            note: { seconds in
                let large = logOneElement(count: 10_000, changes: 1_000)
                // What the update costs with no log: its own copy of the array (the history
                // keeps the state before), which a log cannot save.
                let unlogged = logOneElement(count: 10_000, changes: 1_000, logs: false)
                return "\(format(large.bytesPerChange, digits: 0)) B a change at 10k titles, \(format(small.bytesPerChange, digits: 0)) B at 1k; "
                    + "\(format(seconds * 1e6 / 1_000, digits: 1)) µs a change at 10k, \(format(small.seconds * 1e6 / 1_000, digits: 1)) µs at 1k, "
                    + "\(format(unlogged.seconds * 1e6 / 1_000, digits: 1)) µs at 10k unlogged (the update's own copy of the array)"
            },
            runs: 3)
    }

    struct Shelf: Codable, Equatable, Sendable {
        var titles = (0..<100).map { "Title \($0)" }
    }

    struct ShelfView: Codable, Equatable, Sendable {
        var selected: Int?
        var filter = ""
    }

    /// A small app of two stores driven by letters: `j` selects the next title, `a` adds one
    /// and selects it, `d` moves the selection off the selected title and deletes it, `r`
    /// renames it, `f` sets a filter, `x` changes nothing, `!` is refused.
    final class ShelfApp {
        let document: Store<Shelf>
        let viewState: Store<ShelfView>
        var added = 0

        init(document: Shelf, viewState: ShelfView) {
            self.document = Store(document, name: "document", historyLimit: 100)
            self.viewState = Store(viewState, name: "viewState", historyLimit: 100)
            self.viewState.addRule("the selection is a title", reading: self.document) { view, shelf in
                (view.selected ?? 0) < shelf.titles.count
            }
        }

        func press(_ key: String) {
            let count = document.state.titles.count
            switch key {
            case "j": viewState.update("select") { $0.selected = (($0.selected ?? -1) + 1) % max(1, count) }
            case "a":
                added += 1
                document.update("add") { $0.titles.append("Added \(added)") }
                viewState.update("select") { $0.selected = count }
            case "d":
                guard let selected = viewState.state.selected, count > 1 else { return }
                viewState.update("select") { $0.selected = max(0, selected - 1) }
                document.update("delete") { $0.titles.remove(at: selected) }
            case "r":
                guard let selected = viewState.state.selected else { return }
                document.update("rename") { $0.titles[selected] += "'" }
            case "f": viewState.update("filter") { $0.filter = String(count) }
            case "!": viewState.update("select") { $0.selected = 1_000_000 }
            default: break
            }
        }
    }

    /// 10,000 inputs recorded, then read back, replayed through a new app and checked.
    static var replay: BenchmarkCase {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-bench-session-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        let keys = Array("jjarxjd!fj".map(String.init))
        let recorded = ShelfApp(document: Shelf(), viewState: ShelfView())
        let recording = try! SessionRecording(folder: folder, document: recorded.document, viewState: recorded.viewState, start: Date(timeIntervalSince1970: 0))
        for index in 0..<10_000 {
            let key = keys[index % keys.count]
            recording.record(key: key) { recorded.press(key) }
        }
        recording.stop()
        let bytes = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey]))?
            .compactMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize }.reduce(0, +) ?? 0
        return BenchmarkCase(
            name: "session/replay-10k", inputSize: "10k inputs", work: 10_000, workUnit: "inputs",
            body: {
                let session = try! SessionLog(folder: folder)
                let states = try! session.states(afterInput: 0)
                let app = ShelfApp(document: try! fromJSON(states.document.jsonText), viewState: try! fromJSON(states.viewState.jsonText))
                let tester = StoreTester(app.document, app.viewState)
                try! tester.replay(session, document: app.document, viewState: app.viewState) { input in
                    if case .key(let key) = input.kind { app.press(key) }
                }
                tester.finish()
                return app.document.state.titles.count
            },
            note: { _ in "\(formatBytes(bytes)) session read, replayed and every change checked; target ≤ 1 s" },
            runs: 3)
    }
}

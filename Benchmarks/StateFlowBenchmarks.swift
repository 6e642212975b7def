import Foundation
import StateFlow
import StateFlowLog

/// Stores, history, and state logs.
enum StateFlowBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("store/updates", { updates }),
        ("store/updates-no-sources", { updatesWithoutSources }),
        ("store/history-memory", { historyMemory }),
        ("log/write", { logWrite }),
        ("log/caller", { logCaller }),
        ("log/replay", { logReplay }),
        ("timetravel/10k", { timeTravel }),
        ("log/inspect-open", { inspectOpen }),
        ("json/escapes", { jsonEscapes }),
    ] }

    /// One 50 MB JSON string of escapes alternating with text (`\\nab` over and over), parsed.
    static var jsonEscapes: BenchmarkCase {
        let repetitions = 12_500_000
        let text = "\"" + String(repeating: "\\nab", count: repetitions) + "\""
        return BenchmarkCase(
            name: "json/escapes", inputSize: "50.0 MB", work: Double(text.utf8.count), workUnit: "B",
            body: {
                guard case .string(let string) = try? JSONValue(parsing: text) else { fatalError("json/escapes: not a string") }
                return string.utf8.count
            },
            note: { _ in "\(repetitions.formatted()) escapes; target ≤ 0.5 s" })
    }

    /// A small view-state.
    struct Small: Codable, Equatable, Sendable {
        var counter = 0
        var selection: Int?
        var scrollOffset = 0
        var isEditing = false
        var search = ""
    }

    /// 1,000,000 updates to a small state, every one kept in the history.
    static var updates: BenchmarkCase {
        BenchmarkCase(
            name: "store/updates", inputSize: "1M updates", work: 1_000_000, workUnit: "updates",
            body: {
                let store = Store(Small(), name: "bench", historyLimit: nil)
                for _ in 0..<1_000_000 {
                    store.update("increment") { $0.counter += 1 }
                }
                return store.history.count
            },
            note: { _ in "history on; target ≤ 1 s" })
    }

    /// `store/updates` with `recordsChangeSources` off: what keeping each change's source costs.
    static var updatesWithoutSources: BenchmarkCase {
        BenchmarkCase(
            name: "store/updates-no-sources", inputSize: "1M updates", work: 1_000_000, workUnit: "updates",
            body: {
                let store = Store(Small(), name: "bench", historyLimit: nil)
                store.recordsChangeSources = false
                for _ in 0..<1_000_000 {
                    store.update("increment") { $0.counter += 1 }
                }
                return store.history.count
            },
            note: { _ in "history on, no change sources (store/updates keeps them)" })
    }

    /// A record of about 100 bytes.
    struct Record: Codable, Equatable, Sendable {
        var id: Int
        var name: String
        var email: String
        var city: String
        var score: Int
    }

    /// A state of 1,000 records, in a persistent array so that history entries share chunks.
    struct Records: Codable, Equatable, Sendable {
        var records = PersistentArray((0..<1_000).map {
            Record(id: $0, name: "Member number \($0)", email: "member\($0)@example.com", city: "Zürich", score: $0 % 100)
        })
    }

    /// Peak memory of 10,000 one-record updates kept in a store's history, against keeping a
    /// JSON copy of the state per change; each measured in a process of its own.
    static var historyMemory: BenchmarkCase {
        let baseline = memoryProbe("baseline")
        let store = memoryProbe("store")
        let json = memoryProbe("json")
        let storeBytes = max(0, store - baseline)
        let jsonBytes = max(1, json - baseline)
        return BenchmarkCase(
            name: "store/history-memory", inputSize: "10k×1k rec", work: 10_000, workUnit: "updates",
            body: {
                let store = Store(Records(), name: "bench", historyLimit: nil)
                for index in 0..<1_000 {
                    store.update("rename") { $0.records[index * 7 % 1_000].name = "Renamed \(index)" }
                }
                return store.history.count
            },
            note: { _ in
                "history \(formatBytes(storeBytes)), JSON copies \(formatBytes(jsonBytes)): ratio "
                    + format(Double(storeBytes) / Double(jsonBytes) * 100, digits: 1) + "% (target ≤ 10%; time per 1k updates)"
            })
    }

    /// Runs this program again to measure one way of keeping history; returns its peak RSS.
    static func memoryProbe(_ kind: String) -> Int {
        #if os(macOS) || os(Linux)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--memory-probe", kind]
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            FileHandleOutput.standardError("viewdata-bench: cannot run the memory probe '\(kind)': \(error)\n")
            return 0
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Int(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #else
        return 0  // No child processes here (iOS, tvOS, watchOS, visionOS).
        #endif
    }

    /// The probe itself: builds the history one way and prints the process's peak RSS.
    static func runMemoryProbe(_ kind: String) -> Never {
        var keep: [Any] = []
        switch kind {
        case "store":
            let store = Store(Records(), name: "bench", historyLimit: nil)
            for index in 0..<10_000 {
                store.update("rename") { $0.records[index * 7 % 1_000].name = "Renamed \(index)" }
            }
            keep.append(store)
        case "timetravel-1k", "timetravel-10k":
            keep.append(recordTimeTravel(changes: kind == "timetravel-1k" ? 1_000 : 10_000))
        case let kind where kind.hasPrefix("inspect-open:"):
            let url = URL(fileURLWithPath: String(kind.dropFirst("inspect-open:".count)))
            keep.append(openForInspection(url))
        case "typing":
            keep.append(ShowcaseBenchmarks.typeIntoRename(count: ShowcaseBenchmarks.typedCount).app)
        case "json":
            var state = Records()
            let encoder = JSONEncoder()
            var copies: [Data] = [try! encoder.encode(state)]
            for index in 0..<10_000 {
                state.records[index * 7 % 1_000].name = "Renamed \(index)"
                copies.append(try! encoder.encode(state))
            }
            keep.append(copies)
        default:
            break
        }
        print(ProcessMetrics.peakResidentBytes())
        withExtendedLifetime(keep) {}
        exit(0)
    }

    /// A view-state like the clock's: a list of zones, a selection, scrolling.
    struct Screen: Codable, Equatable, Sendable {
        var zones = (0..<20).map { "Zone \($0)" }
        var selection: Int?
        var scrollOffset = 0
        var search = ""
        var isEditing = false

        /// Change `step` of `log/write` and `log/caller`: each of four fields in turn.
        mutating func logStep(_ step: Int) {
            switch step % 4 {
            case 0: selection = step % 20
            case 1: scrollOffset = step
            case 2: search = "z\(step % 10)"
            default: zones[step % 20] = "Zone \(step)"
            }
        }
    }

    /// 50,000 changes written to a log file as merge patches, a line per change.
    static var logWrite: BenchmarkCase {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-bench-\(UUID().uuidString).jsonl")
        var size = 0
        return BenchmarkCase(
            name: "log/write", inputSize: "50k entries", work: 50_000, workUnit: "entries",
            body: {
                try? FileManager.default.removeItem(at: url)
                let store = Store(Screen(), name: "bench", historyLimit: 1)
                try! store.startLogging(to: StateLogFile(url: url, storeName: "bench"))
                for step in 0..<50_000 {
                    store.update("step") { $0.logStep(step) }
                }
                store.stopLogging()
                size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
                return store.revision
            },
            note: { _ in
                try? FileManager.default.removeItem(at: url)
                return "\(formatBytes(size)) written; target ≥ 50,000 entries/s"
            })
    }

    /// What logging costs the store's caller (in an app, the main thread): 50,000 changes to a
    /// store that logs, in bursts of 1,000 (a caller that changes state as fast as it can is
    /// held back to the writer's pace once 4,096 changes wait), each burst timed up to its last
    /// change, and the log flushed between bursts. The row's time is the whole run, writing
    /// included; the note gives the caller's time per change.
    static var logCaller: BenchmarkCase {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-bench-\(UUID().uuidString).jsonl")
        var callerSeconds: [Double] = []
        return BenchmarkCase(
            name: "log/caller", inputSize: "50k entries", work: 50_000, workUnit: "entries",
            body: {
                try? FileManager.default.removeItem(at: url)
                let store = Store(Screen(), name: "bench", historyLimit: 1)
                try! store.startLogging(to: StateLogFile(url: url, storeName: "bench"))
                var caller = 0.0
                for burst in 0..<50 {
                    let started = ProcessMetrics.now()
                    for step in burst * 1_000..<(burst + 1) * 1_000 {
                        store.update("step") { $0.logStep(step) }
                    }
                    caller += ProcessMetrics.now() - started
                    store.flushLog()
                }
                callerSeconds.append(caller)
                store.stopLogging()
                return store.revision
            },
            note: { _ in
                try? FileManager.default.removeItem(at: url)
                let median = callerSeconds.sorted()[callerSeconds.count / 2]
                return "caller \(format(median / 50_000 * 1e6, digits: 2)) µs per change (median of \(callerSeconds.count) runs)"
            })
    }

    /// A 100,000-entry log read and replayed into a store, entry by entry.
    static var logReplay: BenchmarkCase {
        let store = Store(Screen(), name: "bench", historyLimit: nil)
        for step in 0..<100_000 {
            store.update("step") { state in
                switch step % 3 {
                case 0: state.selection = step % 20
                case 1: state.scrollOffset = step
                default: state.search = "z\(step % 10)"
                }
            }
        }
        let text = store.log.jsonLines
        return BenchmarkCase(
            name: "log/replay", inputSize: "100k entries", work: 100_000, workUnit: "entries",
            body: {
                let log = try! StateLog<Screen>(jsonLines: text)
                let replayed = Store(Screen(), name: "bench", historyLimit: nil)
                let report = try! replayed.replay(log)
                return report.entriesApplied
            },
            note: { _ in "\(formatBytes(text.utf8.count)) of JSON Lines, read and replayed; target ≥ 100,000 entries/s" })
    }

    /// A document of a few hundred names.
    struct Document: Codable, Equatable, Sendable {
        var names = (0..<200).map { "Name \($0)" }
    }

    /// `changes` changes through a time travel, one in four to the document and the rest to
    /// the view-state, every tenth a group of both.
    static func recordTimeTravel(changes: Int) -> TimeTravel<Document, Screen> {
        let document = Store(Document(), name: "document", historyLimit: nil)
        let viewState = Store(Screen(), name: "viewState", historyLimit: nil)
        let travel = TimeTravel(document: document, viewState: viewState)
        var step = 0
        while step < changes {
            if step % 10 == 9 {
                travel.group("both") {
                    document.update("rename") { $0.names[step % 200] = "Renamed \(step)" }
                    viewState.update("select") { $0.selection = step % 200 }
                }
                step += 2
            } else if step % 4 == 0 {
                document.update("rename") { $0.names[step % 200] = "Renamed \(step)" }
                step += 1
            } else {
                viewState.update("scroll") { $0.scrollOffset = step }
                step += 1
            }
        }
        return travel
    }

    /// 10,000 changes recorded through `TimeTravel`, then wound one moment at a time to the
    /// start and back to the present; memory of 10,000 against 1,000 changes, each measured in
    /// a process of its own.
    static var timeTravel: BenchmarkCase {
        let small = memoryProbe("timetravel-1k")
        let large = memoryProbe("timetravel-10k")
        let baseline = memoryProbe("baseline")
        return BenchmarkCase(
            name: "timetravel/10k", inputSize: "10k changes", work: 10_000, workUnit: "changes",
            body: {
                let travel = recordTimeTravel(changes: 10_000)
                var winds = 0
                while travel.back() { winds += 1 }
                while travel.forward() { winds += 1 }
                return winds + travel.document.revision
            },
            note: { _ in
                let perChange1k = Double(max(0, small - baseline)) / 1_000
                let perChange10k = Double(max(0, large - baseline)) / 10_000
                return "recorded, wound to the start and back; peak RSS over baseline "
                    + "\(formatBytes(max(0, small - baseline))) for 1k, \(formatBytes(max(0, large - baseline))) for 10k "
                    + "(\(format(perChange1k, digits: 0)) and \(format(perChange10k, digits: 0)) B/change); target ≤ 50 ms"
            })
    }

    /// A member of a large view-state: about 100 bytes, and a note that changes.
    struct Member: Codable, Equatable, Sendable {
        var id: Int
        var name: String
        var note: String
    }

    /// A view-state of 40 members, about 6 KB as JSON.
    struct Roster: Codable, Equatable, Sendable {
        var members = (0..<40).map { Member(id: $0, name: "Member number \($0)", note: "") }
        var selection: Int?
    }

    /// Writes a log of `entries` changes, each rewriting one member's 490-character note, to
    /// `url`: about 500 bytes a line with the checkpoints, 50 MB for 100,000.
    static func writeLargeLog(to url: URL, entries: Int) {
        try? FileManager.default.removeItem(at: url)
        let store = Store(Roster(), name: "roster", historyLimit: 1)
        try! store.startLogging(to: StateLogFile(url: url, storeName: "roster"))
        let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
        for step in 1..<entries {
            store.update("note") { state in
                state.members[step % 40].note = (0..<90).map { words[($0 + step) % words.count] }.joined(separator: " ").prefix(490).description
                state.selection = step % 40
            }
        }
        store.stopLogging()
    }

    /// What the inspector does to open a log: index it, rebuild the last entry's state and
    /// the one before, and work out what changed.
    static func openForInspection(_ url: URL) -> Int {
        let index = try! StateLogIndex(contentsOf: url)
        let last = index.items.count - 1
        let text = try! index.state(at: last).prettyJSONText
        let paths = try! index.changedPaths(at: last)
        return index.items.count + text.utf8.count + paths.count
    }

    /// A 100,000-entry log of about 50 MB opened for `viewdata log inspect`; its peak memory
    /// measured in a process of its own.
    static var inspectOpen: BenchmarkCase {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-bench-inspect-\(UUID().uuidString).jsonl")
        writeLargeLog(to: url, entries: 100_000)
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let peak = memoryProbe("inspect-open:" + url.path)
        let baseline = memoryProbe("baseline")
        return BenchmarkCase(
            name: "log/inspect-open", inputSize: formatBytes(size), work: Double(size), workUnit: "B",
            body: { openForInspection(url) },
            note: { _ in
                try? FileManager.default.removeItem(at: url)
                return "100k entries indexed, the last state shown; peak RSS \(formatBytes(peak)) "
                    + "(\(formatBytes(max(0, peak - baseline))) over baseline); target ≤ 1 s and ≤ 100 MB"
            })
    }
}

import Foundation
import StateFlow


/// Stores, history, and state logs.
enum StateFlowBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("store/updates", { updates }),
        ("store/history-memory", { historyMemory }),
        ("log/write", { logWrite }),
        ("log/replay", { logReplay }),
    ] }

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
                store.logFile = try! StateLogFile(url: url, storeName: "bench")
                for step in 0..<50_000 {
                    store.update("step") { state in
                        switch step % 4 {
                        case 0: state.selection = step % 20
                        case 1: state.scrollOffset = step
                        case 2: state.search = "z\(step % 10)"
                        default: state.zones[step % 20] = "Zone \(step)"
                        }
                    }
                }
                store.logFile = nil
                size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
                return store.revision
            },
            note: { _ in
                try? FileManager.default.removeItem(at: url)
                return "\(formatBytes(size)) written; target ≥ 50,000 entries/s"
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
}

import Foundation
import StateFlow
import StateFlowLog
import Testing
import TestSupport

/// The log is written off the caller's thread: in order, whole, and all of it by the time the
/// caller asks for the file, stops logging, lets the store go or the process exits.
@Suite("State logs written off the caller's thread")
struct StateLogWriterTests {
    /// More changes than the writer lets the caller run ahead by (4,096), with refusals, undo
    /// and redo among them: the log read back has every state the observers saw, in order.
    @Test("Every change and refusal is written, in order, and there after a flush",
          arguments: [0x5747_E700 as UInt64])
    func everyChangeInOrder(defaultSeed: UInt64) throws {
        let seed = propertyTestSeed(default: defaultSeed)
        var generator = SeededGenerator(seed: seed)
        let folder = try TemporaryFolder("log-writer")
        defer { folder.remove() }
        let url = folder.file("counter.jsonl")
        let store = Store(Counter(), name: "counter", historyLimit: 100)
        try store.startLogging(to: StateLogFile(url: url, storeName: "counter", options: StateLogOptions(logsRejections: true)))
        var states = [store.state]
        let observation = store.observe { if $0.reason != .initial { states.append($0.new) } }
        var refusals = 0
        for step in 0..<10_000 {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: store.undo()
            case 1: store.redo()
            case 2:
                store.update("refuse") { _ in throw Rejection("no \(step)") }
                refusals += 1
            case 3: store.update("note") { $0.notes = ["n\(step)"] }
            default: store.update("count") { $0.value += 1 }
            }
        }
        store.flushLog()
        let reader = try StateLogReader(contentsOf: url, stateType: Counter.self)
        var read: [Counter] = []
        while let (_, state) = try reader.next(as: Counter.self) { read.append(state) }
        #expect(read == states, "seed \(seed)")
        #expect(reader.rejections.count == refusals, "seed \(seed)")
        #expect(store.logErrors.isEmpty)
        withExtendedLifetime(observation) {}
    }

    @Test("Stopping, and letting the store go, write what was handed over")
    func stopAndRelease() throws {
        let folder = try TemporaryFolder("log-writer-stop")
        defer { folder.remove() }
        let stopped = Store(Counter(), name: "stopped")
        try stopped.startLogging(to: StateLogFile(url: folder.file("stopped.jsonl"), storeName: "stopped"))
        for value in 1...5_000 { stopped.update("set") { $0.value = value } }
        stopped.stopLogging()
        #expect(try StateLog<Counter>(contentsOf: folder.file("stopped.jsonl")).states().last?.value == 5_000)
        // Changes that are slow to write (a 300-element array, written whole each time) and
        // quick to make: the writer is behind when the store goes.
        do {
            let released = Store(Counter(notes: (0..<300).map { "note \($0)" }), name: "released")
            try released.startLogging(to: StateLogFile(url: folder.file("released.jsonl"), storeName: "released"))
            for value in 1...3_000 { released.update("set") { $0.value = value; $0.notes[value % 300] = "\(value)" } }
        }
        #expect(try StateLog<Counter>(contentsOf: folder.file("released.jsonl")).states().last?.value == 3_000)
    }

    /// The file a store logs to may be read from another thread while the writer appends: its
    /// properties say what is written so far, and never go back.
    @Test("The log file's properties can be read while the writer appends")
    func readWhileWriting() async throws {
        let folder = try TemporaryFolder("log-writer-read")
        defer { folder.remove() }
        let store = Store(Counter(notes: ["a", "b"]), name: "read")
        try store.startLogging(to: StateLogFile(url: folder.file("read.jsonl"), storeName: "read"))
        let file = try #require(store.logFile)
        let reader = Task.detached {
            var last = -1
            var reads = 0
            while last < 20_000 {
                let sequence = file.lastSequence ?? -1
                _ = file.lastStateJSON
                _ = file.warnings
                #expect(sequence >= last, "the last sequence went back from \(last) to \(sequence)")
                last = sequence
                reads += 1
            }
            return reads
        }
        for value in 1...20_000 { store.update("set") { $0.value = value; $0.notes[value % 2] = "\(value)" } }
        store.flushLog()
        #expect(await reader.value > 0)
        #expect(file.lastSequence == 20_000)
    }

    #if os(macOS) || os(Linux)
    /// A state whose encoding exits the process, on the writer's queue: the exit's flush does
    /// not wait for the write it is part of (it would trap, the queue waiting on itself), and
    /// what was written before stays.
    @Test("An exit on the writer's queue ends the process")
    func exitOnTheWritersQueue() async throws {
        let folder = try TemporaryFolder("log-writer-exit-on-queue")
        defer { folder.remove() }
        let path = folder.file("exit.jsonl").path
        await #expect(processExitsWith: .exitCode(3)) { [path = path as String] in
            let store = Store(Exiting(), name: "exiting")
            try? store.startLogging(to: StateLogFile(url: URL(fileURLWithPath: path), storeName: "exiting"))
            for value in 1...10 { store.update("set") { $0.value = value } }
            store.flushLog()
            withExtendedLifetime(store) { exit(1) }
        }
        let states = try StateLog<Exiting>(contentsOf: URL(fileURLWithPath: path)).states()
        #expect(states.map(\.value) == Array(0...4))
    }
    #endif

    #if os(macOS) || os(Linux)
    /// A process that exits while its store still logs (the writer may be behind) loses none of
    /// the changes: `exit` runs the writer's flush.
    @Test("A process that exits while logging has every change in its log")
    func exitFlushes() async throws {
        let folder = try TemporaryFolder("log-writer-exit")
        defer { folder.remove() }
        let path = folder.file("exit.jsonl").path
        await #expect(processExitsWith: .success) { [path = path as String] in
            let store = Store(Counter(), name: "exit")
            try? store.startLogging(to: StateLogFile(url: URL(fileURLWithPath: path), storeName: "exit"))
            for value in 1...20_000 { store.update("set") { $0.value = value } }
            // Kept alive to the end: only `exit` can flush.
            withExtendedLifetime(store) { exit(0) }
        }
        let states = try StateLog<Counter>(contentsOf: URL(fileURLWithPath: path)).states()
        #expect(states.count == 20_001)
        #expect(states.last?.value == 20_000)
    }
    #endif
}

/// A state whose encoding ends the process with status 3 when its value is 5.
struct Exiting: Codable, Equatable, Sendable {
    var value = 0

    init() {}

    init(from decoder: any Decoder) throws {
        value = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .value)
    }

    func encode(to encoder: any Encoder) throws {
        if value == 5 { exit(3) }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
    }

    private enum CodingKeys: String, CodingKey { case value }
}

import Foundation
import TestSupport
import Testing
@testable import StateFlow
@testable import StateFlowLog

@Suite("Reading logs a line at a time")
struct StateLogReaderTests {
    /// A store with a random history, logged to a file with a short checkpoint interval.
    func randomLog(seed: UInt64, in folder: TemporaryFolder) throws -> (url: URL, states: [Counter]) {
        var generator = SeededGenerator(seed: seed)
        let url = folder.file("counter-\(seed).jsonl")
        let store = Store(Counter(), name: "counter")
        try store.startLogging(to: StateLogFile(url: url, storeName: "counter", options: StateLogOptions(checkpointInterval: 4)))
        var states = [store.state]
        let observation = store.observe { if $0.reason != .initial { states.append($0.new) } }
        for step in 0..<200 {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: store.update("note") { $0.notes.append("{\"a\": [1, \"]\\\\\"}\", \(step)] } ✓") }
            case 1: store.update("drop") { if !$0.notes.isEmpty { $0.notes.removeLast() } }
            case 2: store.undo()
            case 3: store.redo()
            default: store.update("count") { $0.value += step }
            }
        }
        withExtendedLifetime(observation) {}
        return (url, states)
    }

    @Test func theReaderAndTheIndexGiveEveryStateTheStoreHad() throws {
        let seed = propertyTestSeed(default: 2_024)
        let folder = try TemporaryFolder("log-reader")
        defer { folder.remove() }
        let (url, states) = try randomLog(seed: seed, in: folder)
        // Streaming, in order.
        let reader = try StateLogReader(contentsOf: url, stateType: Counter.self)
        var read: [Counter] = []
        while let (_, state) = try reader.next(as: Counter.self) { read.append(state) }
        #expect(read == states, "seed \(seed)")
        #expect(reader.firstCheckpointMismatch == nil)
        #expect(reader.checkpointsVerified > 10)
        // Indexed, in any order: from the checkpoint before, or on from the last one asked.
        let index = try StateLogIndex(contentsOf: url)
        #expect(index.items.count == states.count)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<300 {
            let position = Int.random(in: 0..<states.count, using: &generator)
            let json = try index.state(at: position)
            guard try JSONValueDecoder().decode(Counter.self, from: json) == states[position] else {
                Issue.record("seed \(seed): entry \(position) rebuilt wrong")
                return
            }
        }
        #expect(try index.changedPaths(at: 0) == [""])
    }

    @Test func aTornLastLineIsSkippedAndACompleteOneKept() throws {
        let header = #"{"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Counter","store":"c","version":2}"#
        let first = #"{"action":"initial","reason":"initial","seq":0,"state":{"notes":[],"value":0}}"#
        let torn = try StateLogReader(jsonLines: Data((header + "\n" + first + "\n" + #"{"action":"x","pa"#).utf8))
        #expect(try torn.next()?.entry.sequence == 0)
        #expect(try torn.next() == nil)
        #expect(torn.warnings == ["Line 3 is incomplete (the writer stopped mid-line) and was skipped."])
        let complete = try StateLogReader(jsonLines: Data((header + "\n" + first).utf8))
        #expect(try complete.next()?.entry.sequence == 0)
        #expect(complete.lastLineIsUnterminated)
        #expect(complete.warnings.isEmpty)
        // The index skims the same way.
        let folder = try TemporaryFolder("log-reader")
        defer { folder.remove() }
        try Data((header + "\n" + first + "\n" + #"{"action":"x","pa"#).utf8).write(to: folder.file("torn.jsonl"))
        let index = try StateLogIndex(contentsOf: folder.file("torn.jsonl"))
        #expect(index.items.map(\.sequence) == [0])
        #expect(index.warnings == ["Line 3 is incomplete (the writer stopped mid-line) and was skipped."])
    }

    @Test func theIndexNamesTheLineOfABrokenEntryWhenItIsNeeded() throws {
        let folder = try TemporaryFolder("log-reader")
        defer { folder.remove() }
        let lines = [
            #"{"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Counter","store":"c","version":2}"#,
            #"{"action":"initial","reason":"initial","seq":0,"state":{"notes":[],"value":0}}"#,
            #"{"action":"a","patch":{"value":1},"reason":"action","seq":1}"#,
            #"{"action":"b","patch":{"value":tru},"reason":"action","seq":2}"#,
        ]
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: folder.file("bad.jsonl"))
        // Skimming steps over the patch; its shape and fields are fine.
        let index = try StateLogIndex(contentsOf: folder.file("bad.jsonl"))
        #expect(index.items.map(\.action) == ["initial", "a", "b"])
        #expect(try index.state(at: 1) == .object(["notes": .array([]), "value": .number("1")]))
        let error = #expect(throws: StateLogError.self) { try index.state(at: 2) }
        #expect(error?.message == "'\(folder.file("bad.jsonl").path)': Line 4 is not valid JSON (expected 'true' at byte 31).")
        // A line whose shape is wrong is found on opening.
        try Data((lines[0...2].joined(separator: "\n") + "\n" + #"{"action":"b","patch":{"value":1},"reason":"action","seq":2"#
            + "\n" + lines[1] + "\n").utf8).write(to: folder.file("shape.jsonl"))
        let shape = #expect(throws: StateLogError.self) { try StateLogIndex(contentsOf: folder.file("shape.jsonl")) }
        #expect(shape?.line == 4)
        #expect(shape?.message == "'\(folder.file("shape.jsonl").path)': Line 4 is not valid JSON (expected ',' or '}', found the end at byte 59).")
    }

    @Test func aStateAfterSkippedEntriesNeedsACheckpoint() throws {
        let store = Store(Counter(), name: "c")
        for value in 1...5 { store.update("set") { $0.value = value } }
        let text = try store.makeLog(options: StateLogOptions(checkpointInterval: 4)).jsonLines
        let reader = try StateLogReader(jsonLines: Data(text.utf8))
        #expect(try reader.next()?.state == .object(["notes": .array([]), "value": .number("0")]))
        // Entry 1 skipped: entry 2's patch has no base, and says so rather than applying to entry 0.
        #expect(try reader.nextEntry()?.sequence == 1)
        let error = #expect(throws: StateLogError.self) { try reader.next() }
        #expect(error?.message == "Line 4: entries before it were skipped, so its patch has no state to apply to.")
        // Entry 4 is a checkpoint: from there on states are whole again.
        #expect(try reader.nextEntry()?.sequence == 3)
        #expect(try reader.next(as: Counter.self)?.state.value == 4)
        #expect(try reader.next(as: Counter.self)?.state.value == 5)
    }
}

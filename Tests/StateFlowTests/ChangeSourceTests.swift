import Foundation
import StateFlow
import StateFlowLog
import TestSupport
import Testing

/// Every change keeps the file and line of the `update` that made it (or was refused): in the
/// history, the rejections and the logs, read back as they were written.
struct ChangeSourceTests {
    /// An app's helper that forwards its caller's place, as the showcase's models do.
    func increment(_ store: Store<Counter>, fileID: StaticString = #fileID, line: UInt = #line) {
        store.update("increment", fileID: fileID, line: line) { $0.value += 1 }
    }

    @Test func changesKeepWhereTheyWereMade() throws {
        let folder = try TemporaryFolder("change-sources")
        defer { folder.remove() }
        let store = Store(Counter(), name: "counter", rules: [ValidationRule("at most 2", isKept: { $0.value <= 2 })])
        try store.startLogging(to: StateLogFile(url: folder.file("counter.jsonl"), storeName: "counter", options: StateLogOptions(logsRejections: true)))
        let setLine = #line; store.update("set") { $0.value = 1 }
        let helperLine = #line; increment(store)
        let refusedLine = #line; store.update("set") { $0.value = 5 }
        let thrownLine = #line; store.update("fail") { _ in throw Rejection("no") }
        store.undo()
        store.stopLogging()

        let file = "StateFlowTests/ChangeSourceTests.swift"
        #expect(store.history.map { $0.source?.description } == [nil, "\(file):\(setLine)", "\(file):\(helperLine)"])
        #expect(store.rejections.map { $0.source?.description } == ["\(file):\(refusedLine)", "\(file):\(thrownLine)"])
        // Where a change came from is not part of what a refusal is.
        #expect(store.rejections[1] == Rejection(message: "no", action: "fail", rules: []))

        // The log keeps them, and every reader reads them back.
        let text = try #require(folder.contents("counter.jsonl"))
        #expect(text.contains(#""source":"\#(file):\#(setLine)""#))
        let log = try StateLog<Counter>(contentsOf: folder.file("counter.jsonl"))
        #expect(log.entries.map { $0.source?.description } == [nil, "\(file):\(setLine)", "\(file):\(helperLine)", nil])
        #expect(log.rejections.map { $0.source?.line } == [refusedLine, thrownLine])
        let index = try StateLogIndex(contentsOf: folder.file("counter.jsonl"))
        #expect(index.items.map { $0.source?.line } == [nil, setLine, helperLine, nil])
        #expect(index.rejections.map { $0.source?.fileID } == [file, file])
        // `store.log` keeps them too.
        #expect(store.log.entries.map { $0.source?.line } == [nil, setLine, helperLine])
    }

    @Test func aStoreThatDoesNotRecordSourcesWritesNone() throws {
        let store = Store(Counter(), name: "counter")
        store.recordsChangeSources = false
        store.update("set") { $0.value = 1 }
        store.update("fail") { _ in throw Rejection("no") }
        #expect(store.history.allSatisfy { $0.source == nil })
        #expect(store.rejections.allSatisfy { $0.source == nil })
        #expect(!store.log.jsonLines.contains("source"))
    }

    @Test func aSourceThatIsNotAFileAndALineIsRefusedNamingTheLine() throws {
        let lines = """
            {"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Counter","store":"counter","version":2}
            {"action":"initial","reason":"initial","seq":0,"state":{"notes":[],"value":0}}
            {"action":"set","patch":{"value":1},"reason":"action","seq":1,"source":"somewhere"}

            """
        let error = #expect(throws: StateLogError.self) { try StateLog<Counter>(jsonLines: Data(lines.utf8)) }
        #expect(error?.description == "Line 3: field 'source' is 'somewhere', not a file and a line ('File.swift:12').")
        #expect(ChangeSource("Notes/App.swift:42") == ChangeSource(fileID: "Notes/App.swift", line: 42))
        #expect(ChangeSource("App.swift:0") == nil)
        #expect(ChangeSource(":3") == nil)
    }
}

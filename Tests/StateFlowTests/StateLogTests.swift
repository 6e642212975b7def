import Foundation
import Testing
import TestSupport
@testable import StateFlow
@testable import StateFlowLog

@Suite("State logs")
struct StateLogTests {
    /// A store with four changes; it records no sources, so that the lines it logs stay the
    /// same when this file changes (`changesKeepWhereTheyWereMade` tests sources).
    func sampleStore() -> Store<Order> {
        let store = Store(Order(), name: "order")
        store.recordsChangeSources = false
        store.update("addLine") { $0.lines.append(.init(product: "Margherita", quantity: 1, price: 850)) }
        store.update("setQuantity") { $0.lines[0].quantity = 2 }
        store.update("setAddress") { $0.address = "1 Sesame Street" }
        store.update("pay") { $0.status = .paying; $0.cardNumber = "4242 4242 4242 4242" }
        return store
    }

    @Test func jsonLinesHaveAHeaderCheckpointsAndPatches() throws {
        let store = sampleStore()
        let log = try store.makeLog(options: StateLogOptions(checkpointInterval: 3, redactedFields: ["cardNumber"]))
        #expect(log.jsonLines == """
            {"checkpointInterval":3,"format":"viewdata.statelog","stateType":"Order","store":"order","version":2}
            {"action":"initial","reason":"initial","seq":0,"state":{"lines":[],"status":"open"}}
            {"action":"addLine","patch":{"lines":[{"price":850,"product":"Margherita","quantity":1}]},"reason":"action","seq":1}
            {"action":"setQuantity","patch":{"lines":[{"price":850,"product":"Margherita","quantity":2}]},"reason":"action","seq":2}
            {"action":"setAddress","patch":{"address":"1 Sesame Street"},"reason":"action","seq":3,"state":{"address":"1 Sesame Street","lines":[{"price":850,"product":"Margherita","quantity":2}],"status":"open"}}
            {"action":"pay","patch":{"cardNumber":"<redacted>","status":"paying"},"reason":"action","seq":4}

            """)
        #expect(!log.jsonLines.contains("4242"))
    }

    @Test("A store's redacted fields are redacted everywhere it writes: store.log, log files, printed changes, refusals")
    func storeRedaction() throws {
        let folder = try TemporaryFolder("store-redaction")
        defer { folder.remove() }
        let store = Store(Order(), name: "order", redacting: ["cardNumber"])
        store.recordsChangeSources = false
        var printed: [String] = []
        store.changePrinter = { printed.append($0) }
        let url = folder.file("order.jsonl")
        try store.startLogging(to: StateLogFile(url: url, storeName: "order", options: StateLogOptions(logsRejections: true)))
        store.update("pay") { $0.status = .paying; $0.cardNumber = "4242 4242 4242 4242" }
        store.update("card") { _ in throw Rejection(code: "cardDeclined", values: ["cardNumber": "4242 4242 4242 4242", "bank": "Acme"]) }
        store.stopLogging()
        #expect(store.log.jsonLines == """
            {"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Order","store":"order","version":2}
            {"action":"initial","reason":"initial","seq":0,"state":{"lines":[],"status":"open"}}
            {"action":"pay","patch":{"cardNumber":"<redacted>","status":"paying"},"reason":"action","seq":1}

            """)
        #expect(try String(contentsOf: url, encoding: .utf8) == """
            {"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Order","store":"order","version":3}
            {"action":"initial","reason":"initial","seq":0,"state":{"lines":[],"status":"open"}}
            {"action":"pay","patch":{"cardNumber":"<redacted>","status":"paying"},"reason":"action","seq":1}
            {"after":1,"code":"cardDeclined","message":"cardDeclined [bank: Acme, cardNumber: <redacted>]","rejected":"card","values":{"bank":"Acme","cardNumber":"<redacted>"}}

            """)
        #expect(printed == [
            """
            [order] #1 action(pay)
              Order(
            -   status: .open,
            +   status: .paying,
                lines: [],
                address: nil,
                cardNumber: <redacted>
              )
            """,
            "[order] rejected card: cardDeclined [bank: Acme, cardNumber: <redacted>]",
        ])
        #expect(store.rejections.last?.values == ["bank": "Acme", "cardNumber": "<redacted>"])
        // Dumps of the store and its history keep the field redacted, at any depth.
        var dumped = ""
        dump(store.history, to: &dumped)
        dump(store, to: &dumped)
        dumped += String(describing: store.history) + String(describing: store.currentEntry)
        #expect(!dumped.contains("4242"))
        #expect(dumped.contains(#"- cardNumber: "<redacted>""#))
        #expect(String(describing: store.currentEntry.state.cardNumber) == #"Optional("4242 4242 4242 4242")"#, "the value itself is kept")
        // A log's own redacted fields add to the store's.
        let both = try store.makeLog(options: StateLogOptions(redactedFields: ["status"]))
        #expect(both.jsonLines == """
            {"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Order","store":"order","version":2}
            {"action":"initial","reason":"initial","seq":0,"state":{"lines":[],"status":"<redacted>"}}
            {"action":"pay","patch":{"cardNumber":"<redacted>"},"reason":"action","seq":1}

            """)
    }

    @Test func logsRoundTripAndReplayEveryState() throws {
        let seed = propertyTestSeed(default: 8_080)
        var generator = SeededGenerator(seed: seed)
        let store = Store(Counter(), name: "counter", historyLimit: nil)
        for step in 0..<300 {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: store.update("increment") { $0.value += 1 }
            case 1: store.update("note") { $0.notes.append("note \(step) ✓ \"quoted\"") }
            case 2: store.update("drop") { if !$0.notes.isEmpty { $0.notes.removeFirst() } }
            default: store.update("reset") { $0.value = 0 }
            }
        }
        let text = try store.makeLog(options: StateLogOptions(checkpointInterval: 7)).jsonLines
        let log = try StateLog<Counter>(jsonLines: text)
        #expect(log.jsonLines == text)
        #expect(log.firstCheckpointMismatch() == nil)
        let replayed = Store(Counter(), name: "replayed", historyLimit: nil)
        var reasons: Set<ChangeReason> = []
        let observation = replayed.observe { reasons.insert($0.reason) }
        let report = try replayed.replay(log)
        #expect(reasons == [.initial, .replay], "seed \(seed)")
        #expect(report.entriesRejected.isEmpty)
        #expect(report.checkpointsVerified == (store.history.count - 1) / 7)
        #expect(report.firstMismatch == nil)
        // Every state along the way is the original's.
        let originals = store.history.map(\.state)
        let rebuilt = try log.stateJSONs().map { try JSONValueDecoder().decode(Counter.self, from: $0) }
        #expect(rebuilt == originals, "seed \(seed)")
        #expect(try log.states() == originals, "seed \(seed)")
        #expect(replayed.state == store.state)
        for entry in store.history.shuffled(using: &generator).prefix(20) {
            #expect(try log.state(atSequence: entry.sequence) == entry.state, "seed \(seed) entry \(entry.sequence)")
        }
        withExtendedLifetime(observation) {}
    }

    @Test func replayReportsTheFirstCheckpointThatDisagrees() throws {
        let store = sampleStore()
        var log = try store.makeLog(options: StateLogOptions(checkpointInterval: 2))
        // Tamper with the patch before a checkpoint.
        log.entries[1].patch = .object(["address": .string("elsewhere")])
        #expect(log.firstCheckpointMismatch() == 2)
        let replayed = Store(Order(), name: "order")
        let report = try replayed.replay(log)
        #expect(report.firstMismatch == 2)
        #expect(replayed.state.lines.first?.quantity == 2)
    }

    @Test func restoringFromALogOrFromPastedJSON() throws {
        let store = sampleStore()
        let log = store.log
        let other = Store(Order(), name: "order")
        #expect(try other.restore(from: log, sequence: 2))
        #expect(other.state.lines.first?.quantity == 2)
        #expect(other.history.last?.reason == .restore)
        #expect(try other.restore(fromJSON: #"{"status":"open","lines":[],"address":"Pasted Road"}"#))
        #expect(other.state.address == "Pasted Road")
        #expect(throws: StateLogError(
            code: .stateDoesNotDecode, line: nil, field: "lines", "Field 'lines' does not decode as Order: missing field 'lines'.")) {
            try other.restore(fromJSON: #"{"status":"open"}"#)
        }
        #expect(throws: StateLogError(code: .stateDoesNotDecode, line: nil, field: nil, "The state does not decode as Order: expected Dictionary<String, Any>: found array.")) {
            try other.restore(fromJSON: "[]")
        }
        #expect(throws: StateLogError.self) { try other.restore(fromJSON: "{") }
        #expect(throws: StateLogError(code: .noSuchEntry, line: nil, field: "seq", "The log has no entry 99.")) {
            try other.restore(from: log, sequence: 99)
        }
    }

    @Test func statesNameTheEntryThatDoesNotDecode() throws {
        let text = Self.header + "\n" + Self.first + "\n" + #"{"action":"pay","patch":{"lines":null},"reason":"action","seq":1}"# + "\n"
        let log = try StateLog<Order>(jsonLines: text)
        #expect(throws: StateLogError(
            code: .stateDoesNotDecode, line: nil, field: "state.lines",
            "Entry 1: field 'state.lines' does not decode as Order: missing field 'lines'.")) {
            try log.states()
        }
    }

    static let header = #"{"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Order","store":"order","version":1}"#
    static let first = #"{"action":"initial","reason":"initial","seq":0,"state":{"lines":[],"status":"open"}}"#

    @Test("Malformed logs name the line and the field", arguments: [
        (#"{"format":"json","version":1,"store":"o","stateType":"Order"}"#, "Line 1: field 'format' is 'json'; expected 'viewdata.statelog'."),
        (#"{"format":"viewdata.statelog","version":5,"store":"o","stateType":"Order"}"#, "Line 1: field 'version' is 5; this reader understands version 4."),
        (header + "\n" + first + "\n" + #"{"action":"x","reason":"action","seq":1,"jsonPatch":[{"op":"remove","path":"/lines/0"}]}"#,
         "Entry 1: field 'jsonPatch' operation 1: 'remove' of '/lines/0', which is not there."),
        (header + "\n" + first + "\n" + #"{"action":"x","reason":"action","seq":1,"jsonPatch":[{"op":"move","path":"/status"}]}"#,
         "Entry 1: field 'jsonPatch' operation 1: 'move' is not an operation a state log writes (add, remove, replace)."),
        (header + "\n" + first + "\n" + #"{"action":"x","reason":"action","seq":1,"patch":{},"jsonPatch":[]}"#,
         "Line 3: the entry has both 'patch' and 'jsonPatch'."),
        (header + "\n" + first + "\n" + #"{"rejected":"pay","message":"no","after":3}"#, "Line 3: field 'after' is 3, but the entry before it is 0."),
        (header + "\n" + #"{"rejected":"pay","message":"no","after":0}"#, "Line 2: field 'after' is 0, but no entry comes before it."),
        (header + "\n" + first + "\n" + #"{"rejected":"pay","after":0}"#, "Line 3: field 'message' is missing."),
        (header + "\n" + first + "\n" + #"{"rejected":"pay","message":"no","after":0,"values":{"n":1}}"#,
         "Line 3: field 'values' has 'n': 1, not a string."),
        (#"{"format":"viewdata.statelog","version":1,"store":"o","stateType":"Counter"}"#, "Line 1: field 'stateType' is 'Counter'; expected 'Order'."),
        (#"{"format":"viewdata.statelog","version":"1","store":"o","stateType":"Order"}"#, "Line 1: field 'version' is \"1\", not a whole number."),
        (header + "\n" + #"{"action":"a","patch":{},"reason":"action","seq":1}"#, "Line 2: field 'patch' has no state before it to apply to; the first entry needs a full 'state'."),
        (header + "\n" + #"{"action":"initial","reason":"initial","seq":0,"state":{"lines":[],"status":"closed"}}"#,
         "Line 2: field 'state.status' does not decode as Order: Cannot initialize Status from invalid String value closed."),
        (header + "\n" + first + "\n" + #"{"action":"a","patch":{},"seq":1}"#, "Line 3: field 'reason' is missing."),
        (header + "\n" + first + "\n" + #"{"action":"a","patch":{},"reason":"action","seq":0}"#, "Line 3: field 'seq' is 0, not after 0."),
        (header + "\n" + first + "\n" + #"{"action":"a","patch":{,"reason":"action","seq":1}"# + "\n" + first,
         "Line 3 is not valid JSON (expected a key in quotes at byte 23)."),
        (header + "\n[1]", "Line 2 is a JSON array, not an object."),
        (header + "\n" + first + "\n" + #"{"action":"a","reason":"action","seq":1}"#, "Line 3: the entry has neither 'state' nor 'patch'."),
        ("", "Line 1: the log has no header."),
    ])
    func malformedLogs(text: String, message: String) {
        do {
            // Read, and every state rebuilt.
            let log = try StateLog<Order>(jsonLines: text)
            for entry in log.entries { _ = try log.state(atSequence: entry.sequence) }
            Issue.record("read a malformed log: \(text)")
        } catch let error as StateLogError {
            #expect(error.message == message)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aTornLastLineIsSkippedWithAWarning() throws {
        let text = Self.header + "\n" + Self.first + "\n" + #"{"action":"addLine","patch":{"addr"#
        let log = try StateLog<Order>(jsonLines: text)
        #expect(log.entries.count == 1)
        #expect(log.warnings == ["Line 3 is incomplete (the writer stopped mid-line) and was skipped."])
    }

    static let orderOptions = StateLogOptions(redactedFields: ["cardNumber"])

    @Test func logFilesAppendLineByLineAndContinueAfterACrash() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let file = folder.file("state.jsonl")
        let store = Store(Order(), name: "order")
        try store.startLogging(to: StateLogFile(url: file, storeName: "order", options: Self.orderOptions))
        store.update("addLine") { $0.lines.append(.init(product: "Water", quantity: 1, price: 200)) }
        // Each change is on disk once the writer (off this thread) has written it; flushLog waits.
        store.flushLog()
        #expect((folder.contents("state.jsonl") ?? "").split(separator: "\n").count == 3)
        store.update("pay") { $0.status = .paying; $0.cardNumber = "4242" }
        #expect(store.logErrors.isEmpty)
        #expect(!(folder.contents("state.jsonl") ?? "").contains("4242"))
        store.stopLogging()

        // A crash mid-line: the torn line is cut off when a store continues the log.
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"action":"torn","pat"#.utf8))
        try handle.close()
        let reopened = try StateLogFile<Order>(url: file, storeName: "order", options: Self.orderOptions)
        #expect(reopened.warnings == ["Line 5 is incomplete (the writer stopped mid-line) and was skipped."])
        // Opening changes nothing; starting to log does.
        #expect((folder.contents("state.jsonl") ?? "").hasSuffix(#""pat"#))
        try store.startLogging(to: reopened)
        store.update("setAddress") { $0.address = "Main Street" }
        store.flushLog()
        let log = try StateLog<Order>(contentsOf: file)
        #expect(log.warnings.isEmpty)
        #expect(log.entries.map(\.action) == ["initial", "addLine", "pay", "continue", "setAddress"])
        #expect(log.entries.map(\.sequence) == [0, 1, 2, 3, 4])
        #expect(try log.state(atSequence: 4).address == "Main Street")
        #expect(try log.state(atSequence: 4).cardNumber == "<redacted>")
    }

    @Test func everyChangeOfTheStateIsLoggedWithItsReason() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let file = folder.file("state.jsonl")
        let store = Store(Counter(), name: "counter")
        store.recordsChangeSources = false
        try store.startLogging(to: StateLogFile(url: file, storeName: "counter"))
        for value in 1...3 { store.update("set") { $0.value = value } }
        store.undo()
        store.undo()
        store.redo()
        store.jump(to: 0)
        store.restore(Counter(value: 7))
        _ = store.undo()
        store.flushLog()
        #expect(folder.contents("state.jsonl") == """
            {"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Counter","store":"counter","version":2}
            {"action":"initial","reason":"initial","seq":0,"state":{"notes":[],"value":0}}
            {"action":"set","patch":{"value":1},"reason":"action","seq":1}
            {"action":"set","patch":{"value":2},"reason":"action","seq":2}
            {"action":"set","patch":{"value":3},"reason":"action","seq":3}
            {"action":"undo","entry":2,"patch":{"value":2},"reason":"undo","seq":4}
            {"action":"undo","entry":1,"patch":{"value":1},"reason":"undo","seq":5}
            {"action":"redo","entry":2,"patch":{"value":2},"reason":"redo","seq":6}
            {"action":"jump","entry":0,"patch":{"value":0},"reason":"jump","seq":7}
            {"action":"restore","patch":{"value":7},"reason":"restore","seq":8}
            {"action":"undo","entry":0,"patch":{"value":0},"reason":"undo","seq":9}

            """)
        // The log's last state is the store's, and its states are the store's, change by change.
        let log = try StateLog<Counter>(contentsOf: file)
        #expect(try log.states().map(\.value) == [0, 1, 2, 3, 2, 1, 2, 0, 7, 0])
        #expect(store.revision == 9)
    }

    @Test func aRecordingContinuesOnlyFromTheLogsLastState() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let file = folder.file("state.jsonl")
        let first = Store(Counter(), name: "counter")
        try first.startLogging(to: StateLogFile(url: file, storeName: "counter"))
        first.update("set") { $0.value = 5 }
        first.stopLogging()
        let written = folder.contents("state.jsonl")

        // A store in another state is refused, naming the field, and the file stays as it was.
        let other = Store(Counter(value: 1), name: "counter")
        let refusal = #expect(throws: StateLogError.self) { try other.startLogging(to: StateLogFile(url: file, storeName: "counter")) }
        #expect(refusal?.code == .doesNotContinue)
        #expect(refusal?.field == "value")
        #expect(refusal?.message == "'\(file.path)' ends at entry 1 in another state than the store's (they differ at 'value'): record to a new file, or start the store from the log's last state.")
        #expect(other.logFile == nil)
        #expect(folder.contents("state.jsonl") == written)
        #expect(try !StateLogFile<Counter>(url: file, storeName: "counter").canContinue(from: Counter(value: 1)))

        // A store at the log's last state continues it: its numbers go on after the log's.
        let second = Store(Counter(value: 5), name: "counter")
        try second.startLogging(to: StateLogFile(url: file, storeName: "counter"))
        second.update("set") { $0.value = 6 }
        second.undo()
        #expect(second.revision == 4)
        second.flushLog()
        let log = try StateLog<Counter>(contentsOf: file)
        #expect(log.entries.map(\.sequence) == [0, 1, 2, 3, 4])
        #expect(log.entries.map(\.reason) == [.initial, .action("set"), .initial, .action("set"), .undo])
        #expect(log.entries.map(\.action) == ["initial", "set", "continue", "set", "undo"])
        // The continuation is a full state, and says which entry the store was at.
        #expect(log.entries[2].isCheckpoint)
        #expect(log.entries[2].entrySequence == 0)
        #expect(try log.states().map(\.value) == [0, 5, 5, 6, 5])
    }

    @Test func aHeaderWithoutItsNewlineIsEndedBeforeTheFirstEntry() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let file = folder.file("state.jsonl")
        try Data(Self.header.utf8).write(to: file)
        let store = Store(Order(), name: "order")
        try store.startLogging(to: StateLogFile(url: file, storeName: "order"))
        store.update("setAddress") { $0.address = "Here" }
        store.flushLog()
        #expect(try StateLog<Order>(contentsOf: file).entries.map(\.action) == ["initial", "setAddress"])
    }

    @Test func aWriteThatFailsIsReportedAndNothingIsAppendedAfterAPartialLine() throws {
        // /dev/full takes no bytes: every write fails with "No space left on device".
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let store = Store(Counter(), name: "counter")
        let full = URL(fileURLWithPath: "/dev/full")
        let error = #expect(throws: StateLogError.self) { try store.startLogging(to: StateLogFile(url: full, storeName: "counter")) }
        #expect(error?.code == .io)
        #expect(error?.message == "Cannot write line 1 to '/dev/full': No space left on device.")
        #expect(store.logFile == nil)
        #expect(store.revision == 0)
    }

    @Test func aCompleteLastEntryWithoutItsNewlineIsKept() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let file = folder.file("state.jsonl")
        let text = Self.header + "\n" + Self.first
        try Data(text.utf8).write(to: file)
        let store = Store(Order(), name: "order")
        let reopened = try StateLogFile<Order>(url: file, storeName: "order")
        #expect(reopened.warnings.isEmpty)
        #expect(reopened.lastSequence == 0)
        try store.startLogging(to: reopened)
        store.update("setAddress") { $0.address = "Here" }
        store.flushLog()
        let log = try StateLog<Order>(contentsOf: file)
        #expect(log.entries.map(\.action) == ["initial", "continue", "setAddress"])
        #expect(folder.contents("state.jsonl")?.hasPrefix(text + "\n") == true)
    }

    @Test func theReaderGivesStatesOneAtATimeAndFailsAtTheEntryWithoutABase() throws {
        let log = try sampleStore().makeLog(options: StateLogOptions(checkpointInterval: 3))
        var reader = log.stateReader()
        var read: [(Int, Order)] = []
        while let (entry, state) = try reader.next() { read.append((entry.sequence, state)) }
        #expect(read.map(\.0) == [0, 1, 2, 3, 4])
        #expect(read.map(\.1) == sampleStore().history.map(\.state))
        #expect(try log.state(atSequence: 4) == read[4].1)
        // Without its first checkpoint, the first patch has nothing to apply to.
        var broken = log
        broken.entries.removeFirst()
        var brokenReader = broken.stateReader()
        let error = #expect(throws: StateLogError.self) { _ = try brokenReader.next() }
        #expect(error?.code == .patchWithoutBase)
        #expect(error?.message == "Entry 1 has a patch but no state before it to apply it to.")
    }

    @Test func fileErrorsKeepTheirCause() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let missing = folder.file("no/such/folder/state.jsonl")
        let opening = #expect(throws: StateLogError.self) {
            try Store(Counter(), name: "counter").startLogging(to: StateLogFile<Counter>(url: missing, storeName: "counter"))
        }
        #expect(opening?.code == .io)
        #expect((opening?.underlyingError as? POSIXError)?.code == .ENOENT)
        #expect(opening?.message == "Cannot open '\(missing.path)' to append: No such file or directory.")
        let reading = #expect(throws: StateLogError.self) { try StateLog<Counter>(contentsOf: missing) }
        #expect(reading?.code == .io)
        #expect(reading?.underlyingError != nil)
        // Parse problems have no underlying error.
        let parsing = #expect(throws: StateLogError.self) { try StateLog<Counter>(jsonLines: "{") }
        #expect(parsing?.underlyingError == nil)
    }

    @Test func aLogOfAnotherStateTypeIsNotContinued() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let file = folder.file("state.jsonl")
        try Store(Counter(), name: "counter").startLogging(to: StateLogFile<Counter>(url: file, storeName: "counter"))
        let error = #expect(throws: StateLogError.self) { try StateLogFile<Order>(url: file, storeName: "order") }
        #expect(error?.message == "'\(file.path)': Line 1: field 'stateType' is 'Counter'; expected 'Order'.")
        #expect((folder.contents("state.jsonl") ?? "").contains("\"stateType\":\"Counter\""))
    }

    @Test func refusalsAreLoggedWhenAskedAndReplaysStepOverThem() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let file = folder.file("state.jsonl")
        let store = Store(Order(), name: "order")
        store.recordsChangeSources = false
        store.addRule(ValidationRule("paying needs an address", violations: { $0.status == .paying && $0.address == nil ? ["no address"] : [] }))
        let options = StateLogOptions(redactedFields: ["cardNumber"], logsRejections: true)
        try store.startLogging(to: StateLogFile(url: file, storeName: "order", options: options))
        store.update("addLine") { $0.lines.append(.init(product: "Water", quantity: 1, price: 200)) }
        store.update("addLine") { _ in throw Rejection(code: "notSold", values: ["product": "Margherita", "cardNumber": "4242"]) }
        store.update("pay") { $0.status = .paying }
        store.update("setAddress") { $0.address = "Main Street" }
        #expect(store.logErrors.isEmpty)
        #expect(folder.contents("state.jsonl")?.contains("4242") == false)
        #expect(folder.contents("state.jsonl") == """
            {"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Order","store":"order","version":3}
            {"action":"initial","reason":"initial","seq":0,"state":{"lines":[],"status":"open"}}
            {"action":"addLine","patch":{"lines":[{"price":200,"product":"Water","quantity":1}]},"reason":"action","seq":1}
            {"after":1,"code":"notSold","message":"notSold [cardNumber: <redacted>, product: Margherita]","rejected":"addLine","values":{"cardNumber":"<redacted>","product":"Margherita"}}
            {"after":1,"message":"no address","rejected":"pay","rule":"paying needs an address"}
            {"action":"setAddress","patch":{"address":"Main Street"},"reason":"action","seq":2}

            """)
        // Every reader keeps them apart from the entries, and a log round-trips with them.
        let log = try StateLog<Order>(contentsOf: file)
        #expect(log.entries.map(\.sequence) == [0, 1, 2])
        #expect(log.rejections.map(\.action) == ["addLine", "pay"])
        #expect(log.rejections[1] == StateLogRejection(action: "pay", message: "no address", rules: ["paying needs an address"], afterSequence: 1))
        #expect(log.jsonLines == folder.contents("state.jsonl"))
        // A refusal that names no entry is left out rather than written where readers refuse it.
        var edited = log
        edited.rejections.append(StateLogRejection(action: "x", message: "lost", afterSequence: 7))
        #expect(try StateLog<Order>(jsonLines: edited.jsonLines).rejections == log.rejections)
        let index = try StateLogIndex(contentsOf: file)
        #expect(index.items.map(\.sequence) == [0, 1, 2] && index.rejections == log.rejections)
        let reader = try StateLogReader(contentsOf: file)
        var states: [JSONValue] = []
        while let (_, json) = try reader.next() { states.append(json) }
        #expect(states.count == 3 && reader.rejections == log.rejections)
        // A replay steps over them: the same states as the store went through.
        let replayed = Store(Order(), name: "order")
        let report = try replayed.replay(log)
        #expect(report.entriesApplied == 3 && report.entriesRejected.isEmpty)
        #expect(replayed.state == store.state)
        // Without the option, nothing of them is written, and the log stays version 2.
        let plain = Store(Order(), name: "order")
        try plain.startLogging(to: StateLogFile(url: folder.file("plain.jsonl"), storeName: "order"))
        plain.update("addLine") { _ in throw Rejection("no") }
        plain.flushLog()
        #expect(folder.contents("plain.jsonl")?.contains("rejected") == false)
        #expect(folder.contents("plain.jsonl")?.hasPrefix(#"{"checkpointInterval":50,"format":"viewdata.statelog","stateType":"Order","store":"order","version":2}"#) == true)
    }

    @Test func aVersion2LogThatIsContinuedGetsNoRefusals() throws {
        let folder = try TemporaryFolder("state-log")
        defer { folder.remove() }
        let file = folder.file("state.jsonl")
        let store = Store(Order(), name: "order")
        try store.startLogging(to: StateLogFile(url: file, storeName: "order"))
        store.stopLogging()
        let continued = try StateLogFile<Order>(url: file, storeName: "order", options: StateLogOptions(logsRejections: true))
        #expect(continued.warnings == ["'\(file.path)' is a version 2 log, which cannot hold refusals: they are not written to it."])
        try store.startLogging(to: continued)
        store.update("pay") { _ in throw Rejection("no") }
        #expect(store.logErrors.isEmpty)
        #expect(try StateLog<Order>(contentsOf: file).rejections.isEmpty)
        #expect(folder.contents("state.jsonl")?.contains("rejected") == false)
    }
}

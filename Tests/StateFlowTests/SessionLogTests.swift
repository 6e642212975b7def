import Foundation
import StateFlow
import StateFlowLog
import StateFlowTesting
import TestSupport
import Testing

private struct Document: Codable, Equatable, Sendable {
    var notes = ["Apple pie", "Bread"]
}

private struct ViewState: Codable, Equatable, Sendable {
    var selected: Int?
    var draft = ""
}

/// A tiny app of two stores driven by keys: ↓ selects the next note, letters go into a draft
/// that no store sees until ⏎ adds it as a note, ⌫ deletes the selection (refused while none is
/// selected).
private final class NotesApp {
    let document = Store(Document(), name: "document")
    let viewState = Store(ViewState(), name: "viewState")
    var typed = ""
    static let selectLine = #line + 13
    /// A bug to replay a session against: ↓ skips a note.
    var skips = false

    init(document: Document = Document(), viewState: ViewState = ViewState()) {
        self.document.restore(document)
        self.viewState.restore(viewState)
    }

    func handle(_ key: String) {
        switch key {
        case "↓":
            // `selectLine` names the line after.
            viewState.update("select") { $0.selected = min(($0.selected ?? -1) + (skips ? 2 : 1), document.state.notes.count - 1) }
        case "⏎":
            let note = typed
            typed = ""
            document.update("addNote") { $0.notes.append(note) }
            viewState.update("select") { $0.selected = document.state.notes.count - 1 }
        case "⌫":
            let selected = viewState.state.selected
            viewState.update("deselect") { _ in if selected == nil { throw Rejection("nothing is selected") } ; }
            if let selected {
                viewState.update("select") { $0.selected = nil }
                document.update("deleteNote") { $0.notes.remove(at: selected) }
            }
        default:
            typed += key
        }
    }
}

@Suite("Recorded sessions")
struct SessionLogTests {
    /// Records `keys` (one character each) in `folder` and returns the app.
    @discardableResult
    private func record(_ keys: [String], in folder: URL) throws -> NotesApp {
        let app = NotesApp()
        let recording = try SessionRecording(
            folder: folder, document: app.document, viewState: app.viewState, start: Date(timeIntervalSince1970: 1_800_000_000),
            size: (80, 24))
        for key in keys { recording.record(key: key) { app.handle(key) } }
        recording.stop()
        #expect(recording.errors.isEmpty)
        return app
    }

    @Test func aSessionKeepsEveryInputAndPairsBothLogs() throws {
        let folder = try TemporaryFolder("session")
        defer { folder.remove() }
        let app = try record(["↓", "x", "y", "⏎", "⌫", "⌫", "↓"], in: folder.url)

        // Every input, those that changed nothing too, with both stores' entries after it.
        #expect(folder.contents("inputs.jsonl") == """
            {"format":"viewdata.session","size":{"height":24,"width":80},"start":1800000000.0,"stores":{"document":"document","viewState":"viewState"},"version":1}
            {"after":{"document":0,"viewState":1},"key":"↓","n":1}
            {"after":{"document":0,"viewState":1},"key":"x","n":2}
            {"after":{"document":0,"viewState":1},"key":"y","n":3}
            {"after":{"document":1,"viewState":2},"key":"⏎","n":4}
            {"after":{"document":2,"viewState":3},"key":"⌫","n":5}
            {"after":{"document":2,"viewState":3},"key":"⌫","n":6}
            {"after":{"document":2,"viewState":4},"key":"↓","n":7}

            """)
        let session = try SessionLog(folder: folder.url)
        #expect(session.inputs.map(\.kind) == ["↓", "x", "y", "⏎", "⌫", "⌫", "↓"].map { .key($0) })
        #expect(session.inputs.map(\.stepName).prefix(2) == ["input 1: ↓", "input 2: x"])
        #expect(session.start == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(session.size?.width == 80 && session.size?.height == 24)
        // Each entry names its input and the other store's entry it goes with.
        #expect(session.document.items.map(\.input) == [nil, 4, 5])
        #expect(session.document.items.map(\.pairedSequence) == [nil, 1, 3])
        #expect(session.viewState.items.map(\.input) == [nil, 1, 4, 5, 7])
        // (⌫ moves the selection off the note before the document deletes it.)
        #expect(session.viewState.items.map(\.pairedSequence) == [nil, 0, 1, 1, 2])
        // What each input did, in each store, refusals included.
        let adding = session.changes(duringInput: 4)
        #expect(adding.document.entries.map(\.action) == ["addNote"])
        #expect(adding.viewState.entries.map(\.action) == ["select"])
        let refused = session.changes(duringInput: 6)
        #expect(refused.viewState.entries.isEmpty)
        #expect(refused.viewState.refusals.map(\.message) == ["nothing is selected"])
        #expect(refused.viewState.refusals.map(\.input) == [6])
        // Both states after any input, and at the start.
        let start = try session.states(afterInput: 0)
        #expect(start.document == (try JSONValue(parsing: #"{"notes":["Apple pie","Bread"]}"#)))
        let end = try session.states(afterInput: 7)
        #expect(try JSONValueDecoder().decode(Document.self, from: end.document) == app.document.state)
        #expect(try JSONValueDecoder().decode(ViewState.self, from: end.viewState) == app.viewState.state)
        #expect(session.warnings.isEmpty)
    }

    @Test func eachInputsEventsComeInTheOrderEachStoreMadeThem() throws {
        let folder = try TemporaryFolder("session-events")
        defer { folder.remove() }
        try record(["↓", "x", "⏎", "⌫", "⌫", "↓"], in: folder.url)
        var seen: [String] = []
        try SessionLog(folder: folder.url).forEachInput { input, document, viewState in
            func text(_ events: [SessionLog.Event]) -> String {
                events.map { event in
                    switch event.kind {
                    case .change(let settings):
                        event.action + "(" + settings.map { "\($0.path)=\($0.value?.jsonText ?? "-")" }.joined(separator: ",") + ")"
                    case .refusal(let rules, let message):
                        "refused " + event.action + "[\(rules.joined(separator: ","))]: " + message
                    }
                }.joined(separator: " ")
            }
            seen.append("\(input.number) \(input.kind): \(text(document)) | \(text(viewState))")
        }
        #expect(seen == [
            #"1 key("↓"):  | select(selected=0)"#,
            #"2 key("x"):  | "#,
            #"3 key("⏎"): addNote(notes[2]="x") | select(selected=2)"#,
            #"4 key("⌫"): deleteNote(notes[2]=-) | select(selected=-)"#,
            #"5 key("⌫"):  | refused deselect[]: nothing is selected"#,
            #"6 key("↓"):  | select(selected=0)"#,
        ])
    }

    @Test func aSessionReplaysThroughNewCodeAndFailsWhereItDiffers() throws {
        let folder = try TemporaryFolder("session-replay")
        defer { folder.remove() }
        try record(["↓", "x", "⏎", "⌫", "⌫", "↓", "↓"], in: folder.url)
        let session = try SessionLog(folder: folder.url)
        func replay(skipping: Bool) throws -> [String] {
            let states = try session.states(afterInput: 0)
            let app = NotesApp(document: try fromJSON(states.document.jsonText), viewState: try fromJSON(states.viewState.jsonText))
            app.skips = skipping
            var thrown: (any Error)?
            let found = issues {
                let tester = StoreTester(app.document, app.viewState)
                do {
                    try tester.replay(session, document: app.document, viewState: app.viewState) { input in
                        if case .key(let key) = input.kind { app.handle(key) }
                    }
                } catch {
                    thrown = error
                }
                tester.finish()
            }
            if let thrown { throw thrown }
            return found
        }
        #expect(try replay(skipping: false) == [])
        // The app, changed: the first ↓ selects the second note, and the failure says where.
        let found = try replay(skipping: true)
        #expect(found.first == """
            input 1: ↓: Store 'viewState', change 'select' (StateFlowTests/SessionLogTests.swift:\(NotesApp.selectLine)): the state is not what the test expects (-: expected, +: actual):
                ViewState(
              -   selected: 0,
              +   selected: 1,
                  draft: ""
                )
            """)
    }

    @Test func changesOutsideAnyInputBeforeTheFirstDoNotMoveTheStart() throws {
        let folder = try TemporaryFolder("session-start")
        defer { folder.remove() }
        let app = NotesApp()
        let recording = try SessionRecording(folder: folder.url, document: app.document, viewState: app.viewState)
        recording.record(key: "x") { app.handle("x") }  // no change
        app.document.update("sync") { $0.notes.append("From elsewhere") }  // no input
        recording.record(key: "↓") { app.handle("↓") }
        recording.stop()
        let session = try SessionLog(folder: folder.url)
        // The start is the state the session began in, not one the change outside it made.
        let start = try session.states(afterInput: 0)
        #expect(start.document == (try JSONValue(parsing: #"{"notes":["Apple pie","Bread"]}"#)))
        #expect(throws: StateLogError.self) { try session.states(afterInput: 3) }
        // The change outside any input comes before the input after it, with its state, and a
        // replay makes it again.
        var outside: [String] = []
        try session.forEachInput { input, document, _ in
            outside += document.filter(\.isOutsideInput).map { "\(input.number): \($0.action) \($0.state?.jsonText ?? "-")" }
        }
        #expect(outside == [#"2: sync {"notes":["Apple pie","Bread","From elsewhere"]}"#])
        let replayed = NotesApp()
        let found = issues {
            let tester = StoreTester(replayed.document, replayed.viewState)
            do {
                try tester.replay(session, document: replayed.document, viewState: replayed.viewState) { input in
                    if case .key(let key) = input.kind { replayed.handle(key) }
                }
            } catch {
                Issue.record("\(error)")
            }
            tester.finish()
        }
        #expect(found == [])
        #expect(replayed.document.state == app.document.state)
    }

    @Test func aSessionCannotRedactWhatItReplaysFrom() throws {
        let folder = try TemporaryFolder("session-redacted")
        defer { folder.remove() }
        let document = Store(Document(), name: "document", redacting: ["notes"])
        let viewState = Store(ViewState(), name: "viewState")
        let error = #expect(throws: StateLogError.self) {
            try SessionRecording(folder: folder.url, document: document, viewState: viewState)
        }
        #expect(error?.message == "A session is replayed from the states it logs, so it cannot redact fields (notes); record without them")
        #expect(folder.contents("inputs.jsonl") == nil)
    }

    @Test func aPastesStepNameShowsItsEscapesEscaped() throws {
        let folder = try TemporaryFolder("session-paste")
        defer { folder.remove() }
        let app = NotesApp()
        let recording = try SessionRecording(folder: folder.url, document: app.document, viewState: app.viewState)
        recording.record(key: "\u{1B}[200~two words\u{1B}[201~") {}
        recording.stop()
        #expect(try SessionLog(folder: folder.url).inputs.map(\.stepName) == [#"input 1: \u{1B}[200~two words\u{1B}[201~"#])
    }

    @Test func aSessionOfInputsAloneKeepsTheKeysAndActionsWithNoStores() throws {
        let folder = try TemporaryFolder("session-inputs")
        defer { folder.remove() }
        struct Pick: Codable { var index: Int }
        let recording = try SessionRecording(folder: folder.url, start: Date(timeIntervalSince1970: 1_800_000_000), size: (60, 20))
        var handled: [String] = []
        recording.record(key: "↓") { handled.append("↓") }
        recording.record(key: "{wait}") { handled.append("wait") }
        try recording.record(action: Pick(index: 2)) { handled.append("pick") }
        recording.stop()
        recording.record(key: "x") { handled.append("x after stop") }
        #expect(handled == ["↓", "wait", "pick", "x after stop"])
        #expect(recording.inputCount == 3)
        #expect(folder.contents("inputs.jsonl") == """
            {"format":"viewdata.session","size":{"height":20,"width":60},"start":1800000000.0,"version":1}
            {"key":"↓","n":1}
            {"key":"{wait}","n":2}
            {"action":{"index":2},"n":3}

            """)
        let session = try SessionInputs(folder: folder.url)
        #expect(session.storeNames == nil)
        #expect(session.start == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(session.size.map { [$0.width, $0.height] } == [60, 20])
        #expect(session.inputs.map(\.stepName) == ["input 1: ↓", "input 2: {wait}", #"input 3: {"index":2}"#])
        #expect(session.inputs.allSatisfy { $0.after == nil })
        // The reader of sessions of stores says what the folder is instead of failing on a log.
        let error = #expect(throws: StateLogError.self) { try SessionLog(folder: folder.url) }
        #expect(error?.message == "'inputs.jsonl' line 1 names no stores: the session records inputs alone, read by SessionInputs; "
            + "`viewdata log export-test` makes it a test of its screens.")
    }

    @Test func theInputsOfASessionOfStoresReadAloneNameTheStores() throws {
        let folder = try TemporaryFolder("session-inputs-of-stores")
        defer { folder.remove() }
        try record(["↓", "x"], in: folder.url)
        let inputs = try SessionInputs(folder: folder.url)
        #expect(inputs.storeNames.map { [$0.document, $0.viewState] } == ["document", "viewState"])
        #expect(inputs.inputs.map(\.after) == [SessionLog.Positions(document: 0, viewState: 1), SessionLog.Positions(document: 0, viewState: 1)])
        // A session of stores whose input lost its 'after' is refused, naming the line.
        let url = folder.file("inputs.jsonl")
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: #""after":{"document":0,"viewState":1},"key":"x""#, with: #""key":"x""#)
            .write(to: url, atomically: true, encoding: .utf8)
        let error = #expect(throws: StateLogError.self) { try SessionInputs(folder: folder.url) }
        #expect(error?.message == "'inputs.jsonl' line 3: field 'after' is missing.")
    }

    @Test func aSessionOfInputsAloneIsNotRecordedOverEither() throws {
        let folder = try TemporaryFolder("session-inputs-twice")
        defer { folder.remove() }
        try SessionRecording(folder: folder.url).record(key: "a") {}
        let before = folder.contents("inputs.jsonl")
        let error = #expect(throws: StateLogError.self) { try SessionRecording(folder: folder.url) }
        #expect(error?.message == "'\(folder.url.path)' already holds a session ('inputs.jsonl'); record to an empty folder")
        #expect(folder.contents("inputs.jsonl") == before)
    }

    @Test func anInputsFileIsReadAsBytes() throws {
        let folder = try TemporaryFolder("session-bytes")
        defer { folder.remove() }
        let recording = try SessionRecording(folder: folder.url, start: Date(timeIntervalSince1970: 0))
        for key in ["↓", "é", "⏎"] { recording.record(key: key) {} }
        recording.stop()
        let url = folder.file("inputs.jsonl")
        let bytes = try Data(contentsOf: url)
        // A crash inside the last line's `⏎` (three bytes): the line is torn, the rest read.
        try bytes.dropLast(4).write(to: url)
        let torn = try SessionInputs(folder: folder.url)
        #expect(torn.inputs.map(\.stepName) == ["input 1: ↓", "input 2: é"])
        #expect(torn.warnings == ["'inputs.jsonl' line 4 is torn (the session ended while writing it); skipped"])
        // A checkout with CRLF line ends and a byte-order mark reads the same.
        let text = String(decoding: bytes, as: UTF8.self)
        try Data(("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")).utf8).write(to: url)
        #expect(try SessionInputs(folder: folder.url).inputs.map(\.stepName) == ["input 1: ↓", "input 2: é", "input 3: ⏎"])
        // A start that is no time is refused by name, as the recorder refuses to write one.
        try Data(text.replacingOccurrences(of: #""start":0.0"#, with: #""start":1e400"#).utf8).write(to: url)
        let error = #expect(throws: StateLogError.self) { try SessionInputs(folder: folder.url) }
        #expect(error?.message == "'inputs.jsonl' line 1: field 'start' is 1e400, not a number of seconds.")
    }

    @Test func aRecordingRefusesWhatItsReaderWouldRefuse() throws {
        let folder = try TemporaryFolder("session-nonsense")
        defer { folder.remove() }
        let noSize = #expect(throws: StateLogError.self) { try SessionRecording(folder: folder.url, size: (0, 24)) }
        #expect(noSize?.message == "A session's screen is 1 to 10000 cells wide and high, not 0×24.")
        let noTime = #expect(throws: StateLogError.self) { try SessionRecording(folder: folder.url, start: Date(timeIntervalSince1970: .infinity)) }
        #expect(noTime?.message == "A session starts at a time, not inf.")
        let document = Store(Document(), name: "inputs")
        let viewState = Store(ViewState(), name: "viewState")
        let clash = #expect(throws: StateLogError.self) { try SessionRecording(folder: folder.url, document: document, viewState: viewState) }
        #expect(clash?.message == "A store of a session cannot be named 'inputs': its log would be the session's inputs.jsonl.")
        #expect(folder.contents("inputs.jsonl") == nil)
    }

    @Test func aFolderThatHoldsASessionIsNotRecordedOver() throws {
        let folder = try TemporaryFolder("session-twice")
        defer { folder.remove() }
        try record(["↓"], in: folder.url)
        let before = folder.contents("inputs.jsonl")
        let app = NotesApp()
        let error = #expect(throws: StateLogError.self) {
            try SessionRecording(folder: folder.url, document: app.document, viewState: app.viewState)
        }
        #expect(error?.message == "'\(folder.url.path)' already holds a session ('inputs.jsonl'); record to an empty folder")
        #expect(folder.contents("inputs.jsonl") == before)
    }

    /// Bad sessions: each is refused naming the file, the line and the field, or read with a
    /// warning where the session only ended in a crash.
    @Test(arguments: [
        ("another app's log", "document.jsonl", #""store":"document""#, #""store":"orders""#,
         "'document.jsonl' line 1: field 'store' is 'orders', but the session's store is 'document'."),
        ("an input out of the session", "viewState.jsonl", #""input":7"#, #""input":9"#,
         "'viewState.jsonl' line 7: field 'input' is 9, but the session has 7 inputs."),
        ("a pair the other log lacks", "document.jsonl", #""pair":3"#, #""pair":30"#,
         "'document.jsonl' line 4: field 'pair' is 30, which 'viewState.jsonl' has no entry for."),
        ("logs that do not pair", "viewState.jsonl", #""input":4"#, #""input":2"#,
         "'viewState.jsonl' line 4: entry 2 is of input 2, which ended at entry 1."),
        ("inputs out of order", "inputs.jsonl", #""viewState":1},"key":"y","n":3"#, #""viewState":9},"key":"y","n":3"#,
         "'inputs.jsonl' line 5: field 'after' names entries before those input 3 ended at."),
        ("inputs renumbered", "inputs.jsonl", #""n":3"#, #""n":4"#,
         "'inputs.jsonl' line 4: field 'n' is 4; expected 3."),
        ("another format", "inputs.jsonl", "viewdata.session", "viewdata.statelog",
         "'inputs.jsonl' line 1: field 'format' is 'viewdata.statelog'; expected 'viewdata.session'."),
    ])
    func aBadSessionIsRefusedNamingWhereItIsWrong(_ name: String, _ file: String, _ from: String, _ to: String, _ message: String) throws {
        let folder = try TemporaryFolder("session-bad")
        defer { folder.remove() }
        try record(["↓", "x", "y", "⏎", "⌫", "⌫", "↓"], in: folder.url)
        let url = folder.file(file)
        let original = try String(contentsOf: url, encoding: .utf8)
        let edited = original.replacingOccurrences(of: from, with: to)
        #expect(edited != original, "\(name): the edit changed nothing")
        try edited.write(to: url, atomically: true, encoding: .utf8)
        let error = #expect(throws: StateLogError.self, "\(name)") { try SessionLog(folder: folder.url) }
        #expect(error?.message == message, "\(name)")
    }

    @Test func aSessionThatEndedInACrashIsReadWithAWarning() throws {
        let folder = try TemporaryFolder("session-torn")
        defer { folder.remove() }
        try record(["↓", "x", "⏎"], in: folder.url)
        // The input line torn: its entries are left out.
        let url = folder.file("inputs.jsonl")
        let text = try String(contentsOf: url, encoding: .utf8)
        try String(text.dropLast(12)).write(to: url, atomically: true, encoding: .utf8)
        let session = try SessionLog(folder: folder.url)
        #expect(session.inputs.count == 2)
        #expect(session.warnings == [
            "'inputs.jsonl' line 4 is torn (the session ended while writing it); skipped",
            "'document.jsonl' entries from 1 on were made while input 3 was handled, which the session did not finish recording; they are not part of it",
            "'viewState.jsonl' entries from 2 on were made while input 3 was handled, which the session did not finish recording; they are not part of it",
        ])
        // The logs' last entries not written: the input that ends there is left out.
        let logURL = folder.file("viewState.jsonl")
        let log = try String(contentsOf: logURL, encoding: .utf8).split(separator: "\n")
        try (log.dropLast().joined(separator: "\n") + "\n").write(to: logURL, atomically: true, encoding: .utf8)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let ended = try SessionLog(folder: folder.url)
        #expect(ended.inputs.count == 2)
        #expect(ended.warnings == [
            "input 3 ('inputs.jsonl' line 4) ends at entries its logs do not have (the session ended before they were written); the session ends before it",
            "'document.jsonl' entries from 1 on were made while input 3 was handled, which the session did not finish recording; they are not part of it",
        ])
    }
}

import CommandLineSupport
import Foundation
import Showcase
import StateFlow
import StateFlowLog
import TestSupport
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import viewdata
@testable import viewdata_demo

@Suite("viewdata log")
struct LogCommandTests {
    /// A clock session recorded with `demo --record`: moves, a detail, a zone added through
    /// the picker, two moments of time travel, and the view-state wound alone.
    static let sessionKeys = "↓⏎⎋aosl⏎[[v[v"

    /// Records the session into a new folder; the caller removes it.
    func recordSession() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("log-command")
        let recorder = RecordingTerminal()
        let status = DemoTool.run(arguments: ["clock", "--keys", Self.sessionKeys, "--record", folder.url.path], terminal: recorder.terminal)
        #expect(status == 0, "\(recorder.errors)")
        return folder
    }

    /// Runs the showcase's tool (`viewdata-demo`), which records and reopens the logs.
    func demo(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let recorder = RecordingTerminal()
        let status = DemoTool.run(arguments: arguments, terminal: recorder.terminal)
        return (status, recorder.output, recorder.errors)
    }

    func run(_ arguments: [String], columns: Int? = nil) -> (status: Int32, output: String, errors: String) {
        let recorder = RecordingTerminal()
        recorder.columns = columns
        let status = ViewDataTool.run(arguments: arguments, terminal: recorder.terminal)
        return (status, recorder.output, recorder.errors)
    }

    @Test func actionsListEveryChangeWithItsReasonAndPaths() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let result = run(["log", "actions", folder.file("viewState.jsonl").path, "--width", "100"])
        #expect(result.status == 0, "\(result.errors)")
        assertSnapshot(of: result.output, as: .lines, named: "view-state actions")
        let filtered = run(["log", "actions", folder.file("viewState.jsonl").path, "--filter", "travel", "--width", "100"])
        assertSnapshot(of: filtered.output, as: .lines, named: "travel only")
    }

    @Test func showPrintsTheFullStateReadyToLoad() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let log = folder.file("viewState.jsonl")
        let last = run(["log", "show", log.path])
        #expect(last.status == 0, "\(last.errors)")
        // The last entry is the state the app ended in.
        let app = ClockApp(model: ClockModel(), now: Showcase.referenceDate)
        app.run(try KeyScript(Self.sessionKeys), startingAt: Showcase.referenceDate)
        let shown = try JSONValueDecoder().decode(ClockViewState.self, from: try JSONValue(parsing: last.output))
        #expect(shown == app.model.viewState.state)
        let third = run(["log", "show", log.path, "--at", "2"])
        #expect(third.output == """
            {
              "detail": {
                "zoneID": "00000000-0000-0000-0000-000000000002"
              },
              "master": {
                "highlightedID": "00000000-0000-0000-0000-000000000002",
                "isEditing": false,
                "scrollOffset": 0
              }
            }

            """)
        // Loaded back into the running app, it is the state shown.
        try Data(third.output.utf8).write(to: folder.file("copied.json"))
        try app.model.loadViewState(from: folder.file("copied.json"))
        #expect(app.model.notice == "Loaded the view-state from copied.json")
        #expect(app.model.viewState.state.detail?.zoneID == ClockDocument.sequentialID(2))
    }

    @Test func diffComparesTwoEntriesOrEachWithTheOneBefore() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let log = folder.file("viewState.jsonl").path
        assertSnapshot(of: run(["log", "diff", log, "1", "4"]).output, as: .lines, named: "1 to 4")
        assertSnapshot(of: run(["log", "diff", log, "2"]).output, as: .lines, named: "2 against 1")
        assertSnapshot(of: run(["log", "diff", log]).output, as: .lines, named: "every entry")
    }

    @Test func mistakesAreNamed() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let log = folder.file("viewState.jsonl").path
        #expect(run(["log"]).errors == "viewdata: \(LogCommand.usage)\n\n\(ViewDataTool.usage)")
        #expect(run(["log", "tail", log]).errors.hasPrefix("viewdata: unknown log command 'tail'; the commands are show, actions, diff, inspect, export-test\n"))
        #expect(run(["log", "show", log, "--at", "x"]).errors.hasPrefix("viewdata: --at must be an entry's sequence number (a whole number, 0 or more), got 'x'\n"))
        #expect(run(["log", "show", log, "--at", "999"]).errors == "viewdata: '\(log)' has no entry 999; its entries run from 0 to 12\n")
        #expect(run(["log", "diff", log, "0"]).errors == "viewdata: entry 0 is the log's first: there is no entry before it to compare with\n")
        let single = folder.file("single.jsonl")
        try Data((#"{"checkpointInterval":50,"format":"viewdata.statelog","stateType":"S","store":"s","version":2}"# + "\n"
            + #"{"action":"initial","reason":"initial","seq":0,"state":{}}"# + "\n").utf8).write(to: single)
        #expect(run(["log", "diff", single.path]).output == "'\(single.path)' has one entry: there is nothing to compare.\n")
        let missing = folder.file("missing.jsonl").path
        #expect(run(["log", "show", missing]).errors == "viewdata: Cannot read '\(missing)': there is no such file.\n")
        try Data("{\"format\":\"viewdata.statelog\",\"version\":2,\"store\":\"s\",\"stateType\":\"S\"}\n{\"seq\":0,\"reason\":\"initial\",\"action\":\"initial\"}\n".utf8)
            .write(to: folder.file("broken.jsonl"))
        #expect(run(["log", "actions", folder.file("broken.jsonl").path]).errors
            == "viewdata: '\(folder.file("broken.jsonl").path)': Line 2: the entry has neither 'state' nor 'patch'.\n")
    }

    @Test func theInspectorMovesSearchesAndFilters() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let index = try StateLogIndex(contentsOf: folder.file("viewState.jsonl"))
        let app = LogInspectorApp(inspector: LogInspector(index: index), size: Size(width: 100, height: 24))
        let size = Size(width: 100, height: 25)
        // Opens at the last entry.
        assertSnapshot(of: app.screen(size: size).plainText, as: .lines, named: "last entry")
        app.run(try KeyScript("{home}↓↓"), startingAt: Showcase.referenceDate)
        #expect(app.inspector.selectedItem == 2)
        assertSnapshot(of: app.screen(size: size).plainText, as: .lines, named: "entry 2")
        // A search over action names, then the next match.
        app.run(try KeyScript("/search⏎"), startingAt: Showcase.referenceDate)
        #expect(index.items[app.inspector.selectedItem!].action == "search")
        let first = app.inspector.selectedItem
        app.run(try KeyScript("n"), startingAt: Showcase.referenceDate)
        #expect(app.inspector.selectedItem! > first!)
        app.run(try KeyScript("/nothing like it⏎"), startingAt: Showcase.referenceDate)
        #expect(app.statusLine == " No action contains 'nothing like it'")
        // A filter keeps the entries whose action or reason matches.
        app.run(try KeyScript("ftravel⏎"), startingAt: Showcase.referenceDate)
        #expect(app.inspector.listed.allSatisfy { index.items[$0].reason == .travel || index.items[$0].action.contains("travel") })
        assertSnapshot(of: app.screen(size: size).plainText, as: .lines, named: "filtered")
        app.run(try KeyScript("{esc}{end}"), startingAt: Showcase.referenceDate)
        #expect(app.inspector.listed.count == index.items.count)
        #expect(app.inspector.selectedItem == index.items.count - 1)
        app.run(try KeyScript("q"), startingAt: Showcase.referenceDate)
        #expect(app.isFinished)
    }

    /// The README's loop: record, find an entry, show it, start the app there.
    @Test func theLoopFromARecordingBackToTheApp() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let log = folder.file("viewState.jsonl").path
        let shown = run(["log", "show", log, "--at", "8"])
        #expect(shown.status == 0, "\(shown.errors)")
        assertSnapshot(of: shown.output, as: .lines, named: "show 8")
        // Started at entry 8, the app shows that state over the document as it was then.
        let started = demo(["clock", "--from", folder.url.path + "@8", "--keys", "", "--width", "80", "--height", "16"])
        #expect(started.status == 0, "\(started.errors)")
        assertSnapshot(of: started.output, as: .lines, named: "started at 8")
        let app = ClockApp(model: ClockModel(), now: Showcase.referenceDate)
        app.run(try KeyScript("↓⏎⎋aosl⏎"), startingAt: Showcase.referenceDate)
        let point = try ClockModel.startingPoint(
            viewStateLog: folder.file("viewState.jsonl"), documentLog: folder.file("document.jsonl"), at: 8)
        #expect(point.viewState == app.model.viewState.state)
        #expect(point.document == app.model.document.state)
        #expect(point.description == "viewState.jsonl #8 dismissPicker")
        // Entries that are not there, and a folder without a recording, are named.
        #expect(demo(["clock", "--from", folder.url.path + "@99", "--keys", ""]).errors
            == "viewdata-demo: --from: '\(log)' has no entry 99; its entries run from 0 to 12.\n")
        #expect(demo(["clock", "--from", folder.url.path + "@x", "--keys", ""]).errors
            == "viewdata-demo: --from: '@x' must be an entry's sequence number (a whole number, 0 or more), as in LOG@12\n")
        // A folder whose name has an @ is a folder.
        let named = try TemporaryFolder("at@2")
        defer { named.remove() }
        #expect(demo(["clock", "--from", named.url.path, "--keys", ""]).errors
            == "viewdata-demo: --from: '\(named.url.path)' holds no recording (viewState.jsonl)\n")
        let empty = try TemporaryFolder("empty")
        defer { empty.remove() }
        #expect(demo(["clock", "--from", empty.url.path, "--keys", ""]).errors
            == "viewdata-demo: --from: '\(empty.url.path)' holds no recording (viewState.jsonl)\n")
    }

    @Test func aSecondRecordingIntoTheFolderNeverSplices() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let before = try Data(contentsOf: folder.file("viewState.jsonl"))
        // A new session starts elsewhere than the first ended: new files, the old ones as they were.
        let second = demo(["clock", "--keys", "↓↓↓e", "--record", folder.url.path, "--height", "8"])
        #expect(second.status == 0, "\(second.errors)")
        #expect(try Data(contentsOf: folder.file("viewState.jsonl")) == before)
        let log = try StateLog<ClockViewState>(contentsOf: folder.file("viewState-2.jsonl"))
        #expect(log.entries.map(\.action) == ["initial", "highlight", "highlight", "highlight", "startEditing"])
        // Started from the first recording's last state, a session continues its logs, and says so.
        let third = demo(["clock", "--from", folder.file("viewState.jsonl").path, "--keys", "↓", "--record", folder.url.path, "--height", "8"])
        #expect(third.status == 0, "\(third.errors)")
        let continued = try StateLog<ClockViewState>(contentsOf: folder.file("viewState.jsonl"))
        // (The session ended with the picker open: ↓ moves its highlight.)
        #expect(continued.entries.suffix(2).map(\.action) == ["continue", "pickerHighlight"])
        #expect(continued.entries.suffix(2).map(\.reason) == [.initial, .action("pickerHighlight")])
        #expect(try continued.states().dropLast().last == continued.states().dropLast(2).last)
        // The latest recording is the one written last, whatever its number. (File times can
        // be as coarse as a clock tick, and the sessions above ran within one: the second
        // session's log is dated a minute back, as a person's would be.)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: folder.file("viewState-2.jsonl").path)
        #expect(ClockModel.latestRecording(in: folder.url)?.viewState.lastPathComponent == "viewState.jsonl")
        // The first screen of a session that cannot continue says where it records.
        let fourth = demo(["clock", "--keys", "", "--record", folder.url.path, "--height", "8"])
        #expect(fourth.output.split(separator: "\n").last == " Recording to viewState-3.jsonl: the logs there end elsewhere")
        // A log that cannot be read is left as it is, and the recording goes to the next names.
        try Data("not a log\n".utf8).write(to: folder.file("viewState-4.jsonl"))
        // (The fourth session's log, at the first state, would be continued: it is spoiled too.)
        try Data("{\"torn\n{}\n".utf8).write(to: folder.file("viewState-3.jsonl"))
        let fifth = demo(["clock", "--keys", "↓", "--record", folder.url.path, "--height", "8"])
        #expect(fifth.status == 0, "\(fifth.errors)")
        #expect(try Data(contentsOf: folder.file("viewState-4.jsonl")) == Data("not a log\n".utf8))
        #expect(try StateLog<ClockViewState>(contentsOf: folder.file("viewState-5.jsonl")).entries.map(\.action) == ["initial", "highlight"])
    }

    @Test func withoutATerminalInspectPrintsTheActions() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let log = folder.file("viewState.jsonl").path
        #expect(run(["log", "inspect", log, "--width", "100"]).output == run(["log", "actions", log, "--width", "100"]).output)
    }

    @Test func inspectPressesKeysAndPrintsTheInspectorsScreen() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let log = folder.file("viewState.jsonl").path
        let screen = run(["log", "inspect", log, "--keys", "↓↓/openDetail⏎", "--width", "61", "--height", "14", "--no-color"])
        #expect(screen.status == 0, "\(screen.errors)")
        assertSnapshot(of: screen.output, as: .lines, named: "searched at 61x14")
        let resized = run(["log", "inspect", log, "--keys", "↓↓/openDetail⏎", "--width", "61", "--height", "14", "--resize", "100x14", "--no-color"])
        #expect(resized.output == run(["log", "inspect", log, "--keys", "↓↓/openDetail⏎", "--width", "100", "--height", "14", "--no-color"]).output)
        // The list follows its selection as it draws: the last screen is what a terminal shows
        // after the same keys, drawn after each (End, then Home and ↓: the list at its top).
        let moved = run(["log", "inspect", log, "--keys", "{end}{home}↓", "--width", "40", "--height", "12", "--no-color"])
        #expect(moved.output.split(separator: "\n")[1] == "│  0 initial       ││ {                │")
        let wrong = run(["log", "show", log, "--keys", "↓"])
        #expect(wrong.status == ViewDataTool.usageErrorStatus)
        #expect(wrong.errors.hasPrefix("viewdata: unknown option '--keys' for 'log show'\n"))
        let bad = run(["log", "inspect", log, "--keys", "{nonsense}"])
        #expect(bad.status == ViewDataTool.usageErrorStatus)
        #expect(bad.errors.hasPrefix("viewdata: --keys: "), "\(bad.errors)")
    }

    private struct Checkout: Codable, Equatable, Sendable {
        var step = 0
        var card = ""
    }

    @Test("A refusal by several rules is logged with all of them, and printed with each message once")
    func actionsPrintEveryBrokenRuleOnce() throws {
        let folder = try TemporaryFolder("log-rules")
        defer { folder.remove() }
        let card = ValidationRule<Checkout>("a card is needed to pay") { (state: Checkout) -> Bool in
            state.step < 2 || !state.card.isEmpty
        }
        let steps = ValidationRule<Checkout>("steps") { (state: Checkout) -> [String] in
            state.step > 3 ? ["step \(state.step) is past the last"] : []
        }
        let store = Store(Checkout(), name: "checkout", rules: [card, steps])
        let url = folder.file("checkout.jsonl")
        try store.startLogging(to: StateLogFile(url: url, storeName: "checkout", options: StateLogOptions(logsRejections: true)))
        let pay = #line; #expect(!store.update("pay") { $0.step = 5 })
        let confirm = #line; #expect(!store.update("confirm") { $0.step = 2 })
        store.stopLogging()
        // Each refusal names the line that asked for it; where the width is short, that column
        // goes first.
        let actions = run(["log", "actions", url.path, "--width", "100"])
        #expect(actions.output == """
            seq  reason   action   source                                   changed
            ────────────────────────────────────────────────────────────────────────────────────────────────────
              0  initial  initial                                           (state)
                 refused  pay      viewdataTests/LogCommandTests.swift:\(pay)  a card is needed to pay; step 5 is
                                                                            past the last [steps]
                 refused  confirm  viewdataTests/LogCommandTests.swift:\(confirm)  a card is needed to pay
            1 entry, 2 refused

            """)
        let narrow = run(["log", "actions", url.path, "--width", "80"])
        #expect(narrow.output == """
            seq  reason   action   changed
            ───────────────────────────────────────────────────────────────────────────────
              0  initial  initial  (state)
                 refused  pay      a card is needed to pay; step 5 is past the last [steps]
                 refused  confirm  a card is needed to pay
            1 entry, 2 refused

            """)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines[2] == #"{"after":0,"message":"a card is needed to pay; step 5 is past the last","rejected":"pay","rule":"a card is needed to pay","rules":["a card is needed to pay","steps"],"source":"viewdataTests/LogCommandTests.swift:\#(pay)"}"#)
        #expect(try StateLog<Checkout>(jsonLines: Data(contentsOf: url)).rejections.map(\.rules) == [["a card is needed to pay", "steps"], ["a card is needed to pay"]])
    }

    @Test func actionsListTheRefusalsALogKeeps() throws {
        // The clock records with StateLogOptions(logsRejections: true): adding Tokyo again and
        // an empty name are refused by the document, and the log keeps both.
        let folder = try TemporaryFolder("log-refusals")
        defer { folder.remove() }
        let recorded = demo(["clock", "--record", folder.url.path, "--keys", "atoky⏎⎋⏎r{ctrl-u}⏎", "--width", "60", "--height", "10"])
        #expect(recorded.status == 0, "\(recorded.errors)")
        let actions = run(["log", "actions", folder.file("document.jsonl").path, "--width", "60"])
        #expect(actions.output == """
            seq  reason   action      changed
            ────────────────────────────────────────────────────────
              0  initial  initial     (state)
                 refused  addZone     Tokyo is already in the list
                 refused  renameZone  a zone's name cannot be empty
            1 entry, 2 refused

            """)
        let filtered = run(["log", "actions", folder.file("document.jsonl").path, "--width", "60", "--filter", "rename"])
        #expect(filtered.output.hasSuffix("0 of 1 entries and 1 refusal match 'rename'\n"))
        // The document's states replay as they were, the refusals stepped over.
        let replay = demo(["replay", folder.url.path, "--width", "40", "--height", "6"])
        #expect(replay.status == 0, "\(replay.errors)")
    }
}

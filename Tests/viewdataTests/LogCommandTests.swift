import Foundation
import Showcase
import StateFlow
import TestSupport
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import viewdata

@Suite("viewdata log")
struct LogCommandTests {
    /// A clock session recorded with `demo --record`: moves, a detail, a zone added through
    /// the picker, two moments of time travel, and the view-state wound alone.
    static let sessionKeys = "↓⏎⎋aosl⏎[[v[v"

    /// Records the session into a new folder; the caller removes it.
    func recordSession() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("log-command")
        let recorder = RecordingTerminal()
        let status = ViewDataTool.run(arguments: ["demo", "clock", "--keys", Self.sessionKeys, "--record", folder.url.path], terminal: recorder.terminal)
        #expect(status == 0, "\(recorder.errors)")
        return folder
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
        #expect(run(["log", "tail", log]).errors.hasPrefix("viewdata: unknown log command 'tail'; the commands are show, actions, diff, inspect\n"))
        #expect(run(["log", "show", log, "--at", "x"]).errors.hasPrefix("viewdata: --at must be an entry's sequence number (a whole number, 0 or more), got 'x'\n"))
        #expect(run(["log", "show", log, "--at", "999"]).errors == "viewdata: '\(log)' has no entry 999; its entries run from 0 to 12\n")
        #expect(run(["log", "diff", log, "0"]).errors == "viewdata: entry 0 is the log's first: there is no entry before it to compare with\n")
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

    @Test func withoutATerminalInspectPrintsTheActions() throws {
        let folder = try recordSession()
        defer { folder.remove() }
        let log = folder.file("viewState.jsonl").path
        #expect(run(["log", "inspect", log, "--width", "100"]).output == run(["log", "actions", log, "--width", "100"]).output)
    }
}

// A recorded session kept as a test, made by `viewdata log export-test search-and-delete --app NotesApp --module Notes --at 8,25,46`.
// It starts the app at the session's first states, replays each input the user made, checks
// every change of both stores as the session made it (refusals too) and the screens it was
// asked for. A first run records no screen: a missing reference fails, to be looked at and
// accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.
import Foundation
import StateFlowLog
import StateFlowTesting
import Testing
import TextSnapshots
import TextUI
@testable import Notes

@Test func searchAndDelete() throws {
    var now = Date(timeIntervalSince1970: 1795911073.7385716)
    let app = try NotesApp.replaying(
        document: fromJSON(#"""
            {
              "notes": [
                {
                  "id": 1,
                  "title": "Apple pie"
                },
                {
                  "id": 2,
                  "title": "Bread"
                },
                {
                  "id": 3,
                  "title": "Cherry pie"
                },
                {
                  "id": 4,
                  "title": "Dumplings"
                },
                {
                  "id": 5,
                  "title": "Pie crust"
                }
              ]
            }
            """#),
        viewState: fromJSON(#"""
            {
              "search": ""
            }
            """#),
        startingAt: now)
    let tester = StoreTester(app.document, app.viewState)
    _ = app.screen(size: Size(width: 60, height: 12))   // the session's screen, before any key

    tester.run("input 1: ↓") { now = app.run(try KeyScript("↓"), startingAt: now) } expecting: {
        $0.change(app.viewState, "select", setting: ["selectedID": "1"])  // Notes/NotesController.swift:30
    }

    tester.run("input 2: ↓") { now = app.run(try KeyScript("↓"), startingAt: now) } expecting: {
        $0.change(app.viewState, "select", setting: ["selectedID": "2"])  // Notes/NotesController.swift:30
    }

    tester.run("input 3: /") { now = app.run(try KeyScript("/"), startingAt: now) }

    tester.run("input 4: p") { now = app.run(try KeyScript("p"), startingAt: now) } expecting: {
        $0.change(app.viewState, "search", setting: ["search": #""p""#, "selectedID": "1"])  // Notes/NotesController.swift:35
    }

    tester.run("input 5: i") { now = app.run(try KeyScript("i"), startingAt: now) } expecting: {
        $0.change(app.viewState, "search", setting: ["search": #""pi""#])  // Notes/NotesController.swift:35
    }

    tester.run("input 6: e") { now = app.run(try KeyScript("e"), startingAt: now) } expecting: {
        $0.change(app.viewState, "search", setting: ["search": #""pie""#])  // Notes/NotesController.swift:35
    }

    tester.run("input 7: ⏎") { now = app.run(try KeyScript("⏎"), startingAt: now) }

    tester.run("input 8: d") { now = app.run(try KeyScript("d"), startingAt: now) } expecting: {
        $0.change(app.document, "deleteNote", setting: ["notes[0]": nil])  // Notes/NotesController.swift:63
        $0.change(app.viewState, "select", setting: ["selectedID": "3"])  // Notes/NotesController.swift:62
    }
    assertSnapshot(
        of: app.screen(size: Size(width: 60, height: 12)).plainText, as: .lines, named: "input-8",
        record: .never)

    tester.run("input 9: [") { now = app.run(try KeyScript("["), startingAt: now) } expecting: {
        $0.change(app.document, "travel", setting: ["notes": #"[{"id":1,"title":"Apple pie"},{"id":2,"title":"Bread"},{"id":3,"title":"Cherry pie"},{"id":4,"title":"Dumplings"},{"id":5,"title":"Pie crust"}]"#])
        $0.change(app.viewState, "travel", setting: ["selectedID": "1"])
    }

    tester.run("input 10: ]") { now = app.run(try KeyScript("]"), startingAt: now) } expecting: {
        $0.change(app.document, "travel", setting: ["notes[0]": nil])
        $0.change(app.viewState, "travel", setting: ["selectedID": "3"])
    }

    tester.run("input 11: r") { now = app.run(try KeyScript("r"), startingAt: now) }

    tester.run("input 12: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 13: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 14: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 15: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 16: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 17: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 18: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 19: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 20: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 21: T") { now = app.run(try KeyScript("T"), startingAt: now) }

    tester.run("input 22: a") { now = app.run(try KeyScript("a"), startingAt: now) }

    tester.run("input 23: r") { now = app.run(try KeyScript("r"), startingAt: now) }

    tester.run("input 24: t") { now = app.run(try KeyScript("t"), startingAt: now) }

    tester.run("input 25: ⏎") { now = app.run(try KeyScript("⏎"), startingAt: now) } expecting: {
        $0.refusal(app.document, "renameNote", rules: ["the selected note is shown"])  // \'CTart\' is selected but the search hides it
    }
    assertSnapshot(
        of: app.screen(size: Size(width: 60, height: 12)).plainText, as: .lines, named: "input-25",
        record: .never)

    tester.run("input 26: r") { now = app.run(try KeyScript("r"), startingAt: now) }

    tester.run("input 27: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 28: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 29: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 30: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 31: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 32: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 33: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 34: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 35: ⌫") { now = app.run(try KeyScript("⌫"), startingAt: now) }

    tester.run("input 36: ⏎") { now = app.run(try KeyScript("⏎"), startingAt: now) } expecting: {
        $0.refusal(app.document, "renameNote", rules: ["the selected note is shown"])  // \'C\' is selected but the search hides it
    }

    tester.run("input 37: a") { now = app.run(try KeyScript("a"), startingAt: now) }

    tester.run("input 38: F") { now = app.run(try KeyScript("F"), startingAt: now) }

    tester.run("input 39: i") { now = app.run(try KeyScript("i"), startingAt: now) }

    tester.run("input 40: g") { now = app.run(try KeyScript("g"), startingAt: now) }

    tester.run("input 41: {space}") { now = app.run(try KeyScript("{space}"), startingAt: now) }

    tester.run("input 42: t") { now = app.run(try KeyScript("t"), startingAt: now) }

    tester.run("input 43: a") { now = app.run(try KeyScript("a"), startingAt: now) }

    tester.run("input 44: r") { now = app.run(try KeyScript("r"), startingAt: now) }

    tester.run("input 45: t") { now = app.run(try KeyScript("t"), startingAt: now) }

    tester.run("input 46: ⏎") { now = app.run(try KeyScript("⏎"), startingAt: now) } expecting: {
        $0.change(app.document, "addNote", setting: ["notes[4]": #"{"id":6,"title":"Fig tart"}"#])  // Notes/NotesController.swift:46
        $0.change(app.viewState, "select", setting: ["search": #""""#, "selectedID": "6"])  // Notes/NotesController.swift:47
    }
    assertSnapshot(
        of: app.screen(size: Size(width: 60, height: 12)).plainText, as: .lines, named: "input-46",
        record: .never)

    tester.run("input 47: q") { now = app.run(try KeyScript("q"), startingAt: now) }
    tester.finish()
}

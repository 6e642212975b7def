// A recorded session kept as a test, made by `viewdata log export-test clock --app ClockApp --module Showcase --at 3,21 --name clockSession`.
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
@testable import Showcase

@Test func clockSession() throws {
    var now = Date(timeIntervalSince1970: 1773500966.0)
    let app = try ClockApp.replaying(
        document: fromJSON(#"""
            {
              "zones": [
                {
                  "id": "00000000-0000-0000-0000-000000000001",
                  "identifier": "Australia/Sydney",
                  "name": "Sydney"
                },
                {
                  "id": "00000000-0000-0000-0000-000000000002",
                  "identifier": "Asia/Tokyo",
                  "name": "Tokyo"
                },
                {
                  "id": "00000000-0000-0000-0000-000000000003",
                  "identifier": "Asia/Kathmandu",
                  "name": "Kathmandu"
                },
                {
                  "id": "00000000-0000-0000-0000-000000000004",
                  "identifier": "Europe/Zurich",
                  "name": "Zürich"
                },
                {
                  "id": "00000000-0000-0000-0000-000000000005",
                  "identifier": "Europe/London",
                  "name": "London"
                },
                {
                  "id": "00000000-0000-0000-0000-000000000006",
                  "identifier": "America/New_York",
                  "name": "New York"
                },
                {
                  "id": "00000000-0000-0000-0000-000000000007",
                  "identifier": "America/Sao_Paulo",
                  "name": "São Paulo"
                },
                {
                  "id": "00000000-0000-0000-0000-000000000008",
                  "identifier": "Pacific/Honolulu",
                  "name": "Honolulu"
                }
              ]
            }
            """#),
        viewState: fromJSON(#"""
            {
              "master": {
                "highlightedID": "00000000-0000-0000-0000-000000000001",
                "isEditing": false,
                "scrollOffset": 0
              }
            }
            """#),
        startingAt: now)
    let tester = StoreTester(app.document, app.viewState)
    _ = app.screen(size: Size(width: 80, height: 24))   // the session's screen, before any key

    tester.run("input 1: ↓") { now = app.run(try KeyScript("↓"), startingAt: now) } expecting: {
        $0.change(app.viewState, "highlight", setting: ["master.highlightedID": #""00000000-0000-0000-0000-000000000002""#])  // Showcase/ClockModel.swift:112
    }

    tester.run("input 2: ↓") { now = app.run(try KeyScript("↓"), startingAt: now) } expecting: {
        $0.change(app.viewState, "highlight", setting: ["master.highlightedID": #""00000000-0000-0000-0000-000000000003""#])  // Showcase/ClockModel.swift:112
    }

    tester.run("input 3: ⏎") { now = app.run(try KeyScript("⏎"), startingAt: now) } expecting: {
        $0.change(app.viewState, "openDetail", setting: ["detail": #"{"zoneID":"00000000-0000-0000-0000-000000000003"}"#])  // Showcase/ClockModel.swift:157
    }
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-3",
        record: .never)

    tester.run("input 4: r") { now = app.run(try KeyScript("r"), startingAt: now) } expecting: {
        $0.change(app.viewState, "beginRename", setting: ["detail.renameText": #""Kathmandu""#])  // Showcase/ClockModel.swift:175
    }

    tester.run("input 5: {ctrl-u}") { now = app.run(try KeyScript("{ctrl-u}"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 6: K") { now = app.run(try KeyScript("K"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""K""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 7: a") { now = app.run(try KeyScript("a"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Ka""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 8: t") { now = app.run(try KeyScript("t"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kat""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 9: h") { now = app.run(try KeyScript("h"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kath""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 10: m") { now = app.run(try KeyScript("m"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kathm""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 11: a") { now = app.run(try KeyScript("a"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kathma""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 12: n") { now = app.run(try KeyScript("n"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kathman""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 13: d") { now = app.run(try KeyScript("d"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kathmand""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 14: u") { now = app.run(try KeyScript("u"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kathmandu""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 15: {space}") { now = app.run(try KeyScript("{space}"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kathmandu ""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 16: 2") { now = app.run(try KeyScript("2"), startingAt: now) } expecting: {
        $0.change(app.viewState, "editName", setting: ["detail.renameText": #""Kathmandu 2""#])  // Showcase/ClockModel.swift:184
    }

    tester.run("input 17: ⏎") { now = app.run(try KeyScript("⏎"), startingAt: now) } expecting: {
        $0.change(app.document, "renameZone", setting: ["zones[2].name": #""Kathmandu 2""#])  // Showcase/ClockDocument.swift:105
        $0.change(app.viewState, "endRename", setting: ["detail.renameText": nil])  // Showcase/ClockModel.swift:195
    }

    tester.run("input 18: ⎋") { now = app.run(try KeyScript("⎋"), startingAt: now) } expecting: {
        $0.change(app.viewState, "closeDetail", setting: ["detail": nil])  // Showcase/ClockModel.swift:165
    }

    tester.run("input 19: a") { now = app.run(try KeyScript("a"), startingAt: now) } expecting: {
        $0.change(app.viewState, "presentPicker", setting: ["selection": #"{"highlightedIdentifier":"Africa/Abidjan","scrollOffset":0,"searchText":""}"#])  // Showcase/ClockModel.swift:208
    }

    tester.run("input 20: o") { now = app.run(try KeyScript("o"), startingAt: now) } expecting: {
        $0.change(app.viewState, "search", setting: ["selection.highlightedIdentifier": #""Europe/Oslo""#, "selection.searchText": #""o""#])  // Showcase/ClockModel.swift:217
    }

    tester.run("input 21: s") { now = app.run(try KeyScript("s"), startingAt: now) } expecting: {
        $0.change(app.viewState, "search", setting: ["selection.searchText": #""os""#])  // Showcase/ClockModel.swift:217
    }
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-21",
        record: .never)

    tester.run("input 22: l") { now = app.run(try KeyScript("l"), startingAt: now) } expecting: {
        $0.change(app.viewState, "search", setting: ["selection.searchText": #""osl""#])  // Showcase/ClockModel.swift:217
    }

    tester.run("input 23: ⏎") { now = app.run(try KeyScript("⏎"), startingAt: now) } expecting: {
        $0.change(app.document, "addZone", setting: ["zones[8]": #"{"id":"00000000-0000-0000-0000-000000000009","identifier":"Europe/Oslo","name":"Oslo"}"#])  // Showcase/ClockDocument.swift:77
        $0.change(app.viewState, "dismissPicker", setting: ["master.highlightedID": #""00000000-0000-0000-0000-000000000009""#, "selection": nil])  // Showcase/ClockModel.swift:260
    }

    tester.run("input 24: [") { now = app.run(try KeyScript("["), startingAt: now) } expecting: {
        $0.change(app.document, "travel", setting: ["zones[8]": nil])
        $0.change(app.viewState, "travel", setting: ["master.highlightedID": #""00000000-0000-0000-0000-000000000003""#, "selection": #"{"highlightedIdentifier":"Europe/Oslo","scrollOffset":0,"searchText":"osl"}"#])
    }

    tester.run("input 25: [") { now = app.run(try KeyScript("["), startingAt: now) } expecting: {
        $0.change(app.viewState, "travel", setting: ["selection.searchText": #""os""#])
    }

    tester.run("input 26: ]") { now = app.run(try KeyScript("]"), startingAt: now) } expecting: {
        $0.change(app.viewState, "travel", setting: ["selection.searchText": #""osl""#])
    }
    tester.finish()
}

import Foundation
import StateFlow
import StateFlowLog
import TestSupport
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import Showcase

@Suite("Clock screens")
struct ClockScreenTests {
    let now = Showcase.referenceDate
    let zones = ClockDocument.sample.zones

    @Test(arguments: [40, 80, 120])
    func walkthrough(width: Int) throws {
        try assertWalkthrough(ClockApp.self, width: width)
    }

    @Test func presentationFollowsTheViewStateWhateverChangesIt() {
        let app = ClockApp(now: now)
        let screen = app.clockViewController
        app.model.presentPicker()
        #expect(screen.presentedViewController === screen.pickerViewController)
        #expect(app.window.firstResponder === screen.pickerViewController.searchField)
        app.model.back()
        #expect(screen.presentedViewController == nil)
        #expect(app.window.firstResponder === screen.listViewController.tableView)
        app.model.forward()
        #expect(screen.presentedViewController === screen.pickerViewController)
        // A view-state loaded whole shows its detail.
        app.model.viewState.restore(ClockViewState(detail: .init(zoneID: zones[2].id)))
        #expect(screen.presentedViewController == nil)
        #expect(screen.split.isShowingDetailWhenCollapsed)
        _ = app.screen(size: Size(width: 120, height: 20))
        #expect(!screen.split.isCollapsed)
    }

    @Test func keysOnlyChangeTheStores() throws {
        let app = ClockApp(now: now)
        let document = app.model.document
        try screen(of: app, after: "↓↓⏎")
        #expect(app.model.viewState.state.detail?.zoneID == zones[2].id)
        // Escape closes the detail side by side too, where the detail is not in the list's chain.
        _ = app.screen(size: Size(width: 120, height: 20))
        try screen(of: app, after: "⎋", size: Size(width: 120, height: 20))
        #expect(app.model.viewState.state.detail == nil)
        try screen(of: app, after: "aTokyo⏎")
        #expect(app.model.notice == "Not added: Tokyo is already in the list")
        try screen(of: app, after: "⎋e↓d")
        #expect(document.state.zones.map(\.id) == zones.enumerated().filter { $0.offset != 3 }.map(\.element.id))
        try screen(of: app, after: "u")
        #expect(document.state == .sample)
    }

    @Test func whileInThePastKeysTravelAndDoNotType() throws {
        let app = ClockApp(now: now)
        try screen(of: app, after: "aosl⏎[")
        #expect(app.model.viewState.state.selection?.searchText == "osl")
        #expect(app.window.firstResponder == nil)
        #expect(app.statusLine.hasPrefix(" the past:"))
        // v is the app's here, not typed into the search.
        try screen(of: app, after: "v")
        #expect(app.model.windsViewStateOnly)
        #expect(app.model.viewState.state.selection?.searchText == "osl")
        try screen(of: app, after: "v]")
        #expect(!app.model.isBrowsingHistory)
        #expect(app.model.viewState.state.selection == nil)
    }

    @Test func sAndLSaveAndLoadTheViewState() throws {
        let temporary = try TemporaryFolder("clock-app")
        defer { temporary.remove() }
        let folder = temporary.url
        let app = ClockApp(now: now)
        app.viewStateURL = folder.appendingPathComponent("state.json")
        try screen(of: app, after: "↓⏎s")
        #expect(app.statusLine == " Saved the view-state to state.json")
        try screen(of: app, after: "⎋↓↓")
        #expect(app.model.viewState.state.detail == nil)
        try screen(of: app, after: "l")
        #expect(app.model.viewState.state.detail?.zoneID == zones[1].id)
        #expect(app.statusLine == " Loaded the view-state from state.json")
        app.viewStateURL = folder.appendingPathComponent("missing.json")
        try screen(of: app, after: "l")
        #expect(app.statusLine.hasPrefix(" Could not load the view-state: Cannot read '"))
        #expect(app.statusLine.hasSuffix("missing.json': there is no such file"))
    }

    @Test func theScreenUnderThePickerTakesNoKeys() throws {
        let app = ClockApp(now: now)
        // In the past, the picker has no focus: d must not delete the zone under it.
        try screen(of: app, after: "eao[d")
        #expect(app.model.document.state == .sample)
        #expect(app.model.viewState.state.selection?.searchText == "")
        try screen(of: app, after: "r")
        #expect(app.model.viewState.state.detail == nil)
    }

    @Test func theCollapsedDetailStillTakesTheAppsKeys() throws {
        let app = ClockApp(now: now)
        let size = Size(width: 40, height: 14)
        try screen(of: app, after: "⏎", size: size)
        #expect(app.statusLine == " ⎋ back · r rename · a add · u/U undo/redo · q quit")
        try screen(of: app, after: "e", size: size)
        #expect(app.model.viewState.state.master.isEditing)
        try screen(of: app, after: "a", size: size)
        #expect(app.model.viewState.state.selection != nil)
    }

    /// The rows of the screen's list that carry a user-action mark.
    func markedRows(_ app: ClockApp) -> [String] {
        app.screen(size: Size(width: 80, height: 24)).plainText.split(separator: "\n").filter { $0.contains("◂") }
            .map { String($0.prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces) }
    }

    @Test func aUserActionIsMarkedAndUndoTravelAndReplayAreNot() throws {
        let app = ClockApp(now: now)
        app.run(try KeyScript("↓↓r{ctrl-u}Patan⏎"), startingAt: now)
        #expect(markedRows(app) == ["▸ Patan ◂ renamed        20:54"])
        // The mark lasts until the next key.
        app.run(try KeyScript("↓"), startingAt: now)
        #expect(markedRows(app).isEmpty)
        // Undo and redo change the name back and forth: not a user's edit, no mark.
        app.run(try KeyScript("u"), startingAt: now)
        #expect(app.model.document.state.zones[2].name == "Kathmandu")
        #expect(markedRows(app).isEmpty)
        app.run(try KeyScript("U"), startingAt: now)
        #expect(app.model.document.state.zones[2].name == "Patan")
        #expect(markedRows(app).isEmpty)
        // Time travel neither.
        app.run(try KeyScript("[[[["), startingAt: now)
        #expect(app.model.document.state.zones[2].name == "Kathmandu")
        app.run(try KeyScript("]]]]"), startingAt: now)
        #expect(app.model.document.state.zones[2].name == "Patan")
        #expect(markedRows(app).isEmpty)
        // Adding a zone is marked.
        app.run(try KeyScript("aosl⏎"), startingAt: now)
        #expect(markedRows(app) == ["▸ Oslo ◂ added           16:09"])

        // A replay of the same session shows the states and marks nothing.
        let replayed = ClockApp(now: now)
        replayed.model.document.restore(app.model.document.state, reason: .replay, action: "replay")
        #expect(replayed.model.document.state == app.model.document.state)
        #expect(markedRows(replayed).isEmpty)
    }

    @Test func refusedViewStateChangesSaySo() throws {
        let app = ClockApp(now: now)
        app.model.updateRename("y")
        #expect(app.model.notice == "Not done: no zone is being renamed")
        #expect(app.statusLine == " Not done: no zone is being renamed")
        // A loaded state that breaks a rule is refused, and said.
        let temporary = try TemporaryFolder("clock-rule")
        defer { temporary.remove() }
        let folder = temporary.url
        let file = folder.appendingPathComponent("state.json")
        try #"{"master":{"scrollOffset":0,"isEditing":false},"detail":{"zoneID":"00000000-0000-0000-0000-000000000001","renameText":"a"},"selection":{"searchText":"","scrollOffset":0}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        try app.model.loadViewState(from: file)
        #expect(app.model.notice == "Not loaded from state.json: the picker cannot open while a zone is being renamed")
        #expect(app.model.viewState.state == ClockViewState(master: .init(highlightedID: ClockDocument.sample.zones[0].id)))
    }

    @Test func theNewZoneIsScrolledIntoViewOnAShortScreen() throws {
        let app = ClockApp(now: now)
        let size = Size(width: 60, height: 10)
        let text = try screen(of: app, after: "aoslo⏎", size: size)
        #expect(text.contains("▸ Oslo"))
        let offset = app.model.viewState.state.master.scrollOffset
        #expect(offset > 0)
        #expect(offset == app.model.document.state.zones.count - app.model.visibleListRows)
    }

    @Test func timesLineUpWhateverTheOffset() {
        let view = ClockPreviews.previews.first { $0.name == "list" }!.render(width: 40)
        let rows = view.lines.filter { $0.contains(":") && ($0.contains("UTC")) }
        let columns = Set(rows.map { row in row.distance(from: row.startIndex, to: row.firstIndex(of: ":")!) })
        #expect(rows.count == 8)
        #expect(columns.count == 1, "\(rows)")
    }

    @Test func aLoadedPickerStateIsFittedToItsSearch() throws {
        let temporary = try TemporaryFolder("clock-picker")
        defer { temporary.remove() }
        let folder = temporary.url
        let file = folder.appendingPathComponent("state.json")
        try #"{"master":{"scrollOffset":0,"isEditing":false},"selection":{"searchText":"zzz","highlightedIdentifier":"Nope/Nope","scrollOffset":50}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let model = ClockModel()
        try model.loadViewState(from: file)
        #expect(model.viewState.state.selection == .init(searchText: "zzz", scrollOffset: 0, highlightedIdentifier: nil))
        model.addHighlightedZone()
        #expect(model.document.state == .sample)
        try #"{"master":{"scrollOffset":0,"isEditing":false},"selection":{"searchText":"lim","highlightedIdentifier":"Asia/Tokyo","scrollOffset":3}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        try model.loadViewState(from: file)
        #expect(model.viewState.state.selection == .init(searchText: "lim", scrollOffset: 0, highlightedIdentifier: "America/Lima"))
    }

    @Test func theDocumentSavesAndLoadsAsJSON() throws {
        let temporary = try TemporaryFolder("clock-doc")
        defer { temporary.remove() }
        let folder = temporary.url
        let file = folder.appendingPathComponent("zones.json")
        let model = ClockModel()
        model.presentPicker()
        model.search("lima")
        model.addHighlightedZone()
        try model.saveDocument(to: file)
        #expect(try ClockModel.loadDocument(from: file) == model.document.state)
        #expect(try String(contentsOf: file, encoding: .utf8).contains(#""identifier" : "America/Lima""#))
        // A new model on the loaded document adds zones with identities nobody has.
        let again = ClockModel(document: try ClockModel.loadDocument(from: file))
        var document = again.document.state
        document.zones.remove(at: 0)
        let fewer = ClockModel(document: document)
        fewer.presentPicker()
        fewer.search("oslo")
        fewer.addHighlightedZone()
        #expect(fewer.document.state.zones.count == document.zones.count + 1)
        #expect(Set(fewer.document.state.zones.map(\.id)).count == fewer.document.state.zones.count)

        for (text, message) in [
            ("{", "'zones.json': The text is not valid JSON"),
            (#"{"zones":[{"id":"00000000-0000-0000-0000-000000000001","name":"","identifier":"Asia/Tokyo"}]}"#, "'zones.json': zone 'Asia/Tokyo' has no name"),
            (#"{"zones":[{"id":"00000000-0000-0000-0000-000000000001","name":"X","identifier":"Mars/Base"}]}"#, "'zones.json': 'Mars/Base' is not a time zone"),
        ] {
            try text.write(to: file, atomically: true, encoding: .utf8)
            #expect(throws: StateLogError.self) { try ClockModel.loadDocument(from: file) }
            do {
                _ = try ClockModel.loadDocument(from: file)
            } catch let error as StateLogError {
                #expect(error.message.hasPrefix(message), "\(error.message)")
            }
        }
        #expect(throws: StateLogError.self) { try ClockModel.loadDocument(from: folder.appendingPathComponent("none.json")) }
    }

    @Test func theClockTicks() {
        let app = ClockApp(now: now)
        #expect(!app.advanceTime(to: now + 0.5))
        #expect(app.advanceTime(to: now + 1))
        app.model.openDetail(zones[0].id)
        let screen = app.screen(size: Size(width: 120, height: 12)).plainText
        #expect(screen.contains("02:09:27"))
    }

    @Test func resizingCollapsesAndExpandsTheSplit() throws {
        let app = ClockApp(now: now)
        try screen(of: app, after: "↓⏎")
        let wide = app.screen(size: Size(width: 120, height: 12)).plainText
        #expect(wide.contains("▸ Tokyo") && wide.contains("Asia/Tokyo"))
        let narrow = app.screen(size: Size(width: 40, height: 12)).plainText
        #expect(narrow.hasPrefix("‹ Clock"))
        #expect(!narrow.contains("Sydney"))
        // Back to wide: the list takes the keys again.
        _ = app.screen(size: Size(width: 120, height: 12))
        try screen(of: app, after: "↓", size: Size(width: 120, height: 12))
        #expect(app.model.viewState.state.master.highlightedID == zones[2].id)
    }

    @Test func previews() {
        for preview in ClockPreviews.previews {
            for width in Set([40, 80, preview.width]).sorted() {
                assertSnapshot(of: preview.render(width: width), as: .text(width: width), named: "\(preview.name) \(width)")
            }
        }
    }
}

import Foundation
import StateFlow
import StateFlowLog
import TestSupport
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import Showcase

@Suite("Clock document")
struct ClockDocumentTests {
    @Test func addingAZoneUsesItsCityName() {
        let store = Store(ClockDocument(), name: "document", rules: ClockDocument.rules)
        #expect(store.addZone(identifier: "America/Argentina/Buenos_Aires", id: ClockDocument.sequentialID(1)))
        #expect(store.state.zones == [ClockZone(id: ClockDocument.sequentialID(1), name: "Buenos Aires", identifier: "America/Argentina/Buenos_Aires")])
    }

    @Test func unknownAndDuplicateZonesAreRefused() {
        let store = Store(ClockDocument.sample, name: "document", rules: ClockDocument.rules)
        #expect(!store.addZone(identifier: "Mars/Olympus_Mons", id: ClockDocument.sequentialID(50)))
        #expect(!store.addZone(identifier: "Asia/Tokyo", id: ClockDocument.sequentialID(51)))
        #expect(!store.addZone(identifier: "Europe/Oslo", id: ClockDocument.sequentialID(1)))
        #expect(store.state == ClockDocument.sample)
        #expect(store.rejections.map(\.message) == [
            "'Mars/Olympus_Mons' is not a time zone", "Tokyo is already in the list", "zone 00000000-0000-0000-0000-000000000001 is in the list twice",
        ])
        #expect(store.rejections.map(\.action) == ["addZone", "addZone", "addZone"])
    }

    @Test func renamingTrimsAndRefusesEmptyAndLongNames() {
        let store = Store(ClockDocument.sample, name: "document", rules: ClockDocument.rules)
        let id = ClockDocument.sample.zones[1].id
        #expect(store.renameZone(id: id, to: "  東京 🗼 "))
        #expect(store.state.zone(withID: id)?.name == "東京 🗼")
        #expect(!store.renameZone(id: id, to: " \t "))
        #expect(!store.renameZone(id: id, to: String(repeating: "x", count: 41)))
        #expect(!store.renameZone(id: ClockDocument.sequentialID(99), to: "Nowhere"))
        #expect(store.state.zone(withID: id)?.name == "東京 🗼")
        #expect(store.rejections.map(\.message) == [
            "a zone's name cannot be empty", "'\(String(repeating: "x", count: 41))' is longer than 40 characters",
            "there is no zone 00000000-0000-0000-0000-000000000063 to rename",
        ])
    }

    @Test func removingAZone() {
        let store = Store(ClockDocument.sample, name: "document", rules: ClockDocument.rules)
        #expect(store.removeZone(id: ClockDocument.sample.zones[0].id))
        #expect(store.state.zones.count == ClockDocument.sample.zones.count - 1)
        #expect(!store.removeZone(id: ClockDocument.sample.zones[0].id))
        #expect(store.rejections.last?.message == "there is no zone 00000000-0000-0000-0000-000000000001 to remove")
    }

    @Test func theDocumentIsCodable() throws {
        let data = try JSONEncoder().encode(ClockDocument.sample)
        #expect(try JSONDecoder().decode(ClockDocument.self, from: data) == ClockDocument.sample)
    }

    @Test func theCatalogSearchesCitiesWithoutCaseOrAccents() {
        #expect(ZoneCatalog.search("SAO").first?.identifier == "America/Sao_Paulo")
        #expect(ZoneCatalog.search("zurich").map(\.identifier) == ["Europe/Zurich"])
        // Cities that start with the text come first.
        let results = ZoneCatalog.search("lon").map(\.city)
        #expect(results.first == "London")
        #expect(results.contains("Barcelona") == false)
        #expect(ZoneCatalog.search("europe/").allSatisfy { $0.identifier.hasPrefix("Europe/") })
        #expect(ZoneCatalog.search("").count == ZoneCatalog.entries.count)
        #expect(ZoneCatalog.search("qqqq").isEmpty)
        #expect(ZoneCatalog.entries.count == ZoneCatalog.offeredIdentifiers.count)
    }

    @Test func offsetsAndTimes() {
        let date = Showcase.referenceDate
        #expect(ZoneCatalog.offsetText(for: "Asia/Kathmandu", at: date) == "UTC+05:45")
        #expect(ZoneCatalog.offsetText(for: "America/St_Johns", at: date) == "UTC−02:30")
        #expect(ZoneCatalog.offsetText(for: "Europe/London", at: date) == "UTC")
        #expect(ZoneCatalog.offsetText(for: "Not/AZone", at: date) == "UTC?")
        #expect(ZoneCatalog.time(in: "Asia/Tokyo", at: date) == "00:09")
        #expect(ZoneCatalog.time(in: "Asia/Tokyo", at: date, seconds: true) == "00:09:26")
    }
}

@Suite("Clock view-state")
struct ClockViewStateTests {
    let zones = ClockDocument.sample.zones

    @Test func reconcilingDropsWhatTheDocumentNoLongerHas() {
        var document = ClockDocument.sample
        let state = ClockViewState(master: .init(scrollOffset: 7, highlightedID: zones[7].id), detail: .init(zoneID: zones[7].id, renameText: "x"))
        document.zones.removeLast(3)
        let fitted = ClockViewState.reconciled(state, with: document)
        #expect(fitted.detail == nil)
        #expect(fitted.master.highlightedID == zones[0].id)
        #expect(fitted.master.scrollOffset == 4)
        #expect(ClockViewState.reconciled(state, with: .sample) == state)
    }

    @Test func rulesRefuseImpossibleStates() {
        let store = Store(ClockViewState(), name: "viewState", rules: ClockViewState.rules)
        #expect(!store.update("scroll") { $0.master.scrollOffset = -1 })
        #expect(!store.update("both") {
            $0.detail = .init(zoneID: zones[0].id, renameText: "a")
            $0.selection = .init()
        })
        #expect(store.state == ClockViewState())
        #expect(store.rejections.map(\.rule) == ["offsets are not negative", "one thing at a time"])
    }

    @Test func theViewStateIsJSON() throws {
        let state = ClockViewState(
            master: .init(scrollOffset: 2, isEditing: true, highlightedID: zones[2].id),
            selection: .init(searchText: "Zü", scrollOffset: 1, highlightedIdentifier: "Europe/Zurich"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(state), as: UTF8.self)
        #expect(json == #"{"master":{"highlightedID":"00000000-0000-0000-0000-000000000003","isEditing":true,"scrollOffset":2},"selection":{"highlightedIdentifier":"Europe\/Zurich","scrollOffset":1,"searchText":"Zü"}}"#)
        #expect(try JSONDecoder().decode(ClockViewState.self, from: Data(json.utf8)) == state)
    }
}

@Suite("Clock model")
struct ClockModelTests {
    let zones = ClockDocument.sample.zones

    @Test(arguments: [(0, 0, 5, 0), (4, 0, 5, 0), (5, 0, 5, 1), (9, 0, 5, 5), (2, 4, 5, 2), (6, 4, 5, 4), (3, 0, 0, 3)])
    func scrollingKeepsTheRowInView(row: Int, offset: Int, rows: Int, expected: Int) {
        #expect(ClockModel.offset(showing: row, from: offset, rows: rows) == expected)
    }

    @Test func highlightAndDetailAreViewState() {
        let model = ClockModel()
        model.highlight(zones[5].id, visibleRows: 3)
        #expect(model.viewState.state.master == .init(scrollOffset: 3, highlightedID: zones[5].id))
        model.openDetail(zones[5].id)
        #expect(model.viewState.state.detail == .init(zoneID: zones[5].id))
        model.openDetail(ClockDocument.sequentialID(99))
        #expect(model.viewState.state.detail == .init(zoneID: zones[5].id))
        model.closeDetail()
        #expect(model.viewState.state.detail == nil)
        #expect(model.document.state == .sample)
        #expect(model.viewState.history.map(\.action) == ["initial", "highlight", "openDetail", "closeDetail"])
    }

    @Test func deletingNeedsEditingAndMovesTheHighlight() {
        let model = ClockModel()
        model.highlight(zones[7].id, visibleRows: 10)
        model.deleteZone(zones[7].id)
        #expect(model.document.state == .sample)
        #expect(model.notice == "Press e to edit the list before deleting")
        model.setEditing(true)
        model.deleteZone(zones[7].id)
        #expect(model.document.state.zones == Array(zones.dropLast()))
        #expect(model.viewState.state.master.highlightedID == zones[6].id)
        model.highlight(zones[2].id, visibleRows: 10)
        model.deleteZone(zones[2].id)
        #expect(model.viewState.state.master.highlightedID == zones[3].id)
        // Another zone's highlight stays where it is.
        model.deleteZone(zones[0].id)
        #expect(model.viewState.state.master.highlightedID == zones[3].id)
    }

    @Test func renamingGoesThroughTheViewStateThenTheDocument() {
        let model = ClockModel()
        model.highlight(zones[3].id, visibleRows: 10)
        model.beginRename()
        #expect(model.viewState.state.detail == .init(zoneID: zones[3].id, renameText: "Zürich"))
        model.updateRename("Zurich HQ")
        #expect(model.document.state.zones[3].name == "Zürich")
        model.commitRename()
        #expect(model.document.state.zones[3].name == "Zurich HQ")
        #expect(model.viewState.state.detail == .init(zoneID: zones[3].id))
        model.beginRename()
        model.updateRename("   ")
        model.commitRename()
        #expect(model.notice == "Not renamed: a zone's name cannot be empty")
        #expect(model.viewState.state.detail?.renameText == "   ")
        model.cancelRename()
        #expect(model.viewState.state.detail?.renameText == nil)
        model.updateRename("nope")
        #expect(model.viewState.rejections.last?.message == "no zone is being renamed")
    }

    @Test func thePickerSearchesHighlightsAndAdds() {
        let model = ClockModel()
        model.presentPicker()
        #expect(model.viewState.state.selection?.highlightedIdentifier == ZoneCatalog.entries.first?.identifier)
        model.search("os")
        let matches = ZoneCatalog.search("os")
        #expect(model.pickerEntries == matches)
        #expect(model.viewState.state.selection?.highlightedIdentifier == matches[0].identifier)
        model.movePickerHighlight(by: 2, visibleRows: 2)
        #expect(model.viewState.state.selection == .init(searchText: "os", scrollOffset: 1, highlightedIdentifier: matches[2].identifier))
        model.movePickerHighlight(by: -100, visibleRows: 2)
        #expect(model.viewState.state.selection == .init(searchText: "os", scrollOffset: 0, highlightedIdentifier: matches[0].identifier))
        model.search("oslo")
        model.addHighlightedZone()
        #expect(model.document.state.zones.last?.identifier == "Europe/Oslo")
        #expect(model.viewState.state.selection == nil)
        #expect(model.viewState.state.master.highlightedID == model.document.state.zones.last?.id)
        // The same zone again is refused, and the picker stays.
        model.presentPicker()
        model.search("oslo")
        model.addHighlightedZone()
        #expect(model.notice == "Not added: Oslo is already in the list")
        #expect(model.viewState.state.selection != nil)
        model.search("qqq")
        model.addHighlightedZone()
        #expect(model.notice == "No time zone matches the search")
        model.dismissPicker()
        #expect(model.viewState.state.selection == nil)
        model.search("x")
        #expect(model.viewState.rejections.last?.message == "the picker is not shown")
    }

    @Test func undoFitsTheViewStateToTheDocument() {
        let model = ClockModel()
        model.presentPicker()
        model.search("oslo")
        model.addHighlightedZone()
        let oslo = model.document.state.zones.last!.id
        model.openDetail(oslo)
        model.undo()
        #expect(model.document.state == .sample)
        #expect(model.viewState.state.detail == nil)
        #expect(model.viewState.state.master.highlightedID == zones[0].id)
        model.redo()
        #expect(model.document.state.zones.last?.id == oslo)
        model.redo()
        #expect(model.notice == "Nothing to redo")
    }

    @Test func travelWindsBothStoresOrTheViewStateAlone() {
        let model = ClockModel()
        model.highlight(zones[1].id, visibleRows: 10)
        model.presentPicker()
        model.search("oslo")
        model.addHighlightedZone()
        // Adding the zone and closing the picker is one moment.
        #expect(model.travel.timeline.map(\.action) == ["highlight", "presentPicker", "search", "addZone"])
        #expect(model.historyPosition == "history 4/4")
        #expect(!model.isBrowsingHistory)
        model.back()
        // Before the zone was added: the picker shows, and the document does not have Oslo yet.
        #expect(model.document.state == .sample)
        #expect(model.viewState.state.selection?.searchText == "oslo")
        #expect(model.isBrowsingHistory)
        model.back(); model.back(); model.back()
        #expect(model.viewState.state == ClockViewState(master: .init(highlightedID: zones[0].id)))
        model.back()
        #expect(model.notice == "This is the start of the history")
        model.forward(); model.forward(); model.forward(); model.forward()
        #expect(model.historyPosition == "history 4/4")
        #expect(model.document.state.zones.count == 9)

        model.toggleViewStateOnly()
        model.back(); model.back()
        #expect(model.historyPosition == "view-state 2/4, document held")
        #expect(model.viewState.state.selection?.searchText == "")
        #expect(model.document.state.zones.count == 9)
        #expect(model.isBrowsingHistory)
        // Back to both stores: the view-state returns to the shared position.
        model.toggleViewStateOnly()
        #expect(model.viewState.state.selection == nil)
        #expect(!model.isBrowsingHistory)
    }

    @Test func undoAndRedoAreMomentsAndLoggedChanges() throws {
        let model = ClockModel()
        model.setEditing(true)
        model.highlight(zones[1].id, visibleRows: 10)
        model.deleteZone(zones[1].id)
        model.undo()
        #expect(model.document.state == .sample)
        model.redo()
        #expect(model.document.state.zones.count == 7)
        model.undo()
        #expect(model.travel.timeline.map(\.action) == ["startEditing", "highlight", "deleteZone", "undo", "redo", "undo"])
        // Winding back over the undo shows the zone deleted; forward again, restored.
        model.back()
        #expect(model.document.state.zones.count == 7)
        model.forward()
        #expect(model.document.state == .sample)
        // Undo starts again from what time travel shows.
        model.redo()
        #expect(model.notice == "Nothing to redo")
        // A new change after all that: every moment can be reached and shows a whole state.
        model.presentPicker()
        model.search("lima")
        model.addHighlightedZone()
        for position in stride(from: model.travel.timeline.count, through: 0, by: -1) {
            model.travel.wind(to: position)
            #expect(model.document.state.zones.count >= 7, "position \(position)")
            #expect(ClockViewState.reconciled(model.viewState.state, with: model.document.state).detail == model.viewState.state.detail)
        }
        #expect(model.document.history.map(\.action).contains("undo"))
    }

    @Test func windingNeverShowsHalfAnAction() {
        let model = ClockModel()
        model.openDetail(zones[1].id)
        model.setEditing(true)
        model.deleteZone(zones[1].id)
        model.back()
        // Before the delete: the zone and its detail; never the detail of a deleted zone.
        #expect(model.document.state == .sample)
        #expect(model.viewState.state.detail?.zoneID == zones[1].id)
        model.forward()
        #expect(model.viewState.state.detail == nil)
        #expect(model.viewState.state.master.highlightedID == zones[2].id)
    }

    @Test func aChangeAfterWindingTheViewStateAloneLeavesNoDeadMoments() {
        let model = ClockModel()
        model.highlight(zones[1].id, visibleRows: 10)
        model.highlight(zones[2].id, visibleRows: 10)
        model.highlight(zones[3].id, visibleRows: 10)
        model.toggleViewStateOnly()
        model.back(); model.back()
        model.openDetail(zones[5].id)
        model.toggleViewStateOnly()
        #expect(model.travel.timeline.map(\.action) == ["highlight", "openDetail"])
        // Every step back shows something different.
        var seen: [ClockViewState] = [model.viewState.state]
        while model.travel.canGoBack {
            model.back()
            seen.append(model.viewState.state)
        }
        #expect(Set(seen.map { String(describing: $0) }).count == seen.count)
    }

    @Test func aChangeInThePastDropsTheFuture() {
        let model = ClockModel()
        model.highlight(zones[1].id, visibleRows: 10)
        model.highlight(zones[2].id, visibleRows: 10)
        model.back()
        model.openDetail(zones[1].id)
        #expect(!model.isBrowsingHistory)
        #expect(model.historyPosition == "history 2/2")
        #expect(model.viewState.history.map(\.action) == ["initial", "highlight", "openDetail"])
    }

    @Test func theViewStateSavesAndLoads() throws {
        let temporary = try TemporaryFolder("clock")
        defer { temporary.remove() }
        let folder = temporary.url
        let file = folder.appendingPathComponent("view-state.json")
        let model = ClockModel()
        model.openDetail(zones[4].id)
        try model.saveViewState(to: file)
        #expect(model.notice == "Saved the view-state to view-state.json")
        let saved = model.viewState.state
        model.closeDetail()
        try model.loadViewState(from: file)
        #expect(model.viewState.state == saved)
        #expect(model.viewState.history.last?.action == "loadViewState")

        // A state that names zones the document lacks is fitted to it.
        try #"{"master":{"scrollOffset":0,"isEditing":false,"highlightedID":"00000000-0000-0000-0000-0000000000FF"},"detail":{"zoneID":"00000000-0000-0000-0000-0000000000FF"}}"#
            .write(to: file, atomically: true, encoding: .utf8)
        try model.loadViewState(from: file)
        #expect(model.viewState.state == ClockViewState(master: .init(highlightedID: zones[0].id)))

        // Broken files change nothing and the error names the file.
        let before = model.viewState.state
        try #"{"master": 3}"#.write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: StateLogError.self) { try model.loadViewState(from: file) }
        do {
            try model.loadViewState(from: file)
        } catch let error as StateLogError {
            #expect(error.message.hasPrefix("'view-state.json': "))
            #expect(error.code == .stateDoesNotDecode)
        }
        try "not json".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: StateLogError.self) { try model.loadViewState(from: file) }
        #expect(throws: StateLogError.self) { try model.loadViewState(from: folder.appendingPathComponent("missing.json")) }
        #expect(model.viewState.state == before)
    }

    @Test func recordingWritesLogsThatReadBack() throws {
        let temporary = try TemporaryFolder("clock-log")
        defer { temporary.remove() }
        let folder = temporary.url
        let model = ClockModel()
        try model.record(to: folder)
        model.highlight(zones[1].id, visibleRows: 10)
        model.openDetail(zones[1].id)
        model.beginRename()
        model.updateRename("Edo")
        model.commitRename()
        // The logs are written off this thread: what was handed over, written.
        model.viewState.flushLog()
        model.document.flushLog()
        let viewStates = try StateLog<ClockViewState>(contentsOf: folder.appendingPathComponent("viewState.jsonl"))
        let documents = try StateLog<ClockDocument>(contentsOf: folder.appendingPathComponent("document.jsonl"))
        #expect(try viewStates.states() == model.viewState.history.map(\.state))
        #expect(try documents.states().last?.zones[1].name == "Edo")
        #expect(viewStates.entries.last?.documentRevision == model.document.revision)
    }
}

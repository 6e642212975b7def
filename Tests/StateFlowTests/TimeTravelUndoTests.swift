import StateFlow
import StateFlowTesting
import Testing

private struct UndoZones: Codable, Equatable, Sendable {
    var names = ["Sydney", "Tokyo", "Oslo"]
}

private struct UndoZonesView: Codable, Equatable, Sendable {
    var detail: String?
    var highlight = 0
}

/// Undo across both stores is the time travel's: the document's last change taken back, the
/// view-state fitted to it, as one moment.
@Suite("Undo across two stores")
struct TimeTravelUndoTests {
    @Test func undoTakesBackTheDocumentsChangeAndFitsTheViewStateInOneMoment() {
        let document = Store(UndoZones(), name: "document")
        let view = Store(UndoZonesView(), name: "viewState")
        let travel = TimeTravel(document: document, viewState: view) { view, zones in
            if let detail = view.detail, !zones.names.contains(detail) { view.detail = nil }
        }
        let tester = StoreTester(document, view)
        tester.run {
            view.update("openDetail") { $0.detail = "Tokyo" }
            document.update("rename") { $0.names[1] = "Tōkyō" }
            view.update("openDetail") { $0.detail = "Tōkyō" }
        } expecting: {
            $0.change(view, "openDetail") { $0.detail = "Tokyo" }
            $0.change(document, "rename") { $0.names[1] = "Tōkyō" }
            $0.change(view, "openDetail") { $0.detail = "Tōkyō" }
        }
        #expect(travel.canUndo && !travel.canRedo)
        // The rename undone: the detail of a name no longer there is closed, in the same moment.
        tester.run { #expect(travel.undo()) } expecting: {
            $0.change(document, "undo") { $0.names[1] = "Tokyo" }
            $0.change(view, "reconcile") { $0.detail = nil }
        }
        #expect(travel.timeline.last?.action == "undo" && travel.timeline.last?.changes.count == 2)
        #expect(!travel.canUndo && travel.canRedo)
        tester.run { #expect(travel.redo()) } expecting: {
            $0.change(document, "redo") { $0.names[1] = "Tōkyō" }
        }
        // Nothing more to redo; a new change drops what could be redone.
        tester.run { #expect(!travel.redo()) }
        tester.run {
            #expect(travel.undo())
            document.update("add") { $0.names.append("Lima") }
        } expecting: {
            $0.change(document, "undo") { $0.names[1] = "Tokyo" }
            $0.change(document, "add") { $0.names.append("Lima") }
        }
        #expect(!travel.canRedo && travel.canUndo)
        // Winding starts undo and redo again from the document shown.
        tester.run { travel.back() } expecting: {
            $0.change(document, "travel") { $0.names.removeLast() }
        }
        #expect(!travel.canUndo && !travel.canRedo)
        tester.finish()
    }
}

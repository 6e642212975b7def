import Foundation
import StateFlow

/// The clock app's two models and everything a user can do to them: the document (the zones)
/// and the view-state (what the screens show), each in its own store, with time travel over
/// both. Screens call these methods and observe the stores; they change nothing themselves, so
/// every change, presentation included, is a named, validated, loggable action.
///
/// ```swift
/// let model = ClockModel()
/// model.presentPicker()                     // the view-state says: show the picker
/// model.search("tok")
/// model.addHighlightedZone()                // one moment: the document gains Tokyo, the picker closes
/// model.back()                              // both stores, one moment back
/// ```
///
/// One user action is one moment of the time travel, even when it changes both stores (a zone
/// deleted and the highlight moved). Undo and redo are changes of their own, recorded like any
/// other, so that time travel and the logs see them.
package final class ClockModel {
    /// The zones.
    package let document: Store<ClockDocument>
    /// The screens' state.
    package let viewState: Store<ClockViewState>
    /// Winding both stores together, or the view-state alone.
    package let travel: TimeTravel<ClockDocument, ClockViewState>
    /// Whether `[` and `]` wind the view-state alone, leaving the document as it is.
    package private(set) var windsViewStateOnly = false
    /// What the last action that could not happen said, for the status line.
    package private(set) var notice: String?
    /// How many rows of the list are on screen, for keeping the highlight in view; the screen
    /// sets it as it lays out.
    package var visibleListRows = 20
    /// Called after every document change, for saving it (`--document`).
    package var documentDidChange: ((ClockDocument) -> Void)?
    /// Called after every view-state change, for keeping it beside the document.
    package var viewStateDidChange: ((ClockViewState) -> Void)?
    /// The zones a user's action just added or renamed, with what happened to each, until the
    /// next key: the list marks them. Undo, time travel and replay change zones too, but
    /// mark nothing (Gallagher: animate user actions, not time travel).
    package private(set) var marks: [UUID: String] = [:]

    private var observations: [StoreObservation] = []

    /// Creates the model with `document` and an initial view-state (by default, the highlight on
    /// the first zone), fitted to the document.
    package init(document: ClockDocument = .sample, viewState: ClockViewState? = nil) {
        self.document = Store(document, name: "document", rules: ClockDocument.rules)
        let initial = viewState ?? ClockViewState(master: .init(highlightedID: document.zones.first?.id))
        self.viewState = Store(ClockViewState.reconciled(initial, with: document), name: "viewState", rules: ClockViewState.rules)
        travel = TimeTravel(document: self.document, viewState: self.viewState) { state, document in
            state = ClockViewState.reconciled(state, with: document)
        }
        observations = [
            self.document.observe { [weak self] change in
                guard let self, change.reason != .initial else { return }
                marks = change.reason.isUserAction ? Self.marks(from: change.old, to: change.new) : [:]
                documentDidChange?(change.new)
            },
            self.viewState.observe { [weak self] change in
                guard change.reason != .initial else { return }
                self?.viewStateDidChange?(change.new)
            },
        ]
    }

    /// The zones matching the picker's search.
    package var pickerEntries: [ZoneCatalog.Entry] {
        ZoneCatalog.search(viewState.state.selection?.searchText ?? "")
    }

    /// Changes the view-state; a refusal becomes the notice. The caller's file and line go to
    /// the store, so that logs name the code that made each change, not this helper.
    @discardableResult
    private func updateViewState(
        _ action: String, coalescing: Bool = false, fileID: StaticString = #fileID, line: UInt = #line,
        _ mutate: (inout ClockViewState) throws -> Void
    ) -> Bool {
        let accepted = viewState.update(action, coalescing: coalescing, fileID: fileID, line: line, mutate)
        if !accepted, let rejection = viewState.rejections.last { notice = "Not done: \(rejection.message)" }
        return accepted
    }

    /// Changes the document with `change` (a store action) as part of user action `action`
    /// (the time travel keeps what undo takes back); a refusal becomes the notice, prefixed
    /// with `refusal`.
    private func changeDocument(refusal: String, _ change: () -> Bool) -> Bool {
        guard change() else {
            notice = document.rejections.last.map { "\(refusal): \($0.message)" }
            return false
        }
        return true
    }

    // MARK: - The list

    /// Moves the list's highlight to `id`, scrolling so that it shows in `visibleRows` rows
    /// (the screen's, by default).
    package func highlight(_ id: UUID, visibleRows: Int? = nil) {
        guard let row = document.state.zones.firstIndex(where: { $0.id == id }) else { return }
        let rows = visibleRows ?? visibleListRows
        updateViewState("highlight") { state in
            state.master.highlightedID = id
            state.master.scrollOffset = Self.offset(showing: row, from: state.master.scrollOffset, rows: rows)
        }
    }

    /// The scroll offset nearest `offset` at which `row` is among `rows` visible rows.
    static func offset(showing row: Int, from offset: Int, rows: Int) -> Int {
        let rows = max(1, rows)
        if row < offset { return row }
        if row >= offset + rows { return row - rows + 1 }
        return offset
    }

    /// Turns the list's editing mode (delete markers) on or off.
    package func setEditing(_ isEditing: Bool) {
        updateViewState(isEditing ? "startEditing" : "stopEditing") { $0.master.isEditing = isEditing }
    }

    /// Deletes the zone with `id` from the document, only while editing; the highlight moves
    /// to its neighbour, in the same moment.
    package func deleteZone(_ id: UUID) {
        guard viewState.state.master.isEditing else {
            notice = "Press e to edit the list before deleting"
            return
        }
        travel.group("deleteZone") {
            guard let row = document.state.zones.firstIndex(where: { $0.id == id }),
                  changeDocument(refusal: "Not deleted", { document.removeZone(id: id) })
            else { return }
            let remaining = document.state
            updateViewState("afterDelete") { state in
                if state.master.highlightedID == id {
                    state.master.highlightedID = remaining.zones.isEmpty ? nil : remaining.zones[min(row, remaining.zones.count - 1)].id
                }
                state = ClockViewState.reconciled(state, with: remaining)
            }
        }
    }

    // MARK: - The detail

    /// Opens the detail of the zone with `id`.
    package func openDetail(_ id: UUID) {
        guard document.state.zone(withID: id) != nil else { return }
        updateViewState("openDetail") { state in
            state.detail = ClockViewState.DetailState(zoneID: id)
            state.master.highlightedID = id
        }
    }

    /// Closes the detail (and any renaming in it).
    package func closeDetail() {
        updateViewState("closeDetail") { $0.detail = nil }
    }

    /// Starts renaming the open detail's zone, or the highlighted one (opening its detail).
    package func beginRename() {
        let state = viewState.state
        guard let id = state.detail?.zoneID ?? state.master.highlightedID, let zone = document.state.zone(withID: id) else {
            notice = "Choose a zone to rename"
            return
        }
        updateViewState("beginRename") { state in
            state.detail = ClockViewState.DetailState(zoneID: id, renameText: zone.name)
            state.master.highlightedID = id
        }
    }

    /// The name being typed changed. A run of edits is one history entry and one moment of
    /// time travel, as typing is one undo step in an editor.
    package func updateRename(_ text: String) {
        updateViewState("editName", coalescing: true) { state in
            guard state.detail?.renameText != nil else { throw Rejection("no zone is being renamed") }
            state.detail?.renameText = text
        }
    }

    /// Gives the zone the typed name (the document changes) and ends renaming, in one moment.
    package func commitRename() {
        guard let detail = viewState.state.detail, let text = detail.renameText else { return }
        travel.group("rename") {
            guard changeDocument(refusal: "Not renamed", { document.renameZone(id: detail.zoneID, to: text) }) else { return }
            updateViewState("endRename") { $0.detail?.renameText = nil }
        }
    }

    /// Ends renaming without changing the name.
    package func cancelRename() {
        updateViewState("cancelRename") { $0.detail?.renameText = nil }
    }

    // MARK: - The picker

    /// Shows the time-zone picker, its highlight on the first zone.
    package func presentPicker() {
        updateViewState("presentPicker") { state in
            state.detail?.renameText = nil
            state.selection = ClockViewState.SelectionState(highlightedIdentifier: ZoneCatalog.entries.first?.identifier)
        }
    }

    /// The search text changed: the highlight goes to the first match.
    package func search(_ text: String) {
        let first = ZoneCatalog.search(text).first?.identifier
        updateViewState("search") { state in
            guard state.selection != nil else { throw Rejection("the picker is not shown") }
            state.selection?.searchText = text
            state.selection?.highlightedIdentifier = first
            state.selection?.scrollOffset = 0
        }
    }

    /// Moves the picker's highlight by `delta` rows, scrolling so that it shows in
    /// `visibleRows` rows.
    package func movePickerHighlight(by delta: Int, visibleRows: Int) {
        guard let selection = viewState.state.selection else { return }
        let current = pickerEntries.firstIndex { $0.identifier == selection.highlightedIdentifier } ?? -1
        movePickerHighlight(toRow: current + delta, visibleRows: visibleRows)
    }

    /// Moves the picker's highlight to row `row` of the matches (clamped), scrolling so that it
    /// shows in `visibleRows` rows.
    package func movePickerHighlight(toRow row: Int, visibleRows: Int) {
        guard let selection = viewState.state.selection else { return }
        let entries = pickerEntries
        guard !entries.isEmpty else { return }
        let row = min(max(0, row), entries.count - 1)
        updateViewState("pickerHighlight") { state in
            state.selection?.highlightedIdentifier = entries[row].identifier
            state.selection?.scrollOffset = Self.offset(showing: row, from: selection.scrollOffset, rows: visibleRows)
        }
    }

    /// Adds the picker's highlighted zone to the document and closes the picker, the list's
    /// highlight on the new zone: one moment.
    package func addHighlightedZone() {
        guard let identifier = viewState.state.selection?.highlightedIdentifier,
              pickerEntries.contains(where: { $0.identifier == identifier })
        else {
            notice = "No time zone matches the search"
            return
        }
        let id = newZoneID()
        travel.group("addZone") {
            guard changeDocument(refusal: "Not added", { document.addZone(identifier: identifier, id: id) }) else { return }
            let row = document.state.zones.count - 1
            let rows = visibleListRows
            updateViewState("dismissPicker") { state in
                state.selection = nil
                state.master.highlightedID = id
                state.master.scrollOffset = Self.offset(showing: row, from: state.master.scrollOffset, rows: rows)
            }
        }
    }

    /// The first sequential identity no zone has.
    private func newZoneID() -> UUID {
        var number = document.state.zones.count + 1
        while document.state.zone(withID: ClockDocument.sequentialID(number)) != nil { number += 1 }
        return ClockDocument.sequentialID(number)
    }

    /// Closes the picker without adding anything.
    package func dismissPicker() {
        updateViewState("dismissPicker") { $0.selection = nil }
    }

    // MARK: - Undo and redo

    /// Whether `undo()` has a document change to take back.
    package var canUndo: Bool { travel.canUndo }
    /// Whether `redo()` has an undone change to make again.
    package var canRedo: Bool { travel.canRedo }

    /// Takes back the document's last change (the view-state is fitted to it), as a change of
    /// its own: one moment of the time travel, and an entry in the logs (`TimeTravel.undo()`).
    package func undo() {
        if !travel.undo() { notice = "Nothing to undo" }
    }

    /// Makes the last undone change again.
    package func redo() {
        if !travel.redo() { notice = "Nothing to redo" }
    }

    // MARK: - Time travel

    /// Switches `[` and `]` between winding both stores and the view-state alone. Switching
    /// back to both brings the view-state to the position of the shared history again.
    package func toggleViewStateOnly() {
        windsViewStateOnly.toggle()
        if !windsViewStateOnly { wind { travel.wind(to: travel.position) } }
    }

    /// One moment back: both stores, or the view-state alone.
    package func back() {
        if windsViewStateOnly {
            guard let index = viewStateIndex, index > 0 else {
                notice = "The view-state is at its first entry"
                return
            }
            wind { travel.windViewState(to: viewState.history[index - 1].sequence) }
        } else if travel.canGoBack {
            wind { travel.back() }
        } else {
            notice = "This is the start of the history"
        }
    }

    /// One moment forward: both stores, or the view-state alone.
    package func forward() {
        if windsViewStateOnly {
            guard let index = viewStateIndex, index + 1 < viewState.history.count else {
                notice = "The view-state is at its last entry"
                return
            }
            wind { travel.windViewState(to: viewState.history[index + 1].sequence) }
        } else if travel.canGoForward {
            wind { travel.forward() }
        } else {
            notice = "This is the end of the history"
        }
    }

    /// Winds with `body`; undo and redo start again from the document shown (the time travel
    /// forgets them).
    private func wind(_ body: () -> Void) {
        body()
    }

    /// The index of the view-state's current entry in its history.
    private var viewStateIndex: Int? {
        viewState.history.firstIndex { $0.sequence == viewState.currentEntry.sequence }
    }

    /// Whether the stores show the past: `]` has somewhere to go. Fields do not take the focus
    /// then, so that every key travels or acts; any change continues from the state shown and
    /// drops the future.
    package var isBrowsingHistory: Bool {
        windsViewStateOnly ? viewState.canRedo : travel.canGoForward
    }

    /// Where the history stands, counting changes from the start: `history 3/7` over both
    /// stores, or `view-state 5/9` alone.
    package var historyPosition: String {
        if windsViewStateOnly {
            return "view-state \(viewStateIndex ?? 0)/\(viewState.history.count - 1), document held"
        }
        return "history \(travel.position)/\(travel.momentCount)"
    }

    // MARK: - Notices

    /// Clears the notice (the status line shows the keys again).
    package func clearNotice() {
        notice = nil
    }

    /// Clears the marks of what the last user action changed.
    package func clearMarks() {
        marks = [:]
    }

    /// The zones of `new` that are not in `old` (`added`) or are there by another name
    /// (`renamed`).
    static func marks(from old: ClockDocument, to new: ClockDocument) -> [UUID: String] {
        let before = Dictionary(old.zones.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var marks: [UUID: String] = [:]
        for zone in new.zones {
            if let name = before[zone.id] {
                if name != zone.name { marks[zone.id] = "renamed" }
            } else {
                marks[zone.id] = "added"
            }
        }
        return marks
    }

    /// Shows `message` in the status line until the next key.
    package func report(_ message: String) {
        notice = message
    }
}

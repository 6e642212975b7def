import Foundation
import StateFlow

/// The clock app's two models and everything a user can do to them: the document (the zones)
/// and the view-state (what the screens show), each in its own store, with time travel over
/// both. Screens call these methods and observe the stores; they change nothing themselves, so
/// every change, presentation included, is a named, validated, undoable, loggable action.
///
/// ```swift
/// let model = ClockModel()
/// model.presentPicker()                     // the view-state says: show the picker
/// model.search("tok")
/// model.addHighlightedZone()                // the document gains Tokyo; the picker closes
/// model.travel.back()                       // both stores, one change back
/// ```
public final class ClockModel {
    /// The zones.
    public let document: Store<ClockDocument>
    /// The screens' state.
    public let viewState: Store<ClockViewState>
    /// Winding both stores together, or the view-state alone.
    public let travel: TimeTravel<ClockDocument, ClockViewState>
    /// Whether `[` and `]` wind the view-state alone, leaving the document as it is.
    public private(set) var windsViewStateOnly = false
    /// What the last action that could not happen said, for the status line.
    public private(set) var notice: String?

    private var nextZoneNumber: Int

    /// Creates the model with `document` and an initial view-state whose highlight is on the
    /// first zone.
    public init(document: ClockDocument = .sample, viewState: ClockViewState? = nil) {
        self.document = Store(document, name: "document", rules: ClockDocument.rules)
        let initial = viewState ?? ClockViewState(master: .init(highlightedID: document.zones.first?.id))
        self.viewState = Store(initial, name: "viewState", rules: ClockViewState.rules)
        travel = TimeTravel(document: self.document, viewState: self.viewState) { state, document in
            state = ClockViewState.reconciled(state, with: document)
        }
        nextZoneNumber = document.zones.count + 1
    }

    /// The zones matching the picker's search.
    public var pickerEntries: [ZoneCatalog.Entry] {
        ZoneCatalog.search(viewState.state.selection?.searchText ?? "")
    }

    // MARK: - The list

    /// Moves the list's highlight to `id`, scrolling so that it shows in `visibleRows` rows.
    public func highlight(_ id: UUID, visibleRows: Int) {
        guard let row = document.state.zones.firstIndex(where: { $0.id == id }) else { return }
        viewState.update("highlight") { state in
            state.master.highlightedID = id
            state.master.scrollOffset = Self.offset(showing: row, from: state.master.scrollOffset, rows: visibleRows)
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
    public func setEditing(_ isEditing: Bool) {
        viewState.update(isEditing ? "startEditing" : "stopEditing") { $0.master.isEditing = isEditing }
    }

    /// Deletes the zone with `id` from the document; only while editing. The highlight moves to
    /// a neighbour.
    public func deleteZone(_ id: UUID) {
        guard viewState.state.master.isEditing else {
            notice = "Press e to edit the list before deleting"
            return
        }
        guard let row = document.state.zones.firstIndex(where: { $0.id == id }), document.removeZone(id: id) else { return }
        let remaining = document.state
        viewState.update("afterDelete") { state in
            if state.master.highlightedID == id {
                state.master.highlightedID = remaining.zones.isEmpty ? nil : remaining.zones[min(row, remaining.zones.count - 1)].id
            }
            state = ClockViewState.reconciled(state, with: remaining)
        }
    }

    // MARK: - The detail

    /// Opens the detail of the zone with `id`.
    public func openDetail(_ id: UUID) {
        guard document.state.zone(withID: id) != nil else { return }
        viewState.update("openDetail") { state in
            state.detail = ClockViewState.DetailState(zoneID: id)
            state.master.highlightedID = id
        }
    }

    /// Closes the detail (and any renaming in it).
    public func closeDetail() {
        viewState.update("closeDetail") { $0.detail = nil }
    }

    /// Starts renaming the open detail's zone, or the highlighted one (opening its detail).
    public func beginRename() {
        let state = viewState.state
        guard let id = state.detail?.zoneID ?? state.master.highlightedID, let zone = document.state.zone(withID: id) else {
            notice = "Choose a zone to rename"
            return
        }
        viewState.update("beginRename") { state in
            state.detail = ClockViewState.DetailState(zoneID: id, renameText: zone.name)
            state.master.highlightedID = id
        }
    }

    /// The name being typed changed.
    public func updateRename(_ text: String) {
        viewState.update("editName") { state in
            guard state.detail?.renameText != nil else { throw Rejection("no zone is being renamed") }
            state.detail?.renameText = text
        }
    }

    /// Gives the zone the typed name (the document changes), and ends renaming.
    public func commitRename() {
        guard let detail = viewState.state.detail, let text = detail.renameText else { return }
        guard document.renameZone(id: detail.zoneID, to: text) else {
            notice = document.rejections.last.map { "Not renamed: \($0.message)" }
            return
        }
        viewState.update("endRename") { $0.detail?.renameText = nil }
    }

    /// Ends renaming without changing the name.
    public func cancelRename() {
        viewState.update("cancelRename") { $0.detail?.renameText = nil }
    }

    // MARK: - The picker

    /// Shows the time-zone picker, its highlight on the first zone.
    public func presentPicker() {
        viewState.update("presentPicker") { state in
            state.detail?.renameText = nil
            state.selection = ClockViewState.SelectionState(highlightedIdentifier: ZoneCatalog.entries.first?.identifier)
        }
    }

    /// The search text changed: the highlight goes to the first match.
    public func search(_ text: String) {
        let first = ZoneCatalog.search(text).first?.identifier
        viewState.update("search") { state in
            guard state.selection != nil else { throw Rejection("the picker is not shown") }
            state.selection?.searchText = text
            state.selection?.highlightedIdentifier = first
            state.selection?.scrollOffset = 0
        }
    }

    /// Moves the picker's highlight by `delta` rows, scrolling so that it shows in
    /// `visibleRows` rows.
    public func movePickerHighlight(by delta: Int, visibleRows: Int) {
        guard let selection = viewState.state.selection else { return }
        let current = pickerEntries.firstIndex { $0.identifier == selection.highlightedIdentifier } ?? -1
        movePickerHighlight(toRow: current + delta, visibleRows: visibleRows)
    }

    /// Moves the picker's highlight to row `row` of the matches (clamped), scrolling so that it
    /// shows in `visibleRows` rows.
    public func movePickerHighlight(toRow row: Int, visibleRows: Int) {
        guard let selection = viewState.state.selection else { return }
        let entries = pickerEntries
        guard !entries.isEmpty else { return }
        let row = min(max(0, row), entries.count - 1)
        viewState.update("pickerHighlight") { state in
            state.selection?.highlightedIdentifier = entries[row].identifier
            state.selection?.scrollOffset = Self.offset(showing: row, from: selection.scrollOffset, rows: visibleRows)
        }
    }

    /// Adds the picker's highlighted zone to the document and closes the picker; the list's
    /// highlight goes to the new zone.
    public func addHighlightedZone() {
        guard let identifier = viewState.state.selection?.highlightedIdentifier else {
            notice = "No time zone matches the search"
            return
        }
        let id = ClockDocument.sequentialID(nextZoneNumber)
        guard document.addZone(identifier: identifier, id: id) else {
            notice = document.rejections.last.map { "Not added: \($0.message)" }
            return
        }
        nextZoneNumber += 1
        let row = document.state.zones.count - 1
        viewState.update("dismissPicker") { state in
            state.selection = nil
            state.master.highlightedID = id
            state.master.scrollOffset = max(state.master.scrollOffset, row - 8)
        }
    }

    /// Closes the picker without adding anything.
    public func dismissPicker() {
        viewState.update("dismissPicker") { $0.selection = nil }
    }

    // MARK: - History

    /// Undoes the document's last change (the view-state stays).
    public func undo() {
        if !document.undo() { notice = "Nothing to undo" }
        fitViewStateToDocument()
    }

    /// Redoes the document's next change.
    public func redo() {
        if !document.redo() { notice = "Nothing to redo" }
        fitViewStateToDocument()
    }

    /// After the document moved on its own, drop view-state references it no longer has.
    private func fitViewStateToDocument() {
        let fitted = ClockViewState.reconciled(viewState.state, with: document.state)
        if fitted != viewState.state { viewState.update("fitToDocument") { $0 = fitted } }
    }

    /// Switches `[` and `]` between winding both stores and the view-state alone. Switching
    /// back to both brings the view-state to the position of the shared history again.
    public func toggleViewStateOnly() {
        windsViewStateOnly.toggle()
        if !windsViewStateOnly { travel.wind(to: travel.position) }
    }

    /// One change back: both stores, or the view-state alone.
    public func back() {
        if windsViewStateOnly {
            let history = viewState.history
            guard let index = history.firstIndex(where: { $0.sequence == viewState.revision }), index > 0 else {
                notice = "The view-state is at its first entry"
                return
            }
            travel.windViewState(to: history[index - 1].sequence)
        } else if !travel.back() {
            notice = "This is the start of the history"
        }
    }

    /// One change forward: both stores, or the view-state alone.
    public func forward() {
        if windsViewStateOnly {
            let history = viewState.history
            guard let index = history.firstIndex(where: { $0.sequence == viewState.revision }), index + 1 < history.count else {
                notice = "The view-state is at its last entry"
                return
            }
            travel.windViewState(to: history[index + 1].sequence)
        } else if !travel.forward() {
            notice = "This is the end of the history"
        }
    }

    /// Whether the stores show the past: `]` has somewhere to go. Fields do not take the focus
    /// then, so that every key travels or acts; any change continues from the state shown and
    /// drops the future.
    public var isBrowsingHistory: Bool {
        windsViewStateOnly ? viewState.canRedo : travel.canGoForward
    }

    /// Where the history stands: `history 3/7` over both stores, or `view-state 5/9` alone.
    public var historyPosition: String {
        if windsViewStateOnly {
            let history = viewState.history
            let index = (history.firstIndex { $0.sequence == viewState.revision } ?? 0) + 1
            return "view-state \(index)/\(history.count), document held"
        }
        return "history \(travel.position)/\(travel.timeline.count)"
    }

    /// Clears the notice (the status line shows the keys again).
    public func clearNotice() {
        notice = nil
    }

    /// Shows `message` in the status line until the next key.
    public func report(_ message: String) {
        notice = message
    }

    // MARK: - Saving and loading the view-state

    /// Writes the view-state as pretty-printed JSON to `url`, atomically.
    ///
    /// - Throws: The file system's error.
    public func saveViewState(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(viewState.state).write(to: url, options: .atomic)
        notice = "Saved the view-state to \(url.lastPathComponent)"
    }

    /// Reads a view-state saved by `saveViewState(to:)` (or copied from a log) and shows it,
    /// fitted to the document, as one change.
    ///
    /// - Throws: `StateLogError` naming the file when it cannot be read or is not a
    ///   view-state; the view-state stays as it was.
    public func loadViewState(from url: URL) throws {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw StateLogError(code: .io, line: nil, field: nil, "Cannot read '\(url.path)': \(error.localizedDescription)")
        }
        let scratch = Store(viewState.state, name: "scratch")
        do {
            try scratch.restore(fromJSON: text)
        } catch let error as StateLogError {
            throw StateLogError(code: error.code, line: error.line, field: error.field, "'\(url.lastPathComponent)': \(error.message)")
        }
        let loaded = ClockViewState.reconciled(scratch.state, with: document.state)
        if viewState.update("loadViewState", { $0 = loaded }) {
            notice = "Loaded the view-state from \(url.lastPathComponent)"
        } else {
            notice = viewState.rejections.last.map { "Not loaded: \($0.message)" }
        }
    }

    /// Appends every change of both stores to `document.jsonl` and `viewState.jsonl` in
    /// `directory`, for `viewdata replay`.
    ///
    /// - Throws: `StateLogError` when a log cannot be created.
    public func record(to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        document.logFile = try StateLogFile(url: directory.appendingPathComponent("document.jsonl"), storeName: document.name)
        viewState.logFile = try StateLogFile(url: directory.appendingPathComponent("viewState.jsonl"), storeName: viewState.name)
    }
}

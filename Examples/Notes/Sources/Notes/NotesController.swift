import Foundation
import StateFlow

/// What the user can do, as changes of the two stores.
public final class NotesController {
    public let document: Store<NotesDocument>
    public let viewState: Store<NotesViewState>
    /// Both stores, wound back and forward together.
    public let timeTravel: TimeTravel<NotesDocument, NotesViewState>

    public init(document: NotesDocument = NotesDocument(), viewState: NotesViewState = NotesViewState()) {
        self.document = Store(document, name: "document")
        self.viewState = Store(viewState, name: "viewState")
        self.viewState.keepsSelectionShown(in: self.document)
        timeTravel = TimeTravel(document: self.document, viewState: self.viewState) { view, document in
            // A selection the document no longer has, or the search hides, is dropped.
            if let id = view.selectedID, !document.visible(searching: view.search).contains(where: { $0.id == id }) { view.selectedID = nil }
        }
    }

    /// The notes on screen.
    public var visible: [Note] { document.state.visible(searching: viewState.state.search) }

    /// Selects the next (or previous) note shown.
    public func moveSelection(by offset: Int) {
        let notes = visible
        guard !notes.isEmpty else { return }
        let current = notes.firstIndex { $0.id == viewState.state.selectedID }
        let next = current.map { min(max($0 + offset, 0), notes.count - 1) } ?? (offset > 0 ? 0 : notes.count - 1)
        viewState.update("select") { $0.selectedID = notes[next].id }
    }

    /// Searches for `text`, keeping the selection when the search still shows it.
    public func search(_ text: String) {
        viewState.update("search", coalescing: true) { view in
            view.search = text
            let shown = document.state.visible(searching: text)
            if let id = view.selectedID, !shown.contains(where: { $0.id == id }) { view.selectedID = shown.first?.id }
        }
    }

    /// Adds a note and selects it, clearing a search that would hide it.
    public func add(title: String) {
        let id = (document.state.notes.map(\.id).max() ?? 0) + 1
        timeTravel.group("addNote") {
            document.update("addNote") { $0.notes.append(Note(id: id, title: title)) }
            viewState.update("select") { view in
                if !title.localizedCaseInsensitiveContains(view.search) { view.search = "" }
                view.selectedID = id
            }
        }
    }

    /// Deletes the selected note: the selection moves to the next note shown first (the rule
    /// refuses deleting a selected note), or to none.
    public func deleteSelected() {
        guard let id = viewState.state.selectedID else { return }
        let notes = visible
        guard let index = notes.firstIndex(where: { $0.id == id }) else { return }
        let next = index + 1 < notes.count ? notes[index + 1] : index > 0 ? notes[index - 1] : nil
        timeTravel.group("deleteNote") {
            viewState.update("select") { $0.selectedID = next?.id }
            document.update("deleteNote") { $0.notes.removeAll { $0.id == id } }
        }
    }

    /// Renames the selected note (refused when empty).
    public func renameSelected(to title: String) {
        guard let id = viewState.state.selectedID else { return }
        document.update("renameNote") { document in
            guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw Rejection("a note needs a title") }
            guard let index = document.notes.firstIndex(where: { $0.id == id }) else { return }
            document.notes[index].title = title
        }
    }
}

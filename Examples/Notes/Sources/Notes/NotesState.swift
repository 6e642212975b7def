import Foundation
import StateFlow

/// One note.
public struct Note: Codable, Equatable, Sendable, Identifiable {
    public var id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The document: the notes, saved and shared.
public struct NotesDocument: Codable, Equatable, Sendable {
    public var notes: [Note]

    public init(notes: [Note] = NotesDocument.sample) {
        self.notes = notes
    }

    /// Five notes to start with.
    public static let sample = [
        Note(id: 1, title: "Apple pie"), Note(id: 2, title: "Bread"), Note(id: 3, title: "Cherry pie"),
        Note(id: 4, title: "Dumplings"), Note(id: 5, title: "Pie crust"),
    ]

    /// The notes a search shows: those whose title contains it, ignoring case (all for none).
    public func visible(searching search: String) -> [Note] {
        search.isEmpty ? notes : notes.filter { $0.title.localizedCaseInsensitiveContains(search) }
    }
}

/// The view-state: what the screen shows of the document.
public struct NotesViewState: Codable, Equatable, Sendable {
    /// The search typed; empty shows every note.
    public var search = ""
    /// The selected note, always one the search shows.
    public var selectedID: Int?

    public init(search: String = "", selectedID: Int? = nil) {
        self.search = search
        self.selectedID = selectedID
    }
}

extension Store where State == NotesViewState {
    /// The rule the two stores keep together: the selected note exists and the search shows
    /// it. A change of either store that breaks it is refused by that store.
    func keepsSelectionShown(in document: Store<NotesDocument>) {
        addRule("the selected note is shown", reading: document) { view, document in
            guard let id = view.selectedID else { return [] }
            guard let note = document.notes.first(where: { $0.id == id }) else { return ["note \(id) is selected but not in the document"] }
            return document.visible(searching: view.search).contains(note) ? [] : ["'\(note.title)' is selected but the search hides it"]
        }
    }
}

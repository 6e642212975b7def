import Foundation
import StateFlow

/// Everything about the clock's screens that can change and is not the document: where the
/// list is scrolled, whether it is being edited, which zone's detail is open, and the
/// time-zone picker with its search. Codable, so it can be saved, logged, and replayed.
///
/// ```json
/// {"master":{"scrollOffset":0,"isEditing":false,"highlightedID":"…"},
///  "detail":{"zoneID":"…"},
///  "selection":{"searchText":"to","scrollOffset":0,"highlightedIdentifier":"Asia/Tokyo"}}
/// ```
package struct ClockViewState: Codable, Equatable, Sendable {
    /// The list of zones.
    package var master = MasterState()
    /// The open detail, if any.
    package var detail: DetailState?
    /// The time-zone picker, when it is shown.
    package var selection: SelectionState?

    /// Creates a view-state.
    package init(master: MasterState = MasterState(), detail: DetailState? = nil, selection: SelectionState? = nil) {
        self.master = master
        self.detail = detail
        self.selection = selection
    }

    /// The list's view-state.
    package struct MasterState: Codable, Equatable, Sendable {
        /// Rows scrolled past the top: the row the list's `TableView.contentOffset` starts at
        /// (every row is one line, so a row number is the whole position).
        package var scrollOffset = 0
        /// Whether rows show delete markers.
        package var isEditing = false
        /// The row the keyboard is on.
        package var highlightedID: UUID?

        /// Creates a list state.
        package init(scrollOffset: Int = 0, isEditing: Bool = false, highlightedID: UUID? = nil) {
            self.scrollOffset = scrollOffset
            self.isEditing = isEditing
            self.highlightedID = highlightedID
        }
    }

    /// The detail's view-state: which zone, and the name being typed while renaming.
    package struct DetailState: Codable, Equatable, Sendable {
        /// The zone shown.
        package var zoneID: UUID
        /// The new name being typed; `nil` when not renaming.
        package var renameText: String?

        /// Creates a detail state.
        package init(zoneID: UUID, renameText: String? = nil) {
            self.zoneID = zoneID
            self.renameText = renameText
        }
    }

    /// The picker's view-state.
    package struct SelectionState: Codable, Equatable, Sendable {
        /// What the user typed to search.
        package var searchText = ""
        /// Rows scrolled past the top: the row the picker's `TableView.contentOffset` starts at.
        package var scrollOffset = 0
        /// The zone the keyboard is on.
        package var highlightedIdentifier: String?

        /// Creates a picker state.
        package init(searchText: String = "", scrollOffset: Int = 0, highlightedIdentifier: String? = nil) {
            self.searchText = searchText
            self.scrollOffset = scrollOffset
            self.highlightedIdentifier = highlightedIdentifier
        }
    }

    /// The rules every view-state keeps.
    package static let rules: [ValidationRule<ClockViewState>] = [
        ValidationRule("offsets are not negative") { state in
            var problems: [String] = []
            if state.master.scrollOffset < 0 { problems.append("the list's scroll offset is \(state.master.scrollOffset)") }
            if let selection = state.selection, selection.scrollOffset < 0 {
                problems.append("the picker's scroll offset is \(selection.scrollOffset)")
            }
            return problems
        },
        ValidationRule("one thing at a time") { state in
            state.selection != nil && state.detail?.renameText != nil ? ["the picker cannot open while a zone is being renamed"] : []
        },
    ]

    /// `state` fitted to `document`: a detail or highlight of a zone the document no longer
    /// has is dropped (the highlight moves to the first zone), offsets stay within the rows,
    /// and the picker's highlight is one of its search's matches.
    package static func reconciled(_ state: ClockViewState, with document: ClockDocument) -> ClockViewState {
        var state = state
        if let detail = state.detail, document.zone(withID: detail.zoneID) == nil {
            state.detail = nil
        }
        if let id = state.master.highlightedID, document.zone(withID: id) == nil {
            state.master.highlightedID = document.zones.first?.id
        }
        state.master.scrollOffset = min(state.master.scrollOffset, max(0, document.zones.count - 1))
        if var selection = state.selection {
            // The highlight is one of the matches of the search, or nothing when none matches.
            let matches = ZoneCatalog.search(selection.searchText)
            if !matches.contains(where: { $0.identifier == selection.highlightedIdentifier }) {
                selection.highlightedIdentifier = matches.first?.identifier
            }
            selection.scrollOffset = min(selection.scrollOffset, max(0, matches.count - 1))
            state.selection = selection
        }
        return state
    }
}

import Foundation

/// What a table view tells about the user's actions.
public protocol TableViewDelegate: AnyObject {
    /// The user moved the selection to `indexPath` with the arrow keys (not `selectRow`).
    func tableView(_ tableView: TableView, didMoveSelectionTo indexPath: IndexPath?)
    /// The user chose the selected row (Enter).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The user asked to delete a row in editing mode (Delete or Backspace).
    func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didMoveSelectionTo indexPath: IndexPath?) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {}
}

import Foundation

/// Where a table view gets its sections, rows and cells.
///
/// ```swift
/// extension InboxViewController: TableViewDataSource {
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
///         cell.textLabel.text = messages[indexPath.row].subject
///         return cell
///     }
/// }
/// ```
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually dequeued from the table.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title drawn above `section`; none by default.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

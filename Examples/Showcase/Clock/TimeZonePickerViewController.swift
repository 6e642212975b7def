import Foundation
import TextRendering
import TextUI

/// The modal time-zone picker: a search field and the matching zones, its search text, highlight
/// and scroll position all from the view-state.
package final class TimeZonePickerViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The model the picker shows and changes.
    package let model: ClockModel
    /// The search field; it keeps the focus while the picker is shown.
    package let searchField = TextField(placeholder: "Search cities")
    /// The matching zones.
    package let tableView = TableView()
    private let countLabel = Label(style: .dim)
    private var entries: [ZoneCatalog.Entry] = []
    /// The time the rows show.
    package var now: Date

    static let cellIdentifier = "entry"

    /// Creates the picker for `model`.
    package init(model: ClockModel, now: Date) {
        self.model = model
        self.now = now
        super.init()
        title = "Add a time zone"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        searchField.onChange = { [weak self] field in self?.model.search(field.text) }
        searchField.onSubmit = { [weak self] _ in self?.model.addHighlightedZone() }
        tableView.register(GenericTableCell<ZoneRowView>.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.rowHeight = 1
        tableView.dataSource = self
        tableView.delegate = self
        let header = StackView(axis: .vertical, arrangedSubviews: [searchField, countLabel])
        header.padding = EdgeInsets(horizontal: 1)
        view.addSubview(header)
        view.addSubview(tableView)
    }

    /// Shows the picker as `selection` says.
    package func apply(_ selection: ClockViewState.SelectionState) {
        _ = view
        if searchField.text != selection.searchText { searchField.text = selection.searchText }
        entries = model.pickerEntries
        countLabel.text = selection.searchText.isEmpty
            ? "\(entries.count) zones" : "\(entries.count) of \(ZoneCatalog.entries.count) zones match"
        tableView.reloadData()
        if let row = entries.firstIndex(where: { $0.identifier == selection.highlightedIdentifier }) {
            tableView.selectRow(at: IndexPath(row: row, section: 0))
        }
        // The view-state keeps the top row; the table's content offset is that row.
        tableView.contentOffset = TableView.ContentOffset(row: IndexPath(row: selection.scrollOffset, section: 0))
    }

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let entry = entries[indexPath.row]
        (cell as? GenericTableCell<ZoneRowView>)?.configure(
            viewData: ZoneRow(title: entry.city, detail: entry.identifier, identifier: entry.identifier, at: now))
        return cell
    }

    // When the table has the focus (Tab), its moves go through the view-state too.
    package func tableView(_ tableView: TableView, didMoveSelectionTo indexPath: IndexPath?) {
        guard let indexPath else { return }
        model.movePickerHighlight(toRow: indexPath.row, visibleRows: max(1, tableView.contentRect.height))
    }

    package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        model.addHighlightedZone()
    }

    package override func handle(_ key: Key) -> Bool {
        let rows = max(1, tableView.contentRect.height)
        switch key {
        case .up: model.movePickerHighlight(by: -1, visibleRows: rows)
        case .down: model.movePickerHighlight(by: 1, visibleRows: rows)
        case .pageUp: model.movePickerHighlight(by: -rows, visibleRows: rows)
        case .pageDown: model.movePickerHighlight(by: rows, visibleRows: rows)
        case .escape: model.dismissPicker()
        default: return false
        }
        return true
    }
}

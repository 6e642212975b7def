import Foundation
import StateFlow
import TextRendering
import TextUI

/// The list of zones (the master): one row per zone with its local time, the highlight and
/// scroll position taken from the view-state, delete markers while editing.
package final class ZoneListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The model the list shows and changes.
    package let model: ClockModel
    /// The rows.
    package let tableView = TableView()
    /// The time the rows show.
    package var now: Date
    private var zones: [ClockZone] = []
    /// What the rows show, as last applied.
    private var lastShown: Shown?
    private let emptyLabel = Label("No time zones. Press a to add one.", style: .dim, numberOfLines: 0)
    private let editItem = BarButtonItem(title: "Edit")
    private let addItem = BarButtonItem(title: "+")

    static let cellIdentifier = "zone"

    /// What `apply` shows: the zones, the list's state and the marks on its rows.
    private struct Shown: Equatable {
        var zones: [ClockZone]
        var master: ClockViewState.MasterState
        var marks: [UUID: String]
    }

    /// Creates the list of `model`'s zones.
    package init(model: ClockModel, now: Date) {
        self.model = model
        self.now = now
        super.init()
        title = "Clock"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(GenericTableCell<ZoneRowView>.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.rowHeight = 1
        tableView.dataSource = self
        tableView.delegate = self
        editItem.key = .character("e")
        editItem.action = { [weak self] in
            guard let self else { return }
            model.setEditing(!model.viewState.state.master.isEditing)
        }
        addItem.key = .character("a")
        addItem.action = { [weak self] in self?.model.presentPicker() }
        navigationItem.leftBarButtonItems = [editItem]
        navigationItem.rightBarButtonItems = [addItem]
        emptyLabel.padding = EdgeInsets(horizontal: 1)
        view.addSubview(emptyLabel)
        view.addSubview(tableView)
    }

    /// Shows `document`'s zones as `master` says.
    package func apply(_ document: ClockDocument, _ master: ClockViewState.MasterState) {
        _ = view
        // Most view-state changes are not the list's (a name being typed): its rows are not made
        // again; the highlight and the scroll position are put back, as the view-state says.
        let shown = Shown(zones: document.zones, master: master, marks: model.marks)
        if shown != lastShown {
            lastShown = shown
            zones = document.zones
            emptyLabel.isHidden = !zones.isEmpty
            tableView.reloadData()
        }
        tableView.isEditing = master.isEditing
        editItem.title = master.isEditing ? "Done" : "Edit"
        if let row = zones.firstIndex(where: { $0.id == master.highlightedID }) {
            tableView.selectRow(at: IndexPath(row: row, section: 0))
        }
        // The view-state keeps the top row; the table's content offset is that row.
        tableView.contentOffset = TableView.ContentOffset(row: IndexPath(row: master.scrollOffset, section: 0))
    }

    /// Shows the times at `date`.
    package func showTime(_ date: Date) {
        now = date
        tableView.reloadRows(at: tableView.indexPathsForVisibleRows)
    }

    /// The rows the table shows at once.
    var visibleRows: Int { max(1, tableView.contentRect.height) }

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { zones.count }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let zone = zones[indexPath.row]
        (cell as? GenericTableCell<ZoneRowView>)?.configure(viewData: ZoneRow(title: zone.name, identifier: zone.identifier, at: now, mark: model.marks[zone.id]))
        return cell
    }

    package func tableView(_ tableView: TableView, didMoveSelectionTo indexPath: IndexPath?) {
        guard let indexPath, zones.indices.contains(indexPath.row) else { return }
        model.highlight(zones[indexPath.row].id, visibleRows: visibleRows)
    }

    package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard zones.indices.contains(indexPath.row) else { return }
        model.openDetail(zones[indexPath.row].id)
    }

    package func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
        guard zones.indices.contains(indexPath.row) else { return }
        model.deleteZone(zones[indexPath.row].id)
    }
}

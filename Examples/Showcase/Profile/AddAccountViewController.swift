import Foundation
import TextRendering
import TextUI

/// The "Add account" screen: renders an `AddAccountState` — a Crypto/Fiat switch, the
/// currencies of that kind with where each account stands, and a message.
///
/// ```swift
/// let controller = AddAccountViewController(state: AddAccountState(filter: .fiat, items: items))
/// controller.onSelectFilter = { viewModel.select(filter: $0) }
/// controller.onAdd = { viewModel.add(code: $0) }
/// ```
///
/// Like `ProfileViewController`, the actions are closures beside the state, not in it.
///
/// Keys: ← → (or `c`, `f`) switch between crypto and fiat, ↑↓ select, Enter adds the
/// selected currency.
package final class AddAccountViewController: StateViewController<AddAccountState>, TableViewDataSource, TableViewDelegate {
    /// Called when the user picks the kind of currency to list.
    package var onSelectFilter: ((CurrencyKind) -> Void)?
    /// Called with a currency's code when the user asks to add it.
    package var onAdd: ((String) -> Void)?

    /// The currencies.
    package let tableView = TableView()
    private let cryptoLabel = Label("Crypto")
    private let fiatLabel = Label("Fiat")
    private let messageLabel = Label(style: Style.plain.foreground(.yellow), numberOfLines: 0)
    /// The filter of the list last rendered: the selection stays on its row while it does
    /// not change.
    private var renderedFilter: CurrencyKind?

    static let cellIdentifier = "currency"

    /// Creates the screen showing `state`.
    package override init(state: AddAccountState) {
        super.init(state: state)
        title = "Add account"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        for label in [cryptoLabel, fiatLabel] { label.padding = EdgeInsets(horizontal: 1) }
        let filterBar = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [cryptoLabel, fiatLabel, Spacer()])
        filterBar.padding = EdgeInsets(horizontal: 1)
        tableView.register(GenericTableCell<CurrencyRowView>.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        messageLabel.padding = EdgeInsets(horizontal: 1)
        view.addSubview(filterBar)
        view.addSubview(Spacer(length: 1))
        view.addSubview(tableView)
        view.addSubview(messageLabel)
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        tableView.becomeFirstResponder()
    }

    // MARK: - Rendering

    package override func render(state: AddAccountState) {
        for (label, kind) in [(cryptoLabel, CurrencyKind.crypto), (fiatLabel, .fiat)] {
            let isSelected = state.filter == kind
            label.style = isSelected ? Style.bold.adding(.inverse) : .dim
            // The padding around the selected title is inverted too: a tab.
            label.backgroundStyle = isSelected ? label.style : nil
        }
        messageLabel.text = state.message ?? ""
        messageLabel.isHidden = state.message == nil

        let previousRow = renderedFilter == state.filter ? tableView.selectedIndexPath?.row : nil
        renderedFilter = state.filter
        tableView.reloadData()
        if !state.items.isEmpty {
            let row = min(previousRow ?? 0, state.items.count - 1)
            tableView.selectRow(at: IndexPath(row: row, section: 0), scrollPosition: .nearest)
        }
    }

    /// The currency the selection is on.
    package var selectedItem: AddAccountState.Item? {
        guard let row = tableView.selectedIndexPath?.row, state.items.indices.contains(row) else { return nil }
        return state.items[row]
    }

    /// Moves the spinners of the currencies being added on by a frame.
    ///
    /// - Returns: Whether any moved.
    @discardableResult
    package func tickSpinners() -> Bool {
        var ticked = false
        for cell in tableView.visibleCells {
            if let row = cell as? GenericTableCell<CurrencyRowView>, row.customView.tickSpinner() { ticked = true }
        }
        return ticked
    }

    // MARK: - Keys

    package override func handle(_ key: Key) -> Bool {
        switch key {
        case .left, .character("c"): onSelectFilter?(.crypto)
        case .right, .character("f"): onSelectFilter?(.fiat)
        default: return false
        }
        return true
    }

    // MARK: - Table

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        state.items.count
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? GenericTableCell<CurrencyRowView>)?.configure(viewData: state.items[indexPath.row])
        return cell
    }

    package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard state.items.indices.contains(indexPath.row) else { return }
        onAdd?(state.items[indexPath.row].code)
    }
}

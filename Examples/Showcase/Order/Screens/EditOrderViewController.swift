import Foundation
import TextRendering
import TextUI

/// The edit-order screen: the menu and the order's lines in one table (↑↓ move through
/// both), the total against the minimum, and the last refusal at the bottom.
///
/// Keys: Enter or `+` adds one of the selected product (on a menu row or a line), `-` takes
/// one off, `d` deletes the selected line, `c` goes on to the confirmation, `x` tries to add
/// another restaurant's product, Escape or ← go back.
package final class EditOrderViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The screen's view model.
    package let viewModel: EditOrderViewModel
    /// The menu (section 0) and the order's lines (section 1).
    package let tableView = TableView()
    /// `Total €28.50 · minimum €15.00`.
    package let totalLabel = Label(style: .bold)
    /// What is missing to reach the minimum, or that the order can go on.
    package let minimumLabel = Label(numberOfLines: 0)
    /// The last refusal.
    package let messageLabel = Label(style: Style.plain.foreground(.red), numberOfLines: 0)

    static let menuCell = "menu"
    static let lineCell = "line"
    static let menuSection = 0
    static let linesSection = 1

    /// Creates the screen.
    package init(viewModel: EditOrderViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.restaurantName
        navigationItem.backButtonTitle = "Order"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(GenericTableCell<MenuItemView>.self, forCellReuseIdentifier: Self.menuCell)
        tableView.register(GenericTableCell<AddedProductView>.self, forCellReuseIdentifier: Self.lineCell)
        tableView.dataSource = self
        tableView.delegate = self
        if !viewModel.menuItems.isEmpty { tableView.selectRow(at: IndexPath(row: 0, section: Self.menuSection)) }
        let footer = StackView(axis: .vertical, arrangedSubviews: [totalLabel, minimumLabel, messageLabel])
        view.padding = EdgeInsets(horizontal: 1)
        view.addSubview(tableView)
        view.addSubview(footer)
        viewModel.onChange = { [weak self] in self?.render() }
        render()
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        viewModel.clearMessage()
        tableView.becomeFirstResponder()
    }

    /// Shows the view model: the table again (keeping the selection where it can), the total,
    /// the minimum and the message.
    private func render() {
        let selected = tableView.selectedIndexPath
        tableView.reloadData()
        tableView.selectRow(at: selected.map(clamped), scrollPosition: .nearest)
        totalLabel.text = "Total \(viewModel.formattedTotal) · minimum \(viewModel.formattedMinimumOrderValue)"
        totalLabel.isHidden = !viewModel.showsOrderTotal
        if let missing = viewModel.missingAmountMessage {
            minimumLabel.text = missing
            minimumLabel.style = Style.plain.foreground(.yellow)
        } else {
            minimumLabel.text = "✓ Minimum reached: c continues to the confirmation."
            minimumLabel.style = Style.plain.foreground(.green)
        }
        messageLabel.text = viewModel.message.map { "✗ \($0)" } ?? ""
        messageLabel.isHidden = viewModel.message == nil
    }

    /// The nearest row that still exists to `indexPath`: a line that went selects the one
    /// before it, and the last line going selects the last menu row.
    private func clamped(_ indexPath: IndexPath) -> IndexPath {
        let lines = viewModel.addedProducts.count
        if indexPath.section == Self.linesSection {
            if lines > 0 { return IndexPath(row: min(indexPath.row, lines - 1), section: Self.linesSection) }
            return IndexPath(row: max(0, viewModel.menuItems.count - 1), section: Self.menuSection)
        }
        return indexPath
    }

    // MARK: - Keys

    /// The selected row's view model, as something that adds and removes.
    private var selectedItem: (any OrderAdding & OrderRemoving)? {
        guard let indexPath = tableView.selectedIndexPath else { return nil }
        if indexPath.section == Self.linesSection {
            return viewModel.addedProducts.indices.contains(indexPath.row) ? viewModel.addedProducts[indexPath.row] : nil
        }
        return viewModel.menuItems.indices.contains(indexPath.row) ? viewModel.menuItems[indexPath.row] : nil
    }

    package override func handle(_ key: Key) -> Bool {
        switch key {
        case .character("+"):
            selectedItem?.add()
        case .character("-"):
            selectedItem?.remove()
        case .character("d"):
            (selectedItem as? AddedProductViewModel)?.delete()
        case .character("c"):
            viewModel.confirmOrder()
        case .character("x"):
            viewModel.addProductFromAnotherRestaurant()
        case .escape, .left:
            viewModel.goBack()
        default:
            return false
        }
        return true
    }

    // MARK: - Table

    package func numberOfSections(in tableView: TableView) -> Int {
        viewModel.showsAddedProducts ? 2 : 1
    }

    package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == Self.menuSection ? "Menu" : "Your order"
    }

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == Self.menuSection ? viewModel.menuItems.count : viewModel.addedProducts.count
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == Self.menuSection {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.menuCell, for: indexPath)
            (cell as? GenericTableCell<MenuItemView>)?.configure(viewData: viewModel.menuItems[indexPath.row])
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.lineCell, for: indexPath)
        (cell as? GenericTableCell<AddedProductView>)?.configure(viewData: viewModel.addedProducts[indexPath.row])
        return cell
    }

    package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedItem?.add()
    }
}

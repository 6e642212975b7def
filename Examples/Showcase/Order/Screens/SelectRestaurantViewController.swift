import Foundation
import TextRendering
import TextUI

/// The first screen: the restaurants, with their cuisine and minimum order. Enter starts an
/// order at the selected one.
package final class SelectRestaurantViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The screen's view model.
    package let viewModel: SelectRestaurantViewModel
    /// The list.
    package let tableView = TableView()

    static let cellIdentifier = "restaurant"

    /// Creates the screen.
    package init(viewModel: SelectRestaurantViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Munchee"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(GenericTableCell<RestaurantView>.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.separatorStyle = .singleLine
        tableView.dataSource = self
        tableView.delegate = self
        if !viewModel.rows.isEmpty { tableView.selectRow(at: IndexPath(row: 0, section: 0)) }
        view.padding = EdgeInsets(horizontal: 1)
        view.addSubview(tableView)
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        tableView.becomeFirstResponder()
    }

    package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "Where would you like to order from?"
    }

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.rows.count
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? GenericTableCell<RestaurantView>)?.configure(viewData: viewModel.rows[indexPath.row])
        return cell
    }

    package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.selectRestaurant(at: indexPath.row)
    }
}

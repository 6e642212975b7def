import Foundation
import TextRendering
import TextUI

/// The shop's books: a table whose rows show each book's `BookDetailsViewModel` title and
/// subtitle, the same read-only view model the details screen uses. Enter opens a book.
package final class BookListViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The books shown, in order. Setting them reloads the table and keeps the selection on
    /// the same book.
    package var books: [Book] {
        didSet { booksDidChange(from: oldValue) }
    }
    /// Called when the user opens a book (Enter).
    package var onOpen: ((Book) -> Void)?
    /// The table.
    package let tableView = TableView()

    static let cellIdentifier = "book"

    /// Creates the list of `books`.
    package init(books: [Book]) {
        self.books = books
        super.init()
        title = "Books"
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(GenericTableCell<TitledRowView>.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.separatorStyle = .singleLine
        tableView.dataSource = self
        tableView.delegate = self
        if !books.isEmpty { tableView.selectRow(at: IndexPath(row: 0, section: 0)) }
        view.addSubview(tableView)
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        tableView.becomeFirstResponder()
    }

    private func booksDidChange(from old: [Book]) {
        guard isViewLoaded else { return }
        let selectedID = tableView.selectedIndexPath.flatMap { old.indices.contains($0.row) ? old[$0.row].id : nil }
        tableView.reloadData()
        let row = books.firstIndex { $0.id == selectedID } ?? (books.isEmpty ? nil : 0)
        tableView.selectRow(at: row.map { IndexPath(row: $0, section: 0) }, scrollPosition: .nearest)
    }

    // MARK: - Table

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        guard let bookCell = cell as? GenericTableCell<TitledRowView> else { return cell }
        let viewModel = BookDetailsViewModel(model: books[indexPath.row])
        bookCell.configure(viewData: (viewModel.title, viewModel.subtitle))
        bookCell.accessoryType = .disclosureIndicator
        return bookCell
    }

    package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard books.indices.contains(indexPath.row) else { return }
        onOpen?(books[indexPath.row])
    }
}

import Foundation
import TextRendering
import TextUI

/// A book's reviews, bound both ways to a `BookReviewsViewModel`: the table reloads whenever
/// the view model calls its `updateHandler` (a review written here, or one that arrived from
/// another reader), and the form under it adds the reader's own review, showing the message
/// of the error the view model throws when the review is not valid.
///
/// Keys: ↑↓ select a review; Tab moves from the table to the form and through it; Enter in
/// the form submits. Escape in a text field hands the focus back to the table, and from there
/// (or from the Submit button) goes back. `x`, while the table has the focus, stands in for
/// another reader's review arriving.
public final class BookReviewsViewController: ViewController, TableViewDataSource {
    /// The view model the screen reads from and adds through.
    public let viewModel: BookReviewsViewModel
    /// Called for `x`: a review from another reader should arrive.
    public var onSimulateReviewFromElsewhere: (() -> Void)?

    /// The reviews.
    public let tableView = TableView()
    /// The review's title.
    public let titleField = TextField(placeholder: "Title")
    /// The number of stars, 1 to 5.
    public let starsField = TextField(placeholder: "1–5")
    /// The review itself.
    public let textField = TextField(placeholder: "What did you think?")
    /// Submits the review.
    public let submitButton = Button("Submit")
    private let bookLabel = Label("", style: .bold)
    private let summaryLabel = Label("", style: .dim)
    private let errorLabel = Label.wrapping(style: BookForm.errorStyle)
    private lazy var errorRow = BookForm.row(nil, errorLabel)

    static let cellIdentifier = "review"

    /// Creates the screen of `viewModel`'s reviews.
    public init(viewModel: BookReviewsViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Reviews"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(GenericTableCell<TitledRowView>.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.separatorStyle = .singleLine
        tableView.dataSource = self
        // The binding: whoever changes the reviews, the table follows.
        viewModel.updateHandler = { [weak self] in self?.reviewsDidChange() }

        for field in [titleField, starsField, textField] {
            field.onSubmit = { [weak self] _ in self?.submit() }
            field.onChange = { [weak self] _ in self?.showError(nil) }
        }
        submitButton.action = { [weak self] _ in self?.submit() }
        starsField.preferredWidth = 5

        let heading = StackView(axis: .vertical, arrangedSubviews: [bookLabel, summaryLabel])
        heading.padding = EdgeInsets(horizontal: 1)
        let form = Panel(title: "Your review", content: [
            BookForm.row("Title", titleField),
            BookForm.row("Stars", StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [starsField, Label("stars", style: .dim)])),
            BookForm.row("Text", textField),
            BookForm.row(nil, submitButton),
            errorRow,
        ])
        view.addSubview(heading)
        view.addSubview(tableView)
        view.addSubview(form)
        showError(nil)
        reviewsDidChange()
    }

    public override func viewDidAppear() {
        super.viewDidAppear()
        tableView.becomeFirstResponder()
    }

    /// Whether a text field has the focus: then characters are typed, not keys of the screen.
    public var isTyping: Bool {
        window?.firstResponder is TextField
    }

    /// Whether the table has the focus.
    public var isBrowsing: Bool {
        tableView.isFirstResponder
    }

    private func reviewsDidChange() {
        bookLabel.text = viewModel.bookName
        summaryLabel.text = viewModel.summary
        // Reviews are only ever added at the end: the same row is the same review.
        let selected = tableView.selectedIndexPath
        tableView.reloadData()
        selectRow(selected?.row ?? 0)
    }

    private func selectRow(_ row: Int) {
        guard viewModel.numberOfReviews > 0 else { return }
        let row = min(max(0, row), viewModel.numberOfReviews - 1)
        tableView.selectRow(at: IndexPath(row: row, section: 0), scrollPosition: TableView.ScrollPosition.none)
    }

    // MARK: - Writing a review

    /// Adds the review in the form through the view model: on success the form empties and
    /// the new review is selected; otherwise the error's message shows under the form.
    public func submit() {
        do {
            try viewModel.addReview(withTitle: titleField.text, text: textField.text, numberOfStars: starsField.text)
        } catch {
            showError(error.message)
            return
        }
        for field in [titleField, starsField, textField] { field.text = "" }
        // The table has reloaded through the binding already; the reader's review is the last.
        selectRow(viewModel.numberOfReviews - 1)
        tableView.becomeFirstResponder()
    }

    private func showError(_ message: String?) {
        errorLabel.text = message ?? ""
        errorRow.isHidden = message == nil
    }

    // MARK: - Keys

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case .escape where isTyping:
            tableView.becomeFirstResponder()
            return true
        case .character("x") where isBrowsing:
            onSimulateReviewFromElsewhere?()
            return true
        default:
            return false
        }
    }

    // MARK: - Table

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfReviews
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? GenericTableCell<TitledRowView>)?.configure(
            viewData: (viewModel.titleForReview(at: indexPath.row), viewModel.subtitleForReview(at: indexPath.row)))
        return cell
    }
}

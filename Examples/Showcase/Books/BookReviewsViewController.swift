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
///
/// A review that arrives is scrolled into view as far as the selected review stays whole on
/// screen, so the newest review shows under the one being read without taking the reader's
/// place away; the table keeps following the newest review when the form grows or shrinks.
package final class BookReviewsViewController: ViewController, TableViewDataSource {
    /// The view model the screen reads from and adds through.
    package let viewModel: BookReviewsViewModel
    /// Called for `x`: a review from another reader should arrive.
    package var onSimulateReviewFromElsewhere: (() throws(BookReviewError) -> Void)?

    /// The reviews.
    package let tableView = TableView()
    /// The review's title.
    package let titleField = TextField(placeholder: "Title")
    /// The number of stars, 1 to 5: it takes a single digit (the view model says whether it is
    /// one of 1 to 5), so that the form keeps its size whatever is typed.
    package let starsField = TextField(placeholder: "1–5")
    /// The review itself.
    package let textField = TextField(placeholder: "What did you think?")
    /// Submits the review.
    package let submitButton = Button("Submit")
    private let bookLabel = Label(style: .bold)
    private let summaryLabel = Label(style: .dim)
    private let errorLabel = Label(style: BookForm.errorStyle, numberOfLines: 0)
    private lazy var errorRow = BookForm.row(nil, errorLabel)
    /// Whether the next layout scrolls toward the newest review: one arrived, or the form
    /// changed height while the newest review was on screen.
    private var needsToRevealNewestReview = false

    static let cellIdentifier = "review"

    /// Creates the screen of `viewModel`'s reviews.
    package init(viewModel: BookReviewsViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Reviews"
    }

    package override func loadView() {
        let view = LayoutObservingView()
        view.didLayoutSubviews = { [weak self] in self?.viewDidLayoutSubviews() }
        self.view = view
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(GenericTableCell<TitledRowView>.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.separatorStyle = .singleLine
        tableView.dataSource = self
        // The binding: whoever changes the reviews, the table follows.
        viewModel.updateHandler = { [weak self] in self?.reviewsDidChange() }

        for field in [titleField, starsField, textField] {
            field.onSubmit = { [weak self] _ in self?.submit() }
            field.onChange = { [weak self] field in
                if field === self?.starsField { field.text = Self.acceptedStars(field.text) }
                self?.showError(nil)
            }
        }
        submitButton.action = { [weak self] _ in self?.submit() }
        starsField.preferredWidth = 5

        let heading = StackView(axis: .vertical, arrangedSubviews: [bookLabel, summaryLabel])
        heading.padding = EdgeInsets(horizontal: 1)
        let form = PanelView(title: "Your review", content: [
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

    package override func viewDidAppear() {
        super.viewDidAppear()
        tableView.becomeFirstResponder()
    }

    /// Whether a text field has the focus: then characters are typed, not keys of the screen.
    package var isTyping: Bool {
        window?.firstResponder is TextField
    }

    /// Whether the table has the focus.
    package var isBrowsing: Bool {
        tableView.isFirstResponder
    }

    /// What the stars field keeps of what was typed: its first digit.
    static func acceptedStars(_ typed: String) -> String {
        String(typed.filter { $0.isASCII && $0.isWholeNumber }.prefix(1))
    }

    private func reviewsDidChange() {
        bookLabel.text = viewModel.bookName
        summaryLabel.text = viewModel.summary
        // Reviews are only ever added at the end: the same row is the same review.
        let selected = tableView.selectedIndexPath
        tableView.reloadData()
        selectRow(selected?.row ?? 0)
        needsToRevealNewestReview = true
    }

    private var newestReview: IndexPath? {
        viewModel.numberOfReviews > 0 ? IndexPath(row: viewModel.numberOfReviews - 1, section: 0) : nil
    }

    /// Called when the screen has set the table's frame, before the table lays out its rows:
    /// scrolls toward the newest review, if asked to, as far as the selected review stays
    /// whole on screen.
    private func viewDidLayoutSubviews() {
        guard needsToRevealNewestReview, let newestReview else { return }
        needsToRevealNewestReview = false
        tableView.scrollToRow(at: newestReview, at: .nearest)
        guard let selected = tableView.selectedIndexPath else { return }
        tableView.layoutIfNeeded()
        if !isWhollyOnScreen(selected) { tableView.scrollToRow(at: selected, at: .nearest) }
    }

    /// Whether the row was wholly on screen when the table was last laid out.
    private func isWhollyOnScreen(_ indexPath: IndexPath) -> Bool {
        guard let cell = tableView.cellForRow(at: indexPath) else { return false }
        let area = tableView.contentRect
        return cell.frame.minY >= area.minY && cell.frame.maxY <= area.maxY
    }

    private func selectRow(_ row: Int) {
        guard viewModel.numberOfReviews > 0 else { return }
        let row = min(max(0, row), viewModel.numberOfReviews - 1)
        tableView.selectRow(at: IndexPath(row: row, section: 0), scrollPosition: .nearest)
    }

    // MARK: - Writing a review

    /// Adds the review in the form through the view model: on success the form empties and
    /// the new review is selected; otherwise the error's message shows under the form.
    package func submit() {
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
        guard errorLabel.text != (message ?? "") || errorRow.isHidden != (message == nil) else { return }
        // The form changes height, and the table with it: keep following the newest review.
        let followsNewestReview = newestReview.map(isWhollyOnScreen) ?? false
        errorLabel.text = message ?? ""
        errorRow.isHidden = message == nil
        if followsNewestReview { needsToRevealNewestReview = true }
    }

    // MARK: - Keys

    package override func handle(_ key: Key) -> Bool {
        switch key {
        case .escape where isTyping:
            tableView.becomeFirstResponder()
            return true
        case .character("x") where isBrowsing:
            do {
                try onSimulateReviewFromElsewhere?()
            } catch {
                showError(error.message)
            }
            return true
        default:
            return false
        }
    }

    // MARK: - Table

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfReviews
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? GenericTableCell<TitledRowView>)?.configure(
            viewData: (viewModel.titleForReview(at: indexPath.row), viewModel.subtitleForReview(at: indexPath.row)))
        return cell
    }
}

/// A view that says when it has laid out its subviews.
private final class LayoutObservingView: View {
    var didLayoutSubviews: () -> Void = {}

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayoutSubviews()
    }
}

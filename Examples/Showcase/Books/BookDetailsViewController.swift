import Foundation
import TextRendering
import TextUI

/// One book: its title and subtitle and what it is about, all read from a
/// `BookDetailsViewModel` and nothing else. `e` edits the book, `v` shows its reviews (the
/// navigation bar's buttons); what those do is up to whoever shows the screen.
package final class BookDetailsViewController: ViewController {
    /// What the screen shows; setting it (after a save) redraws the screen.
    package var viewModel: BookDetailsViewModel {
        didSet { reload() }
    }
    /// Called for `e`.
    package var onEdit: (() -> Void)?
    /// Called for `v`.
    package var onShowReviews: (() -> Void)?

    private let titleLabel = Label(style: .bold, numberOfLines: 0)
    private let subtitleLabel = Label(numberOfLines: 0)
    private let blurbLabel = Label(numberOfLines: 0)
    private let scrollView = ScrollView()

    /// Creates the screen of `viewModel`.
    package init(viewModel: BookDetailsViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Book"
        navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Edit", key: .character("e")) { [weak self] in self?.onEdit?() },
            BarButtonItem(title: "Reviews", key: .character("v")) { [weak self] in self?.onShowReviews?() },
        ]
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        let content = StackView(axis: .vertical, spacing: 1, arrangedSubviews: [
            StackView(axis: .vertical, arrangedSubviews: [titleLabel, subtitleLabel]), blurbLabel,
        ])
        content.padding = EdgeInsets(horizontal: 1)
        scrollView.contentView = content
        view.addSubview(scrollView)
        reload()
    }

    package override func viewDidAppear() {
        super.viewDidAppear()
        scrollView.becomeFirstResponder()
    }

    private func reload() {
        guard isViewLoaded else { return }
        titleLabel.text = viewModel.title
        subtitleLabel.text = viewModel.subtitle
        subtitleLabel.style = Style.plain.foreground(viewModel.isAvailable ? .green : .yellow)
        blurbLabel.text = viewModel.blurb
        blurbLabel.isHidden = viewModel.blurb.isEmpty
    }
}

import Foundation
import TextRendering
import TextUI

/// The view-model app (after John Sundell's "Different flavors of view models in Swift"): a
/// book shop whose screens each use the flavour they need. The list and the details read a
/// read-only `BookDetailsViewModel`; the editor saves through a `BookEditorViewModel` and its
/// `BookSyncService`; the reviews are bound two ways to a `BookReviewsViewModel`.
///
/// The app is also the screens' coordinator: the screens say what the user asked for
/// (`onOpen`, `onEdit`, …) and the app decides which screen follows and with which view model,
/// so that no screen knows another.
package final class BooksApp: ShowcaseApp {
    package static let name = "books"
    package static let summary = "View models in three flavours: read-only details, an editor that saves, reviews bound two ways"

    package static let walkthrough: [WalkthroughStep] = [
        WalkthroughStep("The books: each row is a BookDetailsViewModel's title and subtitle", keys: ""),
        WalkthroughStep("A book's details, read from its read-only BookDetailsViewModel", keys: "⏎"),
        WalkthroughStep("The editor: a new price, the server told to reject saves, Save: the request is on its way",
                        keys: "e⇥⌫⌫⌫⌫⌫⌫9.90⇥⇥⇥{space}⇤⏎"),
        WalkthroughStep("The server rejected it: the outcome is shown, and the view model keeps the book as it was", keys: "{wait}"),
        WalkthroughStep("Saves allowed again: saved, and the details show the book as the server returned it",
                        keys: "⇥{space}⇤⏎{wait}⎋"),
        WalkthroughStep("The reviews, from a BookReviewsViewModel that observes the review manager", keys: "v"),
        WalkthroughStep("Another reader's review arrives under the selected one: the view model calls its updateHandler, the table reloads and shows it",
                        keys: "↓↓x"),
        WalkthroughStep("The reader's own review, with six stars: addReview throws, and the error is shown",
                        keys: "⇥Haunting⇥6⇥Quiet, sad and beautiful.⏎"),
        WalkthroughStep("Five stars: the review is added, and comes back through the same binding", keys: "⇤⌫5⏎"),
    ]

    package let window: Window
    /// The clock the simulated server answers on.
    package let scheduler: Scheduler
    /// The shop's server, kept in memory.
    package let syncService: InMemoryBookSyncService
    /// The reviews of every book.
    package let reviewManager: BookReviewManager
    /// Readers elsewhere, whose reviews `x` brings in.
    package let otherReaders: OtherReaders
    /// The first screen.
    package let listViewController: BookListViewController
    private let navigation: NavigationController
    package private(set) var isFinished = false

    package init(now: Date) {
        scheduler = Scheduler(now: now)
        syncService = InMemoryBookSyncService(books: Book.samples, scheduler: scheduler)
        reviewManager = BookReviewManager(reviews: Book.Review.samples)
        otherReaders = OtherReaders(manager: reviewManager)
        listViewController = BookListViewController(books: syncService.books)
        navigation = NavigationController(rootViewController: listViewController)
        window = Window(rootViewController: navigation, size: Size(width: 80, height: 23))
        listViewController.onOpen = { [weak self] book in self?.showDetails(ofBookWithID: book.id) }
    }

    // MARK: - Screens

    private func showDetails(ofBookWithID id: Book.ID) {
        guard let book = syncService.book(withID: id) else { return }
        let details = BookDetailsViewController(viewModel: BookDetailsViewModel(model: book))
        details.onEdit = { [weak self] in self?.showEditor(ofBookWithID: id) }
        details.onShowReviews = { [weak self] in self?.showReviews(ofBookWithID: id) }
        navigation.push(details)
    }

    private func showEditor(ofBookWithID id: Book.ID) {
        guard let book = syncService.book(withID: id) else { return }
        let editor = BookEditorViewController(
            viewModel: BookEditorViewModel(model: book, syncService: syncService), simulatedServer: syncService)
        editor.onSave = { [weak self] in self?.bookDidChange(withID: id) }
        navigation.push(editor)
    }

    private func showReviews(ofBookWithID id: Book.ID) {
        guard let book = syncService.book(withID: id) else { return }
        let reviews = BookReviewsViewController(viewModel: BookReviewsViewModel(book: book, manager: reviewManager))
        reviews.onSimulateReviewFromElsewhere = { [weak self] () throws(BookReviewError) in
            try self?.otherReaders.sendReview(forBookWithID: id)
        }
        navigation.push(reviews)
    }

    /// A save went through: the screens that show the book show it as the server keeps it.
    private func bookDidChange(withID id: Book.ID) {
        listViewController.books = syncService.books
        guard let book = syncService.book(withID: id) else { return }
        for case let details as BookDetailsViewController in navigation.viewControllers {
            details.viewModel = BookDetailsViewModel(model: book)
        }
    }

    // MARK: - Terminal

    /// The keys of the screen on top, most important first, in at most 40 columns; `q quit`
    /// only where `q` quits (not while a text field takes it as a letter).
    package var statusLine: String {
        let focus = window.firstResponder
        switch navigation.topViewController {
        case let editor as BookEditorViewController:
            if editor.isSaving { return " Waiting for the server… · q quit" }
            switch focus {
            case is TextField: return " ⏎ save · ⇥ next · ⎋ done typing"
            case is Switch: return " ␣ toggle · ⇥ next · ⎋ back · q quit"
            case is Button: return " ⏎ save · ⇥ next · ⎋ back · q quit"
            default: return " ⇥ next · ⎋ back · q quit"
            }
        case is BookReviewsViewController:
            switch focus {
            case is TextField: return " ⏎ submit · ⇥ next · ⎋ done typing"
            case is TableView: return " ⇥ write · x incoming · ⎋ back · q quit"
            case is Button: return " ⏎ submit · ⇥ next · ⎋ back · q quit"
            default: return " ⇥ next · ⎋ back · q quit"
            }
        case is BookDetailsViewController:
            return " e edit · v reviews · ⎋ back · q quit"
        default:
            return " ↑↓ select · ⏎ open · q quit"
        }
    }

    package func handle(_ key: Key) {
        if window.send(key) { return }
        switch key {
        case .character("q"): isFinished = true
        // ← goes back as Escape does, where nothing else takes it (a text field moves its cursor).
        case .left: window.send(.escape)
        default: break
        }
    }

    package func advanceTime(to date: Date) -> Bool {
        let ran = scheduler.advance(to: date)
        guard let editor = navigation.topViewController as? BookEditorViewController, editor.isSaving else { return ran }
        editor.tickSpinner()
        return true
    }
}

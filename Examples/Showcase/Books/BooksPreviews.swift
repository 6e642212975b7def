import Foundation
import TextRendering
import TextUI

/// The books screens with sample data, in the states worth seeing.
enum BooksPreviews {
    static var previews: [Preview] {
        let now = Showcase.referenceDate
        // Shared by the "save failed" preview's two closures: `prepare` moves it on after
        // `make` has sent the save.
        let failingScheduler = Scheduler(now: now)
        return [
            Preview("row", group: "Books") {
                let row = TitledRowView()
                let viewModel = BookDetailsViewModel(model: Book.samples[1])
                row.configure(viewData: (viewModel.title, viewModel.subtitle))
                return row
            },
            Preview("list", group: "Books", height: 20) {
                NavigationController(rootViewController: BookListViewController(books: Book.samples))
            },
            Preview("available", group: "Book details", height: 10) {
                details(of: Book.samples[0])
            },
            Preview("coming soon", group: "Book details", height: 10) {
                details(of: Book.samples[2])
            },
            Preview("editing", group: "Book editor", height: 16) {
                editor(scheduler: Scheduler(now: now))
            },
            Preview("invalid price", group: "Book editor", height: 16, prepare: { window in
                window.send(.tab)
                window.send(Array(repeating: .backspace, count: 6))
                window.type("twelve")
                window.send(.enter)
            }) {
                editor(scheduler: Scheduler(now: now))
            },
            Preview("saving", group: "Book editor", height: 16, prepare: { window in
                window.send(.enter)
            }) {
                // The server never answers: its scheduler is not advanced.
                editor(scheduler: Scheduler(now: now))
            },
            Preview("save failed", group: "Book editor", height: 16, prepare: { window in
                window.send(.enter)
                // The server answers.
                failingScheduler.advance(to: failingScheduler.now + 1)
            }) {
                editor(scheduler: failingScheduler, failsSyncs: true)
            },
            Preview("reviews", group: "Book reviews", height: 22) {
                reviews(of: Book.samples[0], manager: BookReviewManager(reviews: Book.Review.samples))
            },
            Preview("invalid review", group: "Book reviews", height: 22, prepare: { window in
                window.send(.tab)
                window.type("   ")
                window.send(.tab)
                window.type("5")
                window.send(.enter)
            }) {
                reviews(of: Book.samples[0], manager: BookReviewManager(reviews: Book.Review.samples))
            },
            Preview("no reviews yet", group: "Book reviews", height: 16) {
                reviews(of: Book.samples[2], manager: BookReviewManager())
            },
        ]
    }

    private static func details(of book: Book) -> ViewController {
        let navigation = NavigationController(rootViewController: BookListViewController(books: Book.samples))
        navigation.push(BookDetailsViewController(viewModel: BookDetailsViewModel(model: book)))
        return navigation
    }

    private static func editor(scheduler: Scheduler, failsSyncs: Bool = false) -> ViewController {
        let server = InMemoryBookSyncService(books: Book.samples, scheduler: scheduler)
        server.failsSyncs = failsSyncs
        let viewModel = BookEditorViewModel(model: Book.samples[0], syncService: server)
        let navigation = NavigationController(rootViewController: BookDetailsViewController(viewModel: BookDetailsViewModel(model: Book.samples[0])))
        navigation.push(BookEditorViewController(viewModel: viewModel, simulatedServer: server))
        return navigation
    }

    private static func reviews(of book: Book, manager: BookReviewManager) -> ViewController {
        let navigation = NavigationController(rootViewController: BookDetailsViewController(viewModel: BookDetailsViewModel(model: book)))
        navigation.push(BookReviewsViewController(viewModel: BookReviewsViewModel(book: book, manager: manager)))
        return navigation
    }
}

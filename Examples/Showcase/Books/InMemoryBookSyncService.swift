import Foundation

/// A stand-in for the shop's server: it keeps the books in memory, answers a second after
/// being asked (on a `Scheduler`, so that tests and key scripts decide when), and can be told
/// to reject every save.
///
/// ```swift
/// let server = InMemoryBookSyncService(books: Book.samples, scheduler: scheduler)
/// server.failsSyncs = true
/// server.sync(book) { result in … }     // nothing yet
/// scheduler.advance(to: now + 1)        // .failure: "The server rejected the changes to …"
/// ```
package final class InMemoryBookSyncService: BookSyncService {
    /// The books as the server keeps them.
    package private(set) var books: [Book]
    /// Whether the server rejects the saves it receives from now on.
    package var failsSyncs = false
    /// How many saves the server has received.
    package private(set) var syncCount = 0
    /// The seconds the server takes to answer.
    package let delay: TimeInterval
    private let scheduler: Scheduler

    /// Creates a server that keeps `books` and answers `delay` seconds after each request.
    package init(books: [Book], scheduler: Scheduler, delay: TimeInterval = 1) {
        self.books = books
        self.scheduler = scheduler
        self.delay = delay
    }

    /// The book with `id`, as the server keeps it.
    package func book(withID id: Book.ID) -> Book? {
        books.first { $0.id == id }
    }

    /// Saves `book` in place of the book with its identifier, and completes after `delay`
    /// seconds; the server trims spaces around the name it keeps.
    ///
    /// Fails when the server is told to (`failsSyncs`, as it is when the request arrives), when it
    /// has no book with that identifier, or when the name is empty.
    package func sync(_ book: Book, completion: @escaping (Result<Book, BookSyncError>) -> Void) {
        syncCount += 1
        let rejects = failsSyncs
        scheduler.schedule(after: delay) { [self] in
            completion(rejects ? .failure(BookSyncError(code: .rejected, "The server rejected the changes to '\(book.name)'.")) : store(book))
        }
    }

    private func store(_ book: Book) -> Result<Book, BookSyncError> {
        guard let index = books.firstIndex(where: { $0.id == book.id }) else {
            return .failure(BookSyncError(code: .unknownBook, "The server has no book with the identifier \(book.id)."))
        }
        var saved = book
        saved.name = book.name.trimmingWhitespace()
        guard !saved.name.isEmpty else {
            return .failure(BookSyncError(code: .missingName, "The server keeps no book without a name."))
        }
        books[index] = saved
        return .success(saved)
    }
}

/// Where an edited book is saved: the shop's server, or a stand-in for it.
///
/// `BookEditorViewModel` knows its service only through this protocol, so tests give it one
/// that answers as they need.
///
/// ```swift
/// service.sync(book) { result in
///     switch result {
///     case .success(let saved): show(saved)     // the book as the server keeps it
///     case .failure(let error): show(error.message)
///     }
/// }
/// ```
package protocol BookSyncService: AnyObject {
    /// Sends `book` to be saved, and calls `completion` later with the book as saved (which
    /// may differ from what was sent) or why it was not.
    ///
    /// - Parameters:
    ///   - book: The book with the changes.
    ///   - completion: Called once, with the saved book or the error.
    func sync(_ book: Book, completion: @escaping (Result<Book, BookSyncError>) -> Void)
}

/// A save that did not happen, with a sentence for the user.
///
/// ```swift
/// BookSyncError(code: .rejected, "The server rejected the changes to 'ノルウェイの森'.")
/// ```
package struct BookSyncError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the save did not happen; new codes may be added.
    package struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The server refused the changes.
        package static let rejected = Code("rejected")
        /// The server has no book with the book's identifier.
        package static let unknownBook = Code("unknownBook")
        /// The server keeps no book without a name.
        package static let missingName = Code("missingName")

        /// The code's name.
        package var description: String { name }
    }

    /// Why the save did not happen.
    package let code: Code
    /// What went wrong, in a sentence for the user.
    package let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: Why the save did not happen.
    ///   - message: What went wrong, naming the book or value in quotes.
    package init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    package var description: String { message }
}

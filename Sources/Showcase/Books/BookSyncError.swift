/// A save that did not happen, with a sentence for the user.
///
/// ```swift
/// BookSyncError(code: .rejected, "The server rejected the changes to 'ノルウェイの森'.")
/// ```
public struct BookSyncError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the save did not happen; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The server refused the changes.
        public static let rejected = Code("rejected")
        /// The server has no book with the book's identifier.
        public static let unknownBook = Code("unknownBook")
        /// The server keeps no book without a name.
        public static let missingName = Code("missingName")

        /// The code's name.
        public var description: String { name }
    }

    /// Why the save did not happen.
    public let code: Code
    /// What went wrong, in a sentence for the user.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: Why the save did not happen.
    ///   - message: What went wrong, naming the book or value in quotes.
    public init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Input the editor cannot save, with a sentence for the user that names the value.
///
/// ```swift
/// BookEditorError(code: .invalidPrice, "The price 'twelve' is not an amount like 12.50.")
/// ```
public struct BookEditorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake it is; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The name is empty, or only spaces.
        public static let missingName = Code("missingName")
        /// The price is not an amount in the book's currency.
        public static let invalidPrice = Code("invalidPrice")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of mistake.
    public let code: Code
    /// What is wrong, naming the value in quotes.
    public let message: String

    init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

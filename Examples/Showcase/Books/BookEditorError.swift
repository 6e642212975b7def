/// Input the editor cannot save, with a sentence for the user that names the value.
///
/// ```swift
/// BookEditorError(code: .invalidPrice, "The price 'twelve' is not an amount like 12.50.")
/// ```
package struct BookEditorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake it is; new codes may be added.
    package struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The name is empty, or only spaces.
        package static let missingName = Code("missingName")
        /// The price is not an amount in the book's currency.
        package static let invalidPrice = Code("invalidPrice")

        /// The code's name.
        package var description: String { name }
    }

    /// The kind of mistake.
    package let code: Code
    /// What is wrong, naming the value in quotes.
    package let message: String

    init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    package var description: String { message }
}

/// A review the manager does not accept, with a sentence for the user that names the value.
///
/// ```swift
/// BookReviewError(code: .invalidStars, "A review has 1 to 5 stars, not 6.")
/// ```
package struct BookReviewError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the review; new codes may be added.
    package struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The title is empty, or only spaces.
        package static let missingTitle = Code("missingTitle")
        /// No number of stars was given.
        package static let missingStars = Code("missingStars")
        /// The stars are not a whole number from 1 to 5.
        package static let invalidStars = Code("invalidStars")
        /// The text is longer than `BookReviewManager.maximumTextLength` characters.
        package static let textTooLong = Code("textTooLong")

        /// The code's name.
        package var description: String { name }
    }

    /// What is wrong.
    package let code: Code
    /// What is wrong, in a sentence that names the value.
    package let message: String

    init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    package var description: String { message }
}

/// A request to the user service that failed, with a sentence that names what failed.
///
/// ```swift
/// UserServiceError.connectionLost.message   // "The connection to 'api.wallet.example' was lost."
/// ```
package struct UserServiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is, for code that reacts to some of them.
    package struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The request did not reach the server, or its answer did not come back.
        package static let connectionLost = Code("connectionLost")
        /// The currency asked for is not one the service knows.
        package static let unknownCurrency = Code("unknownCurrency")
        /// The user already has an account in the currency asked for.
        package static let accountExists = Code("accountExists")

        /// The code's name.
        package var description: String { name }
    }

    /// What kind of failure it is.
    package var code: Code
    /// What failed, in a sentence for people.
    package var message: String

    /// Creates an error.
    package init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The connection to the service was lost.
    package static let connectionLost = UserServiceError(code: .connectionLost, "The connection to 'api.wallet.example' was lost.")

    /// There is no currency with `code`.
    package static func unknownCurrency(_ code: String) -> UserServiceError {
        UserServiceError(code: .unknownCurrency, "There is no currency '\(code)'.")
    }

    /// The user already has an account in the currency with `code`.
    package static func accountExists(_ code: String) -> UserServiceError {
        UserServiceError(code: .accountExists, "There is already a '\(code)' account.")
    }

    package var description: String { message }
}

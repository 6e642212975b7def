/// A request to the user service that failed, with a sentence that names what failed.
///
/// ```swift
/// UserServiceError.connectionLost.message   // "The connection to 'api.wallet.example' was lost."
/// ```
public struct UserServiceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of failure it is, for code that reacts to some of them.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The request did not reach the server, or its answer did not come back.
        public static let connectionLost = Code("connectionLost")
        /// The currency asked for is not one the service knows.
        public static let unknownCurrency = Code("unknownCurrency")
        /// The user already has an account in the currency asked for.
        public static let accountExists = Code("accountExists")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of failure it is.
    public var code: Code
    /// What failed, in a sentence for people.
    public var message: String

    /// Creates an error.
    public init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The connection to the service was lost.
    public static let connectionLost = UserServiceError(code: .connectionLost, "The connection to 'api.wallet.example' was lost.")

    /// There is no currency with `code`.
    public static func unknownCurrency(_ code: String) -> UserServiceError {
        UserServiceError(code: .unknownCurrency, "There is no currency '\(code)'.")
    }

    /// The user already has an account in the currency with `code`.
    public static func accountExists(_ code: String) -> UserServiceError {
        UserServiceError(code: .accountExists, "There is already a '\(code)' account.")
    }

    public var description: String { message }
}

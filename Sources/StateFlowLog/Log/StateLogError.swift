import Foundation

/// A state log that cannot be read or written, with the line and field at fault.
///
/// ```swift
/// StateLogError(code: .newerVersion, line: 1, field: "version",
///               "Line 1: field 'version' is 3; this reader understands version 1.")
/// ```
public struct StateLogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// A line that is not JSON, or not an object.
        public static let malformedLine = Code("malformedLine")
        /// The header names another format.
        public static let wrongFormat = Code("wrongFormat")
        /// The header's version is newer than this reader.
        public static let newerVersion = Code("newerVersion")
        /// The header names another state type.
        public static let wrongStateType = Code("wrongStateType")
        /// A field that must be there is not.
        public static let missingField = Code("missingField")
        /// A field of the wrong kind or with a value that means nothing.
        public static let invalidField = Code("invalidField")
        /// A state that does not decode as the store's `State`.
        public static let stateDoesNotDecode = Code("stateDoesNotDecode")
        /// A merge patch with no state before it to apply to.
        public static let patchWithoutBase = Code("patchWithoutBase")
        /// A sequence number asked for that the log does not have.
        public static let noSuchEntry = Code("noSuchEntry")
        /// A store asked to continue a log it is not at the end of: its state is not the
        /// log's last state.
        public static let doesNotContinue = Code("doesNotContinue")
        /// Reading or writing a file failed.
        public static let io = Code("io")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of problem.
    public let code: Code
    /// The 1-based line, when the problem is in one.
    public let line: Int?
    /// The field (a dotted path within the line), when the problem is in one.
    public let field: String?
    /// A sentence that names the line, the field and the value.
    public let message: String

    /// The failure behind an `.io` error, as it was thrown: a `POSIXError` (with the system's
    /// error number) when a system call failed, Foundation's error when reading a file did;
    /// `nil` for problems in the log's text.
    public let underlyingError: (any Error)?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of problem.
    ///   - line: The 1-based line, when the problem is in one.
    ///   - field: The field, when the problem is in one.
    ///   - message: A sentence that names the line, the field and the value.
    ///   - underlyingError: The error behind it, when a call failed.
    public init(code: Code, line: Int?, field: String?, _ message: String, underlyingError: (any Error)? = nil) {
        self.code = code
        self.line = line
        self.field = field
        self.message = message
        self.underlyingError = underlyingError
    }

    /// The message.
    public var description: String { message }

    /// The error with the log file at `url` named before its message (`'/logs/viewState.jsonl':
    /// Line 3: …`), as every reader of files reports; itself when its message starts with a
    /// name already.
    package func naming(_ url: URL) -> StateLogError {
        guard !message.hasPrefix("'") else { return self }
        return StateLogError(code: code, line: line, field: field, "'\(url.path)': \(message)", underlyingError: underlyingError)
    }

    /// Errors are equal when their code, line, field and message are: an underlying error
    /// need not be `Equatable`, and its message is already in `message`.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.line == rhs.line && lhs.field == rhs.field && lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(line)
        hasher.combine(field)
        hasher.combine(message)
    }
}

/// A terminal that cannot be used, with a sentence that says why.
///
/// ```swift
/// TerminalError(code: .notATerminal, "standard input (descriptor 0) is not a terminal")
/// ```
public struct TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// A descriptor given to the session is not a terminal.
        public static let notATerminal = Code("notATerminal")
        /// The terminal's settings cannot be read or changed (raw mode).
        public static let settings = Code("settings")
        /// The signal pipe or handlers cannot be set up, or another session runs.
        public static let signals = Code("signals")
        /// Waiting for or reading the input failed (not the input ending: that is an ending).
        public static let input = Code("input")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of problem.
    public let code: Code
    /// What went wrong, naming the descriptor or call.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of problem.
    ///   - message: A sentence that names the descriptor or call at fault.
    public init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

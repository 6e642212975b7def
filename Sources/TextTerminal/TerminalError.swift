import TextConsole
import ViewDataSupport

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
    /// The system's error number (`errno`) behind the failure, when a system call failed;
    /// `nil` for problems the runtime found itself.
    public let errorNumber: Int32?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of problem.
    ///   - message: A sentence that names the descriptor or call at fault.
    ///   - errorNumber: The system's error number behind it, if a system call failed.
    public init(code: Code, _ message: String, errorNumber: Int32? = nil) {
        self.code = code
        self.message = message
        self.errorNumber = errorNumber
    }

    /// The message.
    public var description: String { message }
}

extension TerminalSettings {
    /// The settings of the terminal `descriptor`, or the error that says why they cannot be read.
    static func reading(_ descriptor: Int32) throws(TerminalError) -> TerminalSettings {
        do {
            return try TerminalSettings.read(from: descriptor)
        } catch {
            throw TerminalError(
                code: .settings,
                "cannot read the terminal's settings (descriptor \(descriptor)): \(SystemCalls.describe(errorNumber: error.errorNumber))",
                errorNumber: error.errorNumber)
        }
    }
}

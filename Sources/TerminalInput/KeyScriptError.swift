/// A key script that cannot be read, with a sentence that names the problem and its place.
///
/// ```swift
/// KeyScriptError(code: .unknownKey, "unknown key '{jump}' at character 3; known: …")
/// ```
public struct KeyScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// A `{name}` that is not a key the script language knows.
        public static let unknownKey = Code("unknownKey")
        /// A `{` without its `}`.
        public static let unclosedBrace = Code("unclosedBrace")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of problem.
    public let code: Code
    /// What is wrong, and where.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of problem.
    ///   - message: A sentence that names the token in quotes, and its place.
    public init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

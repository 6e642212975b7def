/// A snapshot that cannot be read, written or named, with a sentence that names the file or
/// value at fault.
///
/// ```swift
/// SnapshotError(code: .corruptReference,
///               "Reference 'Snapshots/CommentViewTests/testTitle.1.txt' is not valid UTF-8 (byte 0xFF at offset 17).")
/// ```
public struct SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// A reference file that is not valid UTF-8.
        public static let corruptReference = Code("corruptReference")
        /// A file that could not be read, written, moved or removed.
        public static let fileSystem = Code("fileSystem")
        /// No `Package.swift` above the test file, and no directory was configured.
        public static let noPackageRoot = Code("noPackageRoot")
        /// An environment variable or option with a value that means nothing.
        public static let invalidSetting = Code("invalidSetting")
        /// Two snapshots of one test, or of two tests, that would share a file.
        public static let nameCollision = Code("nameCollision")
        /// A file given to a command that is not a snapshot reference or pending file.
        public static let notASnapshot = Code("notASnapshot")
        /// Pruning without a record of a complete test run newer than the references.
        public static let noCompleteRun = Code("noCompleteRun")
        /// Pruning a references folder outside the package.
        public static let outsidePackage = Code("outsidePackage")
        /// An inline snapshot whose closure cannot be written into its test file (the call
        /// cannot be found, or its closures do not say where the snapshot goes).
        public static let inlineSnapshotUnwritable = Code("inlineSnapshotUnwritable")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of problem.
    public let code: Code
    /// A sentence that names the value or file, in quotes.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of problem.
    ///   - message: A sentence that names the value or file in quotes.
    public init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

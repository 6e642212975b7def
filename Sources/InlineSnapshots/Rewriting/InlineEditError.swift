/// Why an inline snapshot could not be written into its test file. The message names the
/// file and line.
package struct InlineEditError: Error, Sendable, Hashable, CustomStringConvertible {
    package struct Code: Sendable, Hashable {
        let name: String
        /// No call starts at the recorded line and column.
        package static let callNotFound = Code(name: "callNotFound")
        /// The call's closures do not say which one holds the snapshot.
        package static let ambiguousClosure = Code(name: "ambiguousClosure")
        /// A string, comment or bracket in the file has no end.
        package static let unterminated = Code(name: "unterminated")
        /// The file changed since the test read it.
        package static let fileChanged = Code(name: "fileChanged")
        /// The same call was given two different snapshots.
        package static let conflictingSnapshots = Code(name: "conflictingSnapshots")
        /// The edited file did not read back as the snapshot with everything else unchanged.
        package static let verificationFailed = Code(name: "verificationFailed")
        /// The file could not be read or written.
        package static let fileSystem = Code(name: "fileSystem")
    }

    package var code: Code
    package var message: String

    package init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { message }
}

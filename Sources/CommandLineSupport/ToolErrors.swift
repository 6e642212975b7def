/// A mistake on the command line, with a sentence that names the wrong argument.
package struct UsageError: Error, Equatable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    /// The exit status of a command-line usage error (sysexits.h's `EX_USAGE`).
    package static let exitStatus: Int32 = 64
}

/// A failure of the tool, with a sentence for standard error.
package struct ToolError: Error, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}

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

extension Terminal {
    /// Reads a command line with `parse`; on a mistake, reports it on standard error (a usage
    /// error followed by `usage`) and gives the exit status instead: 64 for a usage error, 1
    /// for anything else.
    package func parseCommand<Command>(usage: @autoclosure () -> String, _ parse: () throws -> Command) -> Result<Command, ExitStatus> {
        do {
            return .success(try parse())
        } catch let error as UsageError {
            report(error.message)
            writeError("\n\(usage())")
            return .failure(ExitStatus(code: UsageError.exitStatus))
        } catch {
            report("\(error)")
            return .failure(ExitStatus(code: 1))
        }
    }
}

/// A process exit status, as an error a command line that could not be read ends with.
package struct ExitStatus: Error, Equatable {
    package var code: Int32
}

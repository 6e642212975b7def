import Foundation

/// What a path names, for refusing early and clearly what is not a file to read: a folder, a
/// FIFO (reading it waits for a writer), a device (`/dev/zero` never ends, `/dev/null` is
/// empty), a socket.
///
/// ```swift
/// if let problem = FileKind.problem(readingFileAt: url) {
///     throw ToolError("Cannot read '\(url.path)': \(problem).")   // "it is a folder, not a file"
/// }
/// ```
package enum FileKind: Sendable, Equatable {
    case file, folder, fifo, device, socket, other

    /// What is at `url`, following symbolic links; `nil` when nothing is.
    package static func at(_ url: URL) -> FileKind? {
        FileSyscalls.kind(at: url.path)
    }

    /// Why the file at `url` cannot be read as a file, as a clause that follows "Cannot read
    /// 'NAME': " (`there is no such file`, `it is a folder, not a file`, …); `nil` for a file.
    package static func problem(readingFileAt url: URL) -> String? {
        switch at(url) {
        case .file: nil
        case nil: "there is no such file"
        case .folder: "it is a folder, not a file"
        case .fifo: "it is a FIFO (a named pipe), not a file"
        case .device: "it is a device, not a file"
        case .socket: "it is a socket, not a file"
        case .other: "it is not a regular file"
        }
    }
}

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
        SystemCalls.kind(at: url.path)
    }

    /// What the kind is called in a sentence: `a folder`, `a device`, …
    package var name: String {
        switch self {
        case .file: "a file"
        case .folder: "a folder"
        case .fifo: "a FIFO (a named pipe)"
        case .device: "a device"
        case .socket: "a socket"
        case .other: "a special file"
        }
    }

    /// Why the file at `url` cannot be read as a file, as a clause that follows "Cannot read
    /// 'NAME': " (`there is no such file`, `it is a folder, not a file`, …); `nil` for a file.
    package static func problem(readingFileAt url: URL) -> String? {
        guard let kind = at(url) else { return "there is no such file" }
        return kind == .file ? nil : "it is \(kind.name), not a file"
    }
}

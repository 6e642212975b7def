import Foundation

/// Writes a file the way an editor saves one: the new contents in a temporary file beside it,
/// then renamed over it in one step, so that a reader (or a crash) sees the old file or the new
/// one, never a part. What a plain atomic write loses is kept:
///
/// - a symbolic link stays a link: the file it points to is the one replaced;
/// - the file's permissions stay (a `0600` file does not become world-readable);
/// - a file made read-only is not written at all: the error says so, and the caller keeps its
///   changes;
/// - a directory, FIFO or device in the way is named as what it is.
///
/// ```swift
/// try FileReplacement.write(data, to: url)      // throws FileReplacementError naming the file
/// ```
package enum FileReplacement {
    /// Replaces the contents of the file at `url` (through any symbolic links) with `data`,
    /// or creates it.
    ///
    /// - Throws: `FileReplacementError` naming the file and what is wrong; the file is as it was.
    package static func write(_ data: Data, to url: URL) throws(FileReplacementError) {
        let target = try resolvingLinks(url)
        let fileManager = FileManager.default
        var permissions: Int?
        if let kind = FileKind.at(target), kind != .file {
            throw FileReplacementError(url, "is \(kind.name), not a file; nothing was written")
        }
        if let attributes = try? fileManager.attributesOfItem(atPath: target.path) {
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o644
            // The owner's write bit, not only access(2): a user's `chmod a-w` is a decision,
            // also for root, whom access(2) lets write anything.
            guard mode & 0o200 != 0, fileManager.isWritableFile(atPath: target.path) else {
                throw FileReplacementError(url, "is read-only; nothing was written (make it writable to save here)")
            }
            permissions = mode
        }
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
            if let permissions {
                try fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
        } catch {
            try? fileManager.removeItem(at: temporary)  // only our temporary file
            let reason = !fileManager.fileExists(atPath: folder.path) ? "its folder '\(folder.lastPathComponent)' does not exist"
                : fileManager.isWritableFile(atPath: folder.path) ? error.localizedDescription
                : "its folder '\(folder.lastPathComponent)' cannot be written to"
            throw FileReplacementError(url, "could not be written: \(reason)")
        }
        do {
            try SystemCalls.move(temporary.path, replacing: target.path)
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw FileReplacementError(url, "could not be replaced: \(SystemCalls.describe(error))")
        }
    }

    /// The file `url` names after following symbolic links (at most 32, relative ones from
    /// the link's folder); `url` itself when it is no link or does not exist.
    private static func resolvingLinks(_ url: URL) throws(FileReplacementError) -> URL {
        var current = url
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current
            }
            current = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        throw FileReplacementError(url, "is a chain of more than 32 symbolic links; nothing was written")
    }
}

/// Why a file could not be written: the file, as the caller named it, and what is wrong.
package struct FileReplacementError: Error, Equatable, CustomStringConvertible {
    /// The file as the caller named it.
    package var url: URL
    /// What is wrong, as a sentence that follows the file's name.
    package var reason: String

    package init(_ url: URL, _ reason: String) {
        self.url = url
        self.reason = reason
    }

    /// `'zones.json' is read-only; nothing was written (…)`.
    package var description: String { "'\(url.lastPathComponent)' \(reason)" }
}

import Foundation

/// The files a failing snapshot leaves for CI to upload, under `SNAPSHOT_ARTIFACTS`, in the
/// layout of the references folder:
///
/// ```
/// $SNAPSHOT_ARTIFACTS/CommentViewTests/testTitle.1.txt            the actual output
/// $SNAPSHOT_ARTIFACTS/CommentViewTests/testTitle.1.txt.reference  the reference, when there is one
/// $SNAPSHOT_ARTIFACTS/CommentViewTests/testTitle.1.txt.diff       the difference, when there is one
/// ```
///
/// The actual output is written as a reference would be, so that copying the folder over
/// `Snapshots/` accepts every failure. Files are written atomically; stale `.reference` and
/// `.diff` files of an earlier failure of the same snapshot are removed.
package struct SnapshotArtifacts: Sendable {
    /// The folder.
    package var directory: URL

    /// Artifacts under `directory` (relative paths are taken from the working directory).
    package init(directory: String) {
        let url = directory.hasPrefix("/")
            ? URL(fileURLWithPath: directory)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(directory)
        self.directory = url.standardizedFileURL
    }

    /// Writes one failure's files.
    ///
    /// - Parameters:
    ///   - actual: The snapshot's text.
    ///   - reference: The reference's text, when there is one.
    ///   - difference: How they differ, when they do.
    ///   - relativePath: The reference's path in the references folder (already sanitised).
    /// - Returns: The path of the actual output's file.
    /// - Throws: `SnapshotError` `.fileSystem` naming the file.
    @discardableResult
    package func write(actual: String, reference: String?, difference: String?, relativePath: String) throws -> String {
        let file = directory.appendingPathComponent(relativePath)
        try SnapshotFile.write(actual, to: file, displayPath: file.path)
        for (suffix, text) in [(".reference", reference), (".diff", difference)] {
            let extra = file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + suffix)
            if let text {
                try SnapshotFile.write(text, to: extra, displayPath: extra.path)
            } else {
                try SnapshotFile.remove(extra, displayPath: extra.path)
            }
        }
        return file.path
    }
}

import Foundation

/// Finds the package root of a test file and the folder its references live in.
package enum SnapshotLocator {
    private static let roots = Locked<[String: URL?]>([:])

    /// The folder holding the nearest `Package.swift` above `filePath`, or `nil`.
    ///
    /// Answers are cached per folder: every assertion asks, and the walk touches the disk.
    package static func packageRoot(containing filePath: String) -> URL? {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL
        if let cached = roots.withLock({ $0[folder.path] }) { return cached }
        var candidate = folder
        var root: URL?
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
                root = candidate
                break
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        roots.withLock { $0[folder.path] = root }
        return root
    }

    /// The folder of references for tests in `filePath`: the configured directory, else
    /// `SNAPSHOT_TESTING_DIRECTORY`, else `Snapshots/` beside the nearest `Package.swift`.
    /// Relative directories are taken from the package root (or the working directory).
    ///
    /// - Throws: `SnapshotError` with code `.noPackageRoot` when nothing is configured and no
    ///   `Package.swift` is above the file.
    package static func snapshotsDirectory(
        forTestFile filePath: String, configured: String?, environment: SnapshotEnvironment
    ) throws -> URL {
        let root = packageRoot(containing: filePath)
        if let directory = configured ?? environment.directory {
            let base = root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let url = directory.hasPrefix("/")
                ? URL(fileURLWithPath: directory) : base.appendingPathComponent(directory)
            return url.standardizedFileURL
        }
        guard let root else {
            throw SnapshotError(
                code: .noPackageRoot,
                "No Package.swift above '\(filePath)'; set SNAPSHOT_TESTING_DIRECTORY or pass a directory.")
        }
        return root.appendingPathComponent("Snapshots")
    }

    /// Where test processes record the references they use, for `viewdata snapshots prune`.
    package static func manifestDirectory(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent(".build").appendingPathComponent("snapshots")
    }
}

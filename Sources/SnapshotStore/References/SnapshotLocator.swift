import Foundation
import ViewDataSupport

/// Finds the project root of a test file and the folder its references live in.
package enum SnapshotLocator {
    private static let roots = Locked<[String: URL?]>([:])
    private static let projectRoots = Locked<[String: URL?]>([:])

    /// The folder holding the nearest `Package.swift` above `filePath`, or `nil`.
    ///
    /// Answers are cached per folder: every assertion asks, and the walk touches the disk.
    package static func packageRoot(containing filePath: String) -> URL? {
        nearestFolder(above: filePath, cache: roots) { folder, _ in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
        }
    }

    /// The root of the project `filePath` belongs to: the nearest folder above it that holds a
    /// `Package.swift`, an `.xcodeproj` or `.xcworkspace`, or a `.git` (a repository's root), or
    /// `nil`. An app's tests in an Xcode project keep their references in `Snapshots/` beside
    /// the project, committed with it, as a package's do beside its manifest.
    package static func projectRoot(containing filePath: String) -> URL? {
        nearestFolder(above: filePath, cache: projectRoots, isRoot: isProjectRoot)
    }

    /// The project root of the working directory `folder` (the folder itself or the nearest
    /// above it, as `projectRoot(containing:)` decides), for `viewdata snapshots`.
    package static func projectRoot(ofFolder folder: URL) -> URL? {
        nearestFolder(from: folder.standardizedFileURL, cache: projectRoots, isRoot: isProjectRoot)
    }

    private static func isProjectRoot(_ folder: URL, entries: [String]) -> Bool {
        entries.contains { $0 == "Package.swift" || $0 == ".git" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    private static func nearestFolder(
        above filePath: String, cache: Locked<[String: URL?]>, isRoot: (URL, [String]) -> Bool
    ) -> URL? {
        nearestFolder(
            from: URL(fileURLWithPath: filePath).deletingLastPathComponent().standardizedFileURL, cache: cache, isRoot: isRoot)
    }

    private static func nearestFolder(from folder: URL, cache: Locked<[String: URL?]>, isRoot: (URL, [String]) -> Bool) -> URL? {
        if let cached = cache.withLock({ $0[folder.path] }) { return cached }
        var candidate = folder
        var root: URL?
        while true {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
            if isRoot(candidate, entries) {
                root = candidate
                break
            }
            // Path strings: `deletingLastPathComponent` may append `/..` at the root on Darwin.
            let path = candidate.path
            guard path != "/", let slash = path.lastIndex(of: "/") else { break }
            candidate = URL(fileURLWithPath: slash == path.startIndex ? "/" : String(path[..<slash]))
        }
        cache.withLock { $0[folder.path] = root }
        return root
    }

    /// The folder of references for tests in `filePath`: the configured directory, else
    /// `SNAPSHOT_TESTING_DIRECTORY`, else `Snapshots/` in the project root (`projectRoot`).
    /// Relative directories are taken from the project root, never from the working
    /// directory while there is one (a simulator's test process runs elsewhere).
    ///
    /// - Throws: `SnapshotError` with code `.noPackageRoot` when nothing is configured and no
    ///   project root is above the file.
    package static func snapshotsDirectory(
        forTestFile filePath: String, configured: String?, environment: SnapshotEnvironment
    ) throws -> URL {
        let root = projectRoot(containing: filePath)
        if let directory = configured ?? environment.directory {
            let base = root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            let url = directory.hasPrefix("/")
                ? URL(fileURLWithPath: directory) : base.appendingPathComponent(directory)
            return url.standardizedFileURL
        }
        guard let root else {
            throw SnapshotError(
                code: .noPackageRoot,
                "No Package.swift, .xcodeproj, .xcworkspace or .git above '\(filePath)'; set "
                    + "SNAPSHOT_TESTING_DIRECTORY or pass a directory.")
        }
        return root.appendingPathComponent("Snapshots")
    }

    /// Where the references of one test file go, worked out once per file and setting: every
    /// assertion asks, and paths and URLs cost more than comparing a matching snapshot.
    package struct TestFileLocation: Sendable {
        /// The references folder.
        package var directory: URL
        /// The package root, when there is a `Package.swift` above the test file.
        package var packageRoot: URL?
        /// The test file's folder of references, `CommentViewTests`.
        package var folder: String
        /// `directory/folder` as messages show it (relative to the package root when inside it).
        package var shownFolder: String
        /// `directory/folder` as a path.
        package var folderPath: String
    }

    private static let locations = Locked<[String: TestFileLocation]>([:])
    private static let places = Locked<[String: SnapshotPlace]>([:])

    /// Where the references of the test file at `filePath` go; see `snapshotsDirectory`.
    ///
    /// - Throws: `SnapshotError` `.noPackageRoot` (not cached, so that a later fix is seen).
    package static func location(
        forTestFile filePath: String, configured: String?, environment: SnapshotEnvironment
    ) throws -> TestFileLocation {
        let setting = configured ?? environment.directory
        let key = filePath + "\u{0}" + (setting ?? "")
        if let known = locations.withLock({ $0[key] }) { return known }
        let directory = try snapshotsDirectory(forTestFile: filePath, configured: configured, environment: environment)
        // Manifests (for prune) are kept only in packages: an Xcode project gets no `.build`.
        let root = packageRoot(containing: filePath)
        let folder = SnapshotNaming.folderName(forTestFile: filePath)
        let folderURL = directory.appendingPathComponent(folder)
        let location = TestFileLocation(
            directory: directory, packageRoot: root, folder: folder,
            shownFolder: displayPath(of: folderURL, packageRoot: root ?? projectRoot(containing: filePath)),
            folderPath: folderURL.path)
        locations.withLock { $0[key] = location }
        return location
    }

    /// The place of reference `fileName` of the test file at `location`.
    static func place(of fileName: String, in location: TestFileLocation) -> SnapshotPlace {
        let key = location.folderPath + "/" + fileName
        if let known = places.withLock({ $0[key] }) { return known }
        let reference = URL(fileURLWithPath: key)
        let place = SnapshotPlace(
            reference: reference, path: key, pending: SnapshotFile.pendingURL(for: reference),
            shown: location.shownFolder + "/" + fileName, relativePath: location.folder + "/" + fileName)
        places.withLock { $0[key] = place }
        return place
    }

    /// `url` relative to the package root when it is inside it; otherwise its full path.
    package static func displayPath(of url: URL, packageRoot: URL?) -> String {
        let path = url.standardizedFileURL.path
        if let root = packageRoot?.standardizedFileURL.path, path.hasPrefix(root + "/") {
            return String(path.dropFirst(root.count + 1))
        }
        return path
    }

    /// Where test processes record the references they use, for `viewdata snapshots prune`.
    package static func manifestDirectory(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent(".build").appendingPathComponent("snapshots")
    }
}

import Foundation
import SnapshotStore
import ViewDataSupport

/// Every package's and project's references in a repository: what `viewdata snapshots` works
/// on when it runs anywhere inside one.
///
/// The root is the repository's (the nearest folder at or above the working directory that
/// holds `.git`), or, outside a repository, the nearest project root (`SnapshotLocator`). Below
/// it, every folder that holds a `Package.swift`, an `.xcodeproj` or an `.xcworkspace`, and the
/// root itself, is a project; a project whose references folder (`Snapshots/`, or
/// `SNAPSHOT_TESTING_DIRECTORY` taken from the project) exists has a catalog. The walk reads
/// each folder once and never descends into build products, dependencies or hidden folders
/// (`skippedFolders`, and every name that starts with `.`), nor into a references folder, nor
/// through a symbolic link.
package struct SnapshotRepository: Sendable {
    /// Folders that hold what tools made or fetched, never a project's own references.
    package static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "__Snapshots__"]

    /// The folder paths are shown relative to.
    package let root: URL
    /// Whether `root` was found by its `.git`.
    package let isRepository: Bool
    /// One catalog per project with a references folder, sorted by path.
    package let catalogs: [SnapshotCatalog]
    /// How many folders the walk read.
    package let foldersRead: Int

    /// Finds the repository around `workingDirectory` and every catalog below its root.
    ///
    /// - Parameter snapshotsDirectory: `SNAPSHOT_TESTING_DIRECTORY`, when set: a relative path
    ///   is looked for in every project; an absolute one is the one catalog, of the project
    ///   around the working directory.
    /// - Throws: `SnapshotError` `.noPackageRoot` when there is neither a repository nor a
    ///   project at or above the working directory.
    package static func discover(from workingDirectory: URL, snapshotsDirectory: String? = nil) throws -> SnapshotRepository {
        let start = workingDirectory.standardizedFileURL
        let repositoryRoot = nearestRepositoryRoot(from: start)
        guard let root = repositoryRoot ?? SnapshotLocator.projectRoot(ofFolder: start) else {
            throw SnapshotError(
                code: .noPackageRoot,
                "No .git, Package.swift, .xcodeproj or .xcworkspace in '\(start.path)' or above it; run this inside a "
                    + "repository, a Swift package or an Xcode project.")
        }
        if let absolute = snapshotsDirectory, absolute.hasPrefix("/") {
            let project = SnapshotLocator.projectRoot(ofFolder: start) ?? root
            let catalog = SnapshotCatalog(packageRoot: project, directory: URL(fileURLWithPath: absolute), displayRoot: root)
            return SnapshotRepository(root: root, isRepository: repositoryRoot != nil, catalogs: [catalog], foldersRead: 0)
        }
        let folderName = snapshotsDirectory ?? "Snapshots"
        var catalogs: [SnapshotCatalog] = []
        var foldersRead = 0
        var stack: [String] = [root.path]
        while let folder = stack.popLast() {
            guard let entries = try? DirectoryListing.entries(atPath: folder) else { continue }
            foldersRead += 1
            let isProject = folder == root.path || entries.contains { entry in
                entry.name == "Package.swift" || entry.name.hasSuffix(".xcodeproj") || entry.name.hasSuffix(".xcworkspace")
            }
            var references: String?
            if isProject {
                let candidate = URL(fileURLWithPath: folder).appendingPathComponent(folderName).standardizedFileURL.path
                if SystemCalls.kind(at: candidate) == .folder {
                    references = candidate
                    catalogs.append(SnapshotCatalog(
                        packageRoot: URL(fileURLWithPath: folder), directory: URL(fileURLWithPath: candidate), displayRoot: root))
                }
            }
            for entry in entries where entry.kind == .folder {
                let name = entry.name
                guard !name.hasPrefix("."), !skippedFolders.contains(name) else { continue }
                let path = folder + "/" + name
                if path == references { continue }
                // An Xcode project or workspace is a bundle of settings, not sources.
                if name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") { continue }
                stack.append(path)
            }
        }
        // One folder shared by several projects (a relative SNAPSHOT_TESTING_DIRECTORY such as
        // `../Shared/Snapshots`) is one catalog.
        var seen: Set<String> = []
        catalogs = catalogs.filter { seen.insert($0.directory.path).inserted }
        catalogs.sort { $0.directory.path < $1.directory.path }
        return SnapshotRepository(root: root, isRepository: repositoryRoot != nil, catalogs: catalogs, foldersRead: foldersRead)
    }

    /// The nearest folder at or above `folder` that holds `.git` (a folder, or a file in a
    /// worktree or submodule).
    static func nearestRepositoryRoot(from folder: URL) -> URL? {
        // Path strings, not `deletingLastPathComponent`, which may append `/..` at the root.
        var candidate = folder.standardizedFileURL.path
        while true {
            if SystemCalls.kind(at: (candidate == "/" ? "" : candidate) + "/.git") != nil { return URL(fileURLWithPath: candidate) }
            guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { return nil }
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
        }
    }

    /// The catalog whose references folder holds `path` (absolute), if any.
    package func catalog(holding path: String) -> SnapshotCatalog? {
        catalogs.first { path.hasPrefix($0.directory.path + "/") }
    }
}

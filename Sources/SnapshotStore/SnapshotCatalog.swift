import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reference and pending files of a `Snapshots/` folder, and what `viewdata snapshots`
/// does with them: list, accept, reject, and prune the references no test uses any more.
public struct SnapshotCatalog: Sendable {
    /// A pending snapshot: the actual output a failed test kept beside its reference.
    public struct Pending: Sendable, Hashable {
        /// The reference the pending file would replace (it may not exist).
        public var reference: URL
        /// The `.new` file.
        public var pending: URL
    }

    /// The folder that holds the per-test-file folders.
    public let directory: URL
    /// The package root, for display paths and the manifests in `.build/snapshots/`.
    public let packageRoot: URL

    /// A catalog of `directory` (by default `Snapshots/` in `packageRoot`).
    public init(packageRoot: URL, directory: URL? = nil) {
        self.packageRoot = packageRoot.standardizedFileURL
        self.directory = (directory ?? packageRoot.appendingPathComponent("Snapshots")).standardizedFileURL
    }

    /// `url` relative to the package root when inside it, for messages.
    public func displayPath(_ url: URL) -> String {
        SnapshotVerifier.displayPath(of: url, packageRoot: packageRoot)
    }

    // MARK: - Listing

    /// Every reference file, sorted by path: files under the folder other than `.new` files,
    /// hidden files and the `.gitkeep` placeholder.
    public func references() throws -> [URL] {
        try files().filter { !$0.lastPathComponent.hasSuffix(".new") }
    }

    /// Every pending file with its reference, sorted by path.
    public func pending() throws -> [Pending] {
        try files().filter { $0.lastPathComponent.hasSuffix(".new") }.map { url in
            Pending(reference: url.deletingLastPathComponent().appendingPathComponent(String(url.lastPathComponent.dropLast(4))), pending: url)
        }
    }

    private func files() throws -> [URL] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        guard let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else {
            throw SnapshotError(code: .fileSystem, "Cannot list '\(displayPath(directory))'.")
        }
        var result: [URL] = []
        for case let url as URL in enumerator {
            let isFile = (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) ?? false
            if isFile, url.lastPathComponent != ".gitkeep" { result.append(url.standardizedFileURL) }
        }
        return result.sorted { $0.path < $1.path }
    }

    // MARK: - Accept and reject

    /// Finds the pending snapshot a command-line argument names: a reference or its `.new`
    /// file, relative to the working directory or the package root.
    ///
    /// - Throws: `SnapshotError` `.notASnapshot` when the path is outside the folder or has no
    ///   pending file.
    public func pendingSnapshot(named path: String, workingDirectory: URL) throws -> Pending {
        let candidates = path.hasPrefix("/")
            ? [URL(fileURLWithPath: path)]
            : [workingDirectory.appendingPathComponent(path), packageRoot.appendingPathComponent(path)]
        for candidate in candidates.map(\.standardizedFileURL) {
            let pendingURL = candidate.lastPathComponent.hasSuffix(".new") ? candidate : SnapshotFile.pendingURL(for: candidate)
            guard pendingURL.path.hasPrefix(directory.path + "/") else { continue }
            if FileManager.default.fileExists(atPath: pendingURL.path) {
                let reference = pendingURL.deletingLastPathComponent()
                    .appendingPathComponent(String(pendingURL.lastPathComponent.dropLast(4)))
                return Pending(reference: reference, pending: pendingURL)
            }
        }
        if !candidates.contains(where: { $0.standardizedFileURL.path.hasPrefix(directory.path + "/") }) {
            throw SnapshotError(code: .notASnapshot, "'\(path)' is not in '\(displayPath(directory))'.")
        }
        throw SnapshotError(code: .notASnapshot, "'\(path)' has no pending snapshot (no '.new' file).")
    }

    /// Moves the pending file over its reference, in one rename.
    ///
    /// - Throws: `SnapshotError` `.fileSystem` naming the file; the reference is unchanged then.
    public func accept(_ snapshot: Pending) throws {
        // rename(2) replaces the reference atomically: readers see the old file or the new one.
        guard rename(snapshot.pending.path, snapshot.reference.path) == 0 else {
            let reason = String(cString: strerror(errno))
            throw SnapshotError(code: .fileSystem, "Cannot accept '\(displayPath(snapshot.pending))': \(reason).")
        }
    }

    /// Deletes the pending file; the reference stays as it is.
    public func reject(_ snapshot: Pending) throws {
        try SnapshotFile.remove(snapshot.pending, displayPath: displayPath(snapshot.pending))
    }

    // MARK: - Obsolete references

    /// The references that no test used in the last complete run, sorted by path.
    ///
    /// A run is the test processes one `swift test` started (they share a parent process).
    /// It is complete when every one of its processes finished normally and none ran a subset
    /// of the tests; the last complete run must also be newer than every reference, or a
    /// reference written since could not have been used by it.
    ///
    /// - Throws: `SnapshotError` `.noCompleteRun`, saying why, when there is no such run.
    public func obsoleteReferences() throws -> [URL] {
        let manifestDirectory = SnapshotLocator.manifestDirectory(packageRoot: packageRoot)
        let (allManifests, problems) = SnapshotManifest.readAll(in: manifestDirectory)
        if let problem = problems.first {
            throw SnapshotError(code: .noCompleteRun, problem + " Delete it, then run `swift test`.")
        }
        let manifests = allManifests.filter { $0.snapshotsDirectory == directory.path }
        let runs = Dictionary(grouping: manifests, by: \.parentProcessID).values.compactMap { run -> (Date, [SnapshotManifest])? in
            guard run.allSatisfy({ $0.finished != nil && !$0.isFiltered }) else { return nil }
            return (run.compactMap(\.finished).max()!, run)
        }
        guard let (finished, run) = runs.max(by: { $0.0 < $1.0 }) else {
            throw SnapshotError(
                code: .noCompleteRun,
                "No record of a complete test run in '\(displayPath(manifestDirectory))'; run `swift test` "
                    + "(without --filter, --skip or --parallel) first.")
        }
        let references = try references()
        var used: Set<String> = []
        for manifest in run { used.formUnion(manifest.references) }
        for reference in references {
            let modified = (try? reference.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantFuture
            if modified > finished {
                throw SnapshotError(
                    code: .noCompleteRun,
                    "'\(displayPath(reference))' changed after the last complete test run; run `swift test` again first.")
            }
        }
        return references.filter { reference in
            !used.contains(String(reference.path.dropFirst(directory.path.count + 1)))
        }
    }
}

import Foundation
import SnapshotStore
import ViewDataSupport
import InlineSnapshots

/// The reference and pending files of a `Snapshots/` folder, and what `viewdata snapshots`
/// does with them: list, accept, reject, and prune the references no test uses any more.
package struct SnapshotCatalog: Sendable {
    /// A pending snapshot: the actual output a failed test kept beside its reference, or an
    /// inline snapshot waiting to be written into its test file.
    package struct Pending: Sendable, Hashable {
        /// The reference the pending file would replace (it may not exist); for an inline
        /// snapshot, the edit's file name without `.new`.
        package var reference: URL
        /// The `.new` file (`<line>.<column>.inline.new` for an inline snapshot).
        package var pending: URL

        package init(reference: URL, pending: URL) {
            self.reference = reference
            self.pending = pending
        }

        /// Whether this is an inline snapshot's edit of a test file.
        package var isInline: Bool { pending.lastPathComponent.hasSuffix(".inline.new") }
    }

    /// The folder that holds the per-test-file folders.
    package let directory: URL
    /// The project root: a package's (its `Package.swift`'s folder, where `.build/snapshots/`
    /// holds the manifests prune reads), or an Xcode project's (`SnapshotLocator.projectRoot`),
    /// for display paths and the test sources.
    package let packageRoot: URL
    /// Whether the root holds a `Package.swift`: only `swift test` runs write manifests, so only
    /// a package can be pruned.
    package let isPackage: Bool

    /// The folder that paths in messages are relative to: the package root, or the repository's
    /// root when the tool works on a whole repository.
    package let displayRoot: URL

    /// A catalog of `directory` (by default `Snapshots/` in `packageRoot`), whose paths are
    /// shown relative to `displayRoot` (by default the package root).
    package init(packageRoot: URL, directory: URL? = nil, displayRoot: URL? = nil) {
        self.packageRoot = packageRoot.standardizedFileURL
        self.directory = (directory ?? packageRoot.appendingPathComponent("Snapshots")).standardizedFileURL
        self.displayRoot = (displayRoot ?? packageRoot).standardizedFileURL
        isPackage = SystemCalls.kind(at: packageRoot.appendingPathComponent("Package.swift").path) == .file
    }

    /// `url` relative to the display root when inside it, for messages.
    package func displayPath(_ url: URL) -> String {
        SnapshotLocator.displayPath(of: url, packageRoot: displayRoot)
    }

    // MARK: - Listing

    /// Every reference file, sorted by path: the files named like references
    /// (`<TestFile>/<test>.<n or name>.<extension>`) other than `.new` files. Hidden files,
    /// `.gitkeep` and files elsewhere (a `README.md` at the top) are not references.
    package func references() throws -> [URL] {
        try files().filter { !$0.lastPathComponent.hasSuffix(".new") }
    }

    /// Every pending file with its reference, sorted by path.
    package func pending() throws -> [Pending] {
        try files().filter { $0.lastPathComponent.hasSuffix(".new") }.map { url in
            Pending(reference: url.deletingLastPathComponent().appendingPathComponent(String(url.lastPathComponent.dropLast(4))), pending: url)
        }
    }

    /// The files named like references (`<TestFile>/<test>.<id>.<extension>`, plus `.new` when
    /// pending), one folder deep, sorted by path: one directory read for the folder and one for
    /// each test file's folder, nothing per file.
    private func files() throws -> [URL] {
        let folders: [DirectoryListing.Entry]
        do {
            folders = try DirectoryListing.entries(atPath: directory.path)
        } catch {
            if error.code == .ENOENT { return [] }
            throw SnapshotError(code: .fileSystem, "Cannot list '\(displayPath(directory))': \(SystemCalls.describe(error)).")
        }
        var result: [URL] = []
        for folder in folders where folder.kind == .folder && !folder.name.hasPrefix(".") {
            let folderURL = directory.appendingPathComponent(folder.name, isDirectory: true)
            let files: [DirectoryListing.Entry]
            do {
                files = try DirectoryListing.entries(atPath: folderURL.path)
            } catch {
                throw SnapshotError(code: .fileSystem, "Cannot list '\(displayPath(folderURL))': \(SystemCalls.describe(error)).")
            }
            for file in files where file.kind == .file && !file.name.hasPrefix(".")
                && file.name.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count >= 2
            {
                result.append(folderURL.appendingPathComponent(file.name, isDirectory: false))
            }
        }
        return result.sorted { $0.path < $1.path }
    }

    // MARK: - Accept and reject

    /// Finds the pending snapshot a command-line argument names: a reference or its `.new`
    /// file, relative to the working directory or the package root.
    ///
    /// - Throws: `SnapshotError` `.notASnapshot` when the path is outside the folder or has no
    ///   pending file.
    package func pendingSnapshot(named path: String, workingDirectory: URL) throws -> Pending {
        let candidates = path.hasPrefix("/")
            ? [URL(fileURLWithPath: path)]
            : [workingDirectory.appendingPathComponent(path), displayRoot.appendingPathComponent(path), packageRoot.appendingPathComponent(path)]
        // Symbolic links are resolved on both sides, so a link inside the folder cannot lead a
        // write outside it.
        let realDirectory = directory.resolvingSymlinksInPath().path
        for candidate in candidates.map(\.standardizedFileURL) {
            let pendingURL = candidate.lastPathComponent.hasSuffix(".new") ? candidate : SnapshotFile.pendingURL(for: candidate)
            guard pendingURL.path.hasPrefix(directory.path + "/"),
                  pendingURL.deletingLastPathComponent().resolvingSymlinksInPath().path.hasPrefix(realDirectory + "/")
            else { continue }
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

    /// What a pending snapshot is called in messages: its reference, or for an inline snapshot
    /// its test file and line (`Tests/AppTests/UserTests.swift:12`).
    package func name(of snapshot: Pending) -> String {
        guard snapshot.isInline else { return displayPath(snapshot.reference) }
        guard let edit = try? InlineEdit.read(snapshot.pending, displayPath: displayPath(snapshot.pending)) else {
            return displayPath(snapshot.pending)  // Unreadable: accepting it says why.
        }
        return displayPath(URL(fileURLWithPath: edit.file)) + ":\(edit.site.line)"
    }

    /// Moves the pending file over its reference, in one rename; writes an inline snapshot
    /// into its test file (checked, as at the end of a test run) and removes its edit.
    ///
    /// - Returns: Other pending inline snapshots of the same test file that moved to their
    ///   calls' new lines (old file → new file), because this one changed the file's lines.
    /// - Throws: `SnapshotError` `.fileSystem` naming the file; the reference is unchanged then.
    ///   For an inline snapshot, `.corruptReference` for an edit file this library did not
    ///   write, and `.fileSystem` when the test file changed so that the call is not where the
    ///   test saw it (the edit stays).
    @discardableResult
    package func accept(_ snapshot: Pending) throws -> [URL: URL] {
        let (errors, moved) = accept(together: [snapshot])
        if let error = errors[0] { throw error }
        return moved
    }

    /// Accepts several pending snapshots: each test file's inline snapshots are written in one
    /// pass, planned against the text their tests read, so that which of them land does not
    /// depend on their order.
    ///
    /// - Returns: One error (or `nil`) per snapshot, in the order given, and the pending
    ///   inline snapshots that moved to their calls' new lines (old file → new file).
    package func accept(together snapshots: [Pending]) -> (errors: [(any Error)?], moved: [URL: URL]) {
        var errors = [(any Error)?](repeating: nil, count: snapshots.count)
        var inline: [(index: Int, edit: InlineEdit)] = []
        for (index, snapshot) in snapshots.enumerated() {
            if snapshot.isInline {
                do {
                    inline.append((index, try InlineEdit.read(snapshot.pending, displayPath: displayPath(snapshot.pending))))
                } catch {
                    errors[index] = error
                }
                continue
            }
            // rename(2) replaces the reference atomically: readers see the old file or the new one.
            do {
                try SystemCalls.move(snapshot.pending.path, replacing: snapshot.reference.path)
            } catch {
                errors[index] = SnapshotError(code: .fileSystem, "Cannot accept '\(displayPath(snapshot.pending))': \(SystemCalls.describe(error)).")
            }
        }
        guard !inline.isEmpty else { return (errors, [:]) }
        let (results, rewrites) = InlineSourceWriter.writing(inline.map(\.edit))
        for ((index, _), result) in zip(inline, results) {
            let snapshot = snapshots[index]
            let shown = displayPath(snapshot.pending)
            if let error = result.error {
                let advice = error.code == .fileChanged ? " If the test passes now, the edit is stale: reject it." : ""
                errors[index] = SnapshotError(code: .fileSystem, "Cannot accept '\(shown)': \(error.message)\(advice)")
                continue
            }
            do {
                try SnapshotFile.remove(snapshot.pending, displayPath: shown)
                removeFolderIfEmpty(of: snapshot.pending)
            } catch {
                errors[index] = error
            }
        }
        var moved: [URL: URL] = [:]
        for rewrite in rewrites {
            let folders = Set(inline.filter { $0.edit.file == rewrite.file }.map { snapshots[$0.index].pending.deletingLastPathComponent() })
            for folder in folders {
                for (old, new) in InlineSourceWriter.movePendingEdits(in: folder, after: rewrite).moved {
                    moved[URL(fileURLWithPath: old)] = URL(fileURLWithPath: new)
                }
            }
        }
        return (errors, moved)
    }

    /// Deletes the pending file; the reference stays as it is.
    package func reject(_ snapshot: Pending) throws {
        try SnapshotFile.remove(snapshot.pending, displayPath: displayPath(snapshot.pending))
        removeFolderIfEmpty(of: snapshot.pending)
    }

    /// Deletes an obsolete reference and its pending file, and the test's folder when that
    /// leaves it empty.
    ///
    /// - Throws: `SnapshotError` `.fileSystem` naming the file that could not be removed.
    package func delete(reference: URL) throws {
        let shown = displayPath(reference)
        try SnapshotFile.remove(SnapshotFile.pendingURL(for: reference), displayPath: shown + ".new")
        try SnapshotFile.remove(reference, displayPath: shown)
        removeFolderIfEmpty(of: reference)
    }

    /// Removes the folder holding `file` when it is left empty, never the references folder.
    private func removeFolderIfEmpty(of file: URL) {
        let folder = file.deletingLastPathComponent()
        guard folder.standardizedFileURL.path != directory.standardizedFileURL.path else { return }
        SnapshotFile.removeFolderIfEmpty(folder)
    }

    // MARK: - Obsolete references

    /// The references that no test used in the last complete run and that no test can still
    /// need, sorted by path.
    ///
    /// A run is the test processes one `swift test` started (they share a parent process).
    /// It is complete when every one of its processes finished normally and none ran a subset
    /// of the tests; the last complete run must also be newer than every reference, or a
    /// reference written since could not have been used by it.
    ///
    /// A reference the run did not use is obsolete only when it is certain no test needs it:
    /// its test file or test function is gone from the package's sources, or its test is known
    /// to have run to its end without failing (XCTest tests; Swift Testing tests with the
    /// `.snapshots` trait) and did not use it. A test that crashed, threw, was skipped, or ran
    /// in a test library that did not run keeps its references.
    ///
    /// - Throws: `SnapshotError` `.noCompleteRun`, saying why, when there is no such run (always
    ///   outside a package); `.outsidePackage` when the folder is outside the package (another
    ///   package may use it).
    package func obsoleteReferences() throws -> [URL] {
        try obsoleteReferencesWithKept().obsolete
    }

    /// The obsolete references, and the unused ones kept because their tests still exist but
    /// did not finish in the last run; `withoutTrait` are the kept ones whose tests are Swift
    /// Testing tests without the `.snapshots` trait, whose completion cannot be known.
    package func obsoleteReferencesWithKept() throws -> (obsolete: [URL], kept: [URL], withoutTrait: [URL]) {
        guard isPackage else {
            throw SnapshotError(
                code: .noCompleteRun,
                "'\(packageRoot.path)' has no Package.swift: tests run by Xcode or xcodebuild keep no record of the "
                    + "references they use (only `swift test` runs do, in .build/snapshots), so which are unused is "
                    + "not known. Delete obsolete references by hand.")
        }
        guard directory.path.hasPrefix(packageRoot.path + "/") else {
            throw SnapshotError(
                code: .outsidePackage,
                "'\(directory.path)' is outside the package at '\(packageRoot.path)'; other packages may use its "
                    + "references, so prune leaves it alone.")
        }
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
        for reference in references {
            let modified = DirectoryListing.modificationDate(atPath: reference.path) ?? .distantFuture
            if modified > finished {
                throw SnapshotError(
                    code: .noCompleteRun,
                    "'\(displayPath(reference))' changed after the last complete test run; run `swift test` again first.")
            }
        }
        var used: Set<String> = []
        var completed: Set<String> = []
        var untracked: Set<String> = []
        for manifest in run {
            used.formUnion(manifest.references)
            completed.formUnion(manifest.completedTests ?? [])
            untracked.formUnion(manifest.testsWithoutTrait ?? [])
        }
        // The sources are read only if a reference is unused: most runs use them all.
        var sources: TestSources?
        var obsolete: [URL] = []
        var kept: [URL] = []
        var withoutTrait: [URL] = []
        for reference in references {
            let relative = String(reference.path.dropFirst(directory.path.count + 1))
            guard !used.contains(relative) else { continue }
            let folder = String(relative.prefix { $0 != "/" })
            // `test.1.txt`, or `Type.test.1.txt` for a test whose name its file declares twice.
            let components = reference.lastPathComponent.split(separator: ".", omittingEmptySubsequences: false)
            let test = String(components[0])
            let prefixes = [folder + "/" + test] + (components.count > 3 ? [folder + "/" + test + "." + components[1]] : [])
            if sources == nil { sources = TestSources(packageRoot: packageRoot) }
            if prefixes.contains(where: completed.contains) || !sources!.mayDeclare(test: test, inFolder: folder) {
                obsolete.append(reference)
            } else if prefixes.contains(where: untracked.contains) {
                withoutTrait.append(reference)
            } else {
                kept.append(reference)
            }
        }
        return (obsolete, kept + withoutTrait, withoutTrait)
    }
}

/// The Swift sources of a package, searched for the tests that references belong to.
struct TestSources {
    /// Source text by reference-folder name (the file's name without `.swift`, sanitised).
    private var sourcesByFolder: [String: [String]] = [:]

    init(packageRoot: URL) {
        guard let enumerator = FileManager.default.enumerator(
            at: packageRoot, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return }
        for case let url as URL in enumerator {
            if ["Snapshots", "node_modules"].contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".build") {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            sourcesByFolder[SnapshotNaming.folderName(forTestFile: url.path), default: []].append(text)
        }
    }

    /// Whether a test named `test` may still exist in a file whose references go in `folder`.
    ///
    /// `false` only when that is certain: no such file, or a plain identifier that no file of
    /// that name declares as a function.
    func mayDeclare(test: String, inFolder folder: String) -> Bool {
        guard let texts = sourcesByFolder[folder] else { return false }
        // `render-width` is `render(width:)`, or a raw identifier (`` `renders the header`() ``):
        // gone only when no function of that first word and no raw identifier is declared.
        if test.contains("-") {
            let function = String(test.prefix { $0 != "-" })
            return texts.contains { $0.contains("func \(function)(") || $0.contains("func `") }
        }
        let isPlainIdentifier = test.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        } && !(test.first?.isNumber ?? true)
        guard isPlainIdentifier else { return true }
        // A test's function, or the suite or class of tests whose names their file declares twice.
        return texts.contains { text in
            text.contains("func \(test)(") || text.contains("func `\(test)`(") || text.contains("func \(test)<")
                || ["class", "struct", "enum", "actor", "extension"].contains { text.contains("\($0) \(test)") }
        }
    }
}

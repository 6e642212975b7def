import Foundation
import SnapshotStore
import ViewDataSupport

/// Moves a swift-snapshot-testing suite's text references into this package's layout, as a
/// pure rename.
///
/// swift-snapshot-testing keeps references beside each test file, as
/// `__Snapshots__/<TestFile>/<test>.<n or name>.<ext>`. Here they live in
/// `Snapshots/<TestFile>/<test>.<n or name>.<ext>`, under the same names (`SnapshotNaming`
/// follows swift-snapshot-testing's rules) and with the same bytes (a reference is compared as
/// it is, final newline or not). So a migration, as `git diff -M` shows it, renames and
/// changes nothing else:
///
/// - it finds every `__Snapshots__` folder under a path (not in `.build*` or hidden folders);
/// - moves every text reference (valid UTF-8 with no NUL byte, not an image or other binary
///   extension) to the same file name in the references folder, in one `rename(2)`, and
///   removes `__Snapshots__` folders left empty;
/// - never overwrites: a reference already at the destination with other bytes, or two
///   originals that would share a destination (on a case-insensitive disk), are conflicts,
///   reported and left where they are; one already there with the same bytes counts as
///   migrated;
/// - turns `.data` references (`<test>.<n>`, no extension: raw bytes) into the hex dump
///   `.data` reads here (`<test>.<n>.hex`), the one change of content, and says so;
/// - leaves non-text references (images) where they are, and lists them.
package struct SnapshotMigration: Sendable {
    /// One thing the migration does or reports.
    package enum Step: Sendable, Hashable {
        /// A text reference to move as it is.
        case move(source: URL, destination: URL)
        /// A `.data` reference (raw bytes) to rewrite as the hex dump `.data` reads here.
        case convert(source: URL, destination: URL, text: String)
        /// A reference already migrated: the destination holds the same bytes.
        case alreadyMigrated(source: URL, destination: URL)
        /// A reference left where it is because it is not text.
        case notText(source: URL)
        /// A reference left where it is because moving it would overwrite or collide.
        case conflict(source: URL, destination: URL, reason: String)
    }

    /// The package root, for display paths.
    package var packageRoot: URL
    /// Where to look for `__Snapshots__` folders.
    package var searchRoot: URL
    /// The references folder to migrate into (`Snapshots/`).
    package var destination: URL

    /// Creates a migration.
    package init(packageRoot: URL, searchRoot: URL, destination: URL) {
        self.packageRoot = packageRoot.standardizedFileURL
        self.searchRoot = searchRoot.standardizedFileURL
        self.destination = destination.standardizedFileURL
    }

    /// `url` relative to the package root when inside it.
    package func displayPath(_ url: URL) -> String {
        SnapshotLocator.displayPath(of: url, packageRoot: packageRoot)
    }

    /// Extensions of references that are never text.
    private static let binaryExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "heic", "tiff", "tif", "pdf", "bmp", "webp", "bin", "data",
    ]

    // MARK: - Planning

    /// The `__Snapshots__` folders under the search root, sorted.
    package func snapshotFolders() -> [URL] {
        var folders: [URL] = []
        guard let enumerator = FileManager.default.enumerator(
            at: searchRoot, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name == "node_modules" || url.standardizedFileURL == destination {
                enumerator.skipDescendants()
            } else if name == "__Snapshots__" {
                folders.append(url.standardizedFileURL)
                enumerator.skipDescendants()
            }
        }
        return folders.sorted { $0.path < $1.path }
    }

    /// What the migration would do, in order.
    ///
    /// - Throws: `SnapshotError` `.fileSystem` when a folder cannot be listed or a file read.
    package func plan() throws -> [Step] {
        var steps: [Step] = []
        var claimed: [String: URL] = [:]
        for folder in snapshotFolders() {
            for testFolder in try contents(of: folder) where isDirectory(testFolder) {
                for file in try contents(of: testFolder) where !isDirectory(file) {
                    steps += try plan(file, testFolder: testFolder.lastPathComponent, claimed: &claimed)
                }
            }
        }
        return steps
    }

    private func plan(_ file: URL, testFolder: String, claimed: inout [String: URL]) throws -> [Step] {
        let name = file.lastPathComponent
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        // `<test>.<n or name>` with no extension is what swift-snapshot-testing's `.data` writes:
        // raw bytes, which `.data` here keeps as a hex dump in `<test>.<n or name>.hex`.
        let isData = parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
        guard isData || (parts.count >= 3 && !Self.binaryExtensions.contains(parts.last!.lowercased())) else {
            return [.notText(source: file)]
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot read '\(displayPath(file))': \(error.localizedDescription)")
        }
        let text: String? = isData ? HexDump.text(of: data) : nil
        if !isData, data.contains(0) || String(data: data, encoding: .utf8) == nil { return [.notText(source: file)] }
        let target = destination.appendingPathComponent(testFolder).appendingPathComponent(isData ? name + ".hex" : name)
        if let earlier = claimed[target.path.lowercased()] {
            return [.conflict(source: file, destination: target, reason: "'\(displayPath(earlier))' moves there too")]
        }
        claimed[target.path.lowercased()] = file
        if let existing = try SnapshotFile.readData(target, displayPath: displayPath(target)) {
            let same = text.map { existing == Data(($0 + "\n").utf8) } ?? (existing == data)
            return [same
                ? .alreadyMigrated(source: file, destination: target)
                : .conflict(source: file, destination: target, reason: "a different reference is already there")]
        }
        return [text.map { .convert(source: file, destination: target, text: $0) } ?? .move(source: file, destination: target)]
    }

    // MARK: - Applying

    /// What applying the plan did.
    package struct Report: Sendable, Hashable {
        /// Lines to show, one per step.
        package var lines: [String] = []
        /// How many references were moved (or found already migrated).
        package var migrated = 0
        /// How many conflicts and failures there were.
        package var problems = 0
    }

    /// Carries out `steps` (or, with `dryRun`, only says what it would do).
    package func apply(_ steps: [Step], dryRun: Bool) -> Report {
        var report = Report()
        var touchedFolders: Set<URL> = []
        /// Says what a step would do, or does it and says what it did.
        func carryOut(_ source: URL, wouldDo: String, did: String, _ action: () throws -> Void) {
            if dryRun {
                report.lines.append(wouldDo)
                report.migrated += 1
                return
            }
            do {
                try action()
                touchedFolders.insert(source.deletingLastPathComponent())
                report.lines.append(did)
                report.migrated += 1
            } catch {
                report.lines.append("error: \(error)")
                report.problems += 1
            }
        }
        for step in steps {
            switch step {
            case .move(let source, let destination):
                let move = "\(displayPath(source)) -> \(displayPath(destination))"
                carryOut(source, wouldDo: "would move " + move, did: "moved " + move) {
                    try self.move(source, to: destination)
                }
            case .convert(let source, let destination, let text):
                let move = "\(displayPath(source)) -> \(displayPath(destination)) (raw bytes as the hex dump .data reads)"
                carryOut(source, wouldDo: "would convert " + move, did: "converted " + move) {
                    try SnapshotFile.write(text, to: destination, displayPath: displayPath(destination))
                    try SnapshotFile.remove(source, displayPath: displayPath(source))
                }
            case .alreadyMigrated(let source, let destination):
                let why = "\(displayPath(source)) (\(displayPath(destination)) holds the same bytes)"
                carryOut(source, wouldDo: "would remove " + why, did: "removed " + why) {
                    try SnapshotFile.remove(source, displayPath: displayPath(source))
                }
            case .notText(let source):
                report.lines.append("kept \(displayPath(source)) (not a text reference)")
            case .conflict(let source, let destination, let reason):
                report.lines.append("conflict: \(displayPath(source)) -> \(displayPath(destination)): \(reason); left as it is")
                report.problems += 1
            }
        }
        if !dryRun {
            for folder in touchedFolders.sorted(by: { $0.path > $1.path }) {
                if SnapshotFile.removeFolderIfEmpty(folder) { report.lines.append("removed \(displayPath(folder))") }
                let snapshots = folder.deletingLastPathComponent()
                if snapshots.lastPathComponent == "__Snapshots__", SnapshotFile.removeFolderIfEmpty(snapshots) {
                    report.lines.append("removed \(displayPath(snapshots))")
                }
            }
        }
        return report
    }

    // MARK: - Sources

    /// Rewrites the peers' import lines in every Swift file under the search root
    /// (`SourceMigration`): test files, and the sources of libraries built on the peers (a
    /// helper such as swift-macro-testing's `assertMacro`). A test file is one in a folder named
    /// `Tests` or ending in `Tests`, or one that imports XCTest or Testing; elsewhere an import
    /// of `CustomDump` alone becomes `import TextDiff`, so an app's code links no test library.
    /// Each file is written atomically; with `dryRun`, it only says what it would do.
    /// Build products, dependencies, hidden folders and reference folders are not searched.
    ///
    /// - Returns: Lines to show (a file's changes), and how many files could not be written.
    package func rewriteSources(dryRun: Bool) -> (lines: [String], problems: Int) {
        var lines: [String] = []
        var problems = 0
        for file in swiftFiles() {
            guard let data = FileManager.default.contents(atPath: file.path), let source = String(data: data, encoding: .utf8) else {
                continue
            }
            let components = file.path.split(separator: "/")
            let isTestFile = components.dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
                || source.contains("import XCTest") || source.contains("import Testing")
            let result = SourceMigration.rewrite(source, isTestFile: isTestFile)
            let shown = displayPath(file)
            guard result.text != source else { continue }
            if !dryRun {
                do throws(FileReplacementError) {
                    try FileReplacement.write(Data(result.text.utf8), to: file)
                } catch {
                    lines.append("error: Cannot rewrite '\(shown)': it \(error.reason)")
                    problems += 1
                    continue
                }
            }
            lines.append("\(dryRun ? "would rewrite" : "rewrote") \(shown): " + result.changes.joined(separator: "; "))
        }
        return (lines, problems)
    }

    /// The Swift files under the search root, sorted by path.
    private func swiftFiles() -> [URL] {
        var found: [URL] = []
        var stack = [searchRoot.path]
        while let folder = stack.popLast() {
            guard let entries = try? DirectoryListing.entries(atPath: folder) else { continue }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = folder + "/" + entry.name
                switch entry.kind {
                case .folder:
                    if !SnapshotRepository.skippedFolders.contains(entry.name), path != destination.path { stack.append(path) }
                case .file where entry.name.hasSuffix(".swift"):
                    found.append(URL(fileURLWithPath: path))
                default:
                    break
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    // MARK: - Files

    /// Moves `source` to `destination` with its bytes as they are (`FileManager.moveItem`: a
    /// rename, or a copy and a removal across file systems); an existing destination is an
    /// error, never replaced.
    private func move(_ source: URL, to destination: URL) throws {
        let shown = displayPath(destination)
        do {
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: source, to: destination)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot move '\(displayPath(source))' to '\(shown)': \(error.localizedDescription)")
        }
    }

    private func contents(of folder: URL) throws -> [URL] {
        do {
            return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
                .filter { !$0.lastPathComponent.hasPrefix(".") }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot list '\(displayPath(folder))': \(error.localizedDescription)")
        }
    }

    private func isDirectory(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
    }

}

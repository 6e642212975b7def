import Foundation
import SnapshotStore

/// Moves a swift-snapshot-testing suite's text references into this package's layout.
///
/// swift-snapshot-testing keeps references beside each test file, as
/// `__Snapshots__/<TestFile>/<test>.<n or name>.<ext>`, with names whose runs of characters
/// other than letters, digits and `_` became `-` (`foo(x:)` is `foo-x`, `"dark mode"` is
/// `dark-mode`), and files that hold the text with no final newline added. Here they live in
/// `Snapshots/<TestFile>/<test>.<n or name>.<ext>` with names sanitised as `SnapshotNaming`
/// does, and every file ends in one newline that reading drops. A migration:
///
/// - finds every `__Snapshots__` folder under a path (not in `.build*` or hidden folders);
/// - plans a move for every text reference (valid UTF-8 with no NUL byte, not an image or
///   other binary extension), naming it as an assertion here would: the test is the function's
///   name (`foo-x` was `foo(x:)`), a counter stays a counter, and a name is traced back to the
///   string literal in the test file that swift-snapshot-testing made it from;
/// - writes each reference atomically with the final newline this layout adds, then removes
///   the original, and removes `__Snapshots__` folders left empty;
/// - never overwrites: a reference already at the destination with other content, or two
///   originals that would share a destination, are conflicts, reported and left where they
///   are; one already there with the same content counts as migrated;
/// - turns `.data` references (`<test>.<n>`, no extension: raw bytes) into the hex dump
///   `.data` reads here (`<test>.<n>.hex`);
/// - leaves non-text references (images) where they are, and lists them.
package struct SnapshotMigration: Sendable {
    /// One thing the migration does or reports.
    package enum Step: Sendable, Hashable {
        /// A text reference to move, with the text it holds.
        case move(source: URL, destination: URL, text: String)
        /// A reference already migrated: the destination holds the same text.
        case alreadyMigrated(source: URL, destination: URL)
        /// A reference left where it is because it is not text.
        case notText(source: URL)
        /// A reference left where it is because moving it would overwrite or collide.
        case conflict(source: URL, destination: URL, reason: String)
        /// Something to check after the move (a name that could not be traced).
        case warning(source: URL, message: String)
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
                let literals = SwiftSource.stringLiterals(inFile: folder.deletingLastPathComponent()
                    .appendingPathComponent(testFolder.lastPathComponent + ".swift").path)
                for file in try contents(of: testFolder) where !isDirectory(file) {
                    steps += try plan(file, testFolder: testFolder.lastPathComponent, literals: literals, claimed: &claimed)
                }
            }
        }
        return steps
    }

    private func plan(
        _ file: URL, testFolder: String, literals: [String], claimed: inout [String: URL]
    ) throws -> [Step] {
        var parts = file.lastPathComponent.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
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
        let text: String
        if isData {
            text = HexDump.text(of: data)
            parts.append("hex")
        } else {
            guard !data.contains(0), let decoded = String(data: data, encoding: .utf8) else { return [.notText(source: file)] }
            text = decoded
        }

        var steps: [Step] = []
        let test = SnapshotNaming.sanitized(String(parts[0].prefix { $0 != "-" }))
        let identifier = parts[1..<(parts.count - 1)].joined(separator: ".")
        let (name, warning) = Self.name(for: identifier, literals: literals)
        if let warning { steps.append(.warning(source: file, message: warning)) }
        let fileName = SnapshotNaming.fileName(test: test, identifier: name, pathExtension: parts.last!)
        let target = destination.appendingPathComponent(SnapshotNaming.folderName(forTestFile: testFolder))
            .appendingPathComponent(fileName)
        if let earlier = claimed[target.path.lowercased()] {
            steps.append(.conflict(
                source: file, destination: target, reason: "'\(displayPath(earlier))' moves there too"))
            return steps
        }
        claimed[target.path.lowercased()] = file
        if let existing = try SnapshotFile.read(target, displayPath: displayPath(target)) {
            if existing.text == text {
                steps.append(.alreadyMigrated(source: file, destination: target))
            } else {
                steps.append(.conflict(source: file, destination: target, reason: "a different reference is already there"))
            }
            return steps
        }
        steps.append(.move(source: file, destination: target, text: text))
        return steps
    }

    /// The snapshot name here for swift-snapshot-testing's file-name identifier.
    ///
    /// Counters and names of letters, digits and `_` read the same in both layouts. Another
    /// name was sanitised there (`dark mode` became `dark-mode`), so it is traced to the
    /// string literal of the test file that sanitises to it; without one, or with several
    /// that would name it differently here, it is kept as it is, with a warning.
    static func name(for identifier: String, literals: [String]) -> (name: String, warning: String?) {
        guard identifier.contains("-") else { return (identifier, nil) }
        let candidates = Set(literals.filter { snapshotTestingSanitized($0) == identifier }.map { SnapshotNaming.sanitized($0) })
        if candidates.count == 1, let name = candidates.first { return (name, nil) }
        let why = candidates.isEmpty
            ? "no string literal in its test file gives the name '\(identifier)'"
            : "string literals \(candidates.sorted().map { "'\($0)'" }.joined(separator: ", ")) all give the name '\(identifier)'"
        return (identifier, why + "; it keeps that name, so check that the assertion's named: matches it")
    }

    /// swift-snapshot-testing's sanitising: every run of characters other than letters, marks,
    /// digits, `_`, ZWJ and ZWNJ becomes `-`, then one leading and one trailing `-` go.
    static func snapshotTestingSanitized(_ text: String) -> String {
        var result = ""
        var inRun = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            let isWord = scalar == "_" || scalar == "\u{200C}" || scalar == "\u{200D}" || properties.isAlphabetic
                || properties.generalCategory == .decimalNumber || properties.generalCategory == .nonspacingMark
                || properties.generalCategory == .spacingMark || properties.generalCategory == .enclosingMark
            if isWord {
                result.unicodeScalars.append(scalar)
                inRun = false
            } else if !inRun {
                result += "-"
                inRun = true
            }
        }
        if result.hasPrefix("-") { result.removeFirst() }
        if result.hasSuffix("-") { result.removeLast() }
        return result
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
            case .move(let source, let destination, let text):
                let move = "\(displayPath(source)) -> \(displayPath(destination))"
                carryOut(source, wouldDo: "would move " + move, did: "moved " + move) {
                    try SnapshotFile.write(text, to: destination, displayPath: displayPath(destination))
                    try SnapshotFile.remove(source, displayPath: displayPath(source))
                }
            case .alreadyMigrated(let source, let destination):
                let why = "\(displayPath(source)) (\(displayPath(destination)) holds the same text)"
                carryOut(source, wouldDo: "would remove " + why, did: "removed " + why) {
                    try SnapshotFile.remove(source, displayPath: displayPath(source))
                }
            case .notText(let source):
                report.lines.append("kept \(displayPath(source)) (not a text reference)")
            case .conflict(let source, let destination, let reason):
                report.lines.append("conflict: \(displayPath(source)) -> \(displayPath(destination)): \(reason); left as it is")
                report.problems += 1
            case .warning(let source, let message):
                report.lines.append("warning: \(displayPath(source)): \(message)")
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

    // MARK: - Files

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

import CommandLineSupport
import Foundation
import SnapshotStore
import SnapshotTools
import TextDiff
import TextRendering
import TextTerminal
import ViewDataSupport

/// `viewdata snapshots status|review|accept|reject|prune|migrate`: the review workflow for
/// reference snapshots, and moving a swift-snapshot-testing suite's references over.
struct SnapshotsCommand: Equatable {
    enum Action: Equatable {
        case status
        case review(html: String?)
        case accept(paths: [String], all: Bool)
        /// `accept --from DIR`: a CI run's artifacts, downloaded.
        case acceptArtifacts(from: String)
        case reject(paths: [String], all: Bool)
        case prune(dryRun: Bool)
        case migrate(path: String?, dryRun: Bool)
    }

    var action: Action
    /// The references folder from `--directory`; `nil` for the default.
    var directory: String?

    /// Each snapshots command's options, which parse and print the usage.
    static let options: [String: OptionTable] = {
        let directory = CommandOption(
            "--directory", "DIR", .text(noun: "a folder", allowsEmpty: false),
            help: ["the references folder (default Snapshots/, or SNAPSHOT_TESTING_DIRECTORY)"])
        let all = CommandOption("--all", help: ["every pending snapshot"])
        let dryRun = CommandOption("--dry-run", help: ["only list what would be done"])
        let from = CommandOption(
            "--from", "DIR", .text(noun: "a folder", allowsEmpty: false),
            help: ["a CI run's artifacts folder (SNAPSHOT_ARTIFACTS, TEST_UNDECLARED_OUTPUTS_DIR), downloaded"])
        return [
            "status": OptionTable("snapshots status", [directory]),
            "review": OptionTable("snapshots review", [
                CommandOption(
                    "--html", "DIR", .text(noun: "a folder", allowsEmpty: false),
                    help: ["write a page of every pending change side by side (DIR/index.html) instead"]),
                directory,
            ]),
            "accept": OptionTable("snapshots accept", [all, from, directory]),
            "reject": OptionTable("snapshots reject", [all, directory]),
            "prune": OptionTable("snapshots prune", [dryRun, directory]),
            "migrate": OptionTable("snapshots migrate", [dryRun, directory]),
        ]
    }()

    /// Parses the arguments after `snapshots`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        var rest = Array(arguments)[...]
        guard let name = rest.popFirst() else {
            throw UsageError("'snapshots' needs a command: status, review, accept, reject, prune or migrate")
        }
        guard let table = Self.options[name] else { throw UsageError("unknown snapshots command '\(name)'") }
        let parsed = try table.parse(rest)
        let paths = parsed.arguments
        let all = parsed.has("--all")
        let dryRun = parsed.has("--dry-run")
        let directory = parsed.text("--directory")
        let takesPaths = name == "accept" || name == "reject" || (name == "migrate" && paths.count <= 1)
        if let extra = takesPaths ? nil : (name == "migrate" ? paths.dropFirst().first : paths.first) {
            throw UsageError("unexpected argument '\(extra)' for 'snapshots \(name)'")
        }
        switch name {
        case "status": action = .status
        case "review": action = .review(html: parsed.text("--html"))
        case "accept" where parsed.text("--from") != nil:
            guard !all, paths.isEmpty else { throw UsageError("'snapshots accept --from' takes no reference paths or --all") }
            action = .acceptArtifacts(from: parsed.text("--from")!)
        case "accept", "reject":
            guard all != !paths.isEmpty else {
                throw UsageError("'snapshots \(name)' needs reference paths or --all (not both)")
            }
            action = name == "accept" ? .accept(paths: paths, all: all) : .reject(paths: paths, all: all)
        case "prune": action = .prune(dryRun: dryRun)
        case "migrate": action = .migrate(path: paths.first, dryRun: dryRun)
        default: throw UsageError("unknown snapshots command '\(name)'")
        }
        self.directory = directory
    }

    /// Runs the command; returns 0 when done, 1 when something is pending or failed.
    func run(terminal: Terminal) -> Int32 {
        do {
            if case .migrate(let path, let dryRun) = action {
                return try migrate(try makeCatalog(terminal: terminal), path: path, dryRun: dryRun, terminal: terminal)
            }
            let catalogs: [SnapshotCatalog]
            let root: URL
            if directory != nil {
                let catalog = try makeCatalog(terminal: terminal)
                (catalogs, root) = ([catalog], catalog.displayRoot)
            } else {
                let configured = terminal.environment["SNAPSHOT_TESTING_DIRECTORY"].flatMap { $0.isEmpty ? nil : $0 }
                let repository = try SnapshotRepository.discover(from: terminal.workingDirectory, snapshotsDirectory: configured)
                (catalogs, root) = (repository.catalogs, repository.root)
            }
            switch action {
            case .status: return try status(catalogs, root: root, terminal: terminal)
            case .review(let html?):
                let folder = html.hasPrefix("/") ? URL(fileURLWithPath: html) : terminal.workingDirectory.appendingPathComponent(html)
                let count = try SnapshotReviewPage(catalogs: catalogs).write(into: folder)
                terminal.console.printLine(
                    "\(count) pending change\(count == 1 ? "" : "s") in \(folder.appendingPathComponent("index.html").path)")
                return count == 0 ? 0 : 1
            case .review(nil): return try SnapshotReview(catalogs: catalogs, terminal: terminal).run()
            case .accept(let paths, let all):
                return try resolve(catalogs, root: root, paths: paths, all: all, verb: "accepted", terminal: terminal) { catalog, snapshots in
                    catalog.accept(together: snapshots).errors
                }
            case .reject(let paths, let all):
                return try resolve(catalogs, root: root, paths: paths, all: all, verb: "rejected", terminal: terminal) { catalog, snapshots in
                    snapshots.map { snapshot in
                        do {
                            try catalog.reject(snapshot)
                            return nil
                        } catch {
                            return error
                        }
                    }
                }
            case .acceptArtifacts(let from): return try acceptArtifacts(from: from, into: catalogs, root: root, terminal: terminal)
            case .prune(let dryRun): return try prune(catalogs, root: root, dryRun: dryRun, terminal: terminal)
            case .migrate: preconditionFailure("handled above")
            }
        } catch {
            terminal.report("\(error)")
            return 1
        }
    }

    /// The one catalog `--directory` names, or the one `migrate` moves references into: that of
    /// the project around the working directory, the nearest folder (this one or above) with a
    /// `Package.swift`, an `.xcodeproj` or `.xcworkspace`, or a `.git` (see
    /// `SnapshotLocator.projectRoot`).
    private func makeCatalog(terminal: Terminal) throws -> SnapshotCatalog {
        let workingDirectory = terminal.workingDirectory
        guard let root = SnapshotLocator.projectRoot(ofFolder: workingDirectory) else {
            throw SnapshotError(
                code: .noPackageRoot,
                "No Package.swift, .xcodeproj, .xcworkspace or .git in '\(workingDirectory.path)' or above it; run this "
                    + "inside a Swift package or an Xcode project.")
        }
        let configured = directory ?? terminal.environment["SNAPSHOT_TESTING_DIRECTORY"].flatMap { $0.isEmpty ? nil : $0 }
        let folder = configured.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : root.appendingPathComponent($0) }
        return SnapshotCatalog(packageRoot: root, directory: folder)
    }

    /// The command to suggest: in a package the tool is a `swift run` away; elsewhere it was
    /// built somewhere else.
    private func tool(_ terminal: Terminal) -> String {
        SnapshotLocator.packageRoot(containing: terminal.workingDirectory.appendingPathComponent("-").path) != nil
            ? "swift run viewdata" : "viewdata"
    }

    private func status(_ catalogs: [SnapshotCatalog], root: URL, terminal: Terminal) throws -> Int32 {
        let console = terminal.console
        guard !catalogs.isEmpty else {
            console.printLine(
                "No references below '\(root.path)': no package or project there has a Snapshots/ folder yet "
                    + "(tests record one on their first run).")
            return 0
        }
        var totalReferences = 0
        var totalPending = 0
        for (index, catalog) in catalogs.enumerated() {
            if index > 0 { console.printLine("") }
            let (references, pending) = try status(catalog, terminal: terminal)
            totalReferences += references
            totalPending += pending
        }
        if catalogs.count > 1 {
            console.printLine("")
            console.printLine(
                "\(totalReferences) references, \(totalPending) pending in \(catalogs.count) projects below '\(root.path)'",
                style: .bold)
        }
        return totalPending == 0 ? 0 : 1
    }

    /// Prints one catalog's status; returns its counts of references and pending snapshots.
    private func status(_ catalog: SnapshotCatalog, terminal: Terminal) throws -> (references: Int, pending: Int) {
        let references = try catalog.references()
        let pending = try catalog.pending()
        var obsolete: [URL]?
        var kept: [URL] = []
        var withoutTrait: [URL] = []
        var obsoleteProblem: String?
        do {
            (obsolete, kept, withoutTrait) = try catalog.obsoleteReferencesWithKept()
        } catch let error as SnapshotError where error.code == .noCompleteRun || error.code == .outsidePackage {
            obsoleteProblem = error.message
        }
        // Every line goes through the console, terminal-safe: names come from files in a
        // pull request and the folder from the environment.
        let console = terminal.console
        let summary = "\(catalog.displayPath(catalog.directory)): \(references.count) references, \(pending.count) pending"
        console.printLine(summary + (obsolete.map { ", \($0.count) obsolete" } ?? ""), style: .bold)
        func section(_ heading: String, _ lines: [(text: String, style: Style)]) {
            guard !lines.isEmpty else { return }
            console.printLine("")
            console.printLine(heading, style: .bold)
            for line in lines { console.printLine("  " + line.text, style: line.style) }
        }
        let tool = tool(terminal)
        section("pending (review with `\(tool) snapshots review`):", pending.map { snapshot in
            let isNew = SystemCalls.kind(at: snapshot.reference.path) == nil
            let what = snapshot.isInline ? "  (inline snapshot for \(catalog.name(of: snapshot)))" : isNew ? "  (new reference)" : ""
            return (catalog.displayPath(snapshot.pending) + what, Style.plain.foreground(.yellow))
        })
        section("obsolete, used by no test in the last complete run (delete with `\(tool) snapshots prune`):",
                (obsolete ?? []).map { (catalog.displayPath($0), Style.dim) })
        let failedOrSkipped = kept.filter { !withoutTrait.contains($0) }
        section("unused but kept, their tests exist and did not finish in the last run (failed, threw or were skipped):",
                failedOrSkipped.map { (catalog.displayPath($0), Style.plain) })
        section("unused but kept, their Swift Testing tests lack the .snapshots trait, so whether they finished is "
                    + "unknown; add it to the test or its suite (`@Test(.snapshots)`, `@Suite(.snapshots)`) to prune them:",
                withoutTrait.map { (catalog.displayPath($0), Style.plain) })
        if let obsoleteProblem {
            console.printLine("")
            console.printLine("obsolete: unknown. \(obsoleteProblem)")
        }
        return (references.count, pending.count)
    }

    private func resolve(
        _ catalogs: [SnapshotCatalog], root: URL, paths: [String], all: Bool, verb: String, terminal: Terminal,
        _ operation: (SnapshotCatalog, [SnapshotCatalog.Pending]) -> [(any Error)?]
    ) throws -> Int32 {
        var failed = false
        var groups: [(catalog: SnapshotCatalog, snapshots: [SnapshotCatalog.Pending])] = []
        if all {
            groups = try catalogs.map { ($0, try $0.pending()) }
        } else {
            for path in paths {
                do {
                    let (catalog, snapshot) = try pendingSnapshot(named: path, in: catalogs, root: root, terminal: terminal)
                    if let index = groups.firstIndex(where: { $0.catalog.directory == catalog.directory }) {
                        groups[index].snapshots.append(snapshot)
                    } else {
                        groups.append((catalog, [snapshot]))
                    }
                } catch {
                    terminal.report("\(error)")
                    failed = true
                }
            }
        }
        for (catalog, snapshots) in groups {
            // Names first: accepting an inline snapshot removes the edit its name is read from.
            let names = snapshots.map(catalog.name)
            for (name, error) in zip(names, operation(catalog, snapshots)) {
                if let error {
                    terminal.report("\(error)")
                    failed = true
                } else {
                    terminal.console.printLine("\(verb) \(name)")
                }
            }
        }
        if all, groups.allSatisfy({ $0.snapshots.isEmpty }) { terminal.console.printLine("nothing pending") }
        return failed ? 1 : 0
    }

    /// The pending snapshot a command-line path names, and the catalog it is in: the catalog
    /// whose folder holds the path (from the working directory or the root), else the only one.
    private func pendingSnapshot(
        named path: String, in catalogs: [SnapshotCatalog], root: URL, terminal: Terminal
    ) throws -> (SnapshotCatalog, SnapshotCatalog.Pending) {
        let candidates = path.hasPrefix("/")
            ? [URL(fileURLWithPath: path)]
            : [terminal.workingDirectory.appendingPathComponent(path), root.appendingPathComponent(path)]
        let holding = candidates.lazy.compactMap { candidate in
            catalogs.first { candidate.standardizedFileURL.path.hasPrefix($0.directory.path + "/") }
        }.first
        guard let catalog = holding ?? (catalogs.count == 1 ? catalogs.first : nil) else {
            throw SnapshotError(
                code: .notASnapshot,
                "'\(path)' is in none of the references folders below '\(root.path)' "
                    + "(\(catalogs.map { "'\($0.displayPath($0.directory))'" }.joined(separator: ", "))).")
        }
        return (catalog, try catalog.pendingSnapshot(named: path, workingDirectory: terminal.workingDirectory))
    }

    private func acceptArtifacts(from path: String, into catalogs: [SnapshotCatalog], root: URL, terminal: Terminal) throws -> Int32 {
        let folder = path.hasPrefix("/") ? URL(fileURLWithPath: path) : terminal.workingDirectory.appendingPathComponent(path)
        let artifacts = ArtifactsImport(directory: folder, catalogs: catalogs)
        let items = try artifacts.plan()
        var failed = false
        for item in items {
            do {
                try artifacts.accept(item)
                terminal.console.printLine("accepted \(item.catalog!.displayPath(item.destination!))")
            } catch {
                terminal.report("\(error)")
                failed = true
            }
        }
        if items.isEmpty { terminal.console.printLine("nothing to accept in '\(folder.path)'") }
        return failed ? 1 : 0
    }

    private func prune(_ catalogs: [SnapshotCatalog], root: URL, dryRun: Bool, terminal: Terminal) throws -> Int32 {
        // One catalog (a package, or --directory): its problems are the command's errors.
        guard catalogs.count > 1 else {
            guard let catalog = catalogs.first else {
                terminal.write("no obsolete references (no Snapshots/ folder below '\(root.path)')\n")
                return 0
            }
            return try prune(catalog, dryRun: dryRun, terminal: terminal)
        }
        // Several: each package in turn, saying which; one that cannot be pruned says why and
        // the others go on.
        var failed = false
        for catalog in catalogs {
            terminal.console.printLine("\(catalog.displayPath(catalog.directory)):", style: .bold)
            do {
                if try prune(catalog, dryRun: dryRun, terminal: terminal) != 0 { failed = true }
            } catch let error as SnapshotError where error.code == .noCompleteRun || error.code == .outsidePackage {
                terminal.write("skipped: \(error.message)\n")
            }
        }
        return failed ? 1 : 0
    }

    private func prune(_ catalog: SnapshotCatalog, dryRun: Bool, terminal: Terminal) throws -> Int32 {
        let (obsolete, kept, withoutTrait) = try catalog.obsoleteReferencesWithKept()
        if !kept.isEmpty {
            terminal.write("kept \(kept.count) unused reference\(kept.count == 1 ? "" : "s") whose tests exist but did not finish in the last run\n")
            if !withoutTrait.isEmpty {
                terminal.write(
                    "(\(withoutTrait.count) of them belong to Swift Testing tests without the .snapshots trait; add "
                        + "`@Test(.snapshots)` or `@Suite(.snapshots)` so that their completion is known)\n")
            }
        }
        guard !obsolete.isEmpty else {
            terminal.write("no obsolete references\n")
            return 0
        }
        var failed = false
        for reference in obsolete {
            let shown = catalog.displayPath(reference)
            if dryRun {
                terminal.console.printLine("would delete \(shown)")
                continue
            }
            do {
                try catalog.delete(reference: reference)
                terminal.console.printLine("deleted \(shown)")
            } catch {
                terminal.report("\(error)")
                failed = true
            }
        }
        return failed ? 1 : 0
    }

    private func migrate(_ catalog: SnapshotCatalog, path: String?, dryRun: Bool, terminal: Terminal) throws -> Int32 {
        let searchRoot = path.map { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : terminal.workingDirectory.appendingPathComponent($0) }
            ?? catalog.packageRoot
        guard FileManager.default.fileExists(atPath: searchRoot.path) else {
            throw SnapshotError(code: .invalidSetting, "'\(searchRoot.path)' does not exist; give a folder of the package to migrate.")
        }
        let migration = SnapshotMigration(packageRoot: catalog.packageRoot, searchRoot: searchRoot, destination: catalog.directory)
        let report = migration.apply(try migration.plan(), dryRun: dryRun)
        // The test files: the peers' imports and renamed calls.
        let sources = migration.rewriteSources(dryRun: dryRun)
        for line in report.lines + sources.lines { terminal.console.printLine(line) }
        let verb = dryRun ? "would migrate" : "migrated"
        terminal.console.printLine(
            "\(verb) \(report.migrated) reference\(report.migrated == 1 ? "" : "s") into \(catalog.displayPath(catalog.directory))"
                + (report.problems > 0 ? "; \(report.problems) conflict\(report.problems == 1 ? "" : "s") left as they were" : "")
                + (sources.problems > 0 ? "; \(sources.problems) test file\(sources.problems == 1 ? "" : "s") could not be rewritten" : ""))
        return report.problems + sources.problems > 0 ? 1 : 0
    }
}

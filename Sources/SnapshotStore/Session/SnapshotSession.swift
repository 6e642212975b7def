import Foundation
import ViewDataSupport

/// What snapshot assertions did in this process: the counters' default scope, which test owns
/// which reference, what was recorded, left pending or failed, and the manifests of the
/// references used.
///
/// `shared` finishes the manifests at exit and reports what it counted to `SnapshotRun`, which
/// prints one summary line per test run when anything was recorded, left pending or failed;
/// sessions made for tests do neither unless asked.
package final class SnapshotSession: Sendable {
    /// The process's session, used by `assertSnapshot` and `verifySnapshot`.
    package static let shared = SnapshotSession(isProcessWide: true)

    /// A session that replaces `shared` for the current task, so that tests of snapshot
    /// testing itself keep their recordings, failures and manifests to themselves.
    @TaskLocal package static var current: SnapshotSession?

    /// `current`, else `shared`.
    package static var active: SnapshotSession { current ?? shared }

    private struct ManifestKey: Hashable {
        var packageRoot: String
        var snapshotsDirectory: String
    }

    private struct State {
        var defaultScope = SnapshotScope()
        /// Counters that tests of one name in one file share, for the whole run.
        var sharedScope = SnapshotScope()
        var recordSetting: SnapshotTestingConfiguration.Record?
        var currentTest: String?
        var currentTestType: String?
        var owners: [String: String] = [:]
        var recorded: [String] = []
        var pending: [String] = []
        var failures = 0
        var warned: Set<String> = []
        var manifests: [ManifestKey: SnapshotManifest] = [:]
        /// The references used so far, per manifest.
        var used: [ManifestKey: Set<String>] = [:]
        /// For each test (by key), the `Folder/test` prefixes of its references, per manifest.
        var prefixes: [ManifestKey: [String: Set<String>]] = [:]
        /// Tests that finished without a failure, and tests that failed (a failure in any run
        /// of a test, or of any case of it, wins).
        var completedTests: Set<String> = []
        var failedTests: Set<String> = []
        /// Swift Testing tests that used snapshots without the `.snapshots` trait.
        var testsWithoutTrait: Set<String> = []
        var hasInstalledExitHandler = false
        var hasFinished = false
    }

    private let state = Locked(State())
    private let isProcessWide: Bool
    private let arguments: [String]

    /// A session of its own, for tests of the snapshot machinery: it prints nothing at exit.
    ///
    /// - Parameter arguments: The test process's command line, for the manifest's
    ///   `isFiltered`; the current process's by default.
    package convenience init(arguments: [String] = CommandLine.arguments) {
        self.init(isProcessWide: false, arguments: arguments)
    }

    private init(isProcessWide: Bool, arguments: [String] = CommandLine.arguments) {
        self.isProcessWide = isProcessWide
        self.arguments = arguments
    }

    // MARK: - Scopes and owners

    /// The counters tests of one name in one file share: one scope for the whole session,
    /// which no test's start resets.
    package var sharedScope: SnapshotScope {
        state.withLock { $0.sharedScope }
    }

    /// The scope for assertions outside any task-local scope.
    package var defaultScope: SnapshotScope {
        state.withLock { $0.defaultScope }
    }

    /// Starts a new default scope for a test that is about to run, so that its counters start
    /// at 1 (XCTest calls this for each test case, repetitions included).
    ///
    /// - Parameters:
    ///   - test: A name for the test, for messages.
    ///   - typeName: The test's class, for references of tests whose name is not unique in
    ///     their file.
    package func beginTest(_ test: String, typeName: String? = nil) {
        state.withLock { state in
            state.defaultScope = SnapshotScope()
            state.currentTest = test
            state.currentTestType = typeName
        }
    }

    /// The test `beginTest(_:typeName:)` last named.
    package var currentTest: String? {
        state.withLock { $0.currentTest }
    }

    /// The class `beginTest(_:typeName:)` last named.
    package var currentTestType: String? {
        state.withLock { $0.currentTestType }
    }

    /// The record mode the deprecated `isRecording` global set for this session (the process,
    /// unless a test substitutes a session of its own).
    package var recordSetting: SnapshotTestingConfiguration.Record? {
        get { state.withLock { $0.recordSetting } }
        set { state.withLock { $0.recordSetting = newValue } }
    }

    /// Claims `reference` for `test`; returns the other test that already owns it, if any.
    /// Paths are compared without case, as a case-insensitive disk would.
    package func claim(_ reference: String, forTest test: String) -> String? {
        let key = reference.lowercased()
        return state.withLock { state in
            if let owner = state.owners[key], owner != test { return owner }
            state.owners[key] = test
            return nil
        }
    }

    /// Records that a test finished, and whether it passed, so that `viewdata snapshots prune`
    /// may treat the references it did not use as obsolete. The XCTest integration and the
    /// Swift Testing trait `.snapshots` call it; tests it never hears of keep their references.
    ///
    /// - Parameters:
    ///   - test: The test's identity, as requests name it (`SnapshotRequest.testIdentity`).
    ///   - succeeded: Whether the test ran to its end without failing.
    package func noteTestFinished(_ test: String, succeeded: Bool) {
        state.withLock { state in
            if succeeded, !state.failedTests.contains(test) {
                state.completedTests.insert(test)
            } else {
                state.failedTests.insert(test)
                state.completedTests.remove(test)
            }
        }
    }

    /// Records that a Swift Testing test made snapshots without the `.snapshots` trait, so that
    /// its completion is unknown: `viewdata snapshots status` says to add the trait.
    package func noteTestWithoutTrait(_ test: String) {
        state.withLock { _ = $0.testsWithoutTrait.insert(test) }
    }

    // MARK: - Events

    /// Notes that test `test` used `relativePath` (`Folder/test.n.txt`) in `snapshotsDirectory`,
    /// for the manifest.
    package func noteUse(
        of relativePath: String, testPrefix: String, test: String, in snapshotsDirectory: URL, packageRoot: URL?
    ) {
        guard let packageRoot else { return }
        let key = ManifestKey(packageRoot: packageRoot.path, snapshotsDirectory: snapshotsDirectory.path)
        let firstUse: SnapshotManifest? = state.withLock { state in
            state.used[key, default: []].insert(relativePath)
            state.prefixes[key, default: [:]][test, default: []].insert(testPrefix)
            if state.manifests[key] != nil { return nil }
            let manifest = SnapshotManifest(
                version: SnapshotManifest.currentVersion, processID: SystemCalls.processID, parentProcessID: SystemCalls.parentProcessID,
                started: Date(), finished: nil, isFiltered: SnapshotManifest.isFiltered(arguments: arguments),
                snapshotsDirectory: snapshotsDirectory.path, references: [relativePath], completedTests: [])
            state.manifests[key] = manifest
            return manifest
        }
        if let firstUse {
            // An unfinished manifest: if the process crashes, prune sees an incomplete run.
            let directory = SnapshotLocator.manifestDirectory(packageRoot: packageRoot)
            // A read-only checkout (a hermetic runner's) keeps no record: prune is for a
            // developer's tree, and nothing may be written into this one.
            if SystemCalls.isWritableFolder(atPath: directory.path) {
                SnapshotManifest.removeStale(in: directory)
                try? firstUse.write(into: directory)
            }
            installExitHandlerIfNeeded()
        }
    }

    package func noteRecorded(_ displayPath: String) {
        state.withLock { $0.recorded.append(displayPath) }
        installExitHandlerIfNeeded()
    }

    package func notePending(_ displayPath: String) {
        state.withLock { $0.pending.append(displayPath) }
        installExitHandlerIfNeeded()
    }

    package func noteFailure() {
        state.withLock { $0.failures += 1 }
        installExitHandlerIfNeeded()
    }

    /// Whether this is the first warning with `key`; later ones are not repeated.
    package func shouldWarn(_ key: String) -> Bool {
        state.withLock { $0.warned.insert(key).inserted }
    }

    // MARK: - The end

    /// What this session recorded, left pending and failed.
    package var tally: SnapshotTally {
        state.withLock { SnapshotTally(recorded: $0.recorded.count, pending: $0.pending.count, failed: $0.failures) }
    }

    /// One line saying what happened, or `nil` when nothing was recorded, left pending or failed.
    ///
    /// `Snapshots: 2 recorded, 1 pending review (.new), 1 failed. Review with: swift run viewdata snapshots review`
    package var summary: String? { tally.summary }

    /// Writes the finished manifests; the process-wide session also reports its tally to the
    /// run (`SnapshotRun`), which prints one summary line for the whole `swift test`.
    ///
    /// Called at exit for `shared`; later calls do nothing.
    package func finish() {
        let manifests: [(URL, SnapshotManifest)]? = state.withLock { state in
            guard !state.hasFinished else { return nil }
            state.hasFinished = true
            let now = Date()
            return state.manifests.map { key, manifest in
                var finished = manifest
                finished.finished = now
                finished.references = (state.used[key] ?? []).sorted()
                let prefixes = state.prefixes[key] ?? [:]
                finished.completedTests = state.completedTests.flatMap { prefixes[$0] ?? [] }.sorted()
                finished.testsWithoutTrait = Set(state.testsWithoutTrait.flatMap { prefixes[$0] ?? [] }).sorted()
                return (SnapshotLocator.manifestDirectory(packageRoot: URL(fileURLWithPath: key.packageRoot)), finished)
            }
        }
        guard let manifests else { return }
        for (directory, manifest) in manifests where SystemCalls.isWritableFolder(atPath: directory.path) {
            try? manifest.write(into: directory)
        }
        if isProcessWide {
            SnapshotRun.report(tally)
        }
    }

    private func installExitHandlerIfNeeded() {
        guard isProcessWide else { return }
        let install = state.withLock { state in
            defer { state.hasInstalledExitHandler = true }
            return !state.hasInstalledExitHandler
        }
        if install {
            atexit { SnapshotSession.shared.finish() }
        }
    }
}

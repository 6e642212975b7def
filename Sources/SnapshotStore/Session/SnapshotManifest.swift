import Foundation

/// The references one test process read or wrote, kept under `.build/snapshots/` so that
/// `viewdata snapshots prune` can tell which references no test uses any more.
///
/// A process writes its manifest when it first uses a snapshot (marked unfinished) and again
/// when it exits (finished, with every reference it used). Processes started by one
/// `swift test` share a parent process; their manifests together describe one run.
package struct SnapshotManifest: Codable, Sendable, Hashable {
    /// The format's version; readers reject other versions.
    package static let currentVersion = 1

    /// The version of the format this manifest was written in.
    package var version: Int
    /// The test process.
    package var processID: Int32
    /// The process that started it (`swift test`): manifests that share it are one run.
    package var parentProcessID: Int32
    /// When the process first used a snapshot.
    package var started: Date
    /// When the process exited normally; `nil` while it runs or when it crashed.
    package var finished: Date?
    /// Whether the process ran a subset of the tests (`--filter`, `--skip`, named tests).
    package var isFiltered: Bool
    /// The absolute path of the references folder.
    package var snapshotsDirectory: String
    /// The references used, relative to `snapshotsDirectory`, sorted.
    package var references: [String]
    /// The tests known to have run to their end without failing, as `Folder/test` prefixes of
    /// their references: references of theirs that went unused are obsolete.
    package var completedTests: [String]?
    /// Swift Testing tests that ran without the `.snapshots` trait, as `Folder/test` prefixes:
    /// whether they finished cannot be known, so their unused references are kept, and
    /// `viewdata snapshots status` says to add the trait.
    package var testsWithoutTrait: [String]?

    /// The file name a process writes its manifest to: one per process and references folder.
    var fileName: String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in snapshotsDirectory.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return "run-\(parentProcessID)-\(processID)-\(String(hash, radix: 16)).json"
    }

    /// Whether the command line of a test process selects a subset of the tests.
    ///
    /// On Linux, `swift test` runs the XCTest pass as the test binary with no arguments (or
    /// with the names of the tests a filter selects), and the Swift Testing pass with
    /// `--testing-library swift-testing` and whatever else it forwards (`--scratch-path PATH`,
    /// `--parallel`, …). On macOS the XCTest pass is Xcode's `xctest` tool given the bundle
    /// (`xctest [-XCTest SPECIFIERS] /path/PackageTests.xctest`), and the Swift Testing pass is
    /// `swiftpm-testing-helper --test-bundle-path BINARY … BINARY --testing-library swift-testing`.
    /// In the Swift Testing pass (which `swift test` gives its own whole command line) only
    /// `--filter` and `--skip` make a subset; in the XCTest pass, test names and `-XCTest` with
    /// anything but `All` or `Self` do too; options are passed over with their values, and the
    /// test bundle (an absolute path through a `.xctest` folder) is not a test's name.
    package static func isFiltered(arguments: [String]) -> Bool {
        let isSwiftTesting = zip(arguments, arguments.dropFirst()).contains { $0 == "--testing-library" && $1 == "swift-testing" }
            || arguments.contains("--testing-library=swift-testing")
        if isSwiftTesting {
            // The Swift Testing pass gets the whole `swift test` command line (`-c release`,
            // `--package-path P`, `-Xswiftc -D…`): only its filters select tests.
            return arguments.dropFirst().contains { argument in
                let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
                return name == "--filter" || name == "--skip"
            }
        }
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if name == "--filter" || name == "--skip" { return true }
            if argument == "-XCTest" {
                // xctest's selector: All (every test), Self (the bundle's own), or test names.
                guard let selector = rest.popFirst(), selector == "All" || selector == "Self" else { return true }
                continue
            }
            guard argument.hasPrefix("-") else {
                if isTestBundle(argument) { continue }
                return true  // a test's name
            }
            if optionsWithValues.contains(name), !argument.contains("=") { _ = rest.popFirst() }
        }
        return false
    }

    /// Whether a positional argument is the test bundle rather than a test's name: an absolute
    /// path with a `.xctest` folder in it (`/p/.build/debug/PackageTests.xctest`, or on macOS
    /// `…/PackageTests.xctest/Contents/MacOS/PackageTests`). Test names never start with `/`.
    private static func isTestBundle(_ argument: String) -> Bool {
        argument.hasPrefix("/") && argument.split(separator: "/").contains { $0.hasSuffix(".xctest") }
    }

    /// The options `swift test` passes or forwards to a test process that take a value.
    private static let optionsWithValues: Set<String> = [
        "--testing-library", "--scratch-path", "--num-workers", "--configuration-path", "--xunit-output",
        "--event-stream-output-path", "--event-stream-version", "--experimental-event-stream-output",
        "--experimental-event-stream-version", "--attachments-path", "--experimental-attachments-path",
        "--repetitions", "--repeat-until", "--symbolicate-backtraces", "--experimental-maximum-parallelization-width",
        "--maximum-parallelization-width", "--test-bundle-path",
    ]
}

extension SnapshotManifest {
    /// Reads every manifest in `directory`, skipping files that are not manifests of this
    /// version (each skipped file is reported in `problems`).
    package static func readAll(in directory: URL) -> (manifests: [SnapshotManifest], problems: [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return ([], []) }
        var manifests: [SnapshotManifest] = []
        var problems: [String] = []
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        for name in names.sorted() where name.hasPrefix("run-") && name.hasSuffix(".json") {
            let url = directory.appendingPathComponent(name)
            do {
                let manifest = try decoder.decode(SnapshotManifest.self, from: Data(contentsOf: url))
                guard manifest.version == currentVersion else {
                    problems.append("'\(url.path)' has manifest version \(manifest.version); expected \(currentVersion).")
                    continue
                }
                manifests.append(manifest)
            } catch {
                problems.append("'\(url.path)' is not a snapshot manifest: \(error.localizedDescription)")
            }
        }
        return (manifests, problems)
    }

    /// Removes manifests in `directory` last written more than `age` seconds ago, so that the
    /// folder does not grow without end. A run older than that can be repeated.
    static func removeStale(in directory: URL, olderThan age: TimeInterval = 24 * 60 * 60) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let limit = Date().addingTimeInterval(-age)
        for name in names where name.hasPrefix("run-") && name.hasSuffix(".json") {
            let url = directory.appendingPathComponent(name)
            let modified = (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? Date()
            if modified < limit { try? FileManager.default.removeItem(at: url) }
        }
    }

    /// Writes the manifest into `directory` atomically.
    func write(into directory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try encoder.encode(self).write(to: directory.appendingPathComponent(fileName), options: .atomic)
    }
}

import Foundation
import SnapshotStore
import Testing
import TestSupport
@_spi(Internals) @testable import TextSnapshots

// What a suite moving from swift-snapshot-testing relies on beyond formats: how references are
// named when names repeat, what `.failed` does, the diff tool and the deprecated settings.

@Suite("swift-snapshot-testing's naming and recording", .privateSnapshotSession)
struct SnapshotTestingBehaviourTests {
    /// Verifies `text` as the snapshot of test `testName` in the test file `file`.
    private func verify(
        _ text: String, file: String, testName: String, named name: String? = nil,
        record: SnapshotTestingConfiguration.Record = .missing, directory: String
    ) -> SnapshotOutcome {
        var files: [DiffAttachment] = []
        return performSnapshot(
            of: { text }, as: .lines, named: name, record: record, snapshotDirectory: directory, filePath: file,
            testName: testName, files: &files)
    }

    @Test("Same-named tests of one file are named as swift-snapshot-testing names them, so migrated references are found")
    func sameNamedTests() throws {
        let folder = try TemporaryFolder("shared-counter")
        defer { folder.remove() }
        try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        try folder.write("struct A { @Test func dump() {} }\nstruct B { @Test func dump() {} }\n", to: "Tests/PairTests.swift")
        try folder.write("first\n", to: "Snapshots/PairTests/dump.1.txt")
        try folder.write("second\n", to: "Snapshots/PairTests/dump.2.txt")
        let file = folder.path + "/Tests/PairTests.swift"
        let snapshots = folder.path + "/Snapshots"
        // Without the trait, Swift Testing tests of one name share one counter for the run.
        let first = verify("first", file: file, testName: "dump()", directory: snapshots)
        let second = verify("second", file: file, testName: "dump()", directory: snapshots)
        #expect(first.failure == nil)
        #expect(second.failure == nil)
        #expect(first.notes.first?.hasPrefix("Tests named 'dump' in 'PairTests.swift' share their snapshots' names (dump.1, …)") == true)
        #expect(second.notes.isEmpty)
        // With the trait (a scope per test), each counts from 1: both compare with dump.1.
        let scoped = [
            SnapshotScope.$current.withValue(SnapshotScope()) { verify("first", file: file, testName: "dump()", directory: snapshots) },
            SnapshotScope.$current.withValue(SnapshotScope()) { verify("first", file: file, testName: "dump()", directory: snapshots) },
        ]
        #expect(scoped.map(\.failure) == [nil, nil])
        #expect(!folder.exists("Snapshots/PairTests/A.dump.1.txt"))
    }

    @Test("A reference swift-snapshot-testing wrote is diffed as written: its final newline is no difference")
    func diffedAsWritten() throws {
        let folder = try TemporaryFolder("as-written")
        defer { folder.remove() }
        try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        try folder.write("func testDump() {}\n", to: "Tests/DumpTests.swift")
        // swift-snapshot-testing writes a dump's text as it is, ending in its own newline.
        try folder.write("▿ 2 elements\n  - \"Hello\"\n", to: "Snapshots/DumpTests/testDump.1.txt")
        let outcome = withSnapshotTesting(wording: .swiftSnapshotTesting) {
            verify(
                "▿ 2 elements\n  - \"Goodbye\"\n", file: folder.path + "/Tests/DumpTests.swift", testName: "testDump()",
                record: .never, directory: folder.path + "/Snapshots")
        }
        #expect(outcome.difference == "@@ \u{2212}1,3 +1,3 @@\n\u{2007}▿ 2 elements\n\u{2212}  - \"Hello\"\n+  - \"Goodbye\"\n\u{2007}")
        #expect(outcome.kind == .mismatch)
    }

    @Test("The same name twice in a test compares both with one reference, and never overwrites it")
    func sameNameTwice() throws {
        let folder = try TemporaryFolder("same-name")
        defer { folder.remove() }
        try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        let file = folder.path + "/Tests/NameTests.swift"
        try folder.write("func testNames() {}\n", to: "Tests/NameTests.swift")
        let snapshots = folder.path + "/Snapshots"
        let outcomes = SnapshotScope.$current.withValue(SnapshotScope()) {
            [
                verify("Hello", file: file, testName: "testNames()", named: "snap", directory: snapshots),
                verify("Hello", file: file, testName: "testNames()", named: "snap", directory: snapshots),
                verify("Goodbye", file: file, testName: "testNames()", named: "snap", directory: snapshots),
                verify("Goodbye", file: file, testName: "testNames()", named: "snap", record: .all, directory: snapshots),
            ]
        }
        #expect(outcomes[0].failure == nil)
        #expect(outcomes[1].failure == nil)
        #expect(outcomes[2].failure?.hasPrefix("Snapshot 'Snapshots/NameTests/testNames.snap.txt' does not match.") == true)
        #expect(outcomes[3].failure == """
            Snapshot 'Snapshots/NameTests/testNames.snap.txt' was not written: an earlier assertion of test \
            'SnapshotTestingBehaviourTests.testNames' used it in this run, and this output differs. Give the snapshots their own names (named:).
            """)
        #expect(folder.contents("Snapshots/NameTests/testNames.snap.txt") == "Hello\n")
    }

    @Test("record: .failed re-records a differing reference and fails, so the change is seen")
    func failedModeFails() throws {
        let folder = try TemporaryFolder("failed-mode")
        defer { folder.remove() }
        try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        let file = folder.path + "/Tests/ModeTests.swift"
        try folder.write("func testMode() {}\n", to: "Tests/ModeTests.swift")
        try folder.write("old\n", to: "Snapshots/ModeTests/testMode.1.txt")
        let snapshots = folder.path + "/Snapshots"
        let outcome = SnapshotScope.$current.withValue(SnapshotScope()) {
            verify("new", file: file, testName: "testMode()", record: .failed, directory: snapshots)
        }
        #expect(outcome.failure?.hasPrefix("""
            Snapshot 'Snapshots/ModeTests/testMode.1.txt' did not match, and was re-recorded (record mode 'failed' \
            (set by the assertion's record: argument)); check the change and commit it. It differed:
            """) == true)
        #expect(folder.contents("Snapshots/ModeTests/testMode.1.txt") == "new\n")
        // The next run passes; a missing reference is recorded and passes, as under .missing.
        let again = SnapshotScope.$current.withValue(SnapshotScope()) {
            [
                verify("new", file: file, testName: "testMode()", record: .failed, directory: snapshots),
                verify("more", file: file, testName: "testMode()", record: .failed, directory: snapshots),
            ]
        }
        #expect(again.map(\.failure) == [nil, nil])
        #expect(folder.contents("Snapshots/ModeTests/testMode.2.txt") == "more\n")
    }

    @Test("A diff tool set for a scope prints its command line under a mismatch")
    func diffTool() throws {
        let folder = try TemporaryFolder("diff-tool")
        defer { folder.remove() }
        try folder.write("// swift-tools-version: 6.0\n", to: "Package.swift")
        let file = folder.path + "/Tests/ToolTests.swift"
        try folder.write("func testTool() {}\n", to: "Tests/ToolTests.swift")
        try folder.write("old\n", to: "Snapshots/ToolTests/testTool.1.txt")
        let snapshots = folder.path + "/Snapshots"
        let outcome = withSnapshotTesting(diffTool: "difftool") {
            SnapshotScope.$current.withValue(SnapshotScope()) {
                verify("new", file: file, testName: "testTool()", directory: snapshots)
            }
        }
        let reference = folder.url.appendingPathComponent("Snapshots/ToolTests/testTool.1.txt").path
        #expect(outcome.failure?.hasSuffix("\ndifftool \(reference) \(reference).new") == true)
        #expect(SnapshotTestingConfiguration.DiffTool.ksdiff(currentFilePath: "a b", failedFilePath: "c")
            == #"ksdiff "a b" "c""#)
        withSnapshotTesting(diffTool: .ksdiff) {
            withSnapshotTesting(record: .all) {
                #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == #"ksdiff "a" "b""#)
                #expect(_record == .all)
            }
        }
        #expect(_diffTool(currentFilePath: "a", failedFilePath: "b").hasPrefix("reference: file://a\nactual:    file://b\n"))
    }

    @Test("The .snapshots trait carries a diff tool", .snapshots(diffTool: "vimdiff"))
    func traitDiffTool() {
        #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "vimdiff a b")
    }

    @Test("The deprecated isRecording sets the mode for the process, below every scope")
    @available(*, deprecated)
    func isRecordingGlobal() {
        defer { SnapshotTestingConfiguration.processRecord = nil }
        isRecording = true
        #expect(_record == .all)
        #expect(SnapshotTesting.record)
        withSnapshotTesting(record: .never) {
            #expect(_record == .never)
            #expect(!isRecording)
        }
        SnapshotTesting.record = false
        #expect(_record == .missing)
        let explicit: SnapshotTestingConfiguration.Record = true
        #expect(explicit == .all)
    }
}

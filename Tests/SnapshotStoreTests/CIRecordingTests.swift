import Foundation
import Testing
@testable import SnapshotStore

@Suite("CI never writes")
struct CIRecordingTests {
    private static let reference = "Snapshots/CommentViewTests/testTitle.1.txt"

    private func ciHarness(_ variables: [String: String] = [:]) throws -> Harness {
        var harness = try Harness()
        harness.environment = SnapshotEnvironment(variables.merging(["CI": "true"]) { own, _ in own })
        return harness
    }

    @Test("A missing reference fails under every mode, naming the mode and its setting", arguments: [
        SnapshotTestingConfiguration.Record.missing, .all, .failed,
    ])
    func missingReference(mode: SnapshotTestingConfiguration.Record) throws {
        let harness = try ciHarness()
        defer { harness.package.remove() }
        let outcome = harness.verify("text", record: mode)
        #expect(outcome.failure == """
            No reference '\(Self.reference)' for this snapshot, and CI is set, so nothing is recorded, whatever the \
            record mode '\(mode)' (set by the assertion's record: argument). Run the tests locally to record it, then \
            commit the file.
            """)
        #expect(!harness.package.exists("CommentViewTests/testTitle.1.txt"))
        #expect(harness.session.summary == "Snapshots: 1 failed.")
    }

    @Test("all fails even on a matching reference, and leaves it as it was")
    func allOnMatch() throws {
        let harness = try ciHarness()
        defer { harness.package.remove() }
        try harness.package.write("same\r\n", to: "CommentViewTests/testTitle.1.txt")
        let outcome = harness.verify("same", record: .all)
        #expect(outcome.failure == """
            Snapshot '\(Self.reference)' was not written: CI is set, so snapshot tests never write, and the record \
            mode 'all' (set by the assertion's record: argument) would rewrite it. Remove the record setting (a \
            forgotten record mode makes CI compare nothing), record locally and commit the reference.
            """)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "same\r\n")
        // A reference that holds exactly the output fails alike.
        try harness.package.write("exact\n", to: "CommentViewTests/testTitle.2.txt")
        let exact = harness.verify("exact", record: .all)
        #expect(exact.failure?.hasPrefix("Snapshot 'Snapshots/CommentViewTests/testTitle.2.txt' was not written") == true)
    }

    @Test("failed passes on a match and fails on a difference with the diff, writing nothing")
    func failedMode() throws {
        let harness = try ciHarness()
        defer { harness.package.remove() }
        try harness.package.write("old\n", to: "CommentViewTests/testTitle.1.txt")
        try harness.package.write("kept\n", to: "CommentViewTests/testTitle.2.txt")
        let changed = harness.verify("new", record: .failed)
        #expect(changed.failure == """
            Snapshot '\(Self.reference)' was not written: CI is set, so snapshot tests never write, and the record \
            mode 'failed' (set by the assertion's record: argument) would re-record it. Remove the record setting (a \
            forgotten record mode makes CI compare nothing), record locally and commit the reference.
            reference "old" ≠ actual "new"
            """)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "old\n")
        #expect(!harness.package.exists("CommentViewTests/testTitle.1.txt.new"))
        #expect(harness.verify("kept", record: .failed).isSuccess)
    }

    @Test("The message names where the mode was set: withSnapshotTesting, the trait, the environment")
    func origins() throws {
        let harness = try ciHarness(["SNAPSHOT_TESTING_RECORD": "failed"])
        defer { harness.package.remove() }
        func failure(_ test: String) -> String? { harness.verify("text", test: test).failure }
        #expect(failure("testEnvironment()")?.contains("record mode 'failed' (set by SNAPSHOT_TESTING_RECORD)") == true)
        let scoped = SnapshotTestingConfiguration(record: .all, directory: nil, recordOrigin: .withSnapshotTesting)
        SnapshotTestingConfiguration.$current.withValue(scoped) {
            #expect(failure("testScoped()")?.contains("record mode 'all' (set by withSnapshotTesting(record:))") == true)
        }
        let trait = SnapshotTestingConfiguration(record: .missing, directory: nil, recordOrigin: .trait)
        SnapshotTestingConfiguration.$current.withValue(trait) {
            // An inner scope that sets only a directory keeps the trait's mode and origin.
            let inner = SnapshotTestingConfiguration(directory: "Snapshots").inheriting(from: .current)
            SnapshotTestingConfiguration.$current.withValue(inner) {
                #expect(failure("testTrait()")?.contains("record mode 'missing' (set by the .snapshots(record:) trait)") == true)
            }
        }
        for test in ["testEnvironment", "testScoped", "testTrait"] {
            #expect(!harness.package.exists("CommentViewTests/\(test).1.txt"))
        }
    }

    @Test("Off CI the same settings write")
    func offCI() throws {
        var harness = try Harness()
        defer { harness.package.remove() }
        harness.environment = SnapshotEnvironment(["CI": "false", "SNAPSHOT_TESTING_RECORD": "all"])
        #expect(harness.verify("text").isSuccess)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "text\n")
    }
}

import Foundation
import Testing
import TestSupport
@testable import SnapshotStore

/// A hermetic runner (Bazel's sandbox, a device, Xcode Cloud) may run the tests in a checkout
/// that cannot, or must not, be written: its mode says so (`chmod -R a-w`), even to root.
@Suite("A read-only checkout")
struct ReadOnlyTreeTests {
    private func setMode(_ mode: Int, below root: URL) throws {
        let paths = [root.path] + (FileManager.default.subpaths(atPath: root.path) ?? []).map { root.appendingPathComponent($0).path }
        for path in paths {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            try FileManager.default.setAttributes([.posixPermissions: isFolder.boolValue ? mode | 0o111 : mode], ofItemAtPath: path)
        }
    }

    @Test("Nothing is written into it; matches pass, the rest fail with the output kept in TEST_UNDECLARED_OUTPUTS_DIR")
    func neverWritten() throws {
        var harness = try Harness()
        defer {
            try? setMode(0o644, below: harness.package.root)
            harness.package.remove()
        }
        try harness.package.write("steady\n", to: "CommentViewTests/testTitle.1.txt")
        try harness.package.write("old\n", to: "CommentViewTests/testTitle.2.txt")
        try setMode(0o444, below: harness.package.root)
        let outputs = try TemporaryFolder("outputs")
        defer { outputs.remove() }
        harness.environment = SnapshotEnvironment(["TEST_UNDECLARED_OUTPUTS_DIR": outputs.url.path])

        #expect(harness.verify("steady").isSuccess)
        let changed = harness.verify("new")
        #expect(changed.failure == """
            Snapshot 'Snapshots/CommentViewTests/testTitle.2.txt' does not match.
            \(try #require(changed.difference).trimmingFinalNewline)
            The references folder 'Snapshots/CommentViewTests' is read-only (a hermetic runner's checkout?), so nothing was \
            written there; the output is kept with the artifacts, and apply it where the sources can be written with \
            `viewdata snapshots accept --from DIR`.
            Artifacts: '\(outputs.url.path)/CommentViewTests/testTitle.2.txt'.
            """)
        let missing = harness.verify("fresh")
        #expect(missing.failure?.hasPrefix("No reference 'Snapshots/CommentViewTests/testTitle.3.txt' for this snapshot.\nThe references folder") == true)
        #expect(!harness.package.exists("CommentViewTests/testTitle.2.txt.new"))
        #expect(!harness.package.exists("CommentViewTests/testTitle.3.txt"))
        #expect(harness.package.contents("CommentViewTests/testTitle.2.txt") == "old\n")
        #expect(outputs.contents("CommentViewTests/testTitle.2.txt") == "new\n")
        #expect(outputs.contents("CommentViewTests/testTitle.3.txt") == "fresh\n")
        #expect(!FileManager.default.fileExists(atPath: harness.package.root.appendingPathComponent(".build").path), "no manifest")
        // `.all` passes a match without rewriting it, and a test that would re-record fails.
        harness.session.beginTest("all")
        #expect(harness.verify("steady", record: .all).isSuccess)
        #expect(harness.verify("newer", record: .failed).failure?.contains("would be re-recorded") == true)
        #expect(harness.package.contents("CommentViewTests/testTitle.2.txt") == "old\n")
    }

    @Test("Without an outputs folder, the failure says how to keep the output")
    func withoutOutputs() throws {
        let harness = try Harness()
        defer {
            try? setMode(0o644, below: harness.package.root)
            harness.package.remove()
        }
        try FileManager.default.createDirectory(at: harness.package.snapshots, withIntermediateDirectories: true)
        try setMode(0o444, below: harness.package.root)
        #expect(harness.verify("fresh").failure == """
            No reference 'Snapshots/CommentViewTests/testTitle.1.txt' for this snapshot.
            The references folder 'Snapshots/CommentViewTests' is read-only (a hermetic runner's checkout?), so nothing \
            was written there; set TEST_UNDECLARED_OUTPUTS_DIR or SNAPSHOT_ARTIFACTS to keep the output, and apply it \
            where the sources can be written with `viewdata snapshots accept --from DIR`.
            """)
        #expect(!harness.package.exists("CommentViewTests"))
    }

    @Test("Where the sources are not on disk (a device, a sandbox), SNAPSHOT_TESTING_DIRECTORY finds the references")
    func sourcesNotOnDisk() throws {
        let references = try TemporaryFolder("bundled-references")
        defer { references.remove() }
        try references.write("card\n", to: "CardTests/testCard.1.txt")
        let environment = SnapshotEnvironment(["SNAPSHOT_TESTING_DIRECTORY": references.url.path, "CI": "true"])
        let session = SnapshotSession(arguments: ["tests"])
        let verifier = SnapshotVerifier(environment: environment, session: session)
        // The path the test was compiled at, on a machine that is not this one.
        let request = SnapshotRequest(filePath: "/Users/builder/App/Tests/AppTests/CardTests.swift", testName: "testCard()")
        let compare: (String, String) -> String? = { $0 == $1 ? nil : "differs" }
        #expect(verifier.verify("card", request: request, compare: compare).isSuccess)
        session.beginTest("again")
        #expect(verifier.verify("changed", request: request, compare: compare).failure?.hasPrefix(
            "Snapshot '\(references.url.path)/CardTests/testCard.1.txt' does not match.") == true)
        #expect(references.contents("CardTests/testCard.1.txt") == "card\n")
    }
}

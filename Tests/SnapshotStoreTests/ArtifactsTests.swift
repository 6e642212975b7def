import Foundation
import Testing
import TestSupport
@testable import SnapshotStore

@Suite("Failure artifacts")
struct ArtifactsTests {
    private func harness(artifacts: TemporaryFolder, ci: Bool = false) throws -> Harness {
        var harness = try Harness()
        harness.environment = SnapshotEnvironment(
            ["SNAPSHOT_ARTIFACTS": artifacts.url.path, "CI": ci ? "true" : "false"])
        return harness
    }

    @Test("A mismatch leaves the actual output, the reference and the diff, in the references' layout")
    func mismatch() throws {
        let artifacts = try TemporaryFolder("artifacts")
        defer { artifacts.remove() }
        let harness = try harness(artifacts: artifacts)
        defer { harness.package.remove() }
        try harness.package.write("old\n", to: "CommentViewTests/testTitle.1.txt")
        let outcome = harness.verify("new")
        #expect(outcome.failure?.hasSuffix("\nArtifacts: '\(artifacts.url.path)/CommentViewTests/testTitle.1.txt'.") == true)
        #expect(artifacts.contents("CommentViewTests/testTitle.1.txt") == "new\n")
        #expect(artifacts.contents("CommentViewTests/testTitle.1.txt.reference") == "old\n")
        #expect(artifacts.contents("CommentViewTests/testTitle.1.txt.diff") == "reference \"old\" ≠ actual \"new\"\n")
        #expect(outcome.attachments == [
            SnapshotAttachment(name: "testTitle.1.txt", text: "new"),
            SnapshotAttachment(name: "testTitle.1.txt.reference", text: "old"),
            SnapshotAttachment(name: "testTitle.1.txt.diff", text: "reference \"old\" ≠ actual \"new\""),
        ])
    }

    @Test("A reference CI would have recorded leaves the actual output alone, and clears an older failure's files")
    func wouldRecord() throws {
        let artifacts = try TemporaryFolder("artifacts")
        defer { artifacts.remove() }
        try artifacts.write("stale\n", to: "CommentViewTests/testTitle.1.txt.reference")
        try artifacts.write("stale\n", to: "CommentViewTests/testTitle.1.txt.diff")
        let harness = try harness(artifacts: artifacts, ci: true)
        defer { harness.package.remove() }
        #expect(!harness.verify("fresh").isSuccess)
        #expect(artifacts.contents("CommentViewTests/testTitle.1.txt") == "fresh\n")
        #expect(!artifacts.exists("CommentViewTests/testTitle.1.txt.reference"))
        #expect(!artifacts.exists("CommentViewTests/testTitle.1.txt.diff"))
        #expect(!harness.package.exists("CommentViewTests/testTitle.1.txt"))
    }

    @Test("Passing snapshots leave nothing")
    func passing() throws {
        let artifacts = try TemporaryFolder("artifacts")
        defer { artifacts.remove() }
        let harness = try harness(artifacts: artifacts)
        defer { harness.package.remove() }
        #expect(harness.verify("recorded").isSuccess)
        harness.session.beginTest("again")
        #expect(harness.verify("recorded").isSuccess)
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifacts.url.path).isEmpty)
    }

    @Test("An artifacts folder that cannot be written is named in the failure")
    func unwritable() throws {
        let artifacts = try TemporaryFolder("artifacts")
        defer { artifacts.remove() }
        try artifacts.write("a file, not a folder\n", to: "CommentViewTests")
        let harness = try harness(artifacts: artifacts)
        defer { harness.package.remove() }
        try harness.package.write("old\n", to: "CommentViewTests/testTitle.1.txt")
        let failure = try #require(harness.verify("new").failure)
        #expect(failure.contains("\nCould not write the artifacts: Cannot write '\(artifacts.url.path)/CommentViewTests/testTitle.1.txt'"))
    }
}

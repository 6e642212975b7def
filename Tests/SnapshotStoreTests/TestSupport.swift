import Foundation
import Testing
import TestSupport
@testable import SnapshotStore

/// A package in a temporary folder: `Package.swift`, and a test file path inside it.
struct TemporaryPackage {
    let folder: TemporaryFolder
    /// A test file of the package (it need not exist: only its path is used).
    let testFile: String

    init(testFileName: String = "CommentViewTests.swift") throws {
        folder = try TemporaryFolder("snapshot-store")
        try folder.makePackageRoot()
        try FileManager.default.createDirectory(at: folder.file("Tests/AppTests"), withIntermediateDirectories: true)
        testFile = folder.file("Tests/AppTests/\(testFileName)").path
    }

    var root: URL { folder.url }
    var snapshots: URL { folder.file("Snapshots") }

    func reference(_ relativePath: String) -> URL { folder.file("Snapshots/" + relativePath) }
    func contents(_ relativePath: String) -> String? { folder.contents("Snapshots/" + relativePath) }
    func write(_ text: String, to relativePath: String) throws { try folder.write(text, to: "Snapshots/" + relativePath) }
    func exists(_ relativePath: String) -> Bool { folder.exists("Snapshots/" + relativePath) }
    func remove() { folder.remove() }
}

/// A verifier over its own session and environment, and a plain comparison.
struct Harness {
    var package: TemporaryPackage
    var session = SnapshotSession(arguments: ["tests"])
    var environment = SnapshotEnvironment([:])

    init(testFileName: String = "CommentViewTests.swift") throws {
        package = try TemporaryPackage(testFileName: testFileName)
    }

    var verifier: SnapshotVerifier { SnapshotVerifier(environment: environment, session: session) }

    /// Verifies `text` as a snapshot of `test` in the package's test file.
    func verify(
        _ text: String, test: String = "testTitle()", name: String? = nil,
        record: SnapshotTestingConfiguration.Record? = nil, identity: String? = nil, requiresName: Bool = false
    ) -> SnapshotOutcome {
        let request = SnapshotRequest(
            filePath: package.testFile, testName: test, name: name, record: record, testIdentity: identity,
            requiresName: requiresName)
        return verifier.verify(text, request: request) { reference, actual in
            reference == actual ? nil : "reference \(reference.debugDescription) ≠ actual \(actual.debugDescription)"
        }
    }
}


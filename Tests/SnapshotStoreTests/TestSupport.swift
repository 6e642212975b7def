import Foundation
import Testing
@testable import SnapshotStore

/// A package in a temporary folder: `Package.swift`, and a test file path inside it.
struct TemporaryPackage {
    let root: URL
    /// A test file of the package (it need not exist: only its path is used).
    let testFile: String

    init(testFileName: String = "CommentViewTests.swift") throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshot-store-\(UUID().uuidString)").standardizedFileURL
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        testFile = root.appendingPathComponent("Tests/AppTests/\(testFileName)").path
    }

    var snapshots: URL { root.appendingPathComponent("Snapshots") }

    func reference(_ relativePath: String) -> URL {
        snapshots.appendingPathComponent(relativePath)
    }

    func contents(_ relativePath: String) -> String? {
        try? String(contentsOf: reference(relativePath), encoding: .utf8)
    }

    func write(_ text: String, to relativePath: String) throws {
        let url = reference(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: reference(relativePath).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
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


import Foundation
import Testing
import TestSupport
@testable import SnapshotStore

/// An app's tests in an Xcode project have no Package.swift above them: references live in
/// `Snapshots/` at the project's root, found by its `.xcodeproj`, `.xcworkspace` or `.git`.
@Suite("References in projects without a Package.swift")
struct ProjectRootTests {
    private func verify(_ text: String, testFile: String, environment: [String: String] = [:]) -> SnapshotOutcome {
        let verifier = SnapshotVerifier(environment: SnapshotEnvironment(environment), session: SnapshotSession(arguments: []))
        let request = SnapshotRequest(filePath: testFile, testName: "testCard()")
        return verifier.verify(text, request: request) { $0 == $1 ? nil : "differs" }
    }

    @Test("Beside the .xcodeproj, .xcworkspace or repository root, whichever is nearest", arguments: [
        "App.xcodeproj", "App.xcworkspace", ".git",
    ])
    func projectMarkers(marker: String) throws {
        let folder = try TemporaryFolder("project-root")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file(marker), withIntermediateDirectories: true)
        try folder.write("final class CardTests: XCTestCase {}\n", to: "AppTests/Cards/CardTests.swift")
        let outcome = verify("card", testFile: folder.path + "/AppTests/Cards/CardTests.swift")
        #expect(outcome.failure == nil)
        #expect(outcome.reference == "Snapshots/CardTests/testCard.1.txt")
        #expect(folder.contents("Snapshots/CardTests/testCard.1.txt") == "card\n")
        // No manifests (and no .build folder) in a project that is not a package.
        #expect(!folder.exists(".build"))
    }

    @Test("A Package.swift nearer the test file wins over a project further up")
    func nearestWins() throws {
        let folder = try TemporaryFolder("project-root")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("App.xcodeproj"), withIntermediateDirectories: true)
        try folder.write("// swift-tools-version: 6.0\n", to: "Packages/Feature/Package.swift")
        try folder.write("final class CardTests: XCTestCase {}\n", to: "Packages/Feature/Tests/CardTests.swift")
        let outcome = verify("card", testFile: folder.path + "/Packages/Feature/Tests/CardTests.swift")
        #expect(outcome.failure == nil)
        #expect(folder.contents("Packages/Feature/Snapshots/CardTests/testCard.1.txt") == "card\n")
        #expect(!folder.exists("Snapshots"))
    }

    @Test("A relative SNAPSHOT_TESTING_DIRECTORY is taken from the project root, not the working directory")
    func relativeDirectory() throws {
        let folder = try TemporaryFolder("project-root")
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("App.xcodeproj"), withIntermediateDirectories: true)
        try folder.write("final class CardTests: XCTestCase {}\n", to: "AppTests/CardTests.swift")
        #expect(FileManager.default.currentDirectoryPath != folder.path)
        let outcome = verify(
            "card", testFile: folder.path + "/AppTests/CardTests.swift",
            environment: ["SNAPSHOT_TESTING_DIRECTORY": "AppTests/__References__"])
        #expect(outcome.failure == nil)
        #expect(folder.contents("AppTests/__References__/CardTests/testCard.1.txt") == "card\n")
    }
}

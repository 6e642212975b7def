import TestSupport
import Foundation
import Testing
@testable import SnapshotStore

@Suite("Snapshot file names")
struct NamingTests {
    @Test("Test functions lose their parameter lists")
    func testNames() {
        #expect(SnapshotNaming.testName(from: "testFoo()") == "testFoo")
        #expect(SnapshotNaming.testName(from: "render(width:profile:)") == "render")
        #expect(SnapshotNaming.testName(from: "plain") == "plain")
        #expect(SnapshotNaming.folderName(forTestFile: "/p/Tests/AppTests/CommentViewTests.swift") == "CommentViewTests")
    }

    @Test("Hostile names map to readable names of one path component", arguments: [
        ("../../etc/passwd", "_._.._etc_passwd"),
        ("..", "_."),
        (".hidden", "_hidden"),
        ("a/b\\c", "a_b_c"),
        ("nul\u{0}byte", "nul_byte"),
        ("esc\u{1B}[2J", "esc_[2J"),
        ("bidi\u{202E}txt", "bidi_txt"),
        ("width 40: compact", "width_40_compact"),
        ("", "_"),
        ("日本語のテスト", "日本語のテスト"),
        ("café", "café"),
    ])
    func sanitising(name: String, expected: String) {
        #expect(SnapshotNaming.sanitized(name) == expected)
    }

    @Test("Long names are cut, and keep a hash of the whole name so that they stay distinct")
    func longNames() {
        let long = String(repeating: "a", count: 300)
        let other = String(repeating: "a", count: 299) + "b"
        let name = SnapshotNaming.sanitized(long)
        #expect(name.utf8.count == SnapshotNaming.maximumComponentLength)
        #expect(name.hasPrefix(String(repeating: "a", count: 91) + "~"))
        #expect(SnapshotNaming.sanitized(other) != name)
        let wide = String(repeating: "日", count: 200)
        #expect(SnapshotNaming.sanitized(wide).utf8.count <= SnapshotNaming.maximumComponentLength)
        #expect(SnapshotNaming.fileName(test: "t", identifier: long, pathExtension: "txt").utf8.count < 255)
    }

    /// Random names built from separators, dots, controls and letters always give a file inside
    /// the references folder, in the test file's folder.
    @Test("No name can leave the references folder")
    func namesStayInside() throws {
        let seed = propertyTestSeed(default: 1_105)
        var generator = SeededGenerator(seed: seed)
        let harness = try Harness(testFileName: "Hostile.swift")
        defer { harness.package.remove() }
        let pieces = ["/", "..", ".", "\\", "\u{0}", "\u{1B}", "\n", "~", "a", "日", " ", "\u{202E}", ":", "*", String(repeating: "x", count: 120)]
        let folder = harness.package.snapshots.appendingPathComponent("Hostile").path
        for round in 0..<500 {
            let name = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let test = (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined() + "()"
            harness.session.beginTest("round \(round)")
            let request = SnapshotRequest(filePath: harness.package.testFile, testName: test, name: name)
            let outcome = harness.verifier.verify("x", request: request) { $0 == $1 ? nil : "differs" }
            let path = try #require(outcome.reference, "seed \(seed) round \(round): \(name.debugDescription)")
            let url = harness.package.root.appendingPathComponent(path).standardizedFileURL
            #expect(url.deletingLastPathComponent().path == folder, "seed \(seed) round \(round): \(name.debugDescription) → \(path)")
            #expect(!url.lastPathComponent.hasPrefix("."), "seed \(seed) round \(round): \(path)")
        }
    }
}

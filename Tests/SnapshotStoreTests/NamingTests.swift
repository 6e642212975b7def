import TestSupport
import Foundation
import Testing
@testable import SnapshotStore

@Suite("Snapshot file names")
struct NamingTests {
    @Test("Test names are swift-snapshot-testing's: the function with its labels, sanitised")
    func testNames() {
        #expect(SnapshotNaming.testName(from: "testFoo()") == "testFoo")
        #expect(SnapshotNaming.testName(from: "render(width:profile:)") == "render-width-profile")
        #expect(SnapshotNaming.testName(from: "shippingTotals(option:)") == "shippingTotals-option")
        #expect(SnapshotNaming.testName(from: "plain") == "plain")
        #expect(SnapshotNaming.testName(from: "()") == "_")
        #expect(SnapshotNaming.folderName(forTestFile: "/p/Tests/AppTests/CommentViewTests.swift") == "CommentViewTests")
        // A file name's own characters stay, as swift-snapshot-testing keeps them.
        #expect(SnapshotNaming.folderName(forTestFile: "/p/Tests/AppTests/Card+Layout Tests.swift") == "Card+Layout Tests")
        #expect(SnapshotNaming.folderName(forTestFile: "/p/.hidden.swift") == "_hidden")
    }

    @Test("Names are sanitised as swift-snapshot-testing sanitises them; none can leave its folder", arguments: [
        ("minimum not met", "minimum-not-met"),
        ("dark-mode (iPad)", "dark-mode-iPad"),
        ("../../etc/passwd", "etc-passwd"),
        ("..", ""),
        (".hidden", "hidden"),
        ("a/b\\c", "a-b-c"),
        ("nul\u{0}byte", "nul-byte"),
        ("esc\u{1B}[2J", "esc-2J"),
        ("bidi\u{202E}txt", "bidi-txt"),
        ("width 40: compact", "width-40-compact"),
        ("snake_case", "snake_case"),
        ("tie\u{203F}bar", "tie\u{203F}bar"),
        ("zwj\u{200D}zwnj\u{200C}", "zwj\u{200D}zwnj\u{200C}"),
        ("e\u{301}", "e\u{301}"),
        ("٣ digits ３", "٣-digits-３"),
        ("", ""),
        ("日本語のテスト", "日本語のテスト"),
        ("emoji 👍 thumbs", "emoji-thumbs"),
        ("café", "café"),
    ])
    func sanitising(name: String, expected: String) {
        #expect(SnapshotNaming.sanitized(name) == expected)
    }

    @Test("A file name too long for a file system is cut, and keeps a hash of the whole name so that names stay distinct")
    func longNames() {
        let long = String(repeating: "a", count: 300)
        let other = String(repeating: "a", count: 299) + "b"
        let name = SnapshotNaming.fileName(test: "t", identifier: long, pathExtension: "txt")
        #expect(name.utf8.count == SnapshotNaming.maximumFileNameLength)
        #expect(name.hasPrefix("t." + String(repeating: "a", count: 240) + "~"))
        #expect(SnapshotNaming.fileName(test: "t", identifier: other, pathExtension: "txt") != name)
        let wide = SnapshotNaming.fileName(test: String(repeating: "日", count: 100), identifier: String(repeating: "語", count: 100), pathExtension: "txt")
        #expect(wide.utf8.count <= SnapshotNaming.maximumFileNameLength)
        #expect(wide.hasPrefix(String(repeating: "日", count: 39) + "~") && wide.contains("語~"))
        // Names that fit are kept whole, however long.
        let fits = String(repeating: "b", count: 200)
        #expect(SnapshotNaming.fileName(test: "t", identifier: fits, pathExtension: "txt") == "t.\(fits).txt")
    }

    @Test("The names earlier versions gave references are known, so that those are found and renamed")
    func earlierNames() {
        #expect(SnapshotNaming.earlierFileName(function: "render(width:)", identifier: "dark mode", pathExtension: "txt")
            == "render.dark_mode.txt")
        #expect(SnapshotNaming.earlierFileName(function: "testCard()", identifier: "iPhone 13 (Max)", pathExtension: "txt")
            == "testCard.iPhone_13_(Max).txt")
        // Where both rules agree there is nothing to look for.
        #expect(SnapshotNaming.earlierFileName(function: "testCard()", identifier: "1", pathExtension: "txt") == nil)
        #expect(SnapshotNaming.earlierFileName(function: "testCard()", identifier: "dark-mode", pathExtension: "json") == nil)
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

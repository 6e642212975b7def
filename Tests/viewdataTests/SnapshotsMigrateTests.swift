import CommandLineSupport
import Foundation
import Testing
import TestSupport
@testable import viewdata

@Suite("viewdata snapshots migrate")
struct SnapshotsMigrateTests {
    /// A package laid out as swift-snapshot-testing leaves it: references beside the test file.
    private func suite() throws -> TemporaryFolder {
        let folder = try TemporaryFolder("migrate")
        try folder.makePackageRoot()
        try folder.write("""
            import SnapshotTesting
            final class CardTests: XCTestCase {
                func testTitle() { assertSnapshot(of: card, as: .lines) }
                func testModes() {
                    assertSnapshot(of: card, as: .lines, named: "dark mode")
                    assertSnapshot(of: card, as: .lines, named: "iPhone 13 (Max)")
                    assertSnapshot(of: card, as: .lines, named: "\\(width)")
                }
                func render(width: Int) { assertSnapshot(of: card, as: .json) }
                func testPicture() { assertSnapshot(of: image, as: .image) }
                func testData() { assertSnapshot(of: bytes, as: .data) }
            }

            """, to: "Tests/AppTests/CardTests.swift")
        let snapshots = "Tests/AppTests/__Snapshots__/CardTests/"
        try folder.write("╭─ Ada ─╮\n╰───────╯", to: snapshots + "testTitle.1.txt")
        try folder.write("dark", to: snapshots + "testModes.dark-mode.txt")
        try folder.write("max", to: snapshots + "testModes.iPhone-13-Max.txt")
        try folder.write("forty\n", to: snapshots + "testModes.40.txt")
        try folder.write("{\n  \"a\" : 1\n}", to: snapshots + "render-width.1.json")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x00]).write(to: folder.file(snapshots + "testPicture.1.png"))
        try Data([0xDE, 0xAD, 0xBE, 0xEF]).write(to: folder.file(snapshots + "testData.1"))
        try folder.write("▿ Card\n  - name: \"Ada\"\n", to: "Tests/AppTests/__Snapshots__/OtherTests/testDump.1.txt")
        return folder
    }

    private func run(_ arguments: [String], in folder: TemporaryFolder) -> (status: Int32, output: String, errors: String) {
        let recorder = RecordingTerminal()
        var terminal = recorder.terminal
        terminal.workingDirectory = folder.url
        let status = ViewDataTool.run(arguments: ["snapshots", "migrate"] + arguments, terminal: terminal)
        return (status, recorder.output, recorder.errors)
    }

    @Test("--dry-run lists what would move and changes nothing")
    func dryRun() throws {
        let folder = try suite()
        defer { folder.remove() }
        let result = run(["--dry-run"], in: folder)
        #expect(result.status == 0)
        #expect(result.output == """
            would move Tests/AppTests/__Snapshots__/CardTests/render-width.1.json -> Snapshots/CardTests/render-width.1.json
            would convert Tests/AppTests/__Snapshots__/CardTests/testData.1 -> Snapshots/CardTests/testData.1.hex (raw bytes as the hex dump .data reads)
            would move Tests/AppTests/__Snapshots__/CardTests/testModes.40.txt -> Snapshots/CardTests/testModes.40.txt
            would move Tests/AppTests/__Snapshots__/CardTests/testModes.dark-mode.txt -> Snapshots/CardTests/testModes.dark-mode.txt
            would move Tests/AppTests/__Snapshots__/CardTests/testModes.iPhone-13-Max.txt -> Snapshots/CardTests/testModes.iPhone-13-Max.txt
            kept Tests/AppTests/__Snapshots__/CardTests/testPicture.1.png (not a text reference)
            would move Tests/AppTests/__Snapshots__/CardTests/testTitle.1.txt -> Snapshots/CardTests/testTitle.1.txt
            would move Tests/AppTests/__Snapshots__/OtherTests/testDump.1.txt -> Snapshots/OtherTests/testDump.1.txt
            would rewrite Tests/AppTests/CardTests.swift: import SnapshotTesting → import TextSnapshots
            would migrate 7 references into Snapshots

            """)
        #expect(folder.exists("Tests/AppTests/__Snapshots__/CardTests/testTitle.1.txt"))
        #expect(!folder.exists("Snapshots"))
    }

    @Test("Text references move with their bytes and names as they are; images stay; emptied folders go")
    func migrates() throws {
        let folder = try suite()
        defer { folder.remove() }
        let before = try Data(contentsOf: folder.file("Tests/AppTests/__Snapshots__/CardTests/testModes.40.txt"))
        let result = run([], in: folder)
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("""
            removed Tests/AppTests/__Snapshots__/OtherTests
            rewrote Tests/AppTests/CardTests.swift: import SnapshotTesting → import TextSnapshots
            migrated 7 references into Snapshots

            """))
        #expect(folder.contents("Tests/AppTests/CardTests.swift")?.hasPrefix("import TextSnapshots\nfinal class CardTests") == true)
        // A `.data` reference (raw bytes, no extension) becomes the hex dump `.data` reads here.
        #expect(folder.contents("Snapshots/CardTests/testData.1.hex")
            == "00000000  de ad be ef                                       |....|\n")
        #expect(!folder.exists("Tests/AppTests/__Snapshots__/CardTests/testData.1"))
        // Every other file is the one swift-snapshot-testing wrote: no final newline added.
        #expect(folder.contents("Snapshots/CardTests/testTitle.1.txt") == "╭─ Ada ─╮\n╰───────╯")
        #expect(try Data(contentsOf: folder.file("Snapshots/CardTests/testModes.40.txt")) == before)
        #expect(folder.contents("Snapshots/CardTests/testModes.dark-mode.txt") == "dark")
        #expect(folder.contents("Snapshots/CardTests/render-width.1.json") == "{\n  \"a\" : 1\n}")
        #expect(folder.exists("Tests/AppTests/__Snapshots__/CardTests/testPicture.1.png"))
        #expect(!folder.exists("Tests/AppTests/__Snapshots__/CardTests/testTitle.1.txt"))
        #expect(!folder.exists("Tests/AppTests/__Snapshots__/OtherTests"))
        // A second run finds only the image.
        let again = run([], in: folder)
        #expect(again.output == """
            kept Tests/AppTests/__Snapshots__/CardTests/testPicture.1.png (not a text reference)
            migrated 0 references into Snapshots

            """)
    }

    @Test("An existing reference is never overwritten: a conflict, reported, and both files stay")
    func conflicts() throws {
        let folder = try suite()
        defer { folder.remove() }
        try folder.write("mine\n", to: "Snapshots/CardTests/testTitle.1.txt")
        try folder.write("dark", to: "Snapshots/CardTests/testModes.dark-mode.txt")
        let result = run(["Tests"], in: folder)
        #expect(result.status == 1)
        #expect(result.output.contains("""
            conflict: Tests/AppTests/__Snapshots__/CardTests/testTitle.1.txt -> Snapshots/CardTests/testTitle.1.txt: \
            a different reference is already there; left as it is
            """))
        #expect(result.output.contains("""
            removed Tests/AppTests/__Snapshots__/CardTests/testModes.dark-mode.txt (Snapshots/CardTests/testModes.dark-mode.txt \
            holds the same bytes)
            """))
        #expect(result.output.hasSuffix("migrated 6 references into Snapshots; 1 conflict left as they were\n"))
        #expect(folder.contents("Snapshots/CardTests/testTitle.1.txt") == "mine\n")
        #expect(folder.contents("Tests/AppTests/__Snapshots__/CardTests/testTitle.1.txt") == "╭─ Ada ─╮\n╰───────╯")
    }
}

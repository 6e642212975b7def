import Foundation
import Testing
import TestSupport
@testable import InlineSnapshots
@testable import SnapshotStore
import SnapshotTools

@Suite("Inline snapshots: record modes, CI, and writing the test file")
struct InlineVerifierTests {
    private static let testSource = """
        import Testing

        @Test func greeting() {
            assertInlineSnapshot(of: greeting(), as: .lines)
        }

        @Test func farewell() {
            assertInlineSnapshot(of: farewell(), as: .lines) {
                \"\"\"
                bye
                \"\"\"
            }
        }

        """
    /// `#column` of the calls: their `(`.
    private static let greeting = InlineSite(line: 4, column: 25)
    private static let farewell = InlineSite(line: 8, column: 25)

    private struct Fixture {
        var harness: Harness
        var run = InlineRun()

        init(_ variables: [String: String] = [:]) throws {
            harness = try Harness(testFileName: "GreetingTests.swift")
            harness.environment = SnapshotEnvironment(variables)
            try InlineVerifierTests.testSource.write(toFile: harness.package.testFile, atomically: true, encoding: .utf8)
        }

        var source: String { (try? String(contentsOfFile: harness.package.testFile, encoding: .utf8)) ?? "" }

        func verify(_ actual: String, at site: InlineSite, expected: String?, record: SnapshotTestingConfiguration.Record? = nil) -> SnapshotOutcome {
            let verifier = SnapshotVerifier(environment: harness.environment, session: harness.session, inlineRun: run)
            let request = InlineSnapshotRequest(
                filePath: harness.package.testFile, testName: "greeting()", site: site, expected: expected, record: record)
            return verifier.verifyInline(actual, request: request) { $0 == $1 ? nil : "- \($0)\n+ \($1)\n" }
        }
    }

    @Test("A missing snapshot is recorded and written into the test file when the run ends")
    func recordsMissing() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        let outcome = fixture.verify("Hello,\nworld", at: Self.greeting, expected: nil)
        #expect(outcome.failure == nil)
        #expect(outcome.notes == ["Recorded an inline snapshot at Tests/AppTests/GreetingTests.swift:4; it is written into the test file when the tests finish."])
        #expect(fixture.source == Self.testSource, "nothing is written before the end")
        #expect(fixture.harness.package.exists("GreetingTests/4.25.inline.new"))
        #expect(fixture.run.writeEdits(listedIn: nil) == ["Inline snapshots: wrote 1 into 1 test file."])
        #expect(fixture.source == Self.testSource.replacingOccurrences(
            of: "    assertInlineSnapshot(of: greeting(), as: .lines)\n",
            with: "    assertInlineSnapshot(of: greeting(), as: .lines) {\n        \"\"\"\n        Hello,\n        world\n        \"\"\"\n    }\n"))
        #expect(!fixture.harness.package.exists("GreetingTests/4.25.inline.new"))
        // The edit was the folder's only file: no empty Snapshots/GreetingTests/ stays behind.
        #expect(!fixture.harness.package.exists("GreetingTests"))
        #expect(fixture.harness.session.summary == "Snapshots: 1 recorded.")
    }

    @Test("A mismatch fails with the diff and keeps the edit for review; accepting writes it")
    func mismatchIsPending() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        let outcome = fixture.verify("see you", at: Self.farewell, expected: "bye")
        #expect(outcome.failure == """
            Inline snapshot at Tests/AppTests/GreetingTests.swift:8 does not match.
            - bye
            + see you
            Accept it with `swift run viewdata snapshots accept Snapshots/GreetingTests/8.25.inline.new`, review every pending \
            snapshot with `swift run viewdata snapshots review`, or re-record with SNAPSHOT_TESTING_RECORD=failed.
            """)
        #expect(fixture.run.writeEdits(listedIn: nil).isEmpty, "a pending edit waits for review")
        #expect(fixture.source == Self.testSource)
        let catalog = SnapshotCatalog(packageRoot: fixture.harness.package.root)
        let pending = try catalog.pending()
        #expect(pending.map(\.isInline) == [true])
        #expect(catalog.name(of: pending[0]) == "Tests/AppTests/GreetingTests.swift:8")
        try catalog.accept(pending[0])
        #expect(fixture.source.contains("        \"\"\"\n        see you\n        \"\"\"\n"))
        #expect(try catalog.pending().isEmpty)
    }

    @Test("Under CI nothing is written, whatever the mode, and the message says why")
    func continuousIntegration() throws {
        let fixture = try Fixture(["CI": "true"])
        defer { fixture.harness.package.remove() }
        #expect(fixture.verify("Hello", at: Self.greeting, expected: nil).failure
            == "No inline snapshot at Tests/AppTests/GreetingTests.swift:4, and CI is set, so nothing is recorded. Run the tests locally to record it, then commit the test file.")
        let rewrite = fixture.verify("see you", at: Self.farewell, expected: "bye", record: .all).failure ?? ""
        #expect(rewrite.hasPrefix("The inline snapshot at Tests/AppTests/GreetingTests.swift:8 was not written: CI is set, so snapshot tests never write, and the record mode 'all' (set by the assertion's record: argument) would rewrite it."))
        #expect(fixture.run.writeEdits(listedIn: nil).isEmpty)
        #expect(fixture.source == Self.testSource)
    }

    @Test("record: .failed rewrites a mismatch when the run ends, and fails so the change is seen")
    func failedModeRewrites() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        #expect(fixture.verify("see you", at: Self.farewell, expected: "bye", record: .failed).failure?.hasPrefix(
            "The inline snapshot at Tests/AppTests/GreetingTests.swift:8 did not match, and was re-recorded (record mode 'failed'")
            == true)
        #expect(fixture.run.writeEdits(listedIn: nil) == ["Inline snapshots: wrote 1 into 1 test file."])
        #expect(fixture.source.contains("        \"\"\"\n        see you\n        \"\"\"\n"))
        #expect(!fixture.source.contains("bye"))
    }

    @Test("A call that produces two texts in one run fails and writes nothing")
    func conflictingTexts() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        #expect(fixture.verify("width 20", at: Self.greeting, expected: nil).failure == nil)
        #expect(fixture.verify("width 20", at: Self.greeting, expected: nil).notes.isEmpty, "the same text again is recorded once")
        let failure = fixture.verify("width 40", at: Self.greeting, expected: nil).failure ?? ""
        #expect(failure.hasPrefix("The inline snapshot at Tests/AppTests/GreetingTests.swift:4 was reached more than once in this run and produced different text"))
        #expect(fixture.run.writeEdits(listedIn: nil).isEmpty)
        #expect(fixture.source == Self.testSource)
        #expect(!fixture.harness.package.exists("GreetingTests/4.25.inline.new"))
    }

    @Test("Cases of one call that run at once and conflict write nothing, whichever writes its edit last")
    func conflictRace() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        #expect(fixture.verify("argument 1", at: Self.greeting, expected: nil).failure == nil)
        let edit = fixture.harness.package.reference("GreetingTests/4.25.inline.new")
        let recorded = try Data(contentsOf: edit)
        #expect(fixture.verify("argument 2", at: Self.greeting, expected: nil).failure != nil)
        #expect(!fixture.harness.package.exists("GreetingTests/4.25.inline.new"))
        // The first case's edit lands after the second found the conflict (they ran at once).
        try recorded.write(to: edit)
        fixture.run.noteEditToWrite(edit.path)
        #expect(fixture.run.writeEdits(listedIn: nil).isEmpty)
        #expect(fixture.source == Self.testSource)
        #expect(!fixture.harness.package.exists("GreetingTests/4.25.inline.new"))
    }

    @Test("An edit left for review moves with its call when another edit adds lines above it")
    func pendingEditMoves() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        #expect(fixture.verify("Hello", at: Self.greeting, expected: nil).failure == nil)
        #expect(fixture.verify("see you", at: Self.farewell, expected: "bye").failure != nil)
        #expect(fixture.run.writeEdits(listedIn: nil) == ["Inline snapshots: wrote 1 into 1 test file."])
        // The greeting's closure added 4 lines: the farewell's call is on line 12 now.
        let lines: [String] = fixture.source.components(separatedBy: "\n")
        #expect(lines[11] == "    assertInlineSnapshot(of: farewell(), as: .lines) {")
        #expect(!fixture.harness.package.exists("GreetingTests/8.25.inline.new"))
        let moved = try InlineEdit.read(fixture.harness.package.reference("GreetingTests/12.25.inline.new"), displayPath: "edit")
        #expect(moved.site == InlineSite(line: 12, column: 25))
        #expect(moved.fileHash == SourceHash.of(Array(fixture.source.utf8)))
        // It still applies: accepting it writes it.
        let catalog = SnapshotCatalog(packageRoot: fixture.harness.package.root)
        let errors: [String] = catalog.accept(together: try catalog.pending()).errors.compactMap { $0.map { "\($0)" } }
        #expect(errors.isEmpty)
        #expect(fixture.source.contains("    assertInlineSnapshot(of: farewell(), as: .lines) {\n        \"\"\"\n        see you\n"))
    }

    @Test("A later run that passes an assertion removes the edit an earlier run left for it")
    func passRemovesMovedEdit() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        _ = fixture.verify("Hello", at: Self.greeting, expected: nil)
        _ = fixture.verify("see you", at: Self.farewell, expected: "bye")
        _ = fixture.run.writeEdits(listedIn: nil)
        // The next run: the farewell's text is back to what its closure holds.
        var nextRun = fixture
        nextRun.run = InlineRun()
        #expect(nextRun.verify("bye", at: InlineSite(line: 12, column: 25), expected: "bye").failure == nil)
        #expect(try SnapshotCatalog(packageRoot: fixture.harness.package.root).pending().isEmpty)
    }

    @Test("Accepting every edit of a file writes them in one pass: one that adds lines does not strand the others")
    func acceptAllInOnePass() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        let source = Self.testSource + """
            @Test func third() {
                assertInlineSnapshot(of: third(), as: .lines) {
                    "three"
                }
            }

            """
        try source.write(toFile: fixture.harness.package.testFile, atomically: true, encoding: .utf8)
        let lines: [String] = source.components(separatedBy: "\n")
        let third: Int = try #require(lines.firstIndex { $0.contains("third(), as") }) + 1
        // Two edits pending review, recorded against one text: the first adds lines above the second.
        _ = fixture.verify("see\nyou\nlater", at: Self.farewell, expected: "bye")
        _ = fixture.verify("3", at: InlineSite(line: third, column: 25), expected: "three")
        let catalog = SnapshotCatalog(packageRoot: fixture.harness.package.root)
        let pending = try catalog.pending()
        #expect(pending.count == 2)
        let errors: [String] = catalog.accept(together: pending).errors.compactMap { $0.map { "\($0)" } }
        #expect(errors.isEmpty)
        #expect(fixture.source.contains("farewell(), as: .lines) {\n        \"\"\"\n        see\n        you\n        later\n"))
        #expect(fixture.source.contains("third(), as: .lines) {\n        \"\"\"\n        3\n"))
        #expect(try catalog.pending().isEmpty)
    }

    @Test("An edit whose closure already holds its text (typed in by hand) is accepted as done, writing nothing")
    func alreadyWritten() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        _ = fixture.verify("see you", at: Self.farewell, expected: "bye")
        let typed = Self.testSource.replacingOccurrences(of: "        bye\n", with: "        see you\n")
        try typed.write(toFile: fixture.harness.package.testFile, atomically: true, encoding: .utf8)
        let catalog = SnapshotCatalog(packageRoot: fixture.harness.package.root)
        let errors: [String] = catalog.accept(together: try catalog.pending()).errors.compactMap { $0.map { "\($0)" } }
        #expect(errors.isEmpty)
        #expect(fixture.source == typed)
        #expect(try catalog.pending().isEmpty)
    }

    @Test("A descriptor whose offset points past the closure the test read writes nothing, and says so")
    func misplacedDescriptor() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        // swift-snapshot-testing's argumentless helper: offset 1, but the call has one closure.
        let source = "@Test func helper() {\n    assertArgumentless {\n        \"old\"\n    }\n}\n"
        try source.write(toFile: fixture.harness.package.testFile, atomically: true, encoding: .utf8)
        let site = InlineSite(line: 2, column: 24, trailingClosureLabel: "is", trailingClosureOffset: 1)
        #expect(fixture.verify("new", at: site, expected: "old", record: .all).failure == nil)
        let messages = fixture.run.writeEdits(listedIn: nil)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix(
            "GreetingTests.swift:2 has 1 closure(s) and its test read the snapshot from one of them, but its syntax descriptor's "
                + "trailingClosureOffset 1 (label 'is') points past them, so a closure would be added that the call does not take; "
                + "nothing was written. Give the helper's descriptor the offset of its closure. The snapshot is kept for review: "
                + "swift run viewdata snapshots review") == true, "\(messages)")
        #expect(fixture.source == source)
    }

    @Test("A test file edited since the test read it is not written, and the edit is kept for review")
    func changedFile() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        _ = fixture.verify("Hello", at: Self.greeting, expected: nil)
        let edited = "// A line added above moves every call.\n" + Self.testSource
        try edited.write(toFile: fixture.harness.package.testFile, atomically: true, encoding: .utf8)
        let messages = fixture.run.writeEdits(listedIn: nil)
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix(
            "GreetingTests.swift:4: error: \(fixture.harness.package.testFile):4 changed since the test read it (its call or closure "
                + "is not what the test saw); nothing was written. Run the test again. The snapshot is kept for review: "
                + "swift run viewdata snapshots review") == true, "\(messages)")
        #expect(fixture.source == edited)
        let kept = try InlineEdit.read(fixture.harness.package.reference("GreetingTests/4.25.inline.new"), displayPath: "edit")
        #expect(kept.apply == false)
    }

    @Test("A file changed elsewhere is still written when the call's closure is what the test saw")
    func unrelatedChange() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        _ = fixture.verify("see you", at: Self.farewell, expected: "bye", record: .failed)
        try (Self.testSource + "// added at the end\n").write(toFile: fixture.harness.package.testFile, atomically: true, encoding: .utf8)
        #expect(fixture.run.writeEdits(listedIn: nil) == ["Inline snapshots: wrote 1 into 1 test file."])
        #expect(fixture.source.hasSuffix("// added at the end\n"))
        #expect(fixture.source.contains("see you"))
    }

    @Test("Writing keeps the file's permissions and writes through a symbolic link")
    func permissionsAndLinks() throws {
        let fixture = try Fixture()
        defer { fixture.harness.package.remove() }
        let real = fixture.harness.package.folder.file("Shared/GreetingTests.swift").path
        try FileManager.default.createDirectory(atPath: (real as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: fixture.harness.package.testFile, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: fixture.harness.package.testFile, withDestinationPath: real)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real)
        _ = fixture.verify("Hello", at: Self.greeting, expected: nil)
        #expect(fixture.run.writeEdits(listedIn: nil) == ["Inline snapshots: wrote 1 into 1 test file."])
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: fixture.harness.package.testFile)
        #expect(link == real)
        #expect(try String(contentsOfFile: real, encoding: .utf8).contains("        Hello\n"))
        #expect((try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? Int) == 0o640)
    }

    @Test("A read-only test file is refused, named, and left as it is; the edit is kept")
    func readOnlyFile() throws {
        let fixture = try Fixture()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: fixture.harness.package.testFile)
            fixture.harness.package.remove()
        }
        _ = fixture.verify("Hello", at: Self.greeting, expected: nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: fixture.harness.package.testFile)
        // root may write anything: the refusal is ours, not the system's.
        #expect(fixture.run.writeEdits(listedIn: nil) == [
            "\(fixture.harness.package.testFile):4: error: \(fixture.harness.package.testFile) is read-only; nothing was "
                + "written into it. The snapshot is kept for review: swift run viewdata snapshots review",
        ])
        #expect(fixture.source == Self.testSource)
        #expect(fixture.harness.package.exists("GreetingTests/4.25.inline.new"))
    }
}

import Foundation
import Testing
@testable import SnapshotStore

@Suite("Verifying and recording")
struct VerifierTests {
    @Test("A missing reference is recorded with a note, then matches")
    func recordsMissing() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        let first = harness.verify("Hello\nworld")
        #expect(first.isSuccess)
        #expect(first.notes == ["Recorded new snapshot 'Snapshots/CommentViewTests/testTitle.1.txt'; check it and commit it."])
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "Hello\nworld\n")
        #expect(harness.session.summary == "Snapshots: 1 recorded.")

        let second = try Harness(testFileName: "CommentViewTests.swift")
        defer { second.package.remove() }
        try second.package.write("Hello\nworld\n", to: "CommentViewTests/testTitle.1.txt")
        let match = second.verify("Hello\nworld")
        #expect(match == SnapshotOutcome(failure: nil, notes: [], reference: "Snapshots/CommentViewTests/testTitle.1.txt"))
        #expect(second.session.summary == nil)
    }

    @Test("Under never, and by default on CI, a missing reference fails and nothing is written")
    func neverRecords() throws {
        var harness = try Harness()
        defer { harness.package.remove() }
        harness.environment = SnapshotEnvironment(["CI": "true"])
        let outcome = harness.verify("text")
        #expect(outcome.failure == """
            No reference 'Snapshots/CommentViewTests/testTitle.1.txt' for this snapshot, and CI is set, so nothing \
            is recorded. Run the tests locally to record it, then commit the file.
            """)
        #expect(!harness.package.exists("CommentViewTests/testTitle.1.txt"))
        #expect(harness.session.summary == "Snapshots: 1 failed.")
        harness.environment = SnapshotEnvironment([:])
        // `never` asked for by an assertion records nothing either: locally, it keeps the output
        // for review, as a mismatch's.
        let never = harness.verify("text", test: "testThird()", record: .never)
        #expect(never.failure == """
            No reference 'Snapshots/CommentViewTests/testThird.1.txt' for this snapshot, and the record mode 'never' \
            (set by the assertion's record: argument) records none. The output is in \
            'Snapshots/CommentViewTests/testThird.1.txt.new': check it, then accept it with `swift run viewdata snapshots \
            accept Snapshots/CommentViewTests/testThird.1.txt` (or review every pending snapshot with `swift run viewdata \
            snapshots review`) and commit the reference.
            """)
        #expect(!harness.package.exists("CommentViewTests/testThird.1.txt"))
        #expect(harness.package.exists("CommentViewTests/testThird.1.txt.new"))
        // On CI, with `never` too, nothing is written.
        harness.environment = SnapshotEnvironment(["CI": "true"])
        let onCI = harness.verify("text", test: "testFourth()", record: .never)
        #expect(onCI.failure?.hasSuffix("Run the tests locally to record it, then commit the file.") == true)
        #expect(!harness.package.exists("CommentViewTests/testFourth.1.txt.new"))
    }

    @Test("A mismatch fails with the file, the diff and what to do, and keeps the actual output as .new")
    func mismatch() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        try harness.package.write("old\n", to: "CommentViewTests/testTitle.1.txt")
        let outcome = harness.verify("new")
        #expect(outcome.failure == """
            Snapshot 'Snapshots/CommentViewTests/testTitle.1.txt' does not match.
            reference "old" ≠ actual "new"
            The actual output is in 'Snapshots/CommentViewTests/testTitle.1.txt.new'. Accept it with \
            `swift run viewdata snapshots accept Snapshots/CommentViewTests/testTitle.1.txt`, review every pending \
            snapshot with `swift run viewdata snapshots review`, or re-record with SNAPSHOT_TESTING_RECORD=failed.
            """)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "old\n")
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt.new") == "new\n")
        #expect(harness.session.summary
            == "Snapshots: 1 pending review (.new), 1 failed. Review with: swift run viewdata snapshots review")
    }

    @Test("A reference that holds exactly the output matches without decoding or comparing text")
    func byteIdenticalMatch() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        try harness.package.write("same 日本語\n", to: "CommentViewTests/testTitle.1.txt")
        try harness.package.write("stale\n", to: "CommentViewTests/testTitle.1.txt.new")
        let request = SnapshotRequest(filePath: harness.package.testFile, testName: "testTitle()")
        var compared = false
        let outcome = harness.verifier.verify("same 日本語", request: request) { _, _ in
            compared = true
            return "differs"
        }
        #expect(outcome.isSuccess && !compared)
        #expect(!harness.package.exists("CommentViewTests/testTitle.1.txt.new"))
        // Any other bytes go through the comparison: here one that says they differ.
        harness.session.beginTest("again")
        let other = harness.verifier.verify("same 日本語 ", request: request) { _, _ in "differs" }
        #expect(other.failure?.contains("differs") == true)
    }

    @Test("A later passing run removes the stale .new file")
    func passingRemovesPending() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        try harness.package.write("same\n", to: "CommentViewTests/testTitle.1.txt")
        try harness.package.write("stale\n", to: "CommentViewTests/testTitle.1.txt.new")
        #expect(harness.verify("same").isSuccess)
        #expect(!harness.package.exists("CommentViewTests/testTitle.1.txt.new"))
    }

    @Test("failed rewrites a reference that differs and leaves one that matches untouched")
    func failedMode() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        try harness.package.write("old\n", to: "CommentViewTests/testTitle.1.txt")
        try harness.package.write("kept\n", to: "CommentViewTests/testTitle.2.txt")
        let before = try harness.package.reference("CommentViewTests/testTitle.2.txt")
            .resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
        let changed = harness.verify("new", record: .failed)
        #expect(changed.failure?.hasPrefix(
            "Snapshot 'Snapshots/CommentViewTests/testTitle.1.txt' did not match, and was re-recorded (record mode 'failed'") == true)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "new\n")
        #expect(harness.verify("kept", record: .failed) == SnapshotOutcome(
            failure: nil, notes: [], reference: "Snapshots/CommentViewTests/testTitle.2.txt"))
        let after = try harness.package.reference("CommentViewTests/testTitle.2.txt")
            .resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
        #expect(before == after)
    }

    @Test("all writes every reference, new and changed")
    func allMode() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        try harness.package.write("old\n", to: "CommentViewTests/testTitle.1.txt")
        #expect(harness.verify("new", record: .all).isSuccess)
        #expect(harness.verify("fresh", record: .all).isSuccess)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "new\n")
        #expect(harness.package.contents("CommentViewTests/testTitle.2.txt") == "fresh\n")
        #expect(harness.session.summary == "Snapshots: 2 recorded.")
    }

    @Test("References end in one newline; text that ends in one keeps it")
    func finalNewlines() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        #expect(harness.verify("a").isSuccess)
        #expect(harness.verify("b\n").isSuccess)
        #expect(harness.verify("").isSuccess)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "a\n")
        #expect(harness.package.contents("CommentViewTests/testTitle.2.txt") == "b\n\n")
        #expect(harness.package.contents("CommentViewTests/testTitle.3.txt") == "\n")
        // Read back, each compares equal only to what was written.
        harness.session.beginTest("again")
        #expect(harness.verify("a").isSuccess)
        #expect(!harness.verify("b").isSuccess)
        // A file whose final newline an editor removed still matches.
        try harness.package.write("edited", to: "CommentViewTests/testEdited.1.txt")
        #expect(harness.verify("edited", test: "testEdited()").isSuccess)
    }

    @Test("A reference as swift-snapshot-testing writes it (no final newline added) is compared as it is, and kept so")
    func snapshotTestingFinalNewlines() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        try harness.package.write("ends in a newline\n", to: "CommentViewTests/testTitle.1.txt")
        try harness.package.write("two\n\n", to: "CommentViewTests/testTitle.2.txt")
        try harness.package.write("", to: "CommentViewTests/testTitle.3.txt")
        try harness.package.write("ends in a newline\n", to: "CommentViewTests/testTitle.4.txt")
        #expect(harness.verify("ends in a newline\n").isSuccess)
        #expect(harness.verify("two\n\n").isSuccess)
        #expect(harness.verify("").isSuccess)
        // The same file also reads as this package writes text without a final newline.
        #expect(harness.verify("ends in a newline").isSuccess)
        // Under `.all` a matching reference keeps its bytes.
        harness.session.beginTest("again")
        #expect(harness.verify("ends in a newline\n", record: .all).isSuccess)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "ends in a newline\n")
        // A real difference still fails, and its diff is against the text as written.
        harness.session.beginTest("changed")
        let changed = harness.verify("ends in a newline!\n")
        #expect(changed.failure != nil)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt.new") == "ends in a newline!\n\n")
    }

    @Test("A reference under the name an earlier version gave it is renamed locally; on CI the failure says how")
    func earlierNames() throws {
        var harness = try Harness()
        defer { harness.package.remove() }
        try harness.package.write("dark\n", to: "CommentViewTests/render.dark_mode.txt")
        harness.environment = SnapshotEnvironment(["CI": "true"])
        let onCI = harness.verify("dark", test: "render(width:)", name: "dark mode")
        #expect(onCI.failure == """
            No reference 'Snapshots/CommentViewTests/render-width.dark-mode.txt', but \
            'Snapshots/CommentViewTests/render.dark_mode.txt' holds it under the name an earlier version of ViewDataKit \
            gave it (names follow swift-snapshot-testing's now). Rename it (git mv \
            'Snapshots/CommentViewTests/render.dark_mode.txt' 'Snapshots/CommentViewTests/render-width.dark-mode.txt'), or \
            run the tests once locally, which renames it.
            """)
        #expect(harness.package.exists("CommentViewTests/render.dark_mode.txt"))
        harness.environment = SnapshotEnvironment([:])
        harness.session.beginTest("local")
        let local = harness.verify("dark", test: "render(width:)", name: "dark mode")
        #expect(local == SnapshotOutcome(
            failure: nil,
            notes: [
                "Renamed 'Snapshots/CommentViewTests/render.dark_mode.txt' to 'Snapshots/CommentViewTests/render-width.dark-mode.txt': "
                    + "reference names follow swift-snapshot-testing's now; commit the rename.",
            ],
            reference: "Snapshots/CommentViewTests/render-width.dark-mode.txt"))
        #expect(!harness.package.exists("CommentViewTests/render.dark_mode.txt"))
        #expect(harness.package.contents("CommentViewTests/render-width.dark-mode.txt") == "dark\n")
        // A renamed reference that differs fails as any other.
        try harness.package.write("light\n", to: "CommentViewTests/render.light.txt")
        #expect(harness.verify("dim", test: "render(width:)", name: "light").failure != nil)
        #expect(harness.package.exists("CommentViewTests/render-width.light.txt"))
        // Where the file declares `render()` too, `render.1.txt` is still that test's name: it
        // is not taken.
        let shared = try Harness(testFileName: "SharedNameTests.swift")
        defer { shared.package.remove() }
        try Data("func render() {}\nfunc render(width: Int) {}\n".utf8).write(to: URL(fileURLWithPath: shared.package.testFile))
        try shared.package.write("plain\n", to: "SharedNameTests/render.1.txt")
        #expect(shared.verify("wide", test: "render(width:)").isSuccess)
        #expect(shared.package.contents("SharedNameTests/render.1.txt") == "plain\n")
        #expect(shared.package.contents("SharedNameTests/render-width.1.txt") == "wide\n")
    }

    @Test("A reference that is not UTF-8 fails with the byte and its offset, and is not overwritten")
    func invalidUTF8() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        let url = harness.package.reference("CommentViewTests/testTitle.1.txt")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let bytes: [UInt8] = Array("line one\nli".utf8) + [0xFF] + Array("ne two\n".utf8)
        try Data(bytes).write(to: url)
        for mode in SnapshotTestingConfiguration.Record.allModes {
            harness.session.beginTest("\(mode)")
            let outcome = harness.verify("line one\nline two", record: mode)
            #expect(outcome.failure
                == "Reference 'Snapshots/CommentViewTests/testTitle.1.txt' is not valid UTF-8 (byte 0xFF at offset 11).")
            #expect(try Data(contentsOf: url) == Data(bytes))
        }
        #expect(!harness.package.exists("CommentViewTests/testTitle.1.txt.new"))
    }

    @Test("A CRLF reference compares equal to LF output, with one warning per file")
    func crlfReference() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        try harness.package.write("one\r\ntwo\r\n", to: "CommentViewTests/testTitle.1.txt")
        let first = harness.verify("one\ntwo")
        #expect(first.isSuccess)
        #expect(first.notes == ["""
            Reference 'Snapshots/CommentViewTests/testTitle.1.txt' has CRLF line ends (a git autocrlf checkout?); \
            it was compared as LF. Add '**/Snapshots/** -text' to .gitattributes to keep references as written.
            """])
        harness.session.beginTest("again")
        let second = harness.verify("one\ntwo")
        #expect(second.isSuccess && second.notes.isEmpty)
        // Output that really has CRLF is recorded as it is and matches without a warning.
        #expect(harness.verify("three\r\nfour", test: "testCRLF()").isSuccess)
        #expect(harness.package.contents("CommentViewTests/testCRLF.1.txt") == "three\r\nfour\n")
        harness.session.beginTest("crlf output")
        let exact = harness.verify("three\r\nfour", test: "testCRLF()")
        #expect(exact.isSuccess && exact.notes.isEmpty)
        // A CRLF reference that differs in more than line ends fails, and is diffed as LF.
        harness.session.beginTest("different")
        #expect(harness.verify("one\nthree").failure?.contains("reference \"one\\ntwo\" ≠ actual \"one\\nthree\"") == true)
    }

    @Test("Unnamed snapshots count per test; names are used as given")
    func counters() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        #expect(harness.verify("a").reference == "Snapshots/CommentViewTests/testTitle.1.txt")
        #expect(harness.verify("b", name: "compact").reference == "Snapshots/CommentViewTests/testTitle.compact.txt")
        #expect(harness.verify("c").reference == "Snapshots/CommentViewTests/testTitle.2.txt")
        #expect(harness.verify("d", test: "testOther()").reference == "Snapshots/CommentViewTests/testOther.1.txt")
        // A new run of the test counts from 1 again.
        harness.session.beginTest("testTitle")
        #expect(harness.verify("a").reference == "Snapshots/CommentViewTests/testTitle.1.txt")
    }

    @Test("Names that differ only in case share a file on some disks, so they count as the same")
    func caseInsensitiveNames() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        #expect(harness.verify("a", name: "Wide").isSuccess)
        #expect(harness.verify("b", name: "wide").failure?.hasPrefix(
            "Snapshot 'Snapshots/CommentViewTests/testTitle.wide.txt' was not written: an earlier assertion of test 'testTitle' used it") == true)
    }

    @Test("Without a scope of its own, a repeated Swift Testing test is told how to fix it")
    func repetitionHint() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        let request = SnapshotRequest(
            filePath: harness.package.testFile, testName: "testTitle()", name: "n", requiresScopeForRepetition: true)
        #expect(harness.verifier.verify("a", request: request) { $0 == $1 ? nil : "differs" }.isSuccess)
        #expect(harness.verifier.verify("a", request: request) { $0 == $1 ? nil : "differs" }.isSuccess)
        let again = harness.verifier.verify("b", request: request) { $0 == $1 ? nil : "differs" }
        #expect(again.failure?.hasSuffix("If the test runs more than once in this process (repetitions), add the .snapshots trait to it.") == true)
    }

    @Test("Long names keep the hash that tells them apart")
    func longNamesInFiles() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        let name = String(repeating: "é", count: 130)
        let reference = try #require(harness.verify("x", name: name).reference)
        #expect(reference.contains("~"))
        #expect(harness.verify("y", name: name + "e").reference != reference)
    }

    @Test("Two snapshots with the same name in one test both compare with its reference, and never overwrite it")
    func duplicateNames() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        #expect(harness.verify("first", name: "compact").isSuccess)
        #expect(harness.verify("first", name: "compact").isSuccess)
        #expect(harness.verify("second", name: "compact").failure?.hasPrefix(
            "Snapshot 'Snapshots/CommentViewTests/testTitle.compact.txt' does not match.") == true)
        #expect(harness.verify("second", name: "compact", record: .all).failure == """
            Snapshot 'Snapshots/CommentViewTests/testTitle.compact.txt' was not written: an earlier assertion of test \
            'testTitle' used it in this run, and this output differs. Give the snapshots their own names (named:).
            """)
        #expect(harness.package.contents("CommentViewTests/testTitle.compact.txt") == "first\n")
        // A name that is also a counter shares its file, either way round.
        #expect(harness.verify("x").isSuccess)
        #expect(harness.verify("x", name: "1").isSuccess)
        #expect(harness.verify("w", name: "1").failure?.hasPrefix("Snapshot 'Snapshots/CommentViewTests/testTitle.1.txt' does not match.") == true)
        #expect(harness.verify("z", name: "3").isSuccess)
        #expect(harness.verify("y").isSuccess)
        #expect(harness.verify("z").isSuccess)
        #expect(harness.package.contents("CommentViewTests/testTitle.3.txt") == "z\n")
    }

    @Test("Parameterized tests must name their snapshots")
    func parameterizedNeedsNames() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        let outcome = harness.verify("x", test: "render(width:)", requiresName: true)
        #expect(outcome.failure?.hasPrefix("Test 'render-width' runs once per argument, so its snapshots need names") == true)
        #expect(harness.verify("x", test: "render(width:)", name: "40", requiresName: true).isSuccess)
    }

    @Test("Two tests that share a reference both compare with it, and never overwrite each other")
    func collisions() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        #expect(harness.verify("a", identity: "SuiteA/render()").isSuccess)
        #expect(harness.verify("a", identity: "SuiteB/render()").isSuccess)
        let other = harness.verify("b", record: .failed, identity: "SuiteC/render()")
        #expect(other.failure == """
            Snapshot 'Snapshots/CommentViewTests/testTitle.1.txt' was not written: test 'SuiteA/render()' used it in this \
            run, and this output differs. Give the snapshots their own names (named:).
            """)
        #expect(harness.package.contents("CommentViewTests/testTitle.1.txt") == "a\n")
    }

    @Test("The references folder: configured, then SNAPSHOT_TESTING_DIRECTORY, then Snapshots/")
    func directories() throws {
        var harness = try Harness()
        defer { harness.package.remove() }
        harness.environment = SnapshotEnvironment(["SNAPSHOT_TESTING_DIRECTORY": "References"])
        #expect(harness.verify("a").reference == "References/CommentViewTests/testTitle.1.txt")
        SnapshotTestingConfiguration.$current.withValue(SnapshotTestingConfiguration(directory: "Other")) {
            #expect(harness.verify("b", test: "testB()").reference == "Other/CommentViewTests/testB.1.txt")
            let absolute = harness.package.root.appendingPathComponent("Absolute").path
            let request = SnapshotRequest(filePath: harness.package.testFile, testName: "testC()", directory: absolute)
            let outcome = harness.verifier.verify("c", request: request) { $0 == $1 ? nil : "differs" }
            #expect(outcome.reference == "Absolute/CommentViewTests/testC.1.txt")
        }
        for path in ["References/CommentViewTests/testTitle.1.txt", "Other/CommentViewTests/testB.1.txt",
                     "Absolute/CommentViewTests/testC.1.txt"] {
            #expect(FileManager.default.fileExists(atPath: harness.package.root.appendingPathComponent(path).path), "\(path)")
        }
        #expect(!harness.package.exists("CommentViewTests"))
    }

    @Test("Without a Package.swift or a configured folder, the error says what to set")
    func noPackageRoot() {
        let verifier = SnapshotVerifier(environment: SnapshotEnvironment([:]), session: SnapshotSession(arguments: []))
        let request = SnapshotRequest(filePath: "/nonexistent-\(UUID().uuidString)/Tests/ATests/A.swift", testName: "testA()")
        let outcome = verifier.verify("x", request: request) { _, _ in nil }
        #expect(outcome.failure?.hasPrefix("No Package.swift, .xcodeproj, .xcworkspace or .git above '/nonexistent-") == true)
        #expect(outcome.failure?.hasSuffix("set SNAPSHOT_TESTING_DIRECTORY or pass a directory.") == true)
    }
}

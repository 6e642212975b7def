import Foundation
import Testing
import TestSupport
import TextRendering
@testable import TextSnapshots

@Suite("Assertions under Swift Testing", .privateSnapshotSession)
struct AssertionTests {
    @Test("A missing reference is recorded, then the same output passes")
    func recordsThenMatches() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        withSnapshotTesting(record: .missing, directory: directory.path) {
            assertSnapshot(of: "first\nsnapshot", as: .lines)
            assertSnapshot(of: ["b": 2, "a": 1], as: .customDump, named: "dictionary")
        }
        #expect(directory.contents("AssertionTests/recordsThenMatches.1.txt") == "first\nsnapshot\n")
        #expect(directory.contents("AssertionTests/recordsThenMatches.dictionary.txt") == "[\n  \"a\": 1,\n  \"b\": 2\n]\n")
        // A second run of the test (a scope of its own, as the .snapshots trait gives each run).
        let messages = SnapshotScope.$current.withValue(SnapshotScope()) {
            withSnapshotTesting(record: .never, directory: directory.path) {
                [verifySnapshot(of: "first\nsnapshot", as: .lines), verifySnapshot(of: ["a": 1, "b": 2], as: .customDump, named: "dictionary")]
            }
        }
        #expect(messages == [nil, nil])
    }

    @Test("A mismatch is reported to Swift Testing at the assertion, with the diff")
    func mismatchIsAnIssue() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        try directory.write("title\nname: Ada\n", to: "AssertionTests/mismatchIsAnIssue.1.txt")
        withKnownIssue {
            withSnapshotTesting(directory: directory.path) {
                assertSnapshot(of: "title\nname: Bob", as: .lines)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Snapshot '")
                && text.contains("AssertionTests/mismatchIsAnIssue.1.txt' does not match.")
                && text.contains("first difference: line 2, column 7")
                && text.contains("- name: Ada\n+ name: Bob")
                && issue.sourceLocation?.fileName == "AssertionTests.swift"
        }
        #expect(directory.contents("AssertionTests/mismatchIsAnIssue.1.txt.new") == "title\nname: Bob\n")
    }

    @Test("verifySnapshot returns the failure instead of reporting it")
    func verifyReturnsMessage() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        let message = verifySnapshot(of: "text", as: .lines, record: .never, snapshotDirectory: directory.path)
        #expect(message?.contains("verifyReturnsMessage.1.txt' for this snapshot, and the record mode 'never' (set by the assertion's record: argument) records none") == true)
        #expect(!directory.exists("AssertionTests/verifyReturnsMessage.1.txt"))
        #expect(directory.contents("AssertionTests/verifyReturnsMessage.1.txt.new") == "text\n")
    }

    @Test("A value that cannot be snapshotted fails with the reason")
    func snapshotErrors() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        let message = verifySnapshot(of: Canvas(width: 1, height: 1), as: .text(width: -4), snapshotDirectory: directory.path)
        #expect(message == "Could not make the snapshot: A snapshot's width must be at least 1 column, got -4.")
    }

    @Test("Scopes nest: inner settings win, unset ones are inherited, async too")
    func nestedConfiguration() async throws {
        withSnapshotTesting(record: .never, directory: "Outer") {
            withSnapshotTesting(record: .all) {
                #expect(SnapshotTestingConfiguration.current == SnapshotTestingConfiguration(record: .all, directory: "Outer"))
            }
            #expect(SnapshotTestingConfiguration.current?.record == .never)
        }
        await withSnapshotTesting(record: .failed) {
            await Task.yield()
            #expect(SnapshotTestingConfiguration.current?.record == .failed)
            let inChild = await Task { SnapshotTestingConfiguration.current?.record }.value
            #expect(inChild == .failed)
        }
        #expect(SnapshotTestingConfiguration.current == nil)
    }

    @Test("Parameterized tests must name their snapshots", arguments: [40, 80])
    func parameterized(width: Int) throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        withSnapshotTesting(record: .missing, directory: directory.path) {
            withKnownIssue {
                assertSnapshot(of: "w\(width)", as: .lines)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().contains("runs once per argument, so its snapshots need names")
            }
            assertSnapshot(of: "w\(width)", as: .lines, named: "\(width)")
        }
        #expect(directory.contents("AssertionTests/parameterized-width.\(width).txt") == "w\(width)\n")
    }
}

@Suite("The .snapshots trait", .snapshots(record: .never))
struct SnapshotsTraitTests {
    @Test("The suite's settings apply to its tests")
    func settingsApply() {
        #expect(SnapshotTestingConfiguration.current?.record == .never)
    }

    @Test("A test's own trait refines the suite's", .snapshots(directory: "Elsewhere"))
    func nestedTraits() {
        #expect(SnapshotTestingConfiguration.current == SnapshotTestingConfiguration(record: .never, directory: "Elsewhere"))
    }

    @Test("Every run of a test case counts its snapshots from 1", arguments: 0..<3)
    func countsFromOne(run: Int) {
        // Each case has its own scope, so each one's first counter is 1 however the cases
        // interleave (the parameterized-name rule keeps cases from sharing files).
        #expect(SnapshotScope.current != nil)
        #expect(SnapshotScope.current?.nextCounter(forTest: "probe") == 1)
        #expect(SnapshotScope.current?.nextCounter(forTest: "probe") == 2)
    }
}

/// The failure shown in README.md, kept true.
@Suite("Snapshot README example", .privateSnapshotSession)
struct SnapshotReadmeTests {
    @Test func failureMessage() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        try directory.write("╭─ Profile ──────╮\n│ name: Ada      │\n╰────────────────╯\n", to: "AssertionTests/failureMessage.1.txt")
        let message = try #require(withSnapshotTesting(directory: directory.path) {
            verifySnapshot(of: "╭─ Profile ──────╮\n│ name: Bob      │\n╰────────────────╯", as: .lines)
        })
        let shown = message.replacingOccurrences(of: directory.path, with: "Snapshots")
        #expect(shown == """
            Snapshot 'Snapshots/AssertionTests/failureMessage.1.txt' does not match.
            --- reference: 3 lines × 18
            +++ actual: 3 lines × 18
            first difference: line 2, column 9
            @@ -1,3 +1,3 @@
              ╭─ Profile ──────╮
            - │ name: Ada      │
            + │ name: Bob      │
                      ^^^
              ╰────────────────╯
            The actual output is in 'Snapshots/AssertionTests/failureMessage.1.txt.new'. Accept it with \
            `swift run viewdata snapshots accept Snapshots/AssertionTests/failureMessage.1.txt`, review every \
            pending snapshot with `swift run viewdata snapshots review`, or re-record with SNAPSHOT_TESTING_RECORD=failed.
            """)
    }
}

import Foundation
import Testing
import TestSupport
import TextRendering
@testable import TextSnapshots

@Suite("Inline snapshots under Swift Testing", .privateSnapshotSession)
struct InlineAssertionTests {
    struct User {
        var id: Int
        var name: String
    }

    @Test("A matching closure passes, for any text strategy")
    func matches() {
        assertInlineSnapshot(of: User(id: 42, name: "Blob"), as: .dump) {
            """
            InlineAssertionTests.User(
              id: 42,
              name: "Blob"
            )
            """
        }
        assertInlineSnapshot(of: #"a "quoted" \ path"#, as: .lines) {
            #"""
            a "quoted" \ path
            """#
        }
        assertInlineSnapshot(of: ["b": 2, "a": 1], as: .json) {
            """
            {
              "a": 1,
              "b": 2
            }
            """
        }
    }

    @Test("A mismatch fails at the call with the diff and says how to accept; the test file is not touched")
    func mismatch() throws {
        let directory = try TemporaryFolder("inline-snapshots")
        defer { directory.remove() }
        let before = try String(contentsOfFile: #filePath, encoding: .utf8)
        withKnownIssue {
            withSnapshotTesting(record: .missing, directory: directory.path) {
                assertInlineSnapshot(of: "actual", as: .lines, message: "the greeting") {
                    """
                    expected
                    """
                }
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("the greeting\nInline snapshot at Tests/TextSnapshotsTests/InlineAssertionTests.swift:")
                && text.contains("- expected\n+ actual")
                && text.contains("Accept it with `swift run viewdata snapshots accept")
        }
        #expect(try String(contentsOfFile: #filePath, encoding: .utf8) == before)
        let edits = try FileManager.default.contentsOfDirectory(atPath: directory.file("InlineAssertionTests").path)
        #expect(edits.count == 1 && edits[0].hasSuffix(".inline.new"))
    }

    @Test("With record mode never, a missing closure fails and nothing is recorded")
    func missingWithNever() throws {
        let directory = try TemporaryFolder("inline-snapshots")
        defer { directory.remove() }
        withKnownIssue {
            withSnapshotTesting(record: .never, directory: directory.path) {
                assertInlineSnapshot(of: "text", as: .lines)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("and the record mode 'never' (set by withSnapshotTesting(record:)) writes nothing")
        }
        #expect(!directory.exists("InlineAssertionTests"))
    }

    @Test("A nil value fails: there is nothing to compare")
    func nilValue() {
        withKnownIssue {
            assertInlineSnapshot(of: String?.none, as: .lines) {
                """
                anything
                """
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "The value to snapshot is nil, so there is no inline snapshot to compare."
        }
    }
}

/// A helper in the shape libraries write: its caller's position, its own closure label.
private func assertShout(
    _ text: String, matches expected: (() -> String)? = nil,
    file: StaticString = #filePath, function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
    let descriptor = InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches")
    guard !text.isEmpty else {
        descriptor.fail("nothing to shout", fileID: #fileID, file: file, line: line, column: column)
        return
    }
    assertInlineSnapshot(
        of: text.uppercased(), as: .lines, syntaxDescriptor: descriptor, matches: expected, file: file, function: function,
        line: line, column: column)
}

@Suite("Helpers that wrap inline snapshots", .privateSnapshotSession)
struct InlineHelperTests {
    @Test("The helper's call is the snapshot's site: its closure is compared, its position names the edit")
    func helperSite() throws {
        assertShout("hello") {
            """
            HELLO
            """
        }
        let directory = try TemporaryFolder("inline-snapshots")
        defer { directory.remove() }
        let line = #line + 3
        withKnownIssue {
            withSnapshotTesting(record: .missing, directory: directory.path) {
                assertShout("bye") {
                    """
                    HELLO
                    """
                }
            }
        }
        let edits = try FileManager.default.contentsOfDirectory(atPath: directory.file("InlineAssertionTests").path)
        #expect(edits == ["\(line).28.inline.new"])
    }

    @Test("fail(…) reports at the helper's snapshot closure")
    func failAtTheClosure() {
        let closureLine = #line + 2
        withKnownIssue {
            assertShout("") {
                """
                """
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "nothing to shout" && issue.sourceLocation?.line == closureLine
        }
    }
}

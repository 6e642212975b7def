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
        assertInlineSnapshot(of: User(id: 42, name: "Blob"), as: .customDump) {
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
              "a" : 1,
              "b" : 2
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

    @Test("An empty closure {} compiles and is a snapshot still to be written")
    func emptyClosure() throws {
        let directory = try TemporaryFolder("inline-snapshots")
        defer { directory.remove() }
        withKnownIssue {
            withSnapshotTesting(record: .never, directory: directory.path) {
                assertInlineSnapshot(of: "text", as: .lines) {}
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("No inline snapshot at Tests/TextSnapshotsTests/InlineAssertionTests.swift:")
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

/// A helper whose snapshot closure is its first closure, `matches`, where a caller may pass an
/// argument closure of another label: a call whose closures do not say where the snapshot goes.
private func assertShoutAfter(
    _ text: String, then: () -> Void, matches expected: (() -> String)? = nil,
    file: StaticString = #filePath, function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
    assertInlineSnapshot(
        of: text.uppercased(), as: .lines, syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches"),
        matches: expected, file: file, function: function, line: line, column: column)
}

/// A helper that makes two inline snapshots from one call, as swift-snapshot-testing's
/// `assertResponse` does: its closures 1 (`head`) and 2 (`body`).
private func assertResponse(
    of url: () -> String, head: (() -> String)? = nil, body: (() -> String)? = nil,
    file: StaticString = #filePath, function: StaticString = #function, line: UInt = #line, column: UInt = #column
) {
    assertInlineSnapshot(
        of: "HTTP/1.1 200 OK", as: .lines, syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "head", trailingClosureOffset: 1),
        matches: head, file: file, function: function, line: line, column: column)
    assertInlineSnapshot(
        of: "<p>\(url())</p>", as: .lines, syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "body", trailingClosureOffset: 2),
        matches: body, file: file, function: function, line: line, column: column)
}

@Suite("Helpers that wrap inline snapshots", .privateSnapshotSession)
struct InlineHelperTests {
    @Test("A snapshot that could not be written into the test file fails its test when it is recorded")
    func unwritableFailsNow() throws {
        let directory = try TemporaryFolder("inline-unwritable")
        defer { directory.remove() }
        let line = #line + 4
        withKnownIssue {
            withSnapshotTesting(record: .missing, directory: directory.path) {
                // The argument closure `then:` stands where the snapshot closure would go.
                assertShoutAfter("hi", then: {})
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "The inline snapshot at Tests/TextSnapshotsTests/InlineAssertionTests.swift:\(line) "
                + "cannot be written into the test file: The call at Tests/TextSnapshotsTests/InlineAssertionTests.swift:\(line):33 "
                + "has a closure labelled 'then' where its snapshot closure 'matches' should be."
        }
        // Nothing is left to write or review.
        #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.file("InlineAssertionTests").path)) ?? [] == [])
    }

    @Test("A helper's several snapshots from one call are each their own site")
    func severalSnapshotsFromOneCall() throws {
        assertResponse { "a" } head: {
            """
            HTTP/1.1 200 OK
            """
        } body: {
            """
            <p>a</p>
            """
        }
        let directory = try TemporaryFolder("inline-snapshots")
        defer { directory.remove() }
        let line = #line + 3
        withKnownIssue {
            withSnapshotTesting(record: .missing, directory: directory.path) {
                assertResponse { "b" } head: {
                    """
                    HTTP/1.1 404 Not Found
                    """
                } body: {
                    """
                    <p>a</p>
                    """
                }
            }
        } matching: { issue in
            // Two mismatches, not "reached more than once with different text".
            issue.comments.map(\.rawValue).joined().hasPrefix("Inline snapshot at Tests/TextSnapshotsTests/InlineAssertionTests.swift:\(line) does not match.")
        }
        let edits = try FileManager.default.contentsOfDirectory(atPath: directory.file("InlineAssertionTests").path).sorted()
        #expect(edits == ["\(line).32.1.inline.new", "\(line).32.2.inline.new"])
    }

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

import Foundation
import Testing
import TestSupport
@testable import TextSnapshots

/// What code written on swift-snapshot-testing and swift-custom-dump calls, and the failure
/// text of theirs that a suite can ask for.
@Suite("The peers' names and words", .privateSnapshotSession)
struct PeerCompatibilityTests {
    private struct User: Equatable {
        var id: Int
        var name: String
    }

    private func text(_ issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined()
    }

    @Test("custom-dump's functions and DiffFormat give our dumps and diffs")
    func customDumpNames() {
        let user = User(id: 1, name: "Blob")
        var renamed = user
        renamed.name = "Blob Jr."
        #expect(String(customDumping: user) == String(dumping: user))
        var target = ""
        #expect(customDump(user, to: &target, name: "user", indent: 2) == user)
        #expect(target == """
              user: PeerCompatibilityTests.User(
                id: 1,
                name: "Blob"
              )
            """)
        #expect(diff(user, renamed) == String(diffing: user, renamed))
        #expect(diff(user, user) == nil)
        #expect(diff(user, renamed, format: .proportional) == """
            \u{2007} PeerCompatibilityTests.User(
            \u{2007}   id: 1,
            \u{2212}   name: "Blob"
            +   name: "Blob Jr."
            \u{2007} )
            """)
        #expect(diff(user, renamed, format: DiffFormat(first: "<", second: ">", both: "=")) == """
            = PeerCompatibilityTests.User(
            =   id: 1,
            <   name: "Blob"
            >   name: "Blob Jr."
            = )
            """)
    }

    @Test("XCTAssertNoDifference and XCTAssertDifference fail in swift-custom-dump's words")
    @available(*, deprecated)
    func customDumpAssertions() {
        let user = User(id: 1, name: "Blob")
        XCTAssertNoDifference(user, user)
        withKnownIssue {
            XCTAssertNoDifference(user, User(id: 2, name: "Blob"), "ids")
        } matching: { issue in
            text(issue) == """
                XCTAssertNoDifference failed: …

                  \u{2007} PeerCompatibilityTests.User(
                  \u{2212}   id: 1,
                  +   id: 2,
                  \u{2007}   name: "Blob"
                  \u{2007} )

                (First: \u{2212}, Second: +) - ids
                """
        }
        var model = user
        XCTAssertDifference(model) { model.id = 2 } changes: { $0.id = 2 }
        withKnownIssue {
            XCTAssertDifference(model) { model.id = 3 } changes: { $0.id = 4 }
        } matching: { issue in
            text(issue) == """
                XCTAssertDifference failed: …

                  \u{2007} PeerCompatibilityTests.User(
                  \u{2212}   id: 4,
                  +   id: 3,
                  \u{2007}   name: "Blob"
                  \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """
        }
    }

    @Test("XCTAssertDifference awaits an asynchronous operation")
    @available(*, deprecated)
    func asynchronousXCTAssertDifference() async {
        final class Counter: @unchecked Sendable {
            var value = 0
            func increment() async { value += 1 }
        }
        let counter = Counter()
        await XCTAssertDifference(counter.value) { await counter.increment() } changes: { $0 = 1 }
        await withKnownIssue {
            await XCTAssertDifference(counter.value) { await counter.increment() } changes: { $0 = 5 }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("XCTAssertDifference failed: …\n\n  \u{2212} 5\n  + 2")
        }
    }

    @Test("expectNoDifference keeps our words unless the wording is swift-snapshot-testing's")
    func expectNoDifferenceWording() {
        let user = User(id: 1, name: "Blob")
        withKnownIssue {
            expectNoDifference(user, User(id: 2, name: "Blob"))
        } matching: { issue in
            text(issue).hasPrefix("The values differ (-: first, +: second):\n")
        }
        withKnownIssue {
            withSnapshotTesting(wording: .swiftSnapshotTesting) {
                expectNoDifference(user, User(id: 2, name: "Blob"), "ids")
            }
        } matching: { issue in
            text(issue) == """
                ids - Difference: …

                  \u{2007} PeerCompatibilityTests.User(
                  \u{2212}   id: 1,
                  +   id: 2,
                  \u{2007}   name: "Blob"
                  \u{2007} )

                (First: \u{2212}, Second: +)
                """
        }
        withKnownIssue {
            withSnapshotTesting(wording: .swiftSnapshotTesting) {
                var unchanged = user
                expectDifference(unchanged) { unchanged.name = "Blob" } changes: { _ in }
            }
        } matching: { issue in
            text(issue) == "No difference detected after applying changes."
        }
        #expect(SnapshotTestingConfiguration.Wording(rawValue: " Swift-Snapshot-Testing ") == .swiftSnapshotTesting)
        #expect(SnapshotTestingConfiguration.Wording(rawValue: "peers") == nil)
    }

    @Test("Under swift-snapshot-testing's wording, .lines diffs as its hunks do")
    func linesInTheirWords() {
        #expect(SnapshotTestingWording.lineDiff("a\nb", "a\nb") == nil)
        #expect(SnapshotTestingWording.lineDiff("▿ 2 elements\n  - \"Hello\"\n", "▿ 2 elements\n  - \"Hello\"\n  - \"World\"\n") == """
            @@ \u{2212}1,3 +1,4 @@
            \u{2007}▿ 2 elements
            \u{2007}  - "Hello"
            +  - "World"
            \u{2007}
            """)
        // Four unchanged lines around a change; a line that ends in a space is marked ¬.
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 6", with: "line six ")
        #expect(SnapshotTestingWording.lineDiff(old, new) == """
            @@ \u{2212}2,9 +2,9 @@
            \u{2007}line 2
            \u{2007}line 3
            \u{2007}line 4
            \u{2007}line 5
            \u{2212}line 6
            +line six ¬
            \u{2007}line 7
            \u{2007}line 8
            \u{2007}line 9
            \u{2007}line 10
            """)
        let ours = Diffing<String>.lines.diff("a", "b")
        let theirs = withSnapshotTesting(wording: .swiftSnapshotTesting) { Diffing<String>.lines.diff("a", "b") }
        #expect(ours != theirs && theirs == "@@ \u{2212}1,1 +1,1 @@\n\u{2212}a\n+b")
    }

    @Test("An inline mismatch in their words is reported on the snapshot closure's line")
    func inlineMismatchInTheirWords() throws {
        let directory = try TemporaryFolder("peer-inline")
        defer { directory.remove() }
        let closureLine = #line + 5
        withKnownIssue {
            withSnapshotTesting(record: .missing, directory: directory.path, wording: .swiftSnapshotTesting) {
                assertInlineSnapshot(
                    of: "Hello\nWorld", as: .lines
                ) {
                    """
                    Hello
                    """
                }
            }
        } matching: { issue in
            text(issue) == """
                Snapshot did not match. Difference: …

                  @@ \u{2212}1,1 +1,2 @@
                  \u{2007}Hello
                  +World
                """ && issue.sourceLocation?.line == closureLine
        }
    }

    @Test("A strategy written for swift-snapshot-testing: data diffing with XCTAttachments, Value == Format")
    func theirStrategies() throws {
        let strategy = Snapshotting<String, String>(
            pathExtension: "txt",
            diffing: Diffing(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
                guard old != new else { return nil }
                let patch = "- \(old)\n+ \(new)"
                return (patch, [XCTAttachment(data: Data(patch.utf8), uniformTypeIdentifier: "public.patch-file")])
            })
        #expect(try strategy.snapshot("text") == "text")
        #expect(strategy.diffing.toText("é") == "é")
        #expect(strategy.diffing.diff("a", "a") == nil)
        let (message, attached) = try #require(strategy.diffing.diffV2("a", "b"))
        #expect(message == "- a\n+ b")
        #if !canImport(Darwin)
        // The stand-in keeps its data, so a failure under Swift Testing carries it.
        #expect(attached.enumerated().compactMap { $1.snapshotAttachment(index: $0) }
            == [SnapshotAttachment(name: "attachment-1", data: Data("- a\n+ b".utf8))])
        #endif
        let v2 = Diffing<String>.diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { old, new in
            old == new ? nil : ("differs", [.data(Data("x".utf8), name: "x.txt")])
        }
        #expect(v2.diffV2("a", "b")?.1.first?.snapshotAttachment(index: 0) == SnapshotAttachment(name: "x.txt", data: Data("x".utf8)))
    }
}

@Suite(".dump reuses the dumps it sorts by, byte for byte")
struct DumpReuseTests {
    private struct Multiline: CustomStringConvertible {
        var description: String { "line 1\nline 2" }
    }

    private struct Note {
        var text = Multiline()
        var count = 1
        var tags: Set<String> = ["b", "a"]
        var scores: [String: [Int]] = ["y": [2], "x": [1]]
    }

    @Test("A multi-line description keeps its rows as written, nested or not; children sort by their dumps")
    func multilineDescriptions() throws {
        // As swift-snapshot-testing writes it: a description's later rows are not indented.
        let expected = """
            ▿ Note
              - count: 1
              ▿ scores: 2 key/value pairs
                ▿ (2 elements)
                  - key: "x"
                  ▿ value: 1 element
                    - 1
                ▿ (2 elements)
                  - key: "y"
                  ▿ value: 1 element
                    - 2
              ▿ tags: 2 members
                - "a"
                - "b"
              - text: line 1
            line 2

            """
        #expect(try Snapshotting<Note, String>.dump.snapshot(Note()) == expected)
        // One level down, inside a dictionary the sort reuses.
        let nested = try Snapshotting<[String: Note], String>.dump.snapshot(["k": Note(), "j": Note()])
        #expect(nested.contains("      - text: line 1\nline 2\n"))
        #expect(nested.components(separatedBy: "line 2\n").count == 3)
    }
}

import Foundation
import Testing
@testable import SnapshotStore
@testable import SnapshotTools

@Suite("Tests of the same name in one file")
struct SameNameTests {
    @Test("Function names are counted outside comments and string literals")
    func counting() {
        let source = #"""
            final class LightTests: XCTestCase {
                func testTitle() {}
                // func testTitle() {}
                /* func testTitle() /* nested */ func testTitle() */
                let text = "func testTitle()"
                let raw = #"func testTitle() \(x) "# + """
                    func testTitle() \("func testTitle()")
                    """
                func `test with spaces`() {}
            }
            @Suite struct DarkTests {
                @Test func testTitle() {}
                func render<T>(_ value: T) {}
            }
            """#
        #expect(TestDeclarations.functionNameCounts(in: source) == ["testTitle": 2, "test with spaces": 1, "render": 1])
    }

    /// What a scanner of its own got wrong: a regex literal holding `func`, a one-line raw
    /// string of quotes (which reads like the start of a multi-line one), `func` in an
    /// interpolation's own string.
    @Test("Regex literals and one-line raw strings of quotes hold no declarations")
    func lexedLikeTheCompiler() {
        let source = ##"""
            let pattern = #/func testTitle\(\)/#
            let quotes = #"""#
            func testTitle() {}
            let interpolated = "\(f("func testTitle()"))"
            func testTitle() {}
            """##
        #expect(TestDeclarations.functionNameCounts(in: source) == ["testTitle": 2])
    }

    @Test("XCTest tests of the same name in one file share their references, as swift-snapshot-testing names them", arguments: [false, true])
    func sharedReferences(reversed: Bool) throws {
        let harness = try Harness(testFileName: "ScreenTests.swift")
        defer { harness.package.remove() }
        try Data("""
            final class LightTests: XCTestCase { func testTitle() {} }
            final class DarkTests: XCTestCase { func testTitle() {}; func testOnlyDark() {} }
            """.utf8).write(to: URL(fileURLWithPath: harness.package.testFile))
        func verify(_ type: String, _ text: String, _ test: String = "testTitle()") -> SnapshotOutcome {
            harness.session.beginTest(type + "." + test, typeName: type)
            let request = SnapshotRequest(
                filePath: harness.package.testFile, testName: test, testIdentity: type + "." + test, typeName: type)
            return harness.verifier.verify(text, request: request) { $0 == $1 ? nil : "differs" }
        }
        let order = reversed ? ["DarkTests", "LightTests"] : ["LightTests", "DarkTests"]
        // Each counts from 1: both use testTitle.1, recorded by the first and compared by the second.
        let first = verify(order[0], "same")
        #expect(first.isSuccess)
        #expect(first.notes.first?.hasPrefix("Tests named 'testTitle' in 'ScreenTests.swift' share their snapshots' names") == true)
        #expect(verify(order[1], "same") == SnapshotOutcome(failure: nil, notes: [], reference: "Snapshots/ScreenTests/testTitle.1.txt"))
        #expect(harness.package.contents("ScreenTests/testTitle.1.txt") == "same\n")
        #expect(!harness.package.exists("ScreenTests/testTitle.2.txt"))
        // Output that differs fails, and leaves the shared reference and its .new alone.
        let other = verify(order[1], "other")
        #expect(other.failure?.hasSuffix(
            "used it in this run too, so no '.new' file was written for this output; give the snapshots their own names (named:).")
            == true)
        #expect(!harness.package.exists("ScreenTests/testTitle.1.txt.new"))
        // A name the file declares once counts on its own.
        #expect(verify("DarkTests", "DarkTests", "testOnlyDark()").isSuccess)
        #expect(harness.package.contents("ScreenTests/testOnlyDark.1.txt") == "DarkTests\n")
    }

    @Test("Messages name the class of the test")
    func messagesNameTheType() throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        let request = SnapshotRequest(
            filePath: harness.package.testFile, testName: "testTitle()", name: "same", typeName: "CommentViewTests")
        _ = harness.verifier.verify("a", request: request) { $0 == $1 ? nil : "differs" }
        let request2 = SnapshotRequest(
            filePath: harness.package.testFile, testName: "testTitle()", name: "same", record: .all, typeName: "CommentViewTests")
        let second = harness.verifier.verify("b", request: request2) { $0 == $1 ? nil : "differs" }
        #expect(second.failure?.hasPrefix(
            "Snapshot 'Snapshots/CommentViewTests/testTitle.same.txt' was not written: an earlier assertion of test "
                + "'CommentViewTests.testTitle' used it in this run") == true)
    }
}

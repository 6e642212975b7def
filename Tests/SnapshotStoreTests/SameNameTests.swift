import Foundation
import Testing
@testable import SnapshotStore

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

    @Test("Tests of the same name in one file share one counter, as swift-snapshot-testing numbers them", arguments: [false, true])
    func sharedCounter(reversed: Bool) throws {
        let harness = try Harness(testFileName: "ScreenTests.swift")
        defer { harness.package.remove() }
        try Data("""
            final class LightTests: XCTestCase { func testTitle() {} }
            final class DarkTests: XCTestCase { func testTitle() {}; func testOnlyDark() {} }
            """.utf8).write(to: URL(fileURLWithPath: harness.package.testFile))
        func verify(_ type: String, _ test: String = "testTitle()") -> SnapshotOutcome {
            harness.session.beginTest(type + "." + test, typeName: type)
            let request = SnapshotRequest(
                filePath: harness.package.testFile, testName: test, testIdentity: type + "." + test, typeName: type)
            return harness.verifier.verify(type, request: request) { $0 == $1 ? nil : "differs" }
        }
        let order = reversed ? ["DarkTests", "LightTests"] : ["LightTests", "DarkTests"]
        let outcomes = order.map { verify($0) }
        #expect(outcomes.allSatisfy { $0.isSuccess })
        // Numbered in the order the tests ran, under the plain name; the first says so once.
        #expect(harness.package.contents("ScreenTests/testTitle.1.txt") == order[0] + "\n")
        #expect(harness.package.contents("ScreenTests/testTitle.2.txt") == order[1] + "\n")
        #expect(outcomes[0].notes.first?.hasPrefix("Tests named 'testTitle' in 'ScreenTests.swift' share one snapshot counter") == true)
        #expect(outcomes[1].notes.count == 1)  // only "Recorded new snapshot"
        // A name the file declares once counts on its own.
        #expect(verify("DarkTests", "testOnlyDark()").isSuccess)
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

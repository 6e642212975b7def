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

    @Test("Two suites with a test of the same name get references of their own, in either order", arguments: [false, true])
    func qualified(reversed: Bool) throws {
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
        for type in order { #expect(verify(type).isSuccess) }
        #expect(harness.package.contents("ScreenTests/LightTests.testTitle.1.txt") == "LightTests\n")
        #expect(harness.package.contents("ScreenTests/DarkTests.testTitle.1.txt") == "DarkTests\n")
        // A name the file declares once keeps the plain name.
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
        let second = harness.verifier.verify("a", request: request) { $0 == $1 ? nil : "differs" }
        #expect(second.failure?.hasPrefix("Snapshot name 'same' is used twice in test 'CommentViewTests.testTitle'") == true)
    }
}

import Testing
@testable import SnapshotTools

@Suite("Migrating test sources from swift-snapshot-testing and swift-custom-dump")
struct SourceMigrationTests {
    @Test("Every peer import becomes one import TextSnapshots; calls, strings and comments stay as they are")
    func rewritesImportsOnly() {
        let body = #"""

            final class CardTests: XCTestCase {
                func testCard() {
                    XCTAssertNoDifference(card, Card(title: "Ada"))
                    XCTAssertDifference(model) { $0.tap() } changes: { $0.count = 1 }
                    let text = String(customDumping: card)
                    let change = diff(old, new, format: .proportional)
                    customDump(card)
                    let quoted = "import SnapshotTesting"
                    // import CustomDump
                }
            }
            """#
        let result = SourceMigration.rewrite(#"""
            import XCTest
            @_spi(Internals) @preconcurrency import SnapshotTesting
            @testable import InlineSnapshotTesting  // inline
            import CustomDump
            public import SnapshotTestingCustomDump
            """# + body)
        #expect(result.text == """
            import XCTest
            @preconcurrency @_spi(Internals) import TextSnapshots
            """ + body)
        #expect(result.changes == [
            "import SnapshotTesting → import TextSnapshots",
            "import InlineSnapshotTesting → import TextSnapshots",
            "import CustomDump → import TextSnapshots",
            "import SnapshotTestingCustomDump → import TextSnapshots",
        ])
    }

    @Test("Outside tests, custom-dump alone becomes TextDiff, and the snapshot libraries TextSnapshots")
    func libraryFiles() {
        let dumping = SourceMigration.rewrite("import Foundation\nimport CustomDump\nlet text = String(customDumping: 1)\n", isTestFile: false)
        #expect(dumping.text == "import Foundation\nimport TextDiff\nlet text = String(customDumping: 1)\n")
        #expect(dumping.changes == ["import CustomDump → import TextDiff"])
        let helper = SourceMigration.rewrite(
            "import InlineSnapshotTesting\n@_spi(Internals) @preconcurrency import SnapshotTesting\nimport CustomDump\n", isTestFile: false)
        #expect(helper.text == "@preconcurrency @_spi(Internals) import TextSnapshots\n")
        // A support library that asserts with custom-dump needs its assertions.
        let support = SourceMigration.rewrite("import CustomDump\nfunc check() { expectNoDifference(1, 1) }\n", isTestFile: false)
        #expect(support.text == "import TextSnapshots\nfunc check() { expectNoDifference(1, 1) }\n")
    }

    @Test("The first import keeps its access level and comment; a file without a peer import is left as it is")
    func keepsWhatItShould() {
        let result = SourceMigration.rewrite("""
            package import SnapshotTesting // shared helpers
            @preconcurrency import SnapshotTestingCustomDump
            import Foundation
            func diff(_ a: Int, _ b: Int) -> Int { a - b }
            let x = diff(1, 2)

            """)
        #expect(result.text == """
            @preconcurrency package import TextSnapshots // shared helpers
            import Foundation
            func diff(_ a: Int, _ b: Int) -> Int { a - b }
            let x = diff(1, 2)

            """)
        let untouched = """
            import Foundation
            let text = \"""
                import SnapshotTesting
                \"""
            /* import CustomDump */

            """
        #expect(SourceMigration.rewrite(untouched) == SourceMigration.Result(text: untouched, changes: []))
    }
}

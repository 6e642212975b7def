import Testing
@testable import SnapshotTools

@Suite("Migrating test sources from swift-snapshot-testing and swift-custom-dump")
struct SourceMigrationTests {
    @Test("Every peer import becomes one import TextSnapshots; custom-dump calls are renamed; strings and comments stay")
    func rewritesImportsAndCalls() {
        let source = #"""
            import XCTest
            @_spi(Internals) @preconcurrency import SnapshotTesting
            @testable import InlineSnapshotTesting  // inline
            import CustomDump
            public import SnapshotTestingCustomDump

            final class CardTests: XCTestCase {
                func testCard() {
                    XCTAssertNoDifference(card, Card(title: "Ada"))
                    XCTAssertDifference(model) { $0.tap() } changes: { $0.count = 1 }
                    let text = String(customDumping: card)
                    let change = diff(old, new)
                    let proportional = diff(old, new, format: .proportional)
                    customDump(card)
                    let quoted = "XCTAssertNoDifference(a, b) diff(a, b)"
                    // XCTAssertNoDifference(a, b)
                    let tool = differ.diff(a)
                }
            }
            """#
        let result = SourceMigration.rewrite(source)
        #expect(result.text == #"""
            import XCTest
            @preconcurrency import TextSnapshots

            final class CardTests: XCTestCase {
                func testCard() {
                    expectNoDifference(card, Card(title: "Ada"))
                    expectDifference(model) { $0.tap() } changes: { $0.count = 1 }
                    let text = String(dumping: card)
                    let change = String(diffing: old, new)
                    let proportional = diff(old, new, format: .proportional)
                    customDump(card)
                    let quoted = "XCTAssertNoDifference(a, b) diff(a, b)"
                    // XCTAssertNoDifference(a, b)
                    let tool = differ.diff(a)
                }
            }
            """#)
        #expect(result.changes == [
            "import SnapshotTesting → import TextSnapshots",
            "import InlineSnapshotTesting → import TextSnapshots",
            "import CustomDump → import TextSnapshots",
            "import SnapshotTestingCustomDump → import TextSnapshots",
            "XCTAssertNoDifference → expectNoDifference",
            "XCTAssertDifference → expectDifference",
            "String(customDumping:) → String(dumping:)",
            "diff(_:_:) → String(diffing:_:)",
        ])
        #expect(result.warnings == [
            "line 13: diff(_:_:format:) has no counterpart; String(diffing:_:) uses - and +",
            "line 14: customDump(_:) prints; use print(String(dumping: value))",
        ])
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

            """, "calls are renamed only where CustomDump was imported")
        let untouched = """
            import Foundation
            let text = \"""
                import SnapshotTesting
                \"""
            /* import CustomDump */

            """
        #expect(SourceMigration.rewrite(untouched) == SourceMigration.Result(text: untouched, changes: [], warnings: []))
    }
}

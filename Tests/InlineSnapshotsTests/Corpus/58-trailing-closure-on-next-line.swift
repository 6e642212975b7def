final class NextLineTests: XCTestCase {
    func testNextLine() {
        // snapshot: "new"
        assertInlineSnapshot(of: value, as: .lines)
        {
            """
            old
            """
        }
        // snapshot: "added"
        assertInlineSnapshot(of: other, as: .lines)
        // A comment between the call and its closure.
        {
        }
    }
}

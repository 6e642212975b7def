final class CustomTests: XCTestCase {
    func testCustom() {
        // snapshot(label: is, offset: 1, column: 36): "- \"Hello\"\n"
        assertCustomInlineSnapshot { "Hello" } is: {
            """
            - "Goodbye"

            """
        }
        // snapshot(label: is, offset: 1, column: 36): "- \"Hello\"\n"
        assertCustomInlineSnapshot { "Hello" }
    }
}

@Test func custom() {
    // snapshot(label: is, offset: 1, column: 31): "- \"Hello\"\n"
    assertCustomInlineSnapshot(of: { "Hello" })
    // snapshot(label: is, offset: 1, column: 31): "- \"Hello\"\n"
    assertCustomInlineSnapshot(of: { "Hello" }) {
        """
        - "Goodbye"

        """
    }
    // snapshot(label: is, offset: 1, column: 31): "- \"Hello\"\n"
    assertCustomInlineSnapshot(of: { "Hello" }, is: { "" })
}

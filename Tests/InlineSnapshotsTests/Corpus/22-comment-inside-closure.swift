@Test func commented() {
    // snapshot: "new"
    assertInlineSnapshot(of: value, as: .lines) {
        // Written by the library.
        """
        old
        """
    }
}

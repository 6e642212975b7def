@Test func recorded() {
    // snapshot: "re-recorded"
    assertInlineSnapshot(of: value, as: .lines, record: .failed) {
        """
        stale
        """
    }
}

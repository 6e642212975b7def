@Test func platforms() {
    #if os(Linux)
    // snapshot: "linux"
    assertInlineSnapshot(of: platform, as: .lines)
    #else
    assertInlineSnapshot(of: platform, as: .lines) {
        """
        darwin
        """
    }
    #endif
}

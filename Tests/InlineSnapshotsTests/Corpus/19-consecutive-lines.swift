@Test func several() {
    // snapshot: "a"
    assertInlineSnapshot(of: "a", as: .lines)
    // snapshot: "b\nb"
    assertInlineSnapshot(of: "b\nb", as: .lines)
    // snapshot: "c"
    assertInlineSnapshot(of: "c", as: .lines) {
        """
        x
        """
    }
}

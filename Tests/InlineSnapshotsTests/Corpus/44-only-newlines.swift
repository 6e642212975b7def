@Test func blank() {
    // snapshot: "\n\n"
    assertInlineSnapshot(of: blank, as: .lines)
}

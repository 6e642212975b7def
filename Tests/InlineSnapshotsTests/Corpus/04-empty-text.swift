@Test func empty() {
    // snapshot: ""
    assertInlineSnapshot(of: "", as: .lines)
}

@Test func indentedText() {
    // snapshot: "  two\n    four\n\tTab"
    assertInlineSnapshot(of: tree, as: .lines)
}

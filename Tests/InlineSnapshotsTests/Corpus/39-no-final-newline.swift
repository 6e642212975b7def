@Test func last() {
    // snapshot: "end"
    assertInlineSnapshot(of: value, as: .lines)
}
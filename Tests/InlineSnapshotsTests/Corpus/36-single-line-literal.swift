@Test func short() {
    // snapshot: "two\nlines"
    assertInlineSnapshot(of: value, as: .lines) { "one line" }
}

@Test func messaged() {
    // snapshot: "with message"
    assertInlineSnapshot(of: value, as: .lines, message: "the (title) {view}")
}

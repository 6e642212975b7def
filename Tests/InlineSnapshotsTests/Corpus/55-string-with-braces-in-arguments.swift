@Test func braces() {
    // snapshot: "{}"
    assertInlineSnapshot(of: "{", as: .lines, message: "}) {")
}

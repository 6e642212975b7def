@Test func labelled() {
    // snapshot: "new"
    assertInlineSnapshot(of: value, as: .lines, matches: { "old" })
}

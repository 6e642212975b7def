@Test func lines() {
    // snapshot: "a\nb\n"
    assertInlineSnapshot(of: "a\nb\n", as: .lines)
}

@Test func quotes() {
    // snapshot: "let s = \"\"\"\nx\n\"\"\""
    assertInlineSnapshot(of: source, as: .lines)
}

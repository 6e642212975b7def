@Test func marker() {
    // snapshot: "\\(name) stays text"
    assertInlineSnapshot(of: template, as: .lines)
}

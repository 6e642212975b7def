import Testing

@Test func bom() {
    // snapshot: "bom"
    assertInlineSnapshot(of: value, as: .lines)
}

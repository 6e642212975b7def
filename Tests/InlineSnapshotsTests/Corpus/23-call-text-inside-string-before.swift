@Test func decoy() {
    let decoy = "assertInlineSnapshot(of: x, as: .lines) {"
    // snapshot: "real"
    assertInlineSnapshot(of: decoy, as: .lines)
}

@Test func trailing() {
    // snapshot: "x"
    assertInlineSnapshot(of: value, as: .lines) // fills in
    let after = 1
}

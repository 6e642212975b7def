@Test func sameLine() {
    // snapshot(column: 5): "first"
    assertInlineSnapshot(of: a, as: .lines); assertInlineSnapshot(of: b, as: .lines)
    // snapshot(column: 46): "second"
    assertInlineSnapshot(of: a, as: .lines); assertInlineSnapshot(of: b, as: .lines)
}

@Test func hashes() {
    // snapshot: "\"\"\"## and \\# end"
    assertInlineSnapshot(of: hashes, as: .lines)
}

@Test func mapped() {
    // snapshot: "a\nb"
    assertInlineSnapshot(of: items.map { $0.name }.joined(separator: "\n"), as: .lines)
}

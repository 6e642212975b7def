@Test func qualified() {
    // snapshot: "qualified"
    TextSnapshots.assertInlineSnapshot(of: value, as: .lines)
}

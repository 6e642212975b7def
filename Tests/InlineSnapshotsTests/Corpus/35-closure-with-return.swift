@Test func returning() {
    // snapshot: "new"
    assertInlineSnapshot(of: value, as: .lines) {
        return "old"
    }
}

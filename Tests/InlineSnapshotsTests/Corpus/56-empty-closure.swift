@Test func typedByHand() {
    // snapshot: "filled"
    assertInlineSnapshot(of: value, as: .lines) {}
    // snapshot: "also filled"
    assertInlineSnapshot(of: value, as: .lines) {
    }
}

@Test func commented() {
    // snapshot: "kept"
    assertInlineSnapshot(of: value, as: .lines) /* the expected text: */ {
        "old"
    }
}

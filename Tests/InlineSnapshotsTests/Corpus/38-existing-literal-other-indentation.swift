@Test func indented() {
    // snapshot: "fixed"
    assertInlineSnapshot(of: value, as: .lines) {
"""
flush left
"""
    }
}

@Test func raw() {
    // snapshot: "plain now"
    assertInlineSnapshot(of: value, as: .lines) {
        #"""
        back\slash
        """#
    }
}

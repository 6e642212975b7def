@Test func raw() {
    let template = #"""
        """ not the end "##
        """#
    // snapshot: "after raw"
    assertInlineSnapshot(of: template, as: .lines)
}

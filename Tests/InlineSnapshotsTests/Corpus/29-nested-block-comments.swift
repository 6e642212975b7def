@Test func comments() {
    /* outer /* inner " */ still comment { */
    // snapshot: "after comments"
    assertInlineSnapshot(of: value, as: .lines)
}

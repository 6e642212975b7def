@Test func escapes() {
    // snapshot: "\u{1B}[1mbold\u{1B}[0m\u{7}"
    assertInlineSnapshot(of: styled, as: .lines)
}

@Test func paths() {
    // snapshot: "C:\\Users\\ada\n\\(not interpolated)"
    assertInlineSnapshot(of: paths, as: .lines)
}

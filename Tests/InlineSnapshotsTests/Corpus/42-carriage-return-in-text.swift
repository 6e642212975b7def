@Test func carriageReturn() {
    // snapshot: "progress\r50%\r\n100%"
    assertInlineSnapshot(of: output, as: .lines)
}

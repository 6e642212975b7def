@Test(arguments: [1, 2, 3])
func parameterized(value: Int) {
    // snapshot: "positive"
    assertInlineSnapshot(of: sign(value), as: .lines)
}

@Test func interpolation() {
    let text = "value: \(values.map { "{\($0)}" }.joined(separator: ")"))"
    // snapshot: "ok"
    assertInlineSnapshot(of: text, as: .lines)
}

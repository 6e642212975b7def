import Testing

struct Suite {
  @Test func twoSpaces() {
    if true {
      // snapshot: "two"
      assertInlineSnapshot(of: value, as: .lines)
    }
  }
}

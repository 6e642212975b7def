@Test func spanning() {
    // snapshot: "User(\n  id: 1,\n  name: \"Ada\"\n)"
    assertInlineSnapshot(
        of: User(id: 1, name: "Ada"),
        as: .dump
    )
}

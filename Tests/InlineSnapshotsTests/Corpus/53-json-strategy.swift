@Test func json() {
    // snapshot: "{\n  \"id\" : 1,\n  \"name\" : \"Ada \\\"Countess\\\"\"\n}"
    assertInlineSnapshot(of: user, as: .json)
}

@Test func regex() {
    let pattern = /"(\w+)"/
    let extended = #/
        [{}"]+ # braces and quotes
    /#
    // snapshot: "matched"
    assertInlineSnapshot(of: match(pattern, extended), as: .lines)
}

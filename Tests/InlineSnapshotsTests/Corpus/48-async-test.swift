@Test func loads() async throws {
    let value = try await load()
    // snapshot: "loaded"
    assertInlineSnapshot(of: value, as: .lines)
}

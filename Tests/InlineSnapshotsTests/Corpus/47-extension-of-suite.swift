extension ProfileTests {
    @Test func avatar() {
        // snapshot: "(A)"
        assertInlineSnapshot(of: avatar, as: .description)
    }
}

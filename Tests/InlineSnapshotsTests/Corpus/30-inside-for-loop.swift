@Test func loop() {
    for width in [20, 40] {
        // snapshot: "same for every width"
        assertInlineSnapshot(of: render(width), as: .lines)
    }
}

@Test func helper() {
    // snapshot(label: matches, offset: 1): "result"
    check {
        setUp()
    } matches: {
        """
        old result
        """
    }
}

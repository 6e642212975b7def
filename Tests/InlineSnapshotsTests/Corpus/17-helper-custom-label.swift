@Test func query() {
    // snapshot(label: expected): "1 row"
    assertQuery("SELECT 1", expected: {
        """
        0 rows
        """
    })
}

@Test func query() {
    // snapshot(label: matches, deprecated: output): "1 row"
    assertQuery("SELECT 1", output: {
        "0 rows"
    })
}

@Test func nested() {
    withSnapshotTesting(record: .failed) {
        // snapshot: "inside"
        assertInlineSnapshot(of: value, as: .lines)
    }
}

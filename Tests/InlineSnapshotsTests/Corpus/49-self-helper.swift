final class QueryTests: XCTestCase {
    func testQuery() {
        // snapshot(label: matches): "1"
        self.assertQuery("SELECT 1")
    }
}

import TextSnapshots
import XCTest

final class UserTests: XCTestCase {
    func testUser() {
        // snapshot: "User(id: 1)"
        assertInlineSnapshot(of: User(id: 1), as: .dump)
    }
}

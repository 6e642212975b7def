final class ScreenTests: XCTestCase {
    func testScreen() {
        let screens = [1]
        screens.forEach { screen in
            if screen > 0 {
                // snapshot: "deep"
                assertInlineSnapshot(of: render(screen), as: .lines)
            }
        }
    }
}

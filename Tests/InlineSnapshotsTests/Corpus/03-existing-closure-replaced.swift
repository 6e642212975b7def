import Testing
import TextSnapshots

@Test func greeting() {
    // snapshot: "Hello, there"
    assertInlineSnapshot(of: greeting(), as: .lines) {
        """
        Hello, world
        """
    }
}

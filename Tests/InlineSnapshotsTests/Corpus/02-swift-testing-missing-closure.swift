import Testing
import TextSnapshots

@Test func greeting() {
    // snapshot: "Hello,\nworld"
    assertInlineSnapshot(of: greeting(), as: .lines)
}

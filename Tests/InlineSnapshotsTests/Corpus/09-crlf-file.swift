import Testing
import TextSnapshots

@Test func windows() {
    // snapshot: "one\ntwo"
    assertInlineSnapshot(of: "one\ntwo", as: .lines)
}

import Testing
import TextSnapshots

@Suite struct Mixed {
    @Test func first() {
        // snapshot: "1"
        assertInlineSnapshot(of: 1, as: .description)
    }

    @Test func second() {
        // snapshot: "two"
        assertInlineSnapshot(of: "two", as: .lines) {
            """
            2
            """
        }
    }

    @Test func third() {
        // snapshot: "[\n  [0]: 3\n]"
        assertInlineSnapshot(of: [3], as: .dump)
    }
}

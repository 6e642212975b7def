import Testing

struct Suite {
	@Test func tabs() {
		// snapshot: "tabbed\n\tinside"
		assertInlineSnapshot(of: value, as: .lines)
	}
}

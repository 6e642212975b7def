import Testing
@testable import TextWidgets

@Suite("Sharing space")
struct SizingTests {
    @Test func proportionalSharesAddUp() {
        #expect(Distribution.proportional(10, weights: [1, 1, 1]) == [4, 3, 3])
        #expect(Distribution.proportional(7, weights: [3, 1]) == [5, 2])
        #expect(Distribution.proportional(5, weights: [0, 0]) == [0, 0])
        #expect(Distribution.proportional(0, weights: [2, 3]) == [0, 0])
        #expect(Distribution.equal(10, count: 3) == [4, 3, 3])
        #expect(Distribution.equal(-4, count: 2) == [0, 0])
    }

    @Test func rowsShrinkTheWidestFirstDownToTheirMinimums() {
        let widths = [LayoutWidths(minimum: 3, ideal: 5), LayoutWidths(minimum: 4, ideal: 20), LayoutWidths(minimum: 2, ideal: 10)]
        #expect(RowSizing.fit(widths, into: 40) == [5, 20, 10])
        // 35 needed, 30 given: only the widest column gives way.
        #expect(RowSizing.fit(widths, into: 30) == [5, 15, 10])
        // 20 given: the two widest meet, then shrink together.
        #expect(RowSizing.fit(widths, into: 20) == [5, 7, 8])
        // Below the sum of the minimums (9), everyone gives way in proportion.
        #expect(RowSizing.fit(widths, into: 6).reduce(0, +) == 6)
    }
}

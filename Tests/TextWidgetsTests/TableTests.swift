import TestSupport
import Testing
@testable import TextWidgets

@Suite("Tables")
struct TableTests {
    /// Bands start at body rows, share the visible lines about evenly, and never number more
    /// than asked; the first band starts with the first row, wherever the body begins.
    @Test func bandsStartAtRowsAndShareTheVisibleLines() {
        func starts(_ heights: [Int], separated: Bool = false, bodyTop: Int = 0, visible: Range<Int>, count: Int) -> String {
            Table.bandStarts(heights: heights, separated: separated, bodyTop: bodyTop, visible: visible, count: count)
                .map { "\($0.row)@\($0.y)" }.joined(separator: " ")
        }
        // Twelve one-line rows in three bands of four lines.
        #expect(starts(Array(repeating: 1, count: 12), visible: 0..<12, count: 3) == "0@0 4@4 8@8")
        // A row of three lines is not cut: the next band starts after it.
        #expect(starts([1, 3, 1, 1, 1, 1], visible: 0..<8, count: 2) == "0@0 2@4")
        // Rules between rows take a line each.
        #expect(starts([1, 1, 1, 1], separated: true, visible: 0..<7, count: 2) == "0@0 2@4")
        // The body begins below the visible lines' top (a header above it): the first band
        // draws the header, the next starts at the row that reaches its share.
        #expect(starts(Array(repeating: 1, count: 6), bodyTop: 3, visible: 0..<9, count: 3) == "0@3 0@3 3@6")
        // Rows above the visible lines are skipped by the first band.
        #expect(starts(Array(repeating: 1, count: 20), bodyTop: -10, visible: 0..<10, count: 2) == "0@-10 15@5")
        // Fewer lines than bands, no rows, one band.
        #expect(starts([1, 1], visible: 0..<2, count: 5) == "0@0 1@1")
        #expect(starts([], visible: 0..<5, count: 4) == "0@0")
        #expect(starts(Array(repeating: 1, count: 12), visible: 0..<12, count: 1) == "0@0")
    }

    /// A custom border whose characters are not each one printable cell (an escape, a wide
    /// character) is drawn in ASCII, as `Canvas.drawBorder` draws it; one with a letter and a
    /// joining mark is drawn as it is.
}

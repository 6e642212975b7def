import Testing
import TextRendering
import TextSnapshots
@testable import viewdata_demo

@Suite("Rendering tour")
struct RenderingTourTests {
    @Test(arguments: [40, 80, 120])
    func tour(width: Int) {
        let canvas = RenderingTour(width: width).render()
        #expect(canvas.lines.allSatisfy { $0.displayWidth <= width })
        assertSnapshot(of: canvas, as: .text(width: width), named: "\(width)")
    }

    @Test func tourWithWideAmbiguousCharactersUsesASCIIBorders() {
        let canvas = RenderingTour(width: 60, profile: .eastAsian).render()
        #expect(!canvas.plainText.contains("─"))
        assertSnapshot(of: canvas, as: .text(width: 60), named: "wide-ambiguous")
    }

    @Test func tourStyles() {
        // The styles the tour asks for, each escape sequence written as a readable tag.
        assertSnapshot(of: RenderingTour(width: 60).render(), as: .ansi(width: 60), named: "ansi")
    }
}

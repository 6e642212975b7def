import Testing
import TextRendering
@testable import viewdata

@Suite("Rendering tour")
struct RenderingTourTests {
    @Test(arguments: [40, 80, 120])
    func tour(width: Int) {
        let canvas = RenderingTour(width: width).render()
        #expect(canvas.lines.allSatisfy { $0.displayWidth <= width })
        expectMatchesReference(canvas.plainText, named: "\(width)")
    }

    @Test func tourWithWideAmbiguousCharactersUsesASCIIBorders() {
        let canvas = RenderingTour(width: 60, profile: .eastAsian).render()
        #expect(!canvas.plainText.contains("─"))
        expectMatchesReference(canvas.plainText, named: "wide-ambiguous")
    }

    @Test func tourStyles() {
        // The styles the tour asks for, with escape sequences made readable.
        let canvas = RenderingTour(width: 60).render()
        let readable = canvas.ansiText.replacingOccurrences(of: "\u{1B}", with: "␛")
        expectMatchesReference(readable, named: "ansi")
    }
}

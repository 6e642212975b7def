import TestSupport
import Testing
@testable import TextRendering

@Suite("Canvas bands")
struct CanvasBandTests {
    /// One thing drawn on a row: text, glyphs kept in a store, or one narrow scalar.
    enum Stroke: Sendable {
        case text(String, x: Int, style: Style)
        case glyphs(Range<Int>, x: Int, style: Style)
        case narrow(Unicode.Scalar, x: Int)
    }

    /// Bands of rows drawn side by side give the canvas that drawing the same strokes row
    /// after row gives: the same graphemes (those of several scalars renumbered in band order,
    /// also where a band drew over its own), styles and wide-grapheme halves; and the
    /// graphemes already on the canvas keep theirs.
    @Test func bandsSideBySideDrawAsRowAfterRow() {
        let seed = propertyTestSeed(default: 0xBA_0D5)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["ab", "Zürich", " ", "中文", "👩‍🔬", "🇯🇵", "e\u{301}", "नमस्ते", "\u{1B}[2J", "\u{202E}", "x\ny", "🏳️‍🌈"]
        let styles: [Style] = [.plain, .bold, .dim, Style(foreground: .red)]
        for profile in [WidthProfile.standard, .eastAsian] {
            for _ in 0..<20 {
                let width = Int.random(in: 3...30, using: &generator)
                let height = Int.random(in: 1...24, using: &generator)
                var store = GlyphStore(profile: profile)
                var runs: [Range<Int>] = []
                for _ in 0..<4 {
                    let text = (0..<3).map { _ in pieces.randomElement(using: &generator)! }.joined()
                    if let line = store.appendLine(text) { runs.append(line.glyphs) }
                }
                func randomText() -> String {
                    (0..<Int.random(in: 1...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                }
                let strokes: [[Stroke]] = (0..<height).map { _ in
                    (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                        let x = Int.random(in: -3...width, using: &generator)
                        let style = styles.randomElement(using: &generator)!
                        switch Int.random(in: 0..<3, using: &generator) {
                        case 0 where !runs.isEmpty: return .glyphs(runs.randomElement(using: &generator)!, x: x, style: style)
                        case 1: return .narrow("│", x: x)
                        default: return .text(randomText(), x: x, style: style)
                        }
                    }
                }
                // Rows cut into bands at random; some rows may be in none.
                var bands: [Range<Int>] = []
                var row = 0
                while row < height {
                    let start = row + Int.random(in: 0...1, using: &generator)
                    let end = min(height, start + Int.random(in: 1...6, using: &generator))
                    if start < end { bands.append(start..<end) }
                    row = end
                }
                // Both canvases start with graphemes of their own.
                var before = Canvas(width: width, height: height, profile: profile)
                for y in 0..<height where y % 2 == 0 { before.draw("👩‍🔬e\u{301}x", at: Point(x: y % 3, y: y)) }
                let clip = Rect(x: 1, y: 0, width: max(0, width - 2), height: height)
                var expected = before
                for rows in bands {
                    for y in rows {
                        for stroke in strokes[y] {
                            switch stroke {
                            case .text(let text, let x, let style): expected.draw(text, at: Point(x: x, y: y), style: style, clip: clip)
                            case .glyphs(let range, let x, let style): expected.draw(range, of: store, at: Point(x: x, y: y), style: style, clip: clip)
                            case .narrow(let scalar, let x): expected.putNarrow(scalar, at: Point(x: x, y: y), clip: clip)
                            }
                        }
                    }
                }
                var banded = before
                banded.drawBands(bands) { [store, bands] index, band in
                    for y in bands[index] {
                        for stroke in strokes[y] {
                            switch stroke {
                            case .text(let text, let x, let style): band.draw(text, at: Point(x: x, y: y), style: style, clip: clip)
                            case .glyphs(let range, let x, let style): band.draw(range, of: store, at: Point(x: x, y: y), style: style, clip: clip)
                            case .narrow(let scalar, let x): band.putNarrow(scalar, at: Point(x: x, y: y), clip: clip)
                            }
                        }
                    }
                }
                #expect(banded == expected, "seed \(seed), \(profile), \(width)×\(height), bands \(bands)")
                #expect(banded.ansiText == expected.ansiText, "seed \(seed), \(profile), \(width)×\(height), bands \(bands)")
            }
        }
    }

    /// A canvas big enough to be blanked in parts side by side is blank in every cell, the
    /// parts' ends included, for sizes that do not divide evenly.
    @Test func aBigCanvasIsBlankInEveryCell() {
        for (width, height) in [(1_000, 600), (997, 1_051), (1, 1 << 20)] {
            let canvas = Canvas(width: width, height: height)
            #expect(canvas.cells.count == width * height)
            #expect(canvas.cells.allSatisfy { $0 == .blank() }, "\(width)×\(height)")
        }
    }

    /// A band draws only in its own rows: what it is asked to draw outside them is clipped.
    @Test func aBandDrawsOnlyInItsRows() {
        var canvas = Canvas(width: 6, height: 4)
        canvas.drawBands([1..<2, 2..<3]) { index, band in
            for y in 0..<4 { band.draw("\(index)中e\u{301}", at: Point(x: 0, y: y)) }
        }
        #expect(canvas.plainText == "\n0中é\n1中é\n")
    }

    /// Bands drawn side by side number their links apart; the canvas takes them in band order,
    /// one number per address: the same text as drawing row after row.
    @Test func linksDrawnInBandsAreTheCanvasesOwn() throws {
        let links = try (0..<6).map { try Hyperlink("https://example.com/\($0)") }
        var banded = Canvas(width: 4, height: 8)
        banded.draw("top", at: .zero, style: Style.plain.link(links[5]))
        banded.drawBands([1..<3, 3..<6, 6..<8]) { index, band in
            for row in band.rows {
                band.draw("r\(row)", at: Point(x: 0, y: row), style: Style.underline.link(links[row % 3]))
                band.draw("s", at: Point(x: 3, y: row), style: Style.plain.link(links[3 + row % 2]))
            }
        }
        var serial = Canvas(width: 4, height: 8)
        serial.draw("top", at: .zero, style: Style.plain.link(links[5]))
        for row in 1..<8 {
            serial.draw("r\(row)", at: Point(x: 0, y: row), style: Style.underline.link(links[row % 3]))
            serial.draw("s", at: Point(x: 3, y: row), style: Style.plain.link(links[3 + row % 2]))
        }
        #expect(banded.ansiText == serial.ansiText)
        #expect(banded == serial)
        #expect(banded.links.urls.count == 6)
    }
}

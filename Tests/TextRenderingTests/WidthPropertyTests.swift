import TestSupport
import Testing
@testable import TextRendering

@Suite("Display width properties")
struct WidthPropertyTests {
    /// Scalars chosen to stress grapheme segmentation: Hangul jamo, regional indicators,
    /// prepend characters, spacing marks, viramas and consonants (conjuncts), ZWJ, emoji and
    /// modifiers, variation selectors, CR and LF, controls, tags, unassigned code points.
    static let trickyScalars: [UInt32] = [
        0x1100, 0x1161, 0x11A8, 0xAC00, 0xAC01, 0xD7B0, 0x1F1E6, 0x1F1EF, 0x1F1F5, 0x0600, 0x0605,
        0x0903, 0x093E, 0x094D, 0x0915, 0x0937, 0x0924, 0x200D, 0x200C, 0x1F469, 0x1F52C, 0x1F3FD,
        0x261D, 0x2764, 0xFE0F, 0xFE0E, 0x20E3, 0x0023, 0x0031, 0x000D, 0x000A, 0x001B, 0x0085,
        0xE0067, 0xE007F, 0x1F3F4, 0x0301, 0x0308, 0x0061, 0x0020, 0x4E2D, 0x3099, 0x3164, 0x00AD,
        0x0E33, 0x0EB3, 0x1F3FB, 0x1FAF8, 0x2FFFF, 0xE0000, 0x10FFFF, 0x05D0, 0x0627,
    ]

    static func randomText(using generator: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...24, using: &generator) {
            let value: UInt32
            if Int.random(in: 0..<5, using: &generator) == 0 {
                value = UInt32.random(in: 0...0x10FFFF, using: &generator)
            } else {
                value = trickyScalars.randomElement(using: &generator)!
            }
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// The fast scanner (ASCII words, grapheme hints) must agree with the standard library's
    /// segmentation: a text's width is the sum of its `Character`s' widths.
    @Test func widthIsTheSumOfCharacterWidths() {
        let seed = propertyTestSeed(default: 4_242)
        var generator = SeededGenerator(seed: seed)
        for round in 0..<20_000 {
            let text = Self.randomText(using: &generator)
            let expected = text.reduce(0) { $0 + $1.displayWidth }
            let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
            #expect(text.displayWidth == expected, "seed \(seed) round \(round): \(scalars)")
            let wide = text.reduce(0) { $0 + $1.displayWidth(in: .eastAsian) }
            #expect(text.displayWidth(in: .eastAsian) == wide, "seed \(seed) round \(round): \(scalars)")
        }
    }

    /// Drawing puts exactly the text's `Character`s (those of non-zero width) into cells.
    @Test func canvasCellsAreTheTextsCharacters() {
        let seed = propertyTestSeed(default: 99)
        var generator = SeededGenerator(seed: seed)
        for round in 0..<3_000 {
            let raw = Self.randomText(using: &generator)
            let text = TerminalSafety.sanitize(raw[...], keepingLineBreaks: false) ?? raw
            var canvas = Canvas(width: 200, height: 1)
            let end = canvas.draw(text, at: .zero)
            // An array: joining the kept characters into a string could merge them into others.
            let visible = Array(text).filter { $0.displayWidth > 0 }
            var drawn: [Character] = []
            var x = 0
            while x < end {
                drawn.append(canvas[x, 0].character)
                x += max(1, Int(canvas[x, 0].width))
            }
            #expect(end == text.displayWidth, "seed \(seed) round \(round)")
            #expect(drawn == visible, "seed \(seed) round \(round): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

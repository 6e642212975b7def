import TestSupport
import Testing
@testable import TextRendering

@Suite("Glyph store")
struct GlyphStoreTests {
    @Test func keepsALineWithItsWrappingWidths() throws {
        var store = GlyphStore(profile: .standard)
        let appended = store.appendLine("中文 text")
        let line = try #require(appended)
        #expect(line == GlyphStore.Line(glyphs: 0..<7, minimum: 4, maximum: 9))
        var canvas = Canvas(width: 10, height: 1)
        canvas.draw(line.glyphs, of: store, at: Point(x: 1, y: 0))
        #expect(canvas.plainText == " 中文 text")
    }

    /// A line is kept only when `Canvas.draw` would draw it as it is; anything else keeps
    /// nothing, so that the caller sanitises it.
    @Test func refusesTextThatDrawingWouldChange() {
        var store = GlyphStore(profile: .standard)
        for text in ["\u{1B}[2J", "a\nb", "a\rb", "tab\there", "\u{202E}evil", "\u{9B}31m", "line\u{2028}sep", "del\u{7F}"] {
            #expect(store.appendLine(text) == nil, "\(text.debugDescription)")
        }
        #expect(store.count == 0)
        #expect(store.appendLine("") == GlyphStore.Line(glyphs: 0..<0, minimum: 0, maximum: 0))
    }

    /// The widest word is looked for only when the text has more bytes than the floor; the
    /// widest line is always measured.
    @Test func looksForTheWidestWordOnlyAboveTheFloor() {
        var store = GlyphStore(profile: .standard)
        #expect(store.appendLine("brown fox  ", widestWordAbove: 11) == GlyphStore.Line(glyphs: 0..<11, minimum: nil, maximum: 9))
        #expect(store.appendLine("brown fox  ", widestWordAbove: 10) == GlyphStore.Line(glyphs: 11..<22, minimum: 5, maximum: 9))
        #expect(store.appendLine("日本", widestWordAbove: .max) == GlyphStore.Line(glyphs: 22..<24, minimum: nil, maximum: 4))
    }

    /// For random text: kept exactly when it is safe as a line; then measured as
    /// `wrappingWidths` measures it and drawn cell for cell as `Canvas.draw` draws it, at any
    /// origin and clip, over wide graphemes, in both width profiles.
    @Test func drawsAndMeasuresAsTheTextWould() {
        let seed = propertyTestSeed(default: 0x6C79_7068)
        var generator = SeededGenerator(seed: seed)
        let pieces = [
            "a", "word", "Zürich", " ", "  ", "-", "(x)", "1,234.5", "中", "文字", "。", "「", "한국어", "텍스트",
            "👩‍🔬", "👍🏽", "🇯🇵", "❤️", "1️⃣", "e\u{301}", "a\u{308}\u{301}", "नमस्ते", "مرحبا", "\u{200B}", "\u{200D}",
            "…", "—", "\u{3000}", "?!", "\u{1B}", "\n", "\u{202E}",
        ]
        for round in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let profile: WidthProfile = Bool.random(using: &generator) ? .standard : .eastAsian
            let context = "seed \(seed) round \(round) \(profile) text \(text.debugDescription)"
            var store = GlyphStore(profile: profile)
            _ = store.appendLine("前置き ")  // lines after the first start inside the store
            guard let line = store.appendLine(text) else {
                #expect(text.terminalSafeLine != text, "refused a safe line: \(context)")
                continue
            }
            #expect(text.terminalSafeLine == text, "kept an unsafe line: \(context)")
            let widths = text.wrappingWidths(in: profile)
            #expect(line.minimum == widths.minimum && line.maximum == widths.maximum, "\(line) ≠ \(widths): \(context)")

            let (background, origin, clip) = Self.randomPlacement(in: profile, using: &generator)
            var fromText = background
            fromText.draw(text, at: origin, style: .bold, clip: clip)
            var fromGlyphs = background
            fromGlyphs.draw(line.glyphs, of: store, at: origin, style: .bold, clip: clip)
            #expect(fromGlyphs == fromText, "origin \(origin) clip \(clip): \(context)\n\(fromGlyphs.plainText)\n≠\n\(fromText.plainText)")
        }
    }

    /// For random styled text, cut into random runs (some of them links): a line whose glyphs
    /// are whole (no grapheme of no width was left out, as the line says) draws from its glyphs
    /// with the text's runs exactly as the styled text draws, at any origin and clip.
    @Test func drawsStyledTextFromWholeGlyphs() throws {
        let seed = propertyTestSeed(default: 0x5354_594C)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "word", " ", "Zürich", "中", "文字", "👩‍🔬", "🇯🇵", "e\u{301}", "नमस्ते", "\u{200B}", "…"]
        let link = try Hyperlink("https://example.com/a")
        let styles: [Style?] = [nil, .italic, Style.plain.foreground(.red), Style.underline.link(link)]
        var wholeLines = 0
        for round in 0..<1_000 {
            var text = StyledText("")
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                text.append(pieces.randomElement(using: &generator)!, style: styles.randomElement(using: &generator)!)
            }
            // A run now and then from one scalar to another, inside graphemes too (a combining
            // accent alone, the second half of a flag): a grapheme takes its first byte's style.
            let scalars = Array(text.text.unicodeScalars.indices) + [text.text.endIndex]
            if scalars.count > 1, Bool.random(using: &generator) {
                let bounds = [scalars.randomElement(using: &generator)!, scalars.randomElement(using: &generator)!].sorted()
                text.addStyle(Style.plain.foreground(.green), to: bounds[0]..<bounds[1])
            }
            let profile: WidthProfile = Bool.random(using: &generator) ? .standard : .eastAsian
            let context = "seed \(seed) round \(round) \(profile) text \(text.text.debugDescription) spans \(text.spans.map { ($0.start, $0.end) })"
            var store = GlyphStore(profile: profile)
            _ = store.appendLine("前置き ")
            let appended = store.appendLine(text.text)
            let line = try #require(appended, Comment(rawValue: context))
            let hasNoWidthGrapheme = text.text.contains { String($0).displayWidth(in: profile) == 0 }
            #expect(line.isWhole == !hasNoWidthGrapheme, Comment(rawValue: context))
            guard line.isWhole else { continue }
            wholeLines += 1

            let (background, origin, clip) = Self.randomPlacement(in: profile, using: &generator)
            var fromText = background
            fromText.draw(text, at: origin, style: .bold, clip: clip)
            var fromGlyphs = background
            fromGlyphs.withBand { band in
                let base = band.cellStyle(.bold)
                withUnsafePointer(to: store) { band.draw(line.glyphs, of: $0, at: origin, base: base, spans: text.spans, clip: clip) }
            }
            #expect(fromGlyphs == fromText, "origin \(origin) clip \(clip): \(context)\n\(fromGlyphs.ansiText)\n≠\n\(fromText.ansiText)")
        }
        #expect(wholeLines > 500)
    }

    /// A random place to draw a line: a canvas with wide graphemes already on it (so that
    /// drawing cuts some in half), an origin in or around it, and a clip that may be empty.
    static func randomPlacement(in profile: WidthProfile, using generator: inout SeededGenerator) -> (Canvas, Point, Rect) {
        var background = Canvas(width: 16, height: 2, profile: profile)
        background.draw("中文字日本語한국어텍스", at: Point(x: Int.random(in: -1...0, using: &generator), y: 0))
        let origin = Point(x: Int.random(in: -6...17, using: &generator), y: Int.random(in: -1...2, using: &generator))
        let clip = Rect(
            x: Int.random(in: -2...10, using: &generator), y: Int.random(in: -1...1, using: &generator),
            width: Int.random(in: 0...18, using: &generator), height: Int.random(in: 0...3, using: &generator))
        return (background, origin, clip)
    }

    /// A thousand random lines (wide, joined, of no width, with spaces and punctuation), widths
    /// and profiles for the wrapping properties, each with a context that names the seed.
    func wrappingCases(seed: UInt64) -> [(text: String, width: Int, profile: WidthProfile, context: String)] {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "word", "Zürich", " ", "  ", "-", "中", "文字", "。", "「", "한국어", "👩‍🔬", "🇯🇵", "e\u{301}", "नमस्ते", "\u{200B}", "…"]
        return (0..<1_000).map { round in
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let width = Int.random(in: 0...12, using: &generator)
            let profile: WidthProfile = Bool.random(using: &generator) ? .standard : .eastAsian
            return (text, width, profile, "seed \(seed) round \(round) \(profile) width \(width) text \(text.debugDescription)")
        }
    }

    /// For random safe text and widths: the lines kept are the lines `wrapped(toWidth:in:)`
    /// gives, each as wide as its text, and each draws as its text draws.
    @Test func keepsWrappedLinesAsWrappingGivesThem() {
        let seed = propertyTestSeed(default: 0x7772_6170)
        for (text, width, profile, context) in wrappingCases(seed: seed) {
            var store = GlyphStore(profile: profile)
            _ = store.appendLine("前置き ")
            guard let lines = store.appendWrapped(text, toWidth: width) else {
                Issue.record("refused a safe line: \(context)")
                continue
            }
            let wrapped = text.wrapped(toWidth: width, in: profile)
            #expect(lines.map(\.width) == wrapped.map { $0.displayWidth(in: profile) }, "\(context)")
            for (line, expected) in zip(lines, wrapped) {
                var fromText = Canvas(width: 14, height: 1, profile: profile)
                fromText.draw(expected, at: Point(x: 1, y: 0))
                var fromGlyphs = Canvas(width: 14, height: 1, profile: profile)
                fromGlyphs.draw(line.glyphs, of: store, at: Point(x: 1, y: 0))
                #expect(fromGlyphs == fromText, "\(expected.debugDescription): \(context)")
            }
        }
        var store = GlyphStore(profile: .standard)
        #expect(store.appendWrapped("a\u{1B}[2J b", toWidth: 4) == nil)
        #expect(store.count == 0)
    }

    /// Wrapped lines found among the glyphs a line kept are the lines `appendWrapped` keeps:
    /// as many, as wide, and drawn the same. None are found (`nil`) exactly for text with a
    /// grapheme of no width, which the line did not keep.
    @Test func findsWrappedLinesAmongALinesGlyphs() throws {
        let seed = propertyTestSeed(default: 0x6C69_6E65)
        for (text, width, profile, context) in wrappingCases(seed: seed) {
            var store = GlyphStore(profile: profile)
            _ = store.appendLine("前置き ")
            let kept = store.appendLine(text, widestWordAbove: .max)
            let line = try #require(kept, "\(context)")
            var other = GlyphStore(profile: profile)
            let wrapped = other.appendWrapped(text, toWidth: width)
            let appended = try #require(wrapped, "\(context)")
            let found = store.wrappedLines(of: line.glyphs, text: text, toWidth: width)
            guard !text.contains(where: { $0.displayWidth(in: profile) == 0 }) else {
                #expect(found == nil || width == 0, "\(context)")
                continue
            }
            guard let found else {
                Issue.record("found no lines: \(context)")
                continue
            }
            #expect(found.map(\.width) == appended.map(\.width), "\(context)")
            for (line, expected) in zip(found, appended) {
                var fromFound = Canvas(width: 14, height: 1, profile: profile)
                fromFound.draw(line.glyphs, of: store, at: Point(x: 1, y: 0))
                var fromAppended = Canvas(width: 14, height: 1, profile: profile)
                fromAppended.draw(expected.glyphs, of: other, at: Point(x: 1, y: 0))
                #expect(fromFound == fromAppended, "\(context)")
            }
        }
    }
}

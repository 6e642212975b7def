import TestSupport
import Testing
@testable import TextRendering

@Suite("Wrapping")
struct WrappingTests {
    @Test func wrapsAtSpacesAndDropsThem() {
        #expect("The quick brown fox".wrapped(toWidth: 10) == ["The quick", "brown fox"])
        #expect("The quick brown fox".wrapped(toWidth: 9) == ["The quick", "brown fox"])
        #expect("The quick brown fox".wrapped(toWidth: 8) == ["The", "quick", "brown", "fox"])
        #expect("a    b".wrapped(toWidth: 3) == ["a", "b"])
    }

    @Test func cjkWrapsBetweenIdeographsAndKeepsClosingPunctuation() {
        #expect("日本語のテキスト".wrapped(toWidth: 6) == ["日本語", "のテキ", "スト"])
        // 。 may not start a line: 文 moves down with it.
        #expect("中文字。".wrapped(toWidth: 6) == ["中文", "字。"])
        #expect("「引用」です".wrapped(toWidth: 4) == ["「引", "用」", "です"])
    }

    @Test func mandatoryBreaks() {
        #expect("one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\u{2029}seven".wrapped(toWidth: 20)
            == ["one", "two", "three", "four", "five", "six", "seven"])
        #expect("a\n\nb".wrapped(toWidth: 5) == ["a", "", "b"])
        #expect("a\n".wrapped(toWidth: 5) == ["a"])
        #expect("a\n\n".wrapped(toWidth: 5) == ["a", ""])
        #expect("\n".wrapped(toWidth: 5) == [""])
        #expect("trailing   \nspaces".wrapped(toWidth: 20) == ["trailing", "spaces"])
    }

    @Test func indentationIsKept() {
        #expect("  indented text".wrapped(toWidth: 20) == ["  indented text"])
        #expect("para\n  next one".wrapped(toWidth: 8) == ["para", "  next", "one"])
    }

    @Test func longWordsSplitAtGraphemeBoundaries() {
        #expect("abcdefghij".wrapped(toWidth: 4) == ["abcd", "efgh", "ij"])
        #expect("see https://example.com/a/long/path".wrapped(toWidth: 12)
            == ["see https://", "example.com/", "a/long/path"])
        #expect("e\u{301}e\u{301}e\u{301}".wrapped(toWidth: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect("👩‍🔬👩‍🔬👩‍🔬".wrapped(toWidth: 3) == ["👩‍🔬", "👩‍🔬", "👩‍🔬"])
    }

    @Test func splitsBackOffOverRunsOfClosingPunctuation() {
        #expect("Really?!!".wrapped(toWidth: 7) == ["Reall", "y?!!"])
        #expect("so wait...".wrapped(toWidth: 6) == ["so", "wai", "t..."])
        #expect("abc.))".wrapped(toWidth: 4) == ["ab", "c.))"])
        // Only closers: nothing to back off to, so the split is forced.
        #expect("?!?!?!".wrapped(toWidth: 4) == ["?!?!", "?!"])
        // A closer wider than the room left moves with its grapheme.
        #expect("一二三）".wrapped(toWidth: 6) == ["一二", "三）"])
    }

    @Test func ideographicSpacesAndTabsAreBreakWhitespace() {
        #expect("x\u{3000}y\u{3000}z".wrapped(toWidth: 3) == ["x", "y", "z"])
        #expect("日本\u{3000}語".wrapped(toWidth: 8) == ["日本\u{3000}語"])
        #expect("日本\u{3000}語".wrapped(toWidth: 7) == ["日本", "語"])
        #expect("a\tb".wrapped(toWidth: 1) == ["a", "b"])
    }

    @Test func textFromDataWrapsAsItIsDrawn() {
        let text = "a\tb\tc\td e\u{1B}[2J"
        let lines = text.terminalSafe.wrapped(toWidth: 4)
        #expect(lines == ["a␉b␉", "c␉d", "e␛[2", "J"])
        for line in lines {
            var canvas = Canvas(width: 4, height: 1)
            canvas.draw(line, at: Point(x: 0, y: 0))
            #expect(canvas.plainText == line)
        }
    }

    @Test func aGraphemeWiderThanTheWidthGetsItsOwnLine() {
        #expect("中文".wrapped(toWidth: 1) == ["中", "文"])
        #expect("a中b".wrapped(toWidth: 1) == ["a", "中", "b"])
    }

    @Test func emptyAndZeroWidth() {
        #expect("".wrapped(toWidth: 10) == [])
        #expect("text".wrapped(toWidth: 0) == [])
    }

    @Test func substringsWrapOnlyTheirRange() {
        let text = "xx hello world yy"
        let middle = text.dropFirst(3).dropLast(3)
        #expect(middle.wrapped(toWidth: 5) == ["hello", "world"])
    }

    @Test func adversarialInputs() {
        let marks = "a" + String(repeating: "\u{301}", count: 10_000)
        #expect(marks.wrapped(toWidth: 5) == [marks])
        let word = String(repeating: "x", count: 1_000_000)
        let lines = word.wrapped(toWidth: 80)
        #expect(lines.count == 12_500)
        #expect(lines.allSatisfy { $0.count == 80 })
        let spaces = String(repeating: " ", count: 100_000) + "x"
        #expect(spaces.wrapped(toWidth: 10).joined().count == 100_001)
        #expect(String(repeating: "\u{200D}", count: 5_000).wrapped(toWidth: 3).count == 1)
        // Long runs that the grapheme hints cannot split must stay linear.
        let flags = String(repeating: "🇯🇵", count: 50_000)
        #expect(flags.wrapped(toWidth: 80).count == 1_250)
        #expect(flags.displayWidth == 100_000)
        // A long word of multi-scalar graphemes is scanned once, not once per line.
        let accented = String(repeating: "a\u{301}", count: 500_000)
        let accentedLines = accented.wrapped(toWidth: 80)
        #expect(accentedLines.count == 6_250)
        #expect(accentedLines.allSatisfy { $0.count == 80 })
        let hangul = String(repeating: "한국어텍스트 ", count: 30_000)
        #expect(hangul.wrapped(toWidth: 80).allSatisfy { $0.displayWidth <= 80 })
    }

    /// Lines no wider than the width (unless one grapheme is), no grapheme split, and the
    /// lines with their consumed whitespace give back the text.
    @Test func propertiesHoldForRandomText() {
        let seed = propertyTestSeed(default: 20_261_122)
        var generator = SeededGenerator(seed: seed)
        let pieces = [
            "a", "word", "Zürich", " ", " ", "  ", "\n", "\r\n", "\t", "-", "(x)", "1,234.5", "$5",
            "中", "文字", "。", "「", "」", "日本語", "한국어", "👩‍🔬", "👍🏽", "🇯🇵", "❤️", "e\u{301}",
            "a\u{308}\u{301}", "مرحبا", "שלום", "\u{202E}", "\u{1B}", "\u{7F}", "\u{200B}", "\u{200D}",
            "\u{85}", "\u{2028}", "…", "—", "/", "!", "?", "\u{3000}", "?!", "...",
        ]
        for round in 0..<3_000 {
            let text = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let width = Int.random(in: 1...120, using: &generator)
            let context = "seed \(seed) round \(round) width \(width) text \(text.debugDescription)"
            let substring = text[...]
            let lines = substring.wrappedLines(toWidth: width)
            var rebuilt = ""
            var expectedStart = text.startIndex
            for line in lines {
                #expect(line.content.lowerBound == expectedStart, "\(context)")
                let content = text[line.content]
                let cells = content.displayWidth
                #expect(cells <= width || content.count == 1, "line \(content.debugDescription) is \(cells) wide: \(context)")
                #expect(line.content.lowerBound.samePosition(in: text) != nil
                    && line.content.upperBound.samePosition(in: text) != nil, "grapheme split: \(context)")
                let consumed = text[line.content.upperBound..<line.consumedEnd]
                #expect(consumed.unicodeScalars.allSatisfy {
                    [0x09, 0x20, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x3000, 0x2028, 0x2029].contains($0.value)
                }, "consumed \(consumed.debugDescription): \(context)")
                rebuilt += content + consumed
                expectedStart = line.consumedEnd
            }
            #expect(rebuilt == text, "\(context)")
            #expect(text.wrapped(toWidth: width) == lines.map { String(text[$0.content]) })
        }
    }
}

@Suite("Wrapping widths")
struct WrappingWidthsTests {
    @Test func widestWordAndWidestLine() {
        #expect("The quick brown fox".wrappingWidths() == (5, 19))
        #expect("日本語".wrappingWidths() == (2, 6))
        #expect("a\nlonger line\nb".wrappingWidths() == (6, 11))
        #expect("trailing   ".wrappingWidths() == (8, 8))
        #expect("    indented".wrappingWidths() == (12, 12))
        #expect("".wrappingWidths() == (0, 0))
        #expect("👩‍🔬 e\u{301}".wrappingWidths() == (2, 4))
        #expect("…".wrappingWidths(in: .eastAsian) == (2, 2))
    }

    /// The minimum is the narrowest width that splits no word; the maximum the narrowest that
    /// adds no line break.
    @Test func widthsMatchWrapping() {
        let seed = propertyTestSeed(default: 404)
        var generator = SeededGenerator(seed: seed)
        let pieces = [
            "a", "word", " ", "  ", "\n", "中文", "。", "👩‍🔬", "e\u{301}", "(x)", "1,234", "-", "/", "한국어", "🇯🇵🇺🇸",
            "👍🏽", "\u{3000}", "नमस्ते",
        ]
        for round in 0..<1_000 {
            let text = (0..<Int.random(in: 1...15, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let (minimum, maximum) = text.wrappingWidths()
            let context = "seed \(seed) round \(round): \(text.debugDescription)"
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(text.wrapped(toWidth: max(maximum, 1)).count == text.wrapped(toWidth: 10_000).count, "\(context)")
            #expect(maximum == paragraphs.map { $0.wrapped(toWidth: 10_000).first?.displayWidth ?? 0 }.max() ?? 0
                || minimum > maximum, "\(context)")
            // At the minimum no line ends inside a word.
            let opportunities = Set(text.lineBreakOpportunities)
            func forcesASplit(_ width: Int) -> Bool {
                text[...].wrappedLines(toWidth: width).contains { line in
                    let rest = text[line.content.upperBound..<line.consumedEnd]
                    return line.consumedEnd < text.endIndex && rest.isEmpty && !opportunities.contains(line.consumedEnd)
                }
            }
            if minimum > 0 { #expect(!forcesASplit(minimum), "\(context)") }
        }
    }
}

import Testing
@testable import TextRendering

@Suite("Display width")
struct DisplayWidthTests {
    @Test("Front-door examples", arguments: [
        ("👩‍🔬", 2), ("中", 2), ("e\u{301}", 1), ("Hello", 5), ("", 0), ("中文 ok", 7),
    ])
    func frontDoor(text: String, width: Int) {
        #expect(text.displayWidth == width)
    }

    @Test("Emoji presentation", arguments: [
        ("😀", 2),                                  // Emoji_Presentation
        ("❤️", 2), ("©️", 2),                        // text default + VS16
        ("❤", 1), ("©", 1),                          // text default alone
        ("⌚︎", 1), ("❤︎", 1),                        // VS15: text presentation
        ("#️⃣", 2), ("1⃣", 2),                        // keycaps, with and without VS16
        ("🇯🇵", 2), ("🇯", 1),                         // flag pair, lone regional indicator
        ("👍🏽", 2), ("☝🏽", 2),                        // modifier sequences (wide and text-default bases)
        ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2),                               // tag sequence
        ("👨‍👩‍👧‍👦", 2), ("❤\u{200D}🔥", 2), ("🏳️‍🌈", 2), // ZWJ sequences
    ])
    func emoji(text: String, width: Int) {
        #expect(text.count == 1, "\(text.unicodeScalars.map { String($0.value, radix: 16) }) is one grapheme")
        #expect(text.displayWidth == width)
    }

    @Test("Zero-width clusters", arguments: [
        "\u{200B}", "\u{200D}", "\u{200C}", "\u{AD}", "\u{2060}", "\u{FEFF}", "\u{301}",
        "\u{1B}", "\u{7F}", "\u{85}", "\u{202E}", "\u{2067}", "\n", "\r\n", "\u{1160}",
    ])
    func zeroWidth(text: String) {
        #expect(text.displayWidth == 0)
    }

    @Test func hangulJamoMeasureAsTheirSyllable() {
        let jamo = "\u{1100}\u{1161}\u{11A8}"  // ᄀ ᅡ ᆨ
        #expect(jamo.count == 1)
        #expect(jamo.displayWidth == "각".displayWidth)
        #expect(jamo.displayWidth == 2)
        #expect("가\u{11A8}".displayWidth == 2)  // LV syllable + final consonant
    }

    @Test func ambiguousCharactersFollowTheProfile() {
        let wide = WidthProfile(ambiguous: .wide)
        for text in ["…", "±", "─", "α", "①", "\u{E000}"] {
            #expect(text.displayWidth == 1, "\(text) narrow")
            #expect(text.displayWidth(in: wide) == 2, "\(text) wide")
            #expect(Character(text).displayWidth(in: wide) == 2)
        }
        // Combining marks are ambiguous in UAX #11 but attach to their base.
        #expect("e\u{301}".displayWidth(in: wide) == 1)
        #expect("中".displayWidth(in: wide) == 2)
        #expect("a".displayWidth(in: wide) == 1)
    }

    @Test func wideCodePointsWinOverZeroWidthCategories() {
        #expect("\u{3099}".displayWidth == 2)   // combining voiced sound mark, East Asian Wide
        #expect("か\u{3099}".displayWidth == 2)  // attached: measures as its base
        #expect("\u{3164}".displayWidth == 2)   // HANGUL FILLER: default-ignorable yet wide
    }

    @Test func clustersWithoutAVisibleBaseUseTheirFirstVisibleScalar() {
        #expect("\u{600}1".count == 1)            // prepended concatenation mark
        #expect("\u{600}1".displayWidth == 1)
    }

    @Test func asciiControlsAreZeroAndPrintableAreOne() {
        var bytes = ""
        for value in 0..<0x80 { bytes.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
        #expect(bytes.displayWidth == 0x7F - 0x20)
        // Across the eight-byte fast path and its tail.
        #expect(String(repeating: "ab\tc\u{7F}", count: 11).displayWidth == 33)
    }

    @Test func mixedTextSumsItsClusters() {
        let text = "a中e\u{301}👩‍🔬🇯🇵x\u{200B}y"
        let sum = text.reduce(0) { $0 + $1.displayWidth }
        #expect(text.displayWidth == sum)
        #expect(text.displayWidth == 1 + 2 + 1 + 2 + 2 + 1 + 0 + 1)
        #expect(text.dropFirst(2).displayWidth == sum - 3)
    }

    @Test func substringsMeasureOnlyTheirRange() {
        let text = "ab中文cd"
        let middle = text.dropFirst(2).dropLast(2)
        #expect(middle == "中文")
        #expect(middle.displayWidth == 4)
    }

    @Test func emojiNewerThanTheTablesUseTheStandardLibrary() throws {
        // U+1FAE8 SHAKING FACE (Unicode 15.0) is in the tables; U+1FA89 HARP (Unicode 16.0) is not.
        #expect("\u{1FAE8}".displayWidth == 2)
        let harp = try #require(Unicode.Scalar(0x1FA89))
        if harp.properties.isEmojiPresentation {
            #expect(String(harp).displayWidth == 2)
        }
    }

    @Test func adversarialInputIsLinear() {
        let marks = "a" + String(repeating: "\u{301}", count: 10_000)
        #expect(marks.count == 1)
        #expect(marks.displayWidth == 1)
        let zwj = String(repeating: "\u{200D}", count: 10_000)
        #expect(zwj.displayWidth == 0)
        let word = String(repeating: "x", count: 1_000_000)
        #expect(word.displayWidth == 1_000_000)
        let cjkWord = String(repeating: "字", count: 300_000)
        #expect(cjkWord.displayWidth == 600_000)
        #expect("\u{FFFD}".displayWidth == 1)  // what a lone surrogate decodes to
    }

    @Test func characterAndStringAgree() {
        for text in ["a", "中", "e\u{301}", "👩‍🔬", "\u{200B}", "…", "🇯", "\r\n"] {
            #expect(Character(text).displayWidth == text.displayWidth, "\(text.debugDescription)")
        }
    }
}

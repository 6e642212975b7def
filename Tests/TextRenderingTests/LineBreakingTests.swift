import TestSupport
import Testing
@testable import TextRendering

@Suite("Line breaking")
struct LineBreakingTests {
    // MARK: - Where lines may break

    @Test("A space is a break opportunity before the next word, and the end always is one")
    func words() {
        let text = "Hello world"
        #expect(text.lineBreakOpportunities == [text.index(text.startIndex, offsetBy: 6), text.endIndex])
        #expect(pieces(text) == ["Hello ", "world"])
        #expect(pieces("Hello") == ["Hello"])
        #expect(pieces("   ") == ["   "])
    }

    @Test("Empty text has no opportunities")
    func empty() {
        #expect("".lineBreakOpportunities == [])
        #expect(""[...].lineBreakOpportunities == [])
        #expect(lineBreakOpportunities(in: "") == [])
        #expect(scalarLineBreakOpportunities(in: "") == [])
    }

    @Test("CJK breaks between ideographs but never before closing punctuation")
    func ideographs() {
        #expect(pieces("中文字") == ["中", "文", "字"])
        #expect(pieces("中文。") == ["中", "文。"])
        #expect(pieces("「日本」です") == ["「日", "本」", "で", "す"])
    }

    @Test("Hangul breaks between syllables and keeps a conjoining-jamo syllable whole")
    func hangul() {
        #expect(pieces("한국어 텍스트") == ["한", "국", "어 ", "텍", "스", "트"])
        #expect(pieces("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}") == ["\u{1100}\u{1161}\u{11A8}", "\u{1100}\u{1161}"])
    }

    @Test("Combining marks, emoji sequences and flags are never split")
    func clusters() {
        #expect(pieces("a\u{301}b c") == ["a\u{301}b ", "c"])
        #expect(pieces("👩‍🔬👩‍🔬 🇯🇵🇫🇷 👍🏽") == ["👩‍🔬", "👩‍🔬 ", "🇯🇵", "🇫🇷 ", "👍🏽"])
        #expect(pieces("🏳️‍🌈 1️⃣") == ["🏳️‍🌈 ", "1️⃣"])
    }

    @Test("An opportunity inside a grapheme cluster is dropped only by the grapheme-aware API")
    func graphemeTailoring() {
        // UAX #14 allows AL ÷ EM, but "a🏽" is one Character.
        let text = "a🏽b"
        let scalarLevel = scalarLineBreakOpportunities(in: text[...]).map { text.unicodeScalars.distance(from: text.startIndex, to: $0.index) }
        #expect(scalarLevel == [1, 2, 3])
        #expect(pieces(text) == ["a🏽", "b"])
    }

    @Test("Numbers with their prefix, sign, separators, brackets and suffix stay whole")
    func numbers() {
        #expect(pieces("Price: $(12.50) now") == ["Price: ", "$(12.50) ", "now"])
        #expect(pieces("x -3.5% y") == ["x ", "-3.5% ", "y"])
        #expect(pieces("1,000.00") == ["1,000.00"])
        #expect(pieces("$(") == ["$", "("])  // no number follows: PR ÷ OP
    }

    @Test("Hyphens allow a break after them, not before")
    func hyphens() {
        #expect(pieces("well-known") == ["well-", "known"])
        #expect(pieces("a - b") == ["a ", "- ", "b"])
    }

    // MARK: - Mandatory breaks

    @Test("CR LF is one mandatory break, after the LF")
    func crlf() {
        let text = "one\r\ntwo"
        let opportunities = lineBreakOpportunities(in: text[...])
        #expect(opportunities.map(\.index) == [text.utf8.index(text.startIndex, offsetBy: 5), text.endIndex])
        #expect(opportunities.map(\.isMandatory) == [true, false])
        #expect(pieces(text) == ["one\r\n", "two"])
    }

    @Test("Every line break character forces a break after it")
    func mandatoryBreaks() {
        let text = "a\rb\nc\u{85}d\u{2028}e\u{0B}f\u{0C}g h"
        #expect(pieces(text) == ["a\r", "b\n", "c\u{85}", "d\u{2028}", "e\u{0B}", "f\u{0C}", "g ", "h"])
        #expect(lineBreakOpportunities(in: text[...]).map(\.isMandatory) == [true, true, true, true, true, true, false, false])
    }

    @Test("The break at the end is mandatory only after a final line break")
    func finalBreak() {
        #expect(lineBreakOpportunities(in: "a\n").map(\.isMandatory) == [true])
        #expect(lineBreakOpportunities(in: "a\n\n").map(\.isMandatory) == [true, true])
        #expect(lineBreakOpportunities(in: "a").map(\.isMandatory) == [false])
    }

    // MARK: - Substrings

    @Test("A substring's opportunities are indices into its base string")
    func substring() {
        let line = "> quoted text"
        let body = line.dropFirst(2)
        #expect(body.lineBreakOpportunities == [line.index(line.startIndex, offsetBy: 9), line.endIndex])
        #expect(body.lineBreakOpportunities == lineBreakOpportunities(in: body).map(\.index))
    }

    @Test("A substring is broken as a text of its own")
    func substringContext() {
        let text = "中文。"
        let tail = text.dropFirst(2)  // "。"
        #expect(tail.lineBreakOpportunities == [text.endIndex])
    }

    // MARK: - Properties

    @Test("The grapheme-aware opportunities are the scalar-level ones at Character boundaries")
    func graphemeFilterMatchesCharacters() {
        let seed = propertyTestSeed(default: 14)
        var generator = SeededGenerator(seed: seed)
        let pool: [String] = [
            "a", "Z", "1", ".", " ", "\u{301}", "\u{200D}", "👩", "🏽", "🔬", "\u{1F1EF}", "\u{1F1F5}", "한", "\u{1100}",
            "\u{1161}", "\u{11A8}", "中", "。", "(", ")", "$", "%", "\r", "\n", "-", "\u{200B}", "क", "\u{94D}", "ष",
            "\u{600}", "\u{E0020}", "\u{FE0F}", "\u{378}", "\u{2060}", "\"",
        ]
        for round in 0..<2_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                text.unicodeScalars.append(contentsOf: pool.randomElement(using: &generator)!.unicodeScalars)
            }
            let characterBoundaries = Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) })
            let expected = scalarLineBreakOpportunities(in: text[...]).filter {
                $0.index == text.endIndex || characterBoundaries.contains(text.utf8.distance(from: text.startIndex, to: $0.index))
            }
            let actual = lineBreakOpportunities(in: text[...])
            #expect(
                actual == expected,
                "seed \(seed), round \(round): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            if actual != expected { return }
        }
    }

    @Test("The pair table's fast path breaks exactly as the rules alone")
    func pairTableMatchesRules() {
        let seed = propertyTestSeed(default: 30)
        var generator = SeededGenerator(seed: seed)
        // One scalar of every class, and the properties the rules look at beyond classes: East
        // Asian OP and CP (LB30), an unassigned pictograph (LB30b), an unassigned letter.
        let pool: [Unicode.Scalar] = [
            "\u{0B}", "\r", "\n", "\u{85}", " ", "\u{200B}", "\u{200D}", "\u{301}", "\u{2060}", "\u{A0}", "}", ")",
            "!", ",", "/", "(", "\u{FF08}", "\u{FF09}", "\"", "\u{3005}", "\u{2014}", "\u{2010}", "\t", "\u{B4}", "-",
            "\u{FFFC}", "\u{2026}", "1", "%", "$", "a", "\u{5D0}", "中", "\u{1F469}", "\u{1F3FD}", "\u{1100}", "\u{1161}",
            "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{1F1EF}", "\u{1FC00}", "\u{378}",
        ]
        for round in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...16, using: &generator) {
                text.unicodeScalars.append(pool.randomElement(using: &generator)!)
            }
            var copy = text
            let (fast, reference) = copy.withUTF8 { bytes in
                (LineBreaker.breaks(in: bytes).map(\.offset), LineBreaker.breakOffsetsByRulesAlone(in: bytes))
            }
            if fast != reference {
                Issue.record(
                    "seed \(seed), round \(round): \(text.unicodeScalars.map { String($0.value, radix: 16) }) breaks at \(fast), the rules alone at \(reference)")
                return
            }
        }
    }

    // MARK: - Adversarial input (each must simply finish: the breaker is linear)

    @Test("10,000 combining marks on one base are one unbreakable cluster")
    func manyCombiningMarks() {
        let text = "a" + String(repeating: "\u{301}", count: 10_000)
        #expect(text.lineBreakOpportunities == [text.endIndex])
        let parenthesised = "$(" + String(repeating: "\u{301}", count: 10_000) + "1)"
        #expect(parenthesised.lineBreakOpportunities == [parenthesised.endIndex])
    }

    @Test("A 1 MB word and a 1 MB number have only the end")
    func longWord() {
        let word = String(repeating: "abcdefgh", count: 131_072)
        #expect(word.lineBreakOpportunities == [word.endIndex])
        let number = "$" + String(repeating: "1234567,", count: 131_072) + "0%"
        #expect(number.lineBreakOpportunities == [number.endIndex])
    }

    @Test("100,000 spaces break once, after them")
    func manySpaces() {
        let text = "a" + String(repeating: " ", count: 100_000) + "b"
        #expect(text.lineBreakOpportunities == [text.index(before: text.endIndex), text.endIndex])
    }

    @Test("A long run of regional indicators breaks between pairs")
    func manyRegionalIndicators() {
        let text = String(repeating: "\u{1F1EF}", count: 100_001)
        let opportunities = text.lineBreakOpportunities
        #expect(opportunities.count == 50_001)
        #expect(opportunities == Array(text.indices.dropFirst()) + [text.endIndex])
    }

    @Test("A long Hangul word breaks between every syllable")
    func longHangulWord() {
        let text = String(repeating: "한국어", count: 33_334)
        #expect(text.lineBreakOpportunities == Array(text.indices.dropFirst()) + [text.endIndex])
    }
}

/// The text cut at its line break opportunities.
private func pieces(_ text: String) -> [String] {
    var start = text.startIndex
    return text.lineBreakOpportunities.map { end in
        defer { start = end }
        return String(text[start..<end])
    }
}

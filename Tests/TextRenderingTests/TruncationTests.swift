import TestSupport
import Testing
@testable import TextRendering

@Suite("Truncation and padding")
struct TruncationTests {
    @Test("Modes", arguments: [
        (TruncationMode.tail, "Present…"), (.head, "…ntation"), (.middle, "Pres…ion"),
    ])
    func modes(mode: TruncationMode, expected: String) {
        #expect("Presentation".truncated(toWidth: 8, mode: mode) == expected)
    }

    @Test func textThatFitsIsUnchanged() {
        #expect("Hello".truncated(toWidth: 5) == "Hello")
        #expect("中文".truncated(toWidth: 4) == "中文")
        #expect("".truncated(toWidth: 3) == "")
    }

    @Test func widthZeroGivesEmpty() {
        #expect("Hello".truncated(toWidth: 0) == "")
        #expect("Hello".truncated(toWidth: 0, ellipsis: "...") == "")
    }

    @Test func wideGraphemesAreNeverSplit() {
        #expect("中文字符".truncated(toWidth: 6) == "中文…")
        #expect("中文字符".truncated(toWidth: 5) == "中文…")
        #expect("中文字符".truncated(toWidth: 4) == "中…")
        #expect("中文字符".truncated(toWidth: 6, ellipsis: "...") == "中...")
        #expect("👩‍🔬👩‍🔬👩‍🔬".truncated(toWidth: 4, mode: .head) == "…👩‍🔬")
        #expect("e\u{301}e\u{301}e\u{301}e\u{301}".truncated(toWidth: 3) == "e\u{301}e\u{301}…")
    }

    @Test func ellipsisWiderThanTheWidthIsCut() {
        #expect("Hello".truncated(toWidth: 2, ellipsis: "...") == "..")
        #expect("Hello".truncated(toWidth: 1) == "…")
    }

    @Test func middleGivesSpareRoomToTheEnd() {
        // Room 5: three cells for the start; 中 (2) fits, 文 would not, so the end gets three.
        #expect("中文abcdef".truncated(toWidth: 6, mode: .middle) == "中…def")
    }

    @Test func neverWiderThanAsked() {
        let seed = propertyTestSeed(default: 7)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "中", "👩‍🔬", "e\u{301}", "…", " ", "🇯🇵", "\u{200B}"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...20, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let width = Int.random(in: 0...15, using: &generator)
            for mode in [TruncationMode.head, .middle, .tail] {
                let result = text.truncated(toWidth: width, mode: mode)
                #expect(result.displayWidth <= width, "seed \(seed): \(text.debugDescription) \(mode) \(width)")
                if width > 0, text.displayWidth <= width { #expect(result == text) }
            }
        }
    }

    @Test func ambiguousEllipsisUsesTheProfile() {
        // "…" is ambiguous: two cells in the wide profile.
        #expect("abcdef".truncated(toWidth: 4, in: .eastAsian) == "ab…")
    }

    @Test("Padding", arguments: [
        (TextAlignment.leading, "中文  "), (.center, " 中文 "), (.trailing, "  中文"),
    ])
    func padding(alignment: TextAlignment, expected: String) {
        #expect("中文".padded(toWidth: 6, alignment: alignment) == expected)
    }

    @Test func paddingOddSpareGoesAfterWhenCentered() {
        #expect("ab".padded(toWidth: 5, alignment: .center) == " ab  ")
        #expect("toolong".padded(toWidth: 3) == "toolong")
    }
}

import Testing
@testable import TextRendering

@Suite("Styles")
struct StyleTests {
    @Test func everyAttributeHasItsSGRCode() {
        let all = Style(attributes: [.bold, .dim, .italic, .underline, .inverse, .strikethrough])
        #expect(all.sgrParameters == "1;2;3;4;7;9")
        #expect(Style.plain.sgrParameters == "")
    }

    @Test("Colour codes", arguments: [
        (Color.black, "30", "40"), (.white, "37", "47"), (.brightBlack, "90", "100"), (.brightWhite, "97", "107"),
        (.indexed(0), "38;5;0", "48;5;0"), (.indexed(255), "38;5;255", "48;5;255"),
        (.rgb(255, 0, 128), "38;2;255;0;128", "48;2;255;0;128"),
    ])
    func colourCodes(color: Color, foreground: String, background: String) {
        #expect(Style.plain.foreground(color).sgrParameters == foreground)
        #expect(Style.plain.background(color).sgrParameters == background)
    }

    @Test func transitionsResetOnlyWhenLeavingAStyle() {
        let red = Style.plain.foreground(.red)
        #expect(red.sgrSequence(from: .plain) == "\u{1B}[31m")
        #expect(Style.bold.sgrSequence(from: red) == "\u{1B}[0;1m")
        #expect(Style.plain.sgrSequence(from: red) == "\u{1B}[0m")
    }

    @Test func mergingKeepsBothAttributesAndPrefersTheNewColours() {
        let base = Style.bold.foreground(.red).background(.blue)
        let merged = base.merging(Style.underline.foreground(.green))
        #expect(merged == Style(attributes: [.bold, .underline], foreground: .green, background: .blue))
        #expect(Style.dim.adding(.italic) == Style(attributes: [.dim, .italic]))
    }

    @Test func descriptionsReadAsEnglish() {
        #expect(Style.plain.description == "plain")
        #expect(Style.bold.adding(.inverse).foreground(.brightCyan).background(.rgb(1, 2, 3)).description
            == "bold, inverse, foreground: brightCyan, background: rgb(1, 2, 3)")
        #expect(Color.indexed(208).description == "indexed(208)")
    }
}

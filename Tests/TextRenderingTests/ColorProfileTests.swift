import Testing
import TestSupport
@testable import TextRendering

@Suite("Colours downsampled and links")
struct ColorProfileTests {
    @Test func rgbGoesToTheNearestColourOfEachPalette() {
        // Exact cube and grey colours map to themselves.
        #expect(Color.rgb(255, 135, 0).downsampled(to: .ansi256) == .indexed(208))
        #expect(Color.rgb(0, 0, 0).downsampled(to: .ansi256) == .indexed(16))
        #expect(Color.rgb(255, 255, 255).downsampled(to: .ansi256) == .indexed(231))
        #expect(Color.rgb(128, 128, 128).downsampled(to: .ansi256) == .indexed(244))
        #expect(Color.rgb(18, 18, 18).downsampled(to: .ansi256) == .indexed(233))
        // Near colours: a slightly off orange is still 208; a near grey goes to the ramp.
        #expect(Color.rgb(250, 140, 10).downsampled(to: .ansi256) == .indexed(208))
        #expect(Color.rgb(100, 101, 99).downsampled(to: .ansi256) == .indexed(241))
        // The 16: by the same distance against xterm's colours.
        #expect(Color.rgb(250, 10, 10).downsampled(to: .ansi16) == .brightRed)
        #expect(Color.rgb(190, 0, 0).downsampled(to: .ansi16) == .red)
        #expect(Color.rgb(240, 240, 240).downsampled(to: .ansi16) == .white)
        // Indexed colours by their xterm RGB: 208 is (255, 135, 0), nearest xterm's yellow.
        #expect(Color.indexed(208).downsampled(to: .ansi16) == .yellow)
        #expect(Color.indexed(9).downsampled(to: .ansi16) == .brightRed)
        // Colours a profile has stay; none at all for `.none`.
        #expect(Color.indexed(99).downsampled(to: .ansi256) == .indexed(99))
        #expect(Color.green.downsampled(to: .ansi16) == .green)
        #expect(Color.rgb(1, 2, 3).downsampled(to: .trueColor) == .rgb(1, 2, 3))
        #expect(Color.red.downsampled(to: .none) == nil)
    }

    @Test func theNearestIsNeverFartherThanAnyOtherColour() {
        // Against a brute-force search over every palette colour, on seeded random colours: the
        // nearest, and of equally near ones the lowest index.
        let seed = propertyTestSeed(default: 256)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<20_000 {
            let (r, g, b) = (Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator), Int.random(in: 0...255, using: &generator))
            func distance(_ index: Int) -> Int32 {
                let (pr, pg, pb) = Color.paletteRGB(index)
                return Color.distance(Int32(r), Int32(g), Int32(b), Int32(pr), Int32(pg), Int32(pb))
            }
            let indexed = Int(Color.nearestIndexed(UInt8(r), UInt8(g), UInt8(b)))
            let nearestIndexed = (16..<256).min { distance($0) < distance($1) }!
            let standard = Int(Color.nearestStandard(UInt8(r), UInt8(g), UInt8(b)))
            let nearestStandard = (0..<16).min { distance($0) < distance($1) }!
            guard indexed == nearestIndexed, standard == nearestStandard else {
                Issue.record("seed \(seed): rgb(\(r), \(g), \(b)) → \(indexed) and \(standard), nearest \(nearestIndexed) and \(nearestStandard)")
                return
            }
        }
    }

    @Test func stylesKeepTheirAttributesWhenColourGoes() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("ab", at: .zero, style: Style.bold.foreground(.rgb(255, 135, 0)))
        canvas.draw("cd", at: Point(x: 2, y: 0), style: Style.underline)
        #expect(canvas.ansiText(colors: .trueColor, hyperlinks: false) == "\u{1B}[1;38;2;255;135;0mab\u{1B}[0;4mcd\u{1B}[0m")
        #expect(canvas.ansiText(colors: .ansi256, hyperlinks: false) == "\u{1B}[1;38;5;208mab\u{1B}[0;4mcd\u{1B}[0m")
        // Orange's nearest of xterm's 16 is its yellow (205, 205, 0).
        #expect(canvas.ansiText(colors: .ansi16, hyperlinks: false) == "\u{1B}[1;33mab\u{1B}[0;4mcd\u{1B}[0m")
        #expect(canvas.ansiText(colors: .none, hyperlinks: false) == "\u{1B}[1mab\u{1B}[0;4mcd\u{1B}[0m")
    }

    @Test func linksAreOSC8OrTheirTextAlone() throws {
        let link = try Hyperlink("https://example.com/docs?a=1#b")
        var canvas = Canvas(width: 12, height: 2)
        canvas.draw("docs", at: Point(x: 2, y: 0), style: Style.underline.link(link))
        canvas.draw("plain", at: Point(x: 0, y: 1))
        #expect(canvas.ansiText(colors: .ansi16, hyperlinks: true)
            == "  \u{1B}[4m\u{1B}]8;;https://example.com/docs?a=1#b\u{1B}\\docs\u{1B}[0m\u{1B}]8;;\u{1B}\\\nplain")
        #expect(canvas.ansiText(colors: .ansi16, hyperlinks: false) == "  \u{1B}[4mdocs\u{1B}[0m\nplain")
        #expect(canvas.plainText == "  docs\nplain")
        #expect(try Hyperlink("https://example.com/docs?a=1#b") == link)
    }

    /// A link is its address: a process makes as many as it likes (there is no registry to
    /// fill), and each canvas numbers the ones drawn on it.
    @Test func linksAreTheirAddressesAndEachCanvasNumbersItsOwn() throws {
        let many = try (0..<70_000).map { try Hyperlink("https://example.com/\($0)") }
        #expect(many.last?.url == "https://example.com/69999")
        // Two canvases number their links apart: drawn one onto the other, each keeps its own.
        var first = Canvas(width: 2, height: 1)
        first.draw("a", at: .zero, style: Style.plain.link(many[1]))
        first.draw("b", at: Point(x: 1, y: 0), style: Style.plain.link(many[2]))
        var second = Canvas(width: 3, height: 1)
        second.draw("c", at: .zero, style: Style.plain.link(many[2]))
        second.draw(first, at: Point(x: 1, y: 0))
        #expect(second.ansiText(colors: .none, hyperlinks: true) == """
            \u{1B}]8;;https://example.com/2\u{1B}\\c\u{1B}]8;;https://example.com/1\u{1B}\\a\u{1B}]8;;https://example.com/2\u{1B}\\b\u{1B}]8;;\u{1B}\\
            """)
        #expect(second[1, 0].style.link == many[1] && second[2, 0].style.link == many[2])
        // The same cells are equal whatever order their links were numbered in.
        var reversed = Canvas(width: 3, height: 1)
        reversed.draw("ab", at: Point(x: 1, y: 0), style: Style.plain.link(many[1]))
        reversed.draw("b", at: Point(x: 2, y: 0), style: Style.plain.link(many[2]))
        reversed.draw("c", at: .zero, style: Style.plain.link(many[2]))
        #expect(reversed == second)
        reversed.draw("c", at: .zero, style: Style.plain.link(many[3]))
        #expect(reversed != second)
        // Restyling keeps a cell's link, or changes it.
        reversed.restyle(reversed.bounds) { $0.adding(.bold) }
        #expect(reversed[1, 0].style == Style.bold.link(many[1]))
        reversed.restyle(Rect(x: 0, y: 0, width: 1, height: 1)) { $0.link(many[4]) }
        #expect(reversed[0, 0].style.link == many[4])
    }

    /// One canvas keeps 32,767 distinct links; text drawn with one past those is drawn, without
    /// its link.
    @Test func aCanvasKeepsAtMost32767Links() throws {
        var canvas = Canvas(width: 1, height: 32_768)
        for row in 0..<32_768 {
            canvas.draw("x", at: Point(x: 0, y: row), style: Style.plain.link(try Hyperlink("https://example.com/\(row)")))
        }
        #expect(canvas[0, 32_766].style.link?.url == "https://example.com/32766")
        #expect(canvas[0, 32_767].style.link == nil && canvas[0, 32_767].character == "x")
        // A band drawn on that full canvas: its own new addresses get no number, and one the
        // canvas has keeps it, as when drawn row after row.
        let known = try Hyperlink("https://example.com/5")
        canvas.drawBands([0..<32_768]) { _, band in
            for index in 0..<32_767 {
                band.draw("n", at: Point(x: 0, y: 32_767), style: Style.plain.link(try? Hyperlink("https://example.net/\(index)")))
            }
            band.draw("k", at: .zero, style: Style.plain.link(known))
        }
        #expect(canvas[0, 0].style.link == known)
        #expect(canvas[0, 32_767].style.link == nil && canvas.links.urls.count == 32_767)
    }

    @Test("Addresses that could end the sequence or mislead are refused", arguments: [
        ("https://a.example/\u{1B}\\\u{1B}]0;pwned\u{07}", "it has a control character (0x1b)"),
        ("https://a.example/\u{07}", "it has a control character (0x7)"),
        ("https://a.example/\u{9C}", "it has a character outside ASCII; percent-encode it"),
        ("https://a.example/a b", "it has a space; percent-encode it"),
        ("https://ünïcode.example", "it has a character outside ASCII; percent-encode it"),
        ("example.com/no-scheme", "it has no scheme (like https:)"),
        (":no-scheme", "it has no scheme (like https:)"),
        ("1https://a.example", "it has no scheme (like https:)"),
        ("ht_tp://a.example", "it has no scheme (like https:)"),
        ("", "it is empty"),
    ])
    func badAddresses(url: String, reason: String) {
        let error = #expect(throws: HyperlinkError.self) { try Hyperlink(url) }
        #expect(error?.reason == reason)
        #expect(error.map { String(describing: $0) }?.contains("\u{1B}") == false)
    }

    @Test("Schemes are a letter, then letters, digits, +, - and .", arguments: ["https://a.example", "git+ssh://a.example/r", "A1.b-c+d:e", "x:"])
    func goodSchemes(url: String) throws {
        #expect(try Hyperlink(url).url == url)
    }
}

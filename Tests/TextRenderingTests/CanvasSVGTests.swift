#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import Testing
import TextRendering

@Suite("Canvases as SVG pictures")
struct CanvasSVGTests {
    /// Every kind of cell: wide graphemes, a combining mark, colours of each kind, every
    /// attribute, inverse, and a background run.
    static func sample() -> Canvas {
        var canvas = Canvas(width: 24, height: 3)
        canvas.draw("Bold", at: Point(x: 0, y: 0), style: .bold)
        canvas.draw("dim", at: Point(x: 5, y: 0), style: .dim)
        canvas.draw("under", at: Point(x: 9, y: 0), style: .underline)
        canvas.draw("it", at: Point(x: 15, y: 0), style: Style.italic.foreground(.cyan))
        canvas.draw("x", at: Point(x: 18, y: 0), style: .strikethrough)
        canvas.draw("中文 👩‍🔬 e\u{301}", at: Point(x: 0, y: 1), style: Style.plain.foreground(.rgb(255, 128, 0)))
        canvas.draw("inv", at: Point(x: 0, y: 2), style: Style.inverse.foreground(.green))
        canvas.draw("on blue", at: Point(x: 4, y: 2), style: Style.plain.foreground(.indexed(231)).background(.blue))
        return canvas
    }

    @Test("Spaces inside a run are kept: browsers collapse them unless told not to")
    func spacesInsideARun() {
        var canvas = Canvas(width: 9, height: 1)
        canvas.draw("│ a   b │", at: .zero)
        let svg = canvas.svgText
        #expect(svg.split(separator: "\n")[1] == "<style>text { white-space: pre }</style>")
        #expect(svg.split(separator: "\n")[3] == ##"<text x="0" y="15" textLength="90" lengthAdjust="spacingAndGlyphs" fill="#c5c8c6">│ a   b │</text>"##)
    }

    @Test("A canvas is drawn cell for cell: colours, attributes, wide graphemes over two cells")
    func picture() {
        #expect(Self.sample().svgText == """
            <svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="16" xml:space="preserve">
            <style>text { white-space: pre }</style>
            <rect width="100%" height="100%" fill="#1d1f21"/>
            <text x="0" y="15" textLength="40" lengthAdjust="spacingAndGlyphs" fill="#c5c8c6" font-weight="bold">Bold</text>
            <text x="50" y="15" textLength="30" lengthAdjust="spacingAndGlyphs" fill="#c5c8c6" fill-opacity="0.6">dim</text>
            <text x="90" y="15" textLength="50" lengthAdjust="spacingAndGlyphs" fill="#c5c8c6" text-decoration="underline">under</text>
            <text x="150" y="15" textLength="20" lengthAdjust="spacingAndGlyphs" fill="#00cdcd" font-style="italic">it</text>
            <text x="180" y="15" textLength="10" lengthAdjust="spacingAndGlyphs" fill="#c5c8c6" text-decoration="line-through">x</text>
            <text x="0" y="35" textLength="20" lengthAdjust="spacingAndGlyphs" fill="#ff8000">中</text>
            <text x="20" y="35" textLength="20" lengthAdjust="spacingAndGlyphs" fill="#ff8000">文</text>
            <text x="50" y="35" textLength="20" lengthAdjust="spacingAndGlyphs" fill="#ff8000">👩‍🔬</text>
            <text x="80" y="35" textLength="10" lengthAdjust="spacingAndGlyphs" fill="#ff8000">é</text>
            <rect x="0" y="40" width="30" height="20" fill="#00cd00"/>
            <rect x="40" y="40" width="70" height="20" fill="#0000ee"/>
            <text x="0" y="55" textLength="30" lengthAdjust="spacingAndGlyphs" fill="#1d1f21">inv</text>
            <text x="40" y="55" textLength="70" lengthAdjust="spacingAndGlyphs" fill="#ffffff">on blue</text>
            </svg>

            """)
    }

    @Test("Untrusted text cannot carry markup, and what XML cannot hold is shown as a picture")
    func hostileText() throws {
        var canvas = Canvas(width: 30, height: 1)
        canvas.draw("<script>&\"\u{1}\u{7F}\u{FFFE}", at: .zero)
        let svg = canvas.svgText
        #expect(svg.contains(">&lt;script&gt;&amp;&quot;\u{2401}\u{2421}\u{FFFD}</text>"))
        #expect(!svg.contains("<script"))
        #if canImport(FoundationXML) || canImport(Darwin)
        for text in [svg, Self.sample().svgText] {
            let parser = XMLParser(data: Data(text.utf8))
            #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        }
        #endif
    }
}

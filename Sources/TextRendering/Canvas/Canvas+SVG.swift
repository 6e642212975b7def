extension Canvas {
    /// The canvas as an SVG picture, cell for cell: what a terminal shows, for a page, a
    /// review or a failure's attachment.
    ///
    /// Each cell is 10 × 20 units; a wide grapheme (`中`, `👩‍🔬`) is stretched over its two
    /// cells, so columns line up whatever font draws it. Foreground and background colours
    /// (the 16 standard ones and the 256-colour palette as xterm shows them, and RGB), bold,
    /// dim, italic, underline, strikethrough and inverse are drawn; links are not followed.
    /// The text is the canvas's own (already terminal-safe) with XML's special characters
    /// escaped, so a picture of untrusted text cannot carry markup. Spaces are kept as drawn
    /// (a style sheet says `white-space: pre` to the text: browsers no longer read the
    /// root's `xml:space`), so a run such as `│ a   │`
    /// keeps its columns. The same canvas always gives the same text, so pictures can be
    /// references.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 12, height: 1)
    /// canvas.draw("Hello 世界", at: .zero, style: .bold)
    /// try canvas.svgText.write(to: url, atomically: true, encoding: .utf8)
    /// ```
    public var svgText: String {
        let cellWidth = 10
        let cellHeight = 20
        let background = "#1d1f21"
        let foreground = "#c5c8c6"
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width * cellWidth)" height="\(height * cellHeight)" \
            viewBox="0 0 \(width * cellWidth) \(height * cellHeight)" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" \
            font-size="16" xml:space="preserve">
            <style>text { white-space: pre }</style>
            <rect width="100%" height="100%" fill="\(background)"/>

            """
        for row in 0..<height {
            let top = row * cellHeight
            let baseline = top + 15
            // Backgrounds: runs of cells with the same colour, each cell's worked out once.
            let fills = (0..<width).map { Self.svgColors(of: self[$0, row].style, foreground: foreground, background: background).background }
            var column = 0
            while column < width {
                let fill = fills[column]
                var end = column + 1
                while end < width, fills[end] == fill { end += 1 }
                if let fill {
                    svg += "<rect x=\"\(column * cellWidth)\" y=\"\(top)\" width=\"\((end - column) * cellWidth)\" "
                        + "height=\"\(cellHeight)\" fill=\"\(fill)\"/>\n"
                }
                column = end
            }
            // Text: runs of narrow cells in one style, and each wide grapheme on its own.
            column = 0
            while column < width {
                let cell = self[column, row]
                if cell.isContinuation || (cell.character == " " && !cell.style.attributes.contains(.underline)
                    && !cell.style.attributes.contains(.strikethrough))
                {
                    column += 1
                    continue
                }
                var text = String(cell.character)
                var end = column + Int(cell.width)
                if cell.width == 1 {
                    while end < width {
                        let next = self[end, row]
                        guard next.width == 1, next.style == cell.style else { break }
                        text.append(next.character)
                        end += 1
                    }
                    // Trailing spaces are nothing to draw, unless they are underlined or struck.
                    if !cell.style.attributes.contains(.underline), !cell.style.attributes.contains(.strikethrough) {
                        while text.last == " " {
                            text.removeLast()
                            end -= 1
                        }
                    }
                }
                svg += "<text x=\"\(column * cellWidth)\" y=\"\(baseline)\" textLength=\"\((end - column) * cellWidth)\" "
                    + "lengthAdjust=\"spacingAndGlyphs\"" + Self.svgTextAttributes(of: cell.style, foreground: foreground, background: background)
                    + ">" + text.markupEscaped(replacingInvalidXML: true) + "</text>\n"
                column = end
            }
        }
        return svg + "</svg>\n"
    }

    /// The fill of a cell's text and of its background (`nil`: the canvas's own), inverse
    /// swapping them.
    private static func svgColors(of style: Style, foreground: String, background: String) -> (text: String, background: String?) {
        let text = style.foreground.map(hex) ?? foreground
        let fill = style.background.map(hex)
        guard style.attributes.contains(.inverse) else { return (text, fill) }
        return (fill ?? background, text)
    }

    /// ` fill="…"` and the attributes of the style's weight, slant, lines and dimness.
    private static func svgTextAttributes(of style: Style, foreground: String, background: String) -> String {
        var attributes = " fill=\"\(svgColors(of: style, foreground: foreground, background: background).text)\""
        if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
        if style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
        if style.attributes.contains(.dim) { attributes += " fill-opacity=\"0.6\"" }
        let lines = [(Style.Attributes.underline, "underline"), (.strikethrough, "line-through")]
            .filter { style.attributes.contains($0.0) }.map(\.1)
        if !lines.isEmpty { attributes += " text-decoration=\"\(lines.joined(separator: " "))\"" }
        return attributes
    }

    /// `#rrggbb`, as xterm shows the colour.
    private static func hex(_ color: Color) -> String {
        let (red, green, blue) = color.rgbComponents
        return "#" + [red, green, blue].map { value in
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}

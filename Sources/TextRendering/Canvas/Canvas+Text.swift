extension Canvas {
    /// The canvas as plain text: one line per row, joined by `\n`, trailing spaces trimmed.
    ///
    /// - Complexity: O(`width` × `height`).
    public var plainText: String {
        var text = ""
        text.reserveCapacity(width * height + height)
        for y in 0..<height {
            if y > 0 { text.append("\n") }
            let rowStart = y * width
            var end = rowStart + width
            while end > rowStart, cells[end - 1].character == " " { end -= 1 }
            for index in rowStart..<end where cells[index].width != 0 {
                text.append(cells[index].character)
            }
        }
        return text
    }

    /// The rows as plain strings, trailing spaces trimmed.
    public var lines: [String] {
        plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The canvas as text with SGR escape sequences for its styles, for a terminal.
    ///
    /// A sequence is written only where the style changes, and a row that ends in a style other
    /// than plain ends with a reset (`ESC [0m`), so every line stands alone. Trailing plain
    /// spaces are trimmed; trailing spaces with a style (a background) are kept.
    ///
    /// - Complexity: O(`width` × `height`).
    public var ansiText: String {
        var text = ""
        text.reserveCapacity(width * height * 2)
        for y in 0..<height {
            if y > 0 { text.append("\n") }
            let rowStart = y * width
            var end = rowStart + width
            while end > rowStart, cells[end - 1].character == " ", cells[end - 1].style.isPlain { end -= 1 }
            var current = Style.plain
            for index in rowStart..<end where cells[index].width != 0 {
                let cell = cells[index]
                if cell.style != current {
                    text.append(cell.style.sgrSequence(from: current))
                    current = cell.style
                }
                text.append(cell.character)
            }
            if !current.isPlain { text.append("\u{1B}[0m") }
        }
        return text
    }
}

extension Canvas: CustomStringConvertible {
    public var description: String { plainText }
}

extension Canvas {
    /// The canvas as plain text: one line per row, joined by `\n`, trailing spaces trimmed.
    ///
    /// - Complexity: O(`width` × `height`).
    public var plainText: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height + height)
        for y in 0..<height {
            if y > 0 { bytes.append(0x0A) }
            let rowStart = y * width
            var end = rowStart + width
            while end > rowStart, cells[end - 1].isBlankSpace { end -= 1 }
            for index in rowStart..<end where cells[index].width != 0 {
                appendUTF8(of: cells[index], to: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 2)
        for y in 0..<height {
            if y > 0 { bytes.append(0x0A) }
            let rowStart = y * width
            var end = rowStart + width
            while end > rowStart, cells[end - 1].isBlankSpace, cells[end - 1].style.isPlain { end -= 1 }
            var current = Style.plain
            for index in rowStart..<end where cells[index].width != 0 {
                let cell = cells[index]
                if cell.style != current {
                    bytes.append(contentsOf: cell.style.sgrSequence(from: current).utf8)
                    current = cell.style
                }
                appendUTF8(of: cell, to: &bytes)
            }
            if !current.isPlain { bytes.append(contentsOf: "\u{1B}[0m".utf8) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Canvas: CustomStringConvertible {
    /// The canvas's `plainText`.
    public var description: String { plainText }
}

extension Canvas {
    /// The canvas as plain text: one line per row, joined by `\n`, trailing spaces trimmed.
    ///
    /// - Complexity: O(`width` × `height`).
    public var plainText: String {
        guard height > 0 else { return "" }
        return cells.withUnsafeBufferPointer { cells in
            // Written once into a buffer with room for four bytes a cell and a line feed a row,
            // which a cell holds unless it is a grapheme of several scalars: the buffer grows
            // (doubling, so that text of many such graphemes is copied a few times at most)
            // before one would take room that the cells after it may need.
            var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: cells.count * 4 + height)
            defer { buffer.deallocate() }
            var count = 0
            for y in 0..<height {
                if y > 0 {
                    buffer[count] = 0x0A
                    count += 1
                }
                let rowStart = y * width
                var end = rowStart + width
                while end > rowStart, cells[end - 1].isBlankSpace { end -= 1 }
                for index in rowStart..<end where cells[index].width != 0 {
                    let cell = cells[index]
                    if cell.content & StoredCell.clusterFlag != 0 {
                        let needed = utf8Count(of: cell)
                        let reserved = 4 * (cells.count - index - 1) + (height - 1 - y)
                        if buffer.count - count - needed < reserved {
                            let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(2 * buffer.count, count + needed + reserved))
                            _ = grown.initialize(fromContentsOf: buffer[..<count])
                            buffer.deallocate()
                            buffer = grown
                        }
                    }
                    count = writeUTF8(of: cell, to: buffer, at: count)
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// The rows as plain strings, trailing spaces trimmed.
    public var lines: [String] {
        plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The canvas as text with SGR escape sequences for its styles, for a terminal, in full
    /// colour and with hyperlinks: `ansiText(colors: .trueColor, hyperlinks: true)`.
    public var ansiText: String {
        ansiText(colors: .trueColor, hyperlinks: true)
    }

    /// The canvas as text with escape sequences for a terminal that shows `colors`: colours
    /// are downsampled to the nearest it has (none for `.none`, while bold, dim, underline and
    /// the other attributes stay), and links are written as OSC 8 hyperlinks when
    /// `hyperlinks` is true, else as their text alone.
    ///
    /// A sequence is written only where the style changes, and a row that ends in a style other
    /// than plain ends with a reset (`ESC [0m`) and closes its link, so every line stands alone.
    /// Trailing plain spaces are trimmed; trailing spaces with a style (a background) are kept.
    ///
    /// - Complexity: O(`width` × `height`).
    public func ansiText(colors: ColorProfile, hyperlinks: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 2)
        // Styles repeat: each is downsampled once.
        var shown: [CellStyle: Style] = [:]
        for y in 0..<height {
            if y > 0 { bytes.append(0x0A) }
            let rowStart = y * width
            var end = rowStart + width
            while end > rowStart, cells[end - 1].isBlankSpace, cells[end - 1].style.isPlain { end -= 1 }
            // `source` is the last cell's style, `current` what was written for it.
            var source = CellStyle.plain
            var current = Style.plain
            var currentLink: UInt16 = 0
            for index in rowStart..<end where cells[index].width != 0 {
                let cell = cells[index]
                if cell.style != source {
                    source = cell.style
                    let visible: Style
                    if let known = shown[cell.style] {
                        visible = known
                    } else {
                        visible = cell.style.unlinked.downsampled(to: colors)
                        shown[cell.style] = visible
                    }
                    if visible != current {
                        bytes.append(contentsOf: visible.sgrSequence(from: current).utf8)
                        current = visible
                    }
                    if hyperlinks, cell.style.link != currentLink {
                        Self.appendLink(linkURL(cell.style.link), to: &bytes)
                        currentLink = cell.style.link
                    }
                }
                appendUTF8(of: cell, to: &bytes)
            }
            if !current.isPlain { bytes.append(contentsOf: "\u{1B}[0m".utf8) }
            if currentLink != 0 { Self.appendLink(nil, to: &bytes) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// OSC 8: `ESC ] 8 ; ; URL ESC \` opens a link, the same with no URL closes it. The URL
    /// was checked when the link was made: printable ASCII only.
    private static func appendLink(_ url: String?, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "\u{1B}]8;;".utf8)
        if let url { bytes.append(contentsOf: url.utf8) }
        bytes.append(contentsOf: "\u{1B}\\".utf8)
    }
}

extension Canvas: CustomStringConvertible {
    /// The canvas's `plainText`.
    public var description: String { plainText }
}

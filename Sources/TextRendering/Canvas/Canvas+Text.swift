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

// MARK: - Plain text without a canvas

extension Canvas {
    /// Appends to `bytes` what `plainText` shows of a row of a blank canvas `width` columns wide
    /// once `text`, already terminal-safe on one line, is drawn on it from column `x` (as
    /// `Band.draw(safeLine:at:clip:)` draws it), before trailing spaces are trimmed: each
    /// grapheme's UTF-8, graphemes of no width dropped. Returns the column after the text.
    ///
    /// `kept` becomes the end of the last grapheme appended that is not a lone space: `plainText`
    /// trims the cells of lone spaces at a row's end, and no other (a grapheme of several
    /// scalars that ends in a space is kept whole).
    ///
    /// Content printed as plain text (`PlainTextBandedRenderable`) writes its lines so, with no
    /// canvas between. Where the canvas would cut the text (a grapheme would cross column
    /// `width`), nothing is appended past that point and the result is `nil`: draw that text
    /// on a canvas instead.
    package static func appendPlainText(
        ofSafeLine text: String, from x: Int, width: Int, profile: WidthProfile, to bytes: inout [UInt8], kept: inout Int
    ) -> Int? {
        precondition(x >= 0, "plain text starts at column 0 or after, not \(x)")
        let ambiguousCells = profile.ambiguous.cells
        var text = text
        return text.withUTF8 { utf8 in
            // Printable ASCII throughout (most lines): a cell a byte, appended at once.
            if ClusterWidth.ofASCII(utf8) == utf8.count {
                guard x + utf8.count <= width else { return nil }
                let start = bytes.count
                bytes.append(contentsOf: utf8)
                if let last = utf8.lastIndex(where: { $0 != 0x20 }) { kept = start + last + 1 }
                return x + utf8.count
            }
            var x = x
            var scanner = GraphemeScanner(bytes: utf8)
            while true {
                // ASCII as drawn on a canvas: one cell each.
                if let byte = scanner.nextASCII() {
                    guard x < width else { return nil }
                    bytes.append(byte)
                    if byte != 0x20 { kept = bytes.count }
                    x += 1
                    continue
                }
                guard let cluster = scanner.next() else { break }
                let cells = ClusterWidth.of(cluster, in: utf8, ambiguousCells: ambiguousCells, table: scanner.table)
                if cells == 0 { continue }
                guard x + cells <= width else { return nil }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[cluster.start..<cluster.end]))
                if !cluster.isSingleScalar || cluster.firstScalar != 0x20 { kept = bytes.count }
                x += cells
            }
            return x
        }
    }

    /// Appends to `bytes` the graphemes of row `y` as `plainText` writes them, trailing spaces
    /// kept; `kept` becomes the end of the last cell appended that is not a lone space (see
    /// `appendPlainText(ofSafeLine:from:width:profile:to:kept:)`).
    package func appendPlainText(ofRow y: Int, to bytes: inout [UInt8], kept: inout Int) {
        precondition(y >= 0 && y < height, "row \(y) is not one of the canvas's \(height)")
        var scalar = [UInt8](repeating: 0, count: 4)
        for cell in cells[(y * width)..<((y + 1) * width)] where cell.width != 0 {
            if cell.content < 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: cell.content))
            } else if cell.content & StoredCell.clusterFlag != 0 {
                bytes += clusters[Int(cell.content & ~StoredCell.clusterFlag)].utf8
            } else {
                let count = scalar.withUnsafeMutableBufferPointer { writeUTF8(of: cell, to: $0, at: 0) }
                bytes += scalar[..<count]
            }
            if !cell.isBlankSpace { kept = bytes.count }
        }
    }
}

/// Content that writes its plain text band by band without drawing canvases: what `Console`
/// prints where it writes no escape sequences. The text is exactly that of the canvases
/// `renderBands` draws, each band's `plainText`.
package protocol PlainTextBandedRenderable: BandedTextRenderable {
    /// The plain text of each band `renderBands(width:profile:rows:_:)` draws that has rows,
    /// top to bottom.
    func renderPlainTextBands(width: Int, profile: WidthProfile, rows: Int, _ body: (String) -> Void)
}

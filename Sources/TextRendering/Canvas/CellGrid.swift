/// Cells that text is drawn into: a whole `Canvas`, or a `Canvas.Band` of its rows that one
/// task draws while others draw other rows. Every drawing operation comes down to the
/// primitives here, so both keep the canvas's promises the same way.
protocol CellGrid: ~Copyable {
    /// The number of columns of the canvas.
    var width: Int { get }
    /// How graphemes are measured.
    var profile: WidthProfile { get }
    /// The cells that may be drawn: the whole canvas, or a band's rows.
    var bounds: Rect { get }
    /// The cell at `index` (row × `width` + column) of the canvas; inside `bounds`.
    subscript(cell index: Int) -> Canvas.StoredCell { get set }
    /// Keeps a multi-scalar grapheme and returns the content that refers to it.
    mutating func keepCluster(_ cluster: String) -> UInt32
}

extension CellGrid where Self: ~Copyable {
    /// Puts `cell` (narrow, or the first half of a wide grapheme together with its continuation)
    /// at `index`, keeping wide graphemes whole: any wide grapheme that the new cells cut in half
    /// loses its other half to a blank.
    @inline(__always)
    mutating func put(_ cell: Canvas.StoredCell, at index: Int, rowEnd: Int) {
        let span = cell.width == 2 ? 2 : 1
        // The cell before: if it starts a wide grapheme whose continuation we overwrite, blank
        // it. A continuation is never a row's first cell, so the cell before is in the row.
        if self[cell: index].width == 0, index > 0 {
            self[cell: index - 1] = .blank(self[cell: index - 1].style)
        }
        let last = index + span - 1
        // The cell after: if we overwrite the first half of a wide grapheme, blank its continuation.
        if self[cell: last].width == 2, last + 1 < rowEnd {
            self[cell: last + 1] = .blank(self[cell: last + 1].style)
        }
        self[cell: index] = cell
        if span == 2 {
            self[cell: index + 1] = Canvas.StoredCell(content: 0x20, style: cell.style, width: 0)
        }
    }

    /// Puts a grapheme of `cells` cells (1 or 2) at `column` of the row that starts at
    /// `rowStart`, as far as `area` (inside `bounds`) shows it: a wide grapheme that an edge
    /// of `area` cuts leaves a blank in its half inside. What drawing does with every grapheme.
    @inline(__always)
    mutating func putGrapheme(_ content: UInt32, cells: Int, style: Style, column x: Int, rowStart: Int, area: Rect) {
        let rowEnd = rowStart + width
        let firstInside = x >= area.minX && x < area.maxX
        let secondInside = x + 1 >= area.minX && x + 1 < area.maxX
        if cells == 1 {
            if firstInside {
                put(Canvas.StoredCell(content: content, style: style, width: 1), at: rowStart + x, rowEnd: rowEnd)
            }
        } else if firstInside && secondInside {
            put(Canvas.StoredCell(content: content, style: style, width: 2), at: rowStart + x, rowEnd: rowEnd)
        } else if firstInside {
            put(.blank(style), at: rowStart + x, rowEnd: rowEnd)
        } else if secondInside {
            put(.blank(style), at: rowStart + x + 1, rowEnd: rowEnd)
        }
    }

    /// What `Canvas.draw(_:at:style:clip:)` does, inside `bounds`.
    @discardableResult
    mutating func drawText(_ text: String, at origin: Point, style: Style, clip: Rect?) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        let safe = TerminalSafety.sanitize(text[...], keepingLineBreaks: false) ?? text
        let visible = origin.y >= area.minY && origin.y < area.maxY
        if !visible || origin.x >= area.maxX {
            // Far to the right the column after the text is past `Int.max`: it saturates.
            let (end, overflow) = origin.x.addingReportingOverflow(safe.displayWidth(in: profile))
            return overflow ? .max : end
        }
        let rowStart = origin.y * width
        let ambiguousCells = profile.ambiguous.cells
        var x = origin.x
        var safeCopy = safe
        safeCopy.withUTF8 { bytes in
            var scanner = GraphemeScanner(bytes: bytes)
            while let cluster = scanner.next() {
                let cellWidth: Int
                let content: UInt32
                if cluster.isSingleScalar, cluster.firstScalar < 0x80 {
                    // Plain ASCII after sanitising: always printable.
                    cellWidth = 1
                    content = cluster.firstScalar
                } else {
                    cellWidth = ClusterWidth.of(cluster, in: bytes, ambiguousCells: ambiguousCells, table: scanner.table)
                    if cellWidth == 0 { continue }
                    if x >= area.maxX || x + cellWidth <= area.minX {
                        x += cellWidth
                        continue
                    }
                    if cluster.isSingleScalar {
                        content = cluster.firstScalar
                    } else {
                        content = keepCluster(String(decoding: UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end]), as: UTF8.self))
                    }
                }
                putGrapheme(content, cells: cellWidth, style: style, column: x, rowStart: rowStart, area: area)
                x += cellWidth
            }
        }
        return x
    }

    /// What `Canvas.draw(_:of:at:style:clip:)` does, inside `bounds`.
    ///
    /// The glyphs wholly inside the area are written without reading the cells they cover:
    /// only the cells at the ends of that run can be half of a wide grapheme that the run
    /// cuts. The glyphs an edge cuts are put one by one.
    mutating func drawGlyphs(_ glyphs: Range<Int>, of store: GlyphStore, at origin: Point, style: Style, clip: Rect?) {
        precondition(store.profile == profile, "glyphs measured in \(store.profile) drawn on a canvas of \(profile)")
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard !area.isEmpty, origin.y >= area.minY, origin.y < area.maxY, origin.x < area.maxX else { return }
        let rowStart = origin.y * width
        var x = origin.x
        var index = glyphs.lowerBound
        @inline(__always) func content(_ content: UInt32) -> UInt32 {
            guard content & Canvas.StoredCell.clusterFlag != 0 else { return content }
            return keepCluster(store.clusters[Int(content & ~Canvas.StoredCell.clusterFlag)])
        }
        // Glyphs left of the area, and one its left edge cuts.
        while index < glyphs.upperBound, x < area.minX {
            let glyph = store.glyph(index)
            if x + glyph.cells > area.minX {
                putGrapheme(content(glyph.content), cells: glyph.cells, style: style, column: x, rowStart: rowStart, area: area)
            }
            x += glyph.cells
            index += 1
        }
        // The run wholly inside: a wide grapheme whose second half starts the run loses its
        // first half, and one whose first half ends it loses its second.
        let runStart = x
        if index < glyphs.upperBound, x > 0, x + store.glyph(index).cells <= area.maxX, self[cell: rowStart + x].width == 0 {
            self[cell: rowStart + x - 1] = .blank(self[cell: rowStart + x - 1].style)
        }
        while index < glyphs.upperBound {
            let glyph = store.glyph(index)
            guard x + glyph.cells <= area.maxX else { break }
            if glyph.cells == 2 {
                self[cell: rowStart + x] = Canvas.StoredCell(content: content(glyph.content), style: style, width: 2)
                self[cell: rowStart + x + 1] = Canvas.StoredCell(content: 0x20, style: style, width: 0)
            } else {
                self[cell: rowStart + x] = Canvas.StoredCell(content: content(glyph.content), style: style, width: 1)
            }
            x += glyph.cells
            index += 1
        }
        if x > runStart, x < width, self[cell: rowStart + x].width == 0 {
            self[cell: rowStart + x] = .blank(self[cell: rowStart + x].style)
        }
        // A wide glyph the right edge cuts.
        if index < glyphs.upperBound, x < area.maxX {
            let glyph = store.glyph(index)
            putGrapheme(content(glyph.content), cells: glyph.cells, style: style, column: x, rowStart: rowStart, area: area)
        }
    }

    /// What `Canvas.putNarrow(_:at:style:clip:)` does, inside `bounds`.
    @inline(__always)
    mutating func putNarrowScalar(_ scalar: Unicode.Scalar, at point: Point, style: Style, clip: Rect) {
        let area = clip.intersection(bounds)
        guard point.x >= area.minX, point.x < area.maxX, point.y >= area.minY, point.y < area.maxY else { return }
        let rowStart = point.y * width
        put(Canvas.StoredCell(content: scalar.value, style: style, width: 1), at: rowStart + point.x, rowEnd: rowStart + width)
    }
}

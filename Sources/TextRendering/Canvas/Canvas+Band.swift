extension Canvas {
    /// Rows of a canvas that one task draws into while other tasks draw into other rows: what
    /// `drawBands(_:_:)` hands each band. It draws as the canvas does, and only inside its rows.
    ///
    /// A band writes straight into the canvas's cells and is valid only inside the closure it
    /// is given to. It cannot be copied: a copy's graphemes would never reach the canvas.
    ///
    /// Every drawing method of `Canvas` draws through a band of all its rows (`withBand`), so
    /// this is the one place where cells are written.
    package struct Band: ~Copyable {
        /// The rows of the canvas this band may draw in.
        package let rows: Range<Int>
        /// The number of columns of the canvas.
        package let width: Int
        /// How graphemes are measured.
        package let profile: WidthProfile
        /// The canvas's first cell.
        private let cells: UnsafeMutablePointer<StoredCell>
        /// The cells of `rows`, as indices into the canvas.
        private let cellRange: Range<Int>
        /// The multi-scalar graphemes the cells refer to: the canvas's own, moved in for a band
        /// of all its rows; else this band's, numbered from 0 with `localCluster` set until the
        /// canvas takes them.
        var clusters: [String]
        /// Whether the graphemes kept are this band's own, to be renumbered.
        private let keepsLocalClusters: Bool
        /// The cells that were given a grapheme of the band's own: renumbered when the canvas
        /// takes them (some may have been drawn over since).
        var clusterCells: [Int] = []
        /// The addresses of the links the cells' styles refer to, as `clusters` are kept: the
        /// canvas's own for a band of all its rows, else this band's, numbered from 1 with
        /// `localLink` set until the canvas takes them.
        var links = Canvas.LinkTable()
        /// For a band drawn side by side with others: the canvas's own links when the bands
        /// began, read only, so that an address the canvas has keeps its number.
        private let canvasLinks: Canvas.LinkTable

        /// Marks a cluster content as a band's own number, until the canvas renumbers it;
        /// every grapheme number stays below it.
        static let localCluster: UInt32 = 0x4000_0000
        /// Marks a link number as a band's own, until the canvas renumbers it; every link
        /// number stays below it.
        static let localLink: UInt16 = 0x8000

        /// A band of `rows` that keeps its graphemes for the canvas to renumber, or (given the
        /// canvas's own) appends to those.
        init(
            rows: Range<Int>, width: Int, profile: WidthProfile, cells: UnsafeMutablePointer<StoredCell>, canvasClusters: [String]? = nil,
            canvasLinks: Canvas.LinkTable = Canvas.LinkTable()
        ) {
            self.canvasLinks = canvasLinks
            self.rows = rows
            self.width = width
            self.profile = profile
            self.cells = cells
            cellRange = rows.lowerBound * width..<rows.upperBound * width
            clusters = canvasClusters ?? []
            keepsLocalClusters = canvasClusters == nil
        }

        /// The band's rows, the width of the canvas.
        package var bounds: Rect { Rect(x: 0, y: rows.lowerBound, width: width, height: rows.count) }

        // These wrap internal primitives (below) that `Canvas` calls too. With the primitives
        // themselves `package`, the optimiser stopped inlining `putGrapheme` into drawing text,
        // and `canvas/screen` went from 175 to 270 µs.

        /// Draws one line of text as `Canvas.draw(_:at:style:clip:)` does, inside the band.
        @discardableResult
        package mutating func draw(_ text: String, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
            let style = cellStyle(style)
            return drawText(text, at: origin, style: style, clip: clip)
        }

        /// Draws glyphs kept in `store` as `Canvas.draw(_:of:at:style:clip:)` does, inside the band.
        package mutating func draw(_ glyphs: Range<Int>, of store: GlyphStore, at origin: Point, style: Style = .plain, clip: Rect? = nil) {
            let style = cellStyle(style)
            withUnsafePointer(to: store) { drawGlyphs(glyphs, of: $0, at: origin, style: style, clip: clip) }
        }

        /// Draws glyphs as `draw(_:of:at:style:clip:)` does, in a style already made a cell's
        /// (`cellStyle(_:)`): for callers that draw many cells in a few styles.
        package mutating func draw(_ glyphs: Range<Int>, of store: GlyphStore, at origin: Point, cellStyle: Canvas.CellStyle, clip: Rect? = nil) {
            withUnsafePointer(to: store) { drawGlyphs(glyphs, of: $0, at: origin, style: cellStyle, clip: clip) }
        }

        /// Draws glyphs as `draw(_:of:at:cellStyle:clip:)` does, from a store read in place:
        /// for bands drawn side by side from one store.
        package mutating func draw(
            _ glyphs: Range<Int>, of store: UnsafePointer<GlyphStore>, at origin: Point, cellStyle: Canvas.CellStyle, clip: Rect? = nil
        ) {
            drawGlyphs(glyphs, of: store, at: origin, style: cellStyle, clip: clip)
        }

        /// Draws the glyphs kept for a text with runs of styles, as `draw(_:of:at:cellStyle:clip:)`
        /// does, each glyph in `base` with the style of the span its first byte is in drawn over
        /// it: the cells `draw(_:at:clip:)` gives for the styled text. The store is read in place.
        ///
        /// - Precondition: The glyphs stand for every byte of the text whose UTF-8 offsets
        ///   `spans` has (`GlyphStore.Line.isWhole`).
        /// - Complexity: O(*g* + *s*) in the number of glyphs and spans: one draw of glyphs per
        ///   span and per stretch between spans.
        package mutating func draw(
            _ glyphs: Range<Int>, of store: UnsafePointer<GlyphStore>, at origin: Point, base: Canvas.CellStyle, spans: [StyledText.Span],
            clip: Rect? = nil
        ) {
            var index = glyphs.lowerBound
            var offset = 0
            var x = origin.x
            var stretchStart = index
            var stretchX = x
            // Takes the glyphs whose first byte is before `end` into the stretch.
            func advance(to end: Int) {
                while index < glyphs.upperBound, offset < end {
                    offset += store.pointee.byteCount(index)
                    x += store.pointee.glyph(index).cells
                    index += 1
                }
            }
            func drawStretch(_ style: Canvas.CellStyle) {
                guard index > stretchStart else { return }
                drawGlyphs(stretchStart..<index, of: store, at: Point(x: stretchX, y: origin.y), style: style, clip: clip)
                stretchStart = index
                stretchX = x
            }
            for span in spans {
                guard index < glyphs.upperBound else { break }
                advance(to: span.start)
                drawStretch(base)
                advance(to: span.end)
                drawStretch(base.merging(cellStyle(span.style)))
            }
            index = glyphs.upperBound
            drawStretch(base)
        }

        /// Draws one line of text as `draw(_:at:style:clip:)` does, in a style already made a
        /// cell's (`cellStyle(_:)`).
        @discardableResult
        package mutating func draw(_ text: String, at origin: Point, cellStyle: Canvas.CellStyle, clip: Rect? = nil) -> Int {
            drawText(text, at: origin, style: cellStyle, clip: clip)
        }

        /// Draws another canvas as `Canvas.draw(_:at:clip:)` does, inside the band.
        package mutating func draw(_ canvas: Canvas, at origin: Point, clip: Rect? = nil) {
            drawCanvas(canvas, at: origin, clip: clip)
        }

        /// Puts one narrow, printable scalar as `putNarrow(_:at:style:clip:)` does, in a style
        /// already made a cell's (`cellStyle(_:)`).
        package mutating func putNarrow(_ scalar: Unicode.Scalar, at point: Point, cellStyle: Canvas.CellStyle, clip: Rect) {
            putNarrowScalar(scalar, at: point, style: cellStyle, clip: clip)
        }

        /// Puts one narrow, printable scalar as `Canvas.putNarrow(_:at:style:clip:)` does,
        /// inside the band.
        package mutating func putNarrow(_ scalar: Unicode.Scalar, at point: Point, style: Style = .plain, clip: Rect) {
            let style = cellStyle(style)
            putNarrowScalar(scalar, at: point, style: style, clip: clip)
        }
    }
}

extension Canvas.Band {
    /// The cell at `index` (row × `width` + column) of the canvas; traps outside the band.
    subscript(cell index: Int) -> Canvas.StoredCell {
        get {
            precondition(cellRange.contains(index), "cell \(index) is outside the band's cells \(cellRange)")
            return cells[index]
        }
        set {
            precondition(cellRange.contains(index), "cell \(index) is outside the band's cells \(cellRange)")
            cells[index] = newValue
            if newValue.content & (Canvas.StoredCell.clusterFlag | Self.localCluster) == Canvas.StoredCell.clusterFlag | Self.localCluster {
                noteCluster(at: index)
            }
        }
    }

    /// Lists a cell given one of the band's graphemes: rare, and kept out of the setter so
    /// that the setter inlines.
    @inline(never)
    private mutating func noteCluster(at index: Int) {
        clusterCells.append(index)
    }

    /// `style` as cells keep it, its link numbered in the band's links.
    @inline(__always)
    package mutating func cellStyle(_ style: Style) -> Canvas.CellStyle {
        guard let link = style.link else { return Canvas.CellStyle(style, link: 0) }
        return Canvas.CellStyle(style, link: linkNumber(link.url))
    }

    /// The number of the link to `url`, keeping it when it is new (marked `localLink` in a
    /// band of its own); 0 (no link) once the table is full.
    mutating func linkNumber(_ url: String) -> UInt16 {
        if keepsLocalClusters, let number = canvasLinks.number(of: url) { return number }
        return links.number(for: url, marking: keepsLocalClusters ? Self.localLink : 0)
    }

    /// Keeps a multi-scalar grapheme and returns the content that refers to it.
    mutating func keepCluster(_ cluster: String) -> UInt32 {
        precondition(clusters.count < Int(Self.localCluster), "a canvas keeps at most \(Self.localCluster) graphemes")
        clusters.append(cluster)
        let number = Canvas.StoredCell.clusterFlag | UInt32(clusters.count - 1)
        return keepsLocalClusters ? number | Self.localCluster : number
    }
}

// Drawing: what every drawing method of a canvas comes down to.
extension Canvas.Band {
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
    /// `rowStart`, as far as `area` (inside the band) shows it: a wide grapheme that an edge
    /// of `area` cuts leaves a blank in its half inside. What drawing does with every grapheme.
    @inline(__always)
    mutating func putGrapheme(_ content: UInt32, cells: Int, style: Canvas.CellStyle, column x: Int, rowStart: Int, area: Rect) {
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

    /// Writes a grapheme of `cells` cells (1 or 2) at `column` of a row inside the band, in a
    /// run of graphemes written straight: its cell and a wide one's continuation, without
    /// looking at the cells it covers (the run's drawer mends its two ends), noting a grapheme
    /// of the band's own.
    @inline(__always)
    private mutating func writeInRun(
        _ content: UInt32, cells: Int, style: Canvas.CellStyle, row: UnsafeMutablePointer<Canvas.StoredCell>, column x: Int, rowStart: Int
    ) {
        if content & (Canvas.StoredCell.clusterFlag | Self.localCluster) == Canvas.StoredCell.clusterFlag | Self.localCluster {
            noteCluster(at: rowStart + x)
        }
        if cells == 2 {
            row[x] = Canvas.StoredCell(content: content, style: style, width: 2)
            row[x + 1] = Canvas.StoredCell(content: 0x20, style: style, width: 0)
        } else {
            row[x] = Canvas.StoredCell(content: content, style: style, width: 1)
        }
    }

    /// What `Canvas.draw(_:at:style:clip:)` does, inside the band.
    @discardableResult
    @inline(__always)
    mutating func drawText(_ text: String, at origin: Point, style: Canvas.CellStyle, clip: Rect?, sanitizing: Bool = true) -> Int {
        var styles = UniformCellStyle(style: style)
        return drawText(text, at: origin, styles: &styles, clip: clip, sanitizing: sanitizing)
    }

    /// What `Canvas.draw(_:at:style:clip:)` does, inside the band, each grapheme in the style
    /// `styles` gives the offset of its first byte in the text made terminal-safe.
    ///
    /// The graphemes wholly inside the area are written straight to the row, as `drawGlyphs`
    /// writes them: only the cells at the ends of that run can be half of a wide grapheme that
    /// the run cuts. The graphemes an edge cuts are put one by one.
    ///
    /// - Parameter sanitizing: false for text already made terminal-safe on one line (as
    ///   `terminalSafeLine` makes it), which is not checked again.
    @discardableResult
    mutating func drawText<Styles: GraphemeCellStyles>(
        _ text: String, at origin: Point, styles: inout Styles, clip: Rect?, sanitizing: Bool = true
    ) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        let safe = sanitizing ? TerminalSafety.sanitize(text[...], keepingLineBreaks: false) ?? text : text
        let visible = origin.y >= area.minY && origin.y < area.maxY
        if !visible || area.isEmpty || origin.x >= area.maxX {
            // Far to the right the column after the text is past `Int.max`: it saturates.
            let (end, overflow) = origin.x.addingReportingOverflow(safe.displayWidth(in: profile))
            return overflow ? .max : end
        }
        let rowStart = origin.y * width
        // The row is inside the band (the area is), so the run inside is written straight: the
        // checks of `self[cell:]` are made once for the row.
        precondition(cellRange.contains(rowStart) && rowStart + width <= cellRange.upperBound, "row \(origin.y) is outside the band")
        let row = cells + rowStart
        let insideEnd = min(area.maxX, width)
        let ambiguousCells = profile.ambiguous.cells
        var safeCopy = safe
        // Everything the loop changes is declared inside the closure: variables captured from
        // outside it were checked for exclusive access at run time, at every grapheme.
        return safeCopy.withUTF8 { bytes in
            var x = origin.x
            // The columns written straight: `runStart..<runEnd`, closed once a grapheme after
            // them is not.
            var runStart = -1
            var runEnd = -1
            var runClosed = false
            @inline(__always) func closeRun() {
                // A wide grapheme whose first half the run ended on loses its second.
                if runEnd < width, row[runEnd].width == 0 { self[cell: rowStart + runEnd] = .blank(row[runEnd].style) }
                runClosed = true
            }
            /// Puts the grapheme that starts at byte `start`, `cellWidth` cells wide, at `x`.
            @inline(__always) func place(_ content: UInt32, cells cellWidth: Int, start: Int) {
                let style = styles.style(at: start)
                if !runClosed, x >= area.minX, x + cellWidth <= insideEnd {
                    if runStart < 0 {
                        runStart = x
                        // A wide grapheme whose second half the run starts on loses its first.
                        if x > 0, row[x].width == 0 { self[cell: rowStart + x - 1] = .blank(row[x - 1].style) }
                    }
                    writeInRun(content, cells: cellWidth, style: style, row: row, column: x, rowStart: rowStart)
                    runEnd = x + cellWidth
                } else {
                    if runStart >= 0, !runClosed { closeRun() }
                    putGrapheme(content, cells: cellWidth, style: style, column: x, rowStart: rowStart, area: area)
                }
                x += cellWidth
            }
            var scanner = GraphemeScanner(bytes: bytes)
            while true {
                // Plain ASCII after sanitising: always printable, one cell.
                if let byte = scanner.nextASCII() {
                    place(UInt32(byte), cells: 1, start: scanner.offset - 1)
                    continue
                }
                guard let cluster = scanner.next() else { break }
                let cellWidth = ClusterWidth.of(cluster, in: bytes, ambiguousCells: ambiguousCells, table: scanner.table)
                if cellWidth == 0 { continue }
                if x >= area.maxX || x + cellWidth <= area.minX {
                    x += cellWidth
                    continue
                }
                let content = cluster.isSingleScalar
                    ? cluster.firstScalar
                    : keepCluster(String(decoding: UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end]), as: UTF8.self))
                place(content, cells: cellWidth, start: cluster.start)
            }
            if runStart >= 0, !runClosed { closeRun() }
            return x
        }
    }

    /// What `Canvas.draw(_:of:at:style:clip:)` does, inside the band.
    ///
    /// The glyphs wholly inside the area are written without reading the cells they cover:
    /// only the cells at the ends of that run can be half of a wide grapheme that the run
    /// cuts. The glyphs an edge cuts are put one by one.
    ///
    /// The store is read in place: bands drawn side by side share one, and a copy would count
    /// references to its arrays from every thread.
    mutating func drawGlyphs(_ glyphs: Range<Int>, of store: UnsafePointer<GlyphStore>, at origin: Point, style: Canvas.CellStyle, clip: Rect?) {
        precondition(store.pointee.profile == profile, "glyphs measured in \(store.pointee.profile) drawn on a canvas of \(profile)")
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard !area.isEmpty, origin.y >= area.minY, origin.y < area.maxY, origin.x < area.maxX else { return }
        let rowStart = origin.y * width
        var x = origin.x
        var index = glyphs.lowerBound
        @inline(__always) func content(_ content: UInt32) -> UInt32 {
            guard content & Canvas.StoredCell.clusterFlag != 0 else { return content }
            return keepCluster(store.pointee.clusters[Int(content & ~Canvas.StoredCell.clusterFlag)])
        }
        // Glyphs left of the area, and one its left edge cuts.
        while index < glyphs.upperBound, x < area.minX {
            let glyph = store.pointee.glyph(index)
            if x + glyph.cells > area.minX {
                putGrapheme(content(glyph.content), cells: glyph.cells, style: style, column: x, rowStart: rowStart, area: area)
            }
            x += glyph.cells
            index += 1
        }
        // The run wholly inside: a wide grapheme whose second half starts the run loses its
        // first half, and one whose first half ends it loses its second.
        let runStart = x
        if index < glyphs.upperBound, x > 0, x + store.pointee.glyph(index).cells <= area.maxX, self[cell: rowStart + x].width == 0 {
            self[cell: rowStart + x - 1] = .blank(self[cell: rowStart + x - 1].style)
        }
        // The row is inside the band (the area is), so its cells are written straight: the
        // checks of `self[cell:]` are made once for the row, and a grapheme of the band's own is
        // noted where it is kept.
        precondition(cellRange.contains(rowStart) && rowStart + width <= cellRange.upperBound, "row \(origin.y) is outside the band")
        let row = cells + rowStart
        let end = min(area.maxX, width)
        while index < glyphs.upperBound {
            let glyph = store.pointee.glyph(index)
            guard x + glyph.cells <= end else { break }
            writeInRun(content(glyph.content), cells: glyph.cells, style: style, row: row, column: x, rowStart: rowStart)
            x += glyph.cells
            index += 1
        }
        if x > runStart, x < width, self[cell: rowStart + x].width == 0 {
            self[cell: rowStart + x] = .blank(self[cell: rowStart + x].style)
        }
        // A wide glyph the right edge cuts.
        if index < glyphs.upperBound, x < area.maxX {
            let glyph = store.pointee.glyph(index)
            putGrapheme(content(glyph.content), cells: glyph.cells, style: style, column: x, rowStart: rowStart, area: area)
        }
    }

    /// What `Canvas.putNarrow(_:at:style:clip:)` does, inside the band.
    @inline(__always)
    mutating func putNarrowScalar(_ scalar: Unicode.Scalar, at point: Point, style: Canvas.CellStyle, clip: Rect) {
        let area = clip.intersection(bounds)
        guard point.x >= area.minX, point.x < area.maxX, point.y >= area.minY, point.y < area.maxY else { return }
        let rowStart = point.y * width
        put(Canvas.StoredCell(content: scalar.value, style: style, width: 1), at: rowStart + point.x, rowEnd: rowStart + width)
    }

    /// What `Canvas.draw(_:at:clip:)` does with another canvas, inside the band.
    mutating func drawCanvas(_ canvas: Canvas, at origin: Point, clip: Rect?) {
        let area = (clip.map { $0.intersection(bounds) } ?? bounds)
            .intersection(Rect(origin: origin, size: canvas.size))
        guard !area.isEmpty else { return }
        // This canvas's number for each of the other's links, once looked up (-1 until then),
        // and the last one mapped: a run of linked cells is mapped once.
        var linkMap: [Int32] = []
        var lastLink: (source: UInt16, number: UInt16) = (0, 0)
        for y in area.minY..<area.maxY {
            let rowStart = y * width
            let rowEnd = rowStart + width
            let sourceRow = (y - origin.y) * canvas.width
            var x = area.minX
            while x < area.maxX {
                var source = canvas.cells[sourceRow + x - origin.x]
                if source.content & Canvas.StoredCell.clusterFlag != 0 {
                    source.content = keepCluster(canvas.clusters[Int(source.content & ~Canvas.StoredCell.clusterFlag)])
                }
                // The other canvas's links are numbered in its own table: each is looked up once.
                if source.style.link != 0 {
                    if source.style.link != lastLink.source {
                        let index = Int(source.style.link) - 1
                        if linkMap.isEmpty { linkMap = [Int32](repeating: -1, count: canvas.links.urls.count) }
                        if linkMap[index] < 0 { linkMap[index] = Int32(linkNumber(canvas.links.urls[index])) }
                        lastLink = (source.style.link, UInt16(linkMap[index]))
                    }
                    source.style.link = lastLink.number
                }
                switch source.width {
                case 2 where x + 1 < area.maxX:
                    put(source, at: rowStart + x, rowEnd: rowEnd)
                    x += 2
                    continue
                case 2, 0:
                    // Half of a wide grapheme inside the area: a blank keeps the grid whole.
                    put(.blank(source.style), at: rowStart + x, rowEnd: rowEnd)
                default:
                    put(source, at: rowStart + x, rowEnd: rowEnd)
                }
                x += 1
            }
        }
    }
}

/// The cell style of each grapheme of a text being drawn, asked for at the offsets of the
/// graphemes' first bytes, in increasing order.
protocol GraphemeCellStyles {
    mutating func style(at offset: Int) -> Canvas.CellStyle
}

/// One style for every grapheme.
struct UniformCellStyle: GraphemeCellStyles {
    let style: Canvas.CellStyle

    @inline(__always)
    func style(at offset: Int) -> Canvas.CellStyle { style }
}

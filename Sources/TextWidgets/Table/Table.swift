import TextRendering

/// A table: a header, rows of styled text, an optional footer, in a box, with column widths
/// measured from the content the way Rich measures them. A value: build it, print it with a
/// `Console`, render it to text, or show it in a view hierarchy (TextUI's `DataTable`).
///
/// Each column's minimum is its widest word and its maximum its widest line (header and
/// footer included), clamped to the column's own limits. When the maxima do not fit, the
/// widest wrapping columns give way first, down to their minimums; if that is not enough,
/// every column gives way in proportion (cells are then broken inside words or cut with `…`).
/// With `expands`, spare width is shared out.
///
/// ```swift
/// var table = Table(columns: ["Script", "Sample", Table.Column("Cells", alignment: .trailing)])
/// table.addRow(["CJK", "中文字符", "8"])
/// table.addRow(["Emoji", "👩‍🔬👍🏽", "4"])
/// print(table.render(width: 40).plainText)
/// // ╭────────┬──────────┬───────╮
/// // │ Script │ Sample   │ Cells │
/// // ├────────┼──────────┼───────┤
/// // │ CJK    │ 中文字符 │     8 │
/// // │ Emoji  │ 👩‍🔬👍🏽     │     4 │
/// // ╰────────┴──────────┴───────╯
/// ```
///
/// A cell is `StyledText`: a literal or an interpolation is a plain cell, and a cell without a
/// style of its own takes its column's. Cells are drawn terminal-safe. A big table is measured,
/// laid out and drawn in chunks of rows side by side.
public struct Table: Widget, Hashable {
    /// The columns.
    public var columns: [Column]
    /// The rows; a row with fewer cells than columns is padded with empty ones.
    public var rows: [[StyledText]]
    /// A row under a rule at the bottom (totals).
    public var footer: [StyledText]?
    /// The box's characters; `nil` for no box (columns two spaces apart).
    public var boxStyle: BorderStyle? = .rounded
    /// Whether the header row is shown.
    public var showsHeader = true
    /// Whether the table takes all the width it is given, sharing the spare among columns.
    public var expands = false
    /// Whether a rule separates the rows.
    public var showsRowSeparators = false
    /// The rows after which a section ends: a rule is drawn under each (but the last row,
    /// which the box or the footer's rule closes). `addSection()` ends one.
    public var sectionEnds: Set<Int> = []
    /// Text centred above the table, wrapped at its width (bold unless it has a style).
    public var title: StyledText?
    /// Text centred below the table, wrapped at its width (dim unless it has a style).
    public var caption: StyledText?

    /// A table of `columns` and `rows`.
    public init(columns: [Column] = [], rows: [[StyledText]] = [], footer: [StyledText]? = nil) {
        self.columns = columns
        self.rows = rows
        self.footer = footer
    }

    /// A table whose columns are headed `headers` (leading, wrapping columns), for headers
    /// known only at run time: `Table(columns: headers)`.
    @_disfavoredOverload
    public init(columns headers: [String]) {
        self.init(columns: headers.map { Column($0) })
    }

    /// Adds a row at the bottom.
    public mutating func addRow(_ cells: [StyledText]) {
        rows.append(cells)
    }

    /// Ends a section: a rule goes under the last row added, before the next (Rich's
    /// `add_section`). Nothing happens before the first row.
    public mutating func addSection() {
        if !rows.isEmpty { sectionEnds.insert(rows.count - 1) }
    }

    /// Whether a rule follows body row `row` of `count`.
    @inline(__always)
    func rule(after row: Int, of count: Int) -> Bool {
        row < count - 1 && (showsRowSeparators || (!sectionEnds.isEmpty && sectionEnds.contains(row)))
    }

    /// Adds a row of plain cells at the bottom: `table.addRow([title, "\(count)"])`.
    @_disfavoredOverload
    public mutating func addRow(_ texts: [String]) {
        rows.append(texts.map { StyledText($0) })
    }

    // MARK: - Measuring

    var hasBox: Bool { boxStyle != nil }

    /// Columns taken by rules and cell padding.
    var chrome: Int { Self.chrome(columns: columns.count, boxed: hasBox) }

    /// Columns taken by the rules and padding of `columns` columns, in a box or not.
    static func chrome(columns: Int, boxed: Bool) -> Int {
        guard columns > 0 else { return 0 }
        return boxed ? 3 * columns + 1 : 2 * (columns - 1)
    }

    /// The table's widths with its cells measured as `measurement`: at least four columns of
    /// each column's minimum, and every column at its widest line.
    package func widths(of measurement: Measurement) -> LayoutWidths {
        guard !columns.isEmpty else { return .zero }
        let measures = measurement.columns
        return LayoutWidths(
            minimum: measures.reduce(0) { $0 + min($1.minimum, 4) } + chrome,
            ideal: measures.reduce(0) { $0 + $1.maximum } + chrome)
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        guard !columns.isEmpty else { return .zero }
        let measurement = measure(profile: profile)
        var widths = widths(of: measurement)
        // Columns that hide when the width is short ask for none of it.
        let kept = columns.indices.filter { columns[$0].priority == nil }
        if kept.count < columns.count {
            widths.minimum = kept.reduce(Self.chrome(columns: kept.count, boxed: hasBox)) { $0 + min(measurement.columns[$1].minimum, 4) }
        }
        return widths
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        guard isPresented else { return layout(forWidth: width, measurement: measure(profile: profile)).height }
        return presentedHeight(width: width, profile: profile)
    }

    // MARK: - Drawing

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard !columns.isEmpty else { return }
        guard isPresented else {
            return draw(layout(forWidth: rect.width, measurement: measure(profile: canvas.profile)), in: rect, on: &canvas, clip: clip)
        }
        canvas.draw(presentedCanvas(width: rect.width, profile: canvas.profile, upToIdeal: false), at: rect.origin, clip: clip.intersection(rect))
    }

    /// The table at `width` columns in `profile`, measured and laid out once.
    public func render(width: Int, profile: WidthProfile) -> Canvas {
        precondition(width >= 0, "width must not be negative, got \(width)")
        guard !isPresented else { return presentedCanvas(width: width, profile: profile, upToIdeal: false) }
        return render(layout(forWidth: width, measurement: measure(profile: profile)))
    }

    /// The table as wide as it wants to be (its ideal width), at most `width` columns, in
    /// `profile`: measured once, for the width and for the layout.
    package func render(upToWidth width: Int, profile: WidthProfile) -> Canvas {
        precondition(width >= 0, "width must not be negative, got \(width)")
        guard !isPresented else { return presentedCanvas(width: width, profile: profile, upToIdeal: true) }
        let measurement = measure(profile: profile)
        return render(layout(forWidth: min(width, widths(of: measurement).ideal), measurement: measurement))
    }

    /// The table laid out as `layout`, on a canvas of its size.
    private func render(_ layout: Layout) -> Canvas {
        var canvas = Canvas(width: layout.width, height: layout.height, profile: layout.profile)
        draw(layout, in: canvas.bounds, on: &canvas, clip: canvas.bounds)
        return canvas
    }

    /// The table at `width` columns, measured and laid out once.
    public func render(width: Int) -> Canvas {
        render(width: width, profile: .standard)
    }

    /// Draws the table laid out as `layout` (at `rect`'s width, in the canvas's profile) into
    /// `rect`, inside `clip`.
    ///
    /// - Parameters:
    ///   - chunkLimit: At most this many bands of rows are drawn side by side.
    ///   - firstRow: A body row at or above the first one `clip` shows, and its line counted
    ///     from the table's top: drawing goes down from there rather than from the first row.
    package func draw(
        _ layout: Layout, in rect: Rect, on canvas: inout Canvas, clip: Rect, chunkLimit: Int = Table.parallelChunks,
        firstRow: (row: Int, y: Int)? = nil
    ) {
        let visible = clip.intersection(rect).intersection(canvas.bounds)
        guard !columns.isEmpty, !visible.isEmpty else { return }
        // The bands read the layout in place, unchecked: it must be this table's.
        precondition(
            layout.bodyHeights.count == rows.count && layout.body.count == rows.count * layout.columnWidths.count
                && layout.columnWidths.count == columns.count,
            "a layout of \(layout.bodyHeights.count) rows of \(layout.columnWidths.count) drawn for \(rows.count) of \(columns.count)")
        let headerHeight = layout.header.map(\.count).max() ?? 1
        let bodyTop = rect.minY + bodyTop(of: layout)
        var found = Self.bandStarts(
            heights: layout.bodyHeights, separated: { self.rule(after: $0, of: layout.bodyHeights.count) }, bodyTop: bodyTop,
            visible: visible.minY..<visible.maxY,
            count: min(chunkLimit, visible.height * visible.width / Self.cellsPerBand))
        if let firstRow, found.count == 1 { found[0] = (firstRow.row, rect.minY + firstRow.y) }
        let starts = found
        let bands = starts.indices.map { index in
            (index == 0 ? visible.minY : starts[index].y)..<(index + 1 < starts.count ? starts[index + 1].y : visible.maxY)
        }
        let (rows, footer, showsHeader) = (rows, footer, showsHeader)
        let rules = (showsRowSeparators, sectionEnds)
        let columnStyles = columns.map(\.style)
        let columnCount = layout.columnWidths.count
        // The bands read the layout's cells and glyph stores in place: a copy of an array they
        // share would count references to it from every thread.
        let alignments = columns.map(\.alignment)
        let box = boxStyle?.resolved(for: canvas.profile)
        let (chrome, profile) = (chrome, canvas.profile)
        layout.glyphs.withUnsafeBufferPointer { glyphs in
          layout.body.withUnsafeBufferPointer { body in
            let (glyphs, body) = (SharedBuffer(buffer: glyphs), SharedBuffer(buffer: body))
            canvas.drawBands(bands) { index, band in
                // Each band has arrays of its own too, for the same reason.
                var renderer = TableRenderer(
                    origin: rect.origin, clip: visible, widths: layout.columnWidths.map { $0 }, alignments: alignments.map { $0 }, box: box,
                    chrome: chrome, profile: profile, glyphs: glyphs)
                renderer.clip = visible.intersection(band.bounds)
                // Styles as cells keep them, made once per band: the columns', and each row's (a
                // cell's own style, else its column's) in a buffer used again row after row.
                let columnCellStyles = columnStyles.map { band.cellStyle($0) }
                var rowStyles = columnCellStyles
                func setRowStyles(of cells: [StyledText]?, band: inout Canvas.Band) {
                    for column in 0..<columnCount {
                        if let cells, column < cells.count, let own = cells[column].style {
                            rowStyles[column] = band.cellStyle(own)
                        } else {
                            rowStyles[column] = columnCellStyles[column]
                        }
                    }
                }
                if index == 0 {
                    renderer.top(on: &band)
                    if showsHeader {
                        let bold = band.cellStyle(.bold)
                        layout.header.withUnsafeBufferPointer { header in
                            renderer.row(header[...], texts: [], height: headerHeight, on: &band) { _ in bold }
                        }
                        renderer.separator(on: &band)
                    }
                }
                renderer.y = starts[index].y
                let bodyRows = starts[index].row..<(index + 1 < starts.count ? starts[index + 1].row : layout.bodyHeights.count)
                for row in bodyRows {
                    let height = layout.bodyHeights[row]
                    let separates = row < layout.bodyHeights.count - 1 && (rules.0 || (!rules.1.isEmpty && rules.1.contains(row)))
                    // Rows wholly above the clip, rules and all, are skipped by their height alone.
                    if renderer.y + height + (separates ? 1 : 0) <= renderer.clip.minY {
                        renderer.skip(height + (separates ? 1 : 0))
                        continue
                    }
                    if renderer.y >= renderer.clip.maxY { break }
                    setRowStyles(of: rows[row], band: &band)
                    renderer.row(body.buffer[row * columnCount..<(row + 1) * columnCount], texts: rows[row], height: height, on: &band) { column in
                        rowStyles[column]
                    }
                    if separates { renderer.separator(on: &band) }
                }
                guard index == starts.count - 1 else { return }
                if let footerLines = layout.footer {
                    if !layout.bodyHeights.isEmpty { renderer.separator(on: &band) }
                    setRowStyles(of: footer, band: &band)
                    footerLines.withUnsafeBufferPointer { footerLines in
                        renderer.row(footerLines[...], texts: footer ?? [], height: footerLines.map(\.count).max() ?? 1, on: &band) { column in
                            rowStyles[column]
                        }
                    }
                }
                renderer.bottom(on: &band)
            }
          }
        }
    }

    /// The line of the first body row, counted from the table's top.
    func bodyTop(of layout: Layout) -> Int {
        (hasBox ? 1 : 0) + (showsHeader ? (layout.header.map(\.count).max() ?? 1) + 1 : 0)
    }

    /// Where each band of a table's drawing starts: the first body row it draws, and that
    /// row's line. Bands share the visible lines about evenly, each starting at a row, so that
    /// bands of a big table are drawn side by side; the first band (body row 0) also draws the
    /// top of the table, and the last the bottom.
    ///
    /// - Parameters:
    ///   - heights: The body rows' heights.
    ///   - separated: Whether a rule follows a row.
    ///   - bodyTop: The line of the first body row.
    ///   - visible: The lines drawn.
    ///   - count: At most this many bands (fewer when the rows do not split that finely).
    static func bandStarts(
        heights: [Int], separated: (Int) -> Bool, bodyTop: Int, visible: Range<Int>, count: Int
    ) -> [(row: Int, y: Int)] {
        var starts = [(row: 0, y: bodyTop)]
        guard count > 1 else { return starts }
        let share = max(1, visible.count / count)
        var y = bodyTop
        for (row, height) in heights.enumerated() {
            if y >= visible.upperBound || starts.count == count { break }
            // Past the first band's share of lines, and so below the top of the visible ones.
            if y >= visible.lowerBound + share * starts.count {
                starts.append((row, y))
            }
            y += height + (separated(row) ? 1 : 0)
        }
        return starts
    }

    /// A table is drawn in bands side by side only when each band gets at least this many
    /// cells: below that, starting threads costs more than it saves.
    static let cellsPerBand = 32_768
}

extension Table: BandedTextRenderable {
    /// Draws the table at `width` columns in `profile` as canvases of at most `rows` rows each,
    /// top to bottom: measured and laid out once, its bands drawn a few at a time side by side.
    /// The text is that of `render(width:profile:)`, without a canvas as tall as the table.
    public func renderBands(width: Int, profile: WidthProfile, rows: Int, _ body: (Canvas) -> Void) {
        renderBands(width: width, profile: profile, rows: rows, transform: { $0 }, body)
    }

    /// Draws the table band by band as `renderBands(width:profile:rows:_:)` does, each band
    /// transformed on the thread that drew it.
    public func renderBands<Band: Sendable>(
        width: Int, profile: WidthProfile, rows: Int, transform: @Sendable (Canvas) -> Band, _ body: (Band) -> Void
    ) {
        precondition(width >= 0 && rows > 0, "width must not be negative and rows positive, got \(width) and \(rows)")
        if isPresented {
            // The title, the grid's bands, the caption: one after another.
            let (grid, measurement) = fitted(toWidth: width, profile: profile)
            let (title, caption) = edges(of: grid.layout(forWidth: width, measurement: measurement))
            if let title = title.map({ Self.widened($0, to: width) }) { body(transform(title)) }
            grid.renderBands(width: width, profile: profile, rows: rows, transform: transform, body)
            if let caption = caption.map({ Self.widened($0, to: width) }) { body(transform(caption)) }
            return
        }
        let layout = layout(forWidth: width, measurement: measure(profile: profile))
        let bandCount = max(1, (layout.height + rows - 1) / rows)
        // The first body row each band shows (or one above it): found in one pass down the rows.
        // A rule follows every row but the last.
        let heights = layout.bodyHeights
        var row = 0
        var y = bodyTop(of: layout)
        let firstRows = (0..<bandCount).map { band -> (row: Int, y: Int) in
            while row < heights.count {
                let lines = heights[row] + (rule(after: row, of: heights.count) ? 1 : 0)
                guard y + lines <= band * rows else { break }
                y += lines
                row += 1
            }
            return (row, y)
        }
        Concurrently.forEach(bandCount, batch: Self.bandsAtATime, { band in
            let top = band * rows
            var canvas = Canvas(width: width, height: max(0, min(rows, layout.height - top)), profile: profile)
            draw(
                layout, in: Rect(x: 0, y: -top, width: width, height: layout.height), on: &canvas, clip: canvas.bounds, chunkLimit: 1,
                firstRow: firstRows[band])
            return transform(canvas)
        }, body)
    }

    /// `canvas` on one `width` wide, as every band of a table is.
    static func widened(_ canvas: Canvas, to width: Int) -> Canvas {
        guard canvas.width < width else { return canvas }
        var wide = Canvas(width: width, height: canvas.height, profile: canvas.profile)
        wide.draw(canvas, at: .zero)
        return wide
    }

    /// Bands drawn side by side at a time: enough for every core of a laptop, few enough that
    /// little is held before it is handed over.
    static let bandsAtATime = 8
}

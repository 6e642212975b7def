import TextRendering

/// A table for command-line output: a header, rows of text, an optional footer, in a box,
/// with column widths measured from the content the way Rich measures them.
///
/// Each column's minimum is its widest word and its maximum its widest line (header and
/// footer included), clamped to the column's own limits. When the maxima do not fit, the
/// widest wrapping columns give way first, down to their minimums; if that is not enough,
/// every column gives way in proportion (cells are then broken inside words or cut with `…`).
/// With `expands`, spare width is shared out.
///
/// ```swift
/// let table = DataTable(columns: [.init("Script"), .init("Sample"), .init("Cells", alignment: .trailing)])
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
open class DataTable: View {
    /// The columns.
    public var columns: [Column] { didSet { dataChanged() } }
    /// The rows; a row with fewer cells than columns is padded with empty ones.
    public private(set) var rows: [[Cell]] = []
    /// A row under a rule at the bottom (totals).
    public var footer: [Cell]? { didSet { dataChanged() } }
    /// The box's characters; `nil` for no box (columns two spaces apart).
    public var boxStyle: BorderStyle? = .rounded { didSet { dataChanged() } }
    /// Whether the header row is shown.
    public var showsHeader = true { didSet { dataChanged() } }
    /// Whether the table takes all the width it is given, sharing the spare among columns.
    public var expands = false { didSet { dataChanged() } }
    /// Whether a rule separates the rows.
    public var showsRowSeparators = false { didSet { dataChanged() } }

    /// The cells measured, until the data changes.
    var measured: Measurement?
    /// The last layout, until the data or the width changes.
    var layoutCache: Layout?
    /// At most this many chunks of rows are measured and laid out side by side; 1 does it row
    /// after row (for tests that compare the two).
    var chunkLimit = DataTable.parallelChunks

    /// Creates an empty table with no columns.
    public required init() {
        columns = []
        super.init()
    }

    /// Creates a table of `columns` and `rows`.
    public convenience init(columns: [Column], rows: [[Cell]] = [], footer: [Cell]? = nil) {
        self.init()
        self.columns = columns
        self.rows = rows
        self.footer = footer
        dataChanged()
    }

    /// Creates a table whose columns are headed `headers` (leading, wrapping columns), for
    /// headers known only at run time: `DataTable(columns: headers)`.
    @_disfavoredOverload
    public convenience init(columns headers: [String]) {
        self.init(columns: headers.map { Column($0) })
    }

    /// Adds a row at the bottom.
    public func addRow(_ cells: [Cell]) {
        rows.append(cells)
        dataChanged()
    }

    /// Adds a row of plain cells at the bottom: `table.addRow([title, "\(count)"])`.
    @_disfavoredOverload
    public func addRow(_ texts: [String]) {
        addRow(texts.map { Cell($0) })
    }

    /// Replaces every row with rows of plain cells.
    @_disfavoredOverload
    public func setRows(_ rows: [[String]]) {
        setRows(rows.map { $0.map { Cell($0) } })
    }

    /// Replaces every row.
    public func setRows(_ rows: [[Cell]]) {
        self.rows = rows
        dataChanged()
    }

    private func dataChanged() {
        measured = nil
        layoutCache = nil
        setNeedsLayout()
    }

    // MARK: - Measuring

    var hasBox: Bool { boxStyle != nil }

    /// Columns taken by rules and cell padding.
    var chrome: Int {
        guard !columns.isEmpty else { return 0 }
        return hasBox ? 3 * columns.count + 1 : 2 * (columns.count - 1)
    }

    open override func contentWidths() -> LayoutWidths {
        guard !columns.isEmpty else { return .zero }
        let measures = measure(profile: effectiveWidthProfile).columns
        return LayoutWidths(
            minimum: measures.reduce(0) { $0 + min($1.minimum, 4) } + chrome,
            ideal: measures.reduce(0) { $0 + $1.maximum } + chrome)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        layout(forWidth: width, profile: effectiveWidthProfile).height
    }

    // MARK: - Drawing

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let visible = clip.intersection(canvas.bounds)
        guard !columns.isEmpty, !visible.isEmpty else { return }
        let layout = layout(forWidth: rect.width, profile: canvas.profile)
        let renderer = DataTableRenderer(
            origin: rect.origin, clip: visible, widths: layout.columnWidths, alignments: columns.map(\.alignment),
            box: boxStyle?.resolved(for: canvas.profile), chrome: chrome, profile: canvas.profile,
            glyphs: layout.glyphs)
        let headerHeight = layout.header.map(\.count).max() ?? 1
        let bodyTop = rect.minY + (hasBox ? 1 : 0) + (showsHeader ? headerHeight + 1 : 0)
        let starts = Self.bandStarts(
            heights: layout.bodyHeights, separated: showsRowSeparators, bodyTop: bodyTop, visible: visible.minY..<visible.maxY,
            count: min(chunkLimit, visible.height * visible.width / Self.cellsPerBand))
        let bands = starts.indices.map { index in
            (index == 0 ? visible.minY : starts[index].y)..<(index + 1 < starts.count ? starts[index + 1].y : visible.maxY)
        }
        let (rows, footer, showsHeader, showsRowSeparators) = (rows, footer, showsHeader, showsRowSeparators)
        let columnStyles = columns.map(\.style)
        // The style of a body or footer cell: the cell's own, else its column's.
        @Sendable func style(of cells: [Cell]?, column: Int) -> Style {
            cells.flatMap { column < $0.count ? $0[column].style : nil } ?? columnStyles[column]
        }
        canvas.drawBands(bands) { index, band in
            var renderer = renderer
            renderer.clip = visible.intersection(band.bounds)
            if index == 0 {
                renderer.top(on: &band)
                if showsHeader {
                    renderer.row(layout.header[...], height: headerHeight, on: &band) { _ in .bold }
                    renderer.separator(on: &band)
                }
            } else {
                renderer.y = starts[index].y
            }
            let columnCount = layout.columnWidths.count
            let bodyRows = starts[index].row..<(index + 1 < starts.count ? starts[index + 1].row : layout.bodyHeights.count)
            for row in bodyRows {
                let height = layout.bodyHeights[row]
                let separates = showsRowSeparators && row < layout.bodyHeights.count - 1
                // Rows wholly above the clip are skipped by their height alone.
                if renderer.y + height <= renderer.clip.minY {
                    renderer.skip(height + (separates ? 1 : 0))
                    continue
                }
                if renderer.y >= renderer.clip.maxY { break }
                let cells = rows[row]
                renderer.row(layout.body[row * columnCount..<(row + 1) * columnCount], height: height, on: &band) { column in
                    style(of: cells, column: column)
                }
                if separates { renderer.separator(on: &band) }
            }
            guard index == starts.count - 1 else { return }
            if let footerLines = layout.footer {
                if !layout.bodyHeights.isEmpty { renderer.separator(on: &band) }
                renderer.row(footerLines[...], height: footerLines.map(\.count).max() ?? 1, on: &band) { column in
                    style(of: footer, column: column)
                }
            }
            renderer.bottom(on: &band)
        }
    }

    /// Where each band of a table's drawing starts: the first body row it draws, and that
    /// row's line. Bands share the visible lines about evenly, each starting at a row, so that
    /// bands of a big table are drawn side by side; the first band (body row 0) also draws the
    /// top of the table, and the last the bottom.
    ///
    /// - Parameters:
    ///   - heights: The body rows' heights.
    ///   - separated: Whether a rule follows every row but the last.
    ///   - bodyTop: The line of the first body row.
    ///   - visible: The lines drawn.
    ///   - count: At most this many bands (fewer when the rows do not split that finely).
    nonisolated static func bandStarts(
        heights: [Int], separated: Bool, bodyTop: Int, visible: Range<Int>, count: Int
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
            y += height + (separated ? 1 : 0)
        }
        return starts
    }

    /// A table is drawn in bands side by side only when each band gets at least this many
    /// cells: below that, starting threads costs more than it saves.
    nonisolated static let cellsPerBand = 32_768
}

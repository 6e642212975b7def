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
    /// What a column does with text wider than itself.
    public struct Overflow: Sendable, Hashable {
        let wraps: Bool
        private init(wraps: Bool) { self.wraps = wraps }
        /// Break lines between words (inside words when a word is wider than the column).
        public static let wrap = Overflow(wraps: true)
        /// Keep each line whole, cut with `…` at the end when too wide.
        public static let ellipsis = Overflow(wraps: false)
    }

    /// A column's header and rules.
    public struct Column: Sendable, Hashable {
        /// The header text.
        public var header: String
        /// Where text sits in the column.
        public var alignment: TextAlignment
        /// The narrowest the column may be made while it still fits.
        public var minimumWidth: Int?
        /// The widest the column may be.
        public var maximumWidth: Int?
        /// Wrap or cut.
        public var overflow: Overflow
        /// The style of the column's cells (a cell's own style wins).
        public var style: Style

        /// Creates a column.
        public init(
            _ header: String, alignment: TextAlignment = .leading, minimumWidth: Int? = nil, maximumWidth: Int? = nil,
            overflow: Overflow = .wrap, style: Style = .plain
        ) {
            precondition((minimumWidth ?? 0) >= 0 && (maximumWidth ?? 1) >= 1,
                         "column widths must be positive, got minimum \(String(describing: minimumWidth)), maximum \(String(describing: maximumWidth))")
            self.header = header
            self.alignment = alignment
            self.minimumWidth = minimumWidth
            self.maximumWidth = maximumWidth
            self.overflow = overflow
            self.style = style
        }
    }

    /// One cell's text, and a style that overrides the column's.
    public struct Cell: Sendable, Hashable, ExpressibleByStringLiteral {
        /// The text; line breaks start new lines.
        public var text: String
        /// The cell's style; the column's when `nil`.
        public var style: Style?

        /// Creates a cell.
        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }

        /// A plain cell from a literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }
    }

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

    private var measured: Measurement?
    private var layoutCache: Layout?

    /// A cell's text made terminal-safe, with its widest word and widest line.
    private struct CellText {
        var safe: String
        var minimum: Int
        var maximum: Int
        var isOneLine: Bool
    }

    /// The cells measured once per change of data: the expensive part of a big table.
    private struct Measurement {
        var profile: WidthProfile
        var columns: [(minimum: Int, maximum: Int)]
        var header: [CellText]
        var body: [[CellText]]
        var footer: [CellText]?
    }

    /// A line of a cell, with its width when known (`nil` until needed).
    private struct CellLine {
        var text: String
        var width: Int?
    }

    /// A cell's lines: most cells have one, kept without an array of its own.
    private enum CellLines {
        case one(CellLine)
        case many([CellLine])

        var count: Int {
            switch self {
            case .one: 1
            case .many(let lines): lines.count
            }
        }

        subscript(index: Int) -> CellLine? {
            switch self {
            case .one(let line): index == 0 ? line : nil
            case .many(let lines): index < lines.count ? lines[index] : nil
            }
        }
    }

    /// The result of laying the table out at one width.
    private struct Layout {
        var width: Int
        var profile: WidthProfile
        var columnWidths: [Int]
        /// Lines of each cell of the header, body rows and footer.
        var header: [CellLines]
        var body: [[CellLines]]
        var footer: [CellLines]?
        var bodyHeights: [Int]
        var height: Int
    }

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

    /// Adds a row at the bottom.
    public func addRow(_ cells: [Cell]) {
        rows.append(cells)
        dataChanged()
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

    private var hasBox: Bool { boxStyle != nil }

    /// Columns taken by rules and cell padding.
    private var chrome: Int {
        guard !columns.isEmpty else { return 0 }
        return hasBox ? 3 * columns.count + 1 : 2 * (columns.count - 1)
    }

    private func cell(_ row: [Cell], _ column: Int) -> Cell {
        column < row.count ? row[column] : Cell("")
    }

    /// Each cell's safe text and widths, and each column's minimum and maximum width (header
    /// and footer included), clamped to the column's limits.
    private func measure(profile: WidthProfile) -> Measurement {
        if let measured, measured.profile == profile { return measured }
        func text(_ raw: String) -> CellText {
            let safe = raw.terminalSafe
            let (minimum, maximum) = safe.wrappingWidths(in: profile)
            var copy = safe
            let isOneLine = copy.withUTF8 { bytes in !bytes.contains { $0 == 0x0A || $0 == 0x0D } }
            return CellText(safe: safe, minimum: minimum, maximum: maximum, isOneLine: isOneLine)
        }
        let header = showsHeader ? columns.map { text($0.header) } : []
        let body = rows.map { row in columns.indices.map { text(cell(row, $0).text) } }
        let footerTexts = footer.map { row in columns.indices.map { text(cell(row, $0).text) } }
        var widths: [(minimum: Int, maximum: Int)] = []
        for (index, column) in columns.enumerated() {
            var minimum = 0
            var maximum = 0
            func include(_ cell: CellText) {
                minimum = max(minimum, column.overflow.wraps ? cell.minimum : cell.maximum)
                maximum = max(maximum, cell.maximum)
            }
            if showsHeader { include(header[index]) }
            for row in body { include(row[index]) }
            if let footerTexts { include(footerTexts[index]) }
            if let limit = column.maximumWidth {
                maximum = min(maximum, limit)
                minimum = min(minimum, limit)
            }
            if let limit = column.minimumWidth {
                maximum = max(maximum, limit)
                minimum = max(minimum, limit)
            }
            widths.append((max(1, minimum), max(1, maximum)))
        }
        let result = Measurement(profile: profile, columns: widths, header: header, body: body, footer: footerTexts)
        measured = result
        return result
    }

    /// The width of each column at a table width of `width`.
    func columnWidths(forWidth width: Int, profile: WidthProfile) -> [Int] {
        let measures = measure(profile: profile).columns
        let room = max(0, width - chrome)
        // Columns that do not wrap give way only in the last resort.
        let widths = zip(columns, measures).map { column, measure in
            LayoutWidths(minimum: column.overflow.wraps ? measure.minimum : measure.maximum, ideal: measure.maximum)
        }
        var lengths = RowSizing.fit(widths, into: room)
        // Every column keeps at least one cell while there is room for that: taken from the
        // widest, so that the table never gets wider than it was given.
        if room >= columns.count {
            while let narrow = lengths.firstIndex(of: 0), let widest = lengths.indices.max(by: { lengths[$0] < lengths[$1] }),
                  lengths[widest] > 1 {
                lengths[widest] -= 1
                lengths[narrow] = 1
            }
        }
        if expands {
            // Spare width is shared one cell at a time among the columns below their maximum.
            var spare = room - lengths.reduce(0, +)
            while spare > 0 {
                let open = columns.indices.filter { index in columns[index].maximumWidth.map { lengths[index] < $0 } ?? true }
                guard !open.isEmpty else { break }
                for index in open where spare > 0 {
                    lengths[index] += 1
                    spare -= 1
                }
            }
        }
        return lengths
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

    /// Lays the table out at `width`: column widths, each cell's lines, the rows' heights.
    private func layout(forWidth width: Int, profile: WidthProfile) -> Layout {
        if let layoutCache, layoutCache.width == width, layoutCache.profile == profile { return layoutCache }
        let widths = columnWidths(forWidth: width, profile: profile)
        let measurement = measure(profile: profile)
        func lines(of row: [CellText]) -> [CellLines] {
            columns.indices.map { index in
                let text = row[index]
                let columnWidth = widths[index]
                guard columnWidth > 0 else { return .one(CellLine(text: "", width: 0)) }
                // Most cells fit on one line as they are: no wrapping, and the width is known.
                if text.isOneLine, text.maximum <= columnWidth { return .one(CellLine(text: text.safe, width: text.maximum)) }
                if columns[index].overflow.wraps {
                    let wrapped = text.safe.wrapped(toWidth: columnWidth, in: profile)
                    return wrapped.isEmpty ? .one(CellLine(text: "", width: 0)) : .many(wrapped.map { CellLine(text: $0, width: nil) })
                }
                return .many(text.safe.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
                    CellLine(text: String($0).truncated(toWidth: columnWidth, mode: .tail, in: profile), width: nil)
                })
            }
        }
        let header = showsHeader ? lines(of: measurement.header) : []
        let body = measurement.body.map(lines(of:))
        let footerLines = measurement.footer.map(lines(of:))
        let bodyHeights = body.map { $0.map(\.count).max() ?? 1 }
        let rules = hasBox ? 2 : 0
        var height = rules + bodyHeights.reduce(0, +)
        if showsHeader { height += (header.map(\.count).max() ?? 1) + (hasBox ? 1 : 1) }
        // The footer's rule separates it from the rows; with no rows, the header's rule (or
        // the box's top) already does.
        if let footerLines { height += (footerLines.map(\.count).max() ?? 1) + (body.isEmpty ? 0 : 1) }
        if showsRowSeparators, !body.isEmpty { height += body.count - 1 }
        if columns.isEmpty { height = 0 }
        let result = Layout(
            width: width, profile: profile, columnWidths: widths, header: header, body: body, footer: footerLines,
            bodyHeights: bodyHeights, height: height)
        layoutCache = result
        return result
    }

    // MARK: - Drawing

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard !columns.isEmpty, !clip.isEmpty else { return }
        let profile = canvas.profile
        let layout = layout(forWidth: rect.width, profile: profile)
        let box = boxStyle?.resolved(for: profile)
        let widths = layout.columnWidths
        var y = rect.minY

        func rule(_ left: Character, _ line: Character, _ cross: Character, _ right: Character) {
            defer { y += 1 }
            guard y >= clip.minY, y < clip.maxY else { return }
            var text = String(left)
            for (index, width) in widths.enumerated() {
                text += String(repeating: String(line), count: width + 2)
                text += String(index == widths.count - 1 ? right : cross)
            }
            canvas.draw(text, at: Point(x: rect.minX, y: y), clip: clip)
        }

        func plainRule() {
            defer { y += 1 }
            guard y >= clip.minY, y < clip.maxY else { return }
            let line = BorderStyle.single.resolved(for: profile).top
            let total = widths.reduce(0, +) + chrome
            canvas.draw(String(repeating: String(line), count: total), at: Point(x: rect.minX, y: y), style: .dim, clip: clip)
        }

        // The rules' characters as strings, made once: a border style is thirteen Characters,
        // and copying it in the loop below would cost more than the drawing.
        let leftBar = box.map { $0.left.unicodeScalars.first! }
        let rightBar = box.map { $0.right.unicodeScalars.first! }
        func row(_ cells: [CellLines], height: Int, styles: [Style]) {
            for line in 0..<height {
                defer { y += 1 }
                guard y >= clip.minY else { continue }
                guard y < clip.maxY else { return }
                var x = rect.minX
                if let leftBar {
                    canvas.putNarrow(leftBar, at: Point(x: x, y: y), clip: clip)
                    x += 1
                }
                for (index, width) in widths.enumerated() {
                    if leftBar != nil { x += 1 } else if index > 0 { x += 2 }
                    let cellLine = cells[index][line] ?? CellLine(text: "", width: 0)
                    let text = cellLine.text
                    let alignment = columns[index].alignment
                    // Leading text needs no measuring; the rest is measured once, here.
                    let offset = alignment == .leading
                        ? 0 : alignment.leadingPadding(spare: max(0, width - (cellLine.width ?? text.displayWidth(in: profile))))
                    if !text.isEmpty {
                        canvas.draw(text, at: Point(x: x + offset, y: y), style: styles[index],
                                    clip: Rect(x: x, y: y, width: width, height: 1).intersection(clip))
                    }
                    x += width
                    if let leftBar, let rightBar {
                        x += 1
                        canvas.putNarrow(index == widths.count - 1 ? rightBar : leftBar, at: Point(x: x, y: y), clip: clip)
                        x += 1
                    }
                }
            }
        }

        func styles(of cells: [Cell]?, header: Bool) -> [Style] {
            columns.indices.map { index in
                if header { return Style.bold }
                return cells.flatMap { index < $0.count ? $0[index].style : nil } ?? columns[index].style
            }
        }

        if let box { rule(box.topLeft, box.top, box.topTee, box.topRight) }
        if showsHeader {
            row(layout.header, height: layout.header.map(\.count).max() ?? 1, styles: styles(of: nil, header: true))
            if let box { rule(box.leftTee, box.top, box.cross, box.rightTee) } else { plainRule() }
        }
        for (index, cells) in layout.body.enumerated() {
            // Rows wholly above the clip are skipped by their height alone.
            if y + layout.bodyHeights[index] <= clip.minY {
                y += layout.bodyHeights[index] + (showsRowSeparators && index < layout.body.count - 1 ? 1 : 0)
                continue
            }
            if y >= clip.maxY { break }
            row(cells, height: layout.bodyHeights[index], styles: styles(of: rows[index], header: false))
            if showsRowSeparators, index < layout.body.count - 1 {
                if let box { rule(box.leftTee, box.top, box.cross, box.rightTee) } else { plainRule() }
            }
        }
        if let footerLines = layout.footer {
            if !layout.body.isEmpty {
                if let box { rule(box.leftTee, box.top, box.cross, box.rightTee) } else { plainRule() }
            }
            row(footerLines, height: footerLines.map(\.count).max() ?? 1, styles: styles(of: footer, header: false))
        }
        if let box { rule(box.bottomLeft, box.bottom, box.bottomTee, box.bottomRight) }
    }
}

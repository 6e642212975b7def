import TextRendering

// Measuring and laying out: each cell measured once per change of data, each width laid out once.
extension DataTable {
    /// A cell's text measured: made terminal-safe, its glyphs, its widest line.
    struct CellText {
        /// The text made terminal-safe, when that changed it; `nil` when the cell's own text is
        /// safe as it is (so most cells hold no string of their own).
        var sanitized: String?
        /// The text's glyphs in the measurement's store, when it is one line that draws as it
        /// is (most cells): drawn from there, without being scanned again.
        var glyphs: Range<Int>?
        var maximum: Int
        var isOneLine: Bool
    }

    /// Measures cells into a column's widths and a store of glyphs: the widest word of a
    /// wrapping column (the widest line of one that does not wrap) and the widest line.
    struct ColumnMeasure {
        let wraps: Bool
        var minimum = 0
        var maximum = 0

        /// `raw` measured in the profile of `glyphs`, its glyphs kept there when it draws as it
        /// is. A cell's widest word is looked for only when it could widen the column's.
        mutating func include(_ raw: String, into glyphs: inout GlyphStore) -> CellText {
            if let line = glyphs.appendLine(raw, widestWordAbove: wraps ? minimum : .max) {
                include(minimum: line.minimum ?? 0, maximum: line.maximum)
                return CellText(sanitized: nil, glyphs: line.glyphs, maximum: line.maximum, isOneLine: true)
            }
            let safe = raw.terminalSafe
            let (cellMinimum, cellMaximum) = safe.wrappingWidths(in: glyphs.profile)
            include(minimum: cellMinimum, maximum: cellMaximum)
            let isOneLine = !safe.utf8.contains { $0 == 0x0A || $0 == 0x0D }
            return CellText(sanitized: safe == raw ? nil : safe, glyphs: nil, maximum: cellMaximum, isOneLine: isOneLine)
        }

        private mutating func include(minimum cellMinimum: Int, maximum cellMaximum: Int) {
            minimum = max(minimum, wraps ? cellMinimum : cellMaximum)
            maximum = max(maximum, cellMaximum)
        }
    }

    /// The cells measured once per change of data: the expensive part of a big table.
    struct Measurement {
        var profile: WidthProfile
        var columns: [(minimum: Int, maximum: Int)]
        var header: [CellText]
        /// The body's cells, row after row, `columns.count` to a row.
        var body: [CellText]
        var footer: [CellText]?
        /// The glyphs of the cells that have them.
        var glyphs: GlyphStore
    }

    /// A line of a cell: its glyphs in the measurement's store when it is the whole of a cell
    /// that has them (its `text` is then empty), else its text; with its width when known
    /// (`nil` until needed).
    struct CellLine {
        var text: String
        var width: Int?
        var glyphs: Range<Int>? = nil
    }

    /// A cell's lines: most cells have one, kept without an array of its own.
    enum CellLines {
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
    struct Layout {
        var width: Int
        var profile: WidthProfile
        var columnWidths: [Int]
        /// Lines of each cell of the header, body rows (row after row, `columns.count` to a
        /// row) and footer.
        var header: [CellLines]
        var body: [CellLines]
        var footer: [CellLines]?
        var bodyHeights: [Int]
        var height: Int
    }

    func cell(_ row: [Cell], _ column: Int) -> Cell {
        column < row.count ? row[column] : Cell("")
    }

    /// Each cell's safe text and widths, and each column's minimum and maximum width (header
    /// and footer included), clamped to the column's limits.
    func measure(profile: WidthProfile) -> Measurement {
        if let measured, measured.profile == profile { return measured }
        var glyphs = GlyphStore(profile: profile)
        var measures = columns.map { ColumnMeasure(wraps: $0.overflow.wraps) }
        let header = showsHeader ? columns.indices.map { measures[$0].include(columns[$0].header, into: &glyphs) } : []
        var body: [CellText] = []
        body.reserveCapacity(rows.count * columns.count)
        for row in rows {
            for column in columns.indices { body.append(measures[column].include(cell(row, column).text, into: &glyphs)) }
        }
        let footerTexts = footer.map { row in columns.indices.map { measures[$0].include(cell(row, $0).text, into: &glyphs) } }
        var widths: [(minimum: Int, maximum: Int)] = []
        for (column, measure) in zip(columns, measures) {
            var minimum = measure.minimum
            var maximum = measure.maximum
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
        let result = Measurement(
            profile: profile, columns: widths, header: header, body: body, footer: footerTexts, glyphs: glyphs)
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

    /// Lays the table out at `width`: column widths, each cell's lines, the rows' heights.
    func layout(forWidth width: Int, profile: WidthProfile) -> Layout {
        if let layoutCache, layoutCache.width == width, layoutCache.profile == profile { return layoutCache }
        let widths = columnWidths(forWidth: width, profile: profile)
        let measurement = measure(profile: profile)
        func lines(of text: CellText, column index: Int, raw: @autoclosure () -> String) -> CellLines {
            let columnWidth = widths[index]
            guard columnWidth > 0 else { return .one(CellLine(text: "", width: 0)) }
            // Most cells fit on one line as they are: no wrapping, and the width is known.
            if text.isOneLine, text.maximum <= columnWidth {
                if let glyphs = text.glyphs { return .one(CellLine(text: "", width: text.maximum, glyphs: glyphs)) }
                return .one(CellLine(text: text.sanitized ?? raw(), width: text.maximum))
            }
            let safe = text.sanitized ?? raw()
            if columns[index].overflow.wraps {
                let wrapped = safe.wrapped(toWidth: columnWidth, in: profile)
                return wrapped.isEmpty ? .one(CellLine(text: "", width: 0)) : .many(wrapped.map { CellLine(text: $0, width: nil) })
            }
            return .many(safe.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
                CellLine(text: String($0).truncated(toWidth: columnWidth, mode: .tail, in: profile), width: nil)
            })
        }
        let header = showsHeader ? measurement.header.indices.map { lines(of: measurement.header[$0], column: $0, raw: columns[$0].header) } : []
        var body: [CellLines] = []
        body.reserveCapacity(measurement.body.count)
        var bodyHeights: [Int] = []
        bodyHeights.reserveCapacity(rows.count)
        var rowHeight = 1
        for (index, text) in measurement.body.enumerated() {
            let column = index % columns.count
            let cellLines = lines(of: text, column: column, raw: cell(rows[index / columns.count], column).text)
            rowHeight = column == 0 ? cellLines.count : max(rowHeight, cellLines.count)
            body.append(cellLines)
            if column == columns.count - 1 { bodyHeights.append(max(1, rowHeight)) }
        }
        let footerLines = measurement.footer.map { texts in
            texts.indices.map { lines(of: texts[$0], column: $0, raw: cell(footer ?? [], $0).text) }
        }
        let rules = hasBox ? 2 : 0
        var height = rules + bodyHeights.reduce(0, +)
        if showsHeader { height += (header.map(\.count).max() ?? 1) + (hasBox ? 1 : 1) }
        // The footer's rule separates it from the rows; with no rows, the header's rule (or
        // the box's top) already does.
        if let footerLines { height += (footerLines.map(\.count).max() ?? 1) + (bodyHeights.isEmpty ? 0 : 1) }
        if showsRowSeparators, !bodyHeights.isEmpty { height += bodyHeights.count - 1 }
        if columns.isEmpty { height = 0 }
        let result = Layout(
            width: width, profile: profile, columnWidths: widths, header: header, body: body, footer: footerLines,
            bodyHeights: bodyHeights, height: height)
        layoutCache = result
        return result
    }
}

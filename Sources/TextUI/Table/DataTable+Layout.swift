import TextRendering

// Measuring and laying out: each cell measured once per change of data, each width laid out once.
extension DataTable {
    /// A cell's text made terminal-safe, with its widest word and widest line.
    struct CellText {
        var safe: String
        var minimum: Int
        var maximum: Int
        var isOneLine: Bool
    }

    /// The cells measured once per change of data: the expensive part of a big table.
    struct Measurement {
        var profile: WidthProfile
        var columns: [(minimum: Int, maximum: Int)]
        var header: [CellText]
        var body: [[CellText]]
        var footer: [CellText]?
    }

    /// A line of a cell, with its width when known (`nil` until needed).
    struct CellLine {
        var text: String
        var width: Int?
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
        /// Lines of each cell of the header, body rows and footer.
        var header: [CellLines]
        var body: [[CellLines]]
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

    /// Lays the table out at `width`: column widths, each cell's lines, the rows' heights.
    func layout(forWidth width: Int, profile: WidthProfile) -> Layout {
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
}

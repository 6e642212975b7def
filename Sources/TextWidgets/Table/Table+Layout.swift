import Dispatch
import TextRendering

// Measuring and laying out: each cell measured once per change of data, each width laid out once.
extension Table {
    /// A cell's text measured: made terminal-safe, its glyphs, its widest line.
    struct CellText {
        /// The text made terminal-safe, when that changed it; `nil` when the cell's own text is
        /// safe as it is (so most cells hold no string of their own).
        var sanitized: String?
        /// The text's glyphs in the measurement's stores, when it is one line that draws as it
        /// is (most cells): drawn from there, without being scanned again.
        var glyphs: GlyphRun?
        var maximum: Int
        var isOneLine: Bool
        /// Whether `glyphs` stand for every byte of the text (see `GlyphStore.Line.isWhole`),
        /// so that runs of styles over the text can be drawn from them.
        var glyphsAreWhole = false

        /// The cell as one line drawn from its glyphs, when it has them and fits in `width` as
        /// it is (most cells): no wrapping, and the width is known.
        func glyphLine(fitting width: Int) -> CellLine? {
            guard width > 0, isOneLine, maximum <= width, let glyphs else { return nil }
            return CellLine(text: "", width: maximum, glyphs: glyphs)
        }
    }

    /// Glyphs kept in one of a measurement's stores.
    struct GlyphRun: Equatable {
        /// The store's index in the measurement's stores.
        var store: Int
        /// The glyphs in that store.
        var range: Range<Int>
    }

    /// Measures cells into a column's widths and a store of glyphs: the widest word of a
    /// wrapping column (the widest line of one that does not wrap) and the widest line.
    struct ColumnMeasure {
        let wraps: Bool
        var minimum = 0
        var maximum = 0

        /// `raw` measured in the profile of `glyphs`, its glyphs kept there (the measurement's
        /// store number `store`) when it draws as it is. A cell's widest word is looked for
        /// only when it could widen the column's.
        mutating func include(_ raw: String, into glyphs: inout GlyphStore, store: Int, cache: ClusterRunCache? = nil) -> CellText {
            if let line = glyphs.appendLine(raw, widestWordAbove: wraps ? minimum : .max, cache: cache) {
                include(minimum: line.minimum ?? 0, maximum: line.maximum)
                return CellText(
                    sanitized: nil, glyphs: GlyphRun(store: store, range: line.glyphs), maximum: line.maximum, isOneLine: true,
                    glyphsAreWhole: line.isWhole)
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
    package struct Measurement {
        package var profile: WidthProfile
        var columns: [(minimum: Int, maximum: Int)]
        var header: [CellText]
        /// The body's cells, row after row, `columns.count` to a row.
        var body: [CellText]
        var footer: [CellText]?
        /// The glyphs of the cells that have them, in stores filled side by side.
        var glyphs: [GlyphStore]
    }

    /// A line of a cell: its glyphs in the measurement's stores when it is the whole of a cell
    /// that has them (its `text` is then empty), else its text; with its width when known
    /// (`nil` until needed).
    struct CellLine {
        var text: String
        var width: Int?
        var glyphs: GlyphRun? = nil
    }

    /// A run of a cell's glyphs in a style of its own (already drawn over the cell's).
    typealias GlyphStyleRun = (glyphs: Range<Int>, style: Style)

    /// A cell's lines: most cells have one, kept without an array of its own. A cell with runs
    /// of styles has lines of its measured glyphs or, where it has no glyphs to draw from, lines
    /// of styled text, each with its base style set. One line of glyphs is the whole cell, drawn
    /// with the cell's own runs; wrapped lines have the runs as ranges of their glyphs.
    enum CellLines {
        case one(CellLine)
        case many([CellLine])
        case oneStyled(CellLine)
        case manyStyled([CellLine], [GlyphStyleRun])
        case styled([StyledText])

        var count: Int {
            switch self {
            case .one, .oneStyled: 1
            case .many(let lines), .manyStyled(let lines, _): lines.count
            case .styled(let lines): lines.count
            }
        }

        subscript(index: Int) -> CellLine? {
            switch self {
            case .one(let line), .oneStyled(let line): index == 0 ? line : nil
            case .many(let lines), .manyStyled(let lines, _): index < lines.count ? lines[index] : nil
            case .styled(let lines): index < lines.count ? CellLine(text: lines[index].text, width: nil) : nil
            }
        }

    }

    /// The result of laying the table out at one width.
    package struct Layout {
        package var width: Int
        package var profile: WidthProfile
        var columnWidths: [Int]
        /// Lines of each cell of the header, body rows (row after row, `columns.count` to a
        /// row) and footer.
        var header: [CellLines]
        var body: [CellLines]
        var footer: [CellLines]?
        var bodyHeights: [Int]
        package var height: Int
        /// The stores of every cell line's glyphs: the measurement's, then the wrapped lines'.
        var glyphs: [GlyphStore]
    }

    func cell(_ row: [StyledText], _ column: Int) -> StyledText {
        column < row.count ? row[column] : StyledText("")
    }

    /// Each cell's safe text and widths, and each column's minimum and maximum width (header
    /// and footer included), clamped to the column's limits.
    ///
    /// - Parameter chunkLimit: At most this many chunks of rows are measured side by side; 1
    ///   measures row after row (for tests that compare the two).
    package func measure(profile: WidthProfile, chunkLimit: Int = Table.parallelChunks) -> Measurement {
        let body = Self.measureBody(rows, columns: columns.map(\.overflow.wraps), profile: profile, chunkLimit: chunkLimit)
        // The header and footer join the body's measures, with a store of their own.
        var measurer = CellMeasurer(measures: body.measures, store: body.stores.count, profile: profile)
        let header = showsHeader ? columns.indices.map { measurer.measure(columns[$0].header, column: $0) } : []
        let footerTexts = footer.map { row in columns.indices.map { measurer.measure(cell(row, $0).text, column: $0) } }
        var widths: [(minimum: Int, maximum: Int)] = []
        for (column, measure) in zip(columns, measurer.measures) {
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
            profile: profile, columns: widths, header: header, body: body.cells, footer: footerTexts,
            glyphs: body.stores + [measurer.glyphs])
        return result
    }

    /// Measures cells into its columns' measures, keeping their glyphs in a store of its own
    /// (the measurement's store number `store`).
    struct CellMeasurer {
        var measures: [ColumnMeasure]
        var glyphs: GlyphStore
        let store: Int

        init(measures: [ColumnMeasure], store: Int, profile: WidthProfile) {
            self.measures = measures
            self.store = store
            glyphs = GlyphStore(profile: profile)
        }

        /// `text` measured as a cell of `column`.
        mutating func measure(_ text: String, column: Int, cache: ClusterRunCache? = nil) -> CellText {
            measures[column].include(text, into: &glyphs, store: store, cache: cache)
        }
    }

    /// The body's cells measured row after row, in columns that wrap as `wraps` says; each
    /// column's measures over the body; the stores of the cells' glyphs.
    ///
    /// A big body is measured in chunks of rows side by side, each into a store of glyphs of
    /// its own and straight into its place in the cells: the same cells and widths as
    /// measuring row after row, with nothing copied to join them.
    static func measureBody(
        _ rows: [[StyledText]], columns wraps: [Bool], profile: WidthProfile, chunkLimit: Int
    ) -> (cells: [CellText], measures: [ColumnMeasure], stores: [GlyphStore]) {
        let columnCount = wraps.count
        let empty = wraps.map { ColumnMeasure(wraps: $0) }
        var chunks = [CellMeasurer?](repeating: nil, count: chunkCount(of: rows.count, cellsPerRow: columnCount, limit: chunkLimit))
        let cells = [CellText](unsafeUninitializedCapacity: rows.count * columnCount) { cells, count in
            chunks.withUnsafeMutableBufferPointer { buffer in
                let results = DisjointSlots(buffer: buffer)
                let cellSlots = DisjointSlots(buffer: cells)
                // Each chunk initializes its own rows' cells and its own result.
                forEachChunk(of: rows.count, cellsPerRow: columnCount, limit: chunkLimit) { chunkRows, chunk in
                    var measurer = CellMeasurer(measures: empty, store: chunk, profile: profile)
                    // The chunk's own: cells repeat the same words, and their joining runs.
                    let cache = ClusterRunCache()
                    for row in chunkRows {
                        let cellsOfRow = rows[row]
                        for column in 0..<columnCount {
                            let text = column < cellsOfRow.count ? cellsOfRow[column].text : ""
                            cellSlots.initialize(row * columnCount + column, to: measurer.measure(text, column: column, cache: cache))
                        }
                    }
                    results[chunk] = measurer
                }
            }
            count = rows.count * columnCount
        }
        var measures = empty
        for chunk in chunks {
            for (column, measure) in chunk!.measures.enumerated() {
                measures[column].minimum = max(measures[column].minimum, measure.minimum)
                measures[column].maximum = max(measures[column].maximum, measure.maximum)
            }
        }
        return (cells, measures, chunks.map { $0!.glyphs })
    }

    /// At most this many chunks of a big body are measured side by side: enough to keep every
    /// core of a laptop busy when some chunks take longer than others.
    package static let parallelChunks = 16
    /// A body is split only when each chunk gets at least this many cells: below that, starting
    /// threads costs more than it saves.
    static let cellsPerChunk = 2_048

    /// The width of each column at a table width of `width` in `profile`.
    package func columnWidths(forWidth width: Int, profile: WidthProfile) -> [Int] {
        columnWidths(forWidth: width, measurement: measure(profile: profile))
    }

    /// The width of each column at a table width of `width`, its cells measured as `measurement`.
    package func columnWidths(forWidth width: Int, measurement: Measurement) -> [Int] {
        let measures = measurement.columns
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

    /// Lays the table out at `width`, its cells measured as `measurement`: column widths, each
    /// cell's lines, the rows' heights.
    ///
    /// - Parameter chunkLimit: At most this many chunks of rows are laid out side by side.
    package func layout(forWidth width: Int, measurement: Measurement, chunkLimit: Int = Table.parallelChunks) -> Layout {
        let profile = measurement.profile
        let widths = columnWidths(forWidth: width, measurement: measurement)
        let wraps = columns.map(\.overflow.wraps)
        let (body, bodyHeights, stores) = Self.layOutBody(
            measurement.body, of: rows, glyphs: measurement.glyphs, widths: widths, wraps: wraps, columnStyles: columns.map(\.style),
            profile: profile, chunkLimit: chunkLimit)
        // The header's and footer's wrapped lines go into a store after the body's.
        var edges = LineStore(glyphs: GlyphStore(profile: profile), index: measurement.glyphs.count + stores.count)
        func lines(of text: CellText, column: Int, raw: StyledText) -> CellLines {
            if raw.hasRuns {
                return Self.styledLines(
                    of: raw, measuredAs: text, base: columns[column].style, width: widths[column], wraps: wraps[column], profile: profile,
                    measured: measurement.glyphs, keepingGlyphsIn: &edges)
            }
            return Self.lines(
                of: text, raw: raw.text, width: widths[column], wraps: wraps[column], profile: profile, measured: measurement.glyphs,
                keepingGlyphsIn: &edges)
        }
        // A header of a wrapping column breaks only between words: a word wider than the
        // column is cut with `…` (a column that does not wrap cuts its header's one line).
        let header = showsHeader ? measurement.header.indices.map { column in
            (wraps[column] ? Self.headerLines(columns[column].header, width: widths[column], profile: profile) : nil)
                ?? lines(of: measurement.header[column], column: column, raw: StyledText(columns[column].header))
        } : []
        let footerLines = measurement.footer.map { texts in
            texts.indices.map { lines(of: texts[$0], column: $0, raw: cell(footer ?? [], $0)) }
        }
        let rules = hasBox ? 2 : 0
        var height = rules + bodyHeights.reduce(0, +)
        if showsHeader { height += (header.map(\.count).max() ?? 1) + (hasBox ? 1 : 1) }
        // The footer's rule separates it from the rows; with no rows, the header's rule (or
        // the box's top) already does.
        if let footerLines { height += (footerLines.map(\.count).max() ?? 1) + (bodyHeights.isEmpty ? 0 : 1) }
        if showsRowSeparators, !bodyHeights.isEmpty {
            height += bodyHeights.count - 1
        } else {
            height += sectionEnds.count { $0 >= 0 && $0 < bodyHeights.count - 1 }
        }
        if columns.isEmpty { height = 0 }
        let result = Layout(
            width: width, profile: profile, columnWidths: widths, header: header, body: body, footer: footerLines,
            bodyHeights: bodyHeights, height: height, glyphs: measurement.glyphs + stores + [edges.glyphs])
        return result
    }
}

extension Table {
    /// A header's lines when one of its words is wider than `width`: broken between words
    /// only, each such word cut with `…`; `nil` when every word fits (it wraps as a cell does).
    static func headerLines(_ header: String, width: Int, profile: WidthProfile) -> CellLines? {
        guard width > 0, header.displayWidth(in: profile) > width else { return nil }
        let safe = header.terminalSafe
        let words = safe.split(whereSeparator: { $0 == " " || $0.isNewline })
        guard words.contains(where: { $0.displayWidth(in: profile) > width }) else { return nil }
        var lines: [String] = []
        var line = ""
        for word in words {
            let piece = String(word).truncated(toWidth: width, mode: .tail, in: profile)
            if line.isEmpty {
                line = piece
            } else if line.displayWidth(in: profile) + 1 + piece.displayWidth(in: profile) <= width {
                line += " " + piece
            } else {
                lines.append(line)
                line = piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return .many(lines.map { CellLine(text: $0, width: nil) })
    }

    /// A cell's lines in a column `width` wide that wraps or not: `text` as measured, `raw` as
    /// the cell has it (read only when the measure kept neither glyphs nor a safe copy).
    ///
    /// When a cell whose glyphs were kept in `measured` wraps, its lines are ranges of those
    /// glyphs; or, when the glyphs are not the whole text (it has graphemes of no width), its
    /// lines go into `store` as glyphs of their own.
    static func lines(
        of text: CellText, raw: @autoclosure () -> String, width: Int, wraps: Bool, profile: WidthProfile,
        measured: [GlyphStore], keepingGlyphsIn store: inout LineStore
    ) -> CellLines {
        guard width > 0 else { return .one(CellLine(text: "", width: 0)) }
        // Most cells fit on one line as they are: no wrapping, and the width is known.
        if let line = text.glyphLine(fitting: width) { return .one(line) }
        if text.isOneLine, text.maximum <= width { return .one(CellLine(text: text.sanitized ?? raw(), width: text.maximum)) }
        let safe = text.sanitized ?? raw()
        if wraps, let run = text.glyphs {
            let kept: (lines: [(glyphs: Range<Int>, width: Int)], store: Int)?
            if let lines = measured[run.store].wrappedLines(of: run.range, text: safe, toWidth: width) {
                kept = (lines, run.store)
            } else {
                kept = store.glyphs.appendWrapped(safe, toWidth: width).map { ($0, store.index) }
            }
            if let kept {
                let cellLines = kept.lines.map { CellLine(text: "", width: $0.width, glyphs: GlyphRun(store: kept.store, range: $0.glyphs)) }
                return cellLines.isEmpty ? .one(CellLine(text: "", width: 0)) : .many(cellLines)
            }
        }
        if wraps {
            let wrapped = safe.wrapped(toWidth: width, in: profile)
            return wrapped.isEmpty ? .one(CellLine(text: "", width: 0)) : .many(wrapped.map { CellLine(text: $0, width: nil) })
        }
        return .many(safe.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
            CellLine(text: String($0).truncated(toWidth: width, mode: .tail, in: profile), width: nil)
        })
    }

    /// The lines of a cell with runs of styles in a column `width` wide that wraps or not,
    /// as `lines(of:raw:width:wraps:profile:measured:keepingGlyphsIn:)` breaks its text, each
    /// with the cell's style (`base`, its column's, when it has none) under its runs.
    ///
    /// A cell whose glyphs were kept whole in `measured` is drawn from them: its lines are
    /// found as a plain cell's are. One line is the whole cell, drawn with the cell's runs;
    /// wrapped lines get the runs as ranges of the glyphs. Any other cell is made safe, wrapped
    /// or cut, and drawn as styled text.
    static func styledLines(
        of cell: borrowing StyledText, measuredAs text: CellText, base: Style, width: Int, wraps: Bool, profile: WidthProfile,
        measured: [GlyphStore], keepingGlyphsIn store: inout LineStore
    ) -> CellLines {
        let base = cell.style ?? base
        if let run = text.glyphs, text.glyphsAreWhole {
            switch lines(of: text, raw: cell.text, width: width, wraps: wraps, profile: profile, measured: measured, keepingGlyphsIn: &store) {
            case .one(let line) where line.glyphs == run:
                return .oneStyled(line)
            case .many(let lines) where lines.allSatisfy({ $0.glyphs?.store == run.store }):
                if let runs = measured[run.store].styleRuns(of: run.range, text: cell, base: base) { return .manyStyled(lines, runs) }
            default:
                break
            }
        }
        return styledTextLines(of: cell, measuredAs: text, base: base, width: width, wraps: wraps, profile: profile)
    }

    /// The lines of a cell with runs of styles, drawn as styled text: see `styledLines`.
    private static func styledTextLines(
        of cell: StyledText, measuredAs text: CellText, base: Style, width: Int, wraps: Bool, profile: WidthProfile
    ) -> CellLines {
        guard width > 0 else { return .one(CellLine(text: "", width: 0)) }
        var safe = cell.terminalSafe
        safe.style = base
        // As a plain cell: one line that fits is drawn as it is.
        if text.isOneLine, text.maximum <= width { return .styled([safe]) }
        if wraps {
            let wrapped = safe.wrapped(toWidth: width, in: profile)
            return wrapped.isEmpty ? .one(CellLine(text: "", width: 0)) : .styled(wrapped)
        }
        return .styled(safe.paragraphs().map { $0.truncated(toWidth: width, mode: .tail, in: profile) })
    }

    /// A store for the glyphs of wrapped lines, number `index` among the stores a table draws from.
    struct LineStore {
        var glyphs: GlyphStore
        let index: Int
    }

    /// The body's cells, measured with their glyphs in `glyphs`, laid out in columns of
    /// `widths`: each cell's lines, each row's height, the stores of the glyphs of wrapped
    /// lines that are not ranges of the measured ones (numbered after `glyphs`). A big body is
    /// laid out in chunks of rows side by side, as it is measured.
    static func layOutBody(
        _ measured: [CellText], of rows: [[StyledText]], glyphs measuredGlyphs: [GlyphStore], widths: [Int], wraps: [Bool],
        columnStyles: [Style], profile: WidthProfile, chunkLimit: Int
    ) -> (cells: [CellLines], heights: [Int], stores: [GlyphStore]) {
        let firstStore = measuredGlyphs.count
        let columnCount = widths.count
        var heights = [Int](repeating: 1, count: rows.count)
        var stores = [GlyphStore](repeating: GlyphStore(profile: profile), count: chunkCount(of: rows.count, cellsPerRow: columnCount, limit: chunkLimit))
        let cells = [CellLines](unsafeUninitializedCapacity: rows.count * columnCount) { cells, count in
            heights.withUnsafeMutableBufferPointer { heights in
              stores.withUnsafeMutableBufferPointer { stores in
                let cellSlots = DisjointSlots(buffer: cells)
                let heightSlots = DisjointSlots(buffer: heights)
                let storeSlots = DisjointSlots(buffer: stores)
                forEachChunk(of: rows.count, cellsPerRow: columnCount, limit: chunkLimit) { chunkRows, chunk in
                    var store = LineStore(glyphs: GlyphStore(profile: profile), index: firstStore + chunk)
                    defer { storeSlots[chunk] = store.glyphs }
                    for row in chunkRows {
                        // Read in place: a cell copied out of the array costs a retain of each of its parts.
                        let height = rows[row].withUnsafeBufferPointer { cellsOfRow in
                            var height = 1
                            for column in 0..<columnCount {
                                let index = row * columnCount + column
                                let lines: CellLines
                                if column < cellsOfRow.count, cellsOfRow[column].hasRuns {
                                    // Most styled cells are one line of glyphs, drawn with the cell's runs as they are.
                                    if measured[index].glyphsAreWhole, let line = measured[index].glyphLine(fitting: widths[column]) {
                                        lines = .oneStyled(line)
                                    } else {
                                        lines = styledLines(
                                            of: cellsOfRow[column], measuredAs: measured[index], base: columnStyles[column],
                                            width: widths[column], wraps: wraps[column], profile: profile, measured: measuredGlyphs,
                                            keepingGlyphsIn: &store)
                                    }
                                } else {
                                    lines = Self.lines(
                                        of: measured[index], raw: column < cellsOfRow.count ? cellsOfRow[column].text : "",
                                        width: widths[column], wraps: wraps[column], profile: profile, measured: measuredGlyphs,
                                        keepingGlyphsIn: &store)
                                }
                                height = max(height, lines.count)
                                cellSlots.initialize(index, to: lines)
                            }
                            return height
                        }
                        heightSlots[row] = height
                    }
                }
              }
            }
            count = rows.count * columnCount
        }
        return (cells, heights, stores)
    }

    /// Runs `body` on at most `limit` chunks of `rowCount` rows of `cellsPerRow` cells, side by
    /// side when there are enough cells for each chunk; returns when every chunk is done. Each
    /// chunk knows its index among the chunks.
    static func forEachChunk(
        of rowCount: Int, cellsPerRow: Int, limit: Int, _ body: @Sendable (_ rows: Range<Int>, _ chunk: Int) -> Void
    ) {
        let chunkCount = chunkCount(of: rowCount, cellsPerRow: cellsPerRow, limit: limit)
        let chunkSize = (rowCount + chunkCount - 1) / chunkCount
        guard chunkCount > 1 else { return body(0..<rowCount, 0) }
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            body(min(chunk * chunkSize, rowCount)..<min((chunk + 1) * chunkSize, rowCount), chunk)
        }
    }

    /// The number of chunks `forEachChunk` cuts `rowCount` rows of `cellsPerRow` cells into.
    static func chunkCount(of rowCount: Int, cellsPerRow: Int, limit: Int) -> Int {
        max(1, min(limit, rowCount * cellsPerRow / cellsPerChunk))
    }
}

/// Slots of a buffer that concurrent work fills, each task writing its own slots and none
/// reading another's until all are done (`DispatchQueue.concurrentPerform` returns).
private struct DisjointSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    /// The element in an initialized slot.
    subscript(index: Int) -> Element {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }

    /// Initializes an uninitialized slot.
    func initialize(_ index: Int, to element: Element) {
        (buffer.baseAddress! + index).initialize(to: element)
    }
}

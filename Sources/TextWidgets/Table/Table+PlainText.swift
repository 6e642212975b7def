import TextRendering

// A table printed where there are no escape sequences (a pipe, a file, `NO_COLOR` output to
// a log) is written as text straight from its layout: no canvas is drawn and read back.
extension Table: PlainTextBandedRenderable {
    /// The plain text of the table at `width` in `profile`, exactly as the canvases
    /// `renderBands` draws would read, in parts of about `rows` lines (whole body rows), made
    /// side by side. A part with a cell line the canvas would cut (wider than its column) is
    /// drawn on a canvas and read instead; a table with a title, a caption or columns that
    /// hide is drawn as `renderBands` draws it.
    package func renderPlainTextBands(width: Int, profile: WidthProfile, rows: Int, _ body: (String) -> Void) {
        precondition(width >= 0 && rows > 0, "width must not be negative and rows positive, got \(width) and \(rows)")
        guard !isPresented, !columns.isEmpty, width > 0 else {
            return renderBands(width: width, profile: profile, rows: rows, transform: { $0.plainText }, body)
        }
        let layout = layout(forWidth: width, measurement: measure(profile: profile))
        // Each body row's first line, and the parts: runs of whole rows of about `rows` lines.
        let heights = layout.bodyHeights
        var rowTops: [Int] = []
        rowTops.reserveCapacity(heights.count + 1)
        var y = bodyTop(of: layout)
        var partStarts = [0]
        var partTop = 0
        for (row, height) in heights.enumerated() {
            if row > partStarts.last!, y - partTop >= rows {
                partStarts.append(row)
                partTop = y
            }
            rowTops.append(y)
            y += height + (rule(after: row, of: heights.count) ? 1 : 0)
        }
        rowTops.append(y)
        let parts = partStarts.indices.map { index in
            partStarts[index]..<(index + 1 < partStarts.count ? partStarts[index + 1] : heights.count)
        }
        let writer = PlainTableWriter(table: self, layout: layout, width: width)
        let tops = rowTops
        Concurrently.forEach(parts.count, batch: Self.bandsAtATime, { index in
            let part = parts[index]
            let first = index == 0 ? 0 : tops[part.lowerBound]
            let end = index == parts.count - 1 ? layout.height : tops[part.upperBound]
            if let text = writer.text(rows: part, isFirst: index == 0, isLast: index == parts.count - 1) { return text }
            // A line the canvas would cut: this part's lines drawn, and read.
            var canvas = Canvas(width: width, height: end - first, profile: profile)
            draw(
                layout, in: Rect(x: 0, y: -first, width: width, height: layout.height), on: &canvas, clip: canvas.bounds,
                chunkLimit: 1, firstRow: (part.lowerBound, tops[part.lowerBound]))
            return canvas.plainText
        }, body)
    }
}

/// Writes a laid-out table's lines as plain text, as `TableRenderer` draws them and a canvas's
/// `plainText` reads them: padding and bars, each cell line aligned in its column, trailing
/// spaces trimmed.
private struct PlainTableWriter: @unchecked Sendable {
    // @unchecked Sendable: the table and its layout are values only read.
    let table: Table
    let layout: Table.Layout
    let width: Int
    let box: BorderStyle?
    /// The columns' widths and alignments, apart from the table: reading them from its
    /// columns (which hold their headers' strings) would retain and release for every cell.
    let widths: [Int]
    let alignments: [TextAlignment]
    /// The UTF-8 of the box's left bar (also between columns) and right bar; empty when the
    /// table has no box.
    let leftBar: [UInt8]
    let rightBar: [UInt8]
    /// The rules, as text.
    let top: String?
    let separator: String
    let bottom: String?

    init(table: Table, layout: Table.Layout, width: Int) {
        self.table = table
        self.layout = layout
        self.width = width
        box = table.boxStyle?.resolved(for: layout.profile)
        widths = layout.columnWidths
        alignments = table.columns.map(\.alignment)
        leftBar = box.map { Array(String($0.left).utf8) } ?? []
        rightBar = box.map { Array(String($0.right).utf8) } ?? []
        func rule(_ left: Character, _ line: Character, _ cross: Character, _ right: Character) -> String {
            TableRenderer.ruleText(left, line, cross, right, widths: layout.columnWidths)
        }
        if let box {
            top = rule(box.topLeft, box.top, box.topTee, box.topRight)
            separator = rule(box.leftTee, box.top, box.cross, box.rightTee)
            bottom = rule(box.bottomLeft, box.bottom, box.bottomTee, box.bottomRight)
        } else {
            top = nil
            separator = TableRenderer.unboxedSeparator(widths: layout.columnWidths, chrome: table.chrome, profile: layout.profile)
            bottom = nil
        }
    }

    /// The lines of body rows `rows` (with the top and header before them when `isFirst`, the
    /// footer and bottom after them when `isLast`); `nil` when a line would be cut.
    func text(rows: Range<Int>, isFirst: Bool, isLast: Bool) -> String? {
        var bytes = ByteWriter(capacity: (rows.count * 2 + 4) * (width + 1))
        var lines = 0
        func newLine() {
            if lines > 0 { bytes.append(0x0A, count: 1) }
            lines += 1
        }
        func rule(_ text: String) -> Bool {
            newLine()
            var kept = bytes.count
            guard appendText(text, from: 0, width: width, to: &bytes, kept: &kept) != nil else { return false }
            bytes.truncate(to: kept)
            return true
        }
        let columnCount = layout.columnWidths.count
        return withColumns { columns in layout.glyphs.withUnsafeBufferPointer { stores -> String? in
            func row(_ cells: UnsafeBufferPointer<Table.CellLines>, height: Int) -> Bool {
                for line in 0..<height {
                    newLine()
                    guard write(line: line, of: cells, stores: stores, columns: columns, to: &bytes) else { return false }
                }
                return true
            }
            if isFirst {
                if let top, !rule(top) { return nil }
                if table.showsHeader {
                    let fits = layout.header.withUnsafeBufferPointer { row($0, height: layout.header.map(\.count).max() ?? 1) }
                    guard fits, rule(separator) else { return nil }
                }
            }
            let fits = layout.body.withUnsafeBufferPointer { body -> Bool in
                for index in rows {
                    let cells = UnsafeBufferPointer(rebasing: body[index * columnCount..<(index + 1) * columnCount])
                    guard row(cells, height: layout.bodyHeights[index]) else { return false }
                    if table.rule(after: index, of: layout.bodyHeights.count), !rule(separator) { return false }
                }
                return true
            }
            guard fits else { return nil }
            if isLast {
                if let footer = layout.footer {
                    if !layout.bodyHeights.isEmpty, !rule(separator) { return nil }
                    guard footer.withUnsafeBufferPointer({ row($0, height: footer.map(\.count).max() ?? 1) }) else { return nil }
                }
                if let bottom, !rule(bottom) { return nil }
            }
            return bytes.string()
        } }
    }

    /// What every line reads of the columns and the box, in place: read from arrays, they
    /// would be retained and released line after line, by threads writing side by side.
    private struct Columns {
        let widths: UnsafeBufferPointer<Int>
        let alignments: UnsafeBufferPointer<TextAlignment>
        /// The UTF-8 of the box's left bar (also between columns) and right bar; empty when
        /// the table has no box.
        let left: UnsafeBufferPointer<UInt8>
        let right: UnsafeBufferPointer<UInt8>
    }

    private func withColumns<Result>(_ body: (Columns) -> Result) -> Result {
        widths.withUnsafeBufferPointer { widths in
            alignments.withUnsafeBufferPointer { alignments in
                leftBar.withUnsafeBufferPointer { left in
                    rightBar.withUnsafeBufferPointer { right in
                        body(Columns(widths: widths, alignments: alignments, left: left, right: right))
                    }
                }
            }
        }
    }

    /// Appends `text` (terminal-safe, one line) from column `x` as a canvas's `plainText`
    /// writes it once drawn there; returns the column after it, or `nil` when a canvas `width`
    /// wide would cut it.
    private func appendText(_ text: String, from x: Int, width: Int, to bytes: inout ByteWriter, kept: inout Int) -> Int? {
        var line: [UInt8] = []
        var lineKept = 0
        guard let after = Canvas.appendPlainText(ofSafeLine: text, from: x, width: width, profile: layout.profile, to: &line, kept: &lineKept)
        else { return nil }
        let start = bytes.count
        bytes.append(contentsOf: line)
        if lineKept > 0 { kept = start + lineKept }
        return after
    }

    /// Appends line `line` of a row of `cells`; `false` when a cell's line would be cut.
    private func write(
        line: Int, of cells: UnsafeBufferPointer<Table.CellLines>, stores: UnsafeBufferPointer<GlyphStore>, columns: Columns,
        to bytes: inout ByteWriter
    ) -> Bool {
        let profile = layout.profile
        let lineStart = bytes.count
        var kept = lineStart
        var x = 0
        func pad(to column: Int) {
            if column > x {
                bytes.append(0x20, count: column - x)
                x = column
            }
        }
        func bar(_ utf8: UnsafeBufferPointer<UInt8>) {
            bytes.append(contentsOf: utf8)
            kept = bytes.count
            x += 1
        }
        let boxed = !columns.left.isEmpty
        var column = 0
        if boxed {
            bar(columns.left)
            column = 1
        }
        for index in 0..<columns.widths.count {
            let columnWidth = columns.widths[index]
            if boxed { column += 1 } else if index > 0 { column += 2 }
            let end = column + columnWidth
            let alignment = columns.alignments[index]
            let cellLine: Table.CellLine?
            switch cells[index] {
            case .one(let only), .oneStyled(let only):
                cellLine = line == 0 ? only : nil
            case .many(let lines), .manyStyled(let lines, _):
                cellLine = line < lines.count ? lines[line] : nil
            case .styled(let lines):
                cellLine = nil
                if line < lines.count {
                    let text = lines[line]
                    let spare = max(0, columnWidth - text.displayWidth(in: profile))
                    pad(to: column + alignment.leadingPadding(spare: spare))
                    guard let after = appendText(text.text, from: x, width: min(end, width), to: &bytes, kept: &kept) else { return false }
                    x = after
                }
            }
            if let cellLine {
                let offset = alignment == .leading
                    ? 0 : alignment.leadingPadding(spare: max(0, columnWidth - (cellLine.width ?? cellLine.text.displayWidth(in: profile))))
                if let run = cellLine.glyphs {
                    pad(to: column + offset)
                    // Read in place: a copy of the store would retain its arrays, cell after cell.
                    guard let after = GlyphStore.appendPlainText(
                        of: run.range, in: stores.baseAddress! + run.store, from: x, width: min(end, width), to: &bytes, kept: &kept)
                    else { return false }
                    x = after
                } else if !cellLine.text.isEmpty {
                    pad(to: column + offset)
                    guard let after = appendText(cellLine.text, from: x, width: min(end, width), to: &bytes, kept: &kept) else { return false }
                    x = after
                }
            }
            column = end
            if boxed {
                column += 1
                pad(to: column)
                guard column < width else { return false }
                bar(index == columns.widths.count - 1 ? columns.right : columns.left)
                column += 1
            }
        }
        bytes.truncate(to: kept)
        return true
    }
}

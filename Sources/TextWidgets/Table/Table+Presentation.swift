import TextRendering

// What goes round the grid: a title above, a caption below, and columns that step aside when
// the width is short.
extension Table {
    /// Whether anything round the grid needs drawing or deciding: most tables have none, and
    /// take the grid's own paths untouched.
    var isPresented: Bool {
        title != nil || caption != nil || columns.contains { $0.priority != nil }
    }

    /// The table as it is drawn at `width`: the columns that fit, those with the lowest
    /// priority hidden first (the rightmost of equal priority first) while the columns'
    /// narrowest widths do not fit; with the cells measured.
    func fitted(toWidth width: Int, profile: WidthProfile) -> (table: Table, measurement: Measurement) {
        var table = self
        table.title = nil
        table.caption = nil
        var measurement = table.measure(profile: profile)
        guard columns.contains(where: { $0.priority != nil }) else { return (table, measurement) }
        // The grid decides nothing more: its columns keep no priority (nor would it draw, as a
        // presented table asks its grid to).
        for index in table.columns.indices { table.columns[index].priority = nil }
        var shown = Array(columns.indices)
        func narrowest(_ shown: [Int]) -> Int {
            return shown.reduce(Self.chrome(columns: shown.count, boxed: hasBox)) { total, index in
                let measure = measurement.columns[index]
                return total + (columns[index].overflow.wraps ? measure.minimum : measure.maximum)
            }
        }
        // The last column left shows, however narrow: a table never vanishes.
        while narrowest(shown) > width, shown.count > 1 {
            let hideable = shown.filter { columns[$0].priority != nil }
            guard let hidden = hideable.min(by: { (columns[$0].priority!, -$0) < (columns[$1].priority!, -$1) }) else { break }
            shown.removeAll { $0 == hidden }
        }
        guard shown.count < columns.count else { return (table, measurement) }
        table.columns = shown.map { table.columns[$0] }
        table.rows = rows.map { row in shown.map { cell(row, $0) } }
        table.footer = footer.map { row in shown.map { cell(row, $0) } }
        measurement = table.measure(profile: profile)
        return (table, measurement)
    }

    /// The grid's width as laid out: its columns and their rules.
    static func drawnWidth(of layout: Layout, boxed: Bool) -> Int {
        layout.columnWidths.reduce(0, +) + chrome(columns: layout.columnWidths.count, boxed: boxed)
    }

    /// The title's or caption's lines, centred over `width` columns.
    func edgeCanvas(_ text: StyledText?, defaultStyle: Style, width: Int, profile: WidthProfile) -> Canvas? {
        guard var text, width > 0 else { return nil }
        if text.style == nil { text.style = defaultStyle }
        let lines = text.terminalSafe.wrapped(toWidth: width, in: profile)
        guard !lines.isEmpty else { return nil }
        var canvas = Canvas(width: width, height: lines.count, profile: profile)
        for (row, line) in lines.enumerated() {
            let x = max(0, (width - line.displayWidth(in: profile)) / 2)
            canvas.draw(line, at: Point(x: x, y: row))
        }
        return canvas
    }

    /// The title's and caption's canvases over the grid laid out as `layout` (this table's
    /// grid, some of its columns perhaps hidden).
    func edges(of layout: Layout) -> (title: Canvas?, caption: Canvas?) {
        let width = Self.drawnWidth(of: layout, boxed: hasBox)
        return (
            edgeCanvas(title, defaultStyle: .bold, width: width, profile: layout.profile),
            edgeCanvas(caption, defaultStyle: .dim, width: width, profile: layout.profile))
    }

    /// The rows the table takes at `width`: its title's, its grid's and its caption's, none drawn.
    func presentedHeight(width: Int, profile: WidthProfile) -> Int {
        let (grid, measurement) = fitted(toWidth: width, profile: profile)
        let layout = grid.layout(forWidth: width, measurement: measurement)
        let gridWidth = Self.drawnWidth(of: layout, boxed: hasBox)
        func rows(_ text: StyledText?) -> Int {
            guard let text, gridWidth > 0 else { return 0 }
            return text.terminalSafe.wrapped(toWidth: gridWidth, in: profile).count
        }
        return rows(title) + layout.height + rows(caption)
    }

    /// The table at `width`, as wide as `width` or (`upToIdeal`) no wider than it wants: the
    /// grid with its title and caption, on one canvas.
    func presentedCanvas(width: Int, profile: WidthProfile, upToIdeal: Bool) -> Canvas {
        let (grid, measurement) = fitted(toWidth: width, profile: profile)
        let layout = grid.layout(forWidth: upToIdeal ? min(width, grid.widths(of: measurement).ideal) : width, measurement: measurement)
        let (title, caption) = edges(of: layout)
        var canvas = Canvas(width: layout.width, height: (title?.height ?? 0) + layout.height + (caption?.height ?? 0), profile: profile)
        var y = 0
        if let title {
            canvas.draw(title, at: .zero)
            y += title.height
        }
        grid.draw(layout, in: Rect(x: 0, y: y, width: layout.width, height: layout.height), on: &canvas, clip: canvas.bounds)
        if let caption { canvas.draw(caption, at: Point(x: 0, y: y + layout.height)) }
        return canvas
    }
}

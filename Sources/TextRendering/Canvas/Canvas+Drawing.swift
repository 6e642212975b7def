extension Canvas {
    /// Draws one line of text with its first cell at `origin`, clipped to the canvas and to
    /// `clip`.
    ///
    /// The text is made terminal-safe first (controls, line breaks included, become visible
    /// pictures; bidi controls are removed). Wide graphemes take two cells; one that would
    /// straddle the right edge of the canvas or of `clip` leaves a space instead. Graphemes of
    /// zero width (a lone combining mark, ZWSP) take no cell and are dropped.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 5, height: 1)
    /// canvas.draw("ab中文", at: Point(x: 0, y: 0))
    /// canvas.plainText   // "ab中"  (文 would straddle the edge: a space, then trimmed)
    /// ```
    ///
    /// - Parameters:
    ///   - text: One line of text.
    ///   - origin: The cell of the first grapheme; may lie outside the canvas.
    ///   - style: The style of every drawn cell.
    ///   - clip: Cells outside this rectangle are left untouched.
    /// - Returns: The column after the text, as if nothing had been clipped (at most `Int.max`).
    @discardableResult
    public mutating func draw(_ text: String, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        withBand { $0.draw(text, at: origin, style: style, clip: clip) }
    }

    /// Fills `rect` (clipped to the canvas) with blank cells in `style`, e.g. a background.
    public mutating func fill(_ rect: Rect, style: Style = .plain) {
        fill(rect, with: " ", style: style)
    }

    /// Fills `rect` (clipped to the canvas) with `character` in `style`.
    ///
    /// A wide `character` fills every other cell; the rules of `draw` apply at the edges.
    public mutating func fill(_ rect: Rect, with character: Character, style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let line = String(repeating: String(character), count: area.width)
        for y in area.minY..<area.maxY {
            draw(line, at: Point(x: area.minX, y: y), style: style, clip: area)
        }
    }

    /// Puts one narrow, printable scalar (a box-drawing line, a space) at `point`, if it is in
    /// the canvas and in `clip`: drawing one known cell without the work of `draw`.
    ///
    /// For callers inside the package that know the scalar takes one cell in the canvas's
    /// profile (box-drawing characters after `BorderStyle.resolved(for:)`).
    package mutating func putNarrow(_ scalar: Unicode.Scalar, at point: Point, style: Style = .plain, clip: Rect) {
        withBand { $0.putNarrow(scalar, at: point, style: style, clip: clip) }
    }

    /// Changes the style of every cell in `rect` (clipped to the canvas), keeping the cells'
    /// graphemes: a selection highlight, say. `transform` is called once for each run of cells
    /// in the same style, not for every cell.
    ///
    /// ```swift
    /// canvas.restyle(row) { $0.adding(.inverse) }
    /// ```
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        // The last style changed and what it became: a run of cells in one style is changed
        // once. The last link numbered: a run of linked styles looks its link up once.
        var last: (old: CellStyle, new: CellStyle)?
        var lastRead: (number: UInt16, link: Hyperlink)?
        var lastNumbered: (link: Hyperlink, number: UInt16)?
        for y in area.minY..<area.maxY {
            for index in (y * width + area.minX)..<(y * width + area.maxX) {
                let old = cells[index].style
                if let last, last.old == old {
                    cells[index].style = last.new
                    continue
                }
                var style = old.unlinked
                if old.link != 0 {
                    if lastRead?.number != old.link { lastRead = (old.link, Hyperlink(checked: links[old.link])) }
                    style.link = lastRead!.link
                }
                style = transform(style)
                var new = CellStyle(style, link: 0)
                if let link = style.link {
                    if lastNumbered?.link != link { lastNumbered = (link, links.number(for: link.url)) }
                    new.link = lastNumbered!.number
                }
                cells[index].style = new
                last = (old, new)
            }
        }
    }

    /// Copies `canvas` onto this canvas with its top-left cell at `origin`, clipped to this
    /// canvas and to `clip`. Wide graphemes cut by an edge become spaces.
    public mutating func draw(_ canvas: Canvas, at origin: Point, clip: Rect? = nil) {
        withBand { $0.drawCanvas(canvas, at: origin, clip: clip) }
    }
}

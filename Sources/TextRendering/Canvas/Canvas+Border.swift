extension Canvas {
    /// Draws a border around the edge of `rect`, with an optional title in the top edge.
    ///
    /// ```swift
    /// var canvas = Canvas(width: 14, height: 3)
    /// canvas.drawBorder(canvas.bounds, style: .rounded, title: "Inbox")
    /// // ╭─ Inbox ────╮
    /// // │            │
    /// // ╰────────────╯
    /// ```
    ///
    /// The title is drawn terminal-safe and truncated with `…` to fit between `─ ` and ` ─`.
    /// When the profile draws box-drawing characters wide, the border is drawn in ASCII.
    /// A rectangle narrower or shorter than 2 cells gets no border.
    ///
    /// - Parameters:
    ///   - rect: The cells the border runs along (clipped to the canvas).
    ///   - style: The border characters.
    ///   - title: Text for the top edge.
    ///   - lineStyle: The style of the border characters.
    ///   - titleStyle: The style of the title; `lineStyle` when `nil`.
    ///   - clip: Cells outside this rectangle are left untouched.
    public mutating func drawBorder(
        _ rect: Rect, style: BorderStyle = .single, title: String? = nil,
        lineStyle: Style = .plain, titleStyle: Style? = nil, clip: Rect? = nil
    ) {
        drawBorder(rect, style: style, styledTitle: title.map { StyledText($0, style: titleStyle) }, lineStyle: lineStyle, clip: clip)
    }

    /// Draws a border around the edge of `rect` with a title in the top edge that has styles
    /// of its own, as `drawBorder(_:style:title:lineStyle:titleStyle:clip:)` does: the title's
    /// runs are drawn over its `style`, or over `lineStyle` when it has none.
    public mutating func drawBorder(_ rect: Rect, style: BorderStyle = .single, title: StyledText, lineStyle: Style = .plain, clip: Rect? = nil) {
        drawBorder(rect, style: style, styledTitle: title, lineStyle: lineStyle, clip: clip)
    }

    private mutating func drawBorder(_ rect: Rect, style: BorderStyle, styledTitle title: StyledText?, lineStyle: Style, clip: Rect?) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let border = style.resolved(for: profile)
        let inner = rect.width - 2
        let top = String(border.topLeft) + String(repeating: String(border.top), count: inner) + String(border.topRight)
        let bottom = String(border.bottomLeft) + String(repeating: String(border.bottom), count: inner) + String(border.bottomRight)
        draw(top, at: rect.origin, style: lineStyle, clip: clip)
        draw(bottom, at: Point(x: rect.minX, y: rect.maxY - 1), style: lineStyle, clip: clip)
        // Only the visible rows of the sides: a tall box in a small clip costs what is seen.
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        let firstRow = max(rect.minY + 1, area.minY)
        let endRow = max(firstRow, min(rect.maxY - 1, area.maxY))
        for y in firstRow..<endRow {
            draw(String(border.left), at: Point(x: rect.minX, y: y), style: lineStyle, clip: clip)
            draw(String(border.right), at: Point(x: rect.maxX - 1, y: y), style: lineStyle, clip: clip)
        }
        if let title, !title.isEmpty {
            let room = rect.width - 6
            guard room > 0 else { return }
            // Line breaks too become pictures, as `draw` shows them, so the title measures as drawn.
            let shown = title.terminalSafeLine.truncated(toWidth: room, mode: .tail, in: profile)
            guard !shown.isEmpty else { return }
            var text = StyledText(" ", style: title.style ?? lineStyle)
            text.append(shown.runsOnly)
            text.append(" ")
            draw(text, at: Point(x: rect.minX + 2, y: rect.minY), clip: clip)
        }
    }
}

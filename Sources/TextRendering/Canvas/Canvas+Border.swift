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
    public mutating func drawBorder(
        _ rect: Rect, style: BorderStyle = .single, title: String? = nil,
        lineStyle: Style = .plain, titleStyle: Style? = nil
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let border = style.resolved(for: profile)
        let inner = rect.width - 2
        let top = String(border.topLeft) + String(repeating: String(border.top), count: inner) + String(border.topRight)
        let bottom = String(border.bottomLeft) + String(repeating: String(border.bottom), count: inner) + String(border.bottomRight)
        draw(top, at: rect.origin, style: lineStyle)
        draw(bottom, at: Point(x: rect.minX, y: rect.maxY - 1), style: lineStyle)
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            draw(String(border.left), at: Point(x: rect.minX, y: y), style: lineStyle)
            draw(String(border.right), at: Point(x: rect.maxX - 1, y: y), style: lineStyle)
        }
        if let title, !title.isEmpty {
            let room = rect.width - 6
            guard room > 0 else { return }
            // Line breaks too become pictures, as `draw` shows them, so the title measures as drawn.
            let safe = TerminalSafety.sanitize(title[...], keepingLineBreaks: false) ?? title
            let shown = safe.truncated(toWidth: room, mode: .tail, in: profile)
            guard !shown.isEmpty else { return }
            draw(" " + shown + " ", at: Point(x: rect.minX + 2, y: rect.minY), style: titleStyle ?? lineStyle)
        }
    }
}

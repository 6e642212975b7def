import TextRendering

/// Items set in as many columns as the width allows, like `ls`: top to bottom, then left to
/// right, each column as wide as its widest item, two spaces apart. A value, printed with
/// `Console`, rendered to text, or shown in a view hierarchy with TextUI's `WidgetView`.
///
/// ```swift
/// let columns = Columns(["Sydney", "東京", "Kathmandu", "Zürich", "London", "🇳🇿 Auckland"])
/// columns.render(width: 30).plainText
/// // Sydney  Kathmandu  London
/// // 東京    Zürich     🇳🇿 Auckland
/// ```
///
/// An item wider than the whole width is cut with `…`. Items are drawn terminal-safe, on one
/// line each (line breaks show as pictures).
public struct Columns: Widget, Hashable {
    /// The items, in reading order (down the first column first), each in its own style
    /// (plain when it has none).
    public var items: [StyledText]
    /// Spaces between columns.
    public var spacing = 2

    /// Columns of `items`.
    public init(_ items: [StyledText] = []) {
        self.items = items
    }

    /// The items' texts on one line each, and their widths.
    private func measured(in profile: WidthProfile) -> [(text: StyledText, width: Int)] {
        items.map { item in
            let text = item.terminalSafeLine
            return (text, text.displayWidth(in: profile))
        }
    }

    /// The number of rows and each column's width for `widths` in `width` columns: the most
    /// columns that fit (at least one).
    static func layout(_ widths: [Int], width: Int, spacing: Int) -> (rows: Int, columnWidths: [Int]) {
        guard !widths.isEmpty else { return (0, []) }
        var columns = min(widths.count, max(1, width / max(1, (widths.min() ?? 1) + spacing)))
        while columns > 1 {
            let rows = (widths.count + columns - 1) / columns
            // Columns must be filled as they would be: no empty trailing column.
            let used = (widths.count + rows - 1) / rows
            var columnWidths: [Int] = []
            for column in 0..<used {
                let slice = widths[(column * rows)..<min(widths.count, (column + 1) * rows)]
                columnWidths.append(slice.max() ?? 0)
            }
            if columnWidths.reduce(0, +) + spacing * (used - 1) <= width { return (rows, columnWidths) }
            columns -= 1
        }
        return (widths.count, [min(width, widths.max() ?? 0)])
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        let widths = measured(in: profile).map(\.width)
        return LayoutWidths(minimum: min(widths.max() ?? 0, 1), ideal: widths.reduce(0, +) + spacing * max(0, widths.count - 1))
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        width > 0 ? Self.layout(measured(in: profile).map(\.width), width: width, spacing: spacing).rows : 0
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0 else { return }
        let texts = measured(in: canvas.profile)
        let (rows, columnWidths) = Self.layout(texts.map(\.width), width: rect.width, spacing: spacing)
        var x = rect.minX
        for (column, columnWidth) in columnWidths.enumerated() {
            for row in 0..<min(rows, rect.height) {
                let index = column * rows + row
                guard index < texts.count else { break }
                let room = min(columnWidth, rect.maxX - x)
                guard room > 0 else { break }
                let shown = texts[index].width > room ? texts[index].text.truncated(toWidth: room, mode: .tail, in: canvas.profile) : texts[index].text
                canvas.draw(shown, at: Point(x: x, y: rect.minY + row), clip: clip)
            }
            x += columnWidth + spacing
        }
    }
}

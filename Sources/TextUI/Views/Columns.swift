import TextRendering

/// Items set in as many columns as the width allows, like `ls`: top to bottom, then left to
/// right, each column as wide as its widest item, two spaces apart.
///
/// ```swift
/// let columns = Columns(["Sydney", "東京", "Kathmandu", "Zürich", "London", "🇳🇿 Auckland"])
/// columns.render(width: 30).plainText
/// // Sydney     Zürich
/// // 東京       London
/// // Kathmandu  🇳🇿 Auckland
/// ```
///
/// An item wider than the whole width is cut with `…`. Items are drawn terminal-safe, on one
/// line each (line breaks show as pictures).
open class Columns: View {
    /// One item and its style.
    public struct Item: Sendable, Hashable, ExpressibleByStringLiteral {
        /// The text.
        public var text: String
        /// The style; `nil` is plain.
        public var style: Style?

        /// An item.
        public init(_ text: String, style: Style? = nil) {
            self.text = text
            self.style = style
        }

        /// A plain item.
        public init(stringLiteral value: String) {
            self.init(value)
        }
    }

    /// The items, in reading order (down the first column first).
    public var items: [Item] { didSet { if items != oldValue { setNeedsLayout() } } }
    /// Spaces between columns.
    public var spacing = 2 { didSet { if spacing != oldValue { setNeedsLayout() } } }

    /// No items.
    public required init() {
        items = []
        super.init()
    }

    /// Columns of `items`.
    public convenience init(_ items: [Item]) {
        self.init()
        self.items = items
    }

    /// The items' texts on one line each, and their widths.
    private func measured(in profile: WidthProfile) -> [(text: String, width: Int)] {
        items.map { item in
            let text = item.text.terminalSafeLine
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

    open override func contentWidths() -> LayoutWidths {
        let widths = measured(in: effectiveWidthProfile).map(\.width)
        return LayoutWidths(minimum: min(widths.max() ?? 0, 1), ideal: widths.reduce(0, +) + spacing * max(0, widths.count - 1))
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        width > 0 ? Self.layout(measured(in: effectiveWidthProfile).map(\.width), width: width, spacing: spacing).rows : 0
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
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
                canvas.draw(shown, at: Point(x: x, y: rect.minY + row), style: items[index].style ?? .plain, clip: clip)
            }
            x += columnWidth + spacing
        }
    }
}

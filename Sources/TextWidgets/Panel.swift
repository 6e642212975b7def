import TextRendering

/// A widget in a box with a title in its top edge, like Rich's `Panel`: a value, printed with
/// `Console` or rendered to text. (TextUI's `PanelView` is the view that boxes subviews.)
///
/// ```swift
/// Panel("2 × Margherita", title: "Order").render(width: 20).plainText
/// // ╭─ Order ──────────╮
/// // │ 2 × Margherita   │
/// // ╰──────────────────╯
/// ```
///
/// The panel takes the width it is given and its content the width inside the border and
/// padding (one column each side by default); narrower than 2 columns it shows nothing. Its
/// title is styled text: set `title` for one in a style of its own. The title is drawn terminal-safe and cut with
/// `…` to fit; where box-drawing characters are two cells wide the border is ASCII.
public struct Panel: Widget {
    /// What the panel holds.
    public var content: any Widget
    /// The title in the top edge, in its own style (the border's when it has none).
    public var title: StyledText?
    /// The border's characters.
    public var borderStyle: BorderStyle
    /// The style of the border's characters.
    public var lineStyle: Style = .plain
    /// Space between the border and the content.
    public var padding = EdgeInsets(horizontal: 1)

    /// A panel holding `content`, with `title`, its border in `borderStyle`.
    public init(_ content: some Widget, title: String? = nil, borderStyle: BorderStyle = .rounded) {
        self.content = content
        self.title = title.map { StyledText($0) }
        self.borderStyle = borderStyle
    }

    /// A panel holding `text`, wrapped inside it.
    public init(_ text: StyledText, title: String? = nil, borderStyle: BorderStyle = .rounded) {
        content = text
        self.title = title.map { StyledText($0) }
        self.borderStyle = borderStyle
    }

    /// A panel holding `text` in `style`, wrapped inside it.
    @_disfavoredOverload
    public init(_ text: String, style: Style? = nil, title: String? = nil, borderStyle: BorderStyle = .rounded) {
        self.init(StyledText(text, style: style), title: title, borderStyle: borderStyle)
    }

    /// Columns taken by the border and the padding.
    private var horizontalChrome: Int { padding.horizontal + 2 }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        content.widths(in: profile).adding(horizontalChrome)
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        // Narrower than its two sides, a panel has no border and shows nothing.
        guard width >= 2 else { return 0 }
        let inner = width - horizontalChrome
        return (inner > 0 ? content.height(forWidth: inner, in: profile) : 0) + padding.vertical + 2
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width >= 2 else { return }
        let clip = clip.intersection(rect)
        if let title {
            canvas.drawBorder(rect, style: borderStyle, title: title, lineStyle: lineStyle, clip: clip)
        } else {
            canvas.drawBorder(rect, style: borderStyle, lineStyle: lineStyle, clip: clip)
        }
        let inner = Rect(
            x: rect.minX + 1 + padding.left, y: rect.minY + 1 + padding.top,
            width: max(0, rect.width - horizontalChrome), height: max(0, rect.height - padding.vertical - 2))
        guard !inner.isEmpty else { return }
        content.draw(in: inner, on: &canvas, clip: clip.intersection(inner))
    }
}

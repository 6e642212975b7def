import TextRendering

/// A horizontal rule across its width, optionally with a caption in its middle (`── Caption ──`),
/// or a vertical one down its height.
open class Divider: View {
    /// Whether the rule runs down instead of across.
    public var isVertical = false { didSet { if isVertical != oldValue { setNeedsLayout() } } }
    /// Text in the middle of a horizontal rule.
    public var caption: String? { didSet { if caption != oldValue { setNeedsLayout() } } }
    /// The style of the rule.
    public var style: Style = .dim
    /// The caption's style; the rule's when `nil`.
    public var captionStyle: Style?
    /// Where the caption sits: in the middle (the default), or near either end.
    public var captionAlignment: TextAlignment = .center { didSet { setNeedsLayout() } }
    /// The characters of the line (its `top` for a horizontal rule, `left` for a vertical
    /// one); box-drawing styles fall back to ASCII where they are two cells wide.
    public var lineStyle: BorderStyle = .single { didSet { setNeedsLayout() } }

    /// Creates a horizontal rule.
    public required init() {
        super.init()
    }

    /// Creates a horizontal rule with a caption.
    public convenience init(caption: String?, style: Style = .dim) {
        self.init()
        self.caption = caption
        self.style = style
    }

    /// Creates a vertical rule.
    public static func vertical(style: Style = .dim) -> Divider {
        let divider = Divider()
        divider.isVertical = true
        divider.style = style
        return divider
    }

    open override func contentWidths() -> LayoutWidths {
        if isVertical { return LayoutWidths(minimum: 1, ideal: 1) }
        let caption = caption.map { $0.terminalSafe.displayWidth(in: effectiveWidthProfile) + 6 } ?? 1
        return LayoutWidths(minimum: 1, ideal: caption)
    }

    open override func contentHeight(forWidth width: Int) -> Int { isVertical ? 1 : (width > 0 ? 1 : 0) }


    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let lines = lineStyle.resolved(for: canvas.profile)
        if isVertical {
            for y in rect.minY..<rect.maxY {
                canvas.draw(String(lines.left), at: Point(x: rect.minX, y: y), style: style, clip: clip)
            }
            return
        }
        canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)), with: lines.top, style: style)
        if let caption, rect.width >= 7 {
            let shown = caption.terminalSafe.truncated(toWidth: rect.width - 6, mode: .tail, in: canvas.profile)
            let text = " " + shown + " "
            let textWidth = text.displayWidth(in: canvas.profile)
            let x: Int
            switch captionAlignment {
            case .leading: x = rect.minX + 2
            case .trailing: x = rect.maxX - 2 - textWidth
            default: x = rect.minX + (rect.width - textWidth) / 2
            }
            canvas.draw(text, at: Point(x: x, y: rect.minY), style: captionStyle ?? style, clip: clip)
        }
    }
}

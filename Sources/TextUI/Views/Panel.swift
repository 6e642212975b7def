import TextRendering

/// A bordered container with a title, its subviews stacked inside.
///
/// ```swift
/// let panel = Panel(title: "Order", content: [Label("2 × Margherita")])
/// panel.render(width: 20).plainText
/// // ╭─ Order ──────────╮
/// // │ 2 × Margherita   │
/// // ╰──────────────────╯
/// ```
open class Panel: View {
    /// The title in the top edge.
    public var title: String? {
        get { border?.title }
        set { border?.title = newValue }
    }

    /// Creates an empty panel with a rounded border and one column of padding on each side.
    public required init() {
        super.init()
        border = ViewBorder(.rounded)
        padding = EdgeInsets(horizontal: 1)
    }

    /// Creates a panel with `title`, its border in `style`, holding `content` top to bottom.
    public convenience init(title: String?, style: BorderStyle = .rounded, content: [View] = []) {
        self.init()
        border = ViewBorder(style, title: title)
        for view in content { addSubview(view) }
    }
}

/// A horizontal rule across its width, optionally with a caption in its middle (`── Caption ──`),
/// or a vertical one down its height.
open class Divider: View {
    /// Whether the rule runs down instead of across.
    public var isVertical = false { didSet { if isVertical != oldValue { setNeedsLayout() } } }
    /// Text in the middle of a horizontal rule.
    public var caption: String? { didSet { if caption != oldValue { setNeedsLayout() } } }
    /// The style of the rule.
    public var style: Style = .dim

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
        let lines = BorderStyle.single.resolved(for: canvas.profile)
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
            let x = rect.minX + (rect.width - text.displayWidth(in: canvas.profile)) / 2
            canvas.draw(text, at: Point(x: x, y: rect.minY), style: style, clip: clip)
        }
    }
}

/// Empty room that grows: in a row it takes the columns left over, in a column the rows left
/// over (or a fixed `length` of either).
open class Spacer: View {
    /// A fixed size along the stack's axis; `nil` to grow.
    public var length: Int? { didSet { setNeedsLayout() } }

    /// Creates a growing spacer.
    public required init() {
        super.init()
    }

    /// Creates a spacer of a fixed size.
    public convenience init(length: Int) {
        self.init()
        precondition(length >= 0, "a spacer's length must not be negative, got \(length)")
        self.length = length
    }

    /// The stack the spacer is in, if any: a fixed length runs along its axis only.
    private var stackAxis: StackView.Axis? { (superview as? StackView)?.axis }

    open override func contentWidths() -> LayoutWidths {
        let width = stackAxis == .vertical ? 0 : length ?? 0
        return LayoutWidths(minimum: width, ideal: width)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        stackAxis == .horizontal ? 0 : length ?? 0
    }

    /// A growing spacer grows along the axis of the stack it is in (both ways elsewhere).
    open override var expandsVertically: Bool {
        length == nil && (superview as? StackView)?.axis != .horizontal
    }

    open override var expandsHorizontally: Bool {
        length == nil && (superview as? StackView)?.axis != .vertical
    }
}

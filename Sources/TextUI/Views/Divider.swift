import TextRendering
import TextWidgets

/// A horizontal rule across its width, optionally with a caption in its middle (`── Caption ──`),
/// or a vertical one down its height. A horizontal one is drawn as TextWidgets' `Rule`.
open class Divider: View {
    /// Whether the rule runs down instead of across.
    public var isVertical = false { didSet { if isVertical != oldValue { setNeedsLayout() } } }
    /// Text in the middle of a horizontal rule.
    public var caption: String? { didSet { if caption != oldValue { setNeedsLayout() } } }
    /// The caption with runs of styles of its own, drawn over its own `style`, or over
    /// `captionStyle` (the rule's style when that is `nil`) when it has none; when set, it is
    /// shown instead of `caption`.
    public var attributedCaption: StyledText? { didSet { if attributedCaption != oldValue { setNeedsLayout() } } }
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

    /// The horizontal rule drawn.
    var rule: Rule {
        var rule = Rule(caption, alignment: captionAlignment, style: style, titleStyle: captionStyle, lineStyle: lineStyle)
        if var attributedCaption {
            if attributedCaption.style == nil { attributedCaption.style = captionStyle }
            rule.title = attributedCaption
        }
        return rule
    }

    /// A captioned divider is a `header` of its caption; a plain rule is nothing to read.
    open override var accessibilityElement: AccessibilityElement? {
        guard let caption = accessibilityLabel ?? attributedCaption?.text ?? caption, !caption.isEmpty else { return nil }
        return AccessibilityElement(role: .header, label: caption)
    }

    open override func contentWidths() -> LayoutWidths {
        isVertical ? LayoutWidths(minimum: 1, ideal: 1) : rule.widths(in: effectiveWidthProfile)
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
        rule.draw(in: rect, on: &canvas, clip: clip)
    }
}

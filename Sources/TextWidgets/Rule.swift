import TextRendering

/// A horizontal line across the width with an optional title, like Rich's `Rule`: a value,
/// printed with `Console` between sections of output, rendered to text, or shown in a view
/// hierarchy (TextUI's `Divider` draws its captioned rules with it).
///
/// ```swift
/// Rule("Results").render(width: 24).plainText          // "─────── Results ────────"
/// Rule("Step 2", alignment: .leading).render(width: 20).plainText   // "── Step 2 ──────────"
/// ```
///
/// The title is drawn terminal-safe on the line, cut with `…` to leave at least two line
/// characters and a space on each side; a rule narrower than 7 columns shows no title. Where
/// box-drawing characters are two cells wide the line falls back to ASCII hyphens.
public struct Rule: Widget, Hashable {
    /// The title in the line, in its own style (the line's when it has none).
    public var title: StyledText?
    /// Where the title sits: in the middle, or near either end.
    public var alignment: TextAlignment
    /// The style of the line.
    public var style: Style
    /// The characters of the line (its `top`); box-drawing styles fall back to ASCII where
    /// they are two cells wide.
    public var lineStyle: BorderStyle

    /// A rule with `title` (none by default), placed by `alignment`, the line in `style` (dim)
    /// and the title in `titleStyle` (bold; the line's when `nil`).
    public init(
        _ title: String? = nil, alignment: TextAlignment = .center, style: Style = .dim, titleStyle: Style? = .bold,
        lineStyle: BorderStyle = .single
    ) {
        self.title = title.map { StyledText($0, style: titleStyle) }
        self.alignment = alignment
        self.style = style
        self.lineStyle = lineStyle
    }

    /// A rule with a title that has styles of its own (bold, the line's style, when it has
    /// none of its own), placed by `alignment`, the line in `style` (dim).
    ///
    /// ```swift
    /// Rule("Results \("(3)", style: Style.plain.foreground(.green))")
    /// ```
    @_disfavoredOverload
    public init(_ title: StyledText, alignment: TextAlignment = .center, style: Style = .dim, lineStyle: BorderStyle = .single) {
        var title = title
        if title.style == nil { title.style = .bold }
        self.title = title
        self.alignment = alignment
        self.style = style
        self.lineStyle = lineStyle
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        LayoutWidths(minimum: 1, ideal: title.map { $0.text.terminalSafeLine.displayWidth(in: profile) + 6 } ?? 1)
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        width > 0 ? 1 : 0
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.height > 0 else { return }
        let clip = clip.intersection(rect)
        let line = lineStyle.resolved(for: canvas.profile).top
        canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1).intersection(clip), with: line, style: style)
        guard let title, rect.width >= 7 else { return }
        var text = StyledText(" ", style: title.style ?? style)
        let shown = title.terminalSafeLine.truncated(toWidth: rect.width - 6, mode: .tail, in: canvas.profile)
        text.append(shown.runsOnly)
        text.append(" ")
        let textWidth = text.displayWidth(in: canvas.profile)
        let x: Int
        switch alignment {
        case .leading: x = rect.minX + 2
        case .trailing: x = rect.maxX - 2 - textWidth
        default: x = rect.minX + (rect.width - textWidth) / 2
        }
        canvas.draw(text, at: Point(x: x, y: rect.minY), clip: clip)
    }
}

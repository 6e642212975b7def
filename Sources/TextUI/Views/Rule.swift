import TextRendering

/// A horizontal line across the width with an optional title, like Rich's `Rule`: a `Divider`
/// whose caption is its title, drawn in the style of the text it separates.
///
/// ```swift
/// Rule("Results").render(width: 24).plainText          // "─────── Results ────────"
/// Rule("Step 2", alignment: .leading).render(width: 20).plainText   // "── Step 2 ──────────"
/// ```
///
/// Where box-drawing characters are two cells wide the line falls back to ASCII hyphens.
open class Rule: Divider {
    /// The title in the line.
    public var title: String? {
        get { caption }
        set { caption = newValue }
    }

    /// A rule with `title` (none by default), placed by `alignment`, the line in `style` (dim)
    /// and the title in `titleStyle` (bold).
    public convenience init(
        _ title: String? = nil, alignment: TextAlignment = .center, style: Style = .dim, titleStyle: Style? = .bold,
        lineStyle: BorderStyle = .single
    ) {
        self.init()
        caption = title
        captionAlignment = alignment
        self.style = style
        captionStyle = titleStyle
        self.lineStyle = lineStyle
    }
}

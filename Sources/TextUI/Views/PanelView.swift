import TextRendering

/// A bordered container with a title, its subviews stacked inside. (TextWidgets' `Panel` is the
/// value that boxes a widget for a console.)
///
/// ```swift
/// let panel = PanelView(title: "Order", content: [Label("2 × Margherita")])
/// panel.render(width: 20).plainText
/// // ╭─ Order ──────────╮
/// // │ 2 × Margherita   │
/// // ╰──────────────────╯
/// ```
open class PanelView: View {
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

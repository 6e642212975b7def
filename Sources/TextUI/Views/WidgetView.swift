import TextRendering
import TextWidgets

/// A view that shows a widget (a `Tree`, `Columns`, a `Rule`, a `Panel`, a `ProgressBar`, any
/// `Widget`) in a view hierarchy: it measures and draws the widget in the two-pass layout of
/// every view, in the view's width profile, with the view's border and padding around it.
///
/// ```swift
/// let tree = WidgetView(Tree("Sources", children: [Tree.Node("TextUI")]))
/// stack.addArrangedSubview(tree)
/// tree.content?.root.children.append(Tree.Node("TextWidgets"))   // laid out again
/// ```
///
/// A view made without content (`WidgetView<ProgressBar>()`, as `GenericTableCell` makes its
/// view) takes no room and draws nothing until it is given some. For a table, `DataTable`
/// keeps the table's measurements between layouts.
open class WidgetView<Content: Widget>: View {
    /// The widget shown; `nil` shows nothing. Setting it lays the view out again.
    public var content: Content? { didSet { setNeedsLayout() } }

    /// A view showing `content`.
    public init(_ content: Content) {
        self.content = content
        super.init()
    }

    /// A view showing nothing until it is given content.
    public required init() {
        content = nil
        super.init()
    }

    open override func contentWidths() -> LayoutWidths {
        content?.widths(in: effectiveWidthProfile) ?? .zero
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        content?.height(forWidth: width, in: effectiveWidthProfile) ?? 0
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        content?.draw(in: rect, on: &canvas, clip: clip)
    }
}

import TextRendering

/// Space inside a view's edges, in cells: padding between its border and its content.
public struct EdgeInsets: Sendable, Hashable {
    /// Rows at the top.
    public var top: Int
    /// Columns at the left.
    public var left: Int
    /// Rows at the bottom.
    public var bottom: Int
    /// Columns at the right.
    public var right: Int

    /// Insets of the given sizes; traps when one is negative.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        precondition(top >= 0 && left >= 0 && bottom >= 0 && right >= 0,
                     "insets must not be negative, got top \(top), left \(left), bottom \(bottom), right \(right)")
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all amount: Int) {
        self.init(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// One inset for the left and right edges, another for the top and bottom.
    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Int { left + right }
    /// `top + bottom`.
    public var vertical: Int { top + bottom }
}

/// The border a view draws around its edge.
public struct ViewBorder: Sendable, Hashable {
    /// The border characters; ASCII is used instead when the profile draws box lines wide.
    public var style: BorderStyle
    /// Text in the top edge, drawn terminal-safe and truncated to fit.
    public var title: String?
    /// The style of the border characters.
    public var lineStyle: Style
    /// The style of the title; `lineStyle` when `nil`.
    public var titleStyle: Style?

    /// Creates a border.
    public init(_ style: BorderStyle = .rounded, title: String? = nil, lineStyle: Style = .plain, titleStyle: Style? = nil) {
        self.style = style
        self.title = title
        self.lineStyle = lineStyle
        self.titleStyle = titleStyle
    }
}

/// The two widths a view reports in the first pass of layout.
public struct LayoutWidths: Sendable, Hashable {
    /// The narrowest width at which the content still makes sense (the widest word of a label).
    public var minimum: Int
    /// The width the content would take with room to spare (a label's longest line).
    public var ideal: Int

    /// Creates widths; `ideal` is raised to `minimum` if it is smaller.
    public init(minimum: Int, ideal: Int) {
        self.minimum = max(0, minimum)
        self.ideal = max(self.minimum, ideal)
    }

    /// No width at all.
    public static let zero = LayoutWidths(minimum: 0, ideal: 0)

    /// Both widths widened by `amount` (padding and borders).
    public func adding(_ amount: Int) -> LayoutWidths {
        LayoutWidths(minimum: minimum + amount, ideal: ideal + amount)
    }
}

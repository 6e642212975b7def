import TextRendering

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

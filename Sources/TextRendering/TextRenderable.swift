/// Something that draws itself as text: views, view controllers, tables, panels.
///
/// `render(width:)` returns a canvas exactly `width` columns wide and as tall as the content
/// needs. Snapshot strategies (`.text(width:)`, `.ansi(width:)`) and the command-line tool use
/// it to turn anything renderable into text.
public protocol TextRenderable {
    /// Draws the content at `width` columns.
    ///
    /// - Parameter width: The number of columns; never negative.
    /// - Returns: A canvas `width` columns wide, as tall as the content.
    func render(width: Int) -> Canvas
}

extension Canvas: TextRenderable {
    /// The canvas itself, cropped or padded with blank columns to `width`.
    public func render(width: Int) -> Canvas {
        precondition(width >= 0, "width must not be negative, got \(width)")
        if width == self.width { return self }
        var canvas = Canvas(width: width, height: height, profile: profile)
        canvas.draw(self, at: .zero)
        return canvas
    }
}

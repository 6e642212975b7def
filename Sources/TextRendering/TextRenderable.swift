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

/// Content with links that can write each link's target after its text: for output that
/// cannot show hyperlinks (a file, a pipe, a terminal without OSC 8), where the text alone would
/// lose the address. `Console` asks for the targets where its output shows no hyperlinks.
public protocol LinkTargetsRenderable: TextRenderable {
    /// This content with each link's target written after its text (`shows`), or not.
    /// `Console` only ever asks for `true`.
    func showingLinkTargets(_ shows: Bool) -> Self
}

/// Something so tall that it draws itself a band of rows at a time: a long document printed
/// without a canvas as tall as all of it. `Console` prints such content band by band; the text
/// is the same as that of `render(width:)`.
public protocol BandedTextRenderable: TextRenderable {
    /// Draws the content at `width` columns in `profile` as canvases of at most `rows` rows
    /// each, top to bottom, handing each to `body`.
    func renderBands(width: Int, profile: WidthProfile, rows: Int, _ body: (Canvas) -> Void)

    /// Draws the content as `renderBands(width:profile:rows:_:)` does, each band made into
    /// `transform`'s value (its text, say) as soon as it is drawn, and hands the values to
    /// `body` top to bottom. Content that draws bands side by side transforms them side by
    /// side too, so that a band's canvas is gone before the next is drawn on its thread.
    func renderBands<Band: Sendable>(
        width: Int, profile: WidthProfile, rows: Int, transform: @Sendable (Canvas) -> Band, _ body: (Band) -> Void)
}

extension BandedTextRenderable {
    /// Each band transformed as it is handed over, one after the other.
    public func renderBands<Band: Sendable>(
        width: Int, profile: WidthProfile, rows: Int, transform: @Sendable (Canvas) -> Band, _ body: (Band) -> Void
    ) {
        renderBands(width: width, profile: profile, rows: rows) { body(transform($0)) }
    }
}

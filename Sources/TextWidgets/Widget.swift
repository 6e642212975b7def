/// A value that measures and draws itself as text: a table, a tree, columns, a rule, a panel,
/// a progress bar, styled text. Widgets are plain values (`Sendable`, no views, no
/// controllers): a command-line program prints them with `Console`, a test renders them to
/// text, and TextUI hosts them in a view hierarchy (`WidgetView`) with the same two-pass
/// layout its views use.
///
/// ```swift
/// var table = Table(columns: ["Name", Table.Column("Cells", alignment: .trailing)])
/// table.addRow(["中文", "4"])
/// print(table.render(width: 30).plainText)
/// ```
///
/// A widget answers three questions: how wide it would like to be (`widths(in:)`: its
/// narrowest sensible width and its ideal one), how tall it is at a width, and what it draws
/// in a rectangle of a canvas. `render(width:)` puts the three together.
public protocol Widget: TextRenderable, Sendable {
    /// The narrowest width the content still makes sense at, and the width it would take with
    /// room to spare, in `profile`.
    func widths(in profile: WidthProfile) -> LayoutWidths

    /// The rows the content takes at `width` columns in `profile`.
    func height(forWidth width: Int, in profile: WidthProfile) -> Int

    /// Draws the content into `rect` of `canvas` (measured in the canvas's profile), touching
    /// no cell outside `rect` or outside `clip`. A `rect` shorter than the content's height
    /// shows its top rows.
    func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect)
}

extension Widget {
    /// The widget drawn at `width` columns, as tall as it is at that width.
    public func render(width: Int) -> Canvas {
        render(width: width, profile: .standard)
    }

    /// The widget drawn at `width` columns in `profile` (wide East Asian Ambiguous characters,
    /// ASCII borders), as tall as it is at that width.
    public func render(width: Int, profile: WidthProfile) -> Canvas {
        precondition(width >= 0, "width must not be negative, got \(width)")
        var canvas = Canvas(width: width, height: height(forWidth: width, in: profile), profile: profile)
        draw(in: canvas.bounds, on: &canvas, clip: canvas.bounds)
        return canvas
    }
}

extension StyledText: Widget {}

/// Text and the style it is drawn in: a table's cell, a tree's label, a column's item, a line a
/// console prints. A literal or an interpolation is plain styled text, so most call sites
/// never name the type:
///
/// ```swift
/// table.addRow([StyledText(name, style: .bold), "\(rank)"])
/// StyledText("Done", style: .bold).render(width: 20).plainText   // "Done"
/// ```
///
/// Without a style of its own (`nil`) the text takes its container's: a table cell its
/// column's, a tree's label the plain style. Drawn on its own it wraps at the width (UAX #14)
/// and is made terminal-safe, as every view and widget draws text.
public struct StyledText: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text; line breaks start new lines where the container shows more than one.
    public var text: String
    /// The text's style; the container's when `nil`.
    public var style: Style?

    /// `text` in `style`.
    public init(_ text: String, style: Style? = nil) {
        self.text = text
        self.style = style
    }

    /// Plain text from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text.
    public var description: String { text }

    /// The narrowest width the text makes sense at (its widest word) and the width it takes
    /// with room to spare (its longest line), measured in `profile` as drawn: terminal-safe.
    public func widths(in profile: WidthProfile) -> LayoutWidths {
        let (minimum, maximum) = text.terminalSafe.wrappingWidths(in: profile)
        return LayoutWidths(minimum: minimum, ideal: maximum)
    }

    /// The lines the text wraps into at `width` columns in `profile` (at least one column).
    func lines(width: Int, in profile: WidthProfile) -> [String] {
        text.terminalSafe.wrapped(toWidth: max(1, width), in: profile)
    }

    /// The number of lines the text wraps into at `width` columns in `profile`.
    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        width > 0 ? lines(width: width, in: profile).count : 0
    }

    /// Draws the text wrapped at `rect`'s width from its top-left corner, as many lines as
    /// `rect` is tall, in its style (plain when it has none), inside `clip`.
    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0 else { return }
        for (row, line) in lines(width: rect.width, in: canvas.profile).prefix(rect.height).enumerated() {
            canvas.draw(line, at: Point(x: rect.minX, y: rect.minY + row), style: style ?? .plain, clip: clip)
        }
    }
}

extension StyledText: TextRenderable {
    /// The text wrapped at `width` columns: a canvas `width` wide and as tall as the lines.
    public func render(width: Int) -> Canvas {
        precondition(width >= 0, "width must not be negative, got \(width)")
        var canvas = Canvas(width: width, height: height(forWidth: width, in: .standard))
        draw(in: canvas.bounds, on: &canvas, clip: canvas.bounds)
        return canvas
    }
}

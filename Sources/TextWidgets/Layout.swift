import TextRendering

/// Widgets one above another, at the same width, `spacing` empty rows between them: a report
/// of a title, a table and a note printed as one (Rich's `Group`, Lip Gloss's
/// `JoinVertical`; not named `Group`, which SwiftUI has, in an app that imports both).
///
/// ```swift
/// console.print(Stacked([Rule("Summary"), table, StyledText("3 warnings", style: .dim)], spacing: 1))
/// ```
public struct Stacked: Widget {
    /// The widgets, top to bottom.
    public var children: [any Widget]
    /// Empty rows between two children.
    public var spacing: Int

    /// `children` one above another, `spacing` rows apart.
    public init(_ children: [any Widget], spacing: Int = 0) {
        precondition(spacing >= 0, "spacing must not be negative, got \(spacing)")
        self.children = children
        self.spacing = spacing
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        let widths = children.map { $0.widths(in: profile) }
        return LayoutWidths(minimum: widths.map(\.minimum).max() ?? 0, ideal: widths.map(\.ideal).max() ?? 0)
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        children.reduce(max(0, children.count - 1) * spacing) { $0 + $1.height(forWidth: width, in: profile) }
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        var y = rect.minY
        for child in children {
            guard y < rect.maxY else { return }
            let height = min(child.height(forWidth: rect.width, in: canvas.profile), rect.maxY - y)
            let area = Rect(x: rect.minX, y: y, width: rect.width, height: height)
            child.draw(in: area, on: &canvas, clip: clip.intersection(area))
            y += height + spacing
        }
    }
}

/// A widget with empty space round it: `padding` columns left and right, rows above and below.
///
/// ```swift
/// console.print(Padded(StyledText("Done"), EdgeInsets(top: 1, left: 2)))
/// console.print(table.padded(EdgeInsets(horizontal: 4)))
/// ```
public struct Padded: Widget {
    /// What is padded.
    public var content: any Widget
    /// The space round it.
    public var padding: EdgeInsets

    /// `content` with `padding` round it.
    public init(_ content: some Widget, _ padding: EdgeInsets) {
        precondition(padding.top >= 0 && padding.left >= 0 && padding.bottom >= 0 && padding.right >= 0,
                     "padding must not be negative, got \(padding)")
        self.content = content
        self.padding = padding
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        content.widths(in: profile).adding(padding.horizontal)
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        let inner = width - padding.horizontal
        return (inner > 0 ? content.height(forWidth: inner, in: profile) : 0) + padding.vertical
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let inner = Rect(
            x: rect.minX + padding.left, y: rect.minY + padding.top,
            width: max(0, rect.width - padding.horizontal), height: max(0, rect.height - padding.vertical))
        guard !inner.isEmpty else { return }
        content.draw(in: inner, on: &canvas, clip: clip.intersection(inner))
    }
}

/// A widget placed left, centred or right in the width it is given, at a fixed width, or as
/// wide as it would like up to a maximum: a centred banner, a right-aligned total, a panel
/// that stops at 60 columns on a wide terminal.
///
/// ```swift
/// console.print(Aligned(Panel("Build succeeded"), alignment: .center, maximumWidth: 40))
/// console.print(StyledText("Total 42").aligned(.trailing))
/// ```
///
/// The content is drawn `width` columns wide when that is set; otherwise at its ideal width,
/// kept to `maximumWidth` and to the room. What is left is space before it and after it, as
/// `alignment` shares it.
public struct Aligned: Widget {
    /// What is placed.
    public var content: any Widget
    /// Where it goes in the room.
    public var alignment: TextAlignment
    /// Its width exactly, whatever it would like (at most the room).
    public var width: Int?
    /// The widest it is drawn.
    public var maximumWidth: Int?

    /// `content` placed by `alignment`, `width` wide or at most `maximumWidth` wide.
    public init(_ content: some Widget, alignment: TextAlignment, width: Int? = nil, maximumWidth: Int? = nil) {
        precondition((width ?? 0) >= 0 && (maximumWidth ?? 0) >= 0,
                     "widths must not be negative, got width \(String(describing: width)), maximum \(String(describing: maximumWidth))")
        self.content = content
        self.alignment = alignment
        self.width = width
        self.maximumWidth = maximumWidth
    }

    /// The content's width in `room` columns.
    func contentWidth(in room: Int, profile: WidthProfile) -> Int {
        if let width { return min(width, room) }
        return min(room, maximumWidth ?? room, content.widths(in: profile).ideal)
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        if let width { return LayoutWidths(minimum: width, ideal: width) }
        let widths = content.widths(in: profile)
        guard let maximumWidth else { return widths }
        return LayoutWidths(minimum: min(widths.minimum, maximumWidth), ideal: min(widths.ideal, maximumWidth))
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        content.height(forWidth: contentWidth(in: width, profile: profile), in: profile)
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let width = contentWidth(in: rect.width, profile: canvas.profile)
        let area = Rect(x: rect.minX + alignment.leadingPadding(spare: rect.width - width), y: rect.minY, width: width, height: rect.height)
        guard !area.isEmpty else { return }
        content.draw(in: area, on: &canvas, clip: clip.intersection(area))
    }
}

extension Widget {
    /// The widget with `padding` round it.
    public func padded(_ padding: EdgeInsets) -> Padded {
        Padded(self, padding)
    }

    /// The widget placed by `alignment`, `width` wide or at most `maximumWidth` wide.
    public func aligned(_ alignment: TextAlignment, width: Int? = nil, maximumWidth: Int? = nil) -> Aligned {
        Aligned(self, alignment: alignment, width: width, maximumWidth: maximumWidth)
    }
}

import TextRendering

/// A viewport onto a taller view, scrolled by whole rows, with a scroll indicator in its last
/// column when the content does not fit.
///
/// ```swift
/// let scroll = ScrollView(content: longLabel, viewportHeight: 5)
/// scroll.contentOffset = 10     // rows scrolled past
/// ```
open class ScrollView: View {
    /// The view that scrolls.
    public var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView { addSubview(contentView) }
        }
    }
    /// The number of content rows scrolled past the top of the viewport; clamped at layout.
    public var contentOffset: Int = 0
    /// A fixed viewport height; `nil` takes the height the container gives (or the content's
    /// height when nothing constrains it).
    public var viewportHeight: Int? { didSet { if viewportHeight != oldValue { setNeedsLayout() } } }
    /// Whether to draw the indicator when the content is taller than the viewport.
    public var showsScrollIndicator = true

    /// Creates an empty scroll view.
    public required init() {
        super.init()
    }

    /// Creates a scroll view onto `content`.
    public convenience init(content: View, viewportHeight: Int? = nil) {
        self.init()
        self.contentView = content
        addSubview(content)
        self.viewportHeight = viewportHeight
    }

    open override var expandsVertically: Bool { viewportHeight == nil }

    open override var canBecomeFirstResponder: Bool { true }

    open override func contentWidths() -> LayoutWidths {
        guard let contentView else { return .zero }
        return contentView.widths.adding(showsScrollIndicator ? 1 : 0)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        viewportHeight ?? contentView?.height(forWidth: width) ?? 0
    }

    /// The content's height at the current width, known after layout.
    public private(set) var contentHeight = 0

    /// The largest offset: the content's height less the viewport's.
    public var maximumContentOffset: Int { max(0, contentHeight - contentRect.height) }

    /// Whether the content is taller than the viewport.
    public var isScrollable: Bool { maximumContentOffset > 0 }

    open override func layoutSubviews() {
        guard let contentView else { return }
        let area = contentRect
        var width = area.width
        contentHeight = contentView.height(forWidth: width)
        if showsScrollIndicator, contentHeight > area.height, width > 1 {
            width -= 1
            contentHeight = contentView.height(forWidth: width)
        }
        contentOffset = max(0, min(contentOffset, max(0, contentHeight - area.height)))
        contentView.frame = Rect(x: area.minX, y: area.minY - contentOffset, width: width, height: contentHeight)
    }

    /// Scrolls just enough that content rows `rows` are in view (their top first).
    public func scrollRowsToVisible(_ rows: Range<Int>) {
        let height = contentRect.height
        if rows.lowerBound < contentOffset {
            contentOffset = rows.lowerBound
        } else if rows.upperBound > contentOffset + height {
            contentOffset = max(rows.lowerBound, rows.upperBound - height)
        }
    }

    open override func didDrawSubviews(in frame: Rect, on canvas: inout Canvas, clip: Rect) {
        guard showsScrollIndicator, contentHeight > contentRect.height else { return }
        let area = contentRect
        let viewport = Rect(x: frame.minX + area.minX, y: frame.minY + area.minY, width: area.width, height: area.height)
        let x = viewport.maxX - 1
        let track = BorderStyle.single.resolved(for: canvas.profile).left
        let thumb: Character = canvas.profile.hasWideAmbiguousCharacters ? "#" : "┃"
        let thumbHeight = max(1, viewport.height * viewport.height / max(1, contentHeight))
        let travel = viewport.height - thumbHeight
        let thumbTop = maximumContentOffset == 0 ? 0 : (travel * contentOffset + maximumContentOffset / 2) / maximumContentOffset
        for row in 0..<viewport.height {
            let isThumb = row >= thumbTop && row < thumbTop + thumbHeight
            canvas.draw(String(isThumb ? thumb : track), at: Point(x: x, y: viewport.minY + row), style: isThumb ? .plain : .dim, clip: clip)
        }
    }

    open override func handle(_ key: Key) -> Bool {
        let page = max(1, contentRect.height - 1)
        switch key {
        case .up: contentOffset -= 1
        case .down: contentOffset += 1
        case .pageUp: contentOffset -= page
        case .pageDown, .character(" "): contentOffset += page
        case .home: contentOffset = 0
        case .end: contentOffset = maximumContentOffset
        default: return false
        }
        contentOffset = max(0, min(contentOffset, maximumContentOffset))
        return true
    }
}

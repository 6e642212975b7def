import TextRendering

/// A rectangle of terminal cells that draws itself and its subviews: the text counterpart of
/// `UIView`.
///
/// Views are reference types that are not actor-isolated and not `Sendable`, like views on
/// every platform: build and use a tree of them on one thread (a test, a tool, the terminal
/// runtime).
///
/// Layout has two passes. First each view reports its `widths` (a minimum and an ideal
/// width); then, given a width, its height (`height(forWidth:)`). A plain `View` stacks its
/// subviews top to bottom at its full width; `StackView` arranges them in other ways, and a
/// subclass can override `layoutSubviews()` to set its subviews' frames itself.
///
/// ```swift
/// let card = View()
/// card.border = ViewBorder(.rounded, title: "Ada")
/// card.padding = EdgeInsets(horizontal: 1)
/// card.addSubview(Label("Presentation code driven by data."))
/// print(card.render(width: 30).plainText)
/// // ╭─ Ada ──────────────────────╮
/// // │ Presentation code driven … │
/// // ╰────────────────────────────╯
/// ```
open class View: TextRenderable {
    /// The views inside this one, back to front.
    public private(set) var subviews: [View] = []
    /// The view this one is inside.
    public private(set) weak var superview: View?
    /// The controller whose `view` this is.
    public internal(set) weak var viewController: ViewController?
    /// The window that shows this view's tree, when its root is a window's content.
    weak var hostingWindow: Window?

    /// Where the view is, in its superview's coordinates; set by the superview's layout.
    public var frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Whether the view and its subviews are left out of layout and drawing.
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsLayout() } } }
    /// Space between the border (or the edge) and the content.
    public var padding: EdgeInsets = .zero { didSet { if padding != oldValue { setNeedsLayout() } } }
    /// A border around the edge; it takes one cell on every side.
    public var border: ViewBorder? {
        didSet {
            hasBorder = border != nil
            if border != oldValue { setNeedsLayout() }
        }
    }
    /// Whether `border` is set: read by layout at every step, without copying the border (its
    /// characters, title and styles are a few hundred bytes).
    private var hasBorder = false
    /// A style that fills the whole frame before anything is drawn, e.g. a background colour.
    public var backgroundStyle: Style?
    /// How to measure East Asian Ambiguous characters; inherited from the superview, then the
    /// window, when `nil`.
    public var widthProfile: WidthProfile? { didSet { if widthProfile != oldValue { setNeedsLayoutInSubtree() } } }

    /// A name for tests and debugging; not drawn.
    public var accessibilityIdentifier: String?
    /// What assistive technology calls the view, in place of its own label (a button's
    /// title, a label's text); on a view with no role of its own, it makes the view a group of
    /// that name. See `accessibilityElement`.
    public var accessibilityLabel: String?
    /// What the view holds, in place of its own value (a switch's `on`, a field's text).
    public var accessibilityValue: String?

    /// What assistive technology reads for this view alone (its role, label, value and
    /// traits), or `nil` for a view that only holds others (a stack view). A view named by
    /// `accessibilityLabel` or by its border's title (a `PanelView`'s) is a `.group` of that
    /// name. Views with a role of their own (`Button`, `Label`, `Switch`, `TextField`, …)
    /// override it.
    open var accessibilityElement: AccessibilityElement? {
        guard let name = accessibilityLabel ?? border?.title, !name.isEmpty else { return nil }
        return AccessibilityElement(role: .group, label: name, value: accessibilityValue)
    }

    /// The elements this view shows, given those of its `accessibilitySubviews`: its own
    /// element holding them, or them alone. Override to add elements that are not views (a
    /// navigation bar's items).
    open func accessibilityElements(holding children: [AccessibilityElement]) -> [AccessibilityElement] {
        guard var element = accessibilityElement else { return children }
        element.children += children
        return [element]
    }

    /// The subviews whose elements belong to this view's: all of them, by default.
    open var accessibilitySubviews: [View] { subviews }

    /// Content hugging and compression resistance (`View+LayoutPriority.swift`).
    var layoutPriorities = LayoutPriorities() { didSet { if layoutPriorities != oldValue { superview?.setNeedsLayout() } } }

    private var widthsCache: LayoutWidths?
    private var heightCache: (width: Int, height: Int)?

    /// Creates an empty view.
    public required init() {}

    // MARK: - Hierarchy

    /// Adds `view` in front of the other subviews, taking it out of its current superview.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index`, taking it out of its current superview.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "adding a superview as a subview would make a cycle")
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        // Measured under another superview, perhaps with another width profile.
        view.setNeedsLayoutInSubtree()
        view.didMoveToSuperview()
        setNeedsLayout()
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        // The window is found through the superview: look it up before leaving.
        let window = self.window
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        superview.setNeedsLayout()
        if let window, window.firstResponder?.isDescendant(of: self) == true {
            window.firstResponder = nil
        }
        didMoveToSuperview()
    }

    /// Called after the view joins or leaves a superview.
    open func didMoveToSuperview() {}

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The window whose content this view is in.
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view.hostingWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// The profile this view measures with: its own, else its superview's, else its window's,
    /// else the standard one.
    public var effectiveWidthProfile: WidthProfile {
        var current: View? = self
        while let view = current {
            if let profile = view.widthProfile { return profile }
            if let window = view.hostingWindow { return window.widthProfile }
            current = view.superview
        }
        return .standard
    }

    // MARK: - Invalidation

    /// Forgets the measured widths and heights of this view and the views around it, so that
    /// the next layout measures them again. Setters of properties that change the size call it.
    public func setNeedsLayout() {
        widthsCache = nil
        heightCache = nil
        var child = self
        while let view = child.superview {
            view.widthsCache = nil
            view.heightCache = nil
            view.subviewDidInvalidateLayout(child)
            child = view
        }
    }

    /// Called when a subview (or a view inside it) changed its size; views that cache sizes of
    /// their own (table rows) forget them here.
    func subviewDidInvalidateLayout(_ subview: View) {}

    /// Forgets the measured sizes of this view and everything inside it.
    func setNeedsLayoutInSubtree() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            view.widthsCache = nil
            view.heightCache = nil
            pending.append(contentsOf: view.subviews)
        }
        setNeedsLayout()
    }

    // MARK: - Chrome

    /// Columns taken by the border and padding on the left and right.
    public var horizontalChrome: Int { padding.horizontal + (hasBorder ? 2 : 0) }
    /// Rows taken by the border and padding at the top and bottom.
    public var verticalChrome: Int { padding.vertical + (hasBorder ? 2 : 0) }

    /// The frame's size at the origin: the view's own coordinates.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// The part of `bounds` inside the border and padding, where content and subviews go.
    public var contentRect: Rect {
        let inset = hasBorder ? 1 : 0
        let width = max(0, frame.width - horizontalChrome)
        let height = max(0, frame.height - verticalChrome)
        return Rect(x: inset + padding.left, y: inset + padding.top, width: width, height: height)
    }

    // MARK: - Measuring

    /// The widths of the view, chrome included; cached until `setNeedsLayout()`.
    public final var widths: LayoutWidths {
        if isHidden { return .zero }
        if let widthsCache { return widthsCache }
        let widths = contentWidths().adding(horizontalChrome)
        widthsCache = widths
        return widths
    }

    /// The height the view needs at `width` columns, chrome included; cached until
    /// `setNeedsLayout()`.
    public final func height(forWidth width: Int) -> Int {
        if isHidden { return 0 }
        if let heightCache, heightCache.width == width { return heightCache.height }
        let height = contentHeight(forWidth: max(0, width - horizontalChrome)) + verticalChrome
        heightCache = (width, height)
        return height
    }

    /// Whether the view's frame is exactly the height it measured for its width: then its
    /// subviews get their own heights too, expanding ones included (a view drawn as tall as
    /// its content). In a window, frames are set from above and this is false.
    var isAtNaturalHeight: Bool {
        guard let heightCache else { return false }
        return heightCache.width == frame.width && heightCache.height == frame.height
    }

    /// The size that fits in `size`: the ideal width (no more than `size.width`), and the
    /// height at that width.
    public func sizeThatFits(_ size: Size) -> Size {
        let width = min(widths.ideal, size.width)
        return Size(width: width, height: height(forWidth: width))
    }

    /// The widths of the content alone (no padding or border). A plain view measures its
    /// visible subviews as a column: the widest minimum and the widest ideal.
    open func contentWidths() -> LayoutWidths {
        var minimum = 0
        var ideal = 0
        for view in subviews where !view.isHidden {
            let widths = view.widths
            minimum = max(minimum, widths.minimum)
            ideal = max(ideal, widths.ideal)
        }
        return LayoutWidths(minimum: minimum, ideal: ideal)
    }

    /// The height of the content alone at `width` columns of content. A plain view adds up
    /// its visible subviews' heights.
    open func contentHeight(forWidth width: Int) -> Int {
        subviews.reduce(0) { $0 + ($1.isHidden ? 0 : $1.height(forWidth: width)) }
    }

    /// Whether the view takes the height left over in a column (scrolling and table views,
    /// vertical spacers) rather than its content's height. A container expands when one of
    /// its visible subviews does.
    open var expandsVertically: Bool {
        subviews.contains { !$0.isHidden && $0.expandsVertically }
    }

    /// Whether the view takes the width left over in a row (horizontal spacers).
    open var expandsHorizontally: Bool { false }

    /// The fewest rows the view takes when it expands in a column (a spacer's `minLength`);
    /// asked instead of measuring it, so that a long table costs nothing to share rows with.
    var minimumExpandedHeight: Int { 0 }

    // MARK: - Layout

    /// Sets the frames of the subviews inside `contentRect`. A plain view stacks its visible
    /// subviews top to bottom at the content width; views that expand vertically share the
    /// rows left over, and take rows away first when there are too few.
    open func layoutSubviews() {
        let visible = subviews.filter { !$0.isHidden }
        let area = contentRect
        let heights = ColumnLayout.heights(of: visible, width: area.width, available: area.height, isNatural: isAtNaturalHeight)
        var y = area.minY
        for (view, height) in zip(visible, heights) {
            view.frame = Rect(x: area.minX, y: y, width: area.width, height: height)
            y += height
        }
    }

    /// Lays out this view's subviews, then theirs, top down.
    public func layoutIfNeeded() {
        var pending: [View] = [self]
        while let view = pending.popLast() {
            guard !view.isHidden else { continue }
            view.layoutSubviews()
            pending.append(contentsOf: view.subviews)
        }
    }

    // MARK: - Drawing

    /// Draws the view's own content (not its subviews) into `rect`, the content rectangle in
    /// canvas coordinates. Subviews are drawn afterwards, over it.
    ///
    /// - Parameters:
    ///   - rect: Where the content goes on the canvas.
    ///   - canvas: The canvas; drawing is clipped to `clip`.
    ///   - clip: The visible part of the canvas for this view.
    open func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {}

    /// Draws the view and its subviews with the view's frame origin at `origin`, inside `clip`.
    public func draw(on canvas: inout Canvas, at origin: Point, clip: Rect) {
        guard !isHidden else { return }
        let frameOnCanvas = Rect(origin: origin, size: frame.size)
        let visible = frameOnCanvas.intersection(clip)
        guard !visible.isEmpty else { return }
        if let backgroundStyle {
            canvas.fill(visible, style: backgroundStyle)
        }
        if let border {
            canvas.drawBorder(
                frameOnCanvas, style: border.style, title: border.title, lineStyle: border.lineStyle,
                titleStyle: border.titleStyle, clip: visible)
        }
        let content = contentRect
        let contentOnCanvas = Rect(
            x: origin.x + content.minX, y: origin.y + content.minY, width: content.width, height: content.height)
        let contentClip = contentOnCanvas.intersection(visible)
        drawContent(in: contentOnCanvas, on: &canvas, clip: contentClip)
        for subview in subviews where !subview.isHidden {
            subview.draw(
                on: &canvas, at: Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY),
                clip: contentClip)
        }
        didDrawSubviews(in: frameOnCanvas, on: &canvas, clip: visible)
    }

    /// Called after the subviews are drawn, for what the view draws over them (a selection
    /// highlight, a scroll indicator).
    ///
    /// - Parameters:
    ///   - frame: The view's frame in canvas coordinates.
    ///   - canvas: The canvas.
    ///   - clip: The visible part of the frame.
    open func didDrawSubviews(in frame: Rect, on canvas: inout Canvas, clip: Rect) {}

    /// The view drawn at `width` columns, as tall as its content.
    public func render(width: Int) -> Canvas {
        precondition(width >= 0, "width must not be negative, got \(width)")
        let height = height(forWidth: width)
        return render(size: Size(width: width, height: height))
    }

    /// The view laid out and drawn into a canvas of exactly `size`.
    public func render(size: Size) -> Canvas {
        frame = Rect(origin: .zero, size: size)
        layoutIfNeeded()
        var canvas = Canvas(size: size, profile: effectiveWidthProfile)
        draw(on: &canvas, at: .zero, clip: canvas.bounds)
        return canvas
    }

    // MARK: - Focus and keys

    /// Whether the view can take the focus (be the first responder) and receive keys first.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the view has the focus in its window.
    public var isFirstResponder: Bool { window?.firstResponder === self }

    /// Makes the view its window's first responder; `false` when it cannot take the focus or
    /// is not in a window.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        // Only views of the topmost controller on screen: a modal keeps the focus to itself.
        guard canBecomeFirstResponder, !isHiddenOnScreen, let window, isDescendant(of: window.topViewController.view) else {
            return false
        }
        window.firstResponder = self
        return true
    }

    /// Whether the view or one of its superviews is hidden.
    var isHiddenOnScreen: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }

    /// Gives the focus up, if this view has it.
    public func resignFirstResponder() {
        if isFirstResponder { window?.firstResponder = nil }
    }

    /// Handles a key; returns `false` to pass it on to the superview (and then to the view
    /// controller and the window).
    open func handle(_ key: Key) -> Bool { false }
}

import TextRendering

/// A master list and a detail side by side, with a rule between them, when there is room;
/// collapsed to one at a time when narrow, the detail shown over the master with a back bar
/// (as UIKit collapses a split view on compact width).
///
/// ```swift
/// let split = SplitViewController(master: NavigationController(rootViewController: list), detail: detail)
/// split.showDetail(otherDetail)   // replaces the detail; when collapsed, shows it
/// ```
open class SplitViewController: ViewController {
    /// The master controller, at the left.
    public private(set) var master: ViewController
    /// The detail controller, at the right; `nil` leaves the right side empty.
    public private(set) var detail: ViewController?
    /// The narrowest width at which master and detail go side by side.
    public var minimumSideBySideWidth = 72 { didSet { invalidate() } }
    /// The master column's share of the width when side by side, between 0.2 and 0.8.
    public var preferredMasterFraction = 0.38 { didSet { invalidate() } }
    /// Whether the detail is on screen when collapsed; set by `showDetail(_:)`, cleared by
    /// `hideDetail()` (Escape).
    public private(set) var isShowingDetailWhenCollapsed = false

    /// Whether the split was collapsed at the last layout.
    public internal(set) var isCollapsed = false {
        didSet { if isCollapsed != oldValue { updateChildAppearance() } }
    }

    /// Creates a split of `master` and `detail`.
    public init(master: ViewController, detail: ViewController? = nil) {
        self.master = master
        self.detail = detail
        super.init()
        addChild(master)
        if let detail { addChild(detail) }
    }

    open override func loadView() {
        view = SplitView(controller: self)
    }

    open override var visibleChildren: [ViewController] {
        if !isCollapsed { return [master] + (detail.map { [$0] } ?? []) }
        if isShowingDetailWhenCollapsed, let detail { return [detail] }
        return [master]
    }

    /// Replaces the detail with `controller`; when collapsed, shows it over the master.
    public func showDetail(_ controller: ViewController) {
        if let detail, detail !== controller {
            if detail.isVisible { detail.setAppearing(false) }
            detail.removeFromParent()
        }
        if controller.parent !== self { addChild(controller) }
        detail = controller
        isShowingDetailWhenCollapsed = true
        invalidate()
    }

    /// Goes back to the master when collapsed.
    public func hideDetail() {
        isShowingDetailWhenCollapsed = false
        invalidate()
    }

    private func invalidate() {
        // The views shown join the window before their controllers appear, so that they can
        // take the focus in `viewDidAppear()`.
        if isViewLoaded {
            (view as? SplitView)?.sync(collapsed: isCollapsed)
            view.setNeedsLayout()
        }
        updateChildAppearance()
    }

    open override func handle(_ key: Key) -> Bool {
        if key == .escape, isCollapsed, isShowingDetailWhenCollapsed {
            hideDetail()
            return true
        }
        return false
    }

    /// The master column's width for a split of `width` columns.
    func masterWidth(for width: Int) -> Int {
        let fraction = min(max(preferredMasterFraction, 0.2), 0.8)
        return max(1, Int((Double(width) * fraction).rounded()))
    }
}

/// A split view controller's view: master, rule and detail, or the one that is shown.
final class SplitView: View {
    /// Weak: a view that outlives its controller draws nothing rather than crash.
    private weak var controller: SplitViewController?
    private let divider = Divider.vertical()
    private let backBar = Label()

    init(controller: SplitViewController) {
        self.controller = controller
        super.init()
        backBar.style = Style.plain.foreground(.cyan)
    }

    required init() {
        fatalError("SplitView is made by its SplitViewController")
    }

    /// The subviews for the current mode, in order.
    private func arranged(collapsed: Bool) -> [View] {
        guard let controller else { return [] }
        if !collapsed {
            return [controller.master.view, divider] + (controller.detail.map { [$0.view] } ?? [])
        }
        if controller.isShowingDetailWhenCollapsed, let detail = controller.detail {
            backBar.text = "‹ " + (controller.master.displayTitle ?? "Back")
            return [backBar, detail.view]
        }
        return [controller.master.view]
    }

    func sync(collapsed: Bool) {
        let views = arranged(collapsed: collapsed)
        for view in subviews where !views.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for view in views where view.superview !== self { addSubview(view) }
    }

    override func contentWidths() -> LayoutWidths {
        guard let controller else { return .zero }
        let master = controller.master.view.widths
        let detail = controller.detail?.view.widths ?? .zero
        return LayoutWidths(minimum: max(master.minimum, detail.minimum), ideal: max(controller.minimumSideBySideWidth, master.ideal + 1 + detail.ideal))
    }

    override func contentHeight(forWidth width: Int) -> Int {
        guard let controller else { return 0 }
        let collapsed = width < controller.minimumSideBySideWidth
        if !collapsed {
            let masterWidth = controller.masterWidth(for: width)
            let detailWidth = max(0, width - masterWidth - 1)
            return max(controller.master.view.height(forWidth: masterWidth), controller.detail?.view.height(forWidth: detailWidth) ?? 0)
        }
        if controller.isShowingDetailWhenCollapsed, let detail = controller.detail {
            return 2 + detail.view.height(forWidth: width)
        }
        return controller.master.view.height(forWidth: width)
    }

    override func layoutSubviews() {
        guard let controller else { return }
        let area = contentRect
        let collapsed = area.width < controller.minimumSideBySideWidth
        sync(collapsed: collapsed)
        controller.isCollapsed = collapsed
        if !collapsed {
            let masterWidth = controller.masterWidth(for: area.width)
            controller.master.view.frame = Rect(x: area.minX, y: area.minY, width: masterWidth, height: area.height)
            divider.frame = Rect(x: area.minX + masterWidth, y: area.minY, width: 1, height: area.height)
            controller.detail?.view.frame = Rect(
                x: area.minX + masterWidth + 1, y: area.minY, width: max(0, area.width - masterWidth - 1), height: area.height)
        } else if controller.isShowingDetailWhenCollapsed, let detail = controller.detail {
            backBar.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: 1)
            detail.view.frame = Rect(x: area.minX, y: area.minY + 2, width: area.width, height: max(0, area.height - 2))
        } else {
            controller.master.view.frame = area
        }
    }

    override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard let controller, controller.isCollapsed, controller.isShowingDetailWhenCollapsed, rect.height > 1 else { return }
        let rule = BorderStyle.single.resolved(for: canvas.profile).top
        canvas.fill(Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1).intersection(clip), with: rule, style: .dim)
    }
}

import TextRendering

/// A stack of controllers with a navigation bar: the title in the middle, `‹ Back` (with the
/// title of the controller below) at the left, bar buttons at the right.
///
/// On a push or a pop the controller leaving disappears completely (`viewWillDisappear()`,
/// `viewDidDisappear()`) before the one arriving appears (`viewWillAppear()`,
/// `viewDidAppear()`): there is no animation for the two to overlap in.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: list)
/// navigation.push(detail)     // Escape, or pop(), goes back
/// ```
open class NavigationController: ViewController {
    /// The stack, root first; the last one is on screen.
    public var viewControllers: [ViewController] {
        get { stack }
        set {
            precondition(!newValue.isEmpty, "a navigation controller needs at least a root controller")
            precondition(Set(newValue.map(ObjectIdentifier.init)).count == newValue.count,
                         "a controller can be in a navigation stack only once")
            for controller in newValue { (controller.parent as? NavigationController)?.forget(controller) }
            let old = stack
            for controller in old where !newValue.contains(where: { $0 === controller }) { controller.removeFromParent() }
            for controller in newValue where controller.parent !== self { addChild(controller) }
            stack = newValue
            stackDidChange(from: old.last)
        }
    }

    private var stack: [ViewController] = []

    /// The controller on screen.
    public var topViewController: ViewController? { stack.last }

    /// Creates a navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: ViewController) {
        super.init()
        addChild(rootViewController)
        stack = [rootViewController]
    }

    open override func loadView() {
        view = NavigationView(controller: self)
    }

    open override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// Puts `controller` on top of the stack; it leaves any other navigation stack it is in.
    /// Traps when it is already in this one.
    public func push(_ controller: ViewController) {
        precondition(!stack.contains { $0 === controller }, "'\(controller.title ?? "a controller")' is already in the navigation stack")
        (controller.parent as? NavigationController)?.forget(controller)
        let old = stack.last
        addChild(controller)
        stack.append(controller)
        stackDidChange(from: old)
    }

    /// Takes the top controller off the stack (never the root) and returns it.
    @discardableResult
    public func pop() -> ViewController? {
        guard stack.count > 1 else { return nil }
        let old = stack.removeLast()
        old.removeFromParentKeepingAppearance()
        stackDidChange(from: old)
        return old
    }

    /// Takes every controller but the root off the stack and returns them.
    @discardableResult
    public func popToRoot() -> [ViewController] {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        let old = stack.last
        stack = [stack[0]]
        for controller in popped { controller.removeFromParentKeepingAppearance() }
        stackDidChange(from: old)
        return popped
    }

    /// Takes `controller` out of the stack (it moves to another navigation controller).
    fileprivate func forget(_ controller: ViewController) {
        guard controller !== stack.first || stack.count > 1, let index = stack.firstIndex(where: { $0 === controller }) else { return }
        let old = stack.last
        stack.remove(at: index)
        stackDidChange(from: old)
    }

    private func stackDidChange(from old: ViewController?) {
        if let old, old !== topViewController, old.isVisible { old.setAppearing(false) }
        // The new top's view joins the window before it appears, so that it can take the focus
        // in `viewDidAppear()`.
        if isViewLoaded {
            (view as? NavigationView)?.syncContent()
            view.setNeedsLayout()
        }
        updateChildAppearance()
    }

    open override func handle(_ key: Key) -> Bool {
        if key == .escape, stack.count > 1 {
            pop()
            return true
        }
        guard let top = topViewController else { return false }
        let items = top.navigationItem.leftBarButtonItems + top.navigationItem.rightBarButtonItems
        if let item = items.first(where: { $0.isEnabled && $0.key == key }) {
            item.action?()
            return true
        }
        return false
    }
}

extension ViewController {
    /// Leaves the parent without the appearance callbacks, which the container sends itself.
    fileprivate func removeFromParentKeepingAppearance() {
        removeFromParent()
    }
}

/// A navigation controller's view: the bar, a rule under it, and the top controller's view.
final class NavigationView: View {
    /// Weak: a view that outlives its controller draws nothing rather than crash.
    private weak var controller: NavigationController?
    private var shownContent: View?

    init(controller: NavigationController) {
        self.controller = controller
        super.init()
    }

    required init() {
        fatalError("NavigationView is made by its NavigationController")
    }

    /// Makes the top controller's view the one subview.
    func syncContent() {
        let content = controller?.topViewController?.view
        guard content !== shownContent else { return }
        shownContent?.removeFromSuperview()
        shownContent = content
        if let content { addSubview(content) }
    }

    override func contentWidths() -> LayoutWidths {
        syncContent()
        let bar = barText(width: 1_000)
        let barWidth = bar.left.displayWidth + bar.title.displayWidth + bar.right.displayWidth + 4
        let content = shownContent?.widths ?? .zero
        return LayoutWidths(minimum: content.minimum, ideal: max(content.ideal, barWidth))
    }

    override func contentHeight(forWidth width: Int) -> Int {
        syncContent()
        guard controller != nil else { return 0 }
        return 2 + (shownContent?.height(forWidth: width) ?? 0)
    }

    override func layoutSubviews() {
        syncContent()
        let area = contentRect
        shownContent?.frame = Rect(x: area.minX, y: area.minY + 2, width: area.width, height: max(0, area.height - 2))
    }

    /// The bar, then the top controller's elements: `navigation bar "Title"` holding its back
    /// button (named by where it leads) and its items (disabled as they are).
    override func accessibilityElements(holding children: [AccessibilityElement]) -> [AccessibilityElement] {
        guard let controller, let top = controller.topViewController else { return children }
        let item = top.navigationItem
        var buttons = item.leftBarButtonItems.map(Self.element(of:))
        let stack = controller.viewControllers
        if buttons.isEmpty, stack.count > 1 {
            let previous = stack[stack.count - 2]
            buttons.append(AccessibilityElement(
                role: .button, label: previous.navigationItem.backButtonTitle ?? previous.displayTitle ?? "Back"))
        }
        buttons += item.rightBarButtonItems.map(Self.element(of:))
        return [AccessibilityElement(role: .navigationBar, label: top.displayTitle ?? "", children: buttons)] + children
    }

    private static func element(of item: BarButtonItem) -> AccessibilityElement {
        AccessibilityElement(role: .button, label: item.title, traits: item.isEnabled ? [] : .disabled)
    }

    /// The three parts of the bar.
    private func barText(width: Int) -> (left: String, title: String, right: String) {
        guard let controller, let top = controller.topViewController else { return ("", "", "") }
        let item = top.navigationItem
        var left = item.leftBarButtonItems.map { "[\($0.title.terminalSafe)]" }.joined(separator: " ")
        let stack = controller.viewControllers
        if left.isEmpty, stack.count > 1 {
            let previous = stack[stack.count - 2]
            let backTitle = previous.navigationItem.backButtonTitle ?? previous.displayTitle ?? "Back"
            left = "‹ " + backTitle.terminalSafe
        }
        let title = (top.displayTitle ?? "").terminalSafe
        let right = item.rightBarButtonItems.map { "[\($0.title.terminalSafe)]" }.joined(separator: " ")
        return (left, title, right)
    }

    override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.height > 0, rect.width > 0, controller != nil else { return }
        let profile = canvas.profile
        let (left, title, right) = barText(width: rect.width)
        var rightWidth = min(right.displayWidth(in: profile), rect.width)
        let leftShown = left.truncated(toWidth: max(0, min(left.displayWidth(in: profile), rect.width / 3)), mode: .tail, in: profile)
        let leftWidth = leftShown.displayWidth(in: profile)
        canvas.draw(leftShown, at: rect.origin, style: Style.plain.foreground(.cyan), clip: clip)
        if rightWidth > 0, rightWidth + leftWidth + 1 <= rect.width {
            canvas.draw(right, at: Point(x: rect.maxX - rightWidth, y: rect.minY), style: Style.plain.foreground(.cyan), clip: clip)
        } else {
            // Buttons that do not fit are not drawn, and leave their room to the title.
            rightWidth = 0
        }
        // The title is centred in the whole bar when it fits between the sides, else in the room left.
        let sides = max(leftWidth, rightWidth) + 1
        let room = max(0, rect.width - 2 * sides)
        let shownTitle = title.truncated(toWidth: room, mode: .tail, in: profile)
        let x = rect.minX + sides + (room - shownTitle.displayWidth(in: profile)) / 2
        canvas.draw(shownTitle, at: Point(x: x, y: rect.minY), style: .bold, clip: clip)
        if rect.height > 1 {
            let rule = BorderStyle.single.resolved(for: profile).top
            canvas.fill(Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1), with: rule, style: .dim)
        }
    }
}

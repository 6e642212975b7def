import TextRendering

/// A fixed-size screen that shows a root view controller, draws modal controllers over their
/// presenters, keeps the focus (the first responder), and routes keys.
///
/// ```swift
/// let window = Window(rootViewController: NavigationController(rootViewController: inbox),
///                     size: Size(width: 80, height: 24))
/// window.send(.tab)          // focus the first control
/// window.send(.enter)        // activate it
/// print(window.render().plainText)
/// ```
///
/// Keys go first to the first responder, then to its superviews, then to the controller that
/// owns the view and that controller's parents; with no first responder, to the controllers
/// on screen, innermost first. Keys nobody takes are the window's: Tab and Shift-Tab move the
/// focus through the controls on screen, Escape dismisses the topmost modal controller.
public final class Window {
    /// The controller whose view fills the window.
    public let rootViewController: ViewController
    /// The window's size in cells.
    public var size: Size
    /// How East Asian Ambiguous characters are measured; views inherit it.
    public var widthProfile: WidthProfile {
        didSet {
            guard widthProfile != oldValue else { return }
            rootViewController.view.setNeedsLayoutInSubtree()
            for controller in presentedViewControllers { controller.view.setNeedsLayoutInSubtree() }
        }
    }

    /// The view that receives keys first; setting it scrolls scroll views around it to show it.
    public internal(set) weak var firstResponder: View? {
        didSet {
            if let firstResponder, firstResponder !== oldValue { scrollToVisible(firstResponder) }
        }
    }

    /// The controllers presented at the last change, whose views this window hosts.
    private var hostedPresentations: [ViewController] = []

    /// Creates a window showing `rootViewController`, which appears at once.
    public init(rootViewController: ViewController, size: Size, widthProfile: WidthProfile = .standard) {
        self.rootViewController = rootViewController
        self.size = size
        self.widthProfile = widthProfile
        rootViewController.hostingWindow = self
        let root = rootViewController.view
        root.hostingWindow = self
        // Lay out once before anything appears, so that containers that depend on the size
        // (a split view collapsing) show the right children from the start.
        root.frame = Rect(origin: .zero, size: size)
        root.layoutIfNeeded()
        rootViewController.setAppearing(true)
        presentationDidChange()
    }

    // MARK: - Rendering

    /// The controllers presented modally, bottom first.
    public var presentedViewControllers: [ViewController] {
        var result: [ViewController] = []
        var current = rootViewController.presentedViewController
        while let controller = current {
            result.append(controller)
            current = controller.presentedViewController
        }
        return result
    }

    /// The controller that takes keys and focus: the topmost presented one, or the root.
    public var topViewController: ViewController {
        presentedViewControllers.last ?? rootViewController
    }

    /// The sheet a modal controller is drawn in, at `level` (1 for the first modal).
    func sheetRect(level: Int) -> Rect {
        let marginX = max(1, size.width / 12) * level
        let marginY = max(1, size.height / 10) * level
        let width = max(0, size.width - 2 * marginX)
        let height = max(0, size.height - 2 * marginY)
        return Rect(x: marginX, y: marginY, width: width, height: height)
    }

    /// Lays out and draws the screen: the root controller's view, then each modal controller
    /// in a bordered sheet over it.
    public func render() -> Canvas {
        layoutIfNeeded()
        var canvas = Canvas(size: size, profile: widthProfile)
        rootViewController.view.draw(on: &canvas, at: .zero, clip: canvas.bounds)
        for (index, controller) in presentedViewControllers.enumerated() {
            let sheet = sheetRect(level: index + 1)
            guard sheet.width >= 4, sheet.height >= 3 else { continue }
            canvas.fill(sheet)
            canvas.drawBorder(sheet, style: .double, title: controller.displayTitle, titleStyle: .bold)
            let content = sheet.inset(by: 1)
            controller.view.draw(on: &canvas, at: content.origin, clip: content)
        }
        return canvas
    }

    /// Lays out the screen at the window's size without drawing it: the root controller's
    /// view, and each modal controller's view in its sheet. What depends on frames (which
    /// views are on screen, whether a split view is collapsed, how many rows a table shows)
    /// is then up to date.
    public func layoutIfNeeded() {
        let root = rootViewController.view
        root.frame = Rect(origin: .zero, size: size)
        root.layoutIfNeeded()
        for (index, controller) in presentedViewControllers.enumerated() {
            let sheet = sheetRect(level: index + 1)
            guard sheet.width >= 4, sheet.height >= 3 else { continue }
            let view = controller.view
            view.frame = Rect(origin: .zero, size: sheet.inset(by: 1).size)
            view.layoutIfNeeded()
        }
    }

    /// Keeps hosting and focus right after a modal controller comes or goes: dismissed
    /// controllers' views leave the window.
    func presentationDidChange() {
        let presented = presentedViewControllers
        for controller in hostedPresentations where !presented.contains(where: { $0 === controller }) {
            if controller.isViewLoaded { controller.view.hostingWindow = nil }
        }
        for controller in presented {
            controller.view.hostingWindow = self
        }
        hostedPresentations = presented
        if let responder = firstResponder, !responder.isDescendant(of: topViewController.view) || responder.isHiddenOnScreen {
            firstResponder = nil
        }
    }

    /// Scrolls every scroll view that holds `view` so that it is in sight.
    private func scrollToVisible(_ view: View) {
        var current = view
        // The view's top in the coordinates of `current.superview`.
        var top = view.frame.minY
        let height = max(1, view.frame.height)
        while let parent = current.superview {
            if let scroll = parent.superview as? ScrollView, parent === scroll.contentView {
                scroll.scrollRowsToVisible(top..<(top + height))
            }
            top += parent.frame.minY
            current = parent
        }
    }

    // MARK: - Focus

    /// The views on screen in the top controller that can take the focus, in tree order.
    public var focusableViews: [View] {
        var result: [View] = []
        var pending: [View] = [topViewController.view]
        while let view = pending.popLast() {
            guard !view.isHidden, view.frame.width > 0 || view === topViewController.view else { continue }
            // Rows of a table are reached through the table, not one by one.
            if view is TableViewCell { continue }
            if view.canBecomeFirstResponder { result.append(view) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Moves the focus to the next (or previous) control on screen, wrapping around.
    public func moveFocus(forward: Bool = true) {
        layoutIfNeeded()  // Frames decide what is on screen.
        let views = focusableViews
        guard !views.isEmpty else { return }
        guard let current = firstResponder, let index = views.firstIndex(where: { $0 === current }) else {
            firstResponder = forward ? views.first : views.last
            return
        }
        firstResponder = views[(index + (forward ? 1 : views.count - 1)) % views.count]
    }

    // MARK: - Keys

    /// Sends a key through the responder chain; returns whether anything took it.
    @discardableResult
    public func send(_ key: Key) -> Bool {
        var view = firstResponder
        while let current = view {
            if current.handle(key) { return true }
            view = current.superview
        }
        for controller in controllerChain() where controller.handle(key) {
            return true
        }
        switch key {
        case .tab:
            moveFocus(forward: true)
            return true
        case .backTab:
            moveFocus(forward: false)
            return true
        case .escape where !presentedViewControllers.isEmpty:
            topViewController.dismiss()
            return true
        default:
            return false
        }
    }

    /// Sends each key in order.
    public func send(_ keys: [Key]) {
        for key in keys { send(key) }
    }

    /// Types `text`, one character key at a time.
    public func type(_ text: String) {
        for character in text { send(.character(character)) }
    }

    /// The controllers that may take a key, innermost first, within the top controller.
    private func controllerChain() -> [ViewController] {
        let top = topViewController
        var chain: [ViewController] = []
        if let responder = firstResponder {
            var view: View? = responder
            var owner: ViewController?
            while let current = view, owner == nil {
                owner = current.viewController
                view = current.superview
            }
            var controller = owner
            while let current = controller {
                chain.append(current)
                if current === top { break }
                controller = current.parent
            }
            if chain.contains(where: { $0 === top }) { return chain }
            chain.removeAll()
        }
        // No focus: the controllers on screen, following the last visible child down.
        var controller: ViewController? = top
        while let current = controller {
            chain.insert(current, at: 0)
            controller = current.visibleChildren.last
        }
        return chain
    }
}

extension Window: SizedTextRenderable {}

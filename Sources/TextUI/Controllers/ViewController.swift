import TextRendering

/// A controller of a screen: the text counterpart of `UIViewController`.
///
/// Its `view` is made on first use by `loadView()` (a plain `View` unless overridden), after
/// which `viewDidLoad()` runs once. Containers (navigation and split controllers, the window)
/// call the appearance callbacks as controllers come into and go out of view.
///
/// ```swift
/// final class GreetingViewController: ViewController {
///     let label = Label()
///     override func viewDidLoad() {
///         title = "Hello"
///         view.addSubview(label)
///     }
/// }
/// ```
open class ViewController: TextRenderable {
    private var loadedView: View?

    /// The title, shown by navigation bars and modal sheets.
    public var title: String?
    /// What a navigation bar shows for this controller.
    public let navigationItem = NavigationItem()
    /// The controllers this one contains.
    public private(set) var children: [ViewController] = []
    /// The controller that contains this one.
    public private(set) weak var parent: ViewController?
    /// The controller shown modally over this one; for a child controller, the one its
    /// containers show (a child presents from the root of its containers, as in UIKit).
    public var presentedViewController: ViewController? { parent?.presentedViewController ?? presented }
    /// The controller this one presents itself.
    private var presented: ViewController?
    /// The controller this one is presented over.
    public private(set) weak var presentingViewController: ViewController?
    /// Whether the view is on screen, between `viewDidAppear()` and `viewWillDisappear()`.
    public private(set) var isVisible = false
    /// The window showing this controller, when its root controller is a window's.
    weak var hostingWindow: Window?

    /// Creates a controller; its view is made on first use.
    public init() {}

    // MARK: - The view

    /// The root view of the controller's screen; made by `loadView()` on first use.
    public var view: View {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? View()
            loadedView = view
            view.viewController = self
            viewDidLoad()
            viewDidFinishLoading()
            return view
        }
        set {
            loadedView?.viewController = nil
            loadedView = newValue
            newValue.viewController = self
        }
    }

    /// Whether the view has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view; the default makes a plain `View`. Set `view` in an override.
    open func loadView() {
        view = View()
    }

    /// Called once, after the view is made.
    open func viewDidLoad() {}

    /// Called once, after `viewDidLoad()` and every override of it have returned: the point at
    /// which a subclass's views all exist.
    func viewDidFinishLoading() {}

    /// Called before the view comes on screen.
    open func viewWillAppear() {}
    /// Called after the view comes on screen.
    open func viewDidAppear() {}
    /// Called before the view goes off screen.
    open func viewWillDisappear() {}
    /// Called after the view goes off screen.
    open func viewDidDisappear() {}

    // UIKit's spellings of the callbacks take `animated`; nothing animates in a terminal, so an
    // override in UIKit's spelling is an error that names the method to override instead.

    @available(*, unavailable, renamed: "viewWillAppear()", message: "nothing animates in a terminal")
    open func viewWillAppear(_ animated: Bool) {}
    @available(*, unavailable, renamed: "viewDidAppear()", message: "nothing animates in a terminal")
    open func viewDidAppear(_ animated: Bool) {}
    @available(*, unavailable, renamed: "viewWillDisappear()", message: "nothing animates in a terminal")
    open func viewWillDisappear(_ animated: Bool) {}
    @available(*, unavailable, renamed: "viewDidDisappear()", message: "nothing animates in a terminal")
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: - Containment

    /// Adds `child` to the children; the container shows its view.
    public func addChild(_ child: ViewController) {
        precondition(child !== self, "a controller cannot be its own child")
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Takes the controller out of its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    /// The nearest navigation controller among this controller and its parents.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest split view controller among this controller's parents.
    public var splitViewController: SplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? SplitViewController { return split }
            current = controller.parent
        }
        return nil
    }

    /// The window showing this controller, its parents or its presenters.
    public var window: Window? {
        var current: ViewController? = self
        while let controller = current {
            if let window = controller.hostingWindow { return window }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// The title to show for this controller: its navigation item's, else its own, else, for
    /// a navigation controller, that of the controller on top of its stack.
    public var displayTitle: String? {
        if let title = navigationItem.title ?? title { return title }
        return (self as? NavigationController)?.topViewController?.displayTitle
    }

    /// The children whose views are on screen when this controller's is; containers narrow it.
    open var visibleChildren: [ViewController] { children }

    // MARK: - Modal presentation

    /// Shows `controller` modally over this one's screen (or over what this one already
    /// presents); it appears at once. As in UIKit, a child controller (the list in a
    /// navigation controller) presents from the root of its containers, so the sheet covers
    /// the whole screen and the window knows about it.
    public func present(_ controller: ViewController) {
        if let parent {
            parent.present(controller)
            return
        }
        if let presented {
            presented.present(controller)
            return
        }
        precondition(controller.presentingViewController == nil && controller !== self, "the controller is already presented")
        precondition(controller.parent == nil, "a child controller cannot be presented; remove it from its parent first")
        presented = controller
        controller.presentingViewController = self
        if isVisible { controller.setAppearing(true) }
        window?.presentationDidChange()
    }

    /// `present(_:)` in UIKit's spelling: nothing animates in a terminal, and `completion` runs
    /// once the controller is on screen (at once).
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        present(controller)
        completion?()
    }

    /// `dismiss()` in UIKit's spelling: nothing animates in a terminal, and `completion` runs
    /// once the controller is gone (at once).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        dismiss()
        completion?()
    }

    /// Dismisses the controller this one presents (and any it presents in turn), or, if it
    /// presents none, this one; a child controller dismisses what its containers present, or
    /// the presented controller it is in.
    public func dismiss() {
        guard let presented else {
            if let presentingViewController {
                presentingViewController.dismiss()
            } else {
                parent?.dismiss()
            }
            return
        }
        if presented.presented != nil { presented.dismiss() }
        presented.setAppearing(false)
        presented.presentingViewController = nil
        self.presented = nil
        window?.presentationDidChange()
    }

    // MARK: - Appearance

    /// Calls the appearance callbacks of this controller and its visible children, and of
    /// what it presents, when its visibility changes.
    func setAppearing(_ appearing: Bool) {
        guard isVisible != appearing else { return }
        if appearing {
            _ = view
            viewWillAppear()
            isVisible = true
            for child in visibleChildren { child.setAppearing(true) }
            presented?.setAppearing(true)
            viewDidAppear()
        } else {
            viewWillDisappear()
            presented?.setAppearing(false)
            for child in children where child.isVisible { child.setAppearing(false) }
            isVisible = false
            viewDidDisappear()
        }
    }

    /// Brings the visible children in line with `visibleChildren` after a container changed
    /// what it shows.
    func updateChildAppearance() {
        guard isVisible else { return }
        let shown = visibleChildren
        for child in children where child.isVisible && !shown.contains(where: { $0 === child }) {
            child.setAppearing(false)
        }
        for child in shown where !child.isVisible { child.setAppearing(true) }
    }

    // MARK: - Keys and rendering

    /// Handles a key that no view took; returns `false` to pass it to the parent or presenter.
    open func handle(_ key: Key) -> Bool { false }

    /// The controller's view drawn at `width` columns, as tall as its content.
    public func render(width: Int) -> Canvas {
        view.render(width: width)
    }
}

// UIKit's spellings of the navigation stack's changes. Nothing animates in a terminal: each
// takes `animated` so that code written for `UINavigationController` reads the same, and
// does what its short form does.
extension NavigationController {
    /// `push(_:)` in UIKit's spelling.
    ///
    /// ```swift
    /// navigationController?.pushViewController(detail, animated: true)
    /// ```
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        push(viewController)
    }

    /// `pop()` in UIKit's spelling: takes the top controller off the stack (never the root)
    /// and returns it.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        pop()
    }

    /// `popToRoot()` in UIKit's spelling: the controllers taken off, or `nil` when only the
    /// root was there.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        let popped = popToRoot()
        return popped.isEmpty ? nil : popped
    }

    /// Takes controllers off the stack down to `viewController` and returns them; `nil` when
    /// `viewController` is not in the stack.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        if !popped.isEmpty { viewControllers = Array(viewControllers[...index]) }
        return popped
    }

    /// Sets `viewControllers` in UIKit's spelling.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }
}

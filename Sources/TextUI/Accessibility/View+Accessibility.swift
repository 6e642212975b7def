import TextRendering

extension View: AccessibilityDescribable {
    /// The elements of this view and everything in it, as laid out now: each view's element
    /// holding its subviews', or those alone for a view that only holds others. Elements in a
    /// hidden view are there, marked `hidden`.
    public var accessibilityElements: [AccessibilityElement] {
        accessibilityElements(insideHidden: false)
    }

    private func accessibilityElements(insideHidden: Bool) -> [AccessibilityElement] {
        let hidden = insideHidden || isHidden
        let children = accessibilitySubviews.flatMap { $0.accessibilityElements(insideHidden: hidden) }
        var elements = accessibilityElements(holding: children)
        if hidden {
            for index in elements.indices { elements[index].traits.insert(.hidden) }
        }
        return elements
    }

    /// The view laid out at `width` columns, as tall as its content, and its elements one per
    /// line, children indented:
    ///
    /// ```
    /// navigation bar "Delivery"
    ///   button "‹ Basket"
    /// text field "Street" = "1 Sesame Street" [focused]
    /// button "Back" [disabled]
    /// button "Next"
    /// ```
    public func accessibilityDescription(width: Int) -> String {
        precondition(width >= 0, "width must not be negative, got \(width)")
        frame = Rect(origin: .zero, size: Size(width: width, height: height(forWidth: width)))
        layoutIfNeeded()
        return AccessibilityElement.description(of: accessibilityElements)
    }

    /// `disabled` unless `isEnabled`, and `focused` when the view has the focus.
    func accessibilityTraits(isEnabled: Bool = true) -> AccessibilityTraits {
        var traits: AccessibilityTraits = isEnabled ? [] : .disabled
        if isFirstResponder { traits.insert(.focused) }
        return traits
    }
}

extension ViewController: AccessibilityDescribable {
    /// The controller's view's elements, laid out at `width` columns; see
    /// `View.accessibilityDescription(width:)`.
    public func accessibilityDescription(width: Int) -> String {
        view.accessibilityDescription(width: width)
    }
}

extension Window: SizedAccessibilityDescribable {
    /// The screen's elements at the window's size: the root controller's, then each modal
    /// controller's in a `sheet` named by its title.
    public func accessibilityDescription() -> String {
        layoutIfNeeded()
        var elements = rootViewController.view.accessibilityElements
        for controller in presentedViewControllers {
            elements.append(AccessibilityElement(
                role: .sheet, label: controller.displayTitle ?? "", children: controller.view.accessibilityElements))
        }
        return AccessibilityElement.description(of: elements)
    }
}

/// Something that can say what it shows element by element, as assistive technology reads a
/// screen: each element's role, label, value and traits (disabled, selected, focused, hidden),
/// one per line. Views and view controllers are; the `.accessibility(width:)` snapshot strategy
/// records it, so that state the plain text hides (a disabled button looks like an enabled one
/// in `.text`) is in a reference.
public protocol AccessibilityDescribable {
    /// The elements, laid out at `width` columns, one per line, children indented.
    ///
    /// - Parameter width: The number of columns; never negative.
    func accessibilityDescription(width: Int) -> String
}

/// Something that describes its elements at a size of its own: a `Window`. See
/// `AccessibilityDescribable`.
public protocol SizedAccessibilityDescribable {
    /// The elements at the value's own size, one per line, children indented.
    func accessibilityDescription() -> String
}

import TextRendering

/// A button in a navigation bar, with the key that activates it.
public final class BarButtonItem {
    /// The text in the bar, drawn `[Edit]`.
    public var title: String
    /// The key that activates the item when no focused view takes it.
    public var key: Key?
    /// Whether the item can be activated.
    public var isEnabled = true
    /// What activating the item does.
    public var action: (() -> Void)?

    /// Creates an item.
    public init(title: String, key: Key? = nil, action: (() -> Void)? = nil) {
        self.title = title
        self.key = key
        self.action = action
    }
}

import TextRendering

/// What a navigation bar shows for a controller: its title, bar buttons and back title.
public final class NavigationItem {
    /// The bar's title; the controller's `title` when `nil`.
    public var title: String?
    /// The title of the back button that leads back to this controller.
    public var backButtonTitle: String?
    /// Buttons at the left, in place of the back button.
    public var leftBarButtonItems: [BarButtonItem] = []
    /// Buttons at the right.
    public var rightBarButtonItems: [BarButtonItem] = []

    /// Creates an empty item.
    public init() {}
}

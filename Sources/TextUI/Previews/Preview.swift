import TextRendering

/// A view or screen with mock content, registered so that `viewdata-demo gallery` can show it and
/// a test can snapshot every preview in one loop.
///
/// ```swift
/// Preview("Comment – long text", group: "Comments", width: 40) {
///     let view = CommentView()
///     view.configure(viewData: Comment.longText)
///     return view
/// }
/// ```
///
/// A preview with a `height` is a screen: its content is drawn in a `Window` of that size
/// (modal controllers included); one without is drawn as tall as its content.
public struct Preview {
    /// The preview's name, unique within its group.
    public var name: String
    /// The screen or component the preview belongs to.
    public var group: String
    /// The width to draw it at by default.
    public var width: Int
    /// The height of the window to draw it in; `nil` for content height.
    public var height: Int?
    /// Makes the content: a `View`, a `ViewController`, or anything `TextRenderable`.
    public var make: () -> any TextRenderable
    /// Runs on the window after it is made, to drive the screen with keys (focus, scrolling).
    public var prepare: ((Window) -> Void)?

    /// Creates a preview.
    public init(
        _ name: String, group: String, width: Int = 40, height: Int? = nil,
        prepare: ((Window) -> Void)? = nil, make: @escaping () -> any TextRenderable
    ) {
        precondition(width > 0, "a preview's width must be positive, got \(width)")
        precondition((height ?? 1) > 0, "a preview's height must be positive, got \(String(describing: height))")
        self.name = name
        self.group = group
        self.width = width
        self.height = height
        self.make = make
        self.prepare = prepare
    }

    /// The preview drawn at `width` columns (its own width by default): in a window when it has
    /// a height or a `prepare` step, else as tall as its content.
    ///
    /// - Parameters:
    ///   - width: The columns; the preview's own width when `nil`.
    ///   - profile: How to measure East Asian Ambiguous characters (`.eastAsian` draws
    ///     borders in ASCII).
    public func render(width: Int? = nil, profile: WidthProfile = .standard) -> Canvas {
        let width = width ?? self.width
        let content = make()
        if let view = content as? View { view.widthProfile = profile }
        guard height != nil || prepare != nil else {
            if let controller = content as? ViewController {
                controller.view.widthProfile = profile
                return controller.render(width: width)
            }
            return content.render(width: width)
        }
        let controller: ViewController
        if let given = content as? ViewController {
            controller = given
        } else if let view = content as? View {
            controller = ViewController()
            controller.view = view
        } else {
            return content.render(width: width)
        }
        let size = Size(width: width, height: height ?? controller.view.height(forWidth: width))
        let window = Window(rootViewController: controller, size: size, widthProfile: profile)
        prepare?(window)
        return window.render()
    }
}

import TextRendering

/// A button drawn like `[ Reply ]`: dimmed when disabled, inverted when focused, activated by
/// Enter or Space when it has the focus (or by `sendAction()`).
///
/// ```swift
/// let reply = Button("Reply") { button in print("reply") }
/// reply.image = Image("reply", symbol: "↩")
/// reply.render(width: 12).plainText   // "[ ↩ Reply ]"
/// ```
open class Button: View {
    /// The title between the brackets.
    public var title: String = "" { didSet { if title != oldValue { setNeedsLayout() } } }
    /// An image shown inline before the title.
    public var image: Image? { didSet { if image != oldValue { setNeedsLayout() } } }
    /// Whether the button can be activated and focused.
    public var isEnabled = true
    /// The style of the label when enabled and not focused.
    public var style: Style = .plain
    /// What activating the button does.
    public var action: ((Button) -> Void)?

    /// Creates a button without a title.
    public required init() {
        super.init()
    }

    /// Creates a button with `title`, `image` and `action`; each may be left out, so an icon
    /// button reads `Button(image: Image("reply", symbol: "↩")) { _ in reply() }`.
    public convenience init(_ title: String = "", image: Image? = nil, action: ((Button) -> Void)? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.action = action
    }

    /// The title comes first, unlabelled: `Button("Reply")`.
    @available(*, unavailable, renamed: "init(_:image:action:)")
    public convenience init(title: String, image: Image? = nil, action: ((Button) -> Void)? = nil) {
        self.init(title, image: image, action: action)
    }

    /// The text between the brackets: the image inline, then the title, made terminal-safe.
    var caption: String {
        [image?.inlineText, title.isEmpty ? nil : title].compactMap { $0?.terminalSafe }.joined(separator: " ")
    }

    open override func contentWidths() -> LayoutWidths {
        let width = caption.displayWidth(in: effectiveWidthProfile) + 4
        return LayoutWidths(minimum: min(width, 5), ideal: width)
    }

    open override func contentHeight(forWidth width: Int) -> Int { width > 0 ? 1 : 0 }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let inner = caption.truncated(toWidth: max(0, rect.width - 4), mode: .tail, in: canvas.profile)
        var drawn = style
        if !isEnabled { drawn = drawn.adding(.dim) }
        if isFirstResponder { drawn = drawn.adding(.inverse) }
        canvas.draw("[ " + inner + " ]", at: rect.origin, style: drawn, clip: clip)
    }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// `button "Reply"`, disabled and focused as it is; an icon button is called by its
    /// image's alternative text.
    open override var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(
            role: .button, label: accessibilityLabel ?? (title.isEmpty ? image?.altText ?? "" : title), value: accessibilityValue,
            traits: accessibilityTraits(isEnabled: isEnabled))
    }

    /// Calls the action, if the button is enabled.
    public func sendAction() {
        guard isEnabled else { return }
        action?(self)
    }

    open override func handle(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        sendAction()
        return true
    }
}

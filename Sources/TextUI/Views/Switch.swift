import TextRendering

/// An on/off control drawn as `[x] Title` or `[ ] Title`; Space or Enter toggles it.
open class Switch: View {
    /// Whether the switch is on.
    public var isOn = false
    /// The text after the box.
    public var title: String = "" { didSet { if title != oldValue { setNeedsLayout() } } }
    /// Whether the switch can be toggled and focused.
    public var isEnabled = true
    /// Called after a key toggles the switch.
    public var onChange: ((Switch) -> Void)?

    /// Creates a switch that is off.
    public required init() {
        super.init()
    }

    /// Creates a switch with a title.
    public convenience init(_ title: String, isOn: Bool = false) {
        self.init()
        self.title = title
        self.isOn = isOn
    }

    open override func contentWidths() -> LayoutWidths {
        let titleWidth = title.terminalSafe.displayWidth(in: effectiveWidthProfile)
        return LayoutWidths(minimum: 3, ideal: titleWidth == 0 ? 3 : titleWidth + 4)
    }

    open override func contentHeight(forWidth width: Int) -> Int { width > 0 ? 1 : 0 }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// `switch "Gift wrap" = "on"`, disabled and focused as it is.
    open override var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(
            role: .toggle, label: accessibilityLabel ?? title, value: accessibilityValue ?? (isOn ? "on" : "off"),
            traits: accessibilityTraits(isEnabled: isEnabled))
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        var style = Style.plain
        if !isEnabled { style = style.adding(.dim) }
        let box = isOn ? "[x]" : "[ ]"
        canvas.draw(box, at: rect.origin, style: isFirstResponder ? style.adding(.inverse) : style, clip: clip)
        if !title.isEmpty, rect.width > 4 {
            let shown = title.terminalSafe.truncated(toWidth: rect.width - 4, mode: .tail, in: canvas.profile)
            canvas.draw(shown, at: Point(x: rect.minX + 4, y: rect.minY), style: style, clip: clip)
        }
    }

    open override func handle(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        guard isEnabled else { return true }
        isOn.toggle()
        onChange?(self)
        return true
    }
}

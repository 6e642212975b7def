import TextRendering

/// A placeholder for an image: a box with the image's alt text, sized by its aspect ratio, or
/// its inline form `[image: name]` when there is no room for a box.
open class ImageView: View {
    /// The image shown; nothing is drawn without one.
    public var image: Image? { didSet { if image != oldValue { setNeedsLayout() } } }
    /// The width to draw the box at when there is room; the ideal width. Below the smallest
    /// box (8 columns), the image asks for its inline form's width instead.
    public var preferredWidth: Int = 20 { didSet { setNeedsLayout() } }

    /// The smallest box: narrower or shorter than this, the inline form is drawn.
    static let minimumBox = Size(width: 8, height: 3)

    /// Creates an image view without an image.
    public required init() {
        super.init()
    }

    /// Creates an image view showing `image`.
    public convenience init(image: Image) {
        self.init()
        self.image = image
    }

    private func boxHeight(forWidth width: Int) -> Int {
        guard let image else { return 0 }
        // A cell is about twice as tall as it is wide.
        return max(Self.minimumBox.height, Int((Double(width) / image.aspectRatio / 2).rounded()))
    }

    /// `image "Avatar of Ann"`: the image's alternative text.
    open override var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .image, label: accessibilityLabel ?? image?.altText ?? "", value: accessibilityValue)
    }

    open override func contentWidths() -> LayoutWidths {
        guard let image else { return .zero }
        let inline = image.inlineText.terminalSafe.displayWidth(in: effectiveWidthProfile)
        // Narrower than the smallest box, the image is its inline form.
        let ideal = preferredWidth < Self.minimumBox.width ? inline : preferredWidth
        return LayoutWidths(minimum: 1, ideal: ideal)
    }

    /// Whether the image is drawn in its inline form at `width`.
    private func isInline(atWidth width: Int) -> Bool {
        preferredWidth < Self.minimumBox.width || width < Self.minimumBox.width
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        guard image != nil, width > 0 else { return 0 }
        return isInline(atWidth: width) ? 1 : boxHeight(forWidth: width)
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard let image, !rect.isEmpty else { return }
        let profile = canvas.profile
        if isInline(atWidth: rect.width) || rect.height < Self.minimumBox.height {
            let text = image.inlineText.terminalSafe.truncated(toWidth: rect.width, mode: .middle, in: profile)
            canvas.draw(text, at: rect.origin, style: .dim, clip: clip)
            return
        }
        canvas.drawBorder(rect, style: .single, lineStyle: .dim, clip: clip)
        let inner = rect.inset(by: 1)
        let lines = image.altText.terminalSafe.wrapped(toWidth: inner.width, in: profile).prefix(inner.height)
        let top = inner.minY + (inner.height - lines.count) / 2
        for (index, line) in lines.enumerated() {
            let spare = inner.width - line.displayWidth(in: profile)
            canvas.draw(line, at: Point(x: inner.minX + max(0, spare) / 2, y: top + index), style: .italic, clip: clip)
        }
    }
}

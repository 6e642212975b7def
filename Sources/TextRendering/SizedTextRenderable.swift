/// Something that draws itself at a size of its own: a `Window` of 80 × 24 cells, a canvas.
///
/// Snapshot strategies `.text` and `.ansi` render such a value at its own size, so a screen's
/// snapshot is exactly what the terminal shows:
///
/// ```swift
/// let window = Window(rootViewController: controller, size: Size(width: 80, height: 24))
/// assertSnapshot(of: window, as: .text)
/// ```
public protocol SizedTextRenderable {
    /// Draws the content at its own size.
    func render() -> Canvas
}

extension Canvas: SizedTextRenderable {
    /// The canvas itself.
    public func render() -> Canvas { self }
}

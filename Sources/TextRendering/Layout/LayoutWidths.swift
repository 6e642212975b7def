/// The two widths a view or a widget reports in the first pass of layout.
public struct LayoutWidths: Sendable, Hashable {
    /// The narrowest width at which the content still makes sense (the widest word of a label or a cell).
    public var minimum: Int
    /// The width the content would take with room to spare (a label's longest line).
    public var ideal: Int

    /// Creates widths; `ideal` is raised to `minimum` if it is smaller.
    public init(minimum: Int, ideal: Int) {
        self.minimum = max(0, minimum)
        self.ideal = max(self.minimum, ideal)
    }

    /// No width at all.
    public static let zero = LayoutWidths(minimum: 0, ideal: 0)

    /// Both widths widened by `amount` (padding and borders).
    public func adding(_ amount: Int) -> LayoutWidths {
        LayoutWidths(minimum: minimum + amount, ideal: ideal + amount)
    }
}

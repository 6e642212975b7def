import TextRendering

/// Empty room that grows: in a row it takes the columns left over, in a column the rows left
/// over (or a fixed `length` of either).
open class Spacer: View {
    /// A fixed size along the stack's axis; `nil` to grow.
    public var length: Int? { didSet { setNeedsLayout() } }

    /// Creates a growing spacer.
    public required init() {
        super.init()
    }

    /// Creates a spacer of a fixed size.
    public convenience init(length: Int) {
        self.init()
        precondition(length >= 0, "a spacer's length must not be negative, got \(length)")
        self.length = length
    }

    /// The stack the spacer is in, if any: a fixed length runs along its axis only.
    private var stackAxis: StackView.Axis? { (superview as? StackView)?.axis }

    open override func contentWidths() -> LayoutWidths {
        let width = stackAxis == .vertical ? 0 : length ?? 0
        return LayoutWidths(minimum: width, ideal: width)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        stackAxis == .horizontal ? 0 : length ?? 0
    }

    /// A growing spacer grows along the axis of the stack it is in (both ways elsewhere).
    open override var expandsVertically: Bool {
        length == nil && (superview as? StackView)?.axis != .horizontal
    }

    open override var expandsHorizontally: Bool {
        length == nil && (superview as? StackView)?.axis != .vertical
    }
}

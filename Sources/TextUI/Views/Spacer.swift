import TextRendering

/// Empty room that grows: in a row it takes the columns left over, in a column the rows left
/// over (never fewer than `minLength`), or a fixed `length` of either.
///
/// A spacer with a `minLength` keeps it as long as anything beside it can give way (its
/// compression resistance is `.required`), so a row of `[meta, Spacer(minLength: 1), status]`
/// always keeps a gap; which of the labels gives way first is theirs to say:
///
/// ```swift
/// let row = StackView(axis: .horizontal, arrangedSubviews: [meta, Spacer(minLength: 1), status])
/// meta.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)   // cut first
/// ```
open class Spacer: View {
    /// A fixed size along the stack's axis; `nil` to grow.
    public var length: Int? {
        didSet {
            if let length { precondition(length >= 0, "a spacer's length must not be negative, got \(length)") }
            setNeedsLayout()
        }
    }
    /// The least a growing spacer takes along the stack's axis; a minimum makes the spacer's
    /// compression resistance `.required`, so that it is kept while anything else can give way.
    public var minLength: Int = 0 {
        didSet {
            precondition(minLength >= 0, "a spacer's minimum length must not be negative, got \(minLength)")
            if minLength > 0 {
                setContentCompressionResistancePriority(.required, for: .horizontal)
                setContentCompressionResistancePriority(.required, for: .vertical)
            }
            setNeedsLayout()
        }
    }

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

    /// Creates a growing spacer that takes at least `minLength` (SwiftUI's `Spacer(minLength:)`),
    /// kept while anything beside it can give way.
    public convenience init(minLength: Int) {
        self.init()
        precondition(minLength >= 0, "a spacer's minimum length must not be negative, got \(minLength)")
        // Observers do not run for a class's own properties in its initializers.
        self.minLength = minLength
        if minLength > 0 {
            setContentCompressionResistancePriority(.required, for: .horizontal)
            setContentCompressionResistancePriority(.required, for: .vertical)
        }
    }

    /// The stack the spacer is in, if any: a length runs along its axis only.
    private var stackAxis: StackView.Axis? { (superview as? StackView)?.axis }

    /// The spacer's length along its axis before it grows.
    private var baseLength: Int { length ?? minLength }

    open override func contentWidths() -> LayoutWidths {
        let width = stackAxis == .vertical ? 0 : baseLength
        return LayoutWidths(minimum: width, ideal: width)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        stackAxis == .horizontal ? 0 : baseLength
    }

    override var minimumExpandedHeight: Int { stackAxis == .horizontal ? 0 : minLength }

    /// A growing spacer grows along the axis of the stack it is in (both ways elsewhere).
    open override var expandsVertically: Bool {
        length == nil && (superview as? StackView)?.axis != .horizontal
    }

    open override var expandsHorizontally: Bool {
        length == nil && (superview as? StackView)?.axis != .vertical
    }
}

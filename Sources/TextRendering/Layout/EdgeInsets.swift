/// Space inside an edge, in cells: padding between a view's or a panel's border and its content.
public struct EdgeInsets: Sendable, Hashable {
    /// Rows at the top.
    public var top: Int
    /// Columns at the left.
    public var left: Int
    /// Rows at the bottom.
    public var bottom: Int
    /// Columns at the right.
    public var right: Int

    /// Insets of the given sizes; traps when one is negative.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        precondition(top >= 0 && left >= 0 && bottom >= 0 && right >= 0,
                     "insets must not be negative, got top \(top), left \(left), bottom \(bottom), right \(right)")
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all amount: Int) {
        self.init(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// One inset for the left and right edges, another for the top and bottom.
    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: Int { left + right }
    /// `top + bottom`.
    public var vertical: Int { top + bottom }
}

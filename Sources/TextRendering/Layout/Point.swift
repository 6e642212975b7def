/// A cell position: `x` is the column, `y` the row, both counted from 0 at the top left.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int

    /// Creates a point; coordinates may be negative (outside a canvas).
    @inlinable
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

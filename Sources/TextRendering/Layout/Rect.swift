/// A rectangle of cells: an origin and a size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The number of columns and rows.
    public var size: Size

    /// Creates a rectangle from its top-left cell and size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle; traps when `width` or `height` is negative.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The first column.
    @inlinable public var minX: Int { origin.x }
    /// The first row.
    @inlinable public var minY: Int { origin.y }
    /// The column just after the rectangle (`Int.max` for a rectangle that reaches past it).
    @inlinable public var maxX: Int { Self.saturatingSum(origin.x, size.width) }
    /// The row just after the rectangle (`Int.max` for a rectangle that reaches past it).
    @inlinable public var maxY: Int { Self.saturatingSum(origin.y, size.height) }

    /// `start + length` (`length` not negative), or `Int.max` where that overflows: so that a
    /// rectangle of any size anywhere can be clipped without trapping.
    @inlinable @inline(__always)
    static func saturatingSum(_ start: Int, _ length: Int) -> Int {
        let (sum, overflow) = start.addingReportingOverflow(length)
        return overflow ? .max : sum
    }
    /// The number of columns.
    @inlinable public var width: Int { size.width }
    /// The number of rows.
    @inlinable public var height: Int { size.height }
    /// Whether the rectangle holds no cells.
    @inlinable public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells in both rectangles; empty (at the clamped origin) when they do not overlap.
    @inlinable
    public func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        let right = max(x, min(maxX, other.maxX))
        let bottom = max(y, min(maxY, other.maxY))
        return Rect(x: x, y: y, width: right - x, height: bottom - y)
    }

    /// The rectangle shrunk by the given amounts on each side (never below zero size).
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(
            x: origin.x + left, y: origin.y + top,
            width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
    }

    /// The rectangle shrunk by `amount` on every side.
    public func inset(by amount: Int) -> Rect {
        inset(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// The origin, then the size: `(1, 2) 10×3`.
    public var description: String { "\(origin) \(size)" }
}

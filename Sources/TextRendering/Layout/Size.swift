/// A size in cells. Neither dimension may be negative.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The number of columns; traps when set negative.
    public var width: Int {
        didSet { precondition(width >= 0, "Size width must not be negative, got \(width)") }
    }
    /// The number of rows; traps when set negative.
    public var height: Int {
        didSet { precondition(height >= 0, "Size height must not be negative, got \(height)") }
    }

    /// Creates a size; traps when a dimension is negative.
    @inlinable
    public init(width: Int, height: Int) {
        precondition(width >= 0, "Size width must not be negative, got \(width)")
        precondition(height >= 0, "Size height must not be negative, got \(height)")
        self.width = width
        self.height = height
    }

    /// No cells.
    public static let zero = Size(width: 0, height: 0)

    /// `width×height`.
    public var description: String { "\(width)×\(height)" }
}

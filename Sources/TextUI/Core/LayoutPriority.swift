/// A direction of layout: along a row or down a column.
public struct LayoutAxis: Sendable, Hashable {
    let isHorizontal: Bool
    private init(isHorizontal: Bool) { self.isHorizontal = isHorizontal }
    /// Left to right.
    public static let horizontal = LayoutAxis(isHorizontal: true)
    /// Top to bottom.
    public static let vertical = LayoutAxis(isHorizontal: false)
}

/// How much a view holds on to its size when a stack has room to spare or too little:
/// `UILayoutPriority` for text views, from 1 to 1000.
///
/// ```swift
/// status.setContentCompressionResistancePriority(.required, for: .horizontal)   // never cut first
/// meta.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)   // gives way first
/// title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)           // takes the spare room
/// ```
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The priority, 1 to 1000.
    public let rawValue: Float

    /// A priority of `rawValue`; traps outside 1…1000.
    public init(rawValue: Float) {
        precondition(rawValue >= 1 && rawValue <= 1000, "a layout priority is from 1 to 1000, got \(rawValue)")
        self.rawValue = rawValue
    }

    /// A priority of `value`; traps outside 1…1000.
    public init(_ value: Float) {
        self.init(rawValue: value)
    }

    /// Never given up while anything of a lower priority can give way.
    public static let required = LayoutPriority(1000)
    /// A view's default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// A view's default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// The lowest a view normally asks for.
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `amount` higher, as UIKit's `.defaultLow + 1`.
    public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(min(1000, max(1, priority.rawValue + amount)))
    }

    /// A priority `amount` lower, as UIKit's `.defaultHigh - 1`.
    public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        priority + -amount
    }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}

/// A view's four priorities.
struct LayoutPriorities: Sendable, Hashable {
    var huggingHorizontal = LayoutPriority.defaultLow
    var huggingVertical = LayoutPriority.defaultLow
    var resistanceHorizontal = LayoutPriority.defaultHigh
    var resistanceVertical = LayoutPriority.defaultHigh
}

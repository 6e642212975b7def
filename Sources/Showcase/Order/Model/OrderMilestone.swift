import Foundation

/// A step an order reached, and when: the order's timeline is a list of them, oldest first.
public struct OrderMilestone: Sendable, Hashable, Codable {
    /// The state the order moved into.
    public var state: OrderState
    /// When it did.
    public var date: Date

    /// Creates a milestone.
    public init(state: OrderState, date: Date) {
        self.state = state
        self.date = date
    }
}

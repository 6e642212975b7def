import Foundation

/// A step an order reached, and when: the order's timeline is a list of them, oldest first.
package struct OrderMilestone: Sendable, Hashable, Codable {
    /// The state the order moved into.
    package var state: OrderState
    /// When it did.
    package var date: Date

    /// Creates a milestone.
    package init(state: OrderState, date: Date) {
        self.state = state
        self.date = date
    }
}

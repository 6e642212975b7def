import Foundation

/// Where an order is in its life. It only moves forward along
///
/// ```
/// open → paying → paid → confirmed → delivering → delivered
///          ↓
///        open (the payment failed)
/// ```
///
/// An enum rather than a struct of options: the states are a closed state machine, and a
/// `switch` over them should be exhaustive.
package enum OrderState: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Products and the address can change.
    case open
    /// The payment provider is charging the customer; the order is locked.
    case paying
    /// Paid; the restaurant has not answered yet.
    case paid
    /// The restaurant accepted the order and says when it will arrive.
    case confirmed(estimatedDelivery: Date)
    /// A courier is on the way.
    case delivering(estimatedDelivery: Date)
    /// The food arrived.
    case delivered(at: Date)

    /// The state's name without its dates: `open`, `paying`, `paid`, `confirmed`,
    /// `delivering` or `delivered`. Rejections name states by it.
    package var name: String {
        switch self {
        case .open: "open"
        case .paying: "paying"
        case .paid: "paid"
        case .confirmed: "confirmed"
        case .delivering: "delivering"
        case .delivered: "delivered"
        }
    }

    /// When the food should arrive, while the restaurant or the courier estimate it.
    package var estimatedDelivery: Date? {
        switch self {
        case .confirmed(let date), .delivering(let date): date
        case .open, .paying, .paid, .delivered: nil
        }
    }

    /// Whether the state is the same step as `other`, whatever their dates.
    package func isSameStep(as other: OrderState) -> Bool {
        name == other.name
    }

    /// Whether an action moves an order from this step to `next`'s step (whatever their
    /// dates): the arrows above. Staying in a step is not a move.
    package func canMove(to next: OrderState) -> Bool {
        switch (self, next) {
        case (.open, .paying), (.paying, .open), (.paying, .paid), (.paid, .confirmed), (.confirmed, .delivering),
            (.delivering, .delivered):
            true
        default:
            false
        }
    }

    /// The state's `name`.
    package var description: String { name }
}

import Foundation

/// Everything an order is, as one value: what `Order` keeps in its `Store`, and what its
/// state log records.
///
/// It is plain data; the rules that keep it valid live in `Order`'s actions and in the
/// store's validation rules (`Order.rules(for:)`).
package struct OrderRecord: Sendable, Hashable, Codable {
    /// The restaurant the order is from.
    package var restaurantID: String
    /// Where the order is in its life.
    package var state: OrderState = .open
    /// What is ordered, one line per product, in the order they were first added.
    package var lines: [OrderLine] = []
    /// Where it goes.
    package var address: AddressState = .none
    /// Why the last payment failed, until the next attempt.
    package var paymentFailure: String?
    /// The states the order reached and when, oldest first; starts with `open`.
    package var timeline: [OrderMilestone]

    /// A new, open order from restaurant `restaurantID`, made at `date`.
    package init(restaurantID: String, createdAt date: Date) {
        self.restaurantID = restaurantID
        self.timeline = [OrderMilestone(state: .open, date: date)]
    }

    /// The sum of the lines' totals; zero in the currency of `currencySymbol` when empty.
    func total(currencySymbol: String) -> Money {
        lines.reduce(Money(cents: 0, currencySymbol: currencySymbol)) { $0 + $1.total }
    }

    /// The index of the line of the product with `productID`.
    func lineIndex(of productID: String) -> Int? {
        lines.firstIndex { $0.product.id == productID }
    }
}

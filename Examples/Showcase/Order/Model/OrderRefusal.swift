import Foundation
import StateFlow

/// Why an `Order` refused an action: the codes of the rejections its actions throw, each with
/// the values it carries, by name.
///
/// The order writes no sentences: a refusal is a code and values in a machine form, and the
/// view models turn it into the words users read (`OrderRefusalText`). Numbers are decimal
/// (`2`), money is `Money`'s text (`€9.99`), dates are ISO 8601 to the second
/// (`2026-03-14T15:09:26Z`), states are `OrderState.name`s, products and restaurants are
/// names. The action is the rejection's `action` (`add`, `startPaying`, …), not a value.
///
/// ```swift
/// order.add(amount: 1, of: margherita)      // false
/// order.rejections.last?.code               // "notSold"
/// order.rejections.last?.values             // ["product": "Margherita", "restaurant": "Ramen Ichiraku 一楽"]
/// ```
///
/// An enum, not a struct of options: the order's refusals are a closed set, and the text for
/// them should switch over every one.
package enum OrderRefusal: String, Sendable, CaseIterable {
    /// The action is not allowed in the order's state (any action). Values: `state`, the
    /// order's state; `expected`, the states the action needs, joined by commas
    /// (`open`, `confirmed,delivering`).
    case wrongState
    /// `add`: the restaurant does not sell the product (or not at that price). Values:
    /// `product`, `restaurant`.
    case notSold
    /// `add`: the amount is not from 1 to the most a line holds. Values: `amount`, `product`,
    /// `maximum`.
    case amountOutOfRange
    /// `add`: the product's line would hold more than the most a line holds. Values: `amount`,
    /// `product`, `total` (what the line would hold), `maximum`.
    case lineTooLarge
    /// `remove`, `delete`: the product has no line in the order. Values: `product`.
    case notInOrder
    /// `remove`: the amount is less than 1. Values: `amount`, `product`.
    case amountTooSmall
    /// `remove`: the amount is more than the line holds. Values: `amount`, `product`,
    /// `ordered` (what the line holds).
    case moreThanOrdered
    /// `startPaying`: the order has no lines. No values.
    case noProducts
    /// `startPaying`: the total is below the restaurant's minimum order value. Values:
    /// `total`, `minimum`.
    case belowMinimum
    /// `startPaying`: the order has no delivery address. No values.
    case noAddress
    /// `paymentFailed`: the reason is blank. No values.
    case noFailureReason
    /// `confirm`, `startDelivery`, `updateEstimatedDelivery`: the estimated delivery is not
    /// later than now. Values: `estimate`, `now` (dates).
    case estimateNotLater
    /// `markDelivered`: the food arrived before the delivery started. Values: `delivered`,
    /// `started` (dates).
    case deliveredBeforeStart

    /// A rejection of this kind, for an action to throw.
    ///
    /// - Parameter values: The values this kind carries, by name (see each case).
    /// - Returns: `Rejection(code: rawValue, values: values)`.
    package func rejection(_ values: [String: String] = [:]) -> Rejection {
        Rejection(code: rawValue, values: values)
    }

    /// `2026-03-14T15:09:26Z`: a date as a refusal's value, ISO 8601 to the second, the same on
    /// every machine.
    package static func value(for date: Date) -> String {
        date.formatted(.iso8601)
    }
}

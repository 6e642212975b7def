import Foundation
import StateFlow

/// The sentences customers read when an order refuses an action, written from the refusal's
/// `OrderRefusal` code, its values and the refused action.
///
/// The order keeps codes and values; the screens show these sentences. A rejection without a
/// code this knows (a validation rule's, say), or without the values its code needs, shows its
/// own message.
///
/// ```swift
/// order.add(amount: 1, of: margherita)                       // false
/// OrderRefusalText.sentence(for: order.rejections.last!)
/// // "Cannot add 'Margherita': Ramen Ichiraku 一楽 does not sell it."
/// ```
package enum OrderRefusalText {
    /// The sentence a customer reads for `rejection`.
    ///
    /// - Parameter rejection: A refusal of an `Order`'s action, as in `order.rejections`.
    /// - Returns: The sentence for its code, values and action; its `message` when it has no
    ///   `OrderRefusal` code, or lacks a value or an action the sentence needs.
    package static func sentence(for rejection: Rejection) -> String {
        text(for: rejection) ?? rejection.message
    }

    private static func text(for rejection: Rejection) -> String? {
        guard let refusal = rejection.code.flatMap(OrderRefusal.init(rawValue:)) else { return nil }
        let values = rejection.values
        switch refusal {
        case .wrongState:
            guard let phrase = phrase(for: rejection.action), let state = values["state"], let expected = values["expected"] else {
                return nil
            }
            return "Cannot \(phrase): the order is \(state), not \(expected.split(separator: ",").joined(separator: " or "))."
        case .notSold:
            guard let product = values["product"], let restaurant = values["restaurant"] else { return nil }
            return "Cannot add '\(product)': \(restaurant) does not sell it."
        case .amountOutOfRange:
            guard let amount = values["amount"], let product = values["product"], let maximum = values["maximum"] else { return nil }
            return "Cannot add \(amount) × '\(product)': the amount must be from 1 to \(maximum)."
        case .lineTooLarge:
            guard let amount = values["amount"], let product = values["product"], let total = values["total"],
                let maximum = values["maximum"]
            else { return nil }
            return "Cannot add \(amount) × '\(product)': the line would hold \(total), more than \(maximum)."
        case .notInOrder:
            guard ["remove", "delete"].contains(rejection.action), let product = values["product"] else { return nil }
            return "Cannot \(rejection.action) '\(product)': it is not in the order."
        case .amountTooSmall:
            guard let amount = values["amount"], let product = values["product"] else { return nil }
            return "Cannot remove \(amount) × '\(product)': the amount must be at least 1."
        case .moreThanOrdered:
            guard let amount = values["amount"], let product = values["product"], let ordered = values["ordered"] else { return nil }
            return "Cannot remove \(amount) × '\(product)': the order has only \(ordered)."
        case .noProducts:
            return "Cannot start paying: the order has no products."
        case .belowMinimum:
            guard let total = values["total"], let minimum = values["minimum"] else { return nil }
            return "Cannot start paying: the total \(total) is below the minimum of \(minimum)."
        case .noAddress:
            return "Cannot start paying: the order has no delivery address."
        case .noFailureReason:
            return "Cannot record a failed payment without a reason."
        case .estimateNotLater:
            guard let phrase = phrase(for: rejection.action), let estimate = dateText(values["estimate"]),
                let now = dateText(values["now"])
            else { return nil }
            return "Cannot \(phrase) with an estimated delivery of \(estimate): it is not later than now, \(now)."
        case .deliveredBeforeStart:
            guard let delivered = dateText(values["delivered"]), let started = dateText(values["started"]) else { return nil }
            return "Cannot mark the order delivered at \(delivered): the delivery started later, at \(started)."
        }
    }

    /// What the refused action does, to follow "Cannot": `add` → `add products`.
    private static func phrase(for action: String) -> String? {
        switch action {
        case "add": "add products"
        case "remove": "remove products"
        case "delete": "delete a line"
        case "setAddress": "change the address"
        case "removeAddress": "remove the address"
        case "startPaying": "start paying"
        case "paymentFailed": "record a failed payment"
        case "paymentSucceeded": "record a payment"
        case "confirm": "confirm"
        case "startDelivery": "start the delivery"
        case "updateEstimatedDelivery": "update the estimated delivery"
        case "markDelivered": "mark the order delivered"
        default: nil
        }
    }

    /// `2026-03-14T15:09:26Z`: a refusal's date value (ISO 8601) as the sentences show it, the
    /// same on every machine; `nil` when the value is missing or not a date.
    private static func dateText(_ value: String?) -> String? {
        guard let value, let date = try? Date(value, strategy: .iso8601) else { return nil }
        return date.formatted(.iso8601)
    }
}

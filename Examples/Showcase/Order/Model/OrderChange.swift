import StateFlow

/// What an observer of an `Order` hears: an action was accepted (the order changed, or the
/// action changed nothing), or refused (the order is exactly as it was), or observing just
/// started.
///
/// ```swift
/// let observation = order.observe { change in
///     if let rejection = change.rejection { show(OrderRefusalText.sentence(for: rejection)) } else { reload() }
/// }
/// ```
package struct OrderChange: Sendable, Hashable, CustomStringConvertible {
    /// The action's name (`add`, `startPaying`, …); `initial` for the call made at once when
    /// observing starts.
    package var action: String
    /// Why the action was refused; `nil` when it was accepted.
    package var rejection: Rejection?
    /// Whether this is the call made at once when observing starts.
    package var isInitial: Bool

    /// The call made at once when observing starts.
    package static let initial = OrderChange(action: "initial", rejection: nil, isInitial: true)

    /// `action` was accepted.
    package static func accepted(_ action: String) -> OrderChange {
        OrderChange(action: action, rejection: nil, isInitial: false)
    }

    /// An action was refused, for the reason `rejection` gives.
    package static func refused(_ rejection: Rejection) -> OrderChange {
        OrderChange(action: rejection.action, rejection: rejection, isInitial: false)
    }

    /// `initial`, `add`, `add refused: notSold [product: Margherita, restaurant: Sandwich Bar]`:
    /// a refusal in its technical form, for logs.
    package var description: String {
        rejection.map { "\(action) refused: \($0.message)" } ?? action
    }
}

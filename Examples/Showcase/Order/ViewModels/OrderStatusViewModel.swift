import Foundation

/// The status screen's view model: the steps of a paid order, with their times and the
/// estimated delivery.
package final class OrderStatusViewModel {
    /// A step of the order's way to the door.
    package struct Step: Sendable, Hashable {
        /// How far the order is with a step.
        package struct Progress: Sendable, Hashable, CustomStringConvertible {
            private let symbol: String
            private init(_ symbol: String) { self.symbol = symbol }
            /// Reached and passed: `✓`.
            package static let done = Progress("✓")
            /// Reached, and the order is there now: `●`.
            package static let current = Progress("●")
            /// Not reached yet: `○`.
            package static let pending = Progress("○")
            /// The symbol the screen shows.
            package var description: String { symbol }
        }

        /// `Confirmed`.
        package var title: String
        /// When it was reached: `15:09:30`; `nil` when it was not.
        package var time: String?
        /// More about it: the current step's estimate, `delivery around 15:44`; a step passed
        /// keeps the estimate made when it was reached, `first estimated 15:44`.
        package var detail: String?
        /// Done, current or pending.
        package var progress: Progress
    }

    /// The order followed.
    package let order: Order
    /// Called after the order changed.
    package var onChange: (() -> Void)?

    private let router: OrderRouter
    private let timeZone: TimeZone
    private var observation: OrderObservation?

    /// Creates the view model of `order`, showing times in `timeZone`.
    package init(order: Order, router: OrderRouter, timeZone: TimeZone) {
        self.order = order
        self.router = router
        self.timeZone = timeZone
        observation = order.observe { [weak self] _ in self?.onChange?() }
    }

    /// The restaurant's name.
    package var restaurantName: String { order.restaurant.name }
    /// `€28.50 to Main Street 1, Tokyo`.
    package var summary: String {
        let address = order.address.address.map { " to \($0)" } ?? ""
        return "\(order.total)\(address)"
    }

    /// The steps, first to last: ordered, paid, confirmed, on its way, delivered.
    ///
    /// A step's time is when the order first reached it: `Ordered` is when it was first
    /// placed, however many payments were tried. The current step shows the order's latest
    /// estimate; a step passed shows the estimate made when it was reached.
    package var steps: [Step] {
        let timeline = order.timeline
        let current = order.state
        let isDelivered = current.name == "delivered"
        let plan: [(name: String, title: String)] = [
            ("paying", "Ordered"), ("paid", "Paid"), ("confirmed", "Confirmed"),
            ("delivering", "On its way"), ("delivered", "Delivered"),
        ]
        return plan.map { name, title in
            guard let milestone = timeline.first(where: { $0.state.name == name }) else {
                return Step(title: title, time: nil, detail: nil, progress: .pending)
            }
            let isCurrent = name == current.name && !isDelivered
            let detail = isCurrent
                ? current.estimatedDelivery.map { "delivery around \(time($0))" }
                : milestone.state.estimatedDelivery.map { "first estimated \(time($0))" }
            return Step(title: title, time: time(milestone.date, seconds: true), detail: detail, progress: isCurrent ? .current : .done)
        }
    }

    /// One sentence on where the order is.
    package var headline: String {
        switch order.state {
        case .open, .paying: "Waiting for the payment…"
        case .paid: "Paid. Waiting for \(restaurantName) to confirm…"
        case .confirmed(let date): "\(restaurantName) is cooking. Delivery around \(time(date))."
        case .delivering(let date): "The courier is on the way. Delivery around \(time(date))."
        case .delivered(let date): "Delivered at \(time(date, seconds: true)). Enjoy your meal!"
        }
    }

    /// Whether a new order can start: once this one is delivered.
    package var canStartNewOrder: Bool { order.state.name == "delivered" }

    /// Goes back to the restaurants for a new order, once this one is delivered.
    package func startNewOrder() {
        guard canStartNewOrder else { return }
        router.go(to: .restaurants)
    }

    private func time(_ date: Date, seconds: Bool = false) -> String {
        CalendarDate.time(of: date, in: timeZone, seconds: seconds)
    }
}

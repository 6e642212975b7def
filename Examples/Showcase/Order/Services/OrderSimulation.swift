import Foundation

/// The world outside the app, simulated on a `Scheduler`: the payment provider, the
/// restaurant and its courier.
///
/// They act on the order only through its actions, like a server's push messages would; a
/// message that comes at the wrong time is refused by the order and logged, not obeyed.
///
/// After `processPayment(for:cardDeclined:)`, with the standard timing:
///
/// | after | what happens |
/// |---|---|
/// | 1 s | the provider answers: `paymentSucceeded()`, or `paymentFailed(reason:)` |
/// | payment + 2 s | the restaurant confirms, delivery in 35 min |
/// | payment + 4 s | the courier leaves, delivery in 30 min |
/// | payment + 6 s | delivered |
package final class OrderSimulation {
    /// How long each simulated party takes, in seconds.
    package struct Timing: Sendable, Hashable {
        /// From asking for the payment to the provider's answer.
        package var payment: TimeInterval
        /// From the payment to the restaurant's confirmation.
        package var confirmation: TimeInterval
        /// From the payment to the courier leaving.
        package var departure: TimeInterval
        /// From the payment to the delivery.
        package var delivery: TimeInterval
        /// The restaurant's estimate, counted from its confirmation.
        package var estimateAtConfirmation: TimeInterval
        /// The courier's estimate, counted from leaving.
        package var estimateAtDeparture: TimeInterval

        /// Creates a timing.
        package init(
            payment: TimeInterval, confirmation: TimeInterval, departure: TimeInterval, delivery: TimeInterval,
            estimateAtConfirmation: TimeInterval, estimateAtDeparture: TimeInterval
        ) {
            self.payment = payment
            self.confirmation = confirmation
            self.departure = departure
            self.delivery = delivery
            self.estimateAtConfirmation = estimateAtConfirmation
            self.estimateAtDeparture = estimateAtDeparture
        }

        /// A demo's pace: seconds for every step, estimates of half an hour.
        package static let standard = Timing(
            payment: 1, confirmation: 2, departure: 4, delivery: 6, estimateAtConfirmation: 35 * 60, estimateAtDeparture: 30 * 60)
    }

    /// What the provider says when it refuses a card.
    package static let declinedReason = "The card was declined."

    /// The scheduler the simulated parties answer on.
    package let scheduler: Scheduler
    /// How long they take.
    package let timing: Timing

    /// Creates the simulation on `scheduler`.
    package init(scheduler: Scheduler, timing: Timing = .standard) {
        self.scheduler = scheduler
        self.timing = timing
    }

    /// Sends a paying order's payment to the provider. After `timing.payment` it fails with
    /// `declinedReason` when `cardDeclined`, else succeeds, and the restaurant and courier
    /// take the order from there.
    package func processPayment(for order: Order, cardDeclined: Bool) {
        scheduler.schedule(after: timing.payment) { [self] in
            if cardDeclined {
                order.paymentFailed(reason: Self.declinedReason)
            } else if order.paymentSucceeded() {
                deliver(order)
            }
        }
    }

    /// The restaurant confirms the paid order, the courier leaves and arrives.
    private func deliver(_ order: Order) {
        scheduler.schedule(after: timing.confirmation) { [self] in
            order.confirm(estimatedDelivery: scheduler.now + timing.estimateAtConfirmation)
        }
        scheduler.schedule(after: timing.departure) { [self] in
            order.startDelivery(estimatedDelivery: scheduler.now + timing.estimateAtDeparture)
        }
        scheduler.schedule(after: timing.delivery) { [self] in
            order.markDelivered(at: scheduler.now)
        }
    }
}

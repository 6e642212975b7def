import Foundation
import StateFlow
import StateFlowLog

/// An order from one restaurant, whose state only ever moves from one valid state to the
/// next.
///
/// Everything the order is lives in a StateFlow `Store<OrderRecord>` that only the order
/// holds: from outside it can be read, and it changes only through the actions below, each a
/// named `store.update`. An action that is not allowed throws a `Rejection` inside the update,
/// so the order stays exactly as it was, the action returns `false`, and the refusal is kept in
/// `rejections` (newest last) for screens, tests and logs. The order writes no sentences: a
/// refusal carries an `OrderRefusal` code and the values it concerns, and the view models turn
/// it into words (`OrderRefusalText`). Validation rules on the store (`Order.rules(for:)`)
/// check every state an action makes once more.
///
/// The order is not undoable, by design: money moved. Its history is a record of what
/// happened (`history`, `log`), not a way back, so no one outside the order can undo, redo,
/// jump or restore its store.
///
/// ```swift
/// let order = Order(restaurant: ichiraku)
/// order.add(amount: 2, of: shoyuRamen)          // true
/// order.add(amount: 1, of: margherita)          // false: not sold by Ichiraku
/// order.rejections.last?.code                   // "notSold"
/// order.rejections.last?.values                 // ["product": "Margherita", "restaurant": "Ramen Ichiraku 一楽"]
/// order.setAddress(try Address(street: "Main Street 1", city: "Tokyo"))
/// order.startPaying()                           // true: open → paying; the order is locked
/// order.add(amount: 1, of: gyoza)               // false: wrongState [expected: open, state: paying]
/// ```
///
/// The life of an order:
///
/// | action | from | to |
/// |---|---|---|
/// | `add`, `remove`, `delete`, `setAddress`, `removeAddress` | open | open |
/// | `startPaying()` | open (products, minimum value, address) | paying |
/// | `paymentFailed(reason:)` | paying | open |
/// | `paymentSucceeded()` | paying | paid |
/// | `confirm(estimatedDelivery:)` | paid | confirmed |
/// | `startDelivery(estimatedDelivery:)` | confirmed | delivering |
/// | `updateEstimatedDelivery(_:)` | confirmed, delivering | the same |
/// | `markDelivered(at:)` | delivering | delivered |
package final class Order {
    /// The restaurant the order is from; it never changes.
    package let restaurant: Restaurant
    /// The order's state, history and refusals. Private, so that only the actions change it:
    /// nothing else can undo, redo, jump or restore it.
    private let store: Store<OrderRecord>
    private let clock: () -> Date
    private var refusalObservers: [(id: Int, callback: (OrderChange) -> Void)] = []
    private var nextObserverID = 0

    /// Creates an open, empty order from `restaurant`.
    ///
    /// - Parameters:
    ///   - restaurant: The restaurant; only its products can be added.
    ///   - clock: The time now, for the timeline and for checking estimated delivery times;
    ///     the system clock by default (apps and tests pass their own).
    package init(restaurant: Restaurant, clock: @escaping () -> Date = Date.init) {
        self.restaurant = restaurant
        self.clock = clock
        store = Store(
            OrderRecord(restaurantID: restaurant.id, createdAt: clock()), name: "order", rules: Self.rules(for: restaurant))
    }

    // MARK: - Reading

    /// The whole order as one value.
    package var record: OrderRecord { store.state }
    /// Where the order is in its life.
    package var state: OrderState { store.state.state }
    /// What is ordered, one line per product.
    package var lines: [OrderLine] { store.state.lines }
    /// Where it goes.
    package var address: AddressState { store.state.address }
    /// The sum of the lines.
    package var total: Money { store.state.total(currencySymbol: restaurant.minimumOrderValue.currencySymbol) }
    /// Why the last payment failed, until the next attempt.
    package var paymentFailure: String? { store.state.paymentFailure }
    /// The states the order reached and when, oldest first.
    package var timeline: [OrderMilestone] { store.state.timeline }
    /// Whether products and the address can change: only while the order is open.
    package var canEditOrder: Bool { state == .open }
    /// Whether the total reaches the restaurant's minimum order value.
    package var meetsMinimumOrderValue: Bool { total >= restaurant.minimumOrderValue }
    /// How much is missing to reach the minimum order value; zero once it is reached.
    package var amountBelowMinimum: Money {
        let minimum = restaurant.minimumOrderValue
        return Money(cents: max(0, minimum.cents - total.cents), currencySymbol: minimum.currencySymbol)
    }
    /// The refused actions, oldest first, each with its action's name, its `OrderRefusal` code
    /// and values (or, when a validation rule refused it, the rule and its message).
    package var rejections: [Rejection] { store.rejections }
    /// The messages of the refused actions, oldest first: the order's error log, in the
    /// technical form for logs (`notSold [product: Margherita, restaurant: Ramen Ichiraku 一楽]`), not
    /// the sentences users read.
    package var errors: [String] { store.rejections.map(\.message) }
    /// Every accepted action and the state it made, oldest first, starting with `initial`.
    /// A record of what happened, not a way back: the order is not undoable.
    package var history: [HistoryEntry<OrderRecord>] { store.history }
    /// Every state the order went through, as a JSON state log.
    package var log: StateLog<OrderRecord> { store.log }

    // MARK: - Observing

    /// Calls `observer` after every change and every refusal, and at once with
    /// `OrderChange.initial`. (An accepted action that changes nothing, like setting the same
    /// address again, tells no one.) Keep the returned token: observing stops when it is
    /// cancelled or released.
    ///
    /// ```swift
    /// observation = order.observe { [weak self] change in self?.orderDidChange(change) }
    /// ```
    package func observe(_ observer: @escaping (OrderChange) -> Void) -> OrderObservation {
        let id = nextObserverID
        nextObserverID += 1
        refusalObservers.append((id, observer))
        let storeObservation = store.observe { change in
            observer(change.reason == .initial ? .initial : .accepted(change.reason.actionName ?? change.reason.name))
        }
        return OrderObservation(storeObservation) { [weak self] in
            self?.refusalObservers.removeAll { $0.id == id }
        }
    }

    /// Runs `mutate` as the store action `action`, and tells the observers when it is refused
    /// (the store tells them about accepted changes). The caller's file and line go to the
    /// store, so that logs name the code that made each change, not this helper.
    private func perform(
        _ action: String, fileID: StaticString = #fileID, line: UInt = #line, _ mutate: (inout OrderRecord) throws -> Void
    ) -> Bool {
        let accepted = store.update(action, fileID: fileID, line: line, mutate)
        if !accepted, let rejection = store.rejections.last {
            for (_, callback) in refusalObservers { callback(.refused(rejection)) }
        }
        return accepted
    }

    /// A rejection for an action tried in `state`, which needs one of the `expected` states.
    static func wrongState(_ state: OrderState, expected: String...) -> Rejection {
        OrderRefusal.wrongState.rejection(["state": state.name, "expected": expected.joined(separator: ",")])
    }
}

// MARK: - Editing

extension Order {
    /// Adds `amount` of `product`; a product already in the order gets a bigger line, not a
    /// second one.
    ///
    /// Refused (and logged) unless the order is open, the restaurant sells the product, the
    /// amount is from 1 to `OrderLine.maximumAmount`, and the line stays within it.
    ///
    /// - Returns: Whether the product was added.
    @discardableResult
    package func add(amount: Int, of product: Product) -> Bool {
        perform("add") { record in
            guard record.state == .open else { throw Self.wrongState(record.state, expected: "open") }
            guard restaurant.sells(product) else {
                throw OrderRefusal.notSold.rejection(["product": product.name, "restaurant": restaurant.name])
            }
            let maximum = OrderLine.maximumAmount
            guard (1...maximum).contains(amount) else {
                throw OrderRefusal.amountOutOfRange.rejection(["amount": "\(amount)", "product": product.name, "maximum": "\(maximum)"])
            }
            guard let index = record.lineIndex(of: product.id) else {
                record.lines.append(OrderLine(product: product, amount: amount))
                return
            }
            let merged = record.lines[index].amount + amount
            guard merged <= maximum else {
                throw OrderRefusal.lineTooLarge.rejection([
                    "amount": "\(amount)", "product": product.name, "total": "\(merged)", "maximum": "\(maximum)",
                ])
            }
            record.lines[index].amount = merged
        }
    }

    /// Takes `amount` of `product` off its line; the line goes when nothing is left on it.
    ///
    /// Refused unless the order is open, has a line of the product, and the amount is from 1
    /// to what the line holds.
    ///
    /// - Returns: Whether the amount was removed.
    @discardableResult
    package func remove(amount: Int, of product: Product) -> Bool {
        perform("remove") { record in
            guard record.state == .open else { throw Self.wrongState(record.state, expected: "open") }
            guard let index = record.lineIndex(of: product.id) else {
                throw OrderRefusal.notInOrder.rejection(["product": product.name])
            }
            guard amount >= 1 else {
                throw OrderRefusal.amountTooSmall.rejection(["amount": "\(amount)", "product": product.name])
            }
            let left = record.lines[index].amount - amount
            guard left >= 0 else {
                throw OrderRefusal.moreThanOrdered.rejection([
                    "amount": "\(amount)", "product": product.name, "ordered": "\(record.lines[index].amount)",
                ])
            }
            if left == 0 {
                record.lines.remove(at: index)
            } else {
                record.lines[index].amount = left
            }
        }
    }

    /// Removes the line of `product`, whatever its amount.
    ///
    /// Refused unless the order is open and has a line of the product.
    ///
    /// - Returns: Whether the line was removed.
    @discardableResult
    package func delete(product: Product) -> Bool {
        perform("delete") { record in
            guard record.state == .open else { throw Self.wrongState(record.state, expected: "open") }
            guard let index = record.lineIndex(of: product.id) else {
                throw OrderRefusal.notInOrder.rejection(["product": product.name])
            }
            record.lines.remove(at: index)
        }
    }

    /// Sets where the order goes. Refused unless the order is open.
    ///
    /// - Returns: Whether the address was set.
    @discardableResult
    package func setAddress(_ address: Address) -> Bool {
        perform("setAddress") { record in
            guard record.state == .open else { throw Self.wrongState(record.state, expected: "open") }
            record.address = .set(address)
        }
    }

    /// Forgets where the order goes, so that it cannot be paid until an address is set again.
    /// Refused unless the order is open.
    ///
    /// - Returns: Whether the order has no address now.
    @discardableResult
    package func removeAddress() -> Bool {
        perform("removeAddress") { record in
            guard record.state == .open else { throw Self.wrongState(record.state, expected: "open") }
            record.address = .none
        }
    }
}

// MARK: - Paying and delivering

extension Order {
    /// Starts paying: open → paying. From now on the order is locked.
    ///
    /// Refused unless the order is open, has products, comes to at least the restaurant's
    /// minimum order value (exactly the minimum is enough), and has a delivery address.
    ///
    /// - Returns: Whether the order is now paying.
    @discardableResult
    package func startPaying() -> Bool {
        let minimum = restaurant.minimumOrderValue
        let now = clock()
        return perform("startPaying") { record in
            guard record.state == .open else { throw Self.wrongState(record.state, expected: "open") }
            guard !record.lines.isEmpty else { throw OrderRefusal.noProducts.rejection() }
            let total = record.total(currencySymbol: minimum.currencySymbol)
            guard total >= minimum else {
                throw OrderRefusal.belowMinimum.rejection(["total": total.description, "minimum": minimum.description])
            }
            guard record.address.address != nil else { throw OrderRefusal.noAddress.rejection() }
            record.state = .paying
            record.paymentFailure = nil
            record.timeline.append(OrderMilestone(state: .paying, date: now))
        }
    }

    /// The payment provider refused the payment: paying → open, so that the customer can
    /// change the order or try again. `reason` is kept in `paymentFailure` for the screen.
    ///
    /// Refused unless the order is paying and the reason says something.
    ///
    /// - Returns: Whether the order is open again.
    @discardableResult
    package func paymentFailed(reason: String) -> Bool {
        let now = clock()
        return perform("paymentFailed") { record in
            guard record.state == .paying else {
                throw Self.wrongState(record.state, expected: "paying")
            }
            let reason = reason.trimmingWhitespace()
            guard !reason.isEmpty else { throw OrderRefusal.noFailureReason.rejection() }
            record.state = .open
            record.paymentFailure = reason
            record.timeline.append(OrderMilestone(state: .open, date: now))
        }
    }

    /// The payment provider took the money: paying → paid.
    ///
    /// - Returns: Whether the order is now paid.
    @discardableResult
    package func paymentSucceeded() -> Bool {
        let now = clock()
        return perform("paymentSucceeded") { record in
            guard record.state == .paying else { throw Self.wrongState(record.state, expected: "paying") }
            record.state = .paid
            record.timeline.append(OrderMilestone(state: .paid, date: now))
        }
    }

    /// The restaurant accepted the order and says when it will arrive: paid → confirmed.
    ///
    /// Refused unless the order is paid and `estimatedDelivery` is later than now.
    ///
    /// - Returns: Whether the order is now confirmed.
    @discardableResult
    package func confirm(estimatedDelivery: Date) -> Bool {
        let now = clock()
        return perform("confirm") { record in
            guard record.state == .paid else { throw Self.wrongState(record.state, expected: "paid") }
            try Self.requireFuture(estimatedDelivery, now: now)
            record.state = .confirmed(estimatedDelivery: estimatedDelivery)
            record.timeline.append(OrderMilestone(state: record.state, date: now))
        }
    }

    /// A courier left with the food, with a new estimate: confirmed → delivering.
    ///
    /// Refused unless the order is confirmed and `estimatedDelivery` is later than now.
    ///
    /// - Returns: Whether the order is now being delivered.
    @discardableResult
    package func startDelivery(estimatedDelivery: Date) -> Bool {
        let now = clock()
        return perform("startDelivery") { record in
            guard case .confirmed = record.state else {
                throw Self.wrongState(record.state, expected: "confirmed")
            }
            try Self.requireFuture(estimatedDelivery, now: now)
            record.state = .delivering(estimatedDelivery: estimatedDelivery)
            record.timeline.append(OrderMilestone(state: record.state, date: now))
        }
    }

    /// A new estimate of when the food arrives, while the order is confirmed or delivering;
    /// the state stays the same step.
    ///
    /// Refused in other states, and when `estimatedDelivery` is not later than now.
    ///
    /// - Returns: Whether the estimate changed.
    @discardableResult
    package func updateEstimatedDelivery(_ estimatedDelivery: Date) -> Bool {
        let now = clock()
        return perform("updateEstimatedDelivery") { record in
            let updated: OrderState
            switch record.state {
            case .confirmed: updated = .confirmed(estimatedDelivery: estimatedDelivery)
            case .delivering: updated = .delivering(estimatedDelivery: estimatedDelivery)
            case .open, .paying, .paid, .delivered:
                throw Self.wrongState(record.state, expected: "confirmed", "delivering")
            }
            try Self.requireFuture(estimatedDelivery, now: now)
            record.state = updated
        }
    }

    /// The food arrived at `date`: delivering → delivered.
    ///
    /// Refused unless the order is delivering and `date` is not before the delivery started.
    ///
    /// - Returns: Whether the order is now delivered.
    @discardableResult
    package func markDelivered(at date: Date) -> Bool {
        perform("markDelivered") { record in
            guard case .delivering = record.state else {
                throw Self.wrongState(record.state, expected: "delivering")
            }
            if let started = record.timeline.last?.date, date < started {
                throw OrderRefusal.deliveredBeforeStart.rejection([
                    "delivered": OrderRefusal.value(for: date), "started": OrderRefusal.value(for: started),
                ])
            }
            record.state = .delivered(at: date)
            record.timeline.append(OrderMilestone(state: record.state, date: date))
        }
    }

    /// Refuses an estimated delivery that is not later than `now`.
    private static func requireFuture(_ estimate: Date, now: Date) throws(Rejection) {
        guard estimate > now else {
            throw OrderRefusal.estimateNotLater.rejection([
                "estimate": OrderRefusal.value(for: estimate), "now": OrderRefusal.value(for: now),
            ])
        }
    }
}

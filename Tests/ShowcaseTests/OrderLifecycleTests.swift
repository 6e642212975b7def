import Foundation
import StateFlow
import StateFlowLog
import Testing
@testable import Showcase

@Suite("Order model: paying and delivering")
struct OrderLifecycleTests {
    @Test func startingToPayLocksTheOrder() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(clock: clock, filled: true)
        clock.advance(by: 5)
        #expect(order.startPaying())
        #expect(order.state == .paying)
        #expect(!order.canEditOrder)
        #expect(order.timeline.last == OrderMilestone(state: .paying, date: OrderMocks.start + 5))
        expectOrderRefusal(order, "startPaying", .wrongState, "Cannot start paying: the order is paying, not open.") { order.startPaying() }
    }

    @Test func payingNeedsProducts() {
        let order = makeSandwichBarOrder()
        order.setAddress(OrderMocks.address)
        expectOrderRefusal(order, "startPaying", .noProducts, "Cannot start paying: the order has no products.") { order.startPaying() }
    }

    @Test func payingNeedsTheMinimumOrderValue() {
        let order = makeSandwichBarOrder()
        order.setAddress(OrderMocks.address)
        order.add(amount: 2, of: OrderMocks.hamSandwich)
        order.add(amount: 1, of: OrderMocks.water)
        order.add(amount: 1, of: OrderMocks.cookie)
        #expect(order.total == Money(cents: 999))
        #expect(order.amountBelowMinimum == Money(cents: 1))
        expectOrderRefusal(
            order, "startPaying", .belowMinimum, values: ["total": "€9.99", "minimum": "€10.00"],
            "Cannot start paying: the total €9.99 is below the minimum of €10.00."
        ) { order.startPaying() }
    }

    @Test func exactlyTheMinimumIsEnough() {
        let order = makeSandwichBarOrder()
        order.setAddress(OrderMocks.address)
        order.add(amount: 1, of: OrderMocks.hamSandwich)
        order.add(amount: 2, of: OrderMocks.cheeseSandwich)
        #expect(order.total == Money(cents: 1000))
        #expect(order.meetsMinimumOrderValue)
        #expect(order.amountBelowMinimum == Money(cents: 0))
        #expect(order.startPaying())
    }

    @Test func payingNeedsAnAddress() {
        let order = makeSandwichBarOrder()
        order.add(amount: 3, of: OrderMocks.hamSandwich)
        expectOrderRefusal(order, "startPaying", .noAddress, values: [:], "Cannot start paying: the order has no delivery address.") {
            order.startPaying()
        }
        #expect(order.setAddress(OrderMocks.address))
        #expect(order.startPaying())
    }

    @Test func aFailedPaymentOpensTheOrderAgainWithTheReason() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: .paying, clock: clock)
        clock.advance(by: 1)
        #expect(order.paymentFailed(reason: "  The card was declined. "))
        #expect(order.state == .open)
        #expect(order.paymentFailure == "The card was declined.")
        #expect(order.timeline.map(\.state) == [.open, .paying, .open])
        #expect(order.canEditOrder)
        // The customer may change the order, and try again.
        #expect(order.add(amount: 1, of: OrderMocks.water))
        clock.advance(by: 1)
        #expect(order.startPaying())
        #expect(order.paymentFailure == nil, "a new attempt forgets the old failure")
        #expect(order.paymentSucceeded())
        #expect(order.timeline.map(\.state) == [.open, .paying, .open, .paying, .paid])
    }

    @Test func aFailedPaymentNeedsAReason() {
        let order = makeSandwichBarOrder(at: .paying)
        expectOrderRefusal(order, "paymentFailed", .noFailureReason, values: [:], "Cannot record a failed payment without a reason.") {
            order.paymentFailed(reason: " \n")
        }
    }

    @Test(arguments: OrderStep.allCases.filter { $0 != .paying })
    func paymentResultsAreRefusedUnlessPaying(step: OrderStep) {
        let order = makeSandwichBarOrder(at: step, filled: true)
        expectOrderRefusal(
            order, "paymentFailed", .wrongState, values: ["state": step.rawValue, "expected": "paying"],
            "Cannot record a failed payment: the order is \(step), not paying."
        ) {
            order.paymentFailed(reason: "Declined")
        }
        expectOrderRefusal(order, "paymentSucceeded", .wrongState, "Cannot record a payment: the order is \(step), not paying.") {
            order.paymentSucceeded()
        }
    }

    @Test func theRestaurantConfirmsAPaidOrder() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: .paid, clock: clock)
        let eta = clock.now + 35 * 60
        #expect(order.confirm(estimatedDelivery: eta))
        #expect(order.state == .confirmed(estimatedDelivery: eta))
        #expect(order.timeline.last == OrderMilestone(state: .confirmed(estimatedDelivery: eta), date: clock.now))
    }

    @Test(arguments: OrderStep.allCases.filter { $0 != .paid })
    func confirmingIsRefusedUnlessPaid(step: OrderStep) {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: step, clock: clock, filled: true)
        expectOrderRefusal(order, "confirm", .wrongState, "Cannot confirm: the order is \(step), not paid.") {
            order.confirm(estimatedDelivery: clock.now + 60)
        }
    }

    @Test func estimatesMustLieAhead() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: .paid, clock: clock)
        let now = clock.now
        expectOrderRefusal(
            order, "confirm", .estimateNotLater, values: ["estimate": "2026-03-14T15:09:28Z", "now": "2026-03-14T15:09:28Z"],
            "Cannot confirm with an estimated delivery of 2026-03-14T15:09:28Z: it is not later than now, 2026-03-14T15:09:28Z."
        ) { order.confirm(estimatedDelivery: now) }
        #expect(order.confirm(estimatedDelivery: now + 1))
        expectOrderRefusal(
            order, "startDelivery", .estimateNotLater, values: ["estimate": "2026-03-14T15:08:28Z", "now": "2026-03-14T15:09:28Z"],
            "Cannot start the delivery with an estimated delivery of 2026-03-14T15:08:28Z: it is not later than now, 2026-03-14T15:09:28Z."
        ) { order.startDelivery(estimatedDelivery: now - 60) }
        expectOrderRefusal(
            order, "updateEstimatedDelivery", .estimateNotLater,
            "Cannot update the estimated delivery with an estimated delivery of 2026-03-14T15:09:28Z: it is not later than now, 2026-03-14T15:09:28Z."
        ) { order.updateEstimatedDelivery(now) }
    }

    @Test func aCourierTakesAConfirmedOrder() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: .confirmed, clock: clock)
        clock.advance(by: 2)
        let eta = clock.now + 20 * 60
        #expect(order.startDelivery(estimatedDelivery: eta))
        #expect(order.state == .delivering(estimatedDelivery: eta))
        #expect(order.timeline.last?.date == clock.now)
    }

    @Test(arguments: OrderStep.allCases.filter { $0 != .confirmed })
    func startingTheDeliveryIsRefusedUnlessConfirmed(step: OrderStep) {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: step, clock: clock, filled: true)
        expectOrderRefusal(order, "startDelivery", .wrongState, "Cannot start the delivery: the order is \(step), not confirmed.") {
            order.startDelivery(estimatedDelivery: clock.now + 60)
        }
    }

    @Test(arguments: [OrderStep.confirmed, .delivering])
    func theEstimateCanChangeWithoutChangingTheStep(step: OrderStep) {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: step, clock: clock)
        let timeline = order.timeline
        let eta = clock.now + 50 * 60
        #expect(order.updateEstimatedDelivery(eta))
        #expect(order.state.estimatedDelivery == eta)
        #expect(order.state.name == step.rawValue)
        #expect(order.timeline == timeline, "a new estimate is not a new step")
    }

    @Test(arguments: [OrderStep.open, .paying, .paid, .delivered])
    func theEstimateCannotChangeBeforeConfirmationOrAfterDelivery(step: OrderStep) {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: step, clock: clock, filled: true)
        expectOrderRefusal(
            order, "updateEstimatedDelivery", .wrongState, values: ["state": step.rawValue, "expected": "confirmed,delivering"],
            "Cannot update the estimated delivery: the order is \(step), not confirmed or delivering."
        ) { order.updateEstimatedDelivery(clock.now + 60) }
    }

    @Test func theFoodArrives() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: .delivering, clock: clock)
        let started = clock.now
        expectOrderRefusal(
            order, "markDelivered", .deliveredBeforeStart, values: ["delivered": "2026-03-14T15:09:29Z", "started": "2026-03-14T15:09:30Z"],
            "Cannot mark the order delivered at 2026-03-14T15:09:29Z: the delivery started later, at 2026-03-14T15:09:30Z."
        ) { order.markDelivered(at: started - 1) }
        #expect(order.markDelivered(at: started + 600))
        #expect(order.state == .delivered(at: started + 600))
        #expect(order.timeline.last == OrderMilestone(state: .delivered(at: started + 600), date: started + 600))
    }

    @Test(arguments: OrderStep.allCases.filter { $0 != .delivering })
    func markingDeliveredIsRefusedUnlessDelivering(step: OrderStep) {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: step, clock: clock, filled: true)
        expectOrderRefusal(order, "markDelivered", .wrongState, "Cannot mark the order delivered: the order is \(step), not delivering.") {
            order.markDelivered(at: clock.now)
        }
    }

    @Test func theWholeLifeOfAnOrder() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: .delivered, clock: clock)
        let start = OrderMocks.start
        #expect(order.timeline == [
            OrderMilestone(state: .open, date: start),
            OrderMilestone(state: .paying, date: start + 1),
            OrderMilestone(state: .paid, date: start + 2),
            OrderMilestone(state: .confirmed(estimatedDelivery: start + 3 + 35 * 60), date: start + 3),
            OrderMilestone(state: .delivering(estimatedDelivery: start + 4 + 30 * 60), date: start + 4),
            OrderMilestone(state: .delivered(at: start + 5), date: start + 5),
        ])
        #expect(order.history.map(\.action) == [
            "initial", "add", "add", "setAddress", "startPaying", "paymentSucceeded", "confirm", "startDelivery", "markDelivered",
        ])
        #expect(order.rejections.isEmpty)
        #expect(order.log.entries.count == 9)
    }
}

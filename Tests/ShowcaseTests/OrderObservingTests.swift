import Foundation
import StateFlow
import Testing
@testable import Showcase

@Suite("Order model: observing and rules")
struct OrderObservingTests {
    @Test func observersHearAcceptedAndRefusedActions() {
        let order = makeSandwichBarOrder()
        var heard: [OrderChange] = []
        let observation = order.observe { heard.append($0) }
        order.add(amount: 1, of: OrderMocks.water)
        order.add(amount: 1, of: OrderMocks.margherita)
        order.remove(amount: 1, of: OrderMocks.water)
        #expect(heard.map(\.description) == [
            "initial", "add", "add refused: notSold [product: Margherita, restaurant: Sandwich Bar]", "remove",
        ])
        #expect(heard[0].isInitial)
        #expect(heard[2].rejection?.action == "add")
        observation.cancel()
        order.add(amount: 1, of: OrderMocks.water)
        order.add(amount: 1, of: OrderMocks.margherita)
        #expect(heard.count == 4, "a cancelled observation hears nothing")
    }

    @Test func releasingTheTokenStopsObserving() {
        let order = makeSandwichBarOrder()
        var count = 0
        var observation: OrderObservation? = order.observe { _ in count += 1 }
        #expect(observation != nil)
        observation = nil
        order.add(amount: 1, of: OrderMocks.water)
        order.add(amount: 1, of: OrderMocks.margherita)
        #expect(count == 1)
    }

    @Test func anActionThatChangesNothingIsAcceptedQuietly() {
        let order = makeSandwichBarOrder()
        order.setAddress(OrderMocks.address)
        var heard: [OrderChange] = []
        let observation = order.observe { heard.append($0) }
        #expect(order.setAddress(OrderMocks.address))
        #expect(heard == [.initial])
        observation.cancel()
    }

    /// The timeline is checked move by move against the moves the actions make, so a record
    /// that skips steps is refused, even where each state on its own looks valid.
    @Test func theTimelineRuleChecksEveryMove() {
        let start = OrderMocks.start
        let store = Store(makeSandwichBarOrder(filled: true).record, name: "order", rules: Order.rules(for: OrderMocks.sandwichBar))
        var jumped = store.state
        jumped.state = .delivered(at: start + 60)
        jumped.timeline.append(OrderMilestone(state: jumped.state, date: start + 60))
        #expect(!store.restore(jumped))
        #expect(store.rejections.last?.rule == "timeline")
        #expect(store.rejections.last?.message == "the timeline moves from 'open' to 'delivered', which no action does")
        #expect(store.state.state == .open)

        let rules = Order.rules(for: OrderMocks.sandwichBar)
        let paid = makeSandwichBarOrder(at: .paid).record
        var backwards = paid
        backwards.state = .paying
        backwards.timeline.append(OrderMilestone(state: .paying, date: start + 3))
        #expect(rules[2].violations(backwards) == ["the timeline moves from 'paid' to 'paying', which no action does"])

        var headless = paid
        headless.timeline.removeFirst()
        #expect(rules[2].violations(headless) == ["the timeline starts at 'paying', not at 'open'"])

        var repeated = paid
        repeated.timeline.insert(OrderMilestone(state: .open, date: start), at: 0)
        #expect(rules[2].violations(repeated) == ["the timeline moves from 'open' to 'open', which no action does"])

        let retried = makeSandwichBarOrder(filled: true)
        retried.startPaying()
        retried.paymentFailed(reason: "Declined")
        retried.startPaying()
        retried.paymentSucceeded()
        #expect(rules.allSatisfy { $0.violations(retried.record).isEmpty }, "a failed payment and a retry are moves the actions make")
        #expect(rules.allSatisfy { $0.violations(makeSandwichBarOrder(at: .delivered).record).isEmpty })
    }

    /// The rules are the second line of defence: states no action makes are still refused,
    /// here by a store with the order's rules, restoring a doctored record.
    @Test func theRulesRefuseInvalidStatesWhateverMadeThem() {
        let order = makeSandwichBarOrder(at: .paid)
        let store = Store(order.record, name: "order", rules: Order.rules(for: OrderMocks.sandwichBar))
        var unpaid = order.record
        unpaid.lines = []
        #expect(!store.restore(unpaid))
        #expect(store.rejections.last?.rule == "locked while paying")
        #expect(store.rejections.last?.message == "a paid order has no products; a paid order comes to €0.00, below the minimum of €10.00")

        var doubled = makeSandwichBarOrder(filled: true).record
        doubled.lines.append(OrderLine(product: OrderMocks.hamSandwich, amount: 100))
        doubled.lines.append(OrderLine(product: OrderMocks.margherita, amount: 1))
        let rules = Order.rules(for: OrderMocks.sandwichBar)
        #expect(rules[0].violations(doubled) == [
            "the line of 'Ham sandwich' holds 100, not 1 to 99",
            "'Ham sandwich' has more than one line",
            "'Margherita' is not sold by Sandwich Bar",
        ])

        var skipped = order.record
        skipped.state = .delivered(at: OrderMocks.start)
        #expect(rules[2].violations(skipped) == ["the timeline ends at 'paid', but the order is delivered"])
        skipped.timeline.append(OrderMilestone(state: skipped.state, date: OrderMocks.start))
        #expect(rules[2].violations(skipped) == [
            "the timeline moves from 'paid' to 'delivered', which no action does",
            "the timeline goes back in time from 'paid' to 'delivered'",
        ])

        var failed = order.record
        failed.paymentFailure = "Declined"
        failed.address = .none
        #expect(rules[1].violations(failed) == ["a paid order has no delivery address", "a paid order still has a failed payment"])
        #expect(rules.allSatisfy { $0.violations(order.record).isEmpty })
    }
}

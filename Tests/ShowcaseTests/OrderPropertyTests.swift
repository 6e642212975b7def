import Foundation
import TestSupport
import StateFlow
import Testing
@testable import Showcase

/// An action on an order, chosen at random, with the arguments it was tried with.
private enum RandomAction: CustomStringConvertible {
    case add(Int, Product)
    case remove(Int, Product)
    case delete(Product)
    case setAddress(Address)
    case removeAddress
    case startPaying
    case paymentFailed(String)
    case paymentSucceeded
    case confirm(TimeInterval)
    case startDelivery(TimeInterval)
    case updateEstimatedDelivery(TimeInterval)
    case markDelivered(TimeInterval)
    case wait(TimeInterval)

    /// Products to try: the menu, another restaurant's, and one with a stale price.
    static let products: [Product] = {
        var stale = OrderMocks.water
        stale.price = Money(cents: 5)
        return OrderMocks.sandwichBar.products + [OrderMocks.margherita, stale]
    }()

    static func random(using generator: inout SeededGenerator) -> RandomAction {
        let product = products.randomElement(using: &generator) ?? OrderMocks.water
        // Amounts around the edges of 1…99 come up often.
        let amount = [-1, 0, 1, 1, 2, 3, 50, 98, 99, 100].randomElement(using: &generator) ?? 1
        // Offsets from now: in the past, now, soon, later.
        let offset = [-60, 0, 1, 600, 2_100].randomElement(using: &generator).map(TimeInterval.init) ?? 0
        switch Int.random(in: 0..<17, using: &generator) {
        case 0, 1, 2: return .add(amount, product)
        case 3: return .remove(amount, product)
        case 4: return .delete(product)
        case 5: return .setAddress(OrderMocks.address)
        case 6, 7: return .startPaying
        case 8: return .paymentFailed(Bool.random(using: &generator) ? "Declined" : " ")
        case 9: return .paymentSucceeded
        case 10: return .confirm(offset)
        case 11: return .startDelivery(offset)
        case 12: return .updateEstimatedDelivery(offset)
        case 13: return .markDelivered(offset)
        case 14: return .removeAddress
        default: return .wait(TimeInterval(Int.random(in: 0...120, using: &generator)))
        }
    }

    /// Tries the action on `order` at `clock`'s time; whether the order accepted it.
    func apply(to order: Order, clock: OrderTestClock) -> Bool {
        let now = clock.now
        switch self {
        case .add(let amount, let product): return order.add(amount: amount, of: product)
        case .remove(let amount, let product): return order.remove(amount: amount, of: product)
        case .delete(let product): return order.delete(product: product)
        case .setAddress(let address): return order.setAddress(address)
        case .removeAddress: return order.removeAddress()
        case .startPaying: return order.startPaying()
        case .paymentFailed(let reason): return order.paymentFailed(reason: reason)
        case .paymentSucceeded: return order.paymentSucceeded()
        case .confirm(let offset): return order.confirm(estimatedDelivery: now + offset)
        case .startDelivery(let offset): return order.startDelivery(estimatedDelivery: now + offset)
        case .updateEstimatedDelivery(let offset): return order.updateEstimatedDelivery(now + offset)
        case .markDelivered(let offset): return order.markDelivered(at: now + offset)
        case .wait(let seconds):
            clock.advance(by: seconds)
            return true
        }
    }

    /// Whether the business rules allow the action on `record` at `now`, worked out here
    /// independently of `Order`.
    func isAllowed(on record: OrderRecord, restaurant: Restaurant, now: Date) -> Bool {
        let state = record.state
        let line = { (product: Product) in record.lines.first { $0.product.id == product.id } }
        let total = record.lines.reduce(0) { $0 + $1.product.price.cents * $1.amount }
        switch self {
        case .add(let amount, let product):
            return state == .open && restaurant.products.contains(product) && (1...99).contains(amount)
                && (line(product)?.amount ?? 0) + amount <= 99
        case .remove(let amount, let product):
            return state == .open && amount >= 1 && (line(product)?.amount ?? 0) >= amount
        case .delete(let product):
            return state == .open && line(product) != nil
        case .setAddress, .removeAddress:
            return state == .open
        case .startPaying:
            return state == .open && !record.lines.isEmpty && total >= restaurant.minimumOrderValue.cents && record.address != .none
        case .paymentFailed(let reason):
            return state == .paying && !reason.trimmingCharacters(in: .whitespaces).isEmpty
        case .paymentSucceeded:
            return state == .paying
        case .confirm(let offset):
            return state == .paid && offset > 0
        case .startDelivery(let offset):
            return state.name == "confirmed" && offset > 0
        case .updateEstimatedDelivery(let offset):
            return ["confirmed", "delivering"].contains(state.name) && offset > 0
        case .markDelivered(let offset):
            return state.name == "delivering" && now + offset >= (record.timeline.last?.date ?? now)
        case .wait:
            return true
        }
    }

    var description: String {
        switch self {
        case .add(let amount, let product): "add(\(amount), \(product.id))"
        case .remove(let amount, let product): "remove(\(amount), \(product.id))"
        case .delete(let product): "delete(\(product.id))"
        case .setAddress: "setAddress"
        case .removeAddress: "removeAddress"
        case .startPaying: "startPaying"
        case .paymentFailed(let reason): "paymentFailed(\"\(reason)\")"
        case .paymentSucceeded: "paymentSucceeded"
        case .confirm(let offset): "confirm(now + \(Int(offset)))"
        case .startDelivery(let offset): "startDelivery(now + \(Int(offset)))"
        case .updateEstimatedDelivery(let offset): "updateEstimatedDelivery(now + \(Int(offset)))"
        case .markDelivered(let offset): "markDelivered(now + \(Int(offset)))"
        case .wait(let seconds): "wait(\(Int(seconds)))"
        }
    }
}

@Suite("Order model: random actions")
struct OrderPropertyTests {
    /// The steps an accepted action may move an order between.
    static let allowedMoves: Set<[String]> = [
        ["open", "open"], ["open", "paying"], ["paying", "open"], ["paying", "paid"], ["paid", "confirmed"],
        ["confirmed", "confirmed"], ["confirmed", "delivering"], ["delivering", "delivering"], ["delivering", "delivered"],
        ["delivered", "delivered"], ["paying", "paying"], ["paid", "paid"],
    ]

    /// The steps a milestone of the timeline may follow the one before by.
    static let allowedSteps: Set<[String]> = [
        ["open", "paying"], ["paying", "open"], ["paying", "paid"], ["paid", "confirmed"], ["confirmed", "delivering"],
        ["delivering", "delivered"],
    ]

    /// What must hold of every state an order is ever in.
    static func problems(with record: OrderRecord, restaurant: Restaurant) -> [String] {
        var problems: [String] = []
        let ids = record.lines.map(\.product.id)
        if Set(ids).count != ids.count { problems.append("a product has two lines") }
        if !record.lines.allSatisfy({ (1...99).contains($0.amount) && restaurant.products.contains($0.product) }) {
            problems.append("a line has a bad amount or a product not on the menu")
        }
        if record.state != .open {
            let total = record.lines.reduce(0) { $0 + $1.product.price.cents * $1.amount }
            if record.lines.isEmpty || total < restaurant.minimumOrderValue.cents || record.address == .none {
                problems.append("a \(record.state.name) order is not payable")
            }
            if record.paymentFailure != nil { problems.append("a \(record.state.name) order has a payment failure") }
        }
        if record.timeline.last?.state.name != record.state.name { problems.append("the timeline does not end in the state") }
        if zip(record.timeline, record.timeline.dropFirst()).contains(where: { $0.date > $1.date }) {
            problems.append("the timeline goes back in time")
        }
        if record.timeline.first?.state != .open { problems.append("the timeline does not start open") }
        if zip(record.timeline, record.timeline.dropFirst()).contains(where: { !allowedSteps.contains([$0.state.name, $1.state.name]) }) {
            problems.append("the timeline makes a move no action makes")
        }
        return problems
    }

    @Test func randomActionsNeverLeaveAnInvalidState() {
        let baseSeed = ProcessInfo.processInfo.environment["VIEWDATA_SEED"].flatMap(UInt64.init) ?? 0x4D55_4E43_4845_45
        var reached: Set<String> = []
        defer {
            // The runs must get everywhere, or the test proves little.
            #expect(reached == Set(OrderStep.allCases.map(\.rawValue)), "seed \(baseSeed): the runs reached only \(reached.sorted())")
        }
        for run in 0..<300 {
            let seed = baseSeed &+ UInt64(run)
            var generator = SeededGenerator(seed: seed)
            let clock = OrderTestClock()
            let order = makeSandwichBarOrder(clock: clock)
            var done: [String] = []
            for _ in 0..<80 {
                let action = RandomAction.random(using: &generator)
                let before = order.record
                let rejections = order.rejections.count
                let allowed = action.isAllowed(on: before, restaurant: order.restaurant, now: clock.now)
                let accepted = action.apply(to: order, clock: clock)
                done.append(action.description)
                let context = "seed \(seed) (VIEWDATA_SEED=\(seed)), after \(done.joined(separator: ", "))"
                guard accepted == allowed else {
                    Issue.record("\(action) was \(accepted ? "accepted" : "refused") but should not have been; \(context); \(order.errors.last ?? "")")
                    return
                }
                if accepted {
                    let move = [before.state.name, order.state.name]
                    guard Self.allowedMoves.contains(move) else {
                        Issue.record("\(action) moved the order from \(move[0]) to \(move[1]); \(context)")
                        return
                    }
                    if before.state != .open, order.lines != before.lines {
                        Issue.record("\(action) changed the lines of a \(before.state.name) order; \(context)")
                        return
                    }
                } else {
                    guard order.record == before, order.rejections.count == rejections + 1, order.rejections.last?.rule == nil else {
                        Issue.record("the refused \(action) changed the order or was not logged by the action; \(context)")
                        return
                    }
                }
                reached.insert(order.state.name)
                let problems = Self.problems(with: order.record, restaurant: order.restaurant)
                guard problems.isEmpty else {
                    Issue.record("\(problems.joined(separator: "; ")); \(context)")
                    return
                }
            }
        }
    }
}

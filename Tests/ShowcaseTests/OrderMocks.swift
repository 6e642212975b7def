import Foundation
import StateFlow
import Testing
@testable import Showcase

/// The restaurants and products the model tests use: a sandwich bar whose prices make every
/// total near its €10.00 minimum reachable, and a pizzeria to order from by mistake.
enum OrderMocks {
    static let hamSandwich = Product(id: "bar.ham", name: "Ham sandwich", price: Money(cents: 400), restaurantID: "bar")
    static let cheeseSandwich = Product(id: "bar.cheese", name: "Cheese sandwich", price: Money(cents: 300), restaurantID: "bar")
    static let water = Product(id: "bar.water", name: "Water", price: Money(cents: 100), restaurantID: "bar")
    static let cookie = Product(id: "bar.cookie", name: "Cookie", price: Money(cents: 99), restaurantID: "bar")
    static let sandwichBar = Restaurant(
        id: "bar", name: "Sandwich Bar", cuisine: "Sandwiches", minimumOrderValue: Money(cents: 1000),
        products: [hamSandwich, cheeseSandwich, water, cookie])

    static let margherita = Product(id: "pizza.margherita", name: "Margherita", price: Money(cents: 950), restaurantID: "pizza")
    static let pizzeria = Restaurant(
        id: "pizza", name: "Pizzeria", cuisine: "Pizza", minimumOrderValue: Money(cents: 1500), products: [margherita])

    static let start = Showcase.referenceDate
    static let address = try! Address(street: "Main Street 1", city: "Tokyo")
}

/// A clock a test moves by hand.
final class OrderTestClock {
    var now: Date

    init(_ now: Date = OrderMocks.start) {
        self.now = now
    }

    func advance(by seconds: TimeInterval) {
        now += seconds
    }
}

/// The steps of an order's life, for driving an order to one of them.
enum OrderStep: String, CaseIterable, CustomStringConvertible {
    case open, paying, paid, confirmed, delivering, delivered

    var description: String { rawValue }
}

/// An order from the sandwich bar at `step`, reached through the order's own actions, one
/// second apart: two ham sandwiches and a cheese sandwich (€11.00), to Main Street 1.
func makeSandwichBarOrder(at step: OrderStep = .open, clock: OrderTestClock = OrderTestClock(), filled: Bool? = nil) -> Order {
    let order = Order(restaurant: OrderMocks.sandwichBar, clock: { clock.now })
    guard filled ?? (step != .open) else { return order }
    order.add(amount: 2, of: OrderMocks.hamSandwich)
    order.add(amount: 1, of: OrderMocks.cheeseSandwich)
    order.setAddress(OrderMocks.address)
    let steps = OrderStep.allCases
    for next in steps.dropFirst().prefix(steps.firstIndex(of: step) ?? 0) {
        clock.advance(by: 1)
        let accepted: Bool
        switch next {
        case .open: accepted = true
        case .paying: accepted = order.startPaying()
        case .paid: accepted = order.paymentSucceeded()
        case .confirmed: accepted = order.confirm(estimatedDelivery: clock.now + 35 * 60)
        case .delivering: accepted = order.startDelivery(estimatedDelivery: clock.now + 30 * 60)
        case .delivered: accepted = order.markDelivered(at: clock.now)
        }
        precondition(accepted, "driving an order to '\(step)' failed at '\(next)': \(order.errors)")
    }
    return order
}

/// Runs `action`, which must be refused: it returns false, the order is exactly as it was,
/// and one rejection is added, for `actionName`, with `code` (and `values`, when given), which
/// the view models show as `sentence`.
func expectOrderRefusal(
    _ order: Order, _ actionName: String, _ code: OrderRefusal, values: [String: String]? = nil, _ sentence: String,
    sourceLocation: SourceLocation = #_sourceLocation, _ action: () -> Bool
) {
    let before = order.record
    let revision = order.history.last?.sequence
    let count = order.rejections.count
    #expect(!action(), "the action was accepted", sourceLocation: sourceLocation)
    #expect(order.record == before, "a refused action changed the order", sourceLocation: sourceLocation)
    #expect(order.history.last?.sequence == revision, "a refused action made a history entry", sourceLocation: sourceLocation)
    #expect(order.rejections.count == count + 1, "the refusal was not logged", sourceLocation: sourceLocation)
    #expect(order.rejections.last?.action == actionName, sourceLocation: sourceLocation)
    #expect(order.rejections.last?.rule == nil, "a rule refused it, not the action", sourceLocation: sourceLocation)
    #expect(order.rejections.last?.code == code.rawValue, sourceLocation: sourceLocation)
    if let values {
        #expect(order.rejections.last?.values == values, sourceLocation: sourceLocation)
    }
    #expect(order.rejections.last.map(OrderRefusalText.sentence(for:)) == sentence, sourceLocation: sourceLocation)
}

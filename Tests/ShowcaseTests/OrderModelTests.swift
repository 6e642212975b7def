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
/// and one rejection is added, for `actionName`, with `message`.
func expectOrderRefusal(
    _ order: Order, _ actionName: String, _ message: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ action: () -> Bool
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
    #expect(order.errors.last == message, sourceLocation: sourceLocation)
}

@Suite("Order model: restaurants, products, addresses")
struct OrderValuesTests {
    @Test func aRestaurantSellsOnlyWhatItsMenuLists() {
        let bar = OrderMocks.sandwichBar
        #expect(bar.sells(OrderMocks.hamSandwich))
        #expect(!bar.sells(OrderMocks.margherita))
        var cheaper = OrderMocks.hamSandwich
        cheaper.price = Money(cents: 1)
        #expect(!bar.sells(cheaper), "a product with a stale price is not on the menu")
        var moved = OrderMocks.hamSandwich
        moved.restaurantID = "pizza"
        #expect(!bar.sells(moved), "a product of another restaurant is not on the menu, whatever its identifier")
    }

    @Test func anAddressIsTrimmedAndNeedsAStreetAndACity() throws {
        let address = try Address(street: "  Main Street 1 ", city: "\tTokyo\n")
        #expect(address.street == "Main Street 1")
        #expect(address.city == "Tokyo")
        #expect(address.description == "Main Street 1, Tokyo")
        #expect(throws: AddressError(code: .empty, "An address needs a street.")) { try Address(street: " ", city: "Tokyo") }
        #expect(throws: AddressError(code: .empty, "An address needs a city.")) { try Address(street: "Main Street 1", city: "") }
        let long = String(repeating: "a", count: 101)
        #expect(throws: AddressError(code: .tooLong, "The city 'aaaaaaaaaaaaaaaaaaaa…' is 101 characters long; at most 100 fit.")) {
            try Address(street: "Main Street 1", city: long)
        }
        #expect(try Address(street: String(repeating: "b", count: 100), city: "Tokyo").street.count == 100)
    }

    @Test func decodingAnAddressChecksItToo() throws {
        let good = try JSONDecoder().decode(Address.self, from: Data(#"{"street":"Main Street 1","city":"Tokyo"}"#.utf8))
        #expect(good == OrderMocks.address)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Address.self, from: Data(#"{"street":"  ","city":"Tokyo"}"#.utf8))
        }
    }

    @Test func aLineCostsItsProductsPriceTimesItsAmount() {
        #expect(OrderLine(product: OrderMocks.cookie, amount: 3).total == Money(cents: 297))
    }

    @Test func statesHaveNamesAndEstimates() {
        let eta = OrderMocks.start + 60
        let states: [OrderState] = [.open, .paying, .paid, .confirmed(estimatedDelivery: eta), .delivering(estimatedDelivery: eta), .delivered(at: eta)]
        #expect(states.map(\.name) == ["open", "paying", "paid", "confirmed", "delivering", "delivered"])
        #expect(states.map(\.estimatedDelivery) == [nil, nil, nil, eta, eta, nil])
        #expect(OrderState.confirmed(estimatedDelivery: eta).isSameStep(as: .confirmed(estimatedDelivery: eta + 60)))
        #expect(!OrderState.confirmed(estimatedDelivery: eta).isSameStep(as: .delivering(estimatedDelivery: eta)))
    }

    @Test func aRecordSurvivesJSON() throws {
        let order = makeSandwichBarOrder(at: .delivering)
        let data = try JSONEncoder().encode(order.record)
        #expect(try JSONDecoder().decode(OrderRecord.self, from: data) == order.record)
    }
}

@Suite("Order model: editing")
struct OrderEditingTests {
    @Test func aNewOrderIsOpenAndEmpty() {
        let order = makeSandwichBarOrder()
        #expect(order.state == .open)
        #expect(order.lines.isEmpty)
        #expect(order.address == .none)
        #expect(order.total == Money(cents: 0))
        #expect(order.canEditOrder)
        #expect(!order.meetsMinimumOrderValue)
        #expect(order.amountBelowMinimum == Money(cents: 1000))
        #expect(order.timeline == [OrderMilestone(state: .open, date: OrderMocks.start)])
        #expect(order.rejections.isEmpty)
        #expect(order.paymentFailure == nil)
    }

    @Test func addingAProductAddsALine() {
        let order = makeSandwichBarOrder()
        #expect(order.add(amount: 2, of: OrderMocks.hamSandwich))
        #expect(order.lines == [OrderLine(product: OrderMocks.hamSandwich, amount: 2)])
        #expect(order.total == Money(cents: 800))
        #expect(order.history.last?.action == "add")
    }

    @Test func addingTheSameProductMergesItsLine() {
        let order = makeSandwichBarOrder()
        #expect(order.add(amount: 2, of: OrderMocks.hamSandwich))
        #expect(order.add(amount: 1, of: OrderMocks.cheeseSandwich))
        #expect(order.add(amount: 1, of: OrderMocks.hamSandwich))
        #expect(order.lines == [
            OrderLine(product: OrderMocks.hamSandwich, amount: 3),
            OrderLine(product: OrderMocks.cheeseSandwich, amount: 1),
        ], "one line per product, in the order they were first added")
        #expect(order.total == Money(cents: 1500))
    }

    @Test func aProductOfAnotherRestaurantIsRefusedAndLogged() {
        let order = makeSandwichBarOrder()
        expectOrderRefusal(order, "add", "Cannot add 'Margherita': Sandwich Bar does not sell it.") {
            order.add(amount: 1, of: OrderMocks.margherita)
        }
        #expect(order.lines.isEmpty)
        #expect(order.errors == ["Cannot add 'Margherita': Sandwich Bar does not sell it."])
    }

    @Test func aProductWithAStalePriceIsRefused() {
        let order = makeSandwichBarOrder()
        var stale = OrderMocks.hamSandwich
        stale.price = Money(cents: 1)
        expectOrderRefusal(order, "add", "Cannot add 'Ham sandwich': Sandwich Bar does not sell it.") { order.add(amount: 1, of: stale) }
    }

    @Test(arguments: [0, -1, 100])
    func amountsOutsideOneToNinetyNineAreRefused(amount: Int) {
        let order = makeSandwichBarOrder()
        expectOrderRefusal(order, "add", "Cannot add \(amount) × 'Water': the amount must be from 1 to 99.") {
            order.add(amount: amount, of: OrderMocks.water)
        }
    }

    @Test func aLineHoldsOneToNinetyNine() {
        let order = makeSandwichBarOrder()
        #expect(order.add(amount: 1, of: OrderMocks.water))
        #expect(order.add(amount: 99, of: OrderMocks.cookie))
        #expect(order.add(amount: 97, of: OrderMocks.water))
        #expect(order.lines.map(\.amount) == [98, 99])
        expectOrderRefusal(order, "add", "Cannot add 2 × 'Water': the line would hold 100, more than 99.") {
            order.add(amount: 2, of: OrderMocks.water)
        }
        #expect(order.add(amount: 1, of: OrderMocks.water))
        #expect(order.lines.map(\.amount) == [99, 99])
    }

    @Test func removingTakesFromTheLineAndTheLineGoesAtZero() {
        let order = makeSandwichBarOrder()
        order.add(amount: 3, of: OrderMocks.hamSandwich)
        order.add(amount: 1, of: OrderMocks.water)
        #expect(order.remove(amount: 2, of: OrderMocks.hamSandwich))
        #expect(order.lines.map(\.amount) == [1, 1])
        #expect(order.remove(amount: 1, of: OrderMocks.hamSandwich))
        #expect(order.lines == [OrderLine(product: OrderMocks.water, amount: 1)])
        #expect(order.history.last?.action == "remove")
    }

    @Test func removingWhatIsNotThereIsRefused() {
        let order = makeSandwichBarOrder()
        order.add(amount: 2, of: OrderMocks.hamSandwich)
        expectOrderRefusal(order, "remove", "Cannot remove 'Water': it is not in the order.") { order.remove(amount: 1, of: OrderMocks.water) }
        expectOrderRefusal(order, "remove", "Cannot remove 3 × 'Ham sandwich': the order has only 2.") {
            order.remove(amount: 3, of: OrderMocks.hamSandwich)
        }
        expectOrderRefusal(order, "remove", "Cannot remove 0 × 'Ham sandwich': the amount must be at least 1.") {
            order.remove(amount: 0, of: OrderMocks.hamSandwich)
        }
        expectOrderRefusal(order, "remove", "Cannot remove 'Margherita': it is not in the order.") {
            order.remove(amount: 1, of: OrderMocks.margherita)
        }
    }

    @Test func deletingRemovesTheWholeLine() {
        let order = makeSandwichBarOrder()
        order.add(amount: 5, of: OrderMocks.hamSandwich)
        order.add(amount: 1, of: OrderMocks.water)
        #expect(order.delete(product: OrderMocks.hamSandwich))
        #expect(order.lines == [OrderLine(product: OrderMocks.water, amount: 1)])
        expectOrderRefusal(order, "delete", "Cannot delete 'Ham sandwich': it is not in the order.") {
            order.delete(product: OrderMocks.hamSandwich)
        }
    }

    @Test func theAddressCanBeSetAndChangedWhileOpen() throws {
        let order = makeSandwichBarOrder()
        #expect(order.setAddress(OrderMocks.address))
        #expect(order.address == .set(OrderMocks.address))
        let office = try Address(street: "Office Road 9", city: "Osaka")
        #expect(order.setAddress(office))
        #expect(order.address.address == office)
        #expect(order.removeAddress())
        #expect(order.address == .none)
        #expect(order.history.last?.action == "removeAddress")
    }

    @Test(arguments: OrderStep.allCases.filter { $0 != .open })
    func editingIsRefusedUnlessOpen(step: OrderStep) throws {
        let order = makeSandwichBarOrder(at: step)
        let state = step.rawValue
        expectOrderRefusal(order, "add", "Cannot add products: the order is \(state), not open.") {
            order.add(amount: 1, of: OrderMocks.water)
        }
        expectOrderRefusal(order, "add", "Cannot add products: the order is \(state), not open.") {
            order.add(amount: 1, of: OrderMocks.margherita)
        }
        expectOrderRefusal(order, "remove", "Cannot remove products: the order is \(state), not open.") {
            order.remove(amount: 1, of: OrderMocks.hamSandwich)
        }
        expectOrderRefusal(order, "delete", "Cannot delete a line: the order is \(state), not open.") {
            order.delete(product: OrderMocks.hamSandwich)
        }
        let office = try Address(street: "Office Road 9", city: "Osaka")
        expectOrderRefusal(order, "setAddress", "Cannot change the address: the order is \(state), not open.") { order.setAddress(office) }
        expectOrderRefusal(order, "removeAddress", "Cannot remove the address: the order is \(state), not open.") { order.removeAddress() }
        #expect(!order.canEditOrder)
    }
}

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
        expectOrderRefusal(order, "startPaying", "Cannot start paying: the order is paying, not open.") { order.startPaying() }
    }

    @Test func payingNeedsProducts() {
        let order = makeSandwichBarOrder()
        order.setAddress(OrderMocks.address)
        expectOrderRefusal(order, "startPaying", "Cannot start paying: the order has no products.") { order.startPaying() }
    }

    @Test func payingNeedsTheMinimumOrderValue() {
        let order = makeSandwichBarOrder()
        order.setAddress(OrderMocks.address)
        order.add(amount: 2, of: OrderMocks.hamSandwich)
        order.add(amount: 1, of: OrderMocks.water)
        order.add(amount: 1, of: OrderMocks.cookie)
        #expect(order.total == Money(cents: 999))
        #expect(order.amountBelowMinimum == Money(cents: 1))
        expectOrderRefusal(order, "startPaying", "Cannot start paying: the total €9.99 is below the minimum of €10.00.") { order.startPaying() }
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
        expectOrderRefusal(order, "startPaying", "Cannot start paying: the order has no delivery address.") { order.startPaying() }
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
        expectOrderRefusal(order, "paymentFailed", "Cannot record a failed payment without a reason.") { order.paymentFailed(reason: " \n") }
    }

    @Test(arguments: OrderStep.allCases.filter { $0 != .paying })
    func paymentResultsAreRefusedUnlessPaying(step: OrderStep) {
        let order = makeSandwichBarOrder(at: step, filled: true)
        expectOrderRefusal(order, "paymentFailed", "Cannot record a failed payment: the order is \(step), not paying.") {
            order.paymentFailed(reason: "Declined")
        }
        expectOrderRefusal(order, "paymentSucceeded", "Cannot record a payment: the order is \(step), not paying.") {
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
        expectOrderRefusal(order, "confirm", "Cannot confirm: the order is \(step), not paid.") {
            order.confirm(estimatedDelivery: clock.now + 60)
        }
    }

    @Test func estimatesMustLieAhead() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: .paid, clock: clock)
        let now = clock.now
        expectOrderRefusal(
            order, "confirm",
            "Cannot confirm with an estimated delivery of 2026-03-14T15:09:28Z: it is not later than now, 2026-03-14T15:09:28Z."
        ) { order.confirm(estimatedDelivery: now) }
        #expect(order.confirm(estimatedDelivery: now + 1))
        expectOrderRefusal(
            order, "startDelivery",
            "Cannot start the delivery with an estimated delivery of 2026-03-14T15:08:28Z: it is not later than now, 2026-03-14T15:09:28Z."
        ) { order.startDelivery(estimatedDelivery: now - 60) }
        expectOrderRefusal(
            order, "updateEstimatedDelivery",
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
        expectOrderRefusal(order, "startDelivery", "Cannot start the delivery: the order is \(step), not confirmed.") {
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
            order, "updateEstimatedDelivery",
            "Cannot update the estimated delivery: the order is \(step), not confirmed or delivering."
        ) { order.updateEstimatedDelivery(clock.now + 60) }
    }

    @Test func theFoodArrives() {
        let clock = OrderTestClock()
        let order = makeSandwichBarOrder(at: .delivering, clock: clock)
        let started = clock.now
        expectOrderRefusal(
            order, "markDelivered",
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
        expectOrderRefusal(order, "markDelivered", "Cannot mark the order delivered: the order is \(step), not delivering.") {
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
            "initial", "add", "add refused: Cannot add 'Margherita': Sandwich Bar does not sell it.", "remove",
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

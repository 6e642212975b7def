import Foundation
import StateFlow
import Testing
import TextRendering
import TextUI
@testable import Showcase

/// A router on the sample restaurants, with its navigation controller in a window (so that
/// screens appear), at the reference date.
private final class OrderFlow {
    let environment = OrderEnvironment.sample(now: Showcase.referenceDate)
    let router: OrderRouter
    let window: Window

    init() {
        router = OrderRouter(environment: environment)
        window = Window(rootViewController: router.makeNavigationController(), size: Size(width: 80, height: 23))
    }

    var ichiraku: Restaurant { environment.restaurants[1] }
    var shoyu: Product { ichiraku.products[0] }
    var gyoza: Product { ichiraku.products[2] }

    /// A new order at Ichiraku, on the edit screen.
    func startOrder() -> Order {
        let order = environment.makeOrder(from: ichiraku)
        router.go(to: .editOrder(order))
        return order
    }

    var editScreen: EditOrderViewController? { router.navigationController?.topViewController as? EditOrderViewController }
    var confirmationScreen: ConfirmationViewController? { router.navigationController?.topViewController as? ConfirmationViewController }
    var statusScreen: OrderStatusViewController? { router.navigationController?.topViewController as? OrderStatusViewController }

    /// Lets `seconds` pass one at a time, as the app's clock does.
    func wait(seconds: Int) {
        for _ in 0..<seconds { environment.scheduler.advance(to: environment.scheduler.now + 1) }
    }
}

@Suite("Order view models and router")
struct OrderViewModelTests {
    @Test func theRestaurantListShowsEachRestaurantAndStartsAnOrder() throws {
        let flow = OrderFlow()
        let screen = try #require(flow.router.navigationController?.topViewController as? SelectRestaurantViewController)
        #expect(screen.viewModel.rows.map(\.name) == ["The Daily Crumb", "Ramen Ichiraku 一楽", "Pizzeria Vesuvio 🍕"])
        #expect(screen.viewModel.rows[1] == RestaurantRowViewModel(restaurant: flow.ichiraku))
        #expect(screen.viewModel.rows[1].formattedMinimumOrderValue == "min. €15.00")
        #expect(screen.viewModel.rows[1].dishes == "5 dishes")
        screen.viewModel.selectRestaurant(at: 7)
        #expect(flow.router.currentRoute == .restaurants, "no restaurant at row 7: nothing happens")
        screen.viewModel.selectRestaurant(at: 1)
        let order = try #require(flow.editScreen?.viewModel.order)
        #expect(order.restaurant == flow.ichiraku)
        #expect(order.state == .open && order.lines.isEmpty)
        #expect(flow.router.currentRoute == .editOrder(order))
    }

    @Test func theEditScreenFormatsTheOrder() throws {
        let flow = OrderFlow()
        let order = flow.startOrder()
        let viewModel = try #require(flow.editScreen?.viewModel)
        #expect(viewModel.restaurantName == "Ramen Ichiraku 一楽")
        #expect(!viewModel.showsAddedProducts)
        #expect(!viewModel.showsOrderTotal)
        #expect(!viewModel.canSubmitOrder)
        #expect(viewModel.formattedTotal == "€0.00")
        #expect(viewModel.formattedMinimumOrderValue == "€15.00")
        #expect(viewModel.missingAmountMessage == "The minimum order is €15.00.")
        #expect(viewModel.menuItems.map(\.formattedPrice) == ["€11.50", "€12.00", "€5.50", "€6.50", "€4.00"])

        #expect(viewModel.menuItems[0].add())
        #expect(viewModel.showsAddedProducts && viewModel.showsOrderTotal)
        #expect(viewModel.formattedTotal == "€11.50")
        #expect(viewModel.missingAmountMessage == "Add €3.50 more to reach the minimum of €15.00.")
        #expect(!viewModel.canSubmitOrder)
        #expect(viewModel.menuItems[0].amountInOrder == "×1")
        #expect(viewModel.menuItems[1].amountInOrder == "")

        order.add(amount: 1, of: flow.gyoza)
        #expect(viewModel.formattedTotal == "€17.00")
        #expect(viewModel.missingAmountMessage == nil)
        #expect(viewModel.canSubmitOrder)
    }

    @Test func linesFollowTheOrderWhoeverChangesIt() throws {
        let flow = OrderFlow()
        let order = flow.startOrder()
        let viewModel = try #require(flow.editScreen?.viewModel)
        var changes = 0
        let previous = viewModel.onChange
        viewModel.onChange = { changes += 1; previous?() }

        // The menu row adds; the edit screen's view model hears it from the order, not from the row.
        viewModel.menuItems[0].add()
        viewModel.menuItems[0].add()
        #expect(changes == 2)
        let line = try #require(viewModel.addedProducts.first)
        #expect(line.amount == "2")
        #expect(line.productName == "醤油ラーメン Sho\u{304}yu")
        #expect(line.formattedPrice == "€11.50")
        #expect(line.formattedTotalPrice == "€23.00")

        // A line's own view model acts on the order too.
        #expect(line.remove())
        #expect(viewModel.addedProducts.map(\.amount) == ["1"])
        #expect(viewModel.addedProducts[0].add())
        #expect(viewModel.addedProducts[0].delete())
        #expect(viewModel.addedProducts.isEmpty)
        #expect(order.lines.isEmpty)
        #expect(changes == 5)
    }

    @Test func refusalsShowUntilTheNextAcceptedChange() throws {
        let flow = OrderFlow()
        let order = flow.startOrder()
        let viewModel = try #require(flow.editScreen?.viewModel)
        viewModel.addProductFromAnotherRestaurant()
        #expect(viewModel.message == "Cannot add 'Margherita': Ramen Ichiraku 一楽 does not sell it.")
        #expect(order.rejections.map(\.code) == ["notSold"], "the order keeps the code; the view model writes the sentence")
        #expect(order.rejections.last?.values == ["product": "Margherita", "restaurant": "Ramen Ichiraku 一楽"])
        #expect(viewModel.menuItems[0].remove() == false)
        #expect(viewModel.message == "Cannot remove '醤油ラーメン Sho\u{304}yu': it is not in the order.")
        viewModel.menuItems[0].add()
        #expect(viewModel.message == nil)
    }

    @Test func continuingNeedsTheMinimum() throws {
        let flow = OrderFlow()
        let order = flow.startOrder()
        let viewModel = try #require(flow.editScreen?.viewModel)
        viewModel.confirmOrder()
        #expect(viewModel.message == "Cannot continue: the order is empty.")
        order.add(amount: 1, of: flow.shoyu)
        viewModel.confirmOrder()
        #expect(viewModel.message == "Cannot continue: add €3.50 more to reach the minimum of €15.00.")
        #expect(flow.router.currentRoute == .editOrder(order))
        order.add(amount: 1, of: flow.gyoza)
        viewModel.confirmOrder()
        #expect(flow.router.currentRoute == .confirmation(order))
        flow.router.goBack()
        #expect(flow.router.currentRoute == .editOrder(order))
        #expect(flow.editScreen?.viewModel === viewModel, "back to the same screen")
    }

    /// An order from the flow at Ichiraku, filled above the minimum, on the confirmation screen.
    private func confirmation(_ flow: OrderFlow) throws -> (Order, ConfirmationViewModel) {
        let order = flow.startOrder()
        order.add(amount: 2, of: flow.shoyu)
        flow.editScreen?.viewModel.confirmOrder()
        return (order, try #require(flow.confirmationScreen?.viewModel))
    }

    @Test func theConfirmationSummarisesTheOrder() throws {
        let flow = OrderFlow()
        let (order, viewModel) = try confirmation(flow)
        order.add(amount: 1, of: flow.gyoza)
        #expect(viewModel.restaurantName == "Ramen Ichiraku 一楽")
        #expect(viewModel.summaryLines == [
            OrderSummaryLine(text: "2 × 醤油ラーメン Sho\u{304}yu", formattedTotal: "€23.00"),
            OrderSummaryLine(text: "1 × 餃子 Gyo\u{304}za", formattedTotal: "€5.50"),
        ])
        #expect(viewModel.formattedTotal == "€28.50")
        #expect(viewModel.payButtonTitle == "Pay €28.50")
        #expect(viewModel.canEdit && !viewModel.isPaying && viewModel.canGoBack)
        #expect(viewModel.street.isEmpty && viewModel.city.isEmpty)
    }

    @Test func payingWithoutAnAddressIsRefusedByTheOrder() throws {
        let flow = OrderFlow()
        let (order, viewModel) = try confirmation(flow)
        viewModel.pay()
        #expect(viewModel.message == "Cannot start paying: the order has no delivery address.")
        #expect(order.state == .open)
        viewModel.street = "Main Street 1"
        viewModel.pay()
        #expect(viewModel.message == "An address needs a city.")
        #expect(order.address == .none, "a half-typed address stays on the screen")
    }

    @Test func payingPutsTheAddressInTheOrderAndTheProviderAnswersLater() throws {
        let flow = OrderFlow()
        let (order, viewModel) = try confirmation(flow)
        viewModel.street = " Main Street 1 "
        viewModel.city = "Tokyo"
        viewModel.pay()
        #expect(order.address.address?.description == "Main Street 1, Tokyo")
        #expect(order.state == .paying)
        #expect(viewModel.isPaying && !viewModel.canEdit && !viewModel.canGoBack)
        viewModel.goBack()
        #expect(viewModel.message == "The order is locked while paying; wait for the payment provider.")
        #expect(flow.router.currentRoute == .confirmation(order))
        flow.wait(seconds: 1)
        #expect(order.state == .paid)
        #expect(flow.router.currentRoute == .status(order), "paid: the confirmation asked the router for the status")
        #expect(flow.router.navigationController?.viewControllers.count == 1, "nothing to go back to")
    }

    @Test func clearedFieldsClearTheOrdersAddressAndPayingIsRefused() throws {
        let flow = OrderFlow()
        let order = flow.startOrder()
        order.add(amount: 2, of: flow.shoyu)
        order.setAddress(try Address(street: "Main Street 1", city: "Tokyo"))
        flow.editScreen?.viewModel.confirmOrder()
        let viewModel = try #require(flow.confirmationScreen?.viewModel)
        #expect(viewModel.street == "Main Street 1" && viewModel.city == "Tokyo", "the fields start from the order's address")

        viewModel.street = " "
        viewModel.city = ""
        viewModel.pay()
        #expect(viewModel.message == "Cannot start paying: the order has no delivery address.")
        #expect(order.rejections.last?.code == "noAddress", "the order refused, and logged it")
        #expect(order.state == .open)
        #expect(order.address == .none, "the order's address follows the fields")

        viewModel.street = "Side Street 2"
        viewModel.city = "Osaka"
        viewModel.pay()
        #expect(order.address.address?.description == "Side Street 2, Osaka")
        #expect(order.state == .paying)
    }

    @Test func aHalfTypedAddressIsRefusedAndNothingIsPaid() throws {
        let flow = OrderFlow()
        let order = flow.startOrder()
        order.add(amount: 2, of: flow.shoyu)
        order.setAddress(try Address(street: "Main Street 1", city: "Tokyo"))
        flow.editScreen?.viewModel.confirmOrder()
        let viewModel = try #require(flow.confirmationScreen?.viewModel)
        viewModel.street = ""
        viewModel.city = "Osaka"
        viewModel.pay()
        #expect(viewModel.message == "An address needs a street.")
        #expect(order.state == .open)
        #expect(!flow.environment.scheduler.hasPendingWork, "nothing went to the payment provider")
    }

    @Test func aDeclinedCardOpensTheOrderAgain() throws {
        let flow = OrderFlow()
        let (order, viewModel) = try confirmation(flow)
        viewModel.street = "Main Street 1"
        viewModel.city = "Tokyo"
        viewModel.declinesCard = true
        viewModel.pay()
        #expect(viewModel.paymentFailureMessage == nil)
        flow.wait(seconds: 1)
        #expect(order.state == .open)
        #expect(viewModel.paymentFailureMessage == "Payment failed: The card was declined. Check the card and pay again.")
        #expect(viewModel.canEdit)
        #expect(flow.router.currentRoute == .confirmation(order))
        viewModel.declinesCard = false
        viewModel.pay()
        #expect(viewModel.paymentFailureMessage == nil)
        flow.wait(seconds: 1)
        #expect(flow.router.currentRoute == .status(order))
    }

    @Test func theStatusFollowsTheRestaurantAndTheCourier() throws {
        let flow = OrderFlow()
        let (_, confirmationModel) = try confirmation(flow)
        confirmationModel.street = "Main Street 1"
        confirmationModel.city = "Tokyo"
        confirmationModel.pay()
        flow.wait(seconds: 1)
        let viewModel = try #require(flow.statusScreen?.viewModel)
        func steps() -> [String] {
            viewModel.steps.map { step in
                "\(step.progress) \(step.title) \(step.time ?? "-")" + (step.detail.map { " (\($0))" } ?? "")
            }
        }
        #expect(viewModel.restaurantName == "Ramen Ichiraku 一楽")
        #expect(viewModel.summary == "€23.00 to Main Street 1, Tokyo")
        #expect(steps() == ["✓ Ordered 15:09:26", "● Paid 15:09:27", "○ Confirmed -", "○ On its way -", "○ Delivered -"])
        #expect(viewModel.headline == "Paid. Waiting for Ramen Ichiraku 一楽 to confirm…")
        #expect(!viewModel.canStartNewOrder)
        viewModel.startNewOrder()
        #expect(flow.router.currentRoute == .status(viewModel.order), "not before the order is delivered")

        flow.wait(seconds: 2)
        #expect(viewModel.headline == "Ramen Ichiraku 一楽 is cooking. Delivery around 15:44.")
        flow.wait(seconds: 2)
        #expect(steps() == [
            "✓ Ordered 15:09:26", "✓ Paid 15:09:27", "✓ Confirmed 15:09:29 (first estimated 15:44)",
            "● On its way 15:09:31 (delivery around 15:39)", "○ Delivered -",
        ])
        #expect(viewModel.headline == "The courier is on the way. Delivery around 15:39.")
        flow.wait(seconds: 2)
        #expect(steps().last == "✓ Delivered 15:09:33")
        #expect(viewModel.headline == "Delivered at 15:09:33. Enjoy your meal!")
        #expect(viewModel.canStartNewOrder)
        viewModel.startNewOrder()
        #expect(flow.router.currentRoute == .restaurants)
    }

    /// Pays for two ramen at Ichiraku to Main Street 1 (the provider answers a second later)
    /// and returns the status screen's view model once paid.
    private func paidOrder(_ flow: OrderFlow) throws -> (Order, OrderStatusViewModel) {
        let (order, confirmationModel) = try confirmation(flow)
        confirmationModel.street = "Main Street 1"
        confirmationModel.city = "Tokyo"
        confirmationModel.pay()
        flow.wait(seconds: 1)
        return (order, try #require(flow.statusScreen?.viewModel))
    }

    private func describe(_ steps: [OrderStatusViewModel.Step]) -> [String] {
        steps.map { step in "\(step.progress) \(step.title) \(step.time ?? "-")" + (step.detail.map { " (\($0))" } ?? "") }
    }

    @Test func theCurrentStepShowsTheLatestEstimate() throws {
        let flow = OrderFlow()
        let (order, viewModel) = try paidOrder(flow)
        flow.wait(seconds: 2)
        #expect(describe(viewModel.steps)[2] == "● Confirmed 15:09:29 (delivery around 15:44)")
        #expect(order.updateEstimatedDelivery(flow.environment.scheduler.now + 60 * 60))
        #expect(viewModel.headline == "Ramen Ichiraku 一楽 is cooking. Delivery around 16:09.")
        #expect(describe(viewModel.steps)[2] == "● Confirmed 15:09:29 (delivery around 16:09)")

        flow.wait(seconds: 2)
        #expect(order.updateEstimatedDelivery(flow.environment.scheduler.now + 45 * 60))
        #expect(viewModel.headline == "The courier is on the way. Delivery around 15:54.")
        #expect(describe(viewModel.steps) == [
            "✓ Ordered 15:09:26", "✓ Paid 15:09:27", "✓ Confirmed 15:09:29 (first estimated 15:44)",
            "● On its way 15:09:31 (delivery around 15:54)", "○ Delivered -",
        ])
    }

    @Test func orderedIsWhenTheOrderWasFirstPlaced() throws {
        let flow = OrderFlow()
        let (_, viewModel) = try confirmation(flow)
        viewModel.street = "Main Street 1"
        viewModel.city = "Tokyo"
        viewModel.declinesCard = true
        viewModel.pay()
        flow.wait(seconds: 2)
        viewModel.declinesCard = false
        viewModel.pay()
        flow.wait(seconds: 1)
        let status = try #require(flow.statusScreen?.viewModel)
        #expect(describe(status.steps) == ["✓ Ordered 15:09:26", "● Paid 15:09:29", "○ Confirmed -", "○ On its way -", "○ Delivered -"])
    }

    @Test func theSimulationKeepsToItsTimetable() {
        let scheduler = Scheduler(now: Showcase.referenceDate)
        let simulation = OrderSimulation(scheduler: scheduler)
        let clock = { scheduler.now }
        let order = Order(restaurant: OrderMocks.sandwichBar, clock: clock)
        order.add(amount: 3, of: OrderMocks.hamSandwich)
        order.setAddress(OrderMocks.address)
        order.startPaying()
        simulation.processPayment(for: order, cardDeclined: false)
        var states: [String] = []
        for second in 1...8 {
            scheduler.advance(to: Showcase.referenceDate + TimeInterval(second))
            states.append(order.state.name)
        }
        #expect(states == ["paid", "paid", "confirmed", "confirmed", "delivering", "delivering", "delivered", "delivered"])
        #expect(order.timeline.compactMap(\.state.estimatedDelivery) == [
            Showcase.referenceDate + 3 + 35 * 60, Showcase.referenceDate + 5 + 30 * 60,
        ])
        #expect(!scheduler.hasPendingWork)
    }

    @Test func aMessageAtTheWrongTimeIsRefusedAndLogged() {
        let scheduler = Scheduler(now: Showcase.referenceDate)
        let simulation = OrderSimulation(scheduler: scheduler)
        let order = Order(restaurant: OrderMocks.sandwichBar, clock: { scheduler.now })
        // A payment answer for an order that never started paying.
        simulation.processPayment(for: order, cardDeclined: false)
        scheduler.advance(to: Showcase.referenceDate + 1)
        #expect(order.state == .open)
        #expect(order.rejections.map(\.code) == ["wrongState"])
        #expect(order.rejections.last?.action == "paymentSucceeded")
        #expect(order.rejections.last?.values == ["state": "open", "expected": "paying"])
        #expect(!scheduler.hasPendingWork, "no restaurant for an unpaid order")
    }
}

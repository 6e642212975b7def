import Foundation
import StateFlow
import Testing
@testable import Showcase

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
        expectOrderRefusal(
            order, "add", .notSold, values: ["product": "Margherita", "restaurant": "Sandwich Bar"],
            "Cannot add 'Margherita': Sandwich Bar does not sell it."
        ) {
            order.add(amount: 1, of: OrderMocks.margherita)
        }
        #expect(order.lines.isEmpty)
        #expect(order.rejections.map(\.code) == ["notSold"])
        #expect(order.errors == ["notSold [product: Margherita, restaurant: Sandwich Bar]"], "the error log holds the technical form")
    }

    @Test func aProductWithAStalePriceIsRefused() {
        let order = makeSandwichBarOrder()
        var stale = OrderMocks.hamSandwich
        stale.price = Money(cents: 1)
        expectOrderRefusal(order, "add", .notSold, "Cannot add 'Ham sandwich': Sandwich Bar does not sell it.") {
            order.add(amount: 1, of: stale)
        }
    }

    @Test(arguments: [0, -1, 100])
    func amountsOutsideOneToNinetyNineAreRefused(amount: Int) {
        let order = makeSandwichBarOrder()
        expectOrderRefusal(
            order, "add", .amountOutOfRange, values: ["amount": "\(amount)", "product": "Water", "maximum": "99"],
            "Cannot add \(amount) × 'Water': the amount must be from 1 to 99."
        ) {
            order.add(amount: amount, of: OrderMocks.water)
        }
    }

    @Test func aLineHoldsOneToNinetyNine() {
        let order = makeSandwichBarOrder()
        #expect(order.add(amount: 1, of: OrderMocks.water))
        #expect(order.add(amount: 99, of: OrderMocks.cookie))
        #expect(order.add(amount: 97, of: OrderMocks.water))
        #expect(order.lines.map(\.amount) == [98, 99])
        expectOrderRefusal(
            order, "add", .lineTooLarge, values: ["amount": "2", "product": "Water", "total": "100", "maximum": "99"],
            "Cannot add 2 × 'Water': the line would hold 100, more than 99."
        ) {
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
        expectOrderRefusal(order, "remove", .notInOrder, values: ["product": "Water"], "Cannot remove 'Water': it is not in the order.") {
            order.remove(amount: 1, of: OrderMocks.water)
        }
        expectOrderRefusal(
            order, "remove", .moreThanOrdered, values: ["amount": "3", "product": "Ham sandwich", "ordered": "2"],
            "Cannot remove 3 × 'Ham sandwich': the order has only 2."
        ) {
            order.remove(amount: 3, of: OrderMocks.hamSandwich)
        }
        expectOrderRefusal(
            order, "remove", .amountTooSmall, values: ["amount": "0", "product": "Ham sandwich"],
            "Cannot remove 0 × 'Ham sandwich': the amount must be at least 1."
        ) {
            order.remove(amount: 0, of: OrderMocks.hamSandwich)
        }
        expectOrderRefusal(order, "remove", .notInOrder, "Cannot remove 'Margherita': it is not in the order.") {
            order.remove(amount: 1, of: OrderMocks.margherita)
        }
    }

    @Test func deletingRemovesTheWholeLine() {
        let order = makeSandwichBarOrder()
        order.add(amount: 5, of: OrderMocks.hamSandwich)
        order.add(amount: 1, of: OrderMocks.water)
        #expect(order.delete(product: OrderMocks.hamSandwich))
        #expect(order.lines == [OrderLine(product: OrderMocks.water, amount: 1)])
        expectOrderRefusal(order, "delete", .notInOrder, "Cannot delete 'Ham sandwich': it is not in the order.") {
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
        expectOrderRefusal(
            order, "add", .wrongState, values: ["state": state, "expected": "open"], "Cannot add products: the order is \(state), not open."
        ) {
            order.add(amount: 1, of: OrderMocks.water)
        }
        expectOrderRefusal(order, "add", .wrongState, "Cannot add products: the order is \(state), not open.") {
            order.add(amount: 1, of: OrderMocks.margherita)
        }
        expectOrderRefusal(order, "remove", .wrongState, "Cannot remove products: the order is \(state), not open.") {
            order.remove(amount: 1, of: OrderMocks.hamSandwich)
        }
        expectOrderRefusal(order, "delete", .wrongState, "Cannot delete a line: the order is \(state), not open.") {
            order.delete(product: OrderMocks.hamSandwich)
        }
        let office = try Address(street: "Office Road 9", city: "Osaka")
        expectOrderRefusal(order, "setAddress", .wrongState, "Cannot change the address: the order is \(state), not open.") {
            order.setAddress(office)
        }
        expectOrderRefusal(order, "removeAddress", .wrongState, "Cannot remove the address: the order is \(state), not open.") {
            order.removeAddress()
        }
        #expect(!order.canEditOrder)
    }
}

import StateFlow
import Testing
@testable import Showcase

/// A refusal of an order's action, and the sentence customers read for it.
struct OrderRefusalCase: Sendable, CustomTestStringConvertible {
    let action: String
    let code: OrderRefusal
    let values: [String: String]
    let sentence: String

    var testDescription: String { "\(action): \(code.rawValue)" }

    /// The rejection as the order's store records it: with the action's name.
    var rejection: Rejection? { OrderRefusalCase.recorded(action, code.rejection(values)) }

    /// `rejection` thrown in an update named `action`, as the store records it.
    static func recorded(_ action: String, _ rejection: Rejection) -> Rejection? {
        let store = Store(0)
        store.update(action) { _ in throw rejection }
        return store.rejections.last
    }

    /// One case per code (and the two-state `wrongState` of a new estimate), with the sentence
    /// the order wrote itself before refusals became codes.
    static let all: [OrderRefusalCase] = [
        OrderRefusalCase(
            action: "add", code: .wrongState, values: ["state": "paying", "expected": "open"],
            sentence: "Cannot add products: the order is paying, not open."),
        OrderRefusalCase(
            action: "updateEstimatedDelivery", code: .wrongState, values: ["state": "paid", "expected": "confirmed,delivering"],
            sentence: "Cannot update the estimated delivery: the order is paid, not confirmed or delivering."),
        OrderRefusalCase(
            action: "add", code: .notSold, values: ["product": "Margherita", "restaurant": "Ramen Ichiraku 一楽"],
            sentence: "Cannot add 'Margherita': Ramen Ichiraku 一楽 does not sell it."),
        OrderRefusalCase(
            action: "add", code: .amountOutOfRange, values: ["amount": "100", "product": "Water", "maximum": "99"],
            sentence: "Cannot add 100 × 'Water': the amount must be from 1 to 99."),
        OrderRefusalCase(
            action: "add", code: .lineTooLarge, values: ["amount": "2", "product": "Water", "total": "100", "maximum": "99"],
            sentence: "Cannot add 2 × 'Water': the line would hold 100, more than 99."),
        OrderRefusalCase(
            action: "delete", code: .notInOrder, values: ["product": "Ham sandwich"],
            sentence: "Cannot delete 'Ham sandwich': it is not in the order."),
        OrderRefusalCase(
            action: "remove", code: .amountTooSmall, values: ["amount": "0", "product": "Ham sandwich"],
            sentence: "Cannot remove 0 × 'Ham sandwich': the amount must be at least 1."),
        OrderRefusalCase(
            action: "remove", code: .moreThanOrdered, values: ["amount": "3", "product": "Ham sandwich", "ordered": "2"],
            sentence: "Cannot remove 3 × 'Ham sandwich': the order has only 2."),
        OrderRefusalCase(
            action: "startPaying", code: .noProducts, values: [:], sentence: "Cannot start paying: the order has no products."),
        OrderRefusalCase(
            action: "startPaying", code: .belowMinimum, values: ["total": "€9.99", "minimum": "€10.00"],
            sentence: "Cannot start paying: the total €9.99 is below the minimum of €10.00."),
        OrderRefusalCase(
            action: "startPaying", code: .noAddress, values: [:], sentence: "Cannot start paying: the order has no delivery address."),
        OrderRefusalCase(
            action: "paymentFailed", code: .noFailureReason, values: [:], sentence: "Cannot record a failed payment without a reason."),
        OrderRefusalCase(
            action: "startDelivery", code: .estimateNotLater, values: ["estimate": "2026-03-14T15:08:28Z", "now": "2026-03-14T15:09:28Z"],
            sentence: "Cannot start the delivery with an estimated delivery of 2026-03-14T15:08:28Z: it is not later than now, 2026-03-14T15:09:28Z."),
        OrderRefusalCase(
            action: "markDelivered", code: .deliveredBeforeStart,
            values: ["delivered": "2026-03-14T15:09:29Z", "started": "2026-03-14T15:09:30Z"],
            sentence: "Cannot mark the order delivered at 2026-03-14T15:09:29Z: the delivery started later, at 2026-03-14T15:09:30Z."),
    ]
}

@Suite("Order view models: refusal sentences")
struct OrderRefusalTextTests {
    @Test(arguments: OrderRefusalCase.all)
    func everyCodeTurnsIntoItsSentence(refusal: OrderRefusalCase) throws {
        let rejection = try #require(refusal.rejection)
        #expect(rejection.code == refusal.code.rawValue && rejection.action == refusal.action)
        #expect(OrderRefusalText.sentence(for: rejection) == refusal.sentence)
    }

    @Test func theCasesCoverEveryCode() {
        #expect(Set(OrderRefusalCase.all.map(\.code)) == Set(OrderRefusal.allCases))
    }

    @Test func aRefusalTheTextDoesNotKnowShowsItsMessage() throws {
        let unknown = try #require(OrderRefusalCase.recorded("add", Rejection(code: "outOfStock", values: ["product": "Water"])))
        #expect(OrderRefusalText.sentence(for: unknown) == "outOfStock [product: Water]")
        let sentence = try #require(OrderRefusalCase.recorded("add", Rejection("The kitchen is closed.")))
        #expect(OrderRefusalText.sentence(for: sentence) == "The kitchen is closed.")
        let missingValue = try #require(OrderRefusalCase.recorded("add", OrderRefusal.notSold.rejection(["product": "Water"])))
        #expect(OrderRefusalText.sentence(for: missingValue) == "notSold [product: Water]")
        let unknownAction = try #require(OrderRefusalCase.recorded("cancel", Self.wrongState))
        #expect(OrderRefusalText.sentence(for: unknownAction) == "wrongState [expected: open, state: paid]")
        let notADate = try #require(OrderRefusalCase.recorded(
            "confirm", OrderRefusal.estimateNotLater.rejection(["estimate": "soon", "now": "2026-03-14T15:09:28Z"])))
        #expect(OrderRefusalText.sentence(for: notADate) == "estimateNotLater [estimate: soon, now: 2026-03-14T15:09:28Z]")
    }

    @Test func aRulesRefusalShowsItsMessage() {
        let store = Store(OrderRecord(restaurantID: "bar", createdAt: OrderMocks.start), rules: Order.rules(for: OrderMocks.sandwichBar))
        #expect(!store.update("pay") { $0.state = .paid })
        let rejection = store.rejections.last
        #expect(rejection?.rule == "locked while paying" && rejection?.code == nil)
        #expect(rejection.map(OrderRefusalText.sentence(for:)) == rejection?.message)
    }

    private static let wrongState = OrderRefusal.wrongState.rejection(["state": "paid", "expected": "open"])
}

import StateFlow

/// The confirmation screen's view model: the summary, the address being typed, the
/// simulated card, and paying.
///
/// The address fields start from the order's address and are the screen's own state until
/// Pay: only then does the order's address follow them (`setAddress`, or `removeAddress` when
/// both are blank, which the order then refuses to pay), so that leaving the screen half-typed
/// changes nothing, and what is paid for is always the address on the screen.
///
/// ```swift
/// let viewModel = ConfirmationViewModel(order: order, router: router, simulation: simulation)
/// viewModel.street = "Main Street 1"
/// viewModel.city = "Tokyo"
/// viewModel.pay()             // the order is paying, to Main Street 1, Tokyo
/// ```
package final class ConfirmationViewModel {
    /// The order being paid.
    package let order: Order
    /// The street as typed.
    package var street: String
    /// The city as typed.
    package var city: String
    /// Whether the simulated payment provider will decline the card.
    package var declinesCard = false
    /// The last refusal (by the order, or of an address), until the next accepted change.
    package private(set) var message: String?
    /// Called after the order changed or a message came or went.
    package var onChange: (() -> Void)?

    private let router: OrderRouter
    private let simulation: OrderSimulation
    private var observation: OrderObservation?

    /// Creates the view model of `order`; the fields start with the order's address.
    package init(order: Order, router: OrderRouter, simulation: OrderSimulation) {
        self.order = order
        self.router = router
        self.simulation = simulation
        street = order.address.address?.street ?? ""
        city = order.address.address?.city ?? ""
        observation = order.observe { [weak self] change in self?.orderDidChange(change) }
    }

    private func orderDidChange(_ change: OrderChange) {
        if let rejection = change.rejection {
            message = OrderRefusalText.sentence(for: rejection)
        } else if !change.isInitial {
            message = nil
        }
        if case .paid = order.state {
            router.go(to: .status(order))
        }
        onChange?()
    }

    // MARK: - What the screen shows

    /// The restaurant's name.
    package var restaurantName: String { order.restaurant.name }
    /// The order's lines, as text.
    package var summaryLines: [OrderSummaryLine] {
        order.lines.map(OrderSummaryLine.init)
    }
    /// `€28.50`.
    package var formattedTotal: String { order.total.description }
    /// `Pay €28.50`.
    package var payButtonTitle: String { "Pay \(formattedTotal)" }
    /// Whether the payment provider is at work: the order is locked.
    package var isPaying: Bool { order.state == .paying }
    /// Whether the address and the card can be changed.
    package var canEdit: Bool { order.canEditOrder }
    /// Why the last payment failed, for the customer.
    package var paymentFailureMessage: String? {
        order.paymentFailure.map { "Payment failed: \($0) Check the card and pay again." }
    }
    /// Whether the screen may be left: not while paying.
    package var canGoBack: Bool { !isPaying }

    // MARK: - Actions

    /// Makes the order's address what the fields say and starts paying; the simulated
    /// provider answers later. Refusals land in `message`: a half-typed address is refused
    /// here, and blank fields leave the order without an address, which the order refuses to
    /// pay (shown as the sentence `OrderRefusalText` writes for the refusal).
    package func pay() {
        if street.trimmingWhitespace().isEmpty && city.trimmingWhitespace().isEmpty {
            if order.address != .none, !order.removeAddress() { return }
        } else {
            do {
                let address = try Address(street: street, city: city)
                if order.address.address != address, !order.setAddress(address) { return }
            } catch {
                message = error.message
                onChange?()
                return
            }
        }
        if order.startPaying() {
            simulation.processPayment(for: order, cardDeclined: declinesCard)
        }
    }

    /// Goes back to the edit screen, unless the order is locked while paying.
    package func goBack() {
        guard canGoBack else {
            message = "The order is locked while paying; wait for the payment provider."
            onChange?()
            return
        }
        router.goBack()
    }
}

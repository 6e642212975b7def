import StateFlow

/// The edit-order screen's view model: the restaurant's menu, the order's lines and total,
/// and whether the order can go on to the confirmation.
///
/// It reads everything from the order and formats it; it keeps no copy of the order's state.
/// When the order changes (whoever changed it: this screen, a line's view model, the payment
/// provider) it rebuilds its rows and calls `onChange`.
///
/// ```swift
/// let viewModel = EditOrderViewModel(order: order, router: router)
/// viewModel.menuItems[0].add()
/// viewModel.formattedTotal           // "€11.50"
/// viewModel.missingAmountMessage     // "Add €3.50 more to reach the minimum of €15.00."
/// ```
package final class EditOrderViewModel {
    /// The order being edited.
    package let order: Order
    /// The menu: one row per product of the restaurant.
    package let menuItems: [MenuItemViewModel]
    /// The order's lines, rebuilt when the order changes.
    package private(set) var addedProducts: [AddedProductViewModel] = []
    /// The last refusal (by the order, or of `c` below the minimum), until the next
    /// accepted change.
    package private(set) var message: String?
    /// Called after the order changed or a message came or went.
    package var onChange: (() -> Void)?

    private let router: OrderRouter
    private let productFromAnotherRestaurant: Product?
    private var observation: OrderObservation?

    /// Creates the view model of `order`.
    ///
    /// - Parameters:
    ///   - order: The order to edit.
    ///   - router: Where `confirmOrder()` goes.
    ///   - productFromAnotherRestaurant: What `addProductFromAnotherRestaurant()` tries to add.
    package init(order: Order, router: OrderRouter, productFromAnotherRestaurant: Product? = nil) {
        self.order = order
        self.router = router
        self.productFromAnotherRestaurant = productFromAnotherRestaurant
        menuItems = order.restaurant.products.map { MenuItemViewModel(product: $0, order: order) }
        observation = order.observe { [weak self] change in self?.orderDidChange(change) }
    }

    private func orderDidChange(_ change: OrderChange) {
        if let rejection = change.rejection {
            message = OrderRefusalText.sentence(for: rejection)
        } else if !change.isInitial {
            message = nil
        }
        addedProducts = order.lines.map { AddedProductViewModel(orderLine: $0, order: order) }
        onChange?()
    }

    // MARK: - What the screen shows

    /// The restaurant's name.
    package var restaurantName: String { order.restaurant.name }
    /// Whether the order has lines to show.
    package var showsAddedProducts: Bool { !order.lines.isEmpty }
    /// Whether to show the total: only with at least one line.
    package var showsOrderTotal: Bool { !order.lines.isEmpty }
    /// Whether the order reaches the restaurant's minimum and can go on to the confirmation.
    package var canSubmitOrder: Bool { !order.lines.isEmpty && order.meetsMinimumOrderValue }
    /// `€28.50`.
    package var formattedTotal: String { order.total.description }
    /// `€15.00`.
    package var formattedMinimumOrderValue: String { order.restaurant.minimumOrderValue.description }
    /// What is missing to reach the minimum; `nil` once it is reached.
    package var missingAmountMessage: String? {
        if order.lines.isEmpty { return "The minimum order is \(formattedMinimumOrderValue)." }
        if order.meetsMinimumOrderValue { return nil }
        return "Add \(order.amountBelowMinimum) more to reach the minimum of \(formattedMinimumOrderValue)."
    }

    // MARK: - Actions

    /// Goes on to the confirmation when the minimum is met; otherwise says why not in
    /// `message`.
    package func confirmOrder() {
        guard canSubmitOrder else {
            message = order.lines.isEmpty
                ? "Cannot continue: the order is empty."
                : "Cannot continue: add \(order.amountBelowMinimum) more to reach the minimum of \(formattedMinimumOrderValue)."
            onChange?()
            return
        }
        router.go(to: .confirmation(order))
    }

    /// Tries to add a product of another restaurant, which the order refuses (and logs).
    package func addProductFromAnotherRestaurant() {
        guard let product = productFromAnotherRestaurant else { return }
        order.add(amount: 1, of: product)
    }

    /// Forgets the message (when the screen comes back into view).
    package func clearMessage() {
        guard message != nil else { return }
        message = nil
        onChange?()
    }

    /// Goes back to the restaurants; the order is dropped with the screen.
    package func goBack() {
        router.goBack()
    }
}

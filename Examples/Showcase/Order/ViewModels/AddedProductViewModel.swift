/// A line of the order on the edit screen: `2 × 醤油ラーメン  €11.50  €23.00`.
///
/// It knows nothing of the edit screen's view model, nor that one of it: each acts on the
/// order, and each hears the order change.
package struct AddedProductViewModel: OrderAdding, OrderRemoving {
    /// The line shown.
    package let orderLine: OrderLine
    /// The order it is a line of.
    package let order: Order

    /// Creates the view model of `orderLine` of `order`.
    package init(orderLine: OrderLine, order: Order) {
        self.orderLine = orderLine
        self.order = order
    }

    /// The line's product.
    package var product: Product { orderLine.product }
    /// `2`.
    package var amount: String { "\(orderLine.amount)" }
    /// The product's name.
    package var productName: String { orderLine.product.name }
    /// The price of one: `€11.50`.
    package var formattedPrice: String { orderLine.product.price.description }
    /// The price of the line: `€23.00`.
    package var formattedTotalPrice: String { orderLine.total.description }

    /// Removes the whole line; `false` when the order refused.
    @discardableResult
    package func delete() -> Bool {
        order.delete(product: orderLine.product)
    }
}

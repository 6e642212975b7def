/// A line of the order on the edit screen: `2 × 醤油ラーメン  €11.50  €23.00`.
///
/// It knows nothing of the edit screen's view model, nor that one of it: each acts on the
/// order, and each hears the order change.
public struct AddedProductViewModel: OrderAdding, OrderRemoving {
    /// The line shown.
    public let orderLine: OrderLine
    /// The order it is a line of.
    public let order: Order

    /// Creates the view model of `orderLine` of `order`.
    public init(orderLine: OrderLine, order: Order) {
        self.orderLine = orderLine
        self.order = order
    }

    /// The line's product.
    public var product: Product { orderLine.product }
    /// `2`.
    public var amount: String { "\(orderLine.amount)" }
    /// The product's name.
    public var productName: String { orderLine.product.name }
    /// The price of one: `€11.50`.
    public var formattedPrice: String { orderLine.product.price.description }
    /// The price of the line: `€23.00`.
    public var formattedTotalPrice: String { orderLine.total.description }

    /// Removes the whole line; `false` when the order refused.
    @discardableResult
    public func delete() -> Bool {
        order.delete(product: orderLine.product)
    }
}

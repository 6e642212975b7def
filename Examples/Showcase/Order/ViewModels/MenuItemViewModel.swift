/// A product on the menu of the edit screen: its name, its price, and how many the order
/// holds.
package struct MenuItemViewModel: OrderAdding, OrderRemoving {
    /// The product.
    package let product: Product
    /// The order it is added to.
    package let order: Order

    /// Creates the row of `product` for `order`.
    package init(product: Product, order: Order) {
        self.product = product
        self.order = order
    }

    /// The product's name.
    package var productName: String { product.name }
    /// `€11.50`.
    package var formattedPrice: String { product.price.description }
    /// `×2` when the order holds two, empty when it holds none.
    package var amountInOrder: String {
        order.lines.first { $0.product.id == product.id }.map { "×\($0.amount)" } ?? ""
    }
}

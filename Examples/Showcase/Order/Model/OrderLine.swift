/// A line of an order: how many of one product.
///
/// An order has at most one line per product: adding the same product again changes the
/// line's amount.
package struct OrderLine: Sendable, Hashable, Codable {
    /// The product.
    package var product: Product
    /// How many, from 1 to `OrderLine.maximumAmount`.
    package var amount: Int

    /// The most of one product a line holds.
    package static let maximumAmount = 99

    /// Creates a line.
    package init(product: Product, amount: Int) {
        self.product = product
        self.amount = amount
    }

    /// The price of the whole line: the product's price times the amount.
    package var total: Money { product.price * amount }
}

/// A dish or drink a restaurant sells, at its price.
///
/// ```swift
/// let ramen = Product(id: "ichiraku.shoyu", name: "醤油ラーメン", price: Money(cents: 1150), restaurantID: "ichiraku")
/// ```
package struct Product: Sendable, Hashable, Codable, Identifiable {
    /// The product's identifier, unique across restaurants.
    package var id: String
    /// The name on the menu.
    package var name: String
    /// The price of one.
    package var price: Money
    /// The identifier of the restaurant that sells it.
    package var restaurantID: String

    /// Creates a product.
    package init(id: String, name: String, price: Money, restaurantID: String) {
        self.id = id
        self.name = name
        self.price = price
        self.restaurantID = restaurantID
    }
}

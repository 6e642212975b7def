/// A dish or drink a restaurant sells, at its price.
///
/// ```swift
/// let ramen = Product(id: "ichiraku.shoyu", name: "醤油ラーメン", price: Money(cents: 1150), restaurantID: "ichiraku")
/// ```
public struct Product: Sendable, Hashable, Codable, Identifiable {
    /// The product's identifier, unique across restaurants.
    public var id: String
    /// The name on the menu.
    public var name: String
    /// The price of one.
    public var price: Money
    /// The identifier of the restaurant that sells it.
    public var restaurantID: String

    /// Creates a product.
    public init(id: String, name: String, price: Money, restaurantID: String) {
        self.id = id
        self.name = name
        self.price = price
        self.restaurantID = restaurantID
    }
}

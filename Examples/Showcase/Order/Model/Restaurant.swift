/// A restaurant: its menu, and the least an order must come to for it to deliver.
///
/// ```swift
/// let ichiraku = Restaurant.samples[1]
/// ichiraku.sells(ichiraku.products[0])           // true
/// ichiraku.sells(Restaurant.samples[2].products[0])  // false: a pizza
/// ```
package struct Restaurant: Sendable, Hashable, Codable, Identifiable {
    /// The restaurant's identifier.
    package var id: String
    /// Its name.
    package var name: String
    /// The kind of food it makes: `Japanese`, `Pizza`, …
    package var cuisine: String
    /// The least an order must come to before the restaurant delivers it.
    package var minimumOrderValue: Money
    /// The menu, in the order it is shown.
    package var products: [Product]

    /// Creates a restaurant.
    package init(id: String, name: String, cuisine: String, minimumOrderValue: Money, products: [Product]) {
        self.id = id
        self.name = name
        self.cuisine = cuisine
        self.minimumOrderValue = minimumOrderValue
        self.products = products
    }

    /// Whether `product` is on this restaurant's menu: made by this restaurant, and the very
    /// product the menu lists (same identifier, name and price).
    package func sells(_ product: Product) -> Bool {
        product.restaurantID == id && products.contains(product)
    }
}

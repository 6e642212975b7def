/// What a row of the restaurant list shows.
package struct RestaurantRowViewModel: Sendable, Hashable {
    /// The restaurant's name.
    package var name: String
    /// Its cuisine.
    package var cuisine: String
    /// `5 dishes`.
    package var dishes: String
    /// `min. €15.00`.
    package var formattedMinimumOrderValue: String

    /// The row of `restaurant`.
    package init(restaurant: Restaurant) {
        name = restaurant.name
        cuisine = restaurant.cuisine
        dishes = restaurant.products.count == 1 ? "1 dish" : "\(restaurant.products.count) dishes"
        formattedMinimumOrderValue = "min. \(restaurant.minimumOrderValue)"
    }
}

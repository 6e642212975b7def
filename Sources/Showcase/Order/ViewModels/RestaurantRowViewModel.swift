/// What a row of the restaurant list shows.
public struct RestaurantRowViewModel: Sendable, Hashable {
    /// The restaurant's name.
    public var name: String
    /// Its cuisine.
    public var cuisine: String
    /// `5 dishes`.
    public var dishes: String
    /// `min. €15.00`.
    public var formattedMinimumOrderValue: String

    /// The row of `restaurant`.
    public init(restaurant: Restaurant) {
        name = restaurant.name
        cuisine = restaurant.cuisine
        dishes = restaurant.products.count == 1 ? "1 dish" : "\(restaurant.products.count) dishes"
        formattedMinimumOrderValue = "min. \(restaurant.minimumOrderValue)"
    }
}

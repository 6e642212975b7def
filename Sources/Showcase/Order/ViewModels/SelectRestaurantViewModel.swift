/// The restaurant list: choosing one starts a new order there.
public final class SelectRestaurantViewModel {
    /// The rows, one per restaurant.
    public let rows: [RestaurantRowViewModel]
    private let environment: OrderEnvironment
    private let router: OrderRouter

    /// Creates the list of `environment`'s restaurants.
    public init(environment: OrderEnvironment, router: OrderRouter) {
        self.environment = environment
        self.router = router
        rows = environment.restaurants.map(RestaurantRowViewModel.init)
    }

    /// Starts a new order at the restaurant of row `index` and goes to its edit screen.
    public func selectRestaurant(at index: Int) {
        guard environment.restaurants.indices.contains(index) else { return }
        router.go(to: .editOrder(environment.makeOrder(from: environment.restaurants[index])))
    }
}

/// The restaurant list: choosing one starts a new order there.
package final class SelectRestaurantViewModel {
    /// The rows, one per restaurant.
    package let rows: [RestaurantRowViewModel]
    private let environment: OrderEnvironment
    private let router: OrderRouter

    /// Creates the list of `environment`'s restaurants.
    package init(environment: OrderEnvironment, router: OrderRouter) {
        self.environment = environment
        self.router = router
        rows = environment.restaurants.map(RestaurantRowViewModel.init)
    }

    /// Starts a new order at the restaurant of row `index` and goes to its edit screen.
    package func selectRestaurant(at index: Int) {
        guard environment.restaurants.indices.contains(index) else { return }
        router.go(to: .editOrder(environment.makeOrder(from: environment.restaurants[index])))
    }
}

import Foundation

/// What the Order app's screens share besides the order: the restaurants, the clock, the
/// simulated outside world, and the time zone times are shown in.
///
/// It is handed to the `OrderRouter`, which hands each view model what it needs.
package struct OrderEnvironment {
    /// The restaurants to order from.
    package var restaurants: [Restaurant]
    /// The app's clock: simulated parties answer on it, orders stamp their timelines with it.
    package var scheduler: Scheduler
    /// The payment provider, restaurant and courier.
    package var simulation: OrderSimulation
    /// The time zone of the times on screen.
    package var timeZone: TimeZone

    /// Creates an environment; the simulation runs on `scheduler`.
    package init(restaurants: [Restaurant], scheduler: Scheduler, timeZone: TimeZone = .gmt) {
        self.restaurants = restaurants
        self.scheduler = scheduler
        self.simulation = OrderSimulation(scheduler: scheduler)
        self.timeZone = timeZone
    }

    /// The sample restaurants, at `now`.
    package static func sample(now: Date) -> OrderEnvironment {
        OrderEnvironment(restaurants: Restaurant.samples, scheduler: Scheduler(now: now))
    }

    /// A new, open order from `restaurant`, on the app's clock.
    package func makeOrder(from restaurant: Restaurant) -> Order {
        let scheduler = scheduler
        return Order(restaurant: restaurant, clock: { scheduler.now })
    }

    /// A product another restaurant sells: what the edit screen's `x` tries to add, to show
    /// that the order refuses it.
    package func productFromAnotherRestaurant(than restaurant: Restaurant) -> Product? {
        guard let index = restaurants.firstIndex(where: { $0.id == restaurant.id }) else {
            return restaurants.first?.products.first
        }
        let others = restaurants[(index + 1)...] + restaurants[..<index]
        return others.lazy.compactMap(\.products.first).first
    }
}

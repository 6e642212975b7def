import TextUI

/// Where the order screens go: restaurants → edit order → confirmation → status.
///
/// Screens ask the router to go somewhere; only the router pushes and pops the navigation
/// controller, and only it makes view models and screens. The state of the order is not
/// navigation state: a screen asks to go to `.status(order)` because the order was paid,
/// the order knows nothing of screens.
///
/// ```swift
/// let router = OrderRouter(environment: .sample(now: now))
/// let navigation = router.makeNavigationController()   // the restaurants
/// router.go(to: .editOrder(order))
/// ```
package final class OrderRouter {
    /// A screen of the order flow.
    package enum Route: Equatable, CustomStringConvertible {
        /// Choosing a restaurant.
        case restaurants
        /// Adding products to an order.
        case editOrder(Order)
        /// Giving the address and paying.
        case confirmation(Order)
        /// Following a paid order to the door.
        case status(Order)

        /// Whether both are the same screen for the same order (the same object).
        package static func == (lhs: Route, rhs: Route) -> Bool {
            switch (lhs, rhs) {
            case (.restaurants, .restaurants):
                true
            case (.editOrder(let a), .editOrder(let b)), (.confirmation(let a), .confirmation(let b)), (.status(let a), .status(let b)):
                a === b
            default:
                false
            }
        }

        /// `restaurants`, `editOrder`, `confirmation` or `status`.
        package var description: String {
            switch self {
            case .restaurants: "restaurants"
            case .editOrder: "editOrder"
            case .confirmation: "confirmation"
            case .status: "status"
            }
        }
    }

    /// The restaurants, clock and simulated services.
    package let environment: OrderEnvironment
    /// The navigation controller the router drives; the window owns it.
    package private(set) weak var navigationController: NavigationController?

    /// Creates a router; `makeNavigationController()` makes the screens it drives.
    package init(environment: OrderEnvironment) {
        self.environment = environment
    }

    /// A navigation controller showing the restaurants, for the router to drive from now on.
    package func makeNavigationController() -> NavigationController {
        let navigation = NavigationController(rootViewController: makeRestaurantsScreen())
        navigationController = navigation
        return navigation
    }

    private func makeRestaurantsScreen() -> SelectRestaurantViewController {
        SelectRestaurantViewController(viewModel: SelectRestaurantViewModel(environment: environment, router: self))
    }

    /// The screen on top.
    package var currentRoute: Route? {
        switch navigationController?.topViewController {
        case is SelectRestaurantViewController: .restaurants
        case let screen as EditOrderViewController: .editOrder(screen.viewModel.order)
        case let screen as ConfirmationViewController: .confirmation(screen.viewModel.order)
        case let screen as OrderStatusViewController: .status(screen.viewModel.order)
        default: nil
        }
    }

    /// Shows `route`: the restaurants at the bottom of the stack; a new order's edit screen
    /// over them (or back to the edit screen of an order already on the stack); the
    /// confirmation over the edit screen; and the status of a paid order alone, since there is
    /// nothing to go back to once an order is paid.
    package func go(to route: Route) {
        guard let navigation = navigationController, route != currentRoute else { return }
        let restaurants = navigation.viewControllers[0] as? SelectRestaurantViewController ?? makeRestaurantsScreen()
        switch route {
        case .restaurants:
            navigation.viewControllers = [restaurants]
        case .editOrder(let order):
            if let index = navigation.viewControllers.firstIndex(where: { ($0 as? EditOrderViewController)?.viewModel.order === order }) {
                navigation.viewControllers = Array(navigation.viewControllers[...index])
            } else {
                let stray = environment.productFromAnotherRestaurant(than: order.restaurant)
                let viewModel = EditOrderViewModel(order: order, router: self, productFromAnotherRestaurant: stray)
                navigation.viewControllers = [restaurants, EditOrderViewController(viewModel: viewModel)]
            }
        case .confirmation(let order):
            let viewModel = ConfirmationViewModel(order: order, router: self, simulation: environment.simulation)
            navigation.push(ConfirmationViewController(viewModel: viewModel))
        case .status(let order):
            let viewModel = OrderStatusViewModel(order: order, router: self, timeZone: environment.timeZone)
            navigation.viewControllers = [OrderStatusViewController(viewModel: viewModel)]
        }
    }

    /// Goes back one screen.
    package func goBack() {
        navigationController?.pop()
    }
}

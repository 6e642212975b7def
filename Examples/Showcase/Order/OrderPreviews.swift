import Foundation
import TextRendering
import TextUI

/// The order screens with mock orders.
enum OrderPreviews {
    static var previews: [Preview] {
        [
            Preview("restaurant row", group: "Order") {
                let view = RestaurantView()
                view.configure(viewData: RestaurantRowViewModel(restaurant: Restaurant.samples[1]))
                return view
            },
            Preview("menu item and line", group: "Order") {
                let order = Scene().order(restaurant: 1) { $0.add(amount: 2, of: $0.restaurant.products[0]) }
                let menuItem = MenuItemView()
                menuItem.configure(viewData: MenuItemViewModel(product: order.restaurant.products[0], order: order))
                let line = AddedProductView()
                line.configure(viewData: AddedProductViewModel(orderLine: order.lines[0], order: order))
                return StackView(axis: .vertical, arrangedSubviews: [menuItem, line])
            },
            Preview("restaurants", group: "Order", height: 22) {
                Scene().navigation
            },
            Preview("edit order, empty", group: "Order", height: 22) {
                let scene = Scene()
                scene.router.go(to: .editOrder(scene.order(restaurant: 0)))
                return scene.navigation
            },
            Preview("edit order, below the minimum, refused", group: "Order", height: 22, prepare: { window in
                window.send(.character("x"))
            }) {
                let scene = Scene()
                scene.router.go(to: .editOrder(scene.order(restaurant: 1) { $0.add(amount: 1, of: $0.restaurant.products[0]) }))
                return scene.navigation
            },
            Preview("edit order, minimum reached", group: "Order", height: 22) {
                let scene = Scene()
                scene.router.go(to: .editOrder(scene.order(restaurant: 1, filled: true)))
                return scene.navigation
            },
            Preview("confirmation", group: "Order", height: 22) {
                let scene = Scene()
                let order = scene.order(restaurant: 1, filled: true)
                scene.router.go(to: .editOrder(order))
                scene.router.go(to: .confirmation(order))
                return scene.navigation
            },
            Preview("confirmation, paying", group: "Order", height: 22) {
                let scene = Scene()
                let order = scene.order(restaurant: 1, filled: true, addressed: true)
                scene.router.go(to: .editOrder(order))
                scene.router.go(to: .confirmation(order))
                (scene.navigation.topViewController as? ConfirmationViewController)?.viewModel.pay()
                return scene.navigation
            },
            Preview("confirmation, card declined", group: "Order", height: 22) {
                let scene = Scene()
                let order = scene.order(restaurant: 1, filled: true, addressed: true)
                scene.router.go(to: .editOrder(order))
                scene.router.go(to: .confirmation(order))
                let viewModel = (scene.navigation.topViewController as? ConfirmationViewController)?.viewModel
                viewModel?.declinesCard = true
                viewModel?.pay()
                scene.wait(seconds: 1)
                return scene.navigation
            },
            Preview("status, on its way", group: "Order", height: 22) {
                let scene = Scene()
                let order = scene.order(restaurant: 1, filled: true, addressed: true)
                order.startPaying()
                scene.router.go(to: .status(order))
                scene.environment.simulation.processPayment(for: order, cardDeclined: false)
                scene.wait(seconds: 5)
                return scene.navigation
            },
            Preview("status, delivered", group: "Order", height: 22) {
                let scene = Scene()
                let order = scene.order(restaurant: 2, filled: true, addressed: true)
                order.startPaying()
                scene.router.go(to: .status(order))
                scene.environment.simulation.processPayment(for: order, cardDeclined: false)
                scene.wait(seconds: 7)
                return scene.navigation
            },
        ]
    }

    /// A router and its navigation controller at the reference date, with helpers to make
    /// orders in a given state.
    private struct Scene {
        let environment = OrderEnvironment.sample(now: Showcase.referenceDate)
        let router: OrderRouter
        let navigation: NavigationController

        init() {
            router = OrderRouter(environment: environment)
            navigation = router.makeNavigationController()
        }

        /// An order from sample restaurant `index`: `filled` with two of the first product and
        /// one of the third (above every sample minimum), `addressed` to Main Street 1, Tokyo.
        func order(restaurant index: Int, filled: Bool = false, addressed: Bool = false, _ edit: (Order) -> Void = { _ in }) -> Order {
            let order = environment.makeOrder(from: environment.restaurants[index])
            if filled {
                order.add(amount: 2, of: order.restaurant.products[0])
                order.add(amount: 1, of: order.restaurant.products[2])
            }
            if addressed, let address = try? Address(street: "Main Street 1", city: "Tokyo") {
                order.setAddress(address)
            }
            edit(order)
            return order
        }

        /// Lets `seconds` pass one at a time, as the app's clock does.
        func wait(seconds: Int) {
            let start = environment.scheduler.now
            for second in 1...seconds {
                environment.scheduler.advance(to: start + TimeInterval(second))
            }
        }
    }
}

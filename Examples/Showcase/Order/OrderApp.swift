import Foundation
import TextRendering
import TextUI

/// The Munchee app (after Lucas van D.'s "Mastering the Model Layer"): an `Order` whose state
/// lives in a StateFlow store and only moves from one valid state to the next, and MVVM
/// screens (restaurants, edit order, confirmation, status) whose view models only observe it.
package final class OrderApp: ShowcaseApp {
    package static let name = "order"
    package static let summary = "Munchee: an Order model that only moves between valid states; view models observe it"

    package static let walkthrough: [WalkthroughStep] = [
        WalkthroughStep("The restaurants, with their cuisine and minimum order", keys: ""),
        WalkthroughStep("Ramen Ichiraku: one 醤油ラーメン is below the €15.00 minimum, so c is refused", keys: "↓⏎⏎c"),
        WalkthroughStep("The same ramen again merges into its line; 餃子 gets a line of its own", keys: "+↓↓+"),
        WalkthroughStep("x tries to add a pizza: the order refuses it and logs why", keys: "x"),
        WalkthroughStep("The confirmation: paying without an address is refused by the order", keys: "c⇥⇥⇥⏎"),
        WalkthroughStep("An address and a card that will be declined: paying, the order locked", keys: "⇤⇤⇤Main Street 1⇥Tokyo⇥ ⇥⏎"),
        WalkthroughStep("A second later the provider declines the card: the order is open again", keys: "{wait}"),
        WalkthroughStep(
            "Paid with a good card: the restaurant confirms, the courier leaves with a new estimate",
            keys: "⇤ ⇥⏎{wait}{wait}{wait}{wait}{wait}"),
        WalkthroughStep("Delivered: n starts a new order", keys: "{wait}{wait}"),
    ]

    package let window: Window
    /// The restaurants, the clock and the simulated outside world.
    package let environment: OrderEnvironment
    /// Where the screens go.
    package let router: OrderRouter
    package private(set) var isFinished = false

    package init(now: Date) {
        environment = .sample(now: now)
        router = OrderRouter(environment: environment)
        window = Window(rootViewController: router.makeNavigationController(), size: Size(width: 80, height: 23))
    }

    /// The keys of the screen on top, those to move on and to leave first, so that the ones
    /// that matter still show when a narrow terminal cuts the line short.
    package var statusLine: String {
        switch router.currentRoute {
        case .editOrder:
            return " c continue · ⎋ back · q quit · ⏎/+ add · - remove · d delete · x foreign dish"
        case .confirmation(let order):
            if order.state == .paying { return " Paying… the order is locked · q quit" }
            let screen = router.navigationController?.topViewController as? ConfirmationViewController
            let focus = window.firstResponder
            if screen?.isTyping == true { return " ⇥/⏎ next · ⎋ done typing" }
            if focus != nil, focus === screen?.payButton { return " ⏎ pay · ⎋ back · ⇥ next · q quit" }
            if focus != nil, focus === screen?.declineSwitch { return " ␣ toggle · ⇥ next · ⎋ back · q quit" }
            return " ⇥ next · ⎋ back · q quit"
        case .status(let order):
            if case .delivered = order.state { return " n new order · q quit" }
            return " Updates as the order moves · q quit"
        case .restaurants, nil:
            return " ↑↓ select · ⏎ order here · q quit"
        }
    }

    package func handle(_ key: Key) {
        if window.send(key) { return }
        if key == .character("q") { isFinished = true }
    }

    package func advanceTime(to date: Date) -> Bool {
        let ran = environment.scheduler.advance(to: date)
        let ticked = (router.navigationController?.topViewController as? ConfirmationViewController)?.tickSpinner() ?? false
        return ran || ticked
    }
}

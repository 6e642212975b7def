import Foundation
import TextRendering
import TextUI

/// The state-driven scenes app (after Wirex's "State-Driven Scenes with UIKit"): view models
/// make states of primitives from a user service's data and hand them to state handlers;
/// controllers render those states and nothing else.
///
/// The profile loads (a spinner), then shows the user's accounts and total; "Add account"
/// lists crypto or fiat currencies, and adding one shows a spinner, then a check mark, after
/// a simulated request. The app is where view models and controllers are glued together.
package final class ProfileApp: ShowcaseApp {
    package static let name = "profile"
    package static let summary = "State-driven scenes: view models hand states of primitives to controllers that only render them"

    package static let walkthrough: [WalkthroughStep] = [
        WalkthroughStep("Loading: the view model hands .loading over first, and the request starts", keys: ""),
        WalkthroughStep("The answer came: the loaded state rendered, balances right-aligned", keys: "{wait}"),
        WalkthroughStep("Add account lists the crypto currencies; ✓ marks accounts the user has", keys: "a"),
        WalkthroughStep("The fiat filter: a new state with only fiat currencies", keys: "→"),
        WalkthroughStep("Adding US dollars: the row shows a spinner while the request runs", keys: "↓⏎"),
        WalkthroughStep("The request finished: a dimmed check mark", keys: "{wait}"),
        WalkthroughStep("Adding it again is refused with a message in the state", keys: "⏎"),
        WalkthroughStep("Back on the profile, the new account is there", keys: "⎋"),
        WalkthroughStep("x makes the next load fail: the failed state, with a retry button", keys: "x{wait}"),
    ]

    package let window: Window
    /// The simulated server.
    package let service: MockUserService
    /// The profile's view model.
    package let profileViewModel: ProfileViewModel
    /// The profile screen.
    package let profileViewController: ProfileViewController
    private let navigation: NavigationController
    private let scheduler: Scheduler
    /// The "Add account" screen on screen, or last on screen while something else keeps it.
    private weak var addAccountViewController: AddAccountViewController?
    /// The view model of the last "Add account" screen, while its screen or a request keeps it.
    private(set) weak var addAccountViewModel: AddAccountViewModel?
    package private(set) var isFinished = false

    package init(now: Date) {
        scheduler = Scheduler(now: now)
        service = MockUserService(scheduler: scheduler)
        let controller = ProfileViewController(state: .loading)
        profileViewController = controller
        profileViewModel = ProfileViewModel(service: service) { [weak controller] state in controller?.state = state }
        navigation = NavigationController(rootViewController: controller)
        window = Window(rootViewController: navigation, size: Size(width: 80, height: 23))
        controller.onRetry = { [profileViewModel] in profileViewModel.retry() }
        controller.onAddAccount = { [weak self] in self?.showAddAccount() }
        profileViewModel.startGeneratingState()
    }

    /// Glues an "Add account" view model to a new screen and shows it. The view model of the
    /// last screen is used again while it is still alive, which it is while one of its
    /// requests is on its way: a currency being added is still shown being added.
    private func showAddAccount() {
        guard navigation.topViewController === profileViewController, let user = profileViewModel.user else { return }
        let controller = AddAccountViewController(state: AddAccountState(filter: .crypto, items: []))
        addAccountViewController = controller
        let viewModel = addAccountViewModel ?? makeAddAccountViewModel(existingAccountCodes: Set(user.accounts.map(\.currency.code)))
        addAccountViewModel = viewModel
        // The controller keeps its view model; the view model reaches the screen through the app, weakly.
        controller.onSelectFilter = { [viewModel] filter in viewModel.select(filter: filter) }
        controller.onAdd = { [viewModel] code in viewModel.add(code: code) }
        viewModel.startGeneratingState()
        navigation.push(controller)
    }

    private func makeAddAccountViewModel(existingAccountCodes: Set<String>) -> AddAccountViewModel {
        let viewModel = AddAccountViewModel(service: service, existingAccountCodes: existingAccountCodes) { [weak self] state in
            self?.addAccountViewController?.state = state
        }
        viewModel.onAccountOpened = { [profileViewModel] account in profileViewModel.accountWasOpened(account) }
        return viewModel
    }

    package var statusLine: String {
        if navigation.topViewController is AddAccountViewController {
            return " ←→ filter · ⏎ add · ⎋ back · q quit"
        }
        switch profileViewController.state {
        case .loading: return " Loading… · q quit"
        case .loaded: return " ⏎ add account · x fail load · q quit"
        case .failed: return " r retry · q quit"
        }
    }

    package func handle(_ key: Key) {
        if window.send(key) { return }
        switch key {
        case .character("x") where navigation.topViewController === profileViewController:
            service.failNextRequest()
            profileViewModel.startGeneratingState()
        case .character("q"):
            isFinished = true
        default:
            break
        }
    }

    /// Answers the requests that are due, and moves the spinners on screen by a frame.
    package func advanceTime(to date: Date) -> Bool {
        let moved = date > scheduler.now
        let answered = scheduler.advance(to: date)
        guard moved else { return answered }
        let ticked: Bool
        if let addAccount = navigation.topViewController as? AddAccountViewController {
            ticked = addAccount.tickSpinners()
        } else {
            ticked = profileViewController.tickSpinner()
        }
        return answered || ticked
    }
}

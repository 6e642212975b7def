import Foundation

/// Makes `ProfileState`s from the user service's data and hands each one to a state handler:
/// the business logic of the profile screen, with no view in sight.
///
/// It formats everything the screen shows (names, money, dates), so that the controller only
/// puts text in place, and so that a test can check the states it makes from mock data:
///
/// ```swift
/// var states: [ProfileState] = []
/// let viewModel = ProfileViewModel(service: service) { states.append($0) }
/// viewModel.startGeneratingState()          // states == [.loading]
/// scheduler.advance(to: start + 1)          // states == [.loading, .loaded(…)]
/// ```
///
/// In the app, the handler sets the controller's state:
///
/// ```swift
/// let viewModel = ProfileViewModel(service: service) { [weak controller] in controller?.state = $0 }
/// ```
package final class ProfileViewModel {
    /// Where states go: usually a closure that sets a controller's `state`.
    package typealias StateHandler = (ProfileState) -> Void

    private let service: any UserService
    private let stateHandler: StateHandler
    /// The user of the last profile that loaded.
    package private(set) var user: User?
    /// The state handed over last.
    package private(set) var state: ProfileState?
    /// Counts requests, so that only the answer to the latest one is shown.
    private var generation = 0

    /// Creates a view model that asks `service` for the profile and hands the states it makes
    /// to `stateHandler`. Nothing happens until `startGeneratingState()`.
    package init(service: any UserService, stateHandler: @escaping StateHandler) {
        self.service = service
        self.stateHandler = stateHandler
    }

    /// Hands `.loading` over at once, fetches the profile, then hands `.loaded` or `.failed`
    /// over when the answer comes. An answer to an earlier call that comes late is ignored.
    package func startGeneratingState() {
        generation += 1
        let request = generation
        hand(.loading)
        service.fetchProfile { [weak self] result in
            guard let self, request == generation else { return }
            switch result {
            case .success(let user):
                self.user = user
                hand(.loaded(Self.content(for: user)))
            case .failure(let error):
                hand(.failed(message: "Your profile could not be loaded. \(error.message)", retryTitle: "Try again"))
            }
        }
    }

    /// Loads the profile again (after a failure): `.loading`, then the outcome.
    package func retry() {
        startGeneratingState()
    }

    /// Adds an account that was just opened to the profile and, if the profile is on screen,
    /// hands the new state over; a load in flight will bring it anyway.
    package func accountWasOpened(_ account: Account) {
        guard var user, !user.hasAccount(in: account.currency.code) else { return }
        user.accounts.append(account)
        self.user = user
        if case .loaded = state { hand(.loaded(Self.content(for: user))) }
    }

    private func hand(_ state: ProfileState) {
        self.state = state
        stateHandler(state)
    }

    // MARK: - Making the state

    /// The content that shows `user`: crypto accounts first, then fiat, each group in the
    /// user's order, and the total of their values.
    static func content(for user: User) -> ProfileState.Content {
        let ordered = CurrencyKind.allCases.flatMap { kind in user.accounts.filter { $0.currency.kind == kind } }
        let total = user.accounts.reduce(Money.zero) { $0 + $1.value }
        return ProfileState.Content(
            header: ProfileState.Header(
                initials: user.name.initials,
                displayName: user.name,
                handle: "@" + user.handle,
                memberSinceText: "Member since " + CalendarDate.text(for: user.memberSince)),
            accounts: ordered.map(row(for:)),
            totalBalanceText: AmountFormat.text(total))
    }

    /// The row of one account. The value is approximate (`≈`) unless the account is in the
    /// currency values are counted in.
    static func row(for account: Account) -> ProfileState.AccountRow {
        let currency = account.currency
        let isValueCurrency = currency.kind == .fiat && currency.symbol == account.value.currencySymbol
        return ProfileState.AccountRow(
            currencyCode: currency.code,
            title: currency.name,
            subtitle: (isValueCurrency ? "" : "≈ ") + AmountFormat.text(account.value),
            balanceText: AmountFormat.text(minorUnits: account.balance, of: currency),
            kind: currency.kind)
    }
}

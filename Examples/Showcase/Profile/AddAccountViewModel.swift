/// Makes `AddAccountState`s and hands each one to a state handler: which currencies to list,
/// and each one's account as it is opened.
///
/// Choosing a filter makes a state with only crypto or only fiat currencies. Adding a
/// currency makes a state with its row `adding` (a spinner) and asks the service to open the
/// account; when the answer comes, a state with the row `added` (a check mark), or, if the
/// request failed, `available` again with a message. Adding a currency that is added or
/// being added is refused with a message, which the answer for that currency replaces.
///
/// A view model may outlive its screen while its requests are on their way (they hold it):
/// a screen shown again calls `startGeneratingState()` and gets the rows being added, still
/// spinning.
///
/// ```swift
/// var states: [AddAccountState] = []
/// let viewModel = AddAccountViewModel(service: service, existingAccountCodes: ["BTC"]) { states.append($0) }
/// viewModel.startGeneratingState()     // crypto, BTC added
/// viewModel.add(code: "ETH")           // ETH adding
/// scheduler.advance(to: start + 1)     // ETH added
/// ```
package final class AddAccountViewModel {
    /// Where states go: usually a closure that sets a controller's `state`.
    package typealias StateHandler = (AddAccountState) -> Void

    /// Called when an account was opened, with the account: the profile shows it.
    package var onAccountOpened: ((Account) -> Void)?

    private let service: any UserService
    private let stateHandler: StateHandler
    private var statuses: [String: AddAccountState.Status]
    private var filter: CurrencyKind
    private var notice: Notice?

    /// A message, and the currency it is about.
    private struct Notice {
        /// Why the user's last action was not done: it answered a key, and goes with the screen.
        static func refusal(_ text: String, about code: String) -> Notice { Notice(text: text, code: code, isRefusal: true) }
        /// Why a request failed: it stays until the user does something else.
        static func failure(_ text: String, about code: String) -> Notice { Notice(text: text, code: code, isRefusal: false) }

        var text: String
        var code: String
        var isRefusal: Bool
    }

    /// Creates a view model listing `service`'s supported currencies, those in
    /// `existingAccountCodes` as added, crypto first. Nothing is handed over until
    /// `startGeneratingState()`.
    ///
    /// - Parameters:
    ///   - service: Where currencies come from and accounts are opened.
    ///   - existingAccountCodes: The codes of the currencies the user has accounts in.
    ///   - filter: The kind of currency listed first.
    ///   - stateHandler: Where states go.
    package init(
        service: any UserService, existingAccountCodes: Set<String>, filter: CurrencyKind = .crypto,
        stateHandler: @escaping StateHandler
    ) {
        self.service = service
        self.stateHandler = stateHandler
        self.filter = filter
        statuses = Dictionary(uniqueKeysWithValues: existingAccountCodes.map { ($0, .added) })
    }

    /// The state as it stands.
    package var state: AddAccountState {
        let items = service.supportedCurrencies.filter { $0.kind == filter }.map { currency in
            AddAccountState.Item(code: currency.code, name: currency.name, status: statuses[currency.code] ?? .available)
        }
        return AddAccountState(filter: filter, items: items, message: notice?.text)
    }

    /// Hands the state over to a screen that shows it for the first time, or again: rows
    /// being added still spin, and a failure that came while no screen showed it is told; a
    /// refusal, which answered a key on an earlier screen, is not.
    package func startGeneratingState() {
        if notice?.isRefusal == true { notice = nil }
        stateHandler(state)
    }

    /// Lists the currencies of `filter` (the message goes).
    package func select(filter: CurrencyKind) {
        self.filter = filter
        notice = nil
        stateHandler(state)
    }

    /// Opens an account in the currency with `code`: its row shows `adding` at once, then
    /// `added` when the service answers; refused with a message if the currency is added,
    /// being added, or unknown. The answer replaces a message about `code`: a failure with
    /// why, a success with none.
    package func add(code: String) {
        guard service.supportedCurrencies.contains(where: { $0.code == code }) else {
            return refuse("There is no currency '\(code)'.", about: code)
        }
        switch statuses[code] ?? .available {
        case .added: return refuse("You already have a \(code) account.", about: code)
        case .adding: return refuse("Your \(code) account is being opened.", about: code)
        case .available: break
        }
        statuses[code] = .adding
        notice = nil
        stateHandler(state)
        // The request keeps the view model alive until it answers, so that an account opened
        // after the screen has gone still reaches the profile.
        service.openAccount(currencyCode: code) { [self] result in
            switch result {
            case .success(let account):
                statuses[code] = .added
                if notice?.code == code { notice = nil }
                onAccountOpened?(account)
            case .failure(let error) where error.code == .accountExists:
                statuses[code] = .added
                if notice?.code == code { notice = nil }
            case .failure(let error):
                statuses[code] = .available
                notice = .failure("Your \(code) account could not be opened. \(error.message)", about: code)
            }
            stateHandler(state)
        }
    }

    private func refuse(_ text: String, about code: String) {
        notice = .refusal(text, about: code)
        stateHandler(state)
    }
}

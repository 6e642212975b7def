/// Everything the "Add account" screen shows, in primitive values: which kind of currency is
/// listed, each currency with where its account stands, and a message.
///
/// `AddAccountViewModel` makes it; `AddAccountViewController` renders it. Like `ProfileState`
/// it holds no closures, so it stays `Equatable` and `Codable`: the actions (choosing a
/// filter, adding a currency) are closures on the controller.
///
/// ```swift
/// AddAccountState(filter: .fiat, items: [
///     .init(code: "EUR", name: "Euro", status: .added),
///     .init(code: "USD", name: "US dollar", status: .adding),
/// ])
/// ```
package struct AddAccountState: Sendable, Hashable, Codable {
    /// Whether an account exists for a currency, or is being opened.
    package enum Status: String, Sendable, Hashable, Codable {
        /// The user has no account in the currency: it can be added.
        case available
        /// The request to open the account is on its way: a spinner.
        case adding
        /// The user has the account: a dimmed check mark.
        case added
    }

    /// One currency in the list: the state of the row view, which renders it on its own.
    package struct Item: Sendable, Hashable, Codable, Identifiable {
        /// The currency's code, `BTC`; unique in the list.
        package var code: String
        /// The currency's name, `Bitcoin`.
        package var name: String
        /// Where its account stands.
        package var status: Status

        /// The code identifies the item.
        package var id: String { code }

        /// Creates an item.
        package init(code: String, name: String, status: Status) {
            self.code = code
            self.name = name
            self.status = status
        }
    }

    /// The kind of currency listed.
    package var filter: CurrencyKind
    /// The currencies of that kind.
    package var items: [Item]
    /// A notice for the user (a refusal, a failure); `nil` for none.
    package var message: String?

    /// Creates a state.
    package init(filter: CurrencyKind, items: [Item], message: String? = nil) {
        self.filter = filter
        self.items = items
        self.message = message
    }
}

/// Everything the profile screen shows, in primitive values: loading, the profile, or why it
/// could not be loaded.
///
/// `ProfileViewModel` makes it from the user service's data; `ProfileViewController` renders
/// it and nothing else. Because it holds only text, numbers and small enums, a preview or a
/// test can write one by hand and render the screen without a service or a view model.
///
/// Unlike the Wirex article, whose states carry the user's actions as closures, this state
/// holds no closures: it stays `Equatable`, so that `StateViewController` renders only when
/// the state really changed and tests can compare states with `==`, and `Codable`, so that a
/// state can be logged and replayed. The actions live beside it, as closures on the
/// controller (`ProfileViewController.onRetry`, `.onAddAccount`).
///
/// ```swift
/// controller.state = .loading
/// controller.state = .failed(message: "The connection was lost.", retryTitle: "Try again")
/// ```
package enum ProfileState: Sendable, Hashable, Codable {
    /// The profile is on its way.
    case loading
    /// The profile.
    case loaded(Content)
    /// The profile could not be loaded.
    ///
    /// - Parameters:
    ///   - message: What went wrong, in a sentence.
    ///   - retryTitle: The title of the button that tries again.
    case failed(message: String, retryTitle: String)

    /// The loaded profile: who the user is, their accounts, and what they are worth.
    package struct Content: Sendable, Hashable, Codable {
        /// The top of the screen.
        package var header: Header
        /// The accounts, crypto first.
        package var accounts: [AccountRow]
        /// The value of all accounts together, `€8,770.11`.
        package var totalBalanceText: String

        /// Creates the content.
        package init(header: Header, accounts: [AccountRow], totalBalanceText: String) {
            self.header = header
            self.accounts = accounts
            self.totalBalanceText = totalBalanceText
        }
    }

    /// Who the user is: the state of the header view, which renders it on its own.
    package struct Header: Sendable, Hashable, Codable {
        /// Up to two letters standing in for a photo, `ŁW`.
        package var initials: String
        /// The user's name, `Łucja Wróbel`.
        package var displayName: String
        /// The user's handle, `@lucja.w`.
        package var handle: String
        /// Since when they are a member, `Member since 3 Feb 2021`.
        package var memberSinceText: String

        /// Creates a header.
        package init(initials: String, displayName: String, handle: String, memberSinceText: String) {
            self.initials = initials
            self.displayName = displayName
            self.handle = handle
            self.memberSinceText = memberSinceText
        }
    }

    /// One account, written out.
    package struct AccountRow: Sendable, Hashable, Codable, Identifiable {
        /// The currency's code, `BTC`; unique among the rows.
        package var currencyCode: String
        /// The currency's name, `Bitcoin`.
        package var title: String
        /// The balance's value in the currency totals are counted in, `≈ €2,318.25`.
        package var subtitle: String
        /// The balance, `0.04215 BTC` or `£310.40`.
        package var balanceText: String
        /// Crypto or fiat: the group the row is shown in.
        package var kind: CurrencyKind

        /// The currency's code identifies the row.
        package var id: String { currencyCode }

        /// Creates a row.
        package init(currencyCode: String, title: String, subtitle: String, balanceText: String, kind: CurrencyKind) {
            self.currencyCode = currencyCode
            self.title = title
            self.subtitle = subtitle
            self.balanceText = balanceText
            self.kind = kind
        }
    }
}

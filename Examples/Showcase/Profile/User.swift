import Foundation

/// A wallet's owner, as the user service sends them: who they are, since when, and their
/// accounts.
package struct User: Sendable, Hashable, Codable, Identifiable {
    /// The user's identifier.
    package var id: String
    /// The name they go by, in any script.
    package var name: String
    /// Their handle, without the `@`.
    package var handle: String
    /// When they joined.
    package var memberSince: Date
    /// Their accounts, oldest first.
    package var accounts: [Account]

    /// Creates a user.
    package init(id: String, name: String, handle: String, memberSince: Date, accounts: [Account]) {
        self.id = id
        self.name = name
        self.handle = handle
        self.memberSince = memberSince
        self.accounts = accounts
    }

    /// Whether the user has an account in the currency with `code`.
    package func hasAccount(in code: String) -> Bool {
        accounts.contains { $0.currency.code == code }
    }
}

extension User {
    /// A user with crypto and fiat accounts, a name in Polish, member since 3 February 2021.
    package static let sample = User(
        id: "u-1024", name: "Łucja Wróbel", handle: "lucja.w",
        memberSince: Date(timeIntervalSince1970: 1_612_348_200),
        accounts: [
            Account(currency: .euro, balance: 125_000, value: Money(cents: 125_000)),
            Account(currency: .bitcoin, balance: 4_215_000, value: Money(cents: 231_825)),
            Account(currency: .pound, balance: 31_040, value: Money(cents: 36_436)),
            Account(currency: .ether, balance: 150_000_000, value: Money(cents: 410_250)),
            Account(currency: .yen, balance: 120_000, value: Money(cents: 73_500)),
        ])
}

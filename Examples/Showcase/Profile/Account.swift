/// An account in one currency: its balance, and what that is worth in euros.
package struct Account: Sendable, Hashable, Codable, Identifiable {
    /// The account's currency.
    package var currency: Currency
    /// The balance in the currency's smallest unit: satoshis, cents, yen.
    package var balance: Int
    /// The balance's value in euros, as the service priced it.
    package var value: Money

    /// An account holds one currency: the code identifies it.
    package var id: String { currency.code }

    /// Creates an account.
    ///
    /// - Parameters:
    ///   - currency: The currency.
    ///   - balance: The balance in the currency's smallest unit.
    ///   - value: The balance's value in euros.
    package init(currency: Currency, balance: Int, value: Money) {
        self.currency = currency
        self.balance = balance
        self.value = value
    }
}

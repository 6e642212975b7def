/// Whether a currency is a cryptocurrency or a fiat (government-issued) one.
///
/// A two-case enum of no behaviour: a primitive that the model, the states and the screens
/// share, like `Int` or `String`.
package enum CurrencyKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Bitcoin, Ether, …
    case crypto
    /// Euro, pound, yen, …
    case fiat
}

/// A currency an account can be opened in: its code, its name, and how its amounts are
/// written.
///
/// ```swift
/// let yen = Currency(code: "JPY", name: "Japanese yen", kind: .fiat, symbol: "¥", fractionDigits: 0)
/// ```
package struct Currency: Sendable, Hashable, Codable, Identifiable {
    /// The code, `BTC` or `EUR`; unique among currencies.
    package var code: String
    /// The name, `Bitcoin` or `Euro`.
    package var name: String
    /// Crypto or fiat.
    package var kind: CurrencyKind
    /// The symbol written before an amount (`€1.00`); `nil` writes the code after it
    /// (`0.50 BTC`).
    package var symbol: String?
    /// The digits after the decimal point of the smallest amount: 2 for cents, 0 for yen, 8
    /// for satoshis.
    package var fractionDigits: Int

    /// The code identifies the currency.
    package var id: String { code }

    /// Creates a currency.
    ///
    /// - Parameters:
    ///   - code: The unique code.
    ///   - name: The name people read.
    ///   - kind: Crypto or fiat.
    ///   - symbol: The symbol written before amounts, if the currency has one.
    ///   - fractionDigits: The digits after the point of the smallest amount, 0 to 18.
    package init(code: String, name: String, kind: CurrencyKind, symbol: String? = nil, fractionDigits: Int) {
        precondition((0...18).contains(fractionDigits), "fractionDigits must be between 0 and 18, got \(fractionDigits)")
        self.code = code
        self.name = name
        self.kind = kind
        self.symbol = symbol
        self.fractionDigits = fractionDigits
    }
}

extension Currency {
    /// Bitcoin, counted in satoshis.
    package static let bitcoin = Currency(code: "BTC", name: "Bitcoin", kind: .crypto, fractionDigits: 8)
    /// Ether, counted to eight places (the wallet's precision, not the chain's eighteen).
    package static let ether = Currency(code: "ETH", name: "Ether", kind: .crypto, fractionDigits: 8)
    /// The euro: the currency balances are valued in.
    package static let euro = Currency(code: "EUR", name: "Euro", kind: .fiat, symbol: "€", fractionDigits: 2)
    /// The pound sterling.
    package static let pound = Currency(code: "GBP", name: "British pound", kind: .fiat, symbol: "£", fractionDigits: 2)
    /// The yen, which has no minor unit.
    package static let yen = Currency(code: "JPY", name: "Japanese yen", kind: .fiat, symbol: "¥", fractionDigits: 0)

    /// The currencies of the sample wallet, crypto first: names in several scripts, and one
    /// whose name tries to take over the terminal (it must be drawn harmlessly).
    package static let samples: [Currency] = [
        .bitcoin,
        .ether,
        Currency(code: "SOL", name: "Solana", kind: .crypto, fractionDigits: 8),
        Currency(code: "ADA", name: "Cardano", kind: .crypto, fractionDigits: 6),
        Currency(code: "PWN", name: "\u{1B}[2J\u{1B}]0;pwned\u{07}PwnCoin \u{202E}nioc", kind: .crypto, fractionDigits: 8),
        .euro,
        Currency(code: "USD", name: "US dollar", kind: .fiat, symbol: "$", fractionDigits: 2),
        .pound,
        Currency(code: "CHF", name: "Swiss franc", kind: .fiat, fractionDigits: 2),
        .yen,
        Currency(code: "CNY", name: "Renminbi 人民币", kind: .fiat, symbol: "CN¥", fractionDigits: 2),
        Currency(code: "PLN", name: "Polish złoty", kind: .fiat, symbol: "zł", fractionDigits: 2),
    ]
}

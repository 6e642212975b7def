/// Amounts of money written the same way on every machine: digits grouped in threes, a
/// point before the fraction, the symbol before the amount or the code after it.
///
/// ```swift
/// AmountFormat.text(minorUnits: 125_000, of: .euro)        // "€1,250.00"
/// AmountFormat.text(minorUnits: 120_000, of: .yen)         // "¥120,000"
/// AmountFormat.text(minorUnits: 4_215_000, of: .bitcoin)   // "0.04215 BTC"
/// AmountFormat.text(Money(cents: 231_825))                 // "€2,318.25"
/// ```
enum AmountFormat {
    /// Crypto amounts keep at least this many fraction digits when trailing zeros are cut.
    static let minimumCryptoFractionDigits = 2

    /// `minorUnits` of `currency`: fiat with all its fraction digits, crypto without trailing
    /// zeros (`1.50 ETH`, not `1.50000000 ETH`).
    static func text(minorUnits: Int, of currency: Currency) -> String {
        let keep = currency.kind == .crypto ? min(minimumCryptoFractionDigits, currency.fractionDigits) : currency.fractionDigits
        let number = number(minorUnits: minorUnits.magnitude, fractionDigits: currency.fractionDigits, keeping: keep)
        let sign = minorUnits < 0 ? "-" : ""
        if let symbol = currency.symbol { return sign + symbol + number }
        return sign + number + " " + currency.code
    }

    /// An amount of `Money`, with its symbol: `€2,318.25`, `-€3.00`.
    static func text(_ money: Money) -> String {
        let sign = money.cents < 0 ? "-" : ""
        return sign + money.currencySymbol + number(minorUnits: money.cents.magnitude, fractionDigits: 2, keeping: 2)
    }

    /// `1,234.5678`: the whole part grouped in threes, then the fraction, its trailing zeros
    /// cut down to `keeping` digits.
    static func number(minorUnits: UInt, fractionDigits: Int, keeping: Int) -> String {
        // A currency decoded from data may claim any number of digits: keep to what fits.
        let fractionDigits = min(max(fractionDigits, 0), 18)
        var divisor: UInt = 1
        for _ in 0..<fractionDigits { divisor *= 10 }
        let whole = String(minorUnits / divisor)
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        guard fractionDigits > 0 else { return grouped }
        let digits = String(minorUnits % divisor)
        var fraction = String(repeating: "0", count: fractionDigits - digits.count) + digits
        while fraction.count > keeping, fraction.last == "0" { fraction.removeLast() }
        return fraction.isEmpty ? grouped : grouped + "." + fraction
    }
}

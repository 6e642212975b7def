/// An amount of money in a currency's minor units (cents), formatted the same way everywhere
/// so that screens and snapshots do not depend on the machine's locale.
///
/// ```swift
/// let price = Money(cents: 1250)
/// price.description                // "€12.50"
/// (price * 3).description          // "€37.50"
/// Money(parsing: "12,5")           // €12.50
/// ```
package struct Money: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The amount in minor units.
    package var cents: Int
    /// The symbol written before the amount.
    package var currencySymbol: String

    /// Creates an amount.
    package init(cents: Int, currencySymbol: String = "€") {
        self.cents = cents
        self.currencySymbol = currencySymbol
    }

    /// Zero in euros.
    package static let zero = Money(cents: 0)

    /// Reads an amount typed by a person: `12`, `12.5`, `12,50`, `€12.50`; at most two
    /// decimals, not negative; `nil` otherwise.
    package init?(parsing text: String, currencySymbol: String = "€") {
        var text = Substring(text.trimmingWhitespace())
        if text.hasPrefix(currencySymbol) { text = text.dropFirst(currencySymbol.count) }
        let parts = text.split(separator: text.contains(",") ? "," : ".", omittingEmptySubsequences: false)
        // Digits only: no sign, no spaces, no other scripts' digits.
        func isDigits(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        guard (1...2).contains(parts.count), isDigits(parts[0]), parts[0].count <= 8, let whole = Int(parts[0]), whole <= 10_000_000 else {
            return nil
        }
        var cents = whole * 100
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...2).contains(fraction.count), isDigits(fraction), let value = Int(fraction) else { return nil }
            cents += fraction.count == 1 ? value * 10 : value
        }
        self.init(cents: cents, currencySymbol: currencySymbol)
    }

    /// `€12.50`, `-€3.00`.
    package var description: String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)\(currencySymbol)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    package static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    /// The sum of two amounts in the same currency; adding different currencies is a
    /// programming error and traps.
    package static func + (lhs: Money, rhs: Money) -> Money {
        precondition(
            lhs.currencySymbol == rhs.currencySymbol || lhs.cents == 0 || rhs.cents == 0,
            "cannot add \(rhs) to \(lhs): different currencies")
        return Money(cents: lhs.cents + rhs.cents, currencySymbol: lhs.cents == 0 ? rhs.currencySymbol : lhs.currencySymbol)
    }

    package static func * (lhs: Money, rhs: Int) -> Money {
        Money(cents: lhs.cents * rhs, currencySymbol: lhs.currencySymbol)
    }
}

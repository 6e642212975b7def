import Foundation

extension DumpTypeInfo {
    /// How swift-custom-dump writes the Foundation values whose mirrors show storage rather
    /// than the value: `Date(2024-01-01T00:00:00.000Z)`, `UUID(E621E1F8-…)`,
    /// `URL(https://example.com/)`, `Data(3 bytes)`, `Decimal` as its number, `Locale(en_US)`,
    /// `TimeZone(Europe/Paris)`; `nil` for other values.
    static func foundationDescription(of value: Any) -> ((Any) -> String)? {
        switch value {
        case is Date:
            return { "Date(" + ($0 as! Date).formatted(dateStyle) + ")" }
        case is UUID:
            return { "UUID(" + ($0 as! UUID).uuidString + ")" }
        case is URL:
            return { "URL(" + ($0 as! URL).absoluteString + ")" }
        case is Data:
            return { value in
                let count = (value as! Data).count
                return "Data(" + groupedDigits(count) + (count == 1 ? " byte)" : " bytes)")
            }
        case is Decimal:
            return { ($0 as! Decimal).description }
        case is Locale:
            return { "Locale(" + ($0 as! Locale).identifier + ")" }
        case is TimeZone:
            return { "TimeZone(" + ($0 as! TimeZone).identifier + ")" }
        case is IndexPath:
            return { "IndexPath(" + ($0 as! IndexPath).map(String.init).joined(separator: ", ") + ")" }
        default:
            return nil
        }
    }

    /// ISO 8601 with milliseconds, in UTC: `2024-01-01T00:00:00.000Z`.
    private static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// `16,811`: digits in groups of three, whatever the machine's locale.
    private static func groupedDigits(_ count: Int) -> String {
        let digits = Array(String(count))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}

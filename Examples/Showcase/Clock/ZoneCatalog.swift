import Foundation

/// The time zones the picker offers (the system's IANA identifiers, by city), how to search
/// them, and how to show a zone's time.
package enum ZoneCatalog {
    /// A zone the picker offers.
    package struct Entry: Sendable, Hashable {
        /// The IANA identifier, `America/Argentina/Buenos_Aires`.
        package var identifier: String
        /// The city, `Buenos Aires`.
        package var city: String
        /// The region, `America`.
        package var region: String
        /// The city folded for searching (no case, no accents).
        let key: String
        /// The identifier folded for searching.
        let identifierKey: String
    }

    /// The zones offered: a fixed list of 124 cities on every continent, half- and
    /// quarter-hour offsets included, the same on every machine, so that the picker and its
    /// snapshots do not change with the system's time-zone data. Any other IANA zone can
    /// still be in a document (`entry(for:)` knows them).
    static let offeredIdentifiers = [
        "Africa/Abidjan", "Africa/Accra", "Africa/Addis_Ababa", "Africa/Algiers", "Africa/Cairo",
        "Africa/Casablanca", "Africa/Dakar", "Africa/Dar_es_Salaam", "Africa/Johannesburg",
        "Africa/Kampala", "Africa/Khartoum", "Africa/Kinshasa", "Africa/Lagos", "Africa/Luanda",
        "Africa/Maputo", "Africa/Nairobi", "Africa/Tripoli", "Africa/Tunis", "Africa/Windhoek",
        "America/Anchorage", "America/Argentina/Buenos_Aires", "America/Asuncion", "America/Bogota",
        "America/Caracas", "America/Chicago", "America/Denver", "America/Edmonton",
        "America/Guatemala", "America/Halifax", "America/Havana", "America/Lima",
        "America/Los_Angeles", "America/Manaus", "America/Mexico_City", "America/Montevideo",
        "America/New_York", "America/Panama", "America/Phoenix", "America/Puerto_Rico",
        "America/Santiago", "America/Santo_Domingo", "America/Sao_Paulo", "America/St_Johns",
        "America/Toronto", "America/Vancouver", "America/Winnipeg", "Antarctica/McMurdo",
        "Asia/Almaty", "Asia/Amman", "Asia/Baghdad", "Asia/Baku", "Asia/Bangkok", "Asia/Beirut",
        "Asia/Colombo", "Asia/Dhaka", "Asia/Dubai", "Asia/Ho_Chi_Minh", "Asia/Hong_Kong",
        "Asia/Jakarta", "Asia/Jerusalem", "Asia/Kabul", "Asia/Karachi", "Asia/Kathmandu",
        "Asia/Kolkata", "Asia/Kuala_Lumpur", "Asia/Manila", "Asia/Riyadh", "Asia/Seoul",
        "Asia/Shanghai", "Asia/Singapore", "Asia/Taipei", "Asia/Tashkent", "Asia/Tbilisi",
        "Asia/Tehran", "Asia/Tokyo", "Asia/Ulaanbaatar", "Asia/Vladivostok", "Asia/Yangon",
        "Asia/Yekaterinburg", "Atlantic/Azores", "Atlantic/Canary", "Atlantic/Reykjavik",
        "Australia/Adelaide", "Australia/Brisbane", "Australia/Darwin", "Australia/Hobart",
        "Australia/Melbourne", "Australia/Perth", "Australia/Sydney", "Europe/Amsterdam",
        "Europe/Athens", "Europe/Belgrade", "Europe/Berlin", "Europe/Brussels", "Europe/Bucharest",
        "Europe/Budapest", "Europe/Copenhagen", "Europe/Dublin", "Europe/Helsinki", "Europe/Istanbul",
        "Europe/Kyiv", "Europe/Lisbon", "Europe/London", "Europe/Madrid", "Europe/Moscow",
        "Europe/Oslo", "Europe/Paris", "Europe/Prague", "Europe/Rome", "Europe/Stockholm",
        "Europe/Vienna", "Europe/Warsaw", "Europe/Zurich", "Indian/Maldives", "Indian/Mauritius",
        "Pacific/Auckland", "Pacific/Chatham", "Pacific/Fiji", "Pacific/Guam", "Pacific/Honolulu",
        "Pacific/Kiritimati", "Pacific/Noumea", "Pacific/Port_Moresby", "Pacific/Tongatapu",
    ]

    /// The offered zones, sorted by city.
    package static let entries: [Entry] = offeredIdentifiers
        .compactMap(makeEntry)
        .sorted { ($0.city, $0.identifier) < ($1.city, $1.identifier) }

    private static let byIdentifier: [String: Entry] = Dictionary(entries.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    private static func makeEntry(_ identifier: String) -> Entry? {
        let parts = identifier.split(separator: "/")
        guard parts.count >= 2, let last = parts.last, TimeZone(identifier: identifier) != nil else { return nil }
        let city = last.replacingOccurrences(of: "_", with: " ")
        return Entry(identifier: identifier, city: city, region: String(parts[0]), key: fold(city), identifierKey: fold(identifier))
    }

    /// The entry for `identifier`, when it is a known zone (or any zone the system knows).
    package static func entry(for identifier: String) -> Entry? {
        byIdentifier[identifier] ?? makeEntry(identifier)
    }

    /// The zones whose city contains `text` (or, when it has a `/`, whose identifier does),
    /// ignoring case and accents; cities that start with it first. Everything for empty text.
    package static func search(_ text: String) -> [Entry] {
        let query = fold(text.trimmingWhitespace())
        guard !query.isEmpty else { return entries }
        // A slash searches identifiers (`europe/`); otherwise cities.
        let matches = query.contains("/") ? entries.filter { $0.identifierKey.contains(query) } : entries.filter { $0.key.contains(query) }
        return matches.filter { $0.key.hasPrefix(query) } + matches.filter { !$0.key.hasPrefix(query) }
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// `UTC+05:45`, `UTC−03:00`, `UTC` for zone `identifier` at `date`.
    package static func offsetText(for identifier: String, at date: Date) -> String {
        guard let zone = TimeZone(identifier: identifier) else { return "UTC?" }
        let seconds = zone.secondsFromGMT(for: date)
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        let hours = minutes / 60
        let rest = minutes % 60
        return "UTC\(seconds < 0 ? "−" : "+")\(hours < 10 ? "0" : "")\(hours):\(rest < 10 ? "0" : "")\(rest)"
    }

    /// The local time in zone `identifier` at `date`: `09:41`, with seconds `09:41:26`.
    package static func time(in identifier: String, at date: Date, seconds: Bool = false) -> String {
        guard let zone = TimeZone(identifier: identifier) else { return "--:--" }
        return CalendarDate.time(of: date, in: zone, seconds: seconds)
    }
}

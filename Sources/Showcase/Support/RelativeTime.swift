import Foundation

/// How long ago something happened, in words: `just now`, `5 min ago`, `3 h ago`,
/// `yesterday`, `4 days ago`, then the date. The reference time is passed in, so the text is
/// the same in every test run.
///
/// ```swift
/// RelativeTime.text(for: posted, relativeTo: now)   // "12 min ago"
/// ```
public enum RelativeTime {
    /// The text for `date` seen from `now`; a date after `now` is `just now`.
    public static func text(for date: Date, relativeTo now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date).rounded(.down))
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3_600) h ago"
        case ..<172_800: return "yesterday"
        case ..<(30 * 86_400): return "\(seconds / 86_400) days ago"
        default: return CalendarDate.text(for: date)
        }
    }
}

/// Dates and times written without the machine's locale: `14 Mar 2026`, `15:09`.
public enum CalendarDate {
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// `14 Mar 2026`, in `timeZone` (UTC by default).
    public static func text(for date: Date, in timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> String {
        let parts = calendar(in: timeZone).dateComponents([.day, .month, .year], from: date)
        return "\(parts.day ?? 1) \(monthNames[(parts.month ?? 1) - 1]) \(parts.year ?? 1970)"
    }

    /// `15:09`, or `15:09:26` with seconds, in `timeZone`.
    public static func time(of date: Date, in timeZone: TimeZone, seconds: Bool = false) -> String {
        let parts = calendar(in: timeZone).dateComponents([.hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { let value = value ?? 0; return value < 10 ? "0\(value)" : "\(value)" }
        return two(parts.hour) + ":" + two(parts.minute) + (seconds ? ":" + two(parts.second) : "")
    }

    /// `Sat`, the weekday in `timeZone`.
    public static func weekday(of date: Date, in timeZone: TimeZone) -> String {
        weekdayNames[(calendar(in: timeZone).component(.weekday, from: date) - 1) % 7]
    }
}

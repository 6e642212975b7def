import Foundation

/// Dates and times written without the machine's locale: `14 Mar 2026`, `15:09`.
package enum CalendarDate {
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    static func calendar(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// `14 Mar 2026`, in `timeZone` (UTC by default).
    package static func text(for date: Date, in timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> String {
        let parts = calendar(in: timeZone).dateComponents([.day, .month, .year], from: date)
        return "\(parts.day ?? 1) \(monthNames[(parts.month ?? 1) - 1]) \(parts.year ?? 1970)"
    }

    /// `15:09`, or `15:09:26` with seconds, in `timeZone`.
    package static func time(of date: Date, in timeZone: TimeZone, seconds: Bool = false) -> String {
        let parts = calendar(in: timeZone).dateComponents([.hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { let value = value ?? 0; return value < 10 ? "0\(value)" : "\(value)" }
        return two(parts.hour) + ":" + two(parts.minute) + (seconds ? ":" + two(parts.second) : "")
    }

    /// `Sat`, the weekday in `timeZone`.
    package static func weekday(of date: Date, in timeZone: TimeZone) -> String {
        weekdayNames[(calendar(in: timeZone).component(.weekday, from: date) - 1) % 7]
    }
}

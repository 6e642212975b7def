import Foundation

/// How long ago something happened, in words: `just now`, `5 min ago`, `3 h ago`,
/// `yesterday`, `4 days ago`, then the date. The reference time is passed in, so the text is
/// the same in every test run.
///
/// ```swift
/// RelativeTime.text(for: posted, relativeTo: now)   // "12 min ago"
/// ```
package enum RelativeTime {
    /// The text for `date` seen from `now`; a date after `now` is `just now`.
    package static func text(for date: Date, relativeTo now: Date) -> String {
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

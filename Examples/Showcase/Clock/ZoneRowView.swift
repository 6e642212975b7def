import Foundation
import TextRendering
import TextUI

/// What a row of zones shows: a title, a dimmed detail after it, and the time at the right
/// with the day and offset when there is room.
package struct ZoneRow: Sendable, Hashable {
    /// The zone's name.
    package var title: String
    /// Dimmed text after the title (the identifier in the picker); may be empty.
    package var detail: String
    /// The local time, `09:41`.
    package var time: String
    /// The local weekday, `Sun`.
    package var day: String
    /// The offset from UTC, `UTC+11:00`.
    package var offset: String
    /// What a user's action just did to the zone (`added`, `renamed`), shown after the title.
    package var mark: String?

    /// The row for `zone` at `date`.
    package init(title: String, detail: String = "", identifier: String, at date: Date, mark: String? = nil) {
        self.title = title
        self.detail = detail
        self.mark = mark
        time = ZoneCatalog.time(in: identifier, at: date)
        day = TimeZone(identifier: identifier).map { CalendarDate.weekday(of: date, in: $0) } ?? ""
        offset = ZoneCatalog.offsetText(for: identifier, at: date)
    }
}

/// One line: `Sydney            09:41 Sun  UTC+11:00`, the right part shortened to the time
/// in rows narrower than 36 columns, the title truncated to what is left.
package final class ZoneRowView: View, Configurable {
    private var row = ZoneRow(title: "", identifier: "UTC", at: Date(timeIntervalSince1970: 0))

    package func configure(viewData: ZoneRow) {
        guard viewData != row else { return }
        row = viewData
        setNeedsLayout()
    }

    /// The narrowest row that shows the day and offset beside the time.
    static let fullRowWidth = 36

    /// The time, day and offset, the offset padded so that times line up (`UTC` is shorter
    /// than `UTC+11:00`).
    private var fullRight: String { "\(row.time) \(row.day)  " + row.offset.padded(toWidth: 9, alignment: .leading) }

    package override func contentWidths() -> LayoutWidths {
        let profile = effectiveWidthProfile
        let title = row.title.terminalSafe.displayWidth(in: profile)
        let detail = row.detail.isEmpty ? 0 : row.detail.terminalSafe.displayWidth(in: profile) + 3
        return LayoutWidths(minimum: 6, ideal: title + detail + 2 + fullRight.displayWidth(in: profile))
    }

    package override func contentHeight(forWidth width: Int) -> Int { width > 0 ? 1 : 0 }

    package override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let profile = canvas.profile
        let title = row.title.terminalSafe
        // The right part: all of it in a wide row, else just the time, the same for every row
        // of a table so that the columns line up.
        var right = rect.width >= Self.fullRowWidth ? fullRight : row.time
        var rightWidth = right.displayWidth(in: profile)
        if rightWidth + 4 > rect.width { right = ""; rightWidth = 0 }
        let room = max(0, rect.width - rightWidth - (rightWidth > 0 ? 2 : 0))
        let shownTitle = title.truncated(toWidth: room, mode: .tail, in: profile)
        var x = canvas.draw(shownTitle, at: rect.origin, style: row.mark == nil ? .plain : .bold, clip: clip)
        if let mark = row.mark, room - (x - rect.minX) > mark.count + 3 {
            x = canvas.draw(" ◂ " + mark, at: Point(x: x, y: rect.minY), style: .bold, clip: clip)
        }
        if !row.detail.isEmpty, room - (x - rect.minX) > 4 {
            let detail = " · " + row.detail.terminalSafe
            x = canvas.draw(detail.truncated(toWidth: room - (x - rect.minX), mode: .tail, in: profile), at: Point(x: x, y: rect.minY), style: .dim, clip: clip)
        }
        guard rightWidth > 0 else { return }
        let start = rect.maxX - rightWidth
        let timePart = row.time
        let after = canvas.draw(timePart, at: Point(x: start, y: rect.minY), style: .bold, clip: clip)
        if right.count > timePart.count {
            canvas.draw(String(right.dropFirst(timePart.count)), at: Point(x: after, y: rect.minY), style: .dim, clip: clip)
        }
    }
}

import Foundation

/// A progress bar as a line of text: a description, the bar, the percentage, the count, the
/// time elapsed, the rate and the time left.
///
/// ```swift
/// ProgressBar(description: "Copying", completed: 420, total: 1_000, elapsed: 12).render(width: 72).plainText
/// // Copying ━━━━━━━━────────────   42%    420/1,000  0:12   35.0/s  ETA 0:17
/// ```
///
/// Every field has a width that depends on the total alone (the percentage 4 cells, the count
/// as wide as the total twice, the elapsed time 4, the rate 7, the time left 8, blank while
/// not known), so the bar keeps its length as the values change and bars of the same total
/// line up, on a terminal and in piped lines alike (a count past the total, ten minutes or
/// more, or a count without a total past six characters widen their fields). Fields drop out
/// from the right when the width is short (the bar keeps at least 10 columns); without a total
/// the bar shows the count, elapsed time and rate. The description is drawn terminal-safe.
/// What is done is drawn heavy (`━`) and the rest light (`─`), so the bar reads without colour
/// too.
public struct ProgressBar: Widget, Hashable {
    /// What is being done.
    public var description: String
    /// Units done.
    public var completed: Double
    /// Units in all; `nil` when not known.
    public var total: Double?
    /// Seconds since the work began.
    public var elapsed: Double
    /// The style of the done part of the bar.
    public var completeStyle: Style = Style.plain.foreground(.magenta)
    /// The style of the rest of the bar.
    public var remainingStyle: Style = Style.dim

    /// A bar.
    public init(description: String = "", completed: Double, total: Double?, elapsed: Double = 0) {
        self.description = description
        self.completed = completed
        self.total = total
        self.elapsed = elapsed
    }

    /// The fraction done, 0…1; `nil` without a total (or with one that is not a number).
    public var fraction: Double? {
        guard let total, total.isFinite, completed.isFinite else { return nil }
        guard total > 0 else { return total == 0 ? 1 : nil }
        return min(1, max(0, completed / total))
    }

    /// Units a second so far; `nil` before any time has passed (or when a count is not a
    /// number).
    public var rate: Double? {
        guard elapsed > 0, elapsed.isFinite, completed.isFinite, completed >= 0 else { return nil }
        return completed / elapsed
    }

    /// Seconds left at the rate so far; `nil` when not known.
    public var remaining: Double? {
        guard let total, let rate, rate > 0 else { return nil }
        return max(0, (total - completed) / rate)
    }

    /// `0:07`, `12:05`, `1:02:03`.
    package static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        let (hours, minutes, rest) = (whole / 3_600, whole / 60 % 60, whole % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
    }

    /// A rate in at most five characters: `3.5`, `35.0`, `350`, `3500`, `35k`, `3500k`, `35M`,
    /// at most `9999M`.
    package static func rate(_ value: Double) -> String {
        switch value {
        case ..<99.95: oneDecimal(value)
        case ..<9_999.5: String(Int(value.rounded()))
        case ..<9_999_500: String(Int((value / 1_000).rounded())) + "k"
        default: String(Int(min(value / 1_000_000, 9_999).rounded())) + "M"
        }
    }

    /// `1,000`, `12.5`: grouped by threes, at most one decimal (rounded half to even), none
    /// for a whole number. Written by hand: a `NumberFormatter` made per call was most of a
    /// board's redraw.
    package static func count(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let tenths = UInt64((abs(value) * 10).rounded(.toNearestOrEven))
        let digits = String(tenths / 10)
        var text = value < 0 && tenths > 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        if value.rounded() != value, tenths % 10 != 0 { text += "." + String(tenths % 10) }
        return text
    }

    /// `3.5`: one decimal, as printf's `%.1f` writes it: rounded by the number's exact binary
    /// value (0.05 is a little over, so `0.1`), half to even only when exactly half.
    private static func oneDecimal(_ value: Double) -> String {
        let magnitude = abs(value)
        var tenths = (magnitude * 10).rounded(.down)
        // The sign of magnitude × 10 − (tenths + ½), computed exactly by a fused multiply-add.
        let difference = (-(tenths + 0.5)).addingProduct(magnitude, 10)
        if difference > 0 || (difference == 0 && tenths.truncatingRemainder(dividingBy: 2) == 1) { tenths += 1 }
        let whole = UInt64(tenths)
        return (value < 0 && whole > 0 ? "-" : "") + String(whole / 10) + "." + String(whole % 10)
    }

    /// The fields after the bar, most important first, each at a width that depends on the
    /// total alone, never on the values: a field that is not known yet (the rate before any
    /// time has passed, the time left) is blank, so the bar keeps its length from the first
    /// update to the last, and bars of the same total line up.
    private var fields: [String] {
        var fields: [String] = []
        if let fraction { fields.append(String(Int((fraction * 100).rounded(.down))).padded(toWidth: 3, alignment: .trailing) + "%") }
        if let total {
            let totalText = Self.count(total)
            fields.append(Self.count(completed).padded(toWidth: totalText.count, alignment: .trailing) + "/" + totalText)
        } else {
            fields.append(Self.count(completed).padded(toWidth: 6, alignment: .trailing))
        }
        fields.append(Self.duration(elapsed).padded(toWidth: 4, alignment: .trailing))
        let rateText = rate.map { Self.rate($0) + "/s" } ?? ""
        fields.append(rateText.padded(toWidth: 7, alignment: .trailing))
        if total != nil {
            let isRunning = fraction.map { $0 < 1 } ?? false
            let left = isRunning ? remaining.map { "ETA " + Self.duration($0.rounded(.up)) } : nil
            fields.append((left ?? "").padded(toWidth: 8, alignment: .leading))
        }
        return fields
    }

    /// A bar of `width` columns filled to `fraction` (none filled when it is `nil`): heavy for
    /// what is done, light for the rest, so the difference shows without colour too.
    package static func drawBar(
        fraction: Double?, width: Int, at origin: Point, on canvas: inout Canvas, clip: Rect, complete: Style, remaining: Style
    ) {
        let (full, half, rest) = ("━", "╸", "─")
        guard let fraction else {
            canvas.draw(String(repeating: rest, count: width), at: origin, style: remaining, clip: clip)
            return
        }
        let halves = Int((fraction * Double(width * 2)).rounded(.down))
        let done = halves / 2
        canvas.draw(String(repeating: full, count: done), at: origin, style: complete, clip: clip)
        var position = origin.x + done
        if done < width, halves % 2 == 1 {
            canvas.draw(half, at: Point(x: position, y: origin.y), style: complete, clip: clip)
            position += 1
        }
        canvas.draw(String(repeating: rest, count: max(0, origin.x + width - position)), at: Point(x: position, y: origin.y), style: remaining, clip: clip)
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        let label = description.terminalSafeLine
        let labelWidth = label.isEmpty ? 0 : label.displayWidth(in: profile) + 1
        // At least the bar's ten columns; ideally a bar of forty (Rich's) and every field, two
        // spaces before each.
        return LayoutWidths(minimum: 10, ideal: labelWidth + 40 + fields.reduce(0) { $0 + $1.displayWidth(in: profile) + 2 })
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        width > 0 ? 1 : 0
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let width = rect.width
        guard width > 0, rect.height > 0 else { return }
        let profile = canvas.profile
        let label = description.terminalSafeLine
        var parts = fields
        // Drop fields from the right until the bar has at least 10 columns.
        func used(_ parts: [String]) -> Int {
            let labelWidth = label.isEmpty ? 0 : min(label.displayWidth(in: profile), width / 3) + 1
            return labelWidth + parts.reduce(0) { $0 + $1.displayWidth(in: profile) + 2 }
        }
        while !parts.isEmpty, width - used(parts) < 10 { parts.removeLast() }
        let y = rect.minY
        var x = rect.minX
        if !label.isEmpty {
            let shown = label.truncated(toWidth: min(label.displayWidth(in: profile), width / 3), mode: .tail, in: profile)
            x = canvas.draw(shown, at: Point(x: x, y: y), clip: clip) + 1
        }
        let barWidth = max(0, width - used(parts))
        Self.drawBar(fraction: fraction, width: barWidth, at: Point(x: x, y: y), on: &canvas, clip: clip, complete: completeStyle, remaining: remainingStyle)
        x += barWidth
        for part in parts {
            x = canvas.draw("  " + part, at: Point(x: x, y: y), clip: clip)
        }
    }
}

/// A spinner and a message: the frame changes with time.
///
/// ```swift
/// Spinner("Resolving", elapsed: 0.25).render(width: 20).plainText   // "⠹ Resolving"
/// ```
public struct Spinner: Widget, Hashable {
    /// The message after the spinner.
    public var message: String
    /// Seconds since the spinner started: which frame shows.
    public var elapsed: Double
    /// The spinner's style.
    public var style: Style = Style.plain.foreground(.cyan)

    /// Braille dots, ten frames a second (braille is one cell in every width profile).
    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// A spinner with `message`, `elapsed` seconds in.
    public init(_ message: String, elapsed: Double = 0) {
        self.message = message
        self.elapsed = elapsed
    }

    public func widths(in profile: WidthProfile) -> LayoutWidths {
        LayoutWidths(minimum: 1, ideal: 2 + message.terminalSafeLine.displayWidth(in: profile))
    }

    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        width > 0 ? 1 : 0
    }

    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let frame = Self.frames[Int(max(0, elapsed) * 10) % Self.frames.count]
        let x = canvas.draw(frame, at: rect.origin, style: style, clip: clip) + 1
        let text = message.terminalSafeLine
        canvas.draw(text.truncated(toWidth: max(0, rect.maxX - x), mode: .tail, in: canvas.profile), at: Point(x: x, y: rect.minY), clip: clip)
    }
}

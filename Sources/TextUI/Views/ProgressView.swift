import TextRendering

/// A progress bar (`███████░░░  70% Uploading`), or, while `progress` is `nil`, a spinner that
/// moves one frame per `tick()`.
///
/// The bar is `barWidth` cells long and the percentage always four (`  7%`, ` 70%`, `100%`),
/// so bars line up in a list whatever their progress and titles; the title takes what is
/// left. A view narrower than the bar and its percentage shrinks the bar; `barWidth = nil`
/// makes the bar fill the width the percentage and the title leave, as `UIProgressView` fills
/// its frame.
///
/// ```swift
/// let download = ProgressView(progress: 0.07, title: "Episode 12")
/// download.render(width: 40).plainText   // "█░░░░░░░░░░░░░░░░░░░   7% Episode 12"
/// ```
open class ProgressView: View {
    /// Progress from 0 to 1; `nil` for work of unknown length (a spinner).
    public var progress: Double? {
        didSet {
            if let progress { precondition(progress.isFinite, "progress must be a finite number, got \(progress)") }
            setNeedsLayout()
        }
    }
    /// Text after the bar or spinner.
    public var title: String = "" { didSet { setNeedsLayout() } }
    /// The bar's length in cells (shorter only when the view is narrower than the bar and its
    /// percentage); `nil` fills the width the percentage and the title leave.
    public var barWidth: Int? = 20 {
        didSet {
            if let barWidth { precondition(barWidth > 0, "a progress bar must be at least 1 cell long, got \(barWidth)") }
            setNeedsLayout()
        }
    }
    /// The spinner's frame.
    public private(set) var frameIndex = 0

    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiSpinnerFrames: [Character] = ["|", "/", "-", "\\"]

    /// Creates a spinner.
    public required init() {
        super.init()
    }

    /// Creates a bar at `progress` (or a spinner for `nil`) with a title.
    public convenience init(progress: Double?, title: String = "") {
        self.init()
        self.progress = progress
        self.title = title
    }

    /// Sets the progress in UIKit's spelling (`Float`, `animated`); nothing animates in a
    /// terminal.
    public func setProgress(_ progress: Float, animated: Bool) {
        self.progress = Double(progress)
    }

    /// Moves the spinner on by one frame.
    public func tick() {
        frameIndex += 1
    }

    /// The cells of the percentage after the bar: a space and `100%` at most.
    static let percentWidth = 5

    /// `progress "Uploading" = "70%"`, or `= "in progress"` for a spinner.
    open override var accessibilityElement: AccessibilityElement? {
        let shown = progress.map { "\(Int((min(max($0, 0), 1) * 100).rounded(.down)))%" } ?? "in progress"
        return AccessibilityElement(role: .progressIndicator, label: accessibilityLabel ?? title, value: accessibilityValue ?? shown)
    }

    open override func contentWidths() -> LayoutWidths {
        let titleWidth = title.terminalSafe.displayWidth(in: effectiveWidthProfile)
        let extra = titleWidth == 0 ? 0 : titleWidth + 1
        return progress == nil
            ? LayoutWidths(minimum: 1, ideal: 1 + extra)
            : LayoutWidths(minimum: 1 + Self.percentWidth, ideal: (barWidth ?? 20) + Self.percentWidth + extra)
    }

    open override func contentHeight(forWidth width: Int) -> Int { width > 0 ? 1 : 0 }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let profile = canvas.profile
        let wide = profile.hasWideAmbiguousCharacters
        let titleText = title.terminalSafe
        guard let progress else {
            let frames = wide ? Self.asciiSpinnerFrames : Self.spinnerFrames
            canvas.draw(String(frames[frameIndex % frames.count]), at: rect.origin, style: .bold, clip: clip)
            if !titleText.isEmpty, rect.width > 2 {
                canvas.draw(titleText.truncated(toWidth: rect.width - 2, mode: .tail, in: profile),
                            at: Point(x: rect.minX + 2, y: rect.minY), clip: clip)
            }
            return
        }
        let fraction = min(max(progress, 0), 1)
        let percent = (String(Int((fraction * 100).rounded(.down))) + "%").padded(toWidth: Self.percentWidth, alignment: .trailing)
        let titleRoom = titleText.isEmpty ? 0 : titleText.displayWidth(in: profile) + 1
        let room = max(1, rect.width - Self.percentWidth)
        // A fixed bar shrinks only when the view is too narrow for it; a filling one leaves the
        // title its room while the bar keeps five cells.
        let barLength = barWidth.map { min($0, room) } ?? (room - titleRoom >= 5 ? room - titleRoom : room)
        let filled = Int((Double(barLength) * fraction).rounded(.down))
        let bar = String(repeating: wide ? "#" : "█", count: filled) + String(repeating: wide ? "-" : "░", count: barLength - filled)
        var x = canvas.draw(bar, at: rect.origin, style: Style.plain.foreground(.cyan), clip: clip)
        x = canvas.draw(percent, at: Point(x: x, y: rect.minY), clip: clip)
        if titleRoom > 0, rect.maxX - x > 1 {
            canvas.draw(" " + titleText.truncated(toWidth: rect.maxX - x - 1, mode: .tail, in: profile),
                        at: Point(x: x, y: rect.minY), clip: clip)
        }
    }
}

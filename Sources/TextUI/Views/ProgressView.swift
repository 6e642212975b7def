import TextRendering

/// A progress bar (`███████░░░ 70%`), or, while `progress` is `nil`, a spinner that moves
/// one frame per `tick()`.
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

    /// Moves the spinner on by one frame.
    public func tick() {
        frameIndex += 1
    }

    open override func contentWidths() -> LayoutWidths {
        let titleWidth = title.terminalSafe.displayWidth(in: effectiveWidthProfile)
        let extra = titleWidth == 0 ? 0 : titleWidth + 1
        return progress == nil
            ? LayoutWidths(minimum: 1, ideal: 1 + extra)
            : LayoutWidths(minimum: 5, ideal: 25 + extra)
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
        let percent = " \(Int((fraction * 100).rounded(.down)))%"
        var titleRoom = titleText.isEmpty ? 0 : titleText.displayWidth(in: profile) + 1
        // The title goes when it would leave the bar fewer than five cells.
        if rect.width - percent.count - titleRoom < 5 { titleRoom = 0 }
        let barWidth = max(1, rect.width - percent.count - titleRoom)
        let filled = Int((Double(barWidth) * fraction).rounded(.down))
        let bar = String(repeating: wide ? "#" : "█", count: filled) + String(repeating: wide ? "-" : "░", count: barWidth - filled)
        var x = canvas.draw(bar, at: rect.origin, style: Style.plain.foreground(.cyan), clip: clip)
        x = canvas.draw(percent, at: Point(x: x, y: rect.minY), clip: clip)
        if titleRoom > 0, rect.maxX - x > 1 {
            canvas.draw(" " + titleText.truncated(toWidth: rect.maxX - x - 1, mode: .tail, in: profile),
                        at: Point(x: x, y: rect.minY), clip: clip)
        }
    }
}

import TextRendering

/// A one-line text input: its text, a placeholder when empty, and a cursor when focused.
///
/// Drawn as `[text      ]` across its width; typed characters go in at the cursor, Backspace
/// and Delete remove, Left, Right, Home and End move the cursor; as in a shell, Ctrl-A and
/// Ctrl-E go to the start and end, Ctrl-U deletes before the cursor and Ctrl-K after it.
open class TextField: View {
    /// The text typed so far. Setting it from code puts the cursor at its end.
    public var text: String = "" {
        didSet {
            cursor = isEditing ? min(cursor, text.count) : text.count
            if text != oldValue { setNeedsLayout() }
        }
    }
    /// Whether the field takes the focus and keys.
    public var isEnabled = true
    /// True while a key edits the text (the cursor then stays where the edit leaves it).
    private var isEditing = false
    /// Dimmed text shown while `text` is empty.
    public var placeholder: String = "" { didSet { setNeedsLayout() } }
    /// The cursor, as a count of characters before it.
    public private(set) var cursor = 0
    /// Called after the text changes by a key.
    public var onChange: ((TextField) -> Void)?
    /// Called when Enter is pressed.
    public var onSubmit: ((TextField) -> Void)?
    /// The columns to ask for when there is room.
    public var preferredWidth = 20 { didSet { setNeedsLayout() } }

    /// Creates an empty field.
    public required init() {
        super.init()
    }

    /// Creates a field with a placeholder and text.
    public convenience init(placeholder: String, text: String = "") {
        self.init()
        self.placeholder = placeholder
        self.text = text
        cursor = text.count
    }

    /// Moves the cursor to after `count` characters.
    public func moveCursor(to count: Int) {
        cursor = max(0, min(count, text.count))
    }

    open override func contentWidths() -> LayoutWidths {
        LayoutWidths(minimum: 4, ideal: max(preferredWidth, text.terminalSafe.displayWidth(in: effectiveWidthProfile) + 3))
    }

    open override func contentHeight(forWidth width: Int) -> Int { width > 0 ? 1 : 0 }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width >= 2, rect.height > 0 else { return }
        let profile = canvas.profile
        let room = rect.width - 2
        canvas.draw("[", at: rect.origin, style: .dim, clip: clip)
        canvas.draw("]", at: Point(x: rect.maxX - 1, y: rect.minY), style: .dim, clip: clip)
        guard room > 0 else { return }
        if text.isEmpty {
            let shown = placeholder.terminalSafe.truncated(toWidth: room, mode: .tail, in: profile)
            canvas.draw(shown, at: Point(x: rect.minX + 1, y: rect.minY), style: .dim, clip: clip)
            if isFirstResponder {
                canvas.restyle(Rect(x: rect.minX + 1, y: rect.minY, width: 1, height: 1)) { $0.adding(.inverse) }
            }
            return
        }
        // Show the part of the text around the cursor that fits, the cursor cell included.
        let characters = Array(text)
        var start = 0
        var widthBeforeCursor = characters[..<cursor].reduce(0) { $0 + String($1).terminalSafe.displayWidth(in: profile) }
        while widthBeforeCursor >= room, start < cursor {
            widthBeforeCursor -= String(characters[start]).terminalSafe.displayWidth(in: profile)
            start += 1
        }
        let visible = String(characters[start...]).terminalSafe.truncated(toWidth: room, mode: .tail, ellipsis: "", in: profile)
        let textOrigin = Point(x: rect.minX + 1, y: rect.minY)
        // A disabled field is dimmed, like disabled buttons and switches.
        canvas.draw(visible, at: textOrigin, style: isEnabled ? .plain : .dim,
                    clip: Rect(x: textOrigin.x, y: rect.minY, width: room, height: 1).intersection(clip))
        if isFirstResponder {
            let cursorCell = Rect(x: textOrigin.x + widthBeforeCursor, y: rect.minY, width: 1, height: 1)
            canvas.restyle(cursorCell.intersection(clip)) { $0.adding(.inverse) }
        }
    }

    open override func handle(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        isEditing = true
        defer { isEditing = false }
        var characters = Array(text)
        switch key {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
            text = String(characters)
            onChange?(self)
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
            text = String(characters)
            onChange?(self)
        case .enter:
            onSubmit?(self)
        case .control("a"): cursor = 0
        case .control("e"): cursor = characters.count
        case .control("u"):
            guard cursor > 0 else { return true }
            characters.removeFirst(cursor)
            cursor = 0
            text = String(characters)
            onChange?(self)
        case .control("k"):
            guard cursor < characters.count else { return true }
            characters.removeLast(characters.count - cursor)
            text = String(characters)
            onChange?(self)
        default:
            guard let character = key.character else { return false }
            characters.insert(character, at: cursor)
            cursor += 1
            text = String(characters)
            onChange?(self)
        }
        return true
    }
}

/// An on/off control drawn as `[x] Title` or `[ ] Title`; Space or Enter toggles it.
open class Switch: View {
    /// Whether the switch is on.
    public var isOn = false
    /// The text after the box.
    public var title: String = "" { didSet { if title != oldValue { setNeedsLayout() } } }
    /// Whether the switch can be toggled and focused.
    public var isEnabled = true
    /// Called after a key toggles the switch.
    public var onChange: ((Switch) -> Void)?

    /// Creates a switch that is off.
    public required init() {
        super.init()
    }

    /// Creates a switch with a title.
    public convenience init(_ title: String, isOn: Bool = false) {
        self.init()
        self.title = title
        self.isOn = isOn
    }

    open override func contentWidths() -> LayoutWidths {
        let titleWidth = title.terminalSafe.displayWidth(in: effectiveWidthProfile)
        return LayoutWidths(minimum: 3, ideal: titleWidth == 0 ? 3 : titleWidth + 4)
    }

    open override func contentHeight(forWidth width: Int) -> Int { width > 0 ? 1 : 0 }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        var style = Style.plain
        if !isEnabled { style = style.adding(.dim) }
        let box = isOn ? "[x]" : "[ ]"
        canvas.draw(box, at: rect.origin, style: isFirstResponder ? style.adding(.inverse) : style, clip: clip)
        if !title.isEmpty, rect.width > 4 {
            let shown = title.terminalSafe.truncated(toWidth: rect.width - 4, mode: .tail, in: canvas.profile)
            canvas.draw(shown, at: Point(x: rect.minX + 4, y: rect.minY), style: style, clip: clip)
        }
    }

    open override func handle(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        guard isEnabled else { return true }
        isOn.toggle()
        onChange?(self)
        return true
    }
}

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

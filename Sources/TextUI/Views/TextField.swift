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
            // A typed character, or pasted text (its controls already gone: see `KeyDecoder`).
            guard let inserted = key.pastedText.map(Array.init) ?? key.character.map({ [$0] }) else { return false }
            characters.insert(contentsOf: inserted, at: cursor)
            cursor += inserted.count
            text = String(characters)
            onChange?(self)
        }
        return true
    }
}

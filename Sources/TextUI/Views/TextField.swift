import TextRendering

/// A one-line text input: its text, a placeholder when empty, and a cursor when focused.
///
/// Drawn as `[text      ]` across its width; typed characters go in at the cursor, Backspace
/// and Delete remove, Left, Right, Home and End move the cursor; as in a shell, Ctrl-A and
/// Ctrl-E go to the start and end, Ctrl-U deletes before the cursor and Ctrl-K after it.
open class TextField: View {
    /// The text typed so far. Setting it from code puts the cursor at its end.
    public var text: String {
        get { storage }
        set {
            let old = storage
            storage = newValue
            if isNotifying {
                // Changed by `onChange` (a filter): the cursor stays where it was, if it can.
                moveCursor(to: knownCursor ?? old[..<cursorIndex].count)
            } else {
                cursorIndex = storage.endIndex
                knownCursor = nil
            }
            knownWidth = nil
            if storage != old { setNeedsLayout() }
        }
    }
    /// The text, edited in place by keys (a property observer would copy it at every edit).
    private var storage = ""
    /// Whether the field takes the focus and keys.
    public var isEnabled = true
    /// True while `onChange` is told of an edit.
    private var isNotifying = false
    /// Dimmed text shown while `text` is empty.
    public var placeholder: String = "" { didSet { setNeedsLayout() } }
    /// The cursor, as a count of characters before it.
    public var cursor: Int {
        if let knownCursor { return knownCursor }
        let counted = text[..<cursorIndex].count
        knownCursor = counted
        return counted
    }
    /// Called after the text changes by a key.
    public var onChange: ((TextField) -> Void)?
    /// Called when Enter is pressed.
    public var onSubmit: ((TextField) -> Void)?
    /// The columns to ask for when there is room.
    public var preferredWidth = 20 { didSet { setNeedsLayout() } }

    // Typing at the end of a long text counts and measures nothing again: the cursor is kept
    // as an index, and the text's width is worked out again only from the last character on.
    // Other edits count and measure again when asked.

    /// Where the cursor is in `text`: always at a character's start or the end.
    private var cursorIndex: String.Index
    /// `cursor`, once counted.
    private var knownCursor: Int? = 0
    /// The text's width (the sum of its characters' terminal-safe widths) in a profile, once
    /// measured.
    private var knownWidth: (width: Int, profile: WidthProfile)?

    /// Creates an empty field.
    public required init() {
        cursorIndex = "".endIndex
        super.init()
    }

    /// Creates a field with a placeholder and text.
    public convenience init(placeholder: String, text: String = "") {
        self.init()
        self.placeholder = placeholder
        self.text = text
    }

    /// Moves the cursor to after `count` characters.
    public func moveCursor(to count: Int) {
        if let index = text.index(text.startIndex, offsetBy: max(0, count), limitedBy: text.endIndex) {
            cursorIndex = index
            knownCursor = max(0, count)
        } else {
            cursorIndex = text.endIndex
            knownCursor = nil
        }
    }

    /// The width of `characters` as the field draws them, each made terminal-safe.
    private static func width(of characters: Substring, in profile: WidthProfile) -> Int {
        characters.reduce(0) { $0 + String($1).terminalSafe.displayWidth(in: profile) }
    }

    /// The text's width in `profile`.
    private func textWidth(in profile: WidthProfile) -> Int {
        if let knownWidth, knownWidth.profile == profile { return knownWidth.width }
        let width = Self.width(of: text[...], in: profile)
        knownWidth = (width, profile)
        return width
    }

    open override func contentWidths() -> LayoutWidths {
        LayoutWidths(minimum: 4, ideal: max(preferredWidth, textWidth(in: effectiveWidthProfile) + 3))
    }

    open override func contentHeight(forWidth width: Int) -> Int { width > 0 ? 1 : 0 }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// `text field "Street" = "1 Sesame Street"`: called by its placeholder, holding its text,
    /// disabled and focused as it is.
    open override var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(
            role: .textField, label: accessibilityLabel ?? placeholder, value: accessibilityValue ?? text,
            traits: accessibilityTraits(isEnabled: isEnabled))
    }

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
        // Show the part of the text around the cursor that fits, the cursor cell included:
        // back from the cursor while there is room, then on from there.
        var start = cursorIndex
        var widthBeforeCursor = 0
        while start > text.startIndex {
            let previous = text.index(before: start)
            let width = String(text[previous]).terminalSafe.displayWidth(in: profile)
            if widthBeforeCursor + width >= room { break }
            widthBeforeCursor += width
            start = previous
        }
        var end = cursorIndex
        var shownWidth = widthBeforeCursor
        while end < text.endIndex {
            let width = String(text[end]).terminalSafe.displayWidth(in: profile)
            if shownWidth + width > room { break }
            shownWidth += width
            end = text.index(after: end)
        }
        let visible = String(text[start..<end]).terminalSafe
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
        switch key {
        case .left:
            guard cursorIndex > text.startIndex else { return true }
            cursorIndex = text.index(before: cursorIndex)
            knownCursor = knownCursor.map { $0 - 1 }
        case .right:
            guard cursorIndex < text.endIndex else { return true }
            cursorIndex = text.index(after: cursorIndex)
            knownCursor = knownCursor.map { $0 + 1 }
        case .home, .control("a"):
            cursorIndex = text.startIndex
            knownCursor = 0
        case .end, .control("e"):
            cursorIndex = text.endIndex
            knownCursor = nil
        case .backspace:
            guard cursorIndex > text.startIndex else { return true }
            replace(text.index(before: cursorIndex)..<cursorIndex, with: "")
        case .delete:
            guard cursorIndex < text.endIndex else { return true }
            replace(cursorIndex..<text.index(after: cursorIndex), with: "")
        case .enter:
            onSubmit?(self)
        case .control("u"):
            guard cursorIndex > text.startIndex else { return true }
            replace(text.startIndex..<cursorIndex, with: "")
        case .control("k"):
            guard cursorIndex < text.endIndex else { return true }
            replace(cursorIndex..<text.endIndex, with: "")
        default:
            // A typed character, or pasted text (its controls already gone: see `KeyDecoder`).
            guard let inserted = key.pastedText ?? key.character.map({ String($0) }) else { return false }
            replace(cursorIndex..<cursorIndex, with: inserted)
        }
        return true
    }

    /// Replaces the characters in `range` with `replacement`, leaving the cursor after it, and
    /// tells `onChange`.
    ///
    /// Characters before the one in front of the edit are never joined to or split from their
    /// neighbours by it (grapheme breaks depend only on what comes before), so an edit at the
    /// end keeps the count and width of the text before that character; any other edit leaves
    /// them to be counted again when asked.
    private func replace(_ range: Range<String.Index>, with replacement: String) {
        edit(range, with: replacement)
        setNeedsLayout()
        isNotifying = true
        defer { isNotifying = false }
        onChange?(self)
    }

    /// The edit itself: the text, the cursor and what is known of them.
    private func edit(_ range: Range<String.Index>, with replacement: String) {
        if range.upperBound == storage.endIndex {
            // The last character before the edit may join what is typed (a combining mark).
            let tailStart = range.lowerBound > storage.startIndex ? storage.index(before: range.lowerBound) : range.lowerBound
            let oldTailWidth = knownWidth.map { Self.width(of: storage[tailStart...], in: $0.profile) }
            let countBefore = knownCursor.map { $0 - storage[tailStart..<cursorIndex].count }
            let offset = storage.utf8.distance(from: storage.startIndex, to: tailStart)
            storage.replaceSubrange(range, with: replacement)
            let newTail = storage[storage.utf8.index(storage.startIndex, offsetBy: offset)...]
            if let known = knownWidth, let oldTailWidth {
                knownWidth = (known.width - oldTailWidth + Self.width(of: newTail, in: known.profile), known.profile)
            }
            knownCursor = countBefore.map { $0 + newTail.count }
            cursorIndex = storage.endIndex
        } else {
            let offset = storage.utf8.distance(from: storage.startIndex, to: range.lowerBound) + replacement.utf8.count
            storage.replaceSubrange(range, with: replacement)
            // The cursor goes after the replacement, on to a character's start if what follows
            // joined it (a combining mark after a typed letter).
            let target = storage.utf8.index(storage.startIndex, offsetBy: offset)
            var index = storage.startIndex
            var count = 0
            while index < target {
                index = storage.index(after: index)
                count += 1
            }
            cursorIndex = index
            knownCursor = count
            knownWidth = nil
        }
    }
}

import TerminalInput
import TextRendering

/// A line of text being edited, a grapheme at a time: the cursor moves over and deletes whole
/// characters, so CJK, emoji sequences and letters with combining marks edit as one.
///
/// ```swift
/// var editor = LineEditor("日本")
/// editor.handle(.character("語"))   // "日本語", cursor at the end
/// editor.handle(.left)              // cursor before 語
/// editor.handle(.backspace)         // "日語"
/// ```
///
/// Keys: characters and pastes insert at the cursor (a paste's controls are dropped: pasted
/// text never presses keys); ← → move; Home and End (and Ctrl-A, Ctrl-E) go to the ends; ⌫
/// deletes before the cursor and Delete (Ctrl-D) after it; Ctrl-U deletes to the start and
/// Ctrl-K to the end; Ctrl-W deletes the word before the cursor.
///
/// - Complexity: Typing at the end is amortised O(1) a character (and a paste linear in its
///   length); other edits are O(*n*) for *n* characters after the cursor.
public struct LineEditor: Sendable, Hashable {
    /// The characters, in order.
    public private(set) var characters: [Character]
    /// The cursor: the number of characters before it.
    public private(set) var cursor: Int

    /// An editor holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The text.
    public var text: String { String(characters) }

    /// Whether the line is empty.
    public var isEmpty: Bool { characters.isEmpty }

    /// Applies `key`; returns whether it was an editing key (the text or cursor may be unchanged,
    /// as for ⌫ at the start).
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        if let character = key.character {
            insert(CollectionOfOne(character))
            return true
        }
        if let pasted = key.pastedText {
            // Pasted text is text: controls (line breaks included) are dropped, never keys.
            insert(pasted.filter { !$0.isControl })
            return true
        }
        switch key {
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace, .control("h"):
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            // The spaces before the cursor, then the word before them.
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    /// Inserts at the cursor, joining graphemes that the insertion completes: a combining mark
    /// typed after `e`, or the parts of an emoji sequence that come one key at a time, become
    /// one character with their neighbours.
    private mutating func insert(_ inserted: some Collection<Character>) {
        guard !inserted.isEmpty else { return }
        let start = max(0, cursor - 1)
        let end = min(characters.count, cursor + 1)
        let before = String(characters[start..<cursor]) + String(inserted)
        let joined = Array(before + String(characters[cursor..<end]))
        characters.replaceSubrange(start..<end, with: joined)
        cursor = min(start + before.count, start + joined.count)
    }

    /// The part of the line to show in `width` columns so that the cursor is visible: the
    /// characters around it, and the cursor's column in that part. Only the characters shown
    /// are measured, so that a long line costs O(`width`) a keystroke.
    ///
    /// - Parameters:
    ///   - width: The columns for the text and the cursor (one column is kept for a cursor at
    ///     the end).
    ///   - mask: A character to show for each character instead (secure entry).
    func visible(width: Int, mask: Character? = nil) -> (text: String, cursorColumn: Int) {
        let room = max(1, width - 1)
        func columns(_ character: Character) -> Int { mask.map { _ in 1 } ?? max(0, character.displayWidth) }
        // From the cursor back, as far as the room allows; then forward from the cursor.
        var start = cursor
        var used = 0
        while start > 0, used + columns(characters[start - 1]) <= room {
            used += columns(characters[start - 1])
            start -= 1
        }
        let cursorColumn = used
        var end = cursor
        while end < characters.count, used + columns(characters[end]) <= room {
            used += columns(characters[end])
            end += 1
        }
        let shown = characters[start..<end]
        return (mask.map { String(repeating: $0, count: shown.count) } ?? String(shown), cursorColumn)
    }
}

extension Character {
    /// A control character: C0, DEL, C1, or a line or paragraph separator.
    var isControl: Bool {
        unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
        }
    }
}

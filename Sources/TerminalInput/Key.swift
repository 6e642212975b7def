/// A key press, as the window routes it to the focused view and its controllers.
///
/// ```swift
/// window.send(.character("a"))
/// window.send(.down)
/// window.send(.control("r"))
/// switch key {
/// case .enter, .character(" "): activate()
/// case .escape: dismiss()
/// default: break
/// }
/// ```
public struct Key: Sendable, Hashable, CustomStringConvertible {
    enum Storage: Sendable, Hashable {
        case character(Character)
        case control(Character)
        case named(String)
        case paste(String)
    }

    let storage: Storage

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// A printable character.
    public static func character(_ character: Character) -> Key { Key(.character(character)) }
    /// Text pasted into the terminal (bracketed paste): text for the focused field, never a key
    /// press. Views that take no text ignore it.
    public static func paste(_ text: String) -> Key { Key(.paste(text)) }
    /// Control and a letter (`ctrl-r`); the letter is lowercased.
    public static func control(_ letter: Character) -> Key { Key(.control(Character(letter.lowercased()))) }

    /// The up arrow.
    public static let up = Key(.named("up"))
    /// The down arrow.
    public static let down = Key(.named("down"))
    /// The left arrow.
    public static let left = Key(.named("left"))
    /// The right arrow.
    public static let right = Key(.named("right"))
    /// Enter (Return).
    public static let enter = Key(.named("enter"))
    /// Escape.
    public static let escape = Key(.named("escape"))
    /// Tab.
    public static let tab = Key(.named("tab"))
    /// Shift-Tab.
    public static let backTab = Key(.named("backtab"))
    /// Backspace.
    public static let backspace = Key(.named("backspace"))
    /// Delete (forward).
    public static let delete = Key(.named("delete"))
    /// Home.
    public static let home = Key(.named("home"))
    /// End.
    public static let end = Key(.named("end"))
    /// Page Up.
    public static let pageUp = Key(.named("pageup"))
    /// Page Down.
    public static let pageDown = Key(.named("pagedown"))

    /// The character of a printable key, `nil` for the others.
    public var character: Character? {
        if case .character(let character) = storage { return character }
        return nil
    }

    /// The text of a paste, `nil` for the other keys.
    public var pastedText: String? {
        if case .paste(let text) = storage { return text }
        return nil
    }

    /// The letter of a control key, `nil` for the others.
    public var controlLetter: Character? {
        if case .control(let letter) = storage { return letter }
        return nil
    }

    /// `a`, `ctrl-r`, `enter`, `up`, …
    public var description: String {
        switch storage {
        case .character(let character): return character == " " ? "space" : String(character)
        case .control(let letter): return "ctrl-\(letter)"
        case .named(let name): return name
        case .paste(let text): return "paste of \(text.count) character\(text.count == 1 ? "" : "s")"
        }
    }
}

extension Key {
    /// The key as a `KeyScript` writes it, so that `KeyScript(key.scriptText)` is this key
    /// again: `a`, `↓`, `⏎`, `{home}`, `{ctrl-r}`, `{space}`, `{{` for a brace. A recorded
    /// session keeps its keys in this form, and a test made from it presses them.
    ///
    /// A paste is written as the terminal sends it (between `ESC [200~` and `ESC [201~`), and
    /// a printable character that is also a key's symbol (`↓` typed, not pressed) as a paste of
    /// itself: a script has no other way to tell them apart. A character of several scalars (a
    /// family emoji) reads back as one key per scalar, as a terminal sends it.
    public var scriptText: String {
        switch storage {
        case .character(" "):
            return "{space}"
        case .character("{"):
            return "{{"
        case .character(let character):
            if KeyScript.symbols[character] != nil { return Self.pasteText(String(character)) }
            return String(character)
        case .control(let letter):
            return "{ctrl-\(letter)}"
        case .named:
            if let symbol = KeyScript.symbols.first(where: { $0.value == self })?.key { return String(symbol) }
            return "{\(description)}"
        case .paste(let text):
            return Self.pasteText(text)
        }
    }

    /// `text` between the bracketed-paste markers.
    private static func pasteText(_ text: String) -> String {
        "\u{1B}[200~" + text + "\u{1B}[201~"
    }
}

extension KeyScript.Step {
    /// The step as a `KeyScript` writes it: its key's `scriptText`, or `{wait}`.
    public var scriptText: String {
        key?.scriptText ?? "{wait}"
    }
}

extension KeyScript {
    /// The script as text that `KeyScript(_:)` reads back as the same steps: each step's
    /// `scriptText`, one after another.
    public var text: String {
        steps.map(\.scriptText).joined()
    }
}

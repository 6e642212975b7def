/// Key presses written as text, to drive an app from a test, a command line or a file.
///
/// Characters stand for themselves; a few symbols and names in braces stand for the other
/// keys, and `{wait}` lets time pass (one second) so that simulated work can finish:
///
/// | write | for |
/// |---|---|
/// | `↑` `↓` `←` `→` | the arrows (`{up}` `{down}` `{left}` `{right}`) |
/// | `⏎` | Enter (`{enter}`) |
/// | `⎋` | Escape (`{esc}`, `{escape}`) |
/// | `⌫` `⌦` | Backspace, Delete (`{backspace}`, `{delete}`) |
/// | `⇥` `⇤` | Tab, Shift-Tab (`{tab}`, `{backtab}`) |
/// | `{home}` `{end}` `{pageup}` `{pagedown}` `{space}` | those keys |
/// | `{ctrl-r}` | Control and a letter |
/// | `{wait}` | one second passes |
/// | `{{` | a `{` |
///
/// Anything else goes through `KeyDecoder`, so escape sequences and control bytes recorded
/// from a terminal work too: each run of such text between symbols and braces is decoded in
/// one pass, as if it arrived in one read. In a file, a line break is not a key (write `⏎`),
/// and lines whose first character is `#` are comments.
///
/// Ctrl-C (`{ctrl-c}`, or the byte 0x03) ends a script the way it ends a terminal session:
/// `TerminalApp.run(_:startingAt:afterEachStep:)` stops there, and the app never sees it.
///
/// ```swift
/// let script = try KeyScript("↓↓⏎{wait}aTokyo⏎")
/// script.steps.count   // 11: three keys, a wait, six characters and Enter
/// ```
public struct KeyScript: Sendable, Hashable {
    /// One step: a key, or time passing.
    public struct Step: Sendable, Hashable, CustomStringConvertible {
        /// The key pressed; `nil` for a wait.
        public let key: Key?

        private init(key: Key?) { self.key = key }

        /// A key press.
        public static func press(_ key: Key) -> Step { Step(key: key) }
        /// One second passes.
        public static let wait = Step(key: nil)

        /// The key's description, or `wait`.
        public var description: String { key?.description ?? "wait" }
    }

    /// The steps, in order.
    public var steps: [Step]

    /// The key that ends a script, as it ends a terminal session: Ctrl-C.
    public static let interrupt = Key.control("c")

    /// Whether the script has a Ctrl-C, where running it stops.
    public var containsInterrupt: Bool { steps.contains(.press(Self.interrupt)) }

    /// Creates a script of steps.
    public init(steps: [Step]) {
        self.steps = steps
    }

    static let symbols: [Character: Key] = [
        "↑": .up, "↓": .down, "←": .left, "→": .right, "⏎": .enter, "⎋": .escape,
        "⌫": .backspace, "⌦": .delete, "⇥": .tab, "⇤": .backTab,
    ]

    static let names: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter, "return": .enter,
        "esc": .escape, "escape": .escape, "backspace": .backspace, "delete": .delete, "tab": .tab,
        "backtab": .backTab, "home": .home, "end": .end, "pageup": .pageUp, "pagedown": .pageDown,
        "space": .character(" "),
    ]

    /// Parses a script written inline (a command-line argument, a test).
    ///
    /// - Throws: `KeyScriptError` naming the unknown or unclosed `{…}` and where it is.
    public init(_ text: String) throws(KeyScriptError) {
        steps = try Self.parse(text, line: nil)
    }

    /// Parses a script file's contents: line breaks are not keys, `#` lines are comments.
    ///
    /// - Throws: `KeyScriptError` naming the unknown or unclosed `{…}`, its line and column.
    public init(fileContents text: String) throws(KeyScriptError) {
        var steps: [Step] = []
        // `isNewline` splits at LF, CR and CRLF (one Character) alike.
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.first == "#" { continue }
            steps += try Self.parse(String(line), line: number + 1)
        }
        self.steps = steps
    }

    private static func parse(_ text: String, line: Int?) throws(KeyScriptError) -> [Step] {
        var steps: [Step] = []
        // Text that is neither a symbol nor a brace, decoded as one run when the run ends.
        var raw: [UInt8] = []
        var column = 0
        // Read scalar by scalar: a combining mark after a brace or a symbol (`}́`) is a key of
        // its own, as a terminal sends it, not part of the brace.
        var rest = text.unicodeScalars[...]
        func decodeRaw() {
            guard !raw.isEmpty else { return }
            var decoder = KeyDecoder()
            steps += (decoder.decode(raw) + decoder.flush()).map(Step.press)
            raw.removeAll(keepingCapacity: true)
        }
        // A bracketed paste is text as the terminal sent it: its braces and symbols are the
        // paste's, not the script's (`Key.scriptText` writes a paste, and a typed `↓`, so).
        let pasteStart = "\u{1B}[200~".unicodeScalars
        let pasteEnd = "\u{1B}[201~".unicodeScalars
        while let scalar = rest.first {
            column += 1
            if scalar == "\u{1B}", rest.starts(with: pasteStart) {
                var end = rest.endIndex
                var search = rest.index(rest.startIndex, offsetBy: pasteStart.count)
                while search < rest.endIndex {
                    if rest[search...].starts(with: pasteEnd) {
                        end = rest.index(search, offsetBy: pasteEnd.count)
                        break
                    }
                    search = rest.index(after: search)
                }
                for pasted in rest[..<end] { raw += String(pasted).utf8 }
                column += rest.distance(from: rest.startIndex, to: end) - 1
                rest = rest[end...]
                continue
            }
            if scalar == "{" {
                decodeRaw()
                if rest.starts(with: "{{".unicodeScalars) {
                    steps.append(.press(.character("{")))
                    rest = rest.dropFirst(2)
                    column += 1
                    continue
                }
                guard let close = rest.firstIndex(of: "}") else {
                    throw KeyScriptError(code: .unclosedBrace, "'{' at \(place(line, column)) is not closed; write '{{' for a brace")
                }
                let name = String(String.UnicodeScalarView(rest[rest.index(after: rest.startIndex)..<close])).lowercased()
                steps.append(try step(named: name, at: place(line, column)))
                column += rest.distance(from: rest.startIndex, to: close)
                rest = rest[rest.index(after: close)...]
                continue
            }
            if let key = symbols[Character(scalar)] {
                decodeRaw()
                steps.append(.press(key))
            } else {
                raw += String(scalar).utf8
            }
            rest = rest.dropFirst()
        }
        decodeRaw()
        return steps
    }

    private static func step(named name: String, at place: String) throws(KeyScriptError) -> Step {
        if name == "wait" { return .wait }
        if let key = names[name] { return .press(key) }
        if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last, letter.isASCII, letter.isLetter {
            return .press(.control(letter))
        }
        throw KeyScriptError(code: .unknownKey, "unknown key '{\(name)}' at \(place); known: \(names.keys.sorted().joined(separator: ", ")), ctrl-LETTER, wait")
    }

    private static func place(_ line: Int?, _ column: Int) -> String {
        line.map { "line \($0), column \(column)" } ?? "character \(column)"
    }
}

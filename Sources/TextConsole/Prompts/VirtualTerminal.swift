import Foundation
import TerminalInput
import TextRendering

/// A terminal for tests: prompts asked on it read their keys from a `KeyScript` and draw on a
/// screen of a given size, and every frame is kept as text, so that a command-line program's
/// questions are tested (and snapshot-tested) like its tables.
///
/// ```swift
/// let terminal = try VirtualTerminal(width: 40, height: 8, keys: "my-app⏎↓⏎y")
/// let console = terminal.console            // what the program under test prints and asks with
/// let name = try console.ask(TextPrompt("Project name"))
/// let kind = try console.ask(SelectPrompt("Template", options: [SelectOption("Library"), SelectOption("Tool")]))
/// let go = try console.ask(ConfirmPrompt("Create it?"))
/// // name == "my-app", kind == "Tool", go == true
/// terminal.frames.last      // the last frame drawn, as text
/// terminal.transcript       // what is left on screen: printed lines and one line per answer
/// ```
///
/// The keys are those of `KeyScript` (`↓`, `⏎`, `{esc}`, `{ctrl-c}`, text as typed), one
/// script for the whole run: each prompt takes keys until it is answered, and the next prompt
/// goes on from there. A prompt that runs out of keys fails with `PromptError.Code.endOfInput`.
/// `{wait}` steps are skipped.
public final class VirtualTerminal: @unchecked Sendable {
    // @unchecked Sendable: every mutable property is read and written under `lock`.

    /// The screen's width, in columns.
    public let width: Int
    /// The screen's height, in rows.
    public let height: Int
    private let lock = NSLock()
    private var keys: [Key]
    private var position = 0
    private var framesDrawn: [String] = []
    private var screensShown: [String] = []
    /// The last screen shown after each number of keys used.
    private var screenAfterKeys: [Int: String] = [:]
    private var lines: [String] = []

    /// A terminal of `width` × `height` whose prompts read `script`'s keys.
    public init(width: Int = 80, height: Int = 24, script: KeyScript) {
        precondition(width > 0 && height > 0, "a virtual terminal's size must be positive, got \(width)×\(height)")
        self.width = width
        self.height = height
        keys = script.steps.compactMap(\.key)
    }

    /// A terminal of `width` × `height` whose prompts read the keys `keys` writes (`KeyScript`'s
    /// syntax).
    ///
    /// - Throws: `KeyScriptError` when the script cannot be read.
    public convenience init(width: Int = 80, height: Int = 24, keys: String) throws(KeyScriptError) {
        self.init(width: width, height: height, script: try KeyScript(keys))
    }

    /// Every frame drawn, in order: each prompt's first, one after each key, and the line left
    /// when it ends; plain text, trailing spaces trimmed.
    public var frames: [String] { lock.withLock { framesDrawn } }

    /// The whole screen at each frame: the transcript so far with the frame below it, scrolled
    /// as a terminal scrolls (up when the rows do not fit, never back), as text, trailing blank
    /// rows trimmed. A terminal running the same program with the same keys, starting at its
    /// top row, shows these, cell for cell.
    public var screens: [String] { lock.withLock { screensShown } }

    /// The screen a terminal shows once the program has handled each key: the last of
    /// `screens` after 0, 1, 2… keys (a key that answers one prompt shows the next one's first
    /// frame), for checks that press keys one at a time.
    package var screensAfterEachKey: [String] {
        lock.withLock { (0...position).compactMap { screenAfterKeys[$0] } }
    }

    /// The screen now, as `screens` shows each.
    public var screen: String { lock.withLock { screen(below: nil) } }

    /// What the screen keeps: everything printed on `console` and the line each prompt left.
    public var transcript: String { lock.withLock { lines.joined(separator: "\n") } }

    /// The keys not used yet.
    public var remainingKeys: [Key] { lock.withLock { Array(keys[position...]) } }

    /// A console that prints into this terminal's transcript (as plain text) and asks its
    /// prompts here.
    public var console: Console {
        Console(
            capabilities: ConsoleCapabilities(width: width, usesEscapes: false, colors: .none, hyperlinks: false, isTerminal: true),
            virtual: self
        ) { [weak self] text in self?.append(printed: text) }
    }

    /// Text written to the screen: its rows after the last, the first continuing a row a
    /// write left open (as a terminal continues it).
    private func append(printed text: String) {
        lock.withLock { appendRows(text) }
    }

    /// Adds `text`'s rows (called under `lock`).
    private func appendRows(_ text: String) {
        var pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rowIsOpen, let first = pieces.first, !lines.isEmpty {
            lines[lines.count - 1] += first
            pieces.removeFirst()
        }
        rowIsOpen = pieces.last != ""
        if pieces.last == "" { pieces.removeLast() }
        lines += pieces
    }

    /// Whether the last write ended without a line feed.
    private var rowIsOpen = false

    /// The transcript's lines and `region` below them (or, after a prompt, the empty row the
    /// cursor is on), as a terminal shows them: scrolled up when they need more rows than it
    /// has, and never scrolled back down (called under `lock`).
    private func screen(below region: String?) -> String {
        let rows = lines + (region.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [""])
        scrolledRows = max(scrolledRows, rows.count - height)
        var shown = Array(rows.dropFirst(scrolledRows).prefix(height))
        while shown.last?.isEmpty == true { shown.removeLast() }
        return shown.joined(separator: "\n")
    }

    /// The rows that scrolled off the top so far.
    private var scrolledRows = 0

    /// Asks `prompt` with the next keys of the script.
    ///
    /// - Throws: `PromptError`: `.cancelled` for Escape, `.interrupted` for Ctrl-C,
    ///   `.endOfInput` when the script ends first.
    public func ask<P: Prompt>(_ prompt: P) throws(PromptError) -> P.Answer {
        var session = PromptSession(prompt)
        if let answer = session.answerWithoutKeys { return answer }
        // Rows above the prompt keep their place; the prompt gets what is left, at least one.
        func record() {
            let drawing = session.draw(width: width, height: height - 1)
            lock.withLock {
                framesDrawn.append(drawing.canvas.plainText)
                screensShown.append(screen(below: drawing.canvas.plainText))
                screenAfterKeys[position] = screensShown.last
            }
        }
        record()
        while true {
            let key: Key? = lock.withLock {
                guard position < keys.count else { return nil }
                defer { position += 1 }
                return keys[position]
            }
            guard let key else {
                throw PromptError(
                    code: .endOfInput, "The key script ended before '\(prompt.question.terminalSafeLine)' was answered.")
            }
            if let ending = session.press(key) {
                let line = session.finalLine(ending, width: width).plainText
                lock.withLock {
                    framesDrawn.append(line)
                    appendRows(line + "\n")
                    screensShown.append(screen(below: nil))
                    screenAfterKeys[position] = screensShown.last
                }
                switch ending {
                case .answered(let answer): return answer
                case .failed(let error): throw error
                }
            }
            record()
        }
    }
}

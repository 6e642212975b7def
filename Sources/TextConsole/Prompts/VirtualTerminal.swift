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

    /// The screen's width and height.
    public let width: Int
    public let height: Int
    private let lock = NSLock()
    private var keys: [Key]
    private var position = 0
    private var framesDrawn: [String] = []
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

    private func append(printed text: String) {
        lock.withLock {
            var pieces = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if pieces.last == "" { pieces.removeLast() }
            lines += pieces
        }
    }

    /// Asks `prompt` with the next keys of the script.
    ///
    /// - Throws: `PromptError`: `.cancelled` for Escape, `.interrupted` for Ctrl-C,
    ///   `.endOfInput` when the script ends first.
    public func ask<P: Prompt>(_ prompt: P) throws(PromptError) -> P.Answer {
        var session = PromptSession(prompt)
        // Rows above the prompt keep their place; the prompt gets what is left, at least one.
        func record() {
            let drawing = session.draw(width: width, height: height)
            lock.withLock { framesDrawn.append(drawing.canvas.plainText) }
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
                    lines.append(line)
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

import TerminalInput
import TextRendering

/// A line of text: a name, a path, a password.
///
/// ```swift
/// let name = try console.ask(TextPrompt("Project name", default: "my-app") { name in
///     name.contains(" ") ? "A name has no spaces" : nil
/// })
/// let token = try console.ask(TextPrompt("API token", echo: .masked("•")))
/// ```
///
/// Editing moves and deletes by grapheme (`LineEditor`); Enter submits the text, or the
/// default when nothing was typed; a validation message is shown below the line and the prompt
/// asks again.
public struct TextPrompt: Prompt {
    /// How typed text is shown.
    public enum Echo: Sendable, Hashable {
        /// As typed.
        case visible
        /// Not at all: nothing moves as the user types.
        case hidden
        /// One `Character` for each character typed.
        case masked(Character)
    }

    /// The question, one line of plain text.
    public var question: String
    /// The answer Enter gives when nothing is typed, and the one taken when nobody can answer.
    public var defaultAnswer: String?
    /// Dim text shown while nothing is typed.
    public var placeholder: String?
    /// How typed text is shown.
    public var echo: Echo
    /// How to answer without a terminal, said when the prompt cannot be asked (`"pass --name NAME"`).
    public var hint: String?
    /// Returns what is wrong with an answer, or `nil` to accept it.
    public var validate: @Sendable (String) -> String?

    /// A text prompt.
    ///
    /// - Parameters:
    ///   - question: The question.
    ///   - default: The answer Enter gives when nothing is typed, and the one taken when
    ///     nobody can answer.
    ///   - placeholder: Dim text shown while nothing is typed.
    ///   - echo: How typed text is shown.
    ///   - hint: How to answer without a terminal (`"pass --name NAME"`).
    ///   - validate: Returns what is wrong with an answer, or `nil`.
    public init(
        _ question: String, default: String? = nil, placeholder: String? = nil, echo: Echo = .visible, hint: String? = nil,
        validate: @escaping @Sendable (String) -> String? = { _ in nil }
    ) {
        self.question = question
        self.defaultAnswer = `default`
        self.placeholder = placeholder
        self.echo = echo
        self.hint = hint
        self.validate = validate
    }

    /// What changes while the prompt is asked.
    public struct State: Sendable, Hashable {
        /// The text typed.
        public var editor = LineEditor()
        /// Why the last answer was not accepted.
        public var message: String?
    }

    public func makeState() -> State { State() }

    public func handle(_ key: Key, state: inout State) -> PromptStep<String> {
        if key == .enter {
            let text = state.editor.isEmpty ? defaultAnswer ?? "" : state.editor.text
            if let problem = validate(text) {
                state.message = problem
                return .continue
            }
            return .submit(text)
        }
        if state.editor.handle(key) { state.message = nil }
        return .continue
    }

    public func draw(_ state: State, width: Int, height: Int) -> PromptDrawing {
        var rows = PromptRows(width: width)
        let shownDefault = echo == .visible ? defaultAnswer.map { "(\($0.terminalSafeLine))" } : nil
        rows.question(question, suffix: shownDefault)
        let inputRow = rows.count
        var cursorColumn = 2
        switch echo {
        case .visible, .masked:
            if state.editor.isEmpty, let placeholder {
                rows.add("> " + placeholder.terminalSafeLine, style: PromptStyle.muted)
            } else {
                let mask: Character? = if case .masked(let character) = echo { character } else { nil }
                let visible = state.editor.visible(width: width - 2, mask: mask)
                rows.add("> " + visible.text)
                cursorColumn += visible.cursorColumn
            }
        case .hidden:
            rows.add("> ")
        }
        if let message = state.message { rows.add("✖ " + message.terminalSafeLine, style: PromptStyle.error) }
        let canvas = rows.canvas(height: height)
        return PromptDrawing(canvas: canvas, cursor: inputRow < canvas.height ? Point(x: min(cursorColumn, width - 1), y: inputRow) : nil)
    }

    public func answer(typed line: String) -> Result<String, PromptInvalid> {
        if let problem = validate(line) { return .failure(PromptInvalid(problem)) }
        return .success(line)
    }

    public func describe(_ answer: String) -> String {
        switch echo {
        case .visible: answer
        case .hidden, .masked: answer.isEmpty ? "" : "(hidden)"
        }
    }
}

/// A yes or no.
///
/// ```swift
/// if try console.ask(ConfirmPrompt("Overwrite 'Package.swift'?", default: false)) { … }
/// ```
///
/// `y` and `n` answer at once; Enter takes the default, shown capitalised (`Y/n`).
public struct ConfirmPrompt: Prompt {
    /// The question, one line of plain text.
    public var question: String
    /// What Enter gives (none: `y` or `n` must be pressed), and what is taken when nobody can answer.
    public var defaultAnswer: Bool?
    /// How to answer without a terminal, said when the prompt cannot be asked (`"pass --name NAME"`).
    public var hint: String?

    /// A yes-or-no prompt; `default` is what Enter gives (none: `y` or `n` must be pressed).
    public init(_ question: String, default: Bool? = nil, hint: String? = nil) {
        self.question = question
        self.defaultAnswer = `default`
        self.hint = hint
    }

    /// What changes while the prompt is asked.
    public struct State: Sendable, Hashable {
        /// Why the last key did not answer.
        public var message: String?
    }

    public func makeState() -> State { State() }

    public func handle(_ key: Key, state: inout State) -> PromptStep<Bool> {
        switch key {
        case .character("y"), .character("Y"): return .submit(true)
        case .character("n"), .character("N"): return .submit(false)
        case .enter:
            if let defaultAnswer { return .submit(defaultAnswer) }
            state.message = "Press y or n"
        default:
            if key.character != nil || key.pastedText != nil { state.message = "Press y or n" }
        }
        return .continue
    }

    public func draw(_ state: State, width: Int, height: Int) -> PromptDrawing {
        var rows = PromptRows(width: width)
        let choices = switch defaultAnswer {
        case true?: "(Y/n)"
        case false?: "(y/N)"
        case nil: "(y/n)"
        }
        rows.question(question, suffix: choices)
        if let message = state.message { rows.add("✖ " + message, style: PromptStyle.error) }
        return PromptDrawing(canvas: rows.canvas(height: height))
    }

    public func answer(typed line: String) -> Result<Bool, PromptInvalid> {
        switch line.trimmingSpaces.lowercased() {
        case "y", "yes": .success(true)
        case "n", "no": .success(false)
        default: .failure(PromptInvalid("Answer y or n"))
        }
    }

    public func describe(_ answer: Bool) -> String { answer ? "yes" : "no" }
}

/// A whole number in a range.
///
/// ```swift
/// let port = try console.ask(NumberPrompt("Port", in: 1...65_535, default: 8080))
/// ```
public struct NumberPrompt: Prompt {
    /// The question, one line of plain text.
    public var question: String
    /// The numbers accepted.
    public var range: ClosedRange<Int>
    /// The number Enter gives when nothing is typed, and the one taken when nobody can answer.
    public var defaultAnswer: Int?
    /// How to answer without a terminal, said when the prompt cannot be asked (`"pass --name NAME"`).
    public var hint: String?

    /// A number prompt; `default` is what Enter gives when nothing is typed.
    public init(_ question: String, in range: ClosedRange<Int>, default: Int? = nil, hint: String? = nil) {
        self.question = question
        self.range = range
        self.defaultAnswer = `default`
        self.hint = hint
    }

    public typealias State = TextPrompt.State

    private var text: TextPrompt {
        let range = range
        return TextPrompt(question, default: defaultAnswer.map(String.init), hint: hint) { typed in
            guard let number = Int(typed.trimmingSpaces), range.contains(number) else {
                return "Enter a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
            return nil
        }
    }

    public func makeState() -> State { State() }

    public func handle(_ key: Key, state: inout State) -> PromptStep<Int> {
        switch text.handle(key, state: &state) {
        case .continue: .continue
        case .submit(let typed): .submit(Int(typed.trimmingSpaces)!)
        }
    }

    public func draw(_ state: State, width: Int, height: Int) -> PromptDrawing {
        text.draw(state, width: width, height: height)
    }

    public func answer(typed line: String) -> Result<Int, PromptInvalid> {
        text.answer(typed: line).map { Int($0.trimmingSpaces)! }
    }

    public func describe(_ answer: Int) -> String { String(answer) }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

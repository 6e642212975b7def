import TerminalInput
import TextRendering

/// A question a console asks: text, a yes or no, a choice, a number. Ask it with
/// `Console.ask(_:)`; test it with `VirtualTerminal`.
///
/// A prompt is a value that says how it looks and how keys change it: `makeState()` gives
/// its state before the first key, `handle(_:state:)` applies a key, and `draw(_:width:height:)`
/// draws the state in the rows it may take. Asked where nobody can press keys (standard input
/// not a terminal, `CI` set, an accessible session), it reads a line instead
/// (`answer(typed:)`) or takes its `defaultAnswer`.
public protocol Prompt<Answer> {
    /// What the prompt gives back.
    associatedtype Answer
    /// Everything that changes while it is asked (the text typed, the highlighted option).
    associatedtype State

    /// The question, one line of plain text (shown terminal-safe).
    var question: String { get }
    /// What the prompt takes when nobody can answer, if anything.
    var defaultAnswer: Answer? { get }
    /// How to answer without a terminal, for the error that says it cannot ask
    /// (`"pass --name NAME"`); `nil` says nothing more.
    var hint: String? { get }

    /// The state before the first key.
    func makeState() -> State
    /// Applies a key (Enter submits, other keys edit); Escape and Ctrl-C never reach it.
    func handle(_ key: Key, state: inout State) -> PromptStep<Answer>
    /// Draws the state in `width` columns and at most `height` rows, the question first.
    func draw(_ state: State, width: Int, height: Int) -> PromptDrawing
    /// The answer a line of typed text gives (piped answers, accessible sessions), or why it
    /// is not one. An empty line takes the default, if there is one (checked before this).
    func answer(typed line: String) -> Result<Answer, PromptInvalid>
    /// The choices, one per line and numbered, where a line of text answers by number
    /// (accessible sessions); empty for prompts that take free text.
    var plainChoices: [String] { get }
    /// How an answer reads in the line left after answering (`Project name: my-app`).
    func describe(_ answer: Answer) -> String
}

extension Prompt {
    public var hint: String? { nil }
    public var plainChoices: [String] { [] }

    /// Whether typed answers must not be echoed (a hidden or masked text prompt).
    var isSecret: Bool {
        guard let text = self as? TextPrompt else { return false }
        return text.echo != .visible
    }
}

/// What a key did to a prompt.
public enum PromptStep<Answer> {
    /// The prompt goes on (redrawn).
    case `continue`
    /// The prompt is answered.
    case submit(Answer)
}

/// Why a typed answer is not accepted: said below the prompt, which asks again.
public struct PromptInvalid: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, for a person (`Enter a whole number from 1 to 65535`).
    public var message: String

    /// A reason.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// The rows a prompt draws, and where the cursor goes.
public struct PromptDrawing: Sendable {
    /// The rows, drawn on a canvas of the terminal's width.
    public var canvas: Canvas
    /// The cursor's place in the canvas, where text is typed; `nil` hides it.
    public var cursor: Point?

    /// A drawing.
    public init(canvas: Canvas, cursor: Point? = nil) {
        self.canvas = canvas
        self.cursor = cursor
    }
}

/// Why a prompt gave no answer.
public struct PromptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The user pressed Escape.
        public static let cancelled = Code("cancelled")
        /// The user pressed Ctrl-C.
        public static let interrupted = Code("interrupted")
        /// Nobody can answer (no terminal, or `CI` set) and the prompt has no default.
        public static let noAnswer = Code("noAnswer")
        /// A piped answer that the prompt does not accept.
        public static let invalidAnswer = Code("invalidAnswer")
        /// Standard input ended before an answer.
        public static let endOfInput = Code("endOfInput")
        /// The terminal could not be read or set.
        public static let terminal = Code("terminal")

        public var description: String { name }
    }

    /// The kind of problem.
    public let code: Code
    /// A sentence that names the prompt.
    public let message: String

    /// An error.
    public init(code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

/// Rows a prompt draws, gathered top to bottom.
struct PromptRows {
    private(set) var rows: [(text: String, style: Style)] = []
    let width: Int

    init(width: Int) {
        self.width = max(1, width)
    }

    /// The question, wrapped to the width, after `? ` and with `suffix` (dim) after it.
    mutating func question(_ question: String, suffix: String? = nil) {
        let text = "? " + question.terminalSafeLine + (suffix.map { " " + $0 } ?? "")
        for line in text.wrapped(toWidth: width) {
            rows.append((line, PromptStyle.question))
        }
    }

    mutating func add(_ text: String, style: Style = .plain) {
        rows.append((text, style))
    }

    /// `text` wrapped to the width, a row per line.
    mutating func addWrapped(_ text: String, style: Style = .plain) {
        for line in text.wrapped(toWidth: width) {
            rows.append((line, style))
        }
    }

    var count: Int { rows.count }

    /// A canvas of the rows, at most `height` of them (the last ones go).
    func canvas(height: Int) -> Canvas {
        let shown = rows.prefix(max(1, height))
        var canvas = Canvas(width: width, height: shown.count)
        for (index, row) in shown.enumerated() {
            canvas.draw(row.text, at: Point(x: 0, y: index), style: row.style)
        }
        return canvas
    }
}

/// The styles prompts draw in; plain text where the console shows no escapes.
enum PromptStyle {
    static let question = Style.bold
    static let highlighted = Style.foreground(.cyan).adding(.bold)
    static let muted = Style.dim
    static let error = Style.foreground(.red)
    static let answered = Style.foreground(.green)
}

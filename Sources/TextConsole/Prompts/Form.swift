import TerminalInput
import TextRendering

/// Several questions asked in one region, one after another, where a question may depend on
/// the answers before it: its options, its default, or whether it is asked at all.
///
/// ```swift
/// let form = Form("New package", fields: [
///     .field("name") { _ in TextPrompt("Name", default: "my-tool") },
///     .field("kind") { _ in SelectPrompt("Kind", options: ["Library", "Tool"].map { SelectOption($0) }) },
///     // Asked only for a tool, with a default made from the name.
///     .field("command") { answers in
///         answers["kind", as: String.self] == "Tool" ? TextPrompt("Command", default: answers["name", as: String.self]) : nil
///     },
/// ])
/// let answers = try console.ask(form)
/// answers["command", as: String.self]   // nil when it was not asked
/// ```
///
/// The answered questions stay above the one being asked, in the form's region; Escape or
/// Ctrl-C cancels the whole form. Where nobody can press keys, each question is asked as
/// `Console.ask(_:options:)` asks a single one (its default, a piped line, or a line at a time).
public struct Form: Prompt {
    /// The form's title, shown above its questions (none when empty).
    public var question: String
    /// The questions, asked in order (each built from the answers before it).
    public var fields: [FormField]

    /// A form of `fields`, asked in order.
    public init(_ title: String = "", fields: [FormField]) {
        question = title
        self.fields = fields
    }

    /// Every asked question's default, when each has one.
    public var defaultAnswer: FormAnswers? {
        var answers = FormAnswers()
        for field in fields {
            guard let prompt = field.make(answers) else { continue }
            guard let value = prompt.defaultAnswer else { return nil }
            answers.set(field.name, value, shown: prompt.describe(value))
        }
        return answers
    }

    /// The answers so far and the question being asked.
    public struct State {
        var answers = FormAnswers()
        /// The field being asked, its prompt and its prompt's state.
        var index: Int
        var current: (prompt: AnyPrompt, state: Any)?
    }

    public func makeState() -> State {
        var state = State(index: -1)
        advance(&state)
        return state
    }

    /// Moves to the next field that is asked, given the answers so far.
    private func advance(_ state: inout State) {
        state.current = nil
        while state.index + 1 < fields.count {
            state.index += 1
            if let prompt = fields[state.index].make(state.answers) {
                state.current = (prompt, prompt.makeState())
                return
            }
        }
    }

    public func handle(_ key: Key, state: inout State) -> PromptStep<FormAnswers> {
        guard let (prompt, fieldState) = state.current else { return .submit(state.answers) }
        var changed = fieldState
        let step = prompt.handle(key, &changed)
        state.current = (prompt, changed)
        guard case .submit(let value) = step else { return .continue }
        state.answers.set(fields[state.index].name, value, shown: prompt.describe(value), question: prompt.question)
        advance(&state)
        return state.current == nil ? .submit(state.answers) : .continue
    }

    public func draw(_ state: State, width: Int, height: Int) -> PromptDrawing {
        var rows = PromptRows(width: width)
        if !question.isEmpty { rows.add(question.terminalSafeLine, style: PromptStyle.question) }
        for (question, shown) in state.answers.lines {
            rows.add("✔ " + question.terminalSafeLine + (shown.isEmpty ? "" : ": " + shown.terminalSafeLine), style: PromptStyle.answered)
        }
        let above = rows.count
        let room = max(1, height - above)
        var canvas = rows.canvas(height: above)
        guard let (prompt, fieldState) = state.current else { return PromptDrawing(canvas: canvas) }
        let field = prompt.draw(fieldState, width, room)
        var whole = Canvas(width: max(1, width), height: above + field.canvas.height)
        whole.draw(canvas, at: .zero)
        whole.draw(field.canvas, at: Point(x: 0, y: above))
        canvas = whole
        // Where the rows above do not fit with the field, the field keeps its rows.
        if canvas.height > height {
            var cut = Canvas(width: max(1, width), height: height)
            cut.draw(canvas, at: Point(x: 0, y: height - canvas.height))
            let shift = canvas.height - height
            return PromptDrawing(canvas: cut, cursor: field.cursor.map { Point(x: $0.x, y: $0.y + above - shift) })
        }
        return PromptDrawing(canvas: canvas, cursor: field.cursor.map { Point(x: $0.x, y: $0.y + above) })
    }

    /// Not used: a form asked a line at a time asks field by field (`askFieldByField`).
    public func answer(typed line: String) -> Result<FormAnswers, PromptInvalid> {
        .failure(PromptInvalid("A form is answered a question at a time"))
    }

    public func describe(_ answer: FormAnswers) -> String {
        answer.lines.map { $0.shown.isEmpty ? $0.question : "\($0.question): \($0.shown)" }.joined(separator: "; ")
    }

    /// Asks each field as a prompt of its own (where nobody can press keys, or line by line).
    func askFieldByField(on console: Console, options: PromptOptions) throws(PromptError) -> FormAnswers {
        var answers = FormAnswers()
        for field in fields {
            guard let prompt = field.make(answers) else { continue }
            let value = try prompt.ask(console, options)
            answers.set(field.name, value, shown: prompt.describe(value), question: prompt.question)
        }
        return answers
    }
}

/// One question of a `Form`: its name among the answers, and the prompt that asks it given
/// the answers before it (`nil`: not asked).
public struct FormField {
    /// The name its answer is kept under.
    public var name: String
    let make: (FormAnswers) -> AnyPrompt?

    /// A field named `name` whose prompt `make` builds from the answers before it, or `nil`
    /// to skip it.
    public static func field<P: Prompt>(_ name: String, _ make: @escaping (FormAnswers) -> P?) -> FormField {
        FormField(name: name) { answers in make(answers).map { AnyPrompt($0) } }
    }
}

/// A form's answers, by field name, in the order they were given.
public struct FormAnswers {
    private var values: [String: Any] = [:]
    /// Each answered question and its answer as shown, in order.
    private(set) var lines: [(question: String, shown: String)] = []
    /// The answered fields' names, in order.
    public private(set) var names: [String] = []

    /// No answers.
    public init() {}

    /// The answer of field `name` as a `T`; `nil` when it was not asked or is of another type.
    public subscript<T>(_ name: String, as type: T.Type = T.self) -> T? {
        values[name] as? T
    }

    mutating func set(_ name: String, _ value: Any, shown: String, question: String? = nil) {
        if values[name] == nil { names.append(name) }
        values[name] = value
        if let question { lines.append((question, shown)) }
    }
}

/// A prompt of any kind, its types erased, for forms.
struct AnyPrompt {
    let question: String
    let defaultAnswer: Any?
    let makeState: () -> Any
    let handle: (Key, inout Any) -> PromptStep<Any>
    let draw: (Any, Int, Int) -> PromptDrawing
    let describe: (Any) -> String
    let ask: (Console, PromptOptions) throws(PromptError) -> Any

    init<P: Prompt>(_ prompt: P) {
        question = prompt.question
        defaultAnswer = prompt.defaultAnswer
        makeState = { prompt.makeState() }
        handle = { key, state in
            var typed = state as! P.State
            defer { state = typed }
            switch prompt.handle(key, state: &typed) {
            case .continue: return .continue
            case .submit(let answer): return .submit(answer)
            }
        }
        draw = { state, width, height in prompt.draw(state as! P.State, width: width, height: height) }
        describe = { prompt.describe($0 as! P.Answer) }
        ask = { (console, options) throws(PromptError) -> Any in try console.ask(prompt, options: options) }
    }
}

import TerminalInput
import TextRendering

/// One option of a `SelectPrompt` or `MultiSelectPrompt`.
public struct SelectOption<Value> {
    /// What the option shows (and what type-to-filter matches).
    public var title: String
    /// What choosing it gives.
    public var value: Value
    /// Whether it is shown but cannot be chosen; `disabledReason` says why.
    public var isDisabled: Bool
    /// Why it cannot be chosen, shown beside it.
    public var disabledReason: String?

    /// An option.
    public init(_ title: String, value: Value, isDisabled: Bool = false, disabledReason: String? = nil) {
        self.title = title
        self.value = value
        self.isDisabled = isDisabled || disabledReason != nil
        self.disabledReason = disabledReason
    }
}

extension SelectOption: Sendable where Value: Sendable {}

extension SelectOption where Value == String {
    /// An option whose value is its title.
    public init(_ title: String, isDisabled: Bool = false, disabledReason: String? = nil) {
        self.init(title, value: title, isDisabled: isDisabled, disabledReason: disabledReason)
    }
}

/// The state both select prompts share: the filter typed, the highlighted option, the chosen ones.
public struct SelectState: Sendable, Hashable {
    /// The text typed to filter the options.
    public var filter = LineEditor()
    /// The highlighted option's index among all options, if any option is shown.
    public var highlighted: Int?
    /// The chosen options' indices (select many).
    public var chosen: Set<Int> = []
    /// Why the last key did not answer.
    public var message: String?
}

/// The list both select prompts draw and move through.
struct OptionList {
    let titles: [String]
    let disabled: [Bool]
    let reasons: [String?]
    /// The titles lowercased once, for filtering.
    private let searched: [String]

    init<Value>(_ options: [SelectOption<Value>]) {
        titles = options.map(\.title)
        disabled = options.map(\.isDisabled)
        reasons = options.map(\.disabledReason)
        searched = titles.map { $0.lowercased() }
    }

    /// The indices of the options the filter leaves, in order (all when it is empty): those
    /// whose title contains the filter, ignoring case.
    func shown(_ filter: String) -> [Int] {
        guard !filter.isEmpty else { return Array(titles.indices) }
        let needle = filter.lowercased()
        return searched.indices.filter { searched[$0].contains(needle) }
    }

    /// The first option that can be chosen among `shown`, from `position` in `direction`.
    func enabled(in shown: [Int], from position: Int, step: Int) -> Int? {
        var position = position
        while position >= 0, position < shown.count {
            if !disabled[shown[position]] { return shown[position] }
            position += step
        }
        return nil
    }

    /// Applies a movement key; returns whether it was one.
    func move(_ key: Key, state: inout SelectState, page: Int) -> Bool {
        let shown = shown(state.filter.text)
        let position = state.highlighted.flatMap { shown.firstIndex(of: $0) } ?? -1
        let target: Int?
        switch key {
        case .down, .control("n"): target = enabled(in: shown, from: position + 1, step: 1)
        case .up, .control("p"): target = enabled(in: shown, from: position - 1, step: -1)
        case .pageDown: target = enabled(in: shown, from: min(shown.count - 1, position + page), step: -1)
            ?? enabled(in: shown, from: position + 1, step: 1)
        case .pageUp: target = enabled(in: shown, from: max(0, position - page), step: 1)
        case .home: target = enabled(in: shown, from: 0, step: 1)
        case .end: target = enabled(in: shown, from: shown.count - 1, step: -1)
        default: return false
        }
        if let target { state.highlighted = target }
        return true
    }

    /// Applies a filtering key (characters, pastes, editing keys); returns whether it was one.
    func filter(_ key: Key, state: inout SelectState, allowsSpace: Bool) -> Bool {
        if key == .character(" "), !allowsSpace { return false }
        let before = state.filter.text
        guard state.filter.handle(key) else { return false }
        if state.filter.text != before {
            let shown = shown(state.filter.text)
            state.highlighted = enabled(in: shown, from: 0, step: 1)
        }
        return true
    }

    /// The rows of the list: the filter (when there is one), the options that fit in `rows`
    /// around the highlighted one, and how many are above and below.
    func draw(into output: inout PromptRows, state: SelectState, rows: Int, marker: (Int) -> String) {
        let filter = state.filter.text
        if !filter.isEmpty { output.add("  filter: " + filter.terminalSafeLine, style: PromptStyle.muted) }
        let shown = shown(filter)
        guard !shown.isEmpty else {
            output.add("  No option matches '\(filter.terminalSafeLine)'", style: PromptStyle.error)
            return
        }
        let room = max(1, rows - (filter.isEmpty ? 0 : 1))
        var visible = min(shown.count, room)
        if visible < shown.count { visible = max(1, room - 1) }  // A row says what is hidden.
        let position = state.highlighted.flatMap { shown.firstIndex(of: $0) } ?? 0
        let top = max(0, min(position - visible / 2, shown.count - visible))
        for index in shown[top..<(top + visible)] {
            let isHighlighted = index == state.highlighted
            var text = (isHighlighted ? "> " : "  ") + marker(index) + titles[index].terminalSafeLine
            if disabled[index] { text += " (" + (reasons[index]?.terminalSafeLine ?? "unavailable") + ")" }
            let style = disabled[index] ? PromptStyle.muted : isHighlighted ? PromptStyle.highlighted : .plain
            output.add(text, style: style)
        }
        if visible < shown.count {
            let above = top
            let below = shown.count - top - visible
            output.add("  … \(above) above, \(below) below", style: PromptStyle.muted)
        }
    }

    /// The options as numbered lines, for accessible sessions.
    var plainLines: [String] {
        titles.indices.map { "\($0 + 1). \(titles[$0].terminalSafeLine)" + (disabled[$0] ? " (unavailable)" : "") }
    }

    /// The option a typed line names: its number, or its title (ignoring case).
    func index(typed line: String) -> Result<Int, PromptInvalid> {
        let text = line.trimmingSpaces
        guard !text.isEmpty else { return .failure(PromptInvalid("Answer with the number of an option, 1 to \(titles.count)")) }
        // A number names an option by its place; a title (a number too, "2024") by itself.
        let byTitle = titles.firstIndex { $0.lowercased() == text.lowercased() }
        let byNumber = Int(text).map { $0 - 1 }.flatMap { titles.indices.contains($0) ? $0 : nil }
        let index = byNumber ?? byTitle
        guard let index, titles.indices.contains(index) else {
            return .failure(PromptInvalid("'\(text.terminalSafeLine)' is not one of the \(titles.count) options; answer with its number"))
        }
        guard !disabled[index] else { return .failure(PromptInvalid("'\(titles[index].terminalSafeLine)' cannot be chosen")) }
        return .success(index)
    }
}

/// One choice from a list: ↑ ↓ move (Page Up/Down, Home, End too), typing filters, Enter
/// chooses.
///
/// ```swift
/// let template = try console.ask(SelectPrompt("Template", options: [
///     SelectOption("Library"), SelectOption("Command-line tool"),
///     SelectOption("App", disabledReason: "needs Xcode"),
/// ]))
/// ```
///
/// The list scrolls inside the rows the terminal has, and says how many options are above and
/// below; disabled options are shown dim and skipped.
public struct SelectPrompt<Value>: Prompt {
    /// The question, one line of plain text.
    public var question: String
    /// The options, in the order shown.
    public var options: [SelectOption<Value>] {
        didSet { list = OptionList(options) }
    }
    /// The option highlighted first (and taken when nobody can answer), by index.
    public var defaultIndex: Int?
    /// How to answer without a terminal, said when the prompt cannot be asked (`"pass --name NAME"`).
    public var hint: String?

    /// A select prompt; `defaultIndex` is highlighted first and taken when nobody can answer.
    public init(_ question: String, options: [SelectOption<Value>], defaultIndex: Int? = nil, hint: String? = nil) {
        self.question = question
        self.options = options
        list = OptionList(options)
        self.defaultIndex = defaultIndex
        self.hint = hint
    }

    public var defaultAnswer: Value? {
        defaultIndex.flatMap { options.indices.contains($0) && !options[$0].isDisabled ? options[$0].value : nil }
    }

    /// The options as the list draws and filters them, made once.
    private(set) var list: OptionList

    public func makeState() -> SelectState {
        var state = SelectState()
        let list = list
        state.highlighted = defaultIndex.flatMap { options.indices.contains($0) && !options[$0].isDisabled ? $0 : nil }
            ?? list.enabled(in: list.shown(""), from: 0, step: 1)
        return state
    }

    public func handle(_ key: Key, state: inout SelectState) -> PromptStep<Value> {
        let list = list
        if key == .enter {
            let shown = list.shown(state.filter.text)
            guard let index = state.highlighted, shown.contains(index), !options[index].isDisabled else {
                state.message = shown.isEmpty ? "Nothing matches; ⌫ to edit the filter" : "Choose an option"
                return .continue
            }
            return .submit(options[index].value)
        }
        if list.move(key, state: &state, page: 10) || list.filter(key, state: &state, allowsSpace: true) {
            state.message = nil
        }
        return .continue
    }

    public func draw(_ state: SelectState, width: Int, height: Int) -> PromptDrawing {
        var rows = PromptRows(width: width)
        rows.question(question, suffix: state.filter.isEmpty ? "(type to filter)" : nil)
        let reserved = rows.count + (state.message == nil ? 0 : 1)
        list.draw(into: &rows, state: state, rows: height - reserved) { _ in "" }
        if let message = state.message { rows.add("✖ " + message, style: PromptStyle.error) }
        return PromptDrawing(canvas: rows.canvas(height: height))
    }

    public var plainChoices: [String] { list.plainLines }

    public func answer(typed line: String) -> Result<Value, PromptInvalid> {
        list.index(typed: line).map { options[$0].value }
    }

    public func describe(_ answer: Value) -> String {
        // The first option with this value's title; values need not be equatable.
        options.first { String(describing: $0.value) == String(describing: answer) }?.title ?? String(describing: answer)
    }
}

/// Several choices from a list: Space toggles, Enter answers; `minimum` and `maximum` bound
/// how many. ↑ ↓ move, typing filters (Space toggles rather than filters).
///
/// ```swift
/// let platforms = try console.ask(MultiSelectPrompt("Platforms", options: ["macOS", "iOS", "Linux"].map { SelectOption($0) },
///                                                   minimum: 1))
/// ```
public struct MultiSelectPrompt<Value>: Prompt {
    /// The question, one line of plain text.
    public var question: String
    /// The options, in the order shown.
    public var options: [SelectOption<Value>] {
        didSet { list = OptionList(options) }
    }
    /// The options chosen at first (and taken when nobody can answer), by index.
    public var defaultIndices: Set<Int>?
    /// The fewest options to choose.
    public var minimum: Int
    /// The most options to choose, if there is a limit.
    public var maximum: Int?
    /// How to answer without a terminal, said when the prompt cannot be asked (`"pass --name NAME"`).
    public var hint: String?

    /// A multi-select prompt.
    ///
    /// - Parameters:
    ///   - question: The question.
    ///   - options: The options.
    ///   - defaultIndices: Chosen at first, and taken when nobody can answer.
    ///   - minimum: The fewest to choose.
    ///   - maximum: The most to choose, if there is a limit.
    ///   - hint: How to answer without a terminal.
    public init(
        _ question: String, options: [SelectOption<Value>], defaultIndices: Set<Int>? = nil, minimum: Int = 0, maximum: Int? = nil,
        hint: String? = nil
    ) {
        self.question = question
        self.options = options
        list = OptionList(options)
        self.defaultIndices = defaultIndices
        self.minimum = minimum
        self.maximum = maximum
        self.hint = hint
    }

    public var defaultAnswer: [Value]? {
        guard let defaultIndices else { return nil }
        let chosen = options.indices.filter { defaultIndices.contains($0) && !options[$0].isDisabled }
        guard validate(chosen.count) == nil else { return nil }
        return chosen.map { options[$0].value }
    }

    /// The options as the list draws and filters them, made once.
    private(set) var list: OptionList

    private func validate(_ count: Int) -> String? {
        if count < minimum { return "Choose at least \(minimum)" }
        if let maximum, count > maximum { return "Choose at most \(maximum)" }
        return nil
    }

    public func makeState() -> SelectState {
        var state = SelectState()
        state.chosen = (defaultIndices ?? []).filter { options.indices.contains($0) && !options[$0].isDisabled }
        let list = list
        state.highlighted = list.enabled(in: list.shown(""), from: 0, step: 1)
        return state
    }

    public func handle(_ key: Key, state: inout SelectState) -> PromptStep<[Value]> {
        let list = list
        switch key {
        case .enter:
            if let problem = validate(state.chosen.count) {
                state.message = problem
                return .continue
            }
            return .submit(options.indices.filter(state.chosen.contains).map { options[$0].value })
        case .character(" "):
            guard let index = state.highlighted, list.shown(state.filter.text).contains(index) else { return .continue }
            if state.chosen.contains(index) {
                state.chosen.remove(index)
                state.message = nil
            } else if let maximum, state.chosen.count >= maximum {
                state.message = "Choose at most \(maximum)"
            } else {
                state.chosen.insert(index)
                state.message = nil
            }
        default:
            if list.move(key, state: &state, page: 10) || list.filter(key, state: &state, allowsSpace: false) {
                state.message = nil
            }
        }
        return .continue
    }

    public func draw(_ state: SelectState, width: Int, height: Int) -> PromptDrawing {
        var rows = PromptRows(width: width)
        let bounds = maximum.map { minimum > 0 ? "\(minimum)–\($0)" : "up to \($0)" } ?? (minimum > 0 ? "at least \(minimum)" : nil)
        rows.question(question, suffix: "(space to choose" + (bounds.map { ", " + $0 } ?? "") + ")")
        let reserved = rows.count + (state.message == nil ? 0 : 1)
        list.draw(into: &rows, state: state, rows: height - reserved) { state.chosen.contains($0) ? "[x] " : "[ ] " }
        if let message = state.message { rows.add("✖ " + message, style: PromptStyle.error) }
        return PromptDrawing(canvas: rows.canvas(height: height))
    }

    public var plainChoices: [String] { list.plainLines }

    /// Numbers or titles, separated by commas (`1, 3`).
    public func answer(typed line: String) -> Result<[Value], PromptInvalid> {
        var chosen = Set<Int>()
        for part in line.split(separator: ",") where !String(part).trimmingSpaces.isEmpty {
            switch list.index(typed: String(part)) {
            case .success(let index): chosen.insert(index)
            case .failure(let problem): return .failure(problem)
            }
        }
        if let problem = validate(chosen.count) { return .failure(PromptInvalid(problem)) }
        return .success(options.indices.filter(chosen.contains).map { options[$0].value })
    }

    public func describe(_ answer: [Value]) -> String {
        answer.map { value in
            options.first { String(describing: $0.value) == String(describing: value) }?.title ?? String(describing: value)
        }.joined(separator: ", ")
    }
}

import TerminalInput
import TextRendering

/// A prompt being asked: its state, the keys that end it, and the lines it leaves.
struct PromptSession<P: Prompt> {
    let prompt: P
    var state: P.State

    init(_ prompt: P) {
        self.prompt = prompt
        state = prompt.makeState()
    }

    /// The answer before any key: a form whose every field is skipped.
    var answerWithoutKeys: P.Answer? {
        guard prompt is Form, let state = state as? Form.State, state.current == nil else { return nil }
        return state.answers as? P.Answer
    }

    /// How a key ended the prompt, if it did.
    enum Ending {
        case answered(P.Answer)
        case failed(PromptError)
    }

    /// Applies a key: Escape cancels, Ctrl-C interrupts, the rest are the prompt's.
    mutating func press(_ key: Key) -> Ending? {
        switch key {
        case .escape:
            return .failed(PromptError(code: .cancelled, "'\(prompt.question.terminalSafeLine)' was cancelled (Escape)."))
        case .control("c"):
            return .failed(PromptError(code: .interrupted, "'\(prompt.question.terminalSafeLine)' was interrupted (Ctrl-C)."))
        default:
            switch prompt.handle(key, state: &state) {
            case .continue: return nil
            case .submit(let answer): return .answered(answer)
            }
        }
    }

    func draw(width: Int, height: Int) -> PromptDrawing {
        prompt.draw(state, width: max(1, width), height: max(1, height))
    }

    /// The line left where the prompt was: `✔ Question: answer`, or `✖ Question (cancelled)`;
    /// a form's title and a line per answer.
    func finalLine(_ ending: Ending, width: Int) -> Canvas {
        var rows = PromptRows(width: width)
        // A form leaves its title and a line per answer.
        if let form = prompt as? Form, case .answered(let answer) = ending, let answers = answer as? FormAnswers {
            if !form.question.isEmpty { rows.add(form.question.terminalSafeLine, style: PromptStyle.question) }
            for (question, shown) in answers.lines {
                rows.addWrapped("✔ " + question.terminalSafeLine + (shown.isEmpty ? "" : ": " + shown.terminalSafeLine), style: PromptStyle.answered)
            }
            return rows.canvas(height: rows.count)
        }
        switch ending {
        case .answered(let answer):
            let shown = prompt.describe(answer).terminalSafeLine
            rows.addWrapped("✔ " + prompt.question.terminalSafeLine + (shown.isEmpty ? "" : ": " + shown), style: PromptStyle.answered)
        case .failed(let error):
            let why = error.code == .interrupted ? "interrupted" : "cancelled"
            rows.addWrapped("✖ " + prompt.question.terminalSafeLine + " (\(why))", style: PromptStyle.muted)
        }
        return rows.canvas(height: rows.count)
    }
}

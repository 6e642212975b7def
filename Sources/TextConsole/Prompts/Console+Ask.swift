import Foundation
import TerminalInput
import TextRendering

/// How `Console.ask(_:options:)` asks when nobody may be there to answer.
public struct PromptOptions: Sendable {
    /// Reads one line of standard input per prompt when it is not a terminal (`yes | tool`,
    /// `printf 'my-app\n2\n' | tool`); off by default, so that a program run by another takes
    /// its defaults and does not wait for a line.
    public var readsPipedAnswers: Bool
    /// Asks line by line, with numbered choices and no redrawing (for screen readers and plain
    /// terminals); `nil` decides from `TERM` (`dumb` asks so).
    public var isAccessible: Bool?
    /// The descriptor answers are read from: standard input.
    public var input: Int32
    /// The environment that says whether this is CI (`CI`) and what the terminal is (`TERM`).
    public var environment: [String: String]
    /// Where a prompt that takes its default without asking says so: standard error.
    public var notices: Console

    /// Options; every parameter has a default.
    public init(
        readsPipedAnswers: Bool = false, isAccessible: Bool? = nil, input: Int32 = 0,
        environment: [String: String] = ProcessInfo.processInfo.environment, notices: Console = .standardError
    ) {
        self.readsPipedAnswers = readsPipedAnswers
        self.isAccessible = isAccessible
        self.input = input
        self.environment = environment
        self.notices = notices
    }
}

extension Console {
    /// Asks `prompt` and returns its answer.
    ///
    /// On a terminal the prompt takes keys in place: it redraws in the rows below the cursor,
    /// reads keys in raw mode with bracketed paste (a paste is text, never key presses), and
    /// leaves one line, `✔ Question: answer`; the terminal's settings are restored exactly,
    /// whatever ends the prompt. Escape and Ctrl-C end it with `PromptError` codes `.cancelled`
    /// and `.interrupted`.
    ///
    /// Where nobody can press keys (standard input is not a terminal, or `CI` is set), a prompt
    /// with a default takes it and says so on standard error; one without fails with
    /// `.noAnswer`, naming the prompt and its `hint`. With `options.readsPipedAnswers` each
    /// prompt reads a line of standard input instead. An accessible session (`TERM=dumb`, or
    /// `options.isAccessible`) asks the same questions a line at a time.
    ///
    /// A console of a `VirtualTerminal` asks there, with its script's keys.
    ///
    /// - Throws: `PromptError`.
    public func ask<P: Prompt>(_ prompt: P, options: PromptOptions = PromptOptions()) throws(PromptError) -> P.Answer {
        if let virtualTerminal { return try virtualTerminal.ask(prompt) }
        let environment = options.environment
        let isCI = environment["CI"].map { !["", "false", "0", "no"].contains($0.lowercased()) } ?? false
        let inputIsTerminal = Platform.isTerminal(options.input)
        // Asked for by the program, an accessible session converses a line at a time wherever
        // its lines come from.
        if options.isAccessible == true {
            if let form = prompt as? Form { return try form.askFieldByField(on: self, options: options) as! P.Answer }
            return try PromptLines(console: self, input: options.input, notices: options.notices).answer(prompt, piped: false, why: "")
        }
        if !inputIsTerminal || isCI || (options.isAccessible == nil && environment["TERM"] == "dumb"), let form = prompt as? Form
        {
            // A form where its region cannot be drawn: a question at a time, each as asked alone.
            return try form.askFieldByField(on: self, options: options) as! P.Answer
        }
        if !inputIsTerminal || isCI {
            let why = isCI ? "CI is set" : "standard input is not a terminal"
            if options.readsPipedAnswers, !inputIsTerminal {
                return try PromptLines(console: self, input: options.input, notices: options.notices).answer(prompt, piped: true, why: why)
            }
            return try answerWithoutAsking(prompt, why: why, notices: options.notices)
        }
        if !capabilities.isTerminal {
            // Output to a file or a pipe (`tool > out.txt`): the questions go where a person
            // sees them, standard error, or nobody can answer.
            if self !== Console.standardError, Platform.isTerminal(Platform.standardError) {
                return try Console.standardError.ask(prompt, options: options)
            }
            return try answerWithoutAsking(prompt, why: "neither standard output nor standard error is a terminal", notices: options.notices)
        }
        if options.isAccessible == nil && environment["TERM"] == "dumb" {
            return try PromptLines(console: self, input: options.input, notices: options.notices).answer(prompt, piped: false, why: "")
        }
        return try PromptTerminal(console: self, input: options.input).ask(prompt)
    }

    /// The default, said on standard error, or the error that says the prompt cannot be asked.
    private func answerWithoutAsking<P: Prompt>(_ prompt: P, why: String, notices: Console) throws(PromptError) -> P.Answer {
        let question = prompt.question.terminalSafeLine
        if let answer = prompt.defaultAnswer {
            notices.write("Answered '\(question)' with its default, \(shownDefault(prompt, answer)), because \(why).\n")
            return answer
        }
        throw PromptError(
            code: .noAnswer,
            "Cannot ask '\(question)': \(why), and it has no default. "
                + (prompt.hint.map { $0.prefix(1).uppercased() + $0.dropFirst() + "." }
                    ?? "Give the answer another way (an option, an environment variable), or run it where it can be asked."))
    }
}

/// Prompts asked a line at a time: piped answers, and accessible sessions (numbered choices,
/// nothing redrawn).
struct PromptLines {
    let console: Console
    let input: Int32
    var notices: Console = .standardError

    func answer<P: Prompt>(_ prompt: P, piped: Bool, why: String) throws(PromptError) -> P.Answer {
        let question = prompt.question.terminalSafeLine
        while true {
            if !piped {
                var text = "? " + question
                if let answer = prompt.defaultAnswer { text += " (default: \(shownDefault(prompt, answer)))" }
                text += "\n" + prompt.plainChoices.map { "  " + $0 + "\n" }.joined() + "> "
                console.write(text)
            }
            guard let line = readLine(secret: prompt.isSecret) else {
                if let answer = prompt.defaultAnswer {
                    if !piped {
                        notices.write("Answered '\(question)' with its default, \(shownDefault(prompt, answer)), because standard input ended.\n")
                    }
                    return answer
                }
                throw PromptError(code: .endOfInput, "Standard input ended before '\(question)' was answered.")
            }
            if line.isEmpty, let answer = prompt.defaultAnswer { return answer }
            switch prompt.answer(typed: line) {
            case .success(let answer):
                return answer
            case .failure(let problem):
                if piped {
                    throw PromptError(
                        code: .invalidAnswer, "The piped answer '\(line.terminalSafeLine)' to '\(question)' is not accepted: \(problem.message).")
                }
                console.write("✖ " + problem.message.terminalSafeLine + "\n")
            }
        }
    }

    /// A line of input; a secret's is read with the terminal's echo off.
    private func readLine(secret: Bool) -> String? {
        guard secret, let settings = try? TerminalSettings.read(from: input) else { return Self.readLine(from: input) }
        settings.linesWithoutEcho.apply(to: input, timing: .now)
        CursorRestoringSignals.restore((input, settings))
        defer {
            settings.apply(to: input, timing: .now)
            CursorRestoringSignals.restore(nil)
            console.write("\n")  // The line feed typed was not echoed.
        }
        return Self.readLine(from: input)
    }

    /// One line of `descriptor`, without its line ending, read a byte at a time so that
    /// nothing after it is taken from the next prompt; `nil` at the end of input.
    static func readLine(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte = [UInt8](repeating: 0, count: 1)
        while true {
            switch Platform.read(descriptor, into: &byte) {
            case .bytes:
                if byte[0] == 0x0A {
                    if bytes.last == 0x0D { bytes.removeLast() }
                    return String(decoding: bytes, as: UTF8.self)
                }
                bytes.append(byte[0])
            case .retry:
                continue
            case .endOfInput, .failed:
                return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}

/// A default as a notice says it: `(empty)` for an empty one.
func shownDefault<P: Prompt>(_ prompt: P, _ answer: P.Answer) -> String {
    let shown = prompt.describe(answer).terminalSafeLine
    return shown.isEmpty ? "(empty)" : shown
}

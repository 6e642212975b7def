import Foundation
import Testing
import TextConsole

@Suite("Prompts, driven by keys on a virtual terminal")
struct PromptTests {
    @Test("Text edits a grapheme at a time: CJK, emoji and combining marks are one character each")
    func textEditsByGrapheme() throws {
        // é is e and a combining accent; 👩‍🔬 is three scalars.
        let terminal = try VirtualTerminal(width: 30, height: 5, keys: "日本e\u{301}👩‍🔬←⌫{home}→x{end}⌫⏎")
        let answer = try terminal.ask(TextPrompt("Name"))
        #expect(answer == "日x本")
        #expect(terminal.frames == [
            "? Name\n>",
            "? Name\n> 日", "? Name\n> 日本", "? Name\n> 日本e", "? Name\n> 日本é",
            // The script sends the emoji's scalars one key at a time; they join as they come.
            "? Name\n> 日本é👩", "? Name\n> 日本é👩\u{200D}", "? Name\n> 日本é👩‍🔬",
            "? Name\n> 日本é👩‍🔬",    // ←
            "? Name\n> 日本👩‍🔬",      // ⌫ takes é whole
            "? Name\n> 日本👩‍🔬", "? Name\n> 日本👩‍🔬", "? Name\n> 日x本👩‍🔬", "? Name\n> 日x本👩‍🔬",
            "? Name\n> 日x本",         // ⌫ at the end takes the emoji whole
            "✔ Name: 日x本",
        ])
        #expect(terminal.transcript == "✔ Name: 日x本")
    }

    @Test("A default answers an empty line; a placeholder shows until typing; validation says what is wrong and asks again")
    func defaultsAndValidation() throws {
        let terminal = try VirtualTerminal(width: 40, height: 5, keys: "⏎a b⏎{ctrl-u}ab⏎⏎")
        let prompt = TextPrompt("Project name", placeholder: "my-app") { $0.isEmpty ? "Enter a name" : $0.contains(" ") ? "No spaces" : nil }
        #expect(try terminal.ask(prompt) == "ab")
        #expect(terminal.frames[0] == "? Project name\n> my-app")
        #expect(terminal.frames[1] == "? Project name\n> my-app\n✖ Enter a name")
        #expect(terminal.frames[5] == "? Project name\n> a b\n✖ No spaces")
        #expect(try terminal.ask(TextPrompt("Directory", default: "Sources")) == "Sources")
        #expect(terminal.frames.dropLast().last == "? Directory (Sources)\n>")
        #expect(terminal.transcript == "✔ Project name: ab\n✔ Directory: Sources")
    }

    @Test("Secure text shows nothing, or a mask, and its answer line hides it")
    func secureText() throws {
        let terminal = try VirtualTerminal(width: 20, height: 4, keys: "s3cr3t⏎pin⏎")
        #expect(try terminal.ask(TextPrompt("Password", echo: .hidden)) == "s3cr3t")
        #expect(terminal.frames[3] == "? Password\n>")
        #expect(try terminal.ask(TextPrompt("PIN", echo: .masked("•"))) == "pin")
        #expect(terminal.frames.contains("? PIN\n> •••"))
        #expect(terminal.transcript == "✔ Password: (hidden)\n✔ PIN: (hidden)")
    }

    @Test("Confirm answers with y or n at once; Enter takes the default, shown capitalised")
    func confirm() throws {
        let terminal = try VirtualTerminal(width: 30, height: 4, keys: "⏎x⏎nY")
        #expect(try terminal.ask(ConfirmPrompt("Overwrite?", default: true)) == true)
        #expect(terminal.frames[0] == "? Overwrite? (Y/n)")
        #expect(try terminal.ask(ConfirmPrompt("Delete?")) == false)
        #expect(terminal.frames.contains("? Delete? (y/n)\n✖ Press y or n"))
        #expect(try terminal.ask(ConfirmPrompt("Push?", default: false)) == true)
        #expect(terminal.transcript == "✔ Overwrite?: yes\n✔ Delete?: no\n✔ Push?: yes")
    }

    @Test("Select moves past disabled options, filters as you type, and says when nothing matches")
    func select() throws {
        let options = [
            SelectOption("Library"), SelectOption("App", disabledReason: "needs Xcode"), SelectOption("Command-line tool"),
            SelectOption("Plugin"),
        ]
        let terminal = try VirtualTerminal(width: 40, height: 8, keys: "↓⏎zz⏎⌫⌫plu⏎")
        #expect(try terminal.ask(SelectPrompt("Template", options: options)) == "Command-line tool")
        #expect(terminal.frames[0] == """
            ? Template (type to filter)
            > Library
              App (needs Xcode)
              Command-line tool
              Plugin
            """)
        #expect(try terminal.ask(SelectPrompt("Again", options: options)) == "Plugin")
        #expect(terminal.frames.contains("""
            ? Again
              filter: zz
              No option matches 'zz'
            ✖ Nothing matches; ⌫ to edit the filter
            """))
        #expect(terminal.frames.contains("? Again\n  filter: plu\n> Plugin"))
    }

    @Test("A long list scrolls inside the terminal's height (a row kept free) and says what is above and below")
    func scrolling() throws {
        let options = (1...30).map { SelectOption("Option \($0)") }
        let terminal = try VirtualTerminal(width: 30, height: 7, keys: "{pagedown}↓⏎")
        #expect(try terminal.ask(SelectPrompt("Pick", options: options)) == "Option 12")
        #expect(terminal.frames[0] == """
            ? Pick (type to filter)
            > Option 1
              Option 2
              Option 3
              Option 4
              … 0 above, 26 below
            """)
        #expect(terminal.frames[2] == """
            ? Pick (type to filter)
              Option 10
              Option 11
            > Option 12
              Option 13
              … 9 above, 17 below
            """)
    }

    @Test("Select many toggles with Space, within its minimum and maximum")
    func multiSelect() throws {
        let terminal = try VirtualTerminal(width: 40, height: 8, keys: "⏎ ↓ ↓ ↓  ⏎")
        let prompt = MultiSelectPrompt("Platforms", options: ["macOS", "iOS", "Linux"].map { SelectOption($0) }, minimum: 1, maximum: 2)
        #expect(try terminal.ask(prompt) == ["macOS", "iOS"])
        #expect(terminal.frames[1] == """
            ? Platforms (space to choose, 1–2)
            > [ ] macOS
              [ ] iOS
              [ ] Linux
            ✖ Choose at least 1
            """)
        #expect(terminal.frames.contains("""
            ? Platforms (space to choose, 1–2)
              [x] macOS
              [x] iOS
            > [ ] Linux
            ✖ Choose at most 2
            """))
        #expect(terminal.transcript == "✔ Platforms: macOS, iOS")
    }

    @Test("A number must be whole and in range")
    func number() throws {
        let terminal = try VirtualTerminal(width: 50, height: 4, keys: "0⏎{ctrl-u}80a⏎⌫⏎")
        #expect(try terminal.ask(NumberPrompt("Port", in: 1...65_535, default: 8080)) == 80)
        #expect(terminal.frames[2] == "? Port (8080)\n> 0\n✖ Enter a whole number from 1 to 65535")
    }

    @Test("Escape cancels and Ctrl-C interrupts, each with its own error, and the line says so")
    func cancelling() throws {
        let terminal = try VirtualTerminal(width: 30, height: 4, keys: "ab{esc}{ctrl-c}")
        #expect(throws: PromptError(code: .cancelled, "'Name' was cancelled (Escape).")) { try terminal.ask(TextPrompt("Name")) }
        #expect(throws: PromptError(code: .interrupted, "'Sure?' was interrupted (Ctrl-C).")) { try terminal.ask(ConfirmPrompt("Sure?")) }
        #expect(throws: PromptError(code: .endOfInput, "The key script ended before 'More' was answered.")) {
            try terminal.ask(ConfirmPrompt("More"))
        }
        #expect(terminal.transcript == "✖ Name (cancelled)\n✖ Sure? (interrupted)")
    }

    @Test("A paste is text, never keys: a pasted ↓ and Enter neither move nor choose; controls show inert")
    func pastesAreText() throws {
        // ESC [200~ … ESC [201~ is a bracketed paste; inside it, ESC [B (↓) and CR.
        let terminal = try VirtualTerminal(width: 40, height: 6, keys: "\u{1B}[200~\u{1B}[Bo\r\u{1B}[201~⏎")
        let options = [SelectOption("one"), SelectOption("two")]
        #expect(try terminal.ask(SelectPrompt("Pick", options: options)) == "one")
        #expect(terminal.frames[1] == "? Pick\n  filter: o\n> one\n  two")
        let typed = try VirtualTerminal(width: 40, height: 4, keys: "\u{1B}[200~a\u{7}b\u{1B}[201~⏎")
        #expect(try typed.ask(TextPrompt("Text")) == "ab")
        // A 100,000-character paste is taken whole.
        let long = String(repeating: "x", count: 100_000)
        let pasted = try VirtualTerminal(width: 40, height: 4, keys: "\u{1B}[200~" + long + "\u{1B}[201~⏎")
        #expect(try pasted.ask(TextPrompt("Long")) == long)
        #expect(pasted.frames[1] == "? Long\n> " + String(repeating: "x", count: 37))
    }

    /// huh's dynamic form: the third question is asked only for a tool, its default made
    /// from the first answer; the second's options depend on nothing, the fourth's on the third.
    private var packageForm: Form {
        Form("New package", fields: [
            .field("name") { _ in TextPrompt("Name", default: "my-app") },
            .field("kind") { _ in SelectPrompt("Kind", options: ["Library", "Tool"].map { SelectOption($0) }) },
            .field("command") { answers in
                answers["kind", as: String.self] == "Tool" ? TextPrompt("Command", default: answers["name", as: String.self]) : nil
            },
            .field("shell") { answers in
                answers["command"].map { (command: String) in
                    SelectPrompt("Complete '\(command)' in", options: ["zsh", "bash", "fish"].map { SelectOption($0) })
                }
            },
        ])
    }

    @Test("A form asks in one region; a field's prompt, default and presence follow earlier answers")
    func dynamicForm() throws {
        let terminal = try VirtualTerminal(width: 40, height: 10, keys: "cli⏎↓⏎⏎↓⏎")
        let answers = try terminal.ask(packageForm)
        #expect(answers.names == ["name", "kind", "command", "shell"])
        #expect(answers["command", as: String.self] == "cli")
        #expect(answers["shell", as: String.self] == "bash")
        #expect(terminal.frames[6] == """
            New package
            ✔ Name: cli
            ✔ Kind: Tool
            ? Command (cli)
            >
            """)
        #expect(terminal.transcript == """
            New package
            ✔ Name: cli
            ✔ Kind: Tool
            ✔ Command: cli
            ✔ Complete 'cli' in: bash
            """)
        // A library skips the command and its shell.
        let library = try VirtualTerminal(width: 40, height: 10, keys: "⏎⏎")
        #expect(try library.ask(packageForm).names == ["name", "kind"])
    }

    @Test("A form whose every field is skipped answers at once, using no key")
    func emptyForm() throws {
        let terminal = try VirtualTerminal(width: 30, height: 5, keys: "y")
        let form = Form("Nothing", fields: [.field("never") { _ in nil as TextPrompt? }])
        #expect(try terminal.ask(form).names.isEmpty)
        #expect(try terminal.ask(ConfirmPrompt("Then?")) == true)
    }

    @Test("A select answers a typed number by place, or a title that is a number by itself")
    func numberedTitles() throws {
        let years = SelectPrompt("Year", options: ["2024", "2025", "3"].map { SelectOption($0) })
        #expect(try years.answer(typed: "2").get() == "2025")
        #expect(try years.answer(typed: "2024").get() == "2024")
        #expect(throws: PromptInvalid.self) { try years.answer(typed: "9").get() }
    }

    @Test("Escape cancels the whole form, however far it got")
    func cancelledForm() throws {
        let terminal = try VirtualTerminal(width: 40, height: 10, keys: "cli⏎↓⏎{esc}")
        #expect(throws: PromptError(code: .cancelled, "'New package' was cancelled (Escape).")) { try terminal.ask(packageForm) }
        #expect(terminal.frames.last == "✖ New package (cancelled)")
    }

    @Test("The screens are the transcript and the frame below it, scrolled as a terminal scrolls, never back")
    func screens() throws {
        let terminal = try VirtualTerminal(width: 24, height: 4, keys: "⏎⏎↓⏎")
        let console = terminal.console
        console.print("one\ntwo")
        _ = try console.ask(ConfirmPrompt("A?", default: true))
        _ = try console.ask(ConfirmPrompt("B?", default: true))
        _ = try console.ask(SelectPrompt("C?", options: [SelectOption("x"), SelectOption("y")]))
        #expect(terminal.screens == [
            "one\ntwo\n? A? (Y/n)",
            "one\ntwo\n✔ A?: yes",
            "one\ntwo\n✔ A?: yes\n? B? (Y/n)",
            "two\n✔ A?: yes\n✔ B?: yes",          // the row after B's line needs one more: scrolled
            "✔ B?: yes\n? C? (type to filter)\n> x\n  y",  // C's three rows scroll two more
            "✔ B?: yes\n? C? (type to filter)\n  x\n> y",
            "✔ B?: yes\n✔ C?: y",                  // never scrolled back
        ])
        #expect(terminal.screensAfterEachKey.count == 5)
    }

    @Test("A console of a virtual terminal prints into its transcript and asks there")
    func programFlow() throws {
        let terminal = try VirtualTerminal(width: 40, height: 6, keys: "tool⏎y")
        let console = terminal.console
        console.print("Creating a package")
        let name = try console.ask(TextPrompt("Name"))
        let confirmed = try console.ask(ConfirmPrompt("Create '\(name)'?"))
        console.print(confirmed ? "Created \(name)" : "Stopped")
        #expect(terminal.transcript == "Creating a package\n✔ Name: tool\n✔ Create 'tool'?: yes\nCreated tool")
        #expect(terminal.remainingKeys.isEmpty)
    }
}

@Suite("Prompts where nobody can press keys")
struct NonInteractivePromptTests {
    /// A pipe holding `text`, read end first; the write end is closed.
    private func pipe(_ text: String) throws -> Int32 {
        var descriptors: [Int32] = [0, 0]
        #expect(Foundation.pipe(&descriptors) == 0)
        _ = text.utf8CString.withUnsafeBufferPointer { write(descriptors[1], $0.baseAddress, text.utf8.count) }
        close(descriptors[1])
        return descriptors[0]
    }

    private let console = Console(
        capabilities: ConsoleCapabilities(width: 60, usesEscapes: false, colors: .none, hyperlinks: false, isTerminal: false)
    ) { _ in }

    @Test("Without a terminal a prompt takes its default; without one it fails, naming the prompt and what to pass")
    func defaultsOrErrors() throws {
        let input = try pipe("")
        defer { close(input) }
        let options = PromptOptions(input: input, environment: [:])
        #expect(try console.ask(TextPrompt("Name", default: "app"), options: options) == "app")
        #expect(try console.ask(SelectPrompt("Kind", options: [SelectOption("a"), SelectOption("b")], defaultIndex: 1), options: options) == "b")
        #expect(throws: PromptError(
            code: .noAnswer, "Cannot ask 'Name': standard input is not a terminal, and it has no default. Pass --name NAME.")
        ) { try console.ask(TextPrompt("Name", hint: "pass --name NAME"), options: options) }
        // With CI set, even a terminal is not asked.
        let ci = PromptOptions(input: input, environment: ["CI": "true"])
        #expect(throws: PromptError(
            code: .noAnswer,
            "Cannot ask 'Sure?': CI is set, and it has no default. Give the answer another way (an option, an environment variable), or run it where it can be asked.")
        ) { try console.ask(ConfirmPrompt("Sure?"), options: ci) }
    }

    @Test("With standard input from /dev/null, a default is taken and said as a notice")
    func devNull() throws {
        let input = open("/dev/null", O_RDONLY)
        defer { close(input) }
        let notices = Written()
        let noticeConsole = Console(
            capabilities: ConsoleCapabilities(width: 80, usesEscapes: false, colors: .none, hyperlinks: false, isTerminal: false)
        ) { notices.append($0) }
        let options = PromptOptions(input: input, environment: [:], notices: noticeConsole)
        #expect(try console.ask(NumberPrompt("Port", in: 1...9, default: 4), options: options) == 4)
        #expect(notices.text == "Answered 'Port' with its default, 4, because standard input is not a terminal.\n")
        _ = try console.ask(TextPrompt("Token", default: ""), options: options)
        #expect(notices.text.hasSuffix("Answered 'Token' with its default, (empty), because standard input is not a terminal.\n"))
        #expect(throws: PromptError.self) { try console.ask(NumberPrompt("Count", in: 1...9), options: options) }
    }

    @Test("Piped answers, one line per prompt, when the program opts in; a wrong one names itself")
    func pipedAnswers() throws {
        let input = try pipe("my-app\n2\n\nyes\nseven\n")
        defer { close(input) }
        let options = PromptOptions(readsPipedAnswers: true, input: input, environment: [:])
        #expect(try console.ask(TextPrompt("Name"), options: options) == "my-app")
        #expect(try console.ask(SelectPrompt("Kind", options: [SelectOption("lib"), SelectOption("tool")]), options: options) == "tool")
        #expect(try console.ask(NumberPrompt("Port", in: 1...9, default: 4), options: options) == 4)
        #expect(try console.ask(ConfirmPrompt("Go?"), options: options) == true)
        #expect(throws: PromptError(code: .invalidAnswer, "The piped answer 'seven' to 'Count' is not accepted: Enter a whole number from 1 to 9.")) {
            try console.ask(NumberPrompt("Count", in: 1...9), options: options)
        }
        #expect(throws: PromptError(code: .endOfInput, "Standard input ended before 'More' was answered.")) {
            try console.ask(TextPrompt("More"), options: options)
        }
    }

    @Test("Without a terminal a form asks field by field: defaults, or piped lines")
    func formWithoutTerminal() throws {
        let form = Form("Package", fields: [
            .field("name") { _ in TextPrompt("Name", default: "app") },
            .field("tests") { answers in ConfirmPrompt("Tests for \(answers["name", as: String.self] ?? "")?", default: true) },
        ])
        let empty = try pipe("")
        defer { close(empty) }
        let answers = try console.ask(form, options: PromptOptions(input: empty, environment: [:]))
        #expect(answers["name", as: String.self] == "app" && answers["tests", as: Bool.self] == true)
        let lines = try pipe("tool\nn\n")
        defer { close(lines) }
        let piped = try console.ask(form, options: PromptOptions(readsPipedAnswers: true, input: lines, environment: [:]))
        #expect(piped["name", as: String.self] == "tool" && piped["tests", as: Bool.self] == false)
    }

    @Test("An accessible session asks line by line, choices numbered, and asks again after a wrong answer")
    func accessible() throws {
        let input = try pipe("4\n2\n\n")
        defer { close(input) }
        let written = Written()
        let console = Console(
            capabilities: ConsoleCapabilities(width: 60, usesEscapes: false, colors: .none, hyperlinks: false, isTerminal: true)
        ) { written.append($0) }
        let options = PromptOptions(isAccessible: true, input: input, environment: [:])
        let kinds = [SelectOption("Library"), SelectOption("App", disabledReason: "needs Xcode"), SelectOption("Tool")]
        #expect(throws: PromptError(code: .endOfInput, "Standard input ended before 'Kind' was answered.")) {
            try console.ask(SelectPrompt("Kind", options: kinds), options: options)
        }
        #expect(written.text == """
            ? Kind
              1. Library
              2. App (unavailable)
              3. Tool
            > ✖ '4' is not one of the 3 options; answer with its number
            ? Kind
              1. Library
              2. App (unavailable)
              3. Tool
            > ✖ 'App' cannot be chosen
            ? Kind
              1. Library
              2. App (unavailable)
              3. Tool
            > ✖ Answer with the number of an option, 1 to 3
            ? Kind
              1. Library
              2. App (unavailable)
              3. Tool
            > 
            """)
    }
}

/// Text written to a console, gathered.
private final class Written: @unchecked Sendable {
    // @unchecked Sendable: `text` is read and written under `lock`.
    private let lock = NSLock()
    private var storage = ""
    func append(_ text: String) { lock.withLock { storage += text } }
    var text: String { lock.withLock { storage } }
}

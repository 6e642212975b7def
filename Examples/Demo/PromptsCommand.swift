import CommandLineSupport
import TextConsole

/// `viewdata-demo prompts`: a project wizard's questions, asked the way a command-line tool
/// asks them: in place on a terminal, with defaults where nobody can answer, and a line at a
/// time with `--accessible`.
struct PromptsCommand: Equatable {
    var readsPipedAnswers = false
    var isAccessible = false
    /// One of `PromptScenario`'s sets of prompts instead of the wizard.
    var scenario: PromptScenario?
    /// Keys to answer with on a virtual terminal, printing every screen (for the tmux check).
    var keys: String?
    var width = 80
    var height = 24

    static let options = OptionTable("prompts", [
        CommandOption("--piped", help: ["read one line of standard input per question when it is not a terminal"]),
        CommandOption("--accessible", help: ["ask a line at a time, choices numbered (for screen readers)"]),
        CommandOption("--scenario", "NAME", .text(noun: "a scenario", allowsEmpty: false), help: ["ask one of the check's scenarios: " + PromptScenario.allCases.map(\.rawValue).joined(separator: ", ")]),
        CommandOption("--keys", "KEYS", .text(noun: "keys", allowsEmpty: true), help: ["answer a scenario with these keys on a virtual terminal and print every screen"]),
        .width(1...1000, help: ["the virtual terminal's width (default 80)"]),
        CommandOption("--height", "N", .number(2...1_000, noun: "a number"), help: ["the virtual terminal's height (default 24)"]),
    ])

    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed = try Self.options.parse(arguments)
        if let extra = parsed.arguments.first { throw UsageError("unexpected argument '\(extra)' for 'prompts'") }
        readsPipedAnswers = parsed.has("--piped")
        isAccessible = parsed.has("--accessible")
        if let name = parsed.text("--scenario") {
            guard let scenario = PromptScenario(rawValue: name) else {
                throw UsageError("unknown scenario '\(name)'; use one of " + PromptScenario.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self.scenario = scenario
        }
        keys = parsed.text("--keys")
        width = parsed.number("--width") ?? width
        height = parsed.number("--height") ?? height
        if keys != nil, scenario == nil { throw UsageError("--keys needs --scenario") }
    }

    func run(console: Console) -> Int32 {
        if let scenario {
            return run(scenario, console: console)
        }
        let options = PromptOptions(readsPipedAnswers: readsPipedAnswers, isAccessible: isAccessible ? true : nil)
        do {
            let name = try console.ask(TextPrompt("Package name", default: "my-tool", placeholder: "my-tool", hint: "pass a name") { name in
                name.isEmpty ? "A package needs a name" : name.contains(" ") ? "A package name has no spaces" : nil
            }, options: options)
            let kind = try console.ask(SelectPrompt("Kind", options: [
                SelectOption("Library"), SelectOption("Command-line tool"), SelectOption("Macro"),
                SelectOption("App", disabledReason: "needs Xcode"),
            ], defaultIndex: 1), options: options)
            let platforms = try console.ask(MultiSelectPrompt("Platforms", options: [
                "Linux", "macOS", "iOS", "tvOS", "watchOS", "visionOS", "Windows", "Android",
            ].map { SelectOption($0) }, defaultIndices: [0, 1], minimum: 1), options: options)
            let version = try console.ask(NumberPrompt("Swift tools version (minor of 6)", in: 0...3, default: 0), options: options)
            let token = try console.ask(TextPrompt("Registry token (optional)", default: "", echo: .masked("•")), options: options)
            guard try console.ask(ConfirmPrompt("Create '\(name)'?", default: true), options: options) else {
                console.print("Nothing was created.")
                return 0
            }
            console.print("Would create \(name): \(kind.lowercased()), swift-tools-version 6.\(version), for "
                + platforms.joined(separator: ", ") + (token.isEmpty ? "" : ", with a registry token") + ".")
            return 0
        } catch {
            Console.standardError.write("viewdata-demo: \(error.message)\n")
            return error.code == .interrupted ? 130 : 1
        }
    }

    /// A scenario asked on `console`, or with `keys` on a virtual terminal whose screen after
    /// each key is printed, then the last, separated by lines holding only U+001E.
    private func run(_ scenario: PromptScenario, console: Console) -> Int32 {
        guard let keys else {
            // The outcome, an error's too, on the console: the check compares the whole screen.
            do {
                console.print(try scenario.run(on: console))
                return 0
            } catch {
                console.print("viewdata-demo: \(error.message)")
                return error.code == .interrupted ? 130 : 1
            }
        }
        let terminal: VirtualTerminal
        do {
            terminal = try VirtualTerminal(width: width, height: height, keys: keys)
        } catch {
            Console.standardError.write("viewdata-demo: --keys: \(error)\n")
            return 64
        }
        // What the program prints after its prompts goes on the virtual screen too, as it
        // does on a terminal.
        var status: Int32 = 0
        do {
            terminal.console.print(try scenario.run(on: terminal.console))
        } catch {
            terminal.console.print("viewdata-demo: \(error.message)")
            status = error.code == .interrupted ? 130 : 1
        }
        // The screen after each key, then once the program has printed its outcome.
        console.write((terminal.screensAfterEachKey + [terminal.screen]).joined(separator: "\n\u{1E}\n") + "\n")
        return status
    }
}

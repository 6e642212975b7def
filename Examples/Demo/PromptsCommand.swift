import CommandLineSupport
import TextConsole

/// `viewdata-demo prompts`: a project wizard's questions, asked the way a command-line tool
/// asks them: in place on a terminal, with defaults where nobody can answer, and a line at a
/// time with `--accessible`.
struct PromptsCommand: Equatable {
    var readsPipedAnswers = false
    var isAccessible = false

    static let options = OptionTable("prompts", [
        CommandOption("--piped", help: ["read one line of standard input per question when it is not a terminal"]),
        CommandOption("--accessible", help: ["ask a line at a time, choices numbered (for screen readers)"]),
    ])

    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed = try Self.options.parse(arguments)
        if let extra = parsed.arguments.first { throw UsageError("unexpected argument '\(extra)' for 'prompts'") }
        readsPipedAnswers = parsed.has("--piped")
        isAccessible = parsed.has("--accessible")
    }

    func run(console: Console) -> Int32 {
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
}

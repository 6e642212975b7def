import TextRendering

/// One option a command takes: its name, the value it needs, and its lines in the usage text.
/// The one place an option is described: the parser reads and checks it from here, and the
/// usage prints it from here, so the two cannot drift.
package struct CommandOption: Sendable {
    /// What follows the option's name on the command line.
    package enum Value: Sendable {
        /// Nothing: the option is on when given.
        case flag
        /// A whole number in `range`; `noun` says what it is when missing ("a number of columns").
        case number(ClosedRange<Int>, noun: String)
        /// Any text; `noun` says what it is when missing ("the path of the document log").
        /// `allowsEmpty` false refuses an empty value as missing.
        case text(noun: String, allowsEmpty: Bool)
    }

    package var name: String
    /// The value's name in the usage text: `N`, `PATH`, `SCRIPT`.
    package var placeholder: String?
    package var value: Value
    /// What the option does, one line or more, as the usage text shows it.
    package var help: [String]

    package init(_ name: String, _ placeholder: String? = nil, _ value: Value = .flag, help: [String]) {
        self.name = name
        self.placeholder = placeholder
        self.value = value
        self.help = help
    }

    /// `--width N`: columns in `range`.
    package static func width(_ range: ClosedRange<Int> = 20...1000, help: [String]) -> CommandOption {
        CommandOption("--width", "N", .number(range, noun: "a number of columns"), help: help)
    }

    /// `--height N`: rows in `range`.
    package static func height(_ range: ClosedRange<Int> = 5...500, help: [String]) -> CommandOption {
        CommandOption("--height", "N", .number(range, noun: "a number of rows"), help: help)
    }

    /// `--color` and `--no-color`.
    package static let colors: [CommandOption] = [
        CommandOption("--color", help: ["draw styles and colours (default: when the terminal shows them)"]),
        CommandOption("--no-color", help: ["plain text"]),
    ]

    /// `--wide-ambiguous`.
    package static let wideAmbiguous = CommandOption(
        "--wide-ambiguous", help: ["measure East Asian Ambiguous characters as two cells (CJK terminals)"])

    /// The key-script options of a full-screen command (`--keys`, `--key-file`, `--every`,
    /// `--resize`).
    package static func keyScript(example: String) -> [CommandOption] {
        [
            CommandOption(
                "--keys", "SCRIPT", .text(noun: "a key script, e.g. \"\(example)\"", allowsEmpty: true),
                help: ["press these keys and print the last screen, e.g. \"\(example)\"",
                       "(↑↓←→ ⏎ ⎋ ⌫ ⇥, {esc}, {ctrl-r}, {wait} for one second; {ctrl-c}",
                       "ends the script as Ctrl-C ends the app, with status 130)"]),
            CommandOption(
                "--key-file", "PATH", .text(noun: "the path of a key script file", allowsEmpty: false),
                help: ["the same, from a file (# starts a comment line)"]),
            CommandOption("--every", help: ["print the screen after every key, not just the last"]),
            CommandOption(
                "--resize", "WxH", .text(noun: "a size, e.g. 61x17", allowsEmpty: false),
                help: ["after the keys, resize the screen to W columns by H rows", "(repeatable), as a terminal window would be"]),
        ]
    }
}

/// A command line read against an `OptionTable`: each option's values in order, and the
/// arguments that are not options.
package struct ParsedOptions {
    private var values: [String: [String]] = [:]
    /// The options in the order they were given.
    private var order: [String] = []
    /// The arguments that are not options, in order.
    package var arguments: [String] = []

    fileprivate mutating func add(_ value: String, for name: String) {
        values[name, default: []].append(value)
        order.append(name)
    }

    /// `--color` and `--no-color`: whichever was given last; `nil` when neither was.
    package var color: Bool? {
        order.last { $0 == "--color" || $0 == "--no-color" }.map { $0 == "--color" }
    }

    /// Whether the option was given.
    package func has(_ name: String) -> Bool { values[name] != nil }
    /// The option's last value.
    package func text(_ name: String) -> String? { values[name]?.last }
    /// Every value the option was given, in order.
    package func texts(_ name: String) -> [String] { values[name] ?? [] }
    /// The option's last value as the number the table checked it to be.
    package func number(_ name: String) -> Int? { text(name).flatMap { Int($0) } }
}

/// The key-script options (`CommandOption.keyScript`) of a command line, read and checked
/// together: one script, inline or from a file, and `--every` and `--resize` only with one.
package struct KeyScriptOptions {
    package var keys: String?
    package var keyFile: String?
    package var every: Bool
    /// Sizes the screen takes after the keys, in order.
    package var resizes: [Size]

    /// - Throws: `UsageError` naming the options that do not go together, or a bad size.
    package init(_ parsed: ParsedOptions) throws {
        keys = parsed.text("--keys")
        keyFile = parsed.text("--key-file")
        every = parsed.has("--every")
        resizes = try parsed.texts("--resize").map(ScriptedScreens.size(parsing:))
        if keys != nil, keyFile != nil { throw UsageError("--keys and --key-file cannot both be given") }
        let hasScript = keys != nil || keyFile != nil
        if every, !hasScript { throw UsageError("--every needs --keys or --key-file") }
        if !resizes.isEmpty, !hasScript { throw UsageError("--resize needs --keys or --key-file") }
    }
}

/// The options of one command, which parse, check and print its usage.
package struct OptionTable: Sendable {
    /// The command, as messages name it: `tour`, `log inspect`.
    package var command: String
    package var options: [CommandOption]

    package init(_ command: String, _ options: [CommandOption]) {
        self.command = command
        self.options = options
    }

    /// Reads `arguments`: each option with its value (checked: a number in its range, a text
    /// that is there); anything else that starts with `-` (and is not a number) is an unknown
    /// option; the rest are arguments, for the command to check.
    ///
    /// - Parameter stopsAtDoubleDash: Whether `--` ends the options (what follows it are
    ///   arguments, even when they start with `-`).
    /// - Throws: `UsageError` naming the option and what is wrong.
    package func parse(_ arguments: some Collection<String>, stopsAtDoubleDash: Bool = false) throws -> ParsedOptions {
        var parsed = ParsedOptions()
        var rest = Array(arguments)[...]
        var literal = false
        while let argument = rest.popFirst() {
            if literal {
                parsed.arguments.append(argument)
                continue
            }
            if stopsAtDoubleDash, argument == "--" {
                literal = true
                continue
            }
            guard let option = options.first(where: { $0.name == argument }) else {
                if argument.hasPrefix("-"), argument.count > 1, Int(argument) == nil {
                    throw UsageError("unknown option '\(argument)' for '\(command)'")
                }
                parsed.arguments.append(argument)
                continue
            }
            switch option.value {
            case .flag:
                parsed.add("", for: option.name)
            case .number(let range, let noun):
                guard let value = rest.popFirst() else { throw UsageError("\(option.name) needs \(noun)") }
                guard let number = Int(value), range.contains(number) else {
                    throw UsageError(
                        "\(option.name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(value)'")
                }
                parsed.add(String(number), for: option.name)
            case .text(let noun, let allowsEmpty):
                guard let value = rest.popFirst(), allowsEmpty || !value.isEmpty else {
                    throw UsageError("\(option.name) needs \(noun)")
                }
                parsed.add(value, for: option.name)
            }
        }
        return parsed
    }

    /// The options as the usage text shows them: the name and the value's name, then what the
    /// option does, from column `indent + 16` (on the next line when the name is longer).
    package func usage(indent: Int = 2) -> String {
        let margin = String(repeating: " ", count: indent)
        let helpColumn = String(repeating: " ", count: indent + 16)
        var lines: [String] = []
        for option in options {
            let head = option.name + (option.placeholder.map { " " + $0 } ?? "")
            var help = option.help[...]
            if head.count < 16, let first = help.popFirst() {
                lines.append(margin + head + String(repeating: " ", count: 16 - head.count) + first)
            } else {
                lines.append(margin + head)
            }
            lines += help.map { helpColumn + $0 }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

import CommandLineSupport
import Foundation
import StateFlow
import StateFlowLog
import TextDiff
import TextRendering
import TextTerminal
import TextUI
import ViewDataSupport

/// `viewdata log show|actions|diff|inspect LOG`: any app's state log, read with no app code
/// (its states are JSON): the state at an entry, a table of the entries, the differences
/// between entries, and a full-screen inspector.
struct LogCommand: Equatable {
    enum Action: Equatable {
        /// The state at entry `at` (the last by default), as pretty JSON; with `with`, the
        /// other store's log, both stores' states there.
        case show(at: Int?, with: String?)
        /// A recorded session's folder made a Swift Testing source.
        case exportTest(ExportTest)
        /// One row per entry; only entries whose action or reason contains `filter`.
        case actions(filter: String?)
        /// The difference from entry `from` to `to`; with `to` alone, from the entry before
        /// it; with neither, every entry against the one before.
        case diff(from: Int?, to: Int?)
        /// The full-screen inspector; with `with`, the other store's log, both states at each entry.
        case inspect(with: String?)
    }

    var action: Action
    /// The log file.
    var path: String
    var width: Int?
    /// `inspect`: fixed rows for the inspector's screen.
    var height: Int?
    /// `inspect`: a key script (inline, or a file) to press instead of running on a terminal;
    /// the last screen (or every one) is printed.
    var keys: String?
    var keyFile: String?
    var every = false
    /// Sizes the screen takes after the keys (`--resize WxH`, repeatable).
    var resizes: [Size] = []
    /// `nil`: decide from the terminal.
    var color: Bool?

    static let usage = "log needs a command and a state log: show LOG [--at SEQ] [--with OTHER], actions LOG [--filter TEXT], diff LOG [A [B]], "
        + "inspect LOG, export-test SESSION --app TYPE --module MODULE"

    /// `export-test`'s settings.
    struct ExportTest: Equatable {
        var appType: String
        var module: String
        var testName: String?
        var screens: [Int]
        var size: Size?
        var output: String?
        var replaces: Bool
    }

    /// Each log command's options, which parse and print the usage.
    static let options: [String: OptionTable] = {
        let common: [CommandOption] = [.width(help: ["print N columns wide (20–1000; default: the terminal's, or 80)"])]
            + CommandOption.colors
        return [
            "show": OptionTable("log show", [
                CommandOption("--at", "SEQ", .text(noun: "an entry's sequence number", allowsEmpty: true),
                              help: ["the entry to show (default: the last)"]),
                CommandOption("--with", "OTHER", .text(noun: "the other store's log", allowsEmpty: false),
                              help: ["the other store's log of the same session: both states at the entry,",
                                     "as one JSON object by store name (the entry names the other's: its",
                                     "'pair', or a view-state's 'documentRevision')"]),
            ] + common),
            "export-test": OptionTable("log export-test", [
                CommandOption("--app", "TYPE", .text(noun: "the app's type", allowsEmpty: false),
                              help: ["the app's type, which conforms to SessionReplayable, or to",
                                     "ScreenSessionReplayable for a session of inputs alone (required)"]),
                CommandOption("--module", "MODULE", .text(noun: "the app's module", allowsEmpty: false),
                              help: ["the module the app is in, imported @testable (required)"]),
                CommandOption("--at", "N,…", .text(noun: "input numbers", allowsEmpty: false),
                              help: ["snapshot the screen after these inputs (0: the start; a session of",
                                     "inputs alone: the last input when not given)"]),
                CommandOption("--size", "WxH", .text(noun: "a screen size", allowsEmpty: false),
                              help: ["the screens' size (default: the session's)"]),
                CommandOption("--name", "NAME", .text(noun: "a test name", allowsEmpty: false),
                              help: ["the test function's name (default: from the folder's name)"]),
                CommandOption("--output", "FILE", .text(noun: "a Swift file", allowsEmpty: false),
                              help: ["write the test there (default: standard output); an existing file",
                                     "is left as it is unless --replace"]),
                CommandOption("--replace", help: ["replace --output when it exists"]),
            ]),
            "actions": OptionTable("log actions", [
                CommandOption("--filter", "TEXT", .text(noun: "the text to look for", allowsEmpty: true),
                              help: ["only entries whose action or reason contains TEXT"]),
            ] + common),
            "diff": OptionTable("log diff", common),
            "inspect": OptionTable("log inspect", CommandOption.keyScript(example: "↓↓/open⏎") + [
                .height(help: ["rows of the screen (5–500; default: the terminal's, or 24)"]),
                CommandOption("--with", "OTHER", .text(noun: "the other store's log", allowsEmpty: false),
                              help: ["the other store's log of the same session: both states at each entry"]),
            ] + common),
        ]
    }()

    /// Parses the arguments after `log`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        var rest = Array(arguments)[...]
        guard let command = rest.popFirst() else { throw UsageError(Self.usage) }
        guard ["show", "actions", "diff", "inspect", "export-test"].contains(command) else {
            throw UsageError("unknown log command '\(command)'; the commands are show, actions, diff, inspect, export-test")
        }
        let parsed = try Self.options[command]!.parse(rest)
        func sequence(_ text: String, for what: String) throws -> Int {
            guard let number = Int(text), number >= 0 else {
                throw UsageError("\(what) must be an entry's sequence number (a whole number, 0 or more), got '\(text)'")
            }
            return number
        }
        var path: String?
        var numbers: [Int] = []
        for argument in parsed.arguments {
            if path == nil {
                path = argument
            } else if command == "diff", numbers.count < 2 {
                numbers.append(try sequence(argument, for: "an entry"))
            } else {
                throw UsageError("unexpected argument '\(argument)' for 'log \(command)'")
            }
        }
        let at = command == "show" ? try parsed.text("--at").map { try sequence($0, for: "--at") } : nil
        let filter = parsed.text("--filter")
        width = parsed.number("--width")
        height = parsed.number("--height")
        let script = try KeyScriptOptions(parsed)
        (keys, keyFile, every, resizes) = (script.keys, script.keyFile, script.every, script.resizes)
        color = parsed.color
        guard let path else {
            throw UsageError(command == "export-test" ? "log export-test needs a recorded session's folder" : "log \(command) needs a state log file (JSON Lines)")
        }
        self.path = path
        switch command {
        case "show": action = .show(at: at, with: parsed.text("--with"))
        case "export-test":
            guard let app = parsed.text("--app") else { throw UsageError("log export-test needs --app TYPE, the app's type") }
            guard let module = parsed.text("--module") else { throw UsageError("log export-test needs --module MODULE, the app's module") }
            for (name, value) in [("--app", app), ("--module", module), ("--name", parsed.text("--name") ?? "test")] where !Self.isSwiftName(value, dotted: name == "--app") {
                throw UsageError("\(name) must be a Swift name, got '\(value)'")
            }
            let screens = try parsed.text("--at").map { text in
                try text.split(separator: ",", omittingEmptySubsequences: false).map { part -> Int in
                    guard let number = Int(part.trimmingCharacters(in: .whitespaces)), number >= 0 else {
                        throw UsageError("--at takes input numbers separated by commas (0 for the start), got '\(text)'")
                    }
                    return number
                }
            } ?? []
            action = .exportTest(ExportTest(
                appType: app, module: module, testName: parsed.text("--name"), screens: screens,
                size: try parsed.text("--size").map(ScriptedScreens.size(parsing:)), output: parsed.text("--output"),
                replaces: parsed.has("--replace")))
        case "actions": action = .actions(filter: filter)
        case "diff": action = numbers.count == 2 ? .diff(from: numbers[0], to: numbers[1]) : .diff(from: nil, to: numbers.first)
        default: action = .inspect(with: parsed.text("--with"))
        }
    }

    /// Swift's keywords, which are no names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws",
        "true", "try", "await", "async", "package",
    ]

    /// Whether `text` is a Swift identifier and no keyword (`dotted`: names joined by dots,
    /// `Outer.App`).
    static func isSwiftName(_ text: String, dotted: Bool) -> Bool {
        let parts = dotted ? text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [text]
        return parts.allSatisfy { part in
            guard !keywords.contains(part), let first = part.unicodeScalars.first, first == "_" || first.properties.isXIDStart else { return false }
            return part.unicodeScalars.allSatisfy { $0.properties.isXIDContinue }
        }
    }

    /// Runs the command; exit 1 when the log cannot be read or has no such entry.
    func run(terminal: Terminal) -> Int32 {
        let url = terminal.url(for: path)
        do {
            switch action {
            case .show(let at, let with):
                let index = try StateLogIndex(contentsOf: url)
                let position = try self.position(of: at, in: index)
                guard let with else {
                    terminal.write(try index.state(at: position).prettyJSONText + "\n")
                    return 0
                }
                terminal.write(try Self.pairedStates(index, at: position, with: StateLogIndex(contentsOf: terminal.url(for: with))).prettyJSONText + "\n")
            case .exportTest(let options):
                return try exportTest(options, terminal: terminal)
            case .actions(let filter):
                let index = try StateLogIndex(contentsOf: url)
                terminal.write(try Self.actionsTable(index, filter: filter, width: width ?? terminal.columns ?? 100, color: color, terminal: terminal))
            case .diff(let from, let to):
                let index = try StateLogIndex(contentsOf: url)
                try writeDiffs(index, from: from, to: to, terminal: terminal)
            case .inspect(let with):
                let script: KeyScript?
                do {
                    script = try loadKeyScript(keys: keys, keyFile: keyFile, terminal: terminal)
                } catch let error as KeyScriptError {
                    terminal.report("\(keyFile.map { "key file '\($0)'" } ?? "--keys"): \(error.message)")
                    return ViewDataTool.usageErrorStatus
                }
                let index = try StateLogIndex(contentsOf: url)
                let other = try with.map { try StateLogIndex(contentsOf: terminal.url(for: $0)) }
                if let other, other.header.storeName == index.header.storeName {
                    throw ToolError("'\(index.url.lastPathComponent)' and '\(other.url.lastPathComponent)' are both logs of store '\(other.header.storeName)'; --with takes the other store's log")
                }
                let useColor = color ?? terminal.supportsColor
                if let script {
                    let app = LogInspectorApp(inspector: LogInspector(index: index, other: other))
                    let size = Size(width: width ?? terminal.columns ?? 100, height: height ?? 30)
                    return ScriptedScreens(size: size, profile: .standard, every: every, color: color ?? false, resizes: resizes)
                        .run(script, on: app, startingAt: Date(timeIntervalSince1970: 0), terminal: terminal)
                }
                if terminal.isInteractive, let runFullScreen = terminal.runFullScreen {
                    let app = LogInspectorApp(inspector: LogInspector(index: index, other: other))
                    return runFullScreen(app, FullScreenOptions(usesColor: useColor, profile: .standard, width: width, height: height, start: Date()))
                }
                terminal.write(try Self.actionsTable(index, filter: nil, width: width ?? terminal.columns ?? 100, color: useColor, terminal: terminal))
            }
        } catch let error as StateLogError {
            terminal.report(error.message)
            return 1
        } catch {
            terminal.report("\(error)")
            return 1
        }
        return 0
    }

    /// Both stores' states at entry `position` of `index`: its own, and the other log's at the
    /// entry it names (its `pair`, or a view-state's `documentRevision`), by store name.
    ///
    /// - Throws: `ToolError` when the entry names none, or one the other log lacks.
    static func pairedStates(_ index: StateLogIndex, at position: Int, with other: StateLogIndex) throws -> JSONValue {
        let item = index.items[position]
        let name = index.url.lastPathComponent
        let otherName = other.url.lastPathComponent
        guard index.header.storeName != other.header.storeName else {
            throw ToolError("'\(name)' and '\(otherName)' are both logs of store '\(other.header.storeName)'; --with takes the other store's log")
        }
        // The first entry of a recording names no other: the other's first entry goes with it.
        guard let sequence = item.pairedSequence ?? item.documentRevision ?? (position == 0 ? other.items.first?.sequence : nil) else {
            throw ToolError("entry \(item.sequence) of '\(name)' names no entry of another log (no 'pair' or 'documentRevision'): record a session (SessionRecording) to pair its logs")
        }
        guard let otherPosition = other.index(ofSequence: sequence) else {
            throw ToolError("entry \(item.sequence) of '\(name)' goes with entry \(sequence) of '\(otherName)', which it does not have: are they logs of one session?")
        }
        return .object([index.header.storeName: try index.state(at: position), other.header.storeName: try other.state(at: otherPosition)])
    }

    /// Writes the test of the recorded session in `path`.
    private func exportTest(_ options: ExportTest, terminal: Terminal) throws -> Int32 {
        let folder = terminal.url(for: path)
        // A session of inputs alone is replayed for its screens; one of stores, checked whole.
        let inputs = try SessionInputs(folder: folder)
        let session = inputs.storeNames == nil ? nil : try SessionLog(folder: folder)
        for warning in session?.warnings ?? inputs.warnings { terminal.report("warning: \(warning)") }
        let name = options.testName ?? Self.testName(forFolder: folder.lastPathComponent)
        let writer = SessionTestSource(
            appType: options.appType, module: options.module, testName: name, screens: options.screens,
            size: options.size.map { ($0.width, $0.height) } ?? inputs.size,
            command: Self.exportCommand(folder: folder.lastPathComponent, options))
        let source = try session.map(writer.source(for:)) ?? writer.source(forInputs: inputs)
        let inputCount = session?.inputs.count ?? inputs.inputs.count
        let screens = session != nil ? options.screens : SessionTestSource.screens(options.screens, ofInputsAlone: inputCount)
        guard let output = options.output else {
            terminal.write(source)
            return 0
        }
        let url = terminal.url(for: output)
        if FileManager.default.fileExists(atPath: url.path), !options.replaces {
            throw ToolError("'\(output)' exists; it is left as it is (give --replace to write over it)")
        }
        do {
            try FileReplacement.write(Data(source.utf8), to: url)
        } catch {
            throw ToolError("cannot write '\(output)': \(error)")
        }
        terminal.write("wrote \(output): \(inputCount) input\(inputCount == 1 ? "" : "s")"
            + (screens.isEmpty ? "" : ", screens after \(screens.map(String.init).joined(separator: ", "))") + "\n")
        return 0
    }

    /// The command line that writes the same test again, for its first comment.
    static func exportCommand(folder: String, _ options: ExportTest) -> String {
        var words = ["viewdata", "log", "export-test", folder, "--app", options.appType, "--module", options.module]
        if !options.screens.isEmpty { words += ["--at", options.screens.map(String.init).joined(separator: ",")] }
        if let name = options.testName { words += ["--name", name] }
        if let size = options.size { words += ["--size", "\(size.width)x\(size.height)"] }
        return words.joined(separator: " ")
    }

    /// `session-2` → `session2`, `my recording` → `myRecording`; `recordedSession` when the
    /// name has no letters to keep.
    static func testName(forFolder folder: String) -> String {
        let words = folder.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        var name = words.enumerated().map { index, word in index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst() }.joined()
        if name.first?.isNumber == true { name = "session" + name }
        return isSwiftName(name, dotted: false) ? name : "recordedSession"
    }

    /// The index of the entry with sequence `sequence` (the last when `nil`).
    ///
    /// - Throws: `ToolError` naming the sequence and the entries there are.
    private func position(of sequence: Int?, in index: StateLogIndex) throws -> Int {
        guard let last = index.items.indices.last else {
            throw ToolError("'\(path)' has no entries: the log has its header and nothing after it")
        }
        guard let sequence else { return last }
        guard let position = index.index(ofSequence: sequence) else {
            throw ToolError("'\(path)' has no entry \(sequence); its entries run from \(index.items[0].sequence) to \(index.items[last].sequence)")
        }
        return position
    }

    /// The table of `actions`: sequence, reason, action, where in the app's code the change
    /// was made (for a log that says) and the paths each entry changed.
    static func actionsTable(_ index: StateLogIndex, filter: String?, width: Int, color: Bool?, terminal: Terminal) throws -> String {
        // A source column only where a row listed has a source.
        let showsSources = index.items.contains { item in
            item.source != nil && filter.map { matches(action: item.action, reason: item.reason.name, $0) } ?? true
        } || index.rejections.contains { rejection in
            rejection.source != nil && filter.map { matches(action: rejection.action, reason: "refused", $0) } ?? true
        }
        // The source goes where the changes would get fewer than 30 columns: they matter more.
        var table = Table(columns: [
            .init("seq", alignment: .trailing), .init("reason"), .init("action"),
        ] + (showsSources ? [.init("source", overflow: .ellipsis, priority: 0)] : [])
            + [.init("changed", minimumWidth: showsSources ? 30 : nil, overflow: .wrap)])
        table.boxStyle = nil
        func sourceCell(_ source: ChangeSource?) -> [StyledText] {
            showsSources ? [StyledText(source?.description ?? "", style: .dim)] : []
        }
        var rows: [[StyledText]] = []
        // Refusals (a log written with StateLogOptions.logsRejections) under the entry whose
        // state they were refused in: no sequence of their own, the message where the paths go.
        var rejections = index.rejections[...]
        var entries = 0
        var refusals = 0
        for (position, item) in index.items.enumerated() {
            if filter.map({ matches(action: item.action, reason: item.reason.name, $0) }) ?? true {
                let paths = try index.changedPaths(at: position)
                rows.append([
                    StyledText(String(item.sequence)),
                    StyledText(reasonText(item), style: item.reason.isUserAction ? nil : .dim),
                    StyledText(item.action),
                ] + sourceCell(item.source) + [StyledText(pathsText(paths))])
                entries += 1
            }
            while let rejection = rejections.first, rejection.afterSequence <= item.sequence {
                rejections.removeFirst()
                guard filter.map({ matches(action: rejection.action, reason: "refused", $0) }) ?? true else { continue }
                rows.append([
                    "", StyledText("refused", style: Style.plain.foreground(.red)), StyledText(rejection.action),
                ] + sourceCell(rejection.source) + [StyledText(rejection.explanation)])
                refusals += 1
            }
        }
        table.rows = rows
        let summary: String
        if let filter {
            let refused = refusals == 0 ? "" : " and \(refusals) refusal\(refusals == 1 ? "" : "s")"
            summary = "\(entries) of \(index.items.count) entries\(refused) match '\(filter)'"
        } else {
            summary = "\(entries) \(entries == 1 ? "entry" : "entries")" + (refusals == 0 ? "" : ", \(refusals) refused")
        }
        let console = terminal.console(color: color)
        return console.text(of: table, width: width) + "\n" + console.text(of: Label(summary, style: .dim), width: width) + "\n"
    }

    /// Whether an entry's (or a refusal's) action or reason contains `text`, ignoring case.
    static func matches(action: String, reason: String, _ text: String) -> Bool {
        text.isEmpty || action.localizedCaseInsensitiveContains(text) || reason.localizedCaseInsensitiveContains(text)
    }

    /// `action`, `undo → 3` (the entry moved to), `initial`.
    static func reasonText(_ item: StateLogIndex.Item) -> String {
        reasonText(item.reason, entrySequence: item.entrySequence)
    }

    /// A reason's name, with the history entry it moved to: `undo → 3`.
    static func reasonText(_ reason: ChangeReason, entrySequence: Int?) -> String {
        reason.name(movingTo: entrySequence)
    }

    /// The paths, comma-separated; `(state)` for a whole new state, `—` for none.
    static func pathsText(_ paths: [String]) -> String {
        if paths.isEmpty { return "—" }
        return paths.map { $0.isEmpty ? "(state)" : $0 }.joined(separator: ", ")
    }

    private func writeDiffs(_ index: StateLogIndex, from: Int?, to: Int?, terminal: Terminal) throws {
        let useColor = color ?? terminal.supportsColor
        if from == nil, to == nil {
            guard index.items.count > 1 else {
                terminal.write("'\(path)' has \(index.items.isEmpty ? "no entries" : "one entry"): there is nothing to compare.\n")
                return
            }
            // Every entry against the one before.
            for position in index.items.indices.dropFirst() {
                terminal.write(try Self.diff(index, from: position - 1, to: position, color: useColor))
            }
            return
        }
        let target = try position(of: to, in: index)
        let source: Int
        if let from {
            source = try position(of: from, in: index)
        } else {
            guard target > 0 else { throw ToolError("entry \(index.items[target].sequence) is the log's first: there is no entry before it to compare with") }
            source = target - 1
        }
        terminal.write(try Self.diff(index, from: source, to: target, color: useColor))
    }

    /// The difference between two entries' states: a title, then the changed lines of their
    /// pretty JSON with two lines of context, or a line saying they are equal.
    static func diff(_ index: StateLogIndex, from source: Int, to target: Int, color: Bool) throws -> String {
        let old = index.items[source]
        let new = index.items[target]
        let title = "── #\(old.sequence) → #\(new.sequence) \(new.action) (\(reasonText(new))) ──".terminalSafeLine + "\n"
        let diff = stateDiff(try index.state(at: source), try index.state(at: target), oldName: "#\(old.sequence)", newName: "#\(new.sequence)", color: color)
        return title + (diff ?? "(no difference)\n")
    }

    /// The line diff of two states' pretty JSON, terminal-safe; `nil` when they are equal.
    static func stateDiff(_ old: JSONValue, _ new: JSONValue, oldName: String, newName: String, color: Bool) -> String? {
        guard old != new else { return nil }
        let diff = LineDiff(from: old.prettyJSONText + "\n", to: new.prettyJSONText + "\n")
        var options = LineDiff.RenderOptions()
        options.context = 2
        options.usesColor = color
        options.oldName = oldName
        options.newName = newName
        options.showsSummary = false
        return diff.rendered(options)
    }
}

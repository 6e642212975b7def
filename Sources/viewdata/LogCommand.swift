import CommandLineSupport
import Foundation
import StateFlow
import StateFlowLog
import TextDiff
import TextRendering
import TextTerminal
import TextUI

/// `viewdata log show|actions|diff|inspect LOG`: any app's state log, read with no app code
/// (its states are JSON): the state at an entry, a table of the entries, the differences
/// between entries, and a full-screen inspector.
struct LogCommand: Equatable {
    enum Action: Equatable {
        /// The state at entry `at` (the last by default), as pretty JSON.
        case show(at: Int?)
        /// One row per entry; only entries whose action or reason contains `filter`.
        case actions(filter: String?)
        /// The difference from entry `from` to `to`; with `to` alone, from the entry before
        /// it; with neither, every entry against the one before.
        case diff(from: Int?, to: Int?)
        /// The full-screen inspector.
        case inspect
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

    static let usage = "log needs a command and a state log: show LOG [--at SEQ], actions LOG [--filter TEXT], diff LOG [A [B]], inspect LOG"

    /// Each log command's options, which parse and print the usage.
    static let options: [String: OptionTable] = {
        let common: [CommandOption] = [.width(help: ["print N columns wide (20–1000; default: the terminal's, or 80)"])]
            + CommandOption.colors
        return [
            "show": OptionTable("log show", [
                CommandOption("--at", "SEQ", .text(noun: "an entry's sequence number", allowsEmpty: true),
                              help: ["the entry to show (default: the last)"]),
            ] + common),
            "actions": OptionTable("log actions", [
                CommandOption("--filter", "TEXT", .text(noun: "the text to look for", allowsEmpty: true),
                              help: ["only entries whose action or reason contains TEXT"]),
            ] + common),
            "diff": OptionTable("log diff", common),
            "inspect": OptionTable("log inspect", CommandOption.keyScript(example: "↓↓/open⏎") + [
                .height(help: ["rows of the screen (5–500; default: the terminal's, or 24)"]),
            ] + common),
        ]
    }()

    /// Parses the arguments after `log`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        var rest = Array(arguments)[...]
        guard let command = rest.popFirst() else { throw UsageError(Self.usage) }
        guard ["show", "actions", "diff", "inspect"].contains(command) else {
            throw UsageError("unknown log command '\(command)'; the commands are show, actions, diff, inspect")
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
        let at = try parsed.text("--at").map { try sequence($0, for: "--at") }
        let filter = parsed.text("--filter")
        width = parsed.number("--width")
        height = parsed.number("--height")
        let script = try KeyScriptOptions(parsed)
        (keys, keyFile, every, resizes) = (script.keys, script.keyFile, script.every, script.resizes)
        color = parsed.color
        guard let path else { throw UsageError("log \(command) needs a state log file (JSON Lines)") }
        self.path = path
        switch command {
        case "show": action = .show(at: at)
        case "actions": action = .actions(filter: filter)
        case "diff": action = numbers.count == 2 ? .diff(from: numbers[0], to: numbers[1]) : .diff(from: nil, to: numbers.first)
        default: action = .inspect
        }
    }

    /// Runs the command; exit 1 when the log cannot be read or has no such entry.
    func run(terminal: Terminal) -> Int32 {
        let url = terminal.url(for: path)
        do {
            switch action {
            case .show(let at):
                let index = try StateLogIndex(contentsOf: url)
                let position = try self.position(of: at, in: index)
                terminal.write(try index.state(at: position).prettyJSONText + "\n")
            case .actions(let filter):
                let index = try StateLogIndex(contentsOf: url)
                terminal.write(try Self.actionsTable(index, filter: filter, width: width ?? terminal.columns ?? 100, color: color, terminal: terminal))
            case .diff(let from, let to):
                let index = try StateLogIndex(contentsOf: url)
                try writeDiffs(index, from: from, to: to, terminal: terminal)
            case .inspect:
                let script: KeyScript?
                do {
                    script = try loadKeyScript(keys: keys, keyFile: keyFile, terminal: terminal)
                } catch let error as KeyScriptError {
                    terminal.report("\(keyFile.map { "key file '\($0)'" } ?? "--keys"): \(error.message)")
                    return ViewDataTool.usageErrorStatus
                }
                let index = try StateLogIndex(contentsOf: url)
                let useColor = color ?? terminal.supportsColor
                if let script {
                    let app = LogInspectorApp(inspector: LogInspector(index: index))
                    let size = Size(width: width ?? terminal.columns ?? 100, height: height ?? 30)
                    return ScriptedScreens(size: size, profile: .standard, every: every, color: color ?? false, resizes: resizes)
                        .run(script, on: app, startingAt: Date(timeIntervalSince1970: 0), terminal: terminal)
                }
                if terminal.isInteractive, let runFullScreen = terminal.runFullScreen {
                    let app = LogInspectorApp(inspector: LogInspector(index: index))
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

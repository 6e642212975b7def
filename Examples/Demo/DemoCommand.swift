import CommandLineSupport
import Foundation
import Showcase
import StateFlow
import StateFlowLog
import TextRendering
import TextTerminal
import TextUI
import ViewDataSupport

/// `viewdata-demo [APP]`: a showcase app, interactive on a terminal, driven by a key script
/// with `--keys`, or shown as a walkthrough of its screens when there is no terminal.
struct DemoCommand: Equatable {
    /// The app's name; the first app by default.
    var app: String
    var width: Int?
    var height: Int?
    /// A key script given inline.
    var keys: String?
    /// A key script file.
    var keyFile: String?
    /// Print every screen of a key script, not just the last.
    var every = false
    /// Sizes the screen takes after the keys (`--resize WxH`, repeatable).
    var resizes: [Size] = []
    /// `nil`: decide from the terminal.
    var color: Bool?
    var profile: WidthProfile = .standard
    /// The time the app starts at; `nil` is now on a terminal, `Showcase.referenceDate` otherwise.
    var now: Date?
    /// A folder to record a session in (the clock: also its state logs).
    var record: String?
    /// Where the clock saves and loads its view-state.
    var stateFile: String?
    /// Where the clock loads its document from, and saves it after every change; its
    /// view-state is kept beside it and restored on the next start.
    var documentFile: String?
    /// A recorded log (a recording folder, or a view-state log, with `@SEQ` for an entry) or a
    /// view-state JSON file the clock starts from.
    var from: String?

    static var appNames: String { Showcase.apps.map { $0.name }.joined(separator: ", ") }

    /// The options, which parse and print the usage.
    static let options = OptionTable("demo", CommandOption.keyScript(example: "↓↓⏎") + [
        .width(help: ["columns (20–1000; default: the terminal's, or 80)"]),
        .height(help: ["rows (5–500; default: the terminal's full screen, or 24); full",
                       "screen, a fixed size is drawn at the top left"]),
        CommandOption("--now", "TIME", .text(noun: "a time: now, or ISO 8601 like 2026-03-14T15:09:26Z", allowsEmpty: true),
                      help: ["start at TIME (ISO 8601, or 'now'; default: now on a terminal,",
                             "else 2026-03-14T15:09:26Z so that screens repeat)"]),
        CommandOption("--record", "DIR", .text(noun: "a folder to record the session in", allowsEmpty: false),
                      help: ["record the session in a new folder DIR, for `viewdata log export-test`:",
                             "the keys and each second as {wait}; clock: the keys and its stores'",
                             "logs (a folder of clock logs is continued when they end at the states",
                             "the app starts in, else document-2.jsonl and viewState-2.jsonl, …);",
                             "its test draws the screen at the size the session started at"]),
        CommandOption("--from", "LOG[@SEQ]",
                      .text(noun: "a recording folder or view-state log, with @SEQ for an entry (LOG@12), or a view-state JSON file",
                            allowsEmpty: true),
                      help: ["clock: start at entry SEQ (default: the last) of a recording (DIR,",
                             "or its viewState.jsonl), with the document as it was then; or from",
                             "a view-state JSON file (as `viewdata log show` prints it)"]),
        CommandOption("--state-file", "PATH", .text(noun: "the path of the view-state file", allowsEmpty: true),
                      help: ["clock: where s saves and l loads the view-state (clock-view-state.json)"]),
        CommandOption("--document", "PATH", .text(noun: "the path of the clock's document file (JSON)", allowsEmpty: true),
                      help: ["clock: load the zones from PATH (JSON) when it exists, and save them",
                             "there after every change; the view-state is kept beside it",
                             "(zones.json: zones.view-state.json) and reopened on the next start"]),
    ] + CommandOption.colors + [CommandOption.wideAmbiguous])

    /// Parses the arguments after `demo`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed = try Self.options.parse(arguments)
        var name: String?
        for argument in parsed.arguments {
            guard name == nil else { throw UsageError("unexpected argument '\(argument)' for 'demo': one app at a time") }
            guard Showcase.app(named: argument) != nil else {
                throw UsageError("unknown demo '\(argument)'; the demos are \(Self.appNames)")
            }
            name = argument.lowercased()
        }
        width = parsed.number("--width")
        height = parsed.number("--height")
        let script = try KeyScriptOptions(parsed)
        (keys, keyFile, every, resizes) = (script.keys, script.keyFile, script.every, script.resizes)
        color = parsed.color
        if parsed.has("--wide-ambiguous") { profile = .eastAsian }
        if let text = parsed.text("--now") {
            if text == "now" {
                now = Date()
            } else if let date = ISO8601DateFormatter().date(from: text) {
                now = date
            } else {
                throw UsageError("--now must be 'now' or an ISO 8601 time like 2026-03-14T15:09:26Z, got '\(text)'")
            }
        }
        record = parsed.text("--record")
        stateFile = parsed.text("--state-file")
        documentFile = parsed.text("--document")
        from = parsed.text("--from")
        app = name ?? Showcase.apps[0].name
        if stateFile != nil || documentFile != nil || from != nil, app != ClockApp.name {
            throw UsageError("--state-file, --document and --from work with the clock demo, not '\(app)'")
        }
        if from != nil, documentFile != nil {
            throw UsageError("--from and --document cannot both be given: --from starts from a log's states, which would then overwrite the document")
        }
    }

    /// Runs the demo; the exit status.
    func run(terminal: Terminal) -> Int32 {
        guard let type = Showcase.app(named: app) else { return 1 }
        let script: KeyScript?
        do {
            script = try loadScript(terminal: terminal)
        } catch let error as KeyScriptError {
            terminal.report("\(keyFile.map { "key file '\($0)'" } ?? "--keys"): \(error.message)")
            return DemoTool.usageErrorStatus
        } catch {
            terminal.report("\(error)")
            return 1
        }
        let interactive = script == nil && terminal.isInteractive && terminal.runFullScreen != nil
        let start = now ?? (interactive ? Date() : Showcase.referenceDate)
        let app: any TerminalApp
        do {
            app = try makeApp(type, startingAt: start, terminal: terminal)
        } catch {
            terminal.report("\(error)")
            return 1
        }
        if interactive, let runFullScreen = terminal.runFullScreen {
            let options = FullScreenOptions(
                usesColor: color ?? terminal.supportsColor, profile: profile, width: width, height: height, start: start)
            let status = runFullScreen(app, options)
            // A recording that stopped (a full disk) says so once the screen is the terminal's again.
            let errors = (app as? RecordedApp)?.recording.errors ?? (app as? ClockApp)?.recording?.errors ?? []
            for error in errors { terminal.report("the recording stopped early: \(error.message)") }
            return errors.isEmpty ? status : 1
        }
        let useColor = color ?? false
        let size = Size(width: width ?? terminal.columns ?? 80, height: height ?? 24)
        if let script {
            return ScriptedScreens(size: size, profile: profile, every: every, color: useColor, resizes: resizes).run(script, on: app, startingAt: start, terminal: terminal)
        }
        func show(_ canvas: Canvas) -> String { terminal.text(of: canvas, color: useColor) + "\n" }
        // No terminal to run on: the walkthrough.
        terminal.write("\(type.name): \(type.summary)\n(A scripted walkthrough: run `viewdata-demo \(type.name)` in a terminal to use the keys.)\n\n")
        var time = start
        let count = type.walkthrough.count
        for (index, step) in type.walkthrough.enumerated() {
            do {
                time = app.run(try KeyScript(step.keys), startingAt: time)
            } catch {
                terminal.report("the walkthrough's step \(index + 1) has a bad key script: \(error)")
                return 1
            }
            var output = "── \(index + 1)/\(count): \(step.caption) ──\n"
            if !step.keys.isEmpty { output += "keys: \(step.keys)\n" }
            terminal.write(output + show(app.screen(size: size, profile: profile)) + "\n")
        }
        return 0
    }

    /// The app, started at `start`; the clock with its files.
    ///
    /// - Throws: `ToolError` when the clock's document cannot be loaded or its logs cannot be
    ///   created.
    private func makeApp(_ type: any ShowcaseApp.Type, startingAt start: Date, terminal: Terminal) throws -> any TerminalApp {
        guard type is ClockApp.Type else {
            let app = type.init(now: start)
            guard let record else { return app }
            // The app's state is no pair of stores: the session is its inputs alone.
            do {
                let size = Self.recordedSize(width: width, height: height, terminal: terminal)
                let recording = try SessionRecording(folder: terminal.url(for: record), start: start, size: (size.width, size.height))
                return RecordedApp(app, recording: recording, start: start)
            } catch {
                throw ToolError("cannot record to '\(record)': \(error)")
            }
        }
        var document = ClockDocument.sample
        var viewState: ClockViewState?
        var notice: String?
        if let from {
            let point = try startingPoint(from, terminal: terminal)
            document = point.document
            viewState = point.viewState
            notice = "Started from \(point.description)"
        }
        if let documentFile, FileManager.default.fileExists(atPath: terminal.url(for: documentFile).path) {
            do {
                document = try ClockModel.loadDocument(from: terminal.url(for: documentFile))
            } catch {
                // The loader's errors name the file.
                throw ToolError("cannot load the clock's document: \(error)")
            }
            // Reopen where the last session was, fitted to the document.
            let kept = ClockModel.viewStateURL(besideDocument: terminal.url(for: documentFile))
            if FileManager.default.fileExists(atPath: kept.path) {
                do {
                    viewState = try ClockModel.readViewState(from: kept)
                    notice = "Reopened where you were (\(kept.lastPathComponent))"
                } catch {
                    notice = "Started afresh: the view-state kept beside the document cannot be read: \(error)"
                }
            }
        }
        let model = ClockModel(document: document, viewState: viewState)
        if let viewState, model.viewState.state != viewState { notice = (notice ?? "Started") + ", fitted to the zones" }
        if let notice { model.report(notice) }
        let clock = ClockApp(model: model, now: start)
        if let documentFile {
            let url = terminal.url(for: documentFile)
            model.documentDidChange = { [weak model] _ in
                do {
                    try model?.saveDocument(to: url)
                } catch {
                    model?.report("Not saved, kept in memory: \(error)")
                }
            }
            model.keepViewState(besideDocument: url)
        }
        if let stateFile { clock.viewStateURL = terminal.url(for: stateFile) }
        if let record {
            let folder = terminal.url(for: record)
            // A folder with no recording gets a session: the keys too, for `log export-test`.
            if ClockModel.latestRecording(in: folder) == nil, FileKind.at(folder).map({ $0 == .folder }) ?? true {
                // The screen the session's exported test draws: the size asked for, else the
                // terminal's width and 24 rows.
                let sessionSize = Self.recordedSize(width: width, height: height, terminal: terminal)
                do {
                    clock.recording = try SessionRecording(
                        folder: folder, document: model.document, viewState: model.viewState, start: start, size: (sessionSize.width, sessionSize.height))
                    return clock
                } catch {
                    throw ToolError("cannot record to '\(record)': \(error)")
                }
            }
            do {
                let recording = try model.record(to: folder)
                let name = recording.viewStateURL.lastPathComponent
                if recording.continues {
                    model.report((model.notice.map { $0 + "; c" } ?? "C") + "ontinuing the recording in \(name)")
                } else if name != ClockModel.logNames(1).viewState {
                    model.report((model.notice.map { $0 + "; r" } ?? "R") + "ecording to \(name): the logs there end elsewhere")
                }
            } catch {
                throw ToolError("cannot record to '\(record)': \(error)")
            }
        }
        return clock
    }

    /// The screen a recorded session starts at, which its replay draws: `--width` and
    /// `--height`, else the terminal's size (80 × 24 without one). A resize during the session
    /// is not recorded: its replay stays at this size.
    static func recordedSize(width: Int?, height: Int?, terminal: Terminal) -> Size {
        Size(width: width ?? terminal.columns ?? 80, height: height ?? terminal.rows ?? 24)
    }

    /// Where `--from` starts: `FOLDER` (its latest recording), `LOG.jsonl` (a view-state
    /// log and the document log beside it), either with `@SEQ` for an entry (the last by
    /// default), or a view-state JSON file.
    ///
    /// - Throws: `ToolError` naming the file and what is wrong.
    private func startingPoint(_ argument: String, terminal: Terminal) throws -> ClockModel.StartingPoint {
        var path = argument
        var sequence: Int?
        // `LOG@SEQ`, unless the whole argument names a file or folder.
        if !FileManager.default.fileExists(atPath: terminal.url(for: argument).path), let at = argument.lastIndex(of: "@") {
            let text = argument[argument.index(after: at)...]
            guard let number = Int(text), number >= 0 else {
                throw ToolError("--from: '@\(text)' must be an entry's sequence number (a whole number, 0 or more), as in LOG@12")
            }
            path = String(argument[..<at])
            sequence = number
        }
        let url = terminal.url(for: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ToolError("--from: there is no file or folder '\(path)'")
        }
        do {
            if isFolder.boolValue {
                guard let recording = ClockModel.latestRecording(in: url) else {
                    throw ToolError("--from: '\(path)' holds no recording (viewState.jsonl)")
                }
                return try ClockModel.startingPoint(viewStateLog: recording.viewState, documentLog: recording.document, at: sequence)
            }
            if url.pathExtension == "json" {
                if sequence != nil { throw ToolError("--from: '\(path)' is a state file, which has no entries to pick with @") }
                return try ClockModel.startingPoint(stateFile: url)
            }
            return try ClockModel.startingPoint(viewStateLog: url, documentLog: ClockModel.documentLog(besideViewStateLog: url), at: sequence)
        } catch let error as StateLogError {
            throw ToolError("--from: \(error.message)")
        }
    }

    private func loadScript(terminal: Terminal) throws -> KeyScript? {
        try loadKeyScript(keys: keys, keyFile: keyFile, terminal: terminal)
    }
}

import Foundation
import Showcase
import TextRendering
import TextTerminal
import TextUI

/// `viewdata demo [APP]`: a showcase app, interactive on a terminal, driven by a key script
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
    /// `nil`: decide from the terminal.
    var color: Bool?
    var profile: WidthProfile = .standard
    /// The time the app starts at; `nil` is now on a terminal, `Showcase.referenceDate` otherwise.
    var now: Date?
    /// A folder to record the clock's state logs in.
    var record: String?
    /// Where the clock saves and loads its view-state.
    var stateFile: String?
    /// Where the clock loads its document from, and saves it after every change.
    var documentFile: String?

    static var appNames: String { Showcase.apps.map { $0.name }.joined(separator: ", ") }

    /// Parses the arguments after `demo`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        var rest = Array(arguments)[...]
        var name: String?
        func value(for option: String, _ what: String) throws -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(option) needs \(what)") }
            return value
        }
        func number(for option: String, in range: ClosedRange<Int>, _ what: String) throws -> Int {
            let text = try value(for: option, what)
            guard let number = Int(text), range.contains(number) else {
                throw UsageError("\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--width": width = try number(for: argument, in: 20...1000, "a number of columns")
            case "--height": height = try number(for: argument, in: 5...500, "a number of rows")
            case "--keys": keys = try value(for: argument, "a key script, e.g. \"↓↓⏎\"")
            case "--key-file": keyFile = try value(for: argument, "the path of a key script file")
            case "--every": every = true
            case "--color": color = true
            case "--no-color": color = false
            case "--wide-ambiguous": profile = .eastAsian
            case "--now":
                let text = try value(for: argument, "a time: now, or ISO 8601 like 2026-03-14T15:09:26Z")
                if text == "now" {
                    now = Date()
                } else if let date = ISO8601DateFormatter().date(from: text) {
                    now = date
                } else {
                    throw UsageError("--now must be 'now' or an ISO 8601 time like 2026-03-14T15:09:26Z, got '\(text)'")
                }
            case "--record": record = try value(for: argument, "a folder to write the state logs to")
            case "--state-file": stateFile = try value(for: argument, "the path of the view-state file")
            case "--document": documentFile = try value(for: argument, "the path of the clock's document file (JSON)")
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option '\(argument)' for 'demo'") }
                guard name == nil else { throw UsageError("unexpected argument '\(argument)' for 'demo': one app at a time") }
                guard Showcase.app(named: argument) != nil else {
                    throw UsageError("unknown demo '\(argument)'; the demos are \(Self.appNames)")
                }
                name = argument.lowercased()
            }
        }
        app = name ?? Showcase.apps[0].name
        if keys != nil, keyFile != nil { throw UsageError("--keys and --key-file cannot both be given") }
        if every, keys == nil, keyFile == nil { throw UsageError("--every needs --keys or --key-file") }
        if record != nil || stateFile != nil || documentFile != nil, app != ClockApp.name {
            throw UsageError("--record, --state-file and --document work with the clock demo, not '\(app)'")
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
            return ViewDataTool.usageErrorStatus
        } catch {
            terminal.report("\(error)")
            return 1
        }
        let interactive = script == nil && terminal.isInteractive && terminal.runFullScreen != nil
        let start = now ?? (interactive ? Date() : Showcase.referenceDate)
        let app: any ShowcaseApp
        do {
            app = try makeApp(type, startingAt: start, terminal: terminal)
        } catch {
            terminal.report("\(error)")
            return 1
        }
        if interactive, let runFullScreen = terminal.runFullScreen {
            let options = FullScreenOptions(
                usesColor: color ?? terminal.supportsColor, profile: profile, width: width, height: height, start: start)
            return runFullScreen(app, options)
        }
        // Each screen is written as it is made.
        let useColor = color ?? false
        let size = Size(width: width ?? terminal.columns ?? 80, height: height ?? 24)
        func show(_ canvas: Canvas) -> String { (useColor ? canvas.ansiText : canvas.plainText) + "\n" }
        if let script {
            if every { terminal.write("── start ──\n" + show(app.screen(size: size, profile: profile))) }
            let steps = script.steps.count
            var index = 0
            app.run(script, startingAt: start) { step, _ in
                index += 1
                if every {
                    terminal.write("── \(index)/\(steps): \(step.description.terminalSafeLine) ──\n" + show(app.screen(size: size, profile: profile)))
                }
            }
            if !every { terminal.write(show(app.screen(size: size, profile: profile))) }
            // A Ctrl-C the app did not finish before ends the run as it ends a session.
            if !app.isFinished, script.containsInterrupt { return TerminalSession.Ending.interrupt.exitStatus }
            return 0
        }
        // No terminal to run on: the walkthrough.
        terminal.write("\(type.name): \(type.summary)\n(A scripted walkthrough: run `viewdata demo \(type.name)` in a terminal to use the keys.)\n\n")
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
    private func makeApp(_ type: any ShowcaseApp.Type, startingAt start: Date, terminal: Terminal) throws -> any ShowcaseApp {
        guard type is ClockApp.Type else { return type.init(now: start) }
        var document = ClockDocument.sample
        if let documentFile, FileManager.default.fileExists(atPath: terminal.url(for: documentFile).path) {
            do {
                document = try ClockModel.loadDocument(from: terminal.url(for: documentFile))
            } catch {
                throw ToolError("cannot load the clock's document from '\(documentFile)': \(error)")
            }
        }
        let model = ClockModel(document: document)
        let clock = ClockApp(model: model, now: start)
        if let documentFile {
            let url = terminal.url(for: documentFile)
            model.documentDidChange = { [weak model] _ in
                do {
                    try model?.saveDocument(to: url)
                } catch {
                    model?.report("Could not save the document to '\(documentFile)': \(error.localizedDescription)")
                }
            }
        }
        if let stateFile { clock.viewStateURL = terminal.url(for: stateFile) }
        if let record {
            do {
                try model.record(to: terminal.url(for: record))
            } catch {
                throw ToolError("cannot record to '\(record)': \(error)")
            }
        }
        return clock
    }

    private func loadScript(terminal: Terminal) throws -> KeyScript? {
        if let keys { return try KeyScript(keys) }
        guard let keyFile else { return nil }
        let url = terminal.url(for: keyFile)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ToolError("'\(keyFile)' is a folder, not a key file")
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ToolError("cannot read key file '\(keyFile)': \(error.localizedDescription)")
        }
        return try KeyScript(fileContents: text)
    }
}

/// A failure of the tool, with a sentence for standard error.
struct ToolError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

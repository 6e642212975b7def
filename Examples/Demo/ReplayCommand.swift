import CommandLineSupport
import Foundation
import Showcase
import StateFlow
import StateFlowLog
import TextRendering
import TextUI

/// `viewdata-demo replay LOG`: the screen of every state in a recorded clock session; for any other
/// app's log, every state as text (pretty JSON), with the refusals the log keeps.
struct ReplayCommand: Equatable {
    /// The view-state log, or the folder `viewdata-demo clock --record` wrote.
    var path: String
    /// The document log; in a folder, `document.jsonl` when it is there.
    var documentPath: String?
    var width: Int?
    var height: Int?
    /// `nil`: plain text.
    var color: Bool?
    var profile: WidthProfile = .standard

    /// The options, which parse and print the usage.
    static let options = OptionTable("replay", [
        CommandOption("--document", "PATH", .text(noun: "the path of the document log", allowsEmpty: false),
                      help: ["the document log (in a folder: its document.jsonl)"]),
        .width(help: ["columns of the screens (20–1000; default 80)"]),
        .height(help: ["rows of the screens (5–500; default 24)"]),
    ] + CommandOption.colors + [CommandOption.wideAmbiguous])

    /// Parses the arguments after `replay`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed = try Self.options.parse(arguments)
        if parsed.arguments.contains("-") {
            throw UsageError("replay reads a log file, not standard input: give the log's path (viewState.jsonl) or the recording's folder")
        }
        guard let path = parsed.arguments.first else {
            throw UsageError("replay needs a view-state log (viewState.jsonl) or the folder `viewdata-demo clock --record` wrote")
        }
        if parsed.arguments.count > 1 { throw UsageError("unexpected argument '\(parsed.arguments[1])' for 'replay': one log at a time") }
        self.path = path
        documentPath = parsed.text("--document")
        width = parsed.number("--width")
        height = parsed.number("--height")
        color = parsed.color
        if parsed.has("--wide-ambiguous") { profile = .eastAsian }
    }

    /// Prints each frame as it is made; exit 1 when a log cannot be read or has no states.
    func run(terminal: Terminal) -> Int32 {
        var viewStateURL = terminal.url(for: path)
        var documentURL = documentPath.map(terminal.url(for:))
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: viewStateURL.path, isDirectory: &isDirectory), isDirectory.boolValue {
            // A recording folder: its latest recording.
            guard let recording = ClockModel.latestRecording(in: viewStateURL) else {
                terminal.report("'\(viewStateURL.path)' holds no recording: there is no viewState.jsonl in it")
                return 1
            }
            viewStateURL = recording.viewState
            if documentURL == nil { documentURL = recording.document }
        } else {
            // A log of another app (or the clock's document): its states as text.
            switch stateType(of: viewStateURL) {
            case .some(let type) where type != StateLog<ClockViewState>.stateTypeName:
                guard documentPath == nil else {
                    terminal.report("--document goes with a clock view-state log; '\(path)' is a log of \(type.terminalSafeLine)")
                    return DemoTool.usageErrorStatus
                }
                return replayStates(at: viewStateURL, terminal: terminal)
            default:
                break
            }
            if documentURL == nil { documentURL = ClockModel.documentLog(besideViewStateLog: viewStateURL) }
        }
        let useColor = color ?? false
        do {
            // The view-state log streams: one entry in memory at a time, whatever its length.
            let viewStates = try read(ClockViewState.self, at: viewStateURL, role: "view-state")
            let documents = try documentURL.map { try read(ClockDocument.self, at: $0, role: "document") }
            let size = Size(width: width ?? terminal.columns ?? 80, height: height ?? 24)
            let frames = try ClockReplay.forEachFrame(viewStates: viewStates, documents: documents, size: size, profile: profile) { frame in
                // Titles and refusals come from the logs: one line each, terminal-safe.
                var output = "── \(frame.title.terminalSafeLine) ──\n"
                for refusal in frame.refusals { output += "refused: \(refusal.terminalSafeLine)\n" }
                output += terminal.text(of: frame.screen, color: useColor) + "\n\n"
                terminal.write(output)
            }
            guard frames > 0 else {
                throw ToolError("'\(viewStateURL.path)' has no states to replay: the log has its header and no entries")
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

    /// The state type the header of the log at `url` names; `nil` when it cannot be read as a
    /// log (the clock's replay then says why).
    private func stateType(of url: URL) -> String? {
        try? StateLogReader(contentsOf: url).header.stateType
    }

    /// Prints every state of any app's log as pretty JSON under a title (`── #3 addZone ──`),
    /// and the refusals the log keeps where they happened; one entry in memory at a time.
    private func replayStates(at url: URL, terminal: Terminal) -> Int32 {
        do {
            let reader = try StateLogReader(contentsOf: url)
            var printedRefusals = 0
            func refusals() -> String {
                let new = reader.rejections.dropFirst(printedRefusals)
                printedRefusals = reader.rejections.count
                return new.map { rejection in
                    "refused after #\(rejection.afterSequence): \(rejection.action): \(rejection.message)".terminalSafeLine + "\n"
                }.joined()
            }
            var states = 0
            while let (entry, json) = try reader.next() {
                let reason = entry.reason.actionName ?? entry.reason.name(movingTo: entry.entrySequence)
                terminal.write(refusals() + "── #\(entry.sequence) \(reason) ──".terminalSafeLine + "\n" + json.prettyJSONText + "\n\n")
                states += 1
            }
            terminal.write(refusals())
            guard states > 0 else { throw ToolError("'\(url.path)' has no states to replay: the log has its header and no entries") }
        } catch let error as StateLogError {
            terminal.report(error.naming(url).message)
            return 1
        } catch {
            terminal.report("\(error)")
            return 1
        }
        return 0
    }

    /// A reader of the log at `url`, which must be a log of `State`.
    private func read<State>(_ type: State.Type, at url: URL, role: String) throws -> StateLogReader {
        do {
            return try StateLogReader(contentsOf: url, stateType: type)
        } catch let error as StateLogError {
            if error.code == .io { throw ToolError("the \(role) log: \(error.message)") }
            var message = "'\(url.path)' is not a \(role) log of the clock: \(error.message)"
            if error.code == .wrongStateType {
                message += role == "view-state"
                    ? " (give the view-state log, viewState.jsonl, and the document log with --document)"
                    : " (--document takes the document log, document.jsonl)"
            }
            throw ToolError(message)
        }
    }
}

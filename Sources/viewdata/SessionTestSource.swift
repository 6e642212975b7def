import Foundation
import StateFlow
import StateFlowLog
import CommandLineSupport

/// The Swift Testing source `viewdata log export-test` writes for a recorded session: the app
/// started at the session's first states, each input replayed in a `StoreTester` step that
/// states what both stores did (each change as the paths it set, each refusal with its rules),
/// and the screens at the chosen inputs snapshotted, never recorded on a first run.
///
/// The code is meant to be kept: one block per input, the keys as `KeyScript` literals, the
/// states as JSON a reader can follow; it compiles without edits for an app that conforms to
/// `SessionReplayable` (and is a `TerminalApp` for keys and screens).
struct SessionTestSource {
    /// The app's type (`NotesApp`) and the module it is in (`Notes`).
    var appType: String
    var module: String
    /// The test function's name.
    var testName: String
    /// Inputs after which the screen is snapshotted.
    var screens: [Int]
    /// The screen's size for snapshots.
    var size: (width: Int, height: Int)?
    /// The command that made the file, for its first comment.
    var command: String

    /// The source for `session`.
    ///
    /// - Throws: `StateLogError` when a state cannot be rebuilt from its log; `ToolError` for a
    ///   screen asked for at an input the session does not have, or without a size.
    func source(for session: SessionLog) throws -> String {
        for input in screens where input < 0 || input > session.inputs.count {
            throw ToolError("--at \(input): the session has inputs 1 to \(session.inputs.count) (0 for the start)")
        }
        guard screens.isEmpty || size != nil else {
            throw ToolError("the session has no screen size: give --size WIDTHxHEIGHT for the screens at --at")
        }
        let start = try session.states(afterInput: 0)
        var lines: [String] = [
            "// A recorded session kept as a test, made by `\(command)`.",
            "// It starts the app at the session's first states, replays each input the user made, checks",
            "// every change of both stores as the session made it (refusals too) and the screens it was",
            "// asked for. A first run records no screen: a missing reference fails, to be looked at and",
            "// accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.",
            "import Foundation",
            "import StateFlowTesting",
            "import Testing",
            "import TextSnapshots",
            "import TextUI",
            "@testable import \(module)",
            "",
            "@Test func \(testName)() throws {",
            "    var now = Date(timeIntervalSince1970: \(session.start.timeIntervalSince1970))",
            "    let app = try \(appType).replaying(",
            "        document: fromJSON(\(Self.rawLiteral(start.document.prettyJSONText, indent: "        "))),",
            "        viewState: fromJSON(\(Self.rawLiteral(start.viewState.prettyJSONText, indent: "        "))),",
            "        startingAt: now)",
            "    let tester = StoreTester(app.document, app.viewState)",
        ]
        if screens.contains(0) { lines += screenLines(after: 0) }
        var previous = (document: start.document, viewState: start.viewState)
        for input in session.inputs {
            let changes = session.changes(duringInput: input.number)
            let after = try session.states(afterInput: input.number)
            var expectations: [String] = []
            expectations += try events(
                of: "app.document", log: session.document, changes: changes.document, previous: previous.document, session: session)
            expectations += try events(
                of: "app.viewState", log: session.viewState, changes: changes.viewState, previous: previous.viewState, session: session)
            previous = (after.document, after.viewState)
            lines.append("")
            let title = "input \(input.number): \(Self.shown(input.kind))"
            let body: String
            switch input.kind {
            case .key(let text):
                body = "now = app.run(try KeyScript(\(Self.literal(text))), startingAt: now)"
            case .action(let json):
                body = "try app.perform(fromJSON(\(Self.rawLiteral(json.jsonText, indent: "    "))))"
            }
            if expectations.isEmpty {
                lines.append("    tester.run(\(Self.literal(title))) { \(body) }")
            } else {
                lines.append("    tester.run(\(Self.literal(title))) { \(body) } expecting: {")
                lines += expectations.map { "        " + $0 }
                lines.append("    }")
            }
            if screens.contains(input.number) { lines += screenLines(after: input.number) }
        }
        lines += ["    tester.finish()", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The snapshot of the screen after input `number`.
    private func screenLines(after number: Int) -> [String] {
        guard let size else { return [] }
        return [
            "    assertSnapshot(",
            "        of: app.screen(size: Size(width: \(size.width), height: \(size.height))).plainText, as: .lines, named: \"input-\(number)\",",
            "        record: .never)",
        ]
    }

    /// One store's changes and refusals during an input, in the order it made them: each
    /// change as the paths it set from the state before, each refusal with its rules.
    private func events(
        of store: String, log: StateLogIndex, changes: SessionLog.StoreChanges, previous: JSONValue, session: SessionLog
    ) throws -> [String] {
        // A refusal follows the entry it was refused in (`after`): entry `s` sorts as (s, 0),
        // a refusal after entry `a` as (a, 1).
        enum Event {
            case change(StateLogIndex.Item)
            case refusal(StateLogRejection)
        }
        let events = (changes.entries.map { ((($0.sequence, 0)), Event.change($0)) } + changes.refusals.map { (($0.afterSequence, 1), Event.refusal($0)) })
            .sorted { $0.0 < $1.0 }
        var before = previous
        var lines: [String] = []
        for (_, event) in events {
            switch event {
            case .change(let item):
                guard let position = log.index(ofSequence: item.sequence) else { continue }
                let state = try log.state(at: position)
                let settings = MergePatch.changes(from: before, to: state).map { change -> String in
                    "\(Self.literal(change.path.description)): \(Self.rawLiteral((change.value ?? .null).jsonText, indent: nil))"
                }
                before = state
                let source = item.source.map { "  // \($0)" } ?? ""
                let setting = settings.isEmpty ? "[:]" : "[\(settings.joined(separator: ", "))]"
                lines.append("$0.change(\(store), \(Self.literal(item.action)), setting: \(setting))\(source)")
            case .refusal(let refusal):
                let rules = "[" + refusal.rules.map(Self.literal).joined(separator: ", ") + "]"
                // The message, unless it is only a rule's name (already in the rules).
                let why = refusal.rules.contains(refusal.message) ? "" : "  // " + refusal.message.replacingOccurrences(of: "\n", with: " ")
                lines.append("$0.refusal(\(store), \(Self.literal(refusal.action)), rules: \(rules))\(why)")
            }
        }
        return lines
    }

    /// How an input reads in a step's name: the key's text, printable (`↓`, `{wait}`), or the
    /// action's JSON.
    private static func shown(_ kind: SessionLog.Input.Kind) -> String {
        switch kind {
        case .key(let text):
            String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "�" : $0 }))
        case .action(let json):
            json.jsonText
        }
    }

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) || scalar.properties.generalCategory == .format
                    && scalar.value != 0x200D {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `text` (JSON, so with no raw line breaks inside its strings) as a raw string literal,
    /// `#"…"#` with as many `#` as it needs; multi-line when it has several lines and `indent`
    /// is given (the lines indented by it).
    static func rawLiteral(_ text: String, indent: String?) -> String {
        if indent == nil || !text.contains("\n"), !text.contains("\""), !text.contains("\\") { return "\"" + text + "\"" }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        guard let indent, text.contains("\n") else { return hashes + "\"" + text + "\"" + hashes }
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + "    " + $0 }.joined(separator: "\n")
        return hashes + "\"\"\"\n" + body + "\n" + indent + "    \"\"\"" + hashes
    }
}

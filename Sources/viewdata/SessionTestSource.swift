import Foundation
import StateFlow
import StateFlowLog
import TextDiff
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
        var lines = prologue([
            "It starts the app at the session's first states, replays each input the user made, checks",
            "every change of both stores as the session made it (refusals too) and the screens it was",
            "asked for. A first run records no screen: a missing reference fails, to be looked at and",
            "accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.",
        ], testing: true) + [
            "    var now = Date(timeIntervalSince1970: \(session.start.timeIntervalSince1970))",
            "    let app = try \(appType).replaying(",
            "        document: fromJSON(\(Self.rawLiteral(start.document.prettyJSONText, indent: "        "))),",
            "        viewState: fromJSON(\(Self.rawLiteral(start.viewState.prettyJSONText, indent: "        "))),",
            "        startingAt: now)",
            "    let tester = StoreTester(app.document, app.viewState)",
        ] + sizingLines()
        if screens.contains(0) { lines += screenLines(after: 0) }
        try session.forEachInput { input, document, viewState in
            // Changes made outside any input are made again, as the session made them.
            for (store, events) in [("document", document), ("viewState", viewState)] {
                for event in events where event.isOutsideInput {
                    lines.append("")
                    lines.append("    // Made outside any input (a sync, a task): made again from the state the session logged.")
                    let state = Self.rawLiteral((event.state ?? .null).jsonText, indent: nil)
                    lines.append("    tester.run(\(Self.literal("before input \(input.number): \(store) \(event.action)"))) { "
                        + "app.\(store).restore(try fromJSON(\(state)), action: \(Self.literal(event.action))) } expecting: {")
                    lines += Self.expectations(of: "app.\(store)", [event]).map { "        " + $0 }
                    lines.append("    }")
                }
            }
            let expectations = Self.expectations(of: "app.document", document.filter { !$0.isOutsideInput })
                + Self.expectations(of: "app.viewState", viewState.filter { !$0.isOutsideInput })
            lines.append("")
            let title = input.stepName
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

    /// The source for a session of inputs alone: the app started as the session started it,
    /// the inputs replayed in blocks that end at the chosen screens (each block's keys as one
    /// `KeyScript` literal), and those screens snapshotted, never recorded on a first run.
    /// With no screens asked for, the screen after the last input is the one checked: a test
    /// of inputs alone that snapshots nothing could not fail.
    ///
    /// - Throws: `ToolError` for a screen asked for at an input the session does not have, or
    ///   without a size.
    func source(forInputs session: SessionInputs) throws -> String {
        for input in screens where input < 0 || input > session.inputs.count {
            throw ToolError("--at \(input): the session has inputs 1 to \(session.inputs.count) (0 for the start)")
        }
        guard size != nil else {
            throw ToolError("the session has no screen size: give --size WIDTHxHEIGHT for its screens")
        }
        let screens = Set(Self.screens(self.screens, ofInputsAlone: session.inputs.count))
        let hasKeys = session.inputs.contains { if case .key(let text) = $0.kind { !text.isEmpty } else { false } }
        var lines = prologue([
            "It starts the app as the session did, replays each input the user made and checks the",
            "screens it was asked for. A first run records no screen: a missing reference fails, to be",
            "looked at and accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.",
        ], testing: false) + [
            "    \(hasKeys ? "var" : "let") now = Date(timeIntervalSince1970: \(session.start.timeIntervalSince1970))",
            "    let app = \(appType).replaying(startingAt: now)",
        ] + sizingLines()
        if screens.contains(0) { lines += screenLines(after: 0) }
        // Keys run together until a screen or an action.
        var keys = ""
        var first = 1
        func flushKeys(through last: Int) {
            guard !keys.isEmpty else { return }
            lines.append("")
            lines.append("    // " + (first == last ? "Input \(first)" : "Inputs \(first) to \(last)"))
            lines.append("    now = app.run(try KeyScript(\(Self.literal(keys))), startingAt: now)")
            keys = ""
        }
        for input in session.inputs {
            if keys.isEmpty { first = input.number }
            switch input.kind {
            case .key(let text):
                keys += text
            case .action(let json):
                flushKeys(through: input.number - 1)
                lines.append("")
                // The step's name escapes what would end or hide the comment.
                lines.append("    // I" + input.stepName.dropFirst())
                lines.append("    try app.perform(fromJSON(\(Self.rawLiteral(json.jsonText, indent: "    "))))")
            }
            if screens.contains(input.number) {
                flushKeys(through: input.number)
                lines += screenLines(after: input.number)
            }
        }
        flushKeys(through: session.inputs.count)
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// The file's first lines, up to the test function's: what made it, what it does
    /// (`description`, one comment line each), and the imports (`StateFlowTesting` for a
    /// `StoreTester`, when `testing`).
    private func prologue(_ description: [String], testing: Bool) -> [String] {
        ["// A recorded session kept as a test, made by `\(Self.comment(command))`."]
            + description.map { "// " + $0 }
            + ["import Foundation", "import StateFlowLog"] + (testing ? ["import StateFlowTesting"] : [])
            + ["import Testing", "import TextSnapshots", "import TextUI", "@testable import \(module)", "", "@Test func \(testName)() throws {"]
    }

    /// The screens a test of a session of inputs alone checks: those asked for, else the last
    /// input's (a test that checks nothing could not fail).
    static func screens(_ asked: [Int], ofInputsAlone inputCount: Int) -> [Int] {
        asked.isEmpty ? [inputCount] : asked
    }

    /// The window sized as the session's screen before the first key: keys that scroll or
    /// page act on the rows the user had.
    private func sizingLines() -> [String] {
        guard let size else { return [] }
        return ["    _ = app.screen(size: Size(width: \(size.width), height: \(size.height)))   // the session's screen, before any key"]
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

    /// One store's changes and refusals during an input, as expectations: each change as the
    /// paths it set, each refusal with its rules.
    private static func expectations(of store: String, _ events: [SessionLog.Event]) -> [String] {
        events.map { event in
            switch event.kind {
            case .change(let settings):
                // `nil` removes; a JSON `null` is the text "null".
                let pairs = settings.map { "\(literal($0.path)): \($0.value.map { rawLiteral($0.jsonText, indent: nil) } ?? "nil")" }
                let setting = pairs.isEmpty ? "[:]" : "[\(pairs.joined(separator: ", "))]"
                let source = event.source.map { "  // " + comment($0.description) } ?? ""
                return "$0.change(\(store), \(literal(event.action)), setting: \(setting))\(source)"
            case .refusal(let rules, let message):
                // The message, unless it is only a rule's name (already in the rules).
                let why = rules.contains(message) ? "" : "  // " + comment(message)
                return "$0.refusal(\(store), \(literal(event.action)), rules: [\(rules.map(literal).joined(separator: ", "))])\(why)"
            }
        }
    }

    /// `text` made safe to follow `//`: a line break or another control or bidirectional
    /// character would end the comment or hide what follows, so each is written escaped.
    static func comment(_ text: String) -> String {
        let literal = text.escapedLiteral
        return String(literal.dropFirst().dropLast())
    }

    /// `text` as a Swift string literal: quotes, backslashes, control and bidirectional
    /// characters escaped, as value dumps write strings.
    static func literal(_ text: String) -> String {
        text.escapedLiteral
    }

    /// `text` (JSON, so with no raw line breaks inside its strings) as a raw string literal,
    /// `#"…"#` with as many `#` as it needs; multi-line when it has several lines and `indent`
    /// is given (the lines indented by it).
    static func rawLiteral(_ text: String, indent: String?) -> String {
        if !text.contains("\n"), !text.contains("\""), !text.contains("\\") { return "\"" + text + "\"" }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        guard let indent, text.contains("\n") else { return hashes + "\"" + text + "\"" + hashes }
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + "    " + $0 }.joined(separator: "\n")
        return hashes + "\"\"\"\n" + body + "\n" + indent + "    \"\"\"" + hashes
    }
}

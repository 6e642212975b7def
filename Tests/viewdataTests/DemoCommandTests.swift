import CommandLineSupport
import Foundation
import Showcase
import StateFlow
import StateFlowLog
import TestSupport
import Testing
import TextRendering
import TextSnapshots
import TextUI
@testable import viewdata
@testable import viewdata_demo

@Suite("viewdata demo and replay")
struct DemoCommandTests {
    /// The lines of `output` that head a screen (`── … ──`).
    func headers(_ output: String) -> [Substring] {
        output.split(separator: "\n").filter { $0.hasPrefix("── ") }
    }

    @Test func withoutATerminalTheDemoIsAWalkthrough() throws {
        let recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["comments", "--width", "60", "--height", "14"], terminal: recorder.terminal) == 0)
        let steps = CommentsApp.walkthrough
        #expect(recorder.output.hasPrefix("comments: \(CommentsApp.summary)\n"))
        #expect(headers(recorder.output) == steps.enumerated().map { index, step in "── \(index + 1)/\(steps.count): \(step.caption) ──" })
        #expect(!recorder.output.contains("\u{1B}"))
        #expect(recorder.errors.isEmpty)
        assertSnapshot(of: recorder.output, as: .lines, named: "comments walkthrough")
    }

    @Test func theDefaultDemoIsTheClock() throws {
        let command = try DemoToolCommand(parsing: [])
        guard case .demo(let demo) = command else {
            Issue.record("not a demo: \(command)")
            return
        }
        #expect(demo.app == "clock")
    }

    @Test func keysDriveTheAppAndPrintTheLastScreen() throws {
        let recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["clock", "--keys", "↓⏎", "--width", "60", "--height", "12"], terminal: recorder.terminal) == 0)
        #expect(headers(recorder.output) == [])
        #expect(recorder.output.split(separator: "\n", omittingEmptySubsequences: false).count == 12 + 1)
        assertSnapshot(of: recorder.output, as: .lines, named: "clock after down and enter")
    }

    @Test func keysAreLaidOutAsATerminalSessionLaysThemOut() throws {
        // The screen is drawn before the first key and after each, as a session draws it while
        // a person types: adding a zone at 40×12 scrolls the list to the new zone, as the pane
        // in tmux shows (before, the list was laid out at its default size and did not scroll).
        let recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["clock", "--keys", "aos⏎", "--width", "40", "--height", "12"], terminal: recorder.terminal) == 0)
        #expect(recorder.output == """
            [Edit]           Clock               [+]
            ────────────────────────────────────────
              Tokyo             00:09 Sun  UTC+09:00
              Kathmandu         20:54 Sat  UTC+05:45
              Zürich            16:09 Sat  UTC+01:00
              London            15:09 Sat  UTC
              New York          11:09 Sat  UTC−04:00
              São Paulo         12:09 Sat  UTC−03:00
              Honolulu          05:09 Sat  UTC−10:00
            ▸ Oslo ◂ added      16:09 Sat  UTC+01:00
             ⟲ history 4/4 · [ ] travel · v view-s…
             ↑↓ select · ⏎ open · e edit · a add · …

            """)
    }

    /// An app whose `p` presents a sheet and whose `h` notes how tall the sheet's view is.
    final class SheetApp: TerminalApp {
        let window = Window(rootViewController: ViewController(), size: Size(width: 10, height: 3))
        let sheet = ViewController()
        var statusLine: String { "" }
        var isFinished = false
        var heights: [Int] = []
        func handle(_ key: Key) {
            if key == .character("p") { window.rootViewController.present(sheet) }
            if key == .character("h") { heights.append(sheet.view.frame.height) }
        }
    }

    @Test func aKeyFindsTheLayoutOfTheKeysBeforeIt() throws {
        // A session draws after each key a person types: a sheet presented by one key has its
        // frame when the next key comes, as the screen showed it.
        let app = SheetApp()
        let recorder = RecordingTerminal()
        let screens = ScriptedScreens(size: Size(width: 40, height: 12), profile: .standard, every: false, color: false)
        #expect(screens.run(try KeyScript("ph"), on: app, startingAt: Date(timeIntervalSince1970: 0), terminal: recorder.terminal) == 0)
        // The window is 40×11 (a row for the status line); the sheet's content 7 rows of it.
        #expect(app.heights == [7])
    }

    @Test func resizesAfterTheKeysDrawAtEachSize() throws {
        // Keys at 100 columns, then narrower, then back: what a terminal window shows after
        // being resized twice.
        let resized = RecordingTerminal()
        let arguments = ["clock", "--keys", "↓⏎", "--width", "100", "--height", "8", "--resize", "40x8", "--resize", "61x6"]
        #expect(DemoTool.run(arguments: arguments, terminal: resized.terminal) == 0)
        let direct = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["clock", "--keys", "↓⏎", "--width", "61", "--height", "6"], terminal: direct.terminal) == 0)
        #expect(resized.output == direct.output)
        let every = RecordingTerminal()
        #expect(DemoTool.run(arguments: arguments + ["--every"], terminal: every.terminal) == 0)
        #expect(headers(every.output).suffix(2) == ["── resized 1/2: 40x8 ──", "── resized 2/2: 61x6 ──"])
        let wrong = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["clock", "--keys", "↓", "--resize", "61×6"], terminal: wrong.terminal) == DemoTool.usageErrorStatus)
        #expect(wrong.errors.hasPrefix("viewdata-demo: --resize must be WIDTHxHEIGHT, 20 to 1000 columns by 5 to 500 rows, got '61×6'\n"))
        let noKeys = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["clock", "--resize", "61x6"], terminal: noKeys.terminal) == DemoTool.usageErrorStatus)
        #expect(noKeys.errors.hasPrefix("viewdata-demo: --resize needs --keys or --key-file\n"))
    }

    @Test func everyPrintsEachScreen() throws {
        let recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["comments", "--keys", "↓{wait}q↓", "--every", "--width", "40", "--height", "12"], terminal: recorder.terminal) == 0)
        // The app quits at q: the last ↓ is not run.
        #expect(headers(recorder.output) == ["── start ──", "── 1/4: down ──", "── 2/4: wait ──", "── 3/4: q ──"])
        assertSnapshot(of: recorder.output, as: .lines, named: "comments every screen")
    }

    @Test func aScriptedCtrlCEndsTheRunLikeTheSession() throws {
        let stopped = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["comments", "--keys", "↓{ctrl-c}↓", "--every", "--width", "40", "--height", "6"], terminal: stopped.terminal) == 130)
        #expect(headers(stopped.output) == ["── start ──", "── 1/3: down ──"])
        let down = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["comments", "--keys", "↓", "--width", "40", "--height", "6"], terminal: down.terminal) == 0)
        let last = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["comments", "--keys", "↓{ctrl-c}↓", "--width", "40", "--height", "6"], terminal: last.terminal) == 130)
        #expect(last.output == down.output)
    }

    @Test func keyFilesAndTheirErrors() throws {
        let temporary = try TemporaryFolder("keys")
        defer { temporary.remove() }
        let folder = temporary.url
        try "# open the second comment\n↓\n⏎\n".write(to: folder.appendingPathComponent("keys.txt"), atomically: true, encoding: .utf8)
        try "↓{jump}".write(to: folder.appendingPathComponent("bad.txt"), atomically: true, encoding: .utf8)
        try "↓{\u{1B}[31mx}".write(to: folder.appendingPathComponent("hostile.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("keys"), withIntermediateDirectories: false)
        func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) { runDemo(arguments, in: folder) }

        // A file gives the screen the same keys give inline.
        let fromFile = run(["comments", "--key-file", "keys.txt"])
        #expect(fromFile.status == 0)
        #expect(fromFile.output == run(["comments", "--keys", "↓⏎"]).output)

        let bad = run(["comments", "--key-file", "bad.txt"])
        #expect(bad.status == 64)
        #expect(bad.errors.hasPrefix("viewdata-demo: key file 'bad.txt': unknown key '{jump}' at line 1, column 2;"))

        let missing = run(["comments", "--key-file", "missing.txt"])
        #expect(missing.status == 1)
        #expect(missing.errors.hasPrefix("viewdata-demo: cannot read key file 'missing.txt':"))

        let directory = run(["comments", "--key-file", "keys"])
        #expect(directory.status == 1)
        #expect(directory.errors == "viewdata-demo: 'keys' is a folder, not a key file\n")

        #expect(run(["--keys", "a{"]) == (64, "", "viewdata-demo: --keys: '{' at character 2 is not closed; write '{{' for a brace\n"))

        // What a script says never reaches the terminal as escape sequences.
        let hostileInline = run(["--keys", "a{\u{1B}[31mx}"])
        #expect(hostileInline.status == 64)
        #expect(hostileInline.errors.hasPrefix("viewdata-demo: --keys: unknown key '{␛[31mx}' at character 2;"))
        let hostileFile = run(["--key-file", "hostile.txt"])
        #expect(hostileFile.status == 64)
        #expect(hostileFile.errors.hasPrefix("viewdata-demo: key file 'hostile.txt': unknown key '{␛[31mx}' at line 1, column 2;"))
        let hostileArgument = run(["\u{1B}]0;title\u{07}"])
        #expect(hostileArgument.status == 64)
        #expect(hostileArgument.errors.hasPrefix("viewdata-demo: unknown demo '␛]0;title␇'; the demos are"))
    }

    @Test func onATerminalTheAppRunsFullScreen() throws {
        let recorder = RecordingTerminal()
        var ran: (name: String, options: FullScreenOptions)?
        recorder.isInteractive = true
        recorder.runFullScreen = { app, options in
            ran = (String(describing: type(of: app)), options)
            return 130
        }
        #expect(DemoTool.run(arguments: ["comments", "--color", "--now", "2030-01-02T03:04:05Z", "--width", "70", "--height", "20"], terminal: recorder.terminal) == 130)
        #expect(ran?.name == "CommentsApp")
        #expect(ran?.options == FullScreenOptions(
            usesColor: true, profile: .standard, width: 70, height: 20,
            start: try #require(ISO8601DateFormatter().date(from: "2030-01-02T03:04:05Z"))))
        // With --keys, never full screen.
        recorder.runFullScreen = { _, _ in
            Issue.record("ran full screen")
            return 1
        }
        #expect(DemoTool.run(arguments: ["--keys", "q"], terminal: recorder.terminal) == 0)
    }

    @Test func aDumbTerminalGetsTheWalkthrough() throws {
        for term in ["dumb", "", nil] as [String?] {
            let environment = term.map { ["TERM": $0] } ?? [:]
            let terminal = Terminal.current(environment: environment, standardInputIsTerminal: true, standardOutputIsTerminal: true)
            #expect(terminal.runFullScreen == nil, "TERM=\(term ?? "(unset)")")
            #expect(!terminal.supportsColor, "TERM=\(term ?? "(unset)")")
        }
        let xterm = Terminal.current(environment: ["TERM": "xterm-256color"], standardInputIsTerminal: true, standardOutputIsTerminal: true)
        #expect(xterm.runFullScreen != nil)
        #expect(xterm.supportsColor)
        #expect(!Terminal.current(environment: ["TERM": "xterm", "NO_COLOR": "1"], standardInputIsTerminal: true, standardOutputIsTerminal: true).supportsColor)
        #expect(Terminal.current(environment: ["TERM": "xterm"], standardInputIsTerminal: false, standardOutputIsTerminal: true).runFullScreen == nil)

        let recorder = RecordingTerminal()
        recorder.isInteractive = true
        #expect(DemoTool.run(arguments: ["comments"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.hasPrefix("comments: \(CommentsApp.summary)\n(A scripted walkthrough"))
    }

    @Test func theClockKeepsItsDocumentInAFile() throws {
        let temporary = try TemporaryFolder("document")
        defer { temporary.remove() }
        let folder = temporary.url
        func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) { runDemo(arguments, in: folder) }
        let file = folder.appendingPathComponent("zones.json")
        // No file yet: the sample, saved at the first change (Oslo added).
        let first = run(["clock", "--document", "zones.json", "--keys", "aosl⏎"])
        #expect(first.status == 0)
        let saved = try ClockModel.loadDocument(from: file)
        #expect(saved.zones.map(\.name) == ClockDocument.sample.zones.map(\.name) + ["Oslo"])
        // The view-state is kept beside the document.
        let kept = folder.appendingPathComponent("zones.view-state.json")
        #expect(try ClockModel.readViewState(from: kept).master.highlightedID == ClockDocument.sequentialID(9))
        // The next run starts from the file and reopens where the last one was: the highlight
        // on Oslo, which `d` deletes, and that is saved.
        let opened = run(["clock", "--document", "zones.json", "--keys", "", "--width", "100", "--height", "30"])
        #expect(opened.output.split(separator: "\n").last == " Reopened where you were (zones.view-state.json)")
        #expect(opened.output.contains("▸ Oslo"))
        let second = run(["clock", "--document", "zones.json", "--keys", "ed", "--width", "100", "--height", "30"])
        #expect(second.status == 0)
        #expect(try ClockModel.loadDocument(from: file).zones.map(\.name) == ClockDocument.sample.zones.map(\.name))

        // Reopened against a document without the zone whose detail was open: the detail closes.
        _ = run(["clock", "--document", "zones.json", "--keys", "⏎"])
        #expect(try ClockModel.readViewState(from: kept).detail?.zoneID == ClockDocument.sequentialID(8))
        var fewer = ClockDocument.sample
        fewer.zones.removeLast()
        try ClockModel(document: fewer).saveDocument(to: file)
        let fitted = run(["clock", "--document", "zones.json", "--keys", "", "--width", "100", "--height", "12"])
        #expect(fitted.output.split(separator: "\n").last == " Reopened where you were (zones.view-state.json), fitted to the zones")
        #expect(fitted.output.contains("Select a time zone"))
        // A kept view-state that cannot be read: a fresh start, and the reason.
        try "{\"master\": 1}".write(to: kept, atomically: true, encoding: .utf8)
        let fresh = run(["clock", "--document", "zones.json", "--keys", "", "--width", "100", "--height", "12"])
        #expect(fresh.output.split(separator: "\n").last?.hasPrefix(" Started afresh: the view-state kept beside the document cannot be read: 'zones.view-state.json': ") == true)

        // A file that is not a document: nothing runs.
        try "{\"zones\": 3}".write(to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let bad = run(["clock", "--document", "bad.json"])
        #expect(bad.status == 1)
        #expect(bad.output == "")
        #expect(bad.errors == "viewdata-demo: cannot load the clock's document: 'bad.json': Field 'zones' does not decode as ClockDocument: expected Array<Any>: found number.\n")

        // A document that cannot be saved says so in the status line.
        let unsaved = run(["clock", "--document", "no/such/folder/zones.json", "--keys", "aosl⏎", "--width", "100"])
        #expect(unsaved.status == 0)
        let statusLine = try #require(unsaved.output.split(separator: "\n").last)
        #expect(statusLine == " Not saved, kept in memory: 'zones.json' could not be written: its folder 'folder' does not exist")
    }

    /// Saving replaces the document as an editor does: its permissions kept, through a link
    /// to its target, never over a read-only file (the changes stay in memory and the status
    /// line says why), and with the fields this version does not know carried over.
    @Test func savingTheDocumentKeepsWhatTheFileWas() throws {
        let temporary = try TemporaryFolder("document")
        defer { temporary.remove() }
        func run(_ keys: String, _ document: String) -> (status: Int32, output: String) {
            let recorder = RecordingTerminal()
            recorder.workingDirectory = temporary.url
            let status = DemoTool.run(
                arguments: ["clock", "--document", document, "--keys", keys, "--width", "120"], terminal: recorder.terminal)
            return (status, recorder.output)
        }
        let fileManager = FileManager.default
        let file = temporary.file("real/zones.json")
        try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ClockModel(document: .sample).saveDocument(to: file)
        // Fields of a newer version, and private permissions.
        var text = try #require(temporary.contents("real/zones.json"))
        text = text.replacingOccurrences(of: "{\n", with: "{\n  \"owner\" : \"ada\",\n  \"settings\" : {\"24h\" : true},\n", range: text.range(of: "{\n"))
        try text.write(to: file, atomically: false, encoding: .utf8)
        try fileManager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        try fileManager.createSymbolicLink(atPath: temporary.file("zones.json").path, withDestinationPath: "real/zones.json")

        #expect(run("aosl⏎", "zones.json").status == 0)
        #expect(try fileManager.destinationOfSymbolicLink(atPath: temporary.file("zones.json").path) == "real/zones.json")
        #expect(try ClockModel.loadDocument(from: file).zones.map(\.name) == ClockDocument.sample.zones.map(\.name) + ["Oslo"])
        #expect((try fileManager.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let saved = try JSONValue(parsing: try #require(temporary.contents("real/zones.json")))
        #expect(saved["owner"] == .string("ada"))
        #expect(saved["settings"] == .object(["24h": .bool(true)]))

        // Read-only: not written; the run goes on with the change in memory, and says so.
        try fileManager.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        let before = try #require(temporary.contents("real/zones.json"))
        let readOnly = run("ed", "zones.json")
        #expect(readOnly.status == 0)
        #expect(temporary.contents("real/zones.json") == before)
        #expect(readOnly.output.split(separator: "\n").last
            == " Not saved, kept in memory: 'zones.json' is read-only; nothing was written (make it writable to save here)")
        #expect(!readOnly.output.contains("Oslo"))
    }

    /// A paste is text, never keys: over the list, `edddq` edits, deletes and quits nothing;
    /// into the rename field it goes as text, its line break pressing no Enter.
    @Test func aPasteIsTextNeverKeys() throws {
        let temporary = try TemporaryFolder("paste")
        defer { temporary.remove() }
        func run(_ keys: String) -> (status: Int32, output: String) {
            let recorder = RecordingTerminal()
            recorder.workingDirectory = temporary.url
            let status = DemoTool.run(
                arguments: ["clock", "--document", "zones.json", "--keys", keys, "--width", "100"], terminal: recorder.terminal)
            return (status, recorder.output)
        }
        let overTheList = run("\u{1B}[200~edddq\u{1B}[201~")
        #expect(overTheList.status == 0)
        #expect(!temporary.exists("zones.json"), "a change was saved")
        #expect(overTheList.output.split(separator: "\n").last?.hasPrefix(" ↑↓ select · ⏎ open · e edit") == true)
        let first = try #require(ClockDocument.sample.zones.first).name
        #expect(run("r\u{1B}[200~ (pasted)\rq\u{1B}[201~⏎").status == 0)
        #expect(try ClockModel.loadDocument(from: temporary.file("zones.json")).zones.first?.name == first + " (pasted)q")
    }

    @Test func aRecordedSessionReplays() throws {
        let temporary = try TemporaryFolder("record")
        defer { temporary.remove() }
        let folder = temporary.url
        let keys = "↓⏎ae⇥"
        var recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["clock", "--keys", keys, "--record", folder.path, "--width", "100"], terminal: recorder.terminal) == 0)
        let demoScreen = recorder.output

        recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["replay", folder.path, "--width", "100"], terminal: recorder.terminal) == 0, "\(recorder.errors)")
        let viewStateLog = try StateLog<ClockViewState>(contentsOf: folder.appendingPathComponent("viewState.jsonl"))
        let titles = recorder.output.split(separator: "\n").filter { $0.hasPrefix("── #") }
        #expect(titles.count == viewStateLog.entries.count)
        #expect(titles.first == "── #0 initial · document 0 ──")
        #expect(titles.contains("── #2 openDetail · document 0 ──"))
        #expect(!recorder.output.contains("refused:"))
        // The last frame is the demo's last screen, but for the footer (the history of the
        // replay's own stores) and the status row.
        let frames = recorder.output.components(separatedBy: "── #")
        let lastFrame = try #require(frames.last).split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        let demoRows = demoScreen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lastFrame.prefix(22)) == Array(demoRows.prefix(22)))
        #expect(lastFrame.dropFirst(23).first?.hasPrefix(" replay #") == true)
    }

    @Test func anAppOfNoStoresRecordsItsKeysAndEverySecond() throws {
        let temporary = try TemporaryFolder("record-inputs")
        defer { temporary.remove() }
        let folder = temporary.file("session")
        let recorder = RecordingTerminal()
        let status = DemoTool.run(arguments: ["order", "--keys", "↓⏎{wait}⏎", "--record", folder.path, "--width", "60", "--height", "12"], terminal: recorder.terminal)
        #expect(status == 0, "\(recorder.errors)")
        #expect(temporary.contents("session/inputs.jsonl") == """
            {"format":"viewdata.session","size":{"height":12,"width":60},"start":1773500966.0,"version":1}
            {"key":"↓","n":1}
            {"key":"⏎","n":2}
            {"key":"{wait}","n":3}
            {"key":"⏎","n":4}

            """)
        // A folder that holds a session is not recorded over.
        let again = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["order", "--keys", "↓", "--record", folder.path], terminal: again.terminal) == 1)
        #expect(again.errors == "viewdata-demo: cannot record to '\(folder.path)': '\(folder.path)' already holds a session ('inputs.jsonl'); record to an empty folder\n")
    }

    @Test func aRecordedAppIsToldTheTimeInWholeSecondsEachAWait() throws {
        final class Watch: TerminalApp {
            let window = Window(rootViewController: ViewController(), size: Size(width: 10, height: 3))
            var statusLine: String { "" }
            var isFinished: Bool { false }
            var times: [TimeInterval] = []
            func handle(_ key: Key) {}
            func advanceTime(to now: Date) -> Bool {
                times.append(now.timeIntervalSince1970)
                return true
            }
        }
        let temporary = try TemporaryFolder("record-seconds")
        defer { temporary.remove() }
        let watch = Watch()
        let recording = try SessionRecording(folder: temporary.url, start: Date(timeIntervalSince1970: 100))
        let app = RecordedApp(watch, recording: recording, start: Date(timeIntervalSince1970: 100))
        #expect(app.advanceTime(to: Date(timeIntervalSince1970: 100.4)) == false)
        #expect(app.advanceTime(to: Date(timeIntervalSince1970: 102.7)) == true)
        app.handle(.character("x"))
        #expect(app.advanceTime(to: Date(timeIntervalSince1970: 102.99)) == false)
        #expect(app.advanceTime(to: Date(timeIntervalSince1970: 103)) == true)
        #expect(watch.times == [101, 102, 103])
        #expect(recording.inputCount == 4)
        let session = try SessionInputs(folder: temporary.url)
        #expect(session.inputs.map(\.stepName) == ["input 1: {wait}", "input 2: {wait}", "input 3: x", "input 4: {wait}"])
    }

    @Test func replayErrorsNameTheFile() throws {
        let temporary = try TemporaryFolder("replay")
        defer { temporary.remove() }
        let folder = temporary.url
        let document = Store(ClockDocument.sample, name: "document")
        document.addZone(identifier: "Europe/Oslo", id: ClockDocument.sequentialID(50))
        try document.log.jsonLines.write(to: folder.appendingPathComponent("document.jsonl"), atomically: true, encoding: .utf8)
        try "{\"format\":\"viewdata.statelog\"\nnot json\n".write(to: folder.appendingPathComponent("broken.jsonl"), atomically: true, encoding: .utf8)

        var recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        // The document log on its own is a log of another state: its states, as text.
        #expect(DemoTool.run(arguments: ["replay", "document.jsonl"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.hasPrefix("── #0 initial ──\n{\n  \"zones\": [\n"))
        #expect(recorder.errors.isEmpty)

        recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(DemoTool.run(arguments: ["replay", "broken.jsonl"], terminal: recorder.terminal) == 1)
        #expect(recorder.errors.contains("broken.jsonl' is not a view-state log of the clock: Line 1"))

        recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(DemoTool.run(arguments: ["replay", "nothing.jsonl"], terminal: recorder.terminal) == 1)
        #expect(recorder.errors == "viewdata-demo: the view-state log: Cannot read '\(folder.path)/nothing.jsonl': there is no such file.\n")
    }

    @Test func theGalleryHasTheShowcaseScreens() {
        let recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["gallery", "--filter", "Clock"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.hasPrefix("━━ Clock ━━\n\nlist (40×14)\n"))
    }
}

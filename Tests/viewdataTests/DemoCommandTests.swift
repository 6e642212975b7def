import Foundation
import Showcase
import StateFlow
import Testing
import TextRendering
import TextUI
@testable import viewdata

@Suite("viewdata demo and replay")
struct DemoCommandTests {
    /// The screen `type` shows after `keys` from the reference date, as `demo --keys` prints it.
    func expectedScreen(_ type: any ShowcaseApp.Type, keys: String, size: Size = Size(width: 80, height: 24)) throws -> String {
        let app = type.init(now: Showcase.referenceDate)
        app.run(try KeyScript(keys), startingAt: Showcase.referenceDate)
        return app.screen(size: size).plainText
    }

    @Test func withoutATerminalTheDemoIsAWalkthrough() throws {
        let recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["demo", "comments"], terminal: recorder.terminal) == 0)
        let steps = CommentsApp.walkthrough
        #expect(recorder.output.hasPrefix("comments: \(CommentsApp.summary)\n"))
        for (index, step) in steps.enumerated() {
            #expect(recorder.output.contains("── \(index + 1)/\(steps.count): \(step.caption) ──\n"))
        }
        let allKeys = steps.map(\.keys).joined()
        #expect(recorder.output.hasSuffix(try expectedScreen(CommentsApp.self, keys: allKeys) + "\n\n"))
        #expect(!recorder.output.contains("\u{1B}"))
        #expect(recorder.errors.isEmpty)
    }

    @Test func theDefaultDemoIsTheClock() throws {
        let command = try Command(parsing: ["demo"])
        guard case .demo(let demo) = command else {
            Issue.record("not a demo: \(command)")
            return
        }
        #expect(demo.app == "clock")
    }

    @Test func keysDriveTheAppAndPrintTheLastScreen() throws {
        let recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["demo", "clock", "--keys", "↓⏎", "--width", "60", "--height", "12"], terminal: recorder.terminal) == 0)
        #expect(recorder.output == (try expectedScreen(ClockApp.self, keys: "↓⏎", size: Size(width: 60, height: 12))) + "\n")
        #expect(recorder.output.contains("Tokyo"))
    }

    @Test func everyPrintsEachScreen() throws {
        let recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["demo", "comments", "--keys", "↓{wait}q↓", "--every", "--width", "40", "--height", "6"], terminal: recorder.terminal) == 0)
        let headers = recorder.output.split(separator: "\n").filter { $0.hasPrefix("── ") }
        // The app quits at q: the last ↓ is not run.
        #expect(headers == ["── start ──", "── 1/4: down ──", "── 2/4: wait ──", "── 3/4: q ──"])
    }

    @Test func keyFilesAndTheirErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# open the second comment\n↓\n⏎\n".write(to: folder.appendingPathComponent("keys.txt"), atomically: true, encoding: .utf8)
        try "↓{jump}".write(to: folder.appendingPathComponent("bad.txt"), atomically: true, encoding: .utf8)
        var recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(ViewDataTool.run(arguments: ["demo", "comments", "--key-file", "keys.txt"], terminal: recorder.terminal) == 0)
        #expect(recorder.output == (try expectedScreen(CommentsApp.self, keys: "↓⏎")) + "\n")

        recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(ViewDataTool.run(arguments: ["demo", "comments", "--key-file", "bad.txt"], terminal: recorder.terminal) == 64)
        #expect(recorder.errors.hasPrefix("viewdata: key file 'bad.txt': unknown key '{jump}' at line 1, column 2;"))

        recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(ViewDataTool.run(arguments: ["demo", "comments", "--key-file", "missing.txt"], terminal: recorder.terminal) == 1)
        #expect(recorder.errors.hasPrefix("viewdata: cannot read key file 'missing.txt':"))

        recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["demo", "--keys", "a{"], terminal: recorder.terminal) == 64)
        #expect(recorder.errors == "viewdata: --keys: '{' at character 2 is not closed; write '{{' for a brace\n")
    }

    @Test func onATerminalTheAppRunsFullScreenOnTheGivenClock() throws {
        let recorder = RecordingTerminal()
        var ran: (name: String, color: Bool, time: Date)?
        recorder.isInteractive = true
        recorder.runFullScreen = { app, color, _, clock in
            ran = (String(describing: type(of: app)), color, clock())
            return 130
        }
        #expect(ViewDataTool.run(arguments: ["demo", "comments", "--color", "--now", "2030-01-02T03:04:05Z"], terminal: recorder.terminal) == 130)
        #expect(ran?.name == "CommentsApp")
        #expect(ran?.color == true)
        let start = try #require(ISO8601DateFormatter().date(from: "2030-01-02T03:04:05Z"))
        #expect(abs(try #require(ran?.time).timeIntervalSince(start)) < 60)
        // With --keys, never full screen.
        recorder.runFullScreen = { _, _, _, _ in
            Issue.record("ran full screen")
            return 1
        }
        #expect(ViewDataTool.run(arguments: ["demo", "--keys", "q"], terminal: recorder.terminal) == 0)
    }

    @Test func aRecordedSessionReplays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = "↓⏎ae⇥"
        var recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["demo", "clock", "--keys", keys, "--record", folder.path, "--width", "100"], terminal: recorder.terminal) == 0)
        let demoScreen = recorder.output

        recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["replay", folder.path, "--width", "100"], terminal: recorder.terminal) == 0, "\(recorder.errors)")
        let viewStateLog = try StateLog<ClockViewState>(contentsOf: folder.appendingPathComponent("viewState.jsonl"))
        let titles = recorder.output.split(separator: "\n").filter { $0.hasPrefix("── #") }
        #expect(titles.count == viewStateLog.entries.count)
        #expect(titles.first == "── #0 initial ──")
        #expect(titles.contains("── #2 openDetail · document 0 ──"))
        // The last frame is the demo's last screen, but for the status row.
        let frames = recorder.output.components(separatedBy: "── #")
        let lastFrame = try #require(frames.last).split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        let demoRows = demoScreen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lastFrame.prefix(23)) == Array(demoRows.prefix(23)))
        #expect(lastFrame.dropFirst(23).first?.hasPrefix(" replay #") == true)
    }

    @Test func replayErrorsNameTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = Store(ClockDocument.sample, name: "document")
        document.addZone(identifier: "Europe/Oslo", id: ClockDocument.sequentialID(50))
        try document.log.jsonLines.write(to: folder.appendingPathComponent("document.jsonl"), atomically: true, encoding: .utf8)
        try "{\"format\":\"viewdata.statelog\"\nnot json\n".write(to: folder.appendingPathComponent("broken.jsonl"), atomically: true, encoding: .utf8)

        var recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(ViewDataTool.run(arguments: ["replay", "document.jsonl"], terminal: recorder.terminal) == 1)
        #expect(recorder.errors.hasPrefix("viewdata: '\(folder.path)/document.jsonl' is not a view-state log of the clock:"))
        #expect(recorder.errors.contains("(give the view-state log, viewState.jsonl, and the document log with --document)"))

        recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(ViewDataTool.run(arguments: ["replay", "broken.jsonl"], terminal: recorder.terminal) == 1)
        #expect(recorder.errors.contains("broken.jsonl' is not a view-state log of the clock: Line 1"))

        recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(ViewDataTool.run(arguments: ["replay", "nothing.jsonl"], terminal: recorder.terminal) == 1)
        #expect(recorder.errors.hasPrefix("viewdata: cannot read the view-state log '\(folder.path)/nothing.jsonl':"))
    }

    @Test func theGalleryHasTheShowcaseScreens() {
        let recorder = RecordingTerminal()
        #expect(ViewDataTool.run(arguments: ["gallery", "--filter", "Clock"], terminal: recorder.terminal) == 0)
        #expect(recorder.output.hasPrefix("━━ Clock ━━\n\nlist (40×14)\n"))
    }
}

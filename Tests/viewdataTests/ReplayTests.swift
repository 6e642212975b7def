import CommandLineSupport
import Foundation
import Showcase
import StateFlow
import StateFlowLog
import TestSupport
import Testing
import TextRendering
import TextUI
@testable import viewdata
@testable import viewdata_demo

/// A log of `states`, one entry each, the first the initial state; `revisions` are the
/// document revisions of the entries, for view-state logs.
func stateLog<State>(_ states: [State], name: String, actions: [String] = [], revisions: [Int?] = []) -> StateLog<State> {
    let store = Store(states[0], name: name)
    for (index, state) in states.dropFirst().enumerated() {
        store.update(index < actions.count ? actions[index] : "step\(index + 1)") { $0 = state }
    }
    var log = store.log
    for index in log.entries.indices where index < revisions.count {
        log.entries[index].documentRevision = revisions[index]
    }
    return log
}

/// Every frame of a replay.
func replayFrames(
    viewState: StateLog<ClockViewState>, document: StateLog<ClockDocument>? = nil, size: Size = Size(width: 60, height: 12)
) throws -> [ClockReplay.Frame] {
    var frames: [ClockReplay.Frame] = []
    try ClockReplay.forEachFrame(viewState: viewState, document: document, size: size) { frames.append($0) }
    return frames
}

let tokyo = ClockZone(id: ClockDocument.sequentialID(1), name: "Tokyo", identifier: "Asia/Tokyo")
let oslo = ClockZone(id: ClockDocument.sequentialID(2), name: "Oslo", identifier: "Europe/Oslo")
let lima = ClockZone(id: ClockDocument.sequentialID(3), name: "Lima", identifier: "America/Lima")

@Suite("Replaying a recorded clock session")
struct ReplayTests {
    @Test func eachViewStateIsShownAgainstItsDocumentRevision() throws {
        let documents = stateLog(
            [ClockDocument(zones: [tokyo]), ClockDocument(zones: [tokyo, oslo]), ClockDocument(zones: [tokyo, oslo, lima])],
            name: "document")
        #expect(documents.entries.map(\.sequence) == [0, 1, 2])
        let highlights = [tokyo, tokyo, oslo, lima, tokyo, oslo].map { ClockViewState(master: .init(highlightedID: $0.id)) }
        // No revision: the first document. Past the last: the last.
        let viewStates = stateLog(
            highlights.enumerated().map { index, state in
                var state = state
                state.master.scrollOffset = index % 2  // every entry a change
                return state
            },
            name: "viewState", revisions: [nil, 0, 1, 2, 0, 9])
        let frames = try replayFrames(viewState: viewStates, document: documents)
        #expect(frames.map(\.documentRevision) == [nil, 0, 1, 2, 0, 9])
        #expect(frames.map { $0.document.zones.map(\.name) } == [
            ["Tokyo"], ["Tokyo"], ["Tokyo", "Oslo"], ["Tokyo", "Oslo", "Lima"], ["Tokyo"], ["Tokyo", "Oslo", "Lima"],
        ])
        #expect(frames.map(\.sequence) == [0, 1, 2, 3, 4, 5])
        #expect(frames.allSatisfy { $0.refusals.isEmpty })
        #expect(frames[3].title == "#3 step3 · document 2")
        #expect(frames[3].screen.plainText.contains("Lima"))
        #expect(frames[3].screen.plainText.hasSuffix(" replay #3 step3 · document 2"))
    }

    @Test func withoutADocumentLogTheSampleIsShown() throws {
        let viewStates = stateLog(
            [ClockViewState(), ClockViewState(master: .init(isEditing: true))], name: "viewState")
        let frames = try replayFrames(viewState: viewStates)
        #expect(frames.count == 2)
        #expect(frames.allSatisfy { $0.document == .sample })
        #expect(frames[1].screen.plainText.contains("Sydney"))
    }

    @Test func aRefusedDocumentIsNeverShownAndReportedOncePerRevision() throws {
        let twice = ClockDocument(zones: [tokyo, tokyo])
        let documents = stateLog([twice, ClockDocument(zones: [oslo])], name: "document")
        let viewStates = stateLog(
            (0..<4).map { ClockViewState(master: .init(scrollOffset: $0 % 2)) }, name: "viewState", revisions: [0, 0, 0, 1])
        let frames = try replayFrames(viewState: viewStates, document: documents)
        #expect(frames.map(\.refusals) == [
            ["document 0: zone \(tokyo.id) is in the list twice"], [], [], [],
        ])
        // The frames before an accepted document show the empty document the replay starts from.
        #expect(frames.prefix(3).allSatisfy { $0.document == ClockDocument() })
        #expect(!frames[0].screen.plainText.contains("Tokyo"))
        #expect(frames[3].document == ClockDocument(zones: [oslo]))
    }

    @Test func aRefusedViewStateShowsTheOneBefore() throws {
        let broken = ClockViewState(master: .init(scrollOffset: -3))
        let viewStates = stateLog([ClockViewState(), broken, ClockViewState(master: .init(isEditing: true))], name: "viewState")
        let frames = try replayFrames(viewState: viewStates)
        #expect(frames.map(\.refusals) == [[], ["view-state 1: the list's scroll offset is -3"], []])
        #expect(frames[1].viewState == frames[0].viewState)
        #expect(frames[2].viewState.master.isEditing)
    }

    @Test func aLogWithoutEntriesHasNoFrames() throws {
        let empty = StateLog<ClockViewState>(storeName: "viewState")
        #expect(try ClockReplay.forEachFrame(viewState: empty, size: Size(width: 40, height: 10)) { _ in } == 0)
    }

    @Test func theCommandSaysALogOfOnlyAHeaderHasNoStates() throws {
        let temporary = try TemporaryFolder("replay-empty")
        defer { temporary.remove() }
        let folder = temporary.url
        try StateLog<ClockViewState>(storeName: "viewState").jsonLines
            .write(to: folder.appendingPathComponent("viewState.jsonl"), atomically: true, encoding: .utf8)
        let recorder = RecordingTerminal()
        recorder.workingDirectory = folder
        #expect(DemoTool.run(arguments: ["replay", "viewState.jsonl"], terminal: recorder.terminal) == 1)
        #expect(recorder.output == "")
        #expect(recorder.errors == "viewdata-demo: '\(folder.path)/viewState.jsonl' has no states to replay: the log has its header and no entries\n")
    }

    /// What is not a log file is named as what it is, a log saved with a byte-order mark reads,
    /// and a broken entry is named with its file and line.
    @Test func whatIsNotALogIsNamedAndAByteOrderMarkIsRead() throws {
        let temporary = try TemporaryFolder("replay-errors")
        defer { temporary.remove() }
        let folder = temporary.url
        func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) { runDemo(arguments, in: folder) }
        #expect(run(["replay", "/dev/zero"]).errors == "viewdata-demo: the view-state log: Cannot read '/dev/zero': it is a device, not a file.\n")
        #expect(run(["replay", "/dev/null"]).errors == "viewdata-demo: the view-state log: Cannot read '/dev/null': it is a device, not a file.\n")
        #expect(runTool(["log", "show", folder.path], in: folder).errors == "viewdata: Cannot read '\(folder.path)': it is a folder, not a file.\n")
        // A FIFO would wait for a writer forever: it is named, not opened.
        try makeFIFO(at: temporary.file("pipe.jsonl"))
        #expect(run(["replay", "pipe.jsonl"]).errors
            == "viewdata-demo: the view-state log: Cannot read '\(temporary.file("pipe.jsonl").path)': it is a FIFO (a named pipe), not a file.\n")
        #expect(run(["clock", "--document", "pipe.jsonl"]).errors
            == "viewdata-demo: cannot load the clock's document: Cannot read '\(temporary.file("pipe.jsonl").path)': it is a FIFO (a named pipe), not a file\n")
        #expect(run(["clock", "--document", "/dev/zero"]).errors
            == "viewdata-demo: cannot load the clock's document: Cannot read '/dev/zero': it is a device, not a file\n")
        #expect(run(["clock", "--from", "/dev/null"]).errors == "viewdata-demo: --from: Cannot read '/dev/null': it is a device, not a file.\n")
        #expect(run(["replay", "-"]).errors.hasPrefix(
            "viewdata-demo: replay reads a log file, not standard input: give the log's path (viewState.jsonl) or the recording's folder\n"))
        try temporary.write("{}", to: "plain")
        #expect(run(["clock", "--record", "plain", "--keys", ""]).errors == "viewdata-demo: cannot record to 'plain': 'plain' is a file; "
            + "--record takes a folder (made when missing) to write document.jsonl and viewState.jsonl in\n")

        // A recording whose view-state log an editor saved with a byte-order mark replays as it was.
        #expect(run(["clock", "--keys", "↓↓", "--record", "session"]).status == 0)
        let plainReplay = run(["replay", "session"])
        #expect(plainReplay.status == 0)
        let log = temporary.file("session/viewState.jsonl")
        let bytes = try Data(contentsOf: log)
        try (Data([0xEF, 0xBB, 0xBF]) + bytes).write(to: log)
        #expect(run(["replay", "session"]).output == plainReplay.output)
        #expect(runTool(["log", "actions", "session/viewState.jsonl"], in: folder).status == 0)

        // A patch that breaks the state: the file and the line.
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        lines[2] = lines[2].replacingOccurrences(of: #""patch":{"master":{"#, with: #""patch":{"master":1,"x":{"#)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: log)
        #expect(run(["replay", "session"]).errors
            == "viewdata-demo: '\(log.path)': Line 3: field 'state.master' does not decode as ClockViewState: expected Dictionary<String, Any>: found number.\n")
    }

    @Test func textFromTheLogsCannotReachTheTerminal() throws {
        let temporary = try TemporaryFolder("replay-hostile")
        defer { temporary.remove() }
        let folder = temporary.url
        let hostile = ClockZone(id: ClockDocument.sequentialID(9), name: "", identifier: "\u{1B}]52;c;cm0gLXJm\u{07}")
        let documents = stateLog([ClockDocument(zones: [hostile])], name: "document")
        let viewStates = stateLog(
            [ClockViewState(), ClockViewState(master: .init(isEditing: true))], name: "viewState",
            actions: ["\u{1B}[2J\u{1B}[31mpwned\r\n"], revisions: [0, 0])
        try documents.jsonLines.write(to: folder.appendingPathComponent("document.jsonl"), atomically: true, encoding: .utf8)
        try viewStates.jsonLines.write(to: folder.appendingPathComponent("viewState.jsonl"), atomically: true, encoding: .utf8)
        let recorder = RecordingTerminal()
        #expect(DemoTool.run(arguments: ["replay", folder.path, "--width", "60", "--height", "6"], terminal: recorder.terminal) == 0)
        #expect(!recorder.output.contains("\u{1B}"))
        #expect(!recorder.output.contains("\u{07}"))
        let lines = recorder.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("── ") || $0.hasPrefix("refused: ") } == [
            "── #0 initial · document 0 ──",
            "refused: document 0: zone '␛]52;c;cm0gLXJm␇' has no name",
            "── #1 ␛[2J␛[31mpwned␍␊ · document 0 ──",
        ])

        // A log of another type replays as text: its titles and states made safe as well.
        let header = "{\"format\":\"viewdata.statelog\",\"version\":1,\"store\":\"viewState\",\"stateType\":\"\\u001B[2JClock\",\"checkpointInterval\":50}\n"
        let entry = "{\"action\":\"\\u001B[2Jpwned\",\"reason\":\"action\",\"seq\":0,\"state\":{\"name\":\"\\u001B]0;x\\u0007\"}}\n"
        try (header + entry).write(to: folder.appendingPathComponent("other.jsonl"), atomically: true, encoding: .utf8)
        let other = RecordingTerminal()
        other.workingDirectory = folder
        #expect(DemoTool.run(arguments: ["replay", "other.jsonl"], terminal: other.terminal) == 0)
        #expect(other.output == "── #0 ␛[2Jpwned ──\n{\n  \"name\": \"\\u001b]0;x\\u0007\"\n}\n\n")
        #expect(!other.output.contains("\u{1B}") && !other.output.contains("\u{07}"))
        // A log that cannot be read: the error quotes the log, made safe as well.
        try (header + "{\"seq\":0,\"action\":\"\\u001B[2J\"}\n").write(to: folder.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
        let bad = RecordingTerminal()
        bad.workingDirectory = folder
        #expect(DemoTool.run(arguments: ["replay", "bad.jsonl"], terminal: bad.terminal) == 1)
        #expect(bad.errors.contains("bad.jsonl"), "\(bad.errors)")
        #expect(!bad.errors.contains("\u{1B}"))
    }

    @Test func framesAreWrittenAsTheyAreMade() throws {
        let viewStates = stateLog((0..<3).map { ClockViewState(master: .init(scrollOffset: $0)) }, name: "viewState")
        var written = 0
        try ClockReplay.forEachFrame(viewState: viewStates, size: Size(width: 40, height: 8)) { frame in
            // One frame at a time, in order: the caller can write it and let it go.
            #expect(frame.sequence == written)
            written += 1
        }
        #expect(written == 3)
    }

    struct Playlist: Codable, Equatable, Sendable {
        var episodes: [String] = []
    }

    @Test func anyOtherLogReplaysAsItsStatesInText() throws {
        let folder = try TemporaryFolder("replay-any")
        defer { folder.remove() }
        let store = Store(Playlist(), name: "playlist")
        try store.startLogging(to: StateLogFile(url: folder.file("playlist.jsonl"), storeName: "playlist", options: StateLogOptions(logsRejections: true)))
        store.update("add") { $0.episodes.append("Pilot") }
        store.update("add") { _ in throw Rejection("'\u{1B}[2J' is no episode") }
        store.update("add") { $0.episodes.append("東京") }
        store.undo()
        store.flushLog()  // written off this thread
        let replay = runDemo(["replay", "playlist.jsonl"], in: folder.url)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output == """
            ── #0 initial ──
            {
              "episodes": []
            }

            ── #1 add ──
            {
              "episodes": [
                "Pilot"
              ]
            }

            refused after #1: add: '␛[2J' is no episode
            ── #2 add ──
            {
              "episodes": [
                "Pilot",
                "東京"
              ]
            }

            ── #3 undo → 1 ──
            {
              "episodes": [
                "Pilot"
              ]
            }


            """)
        let document = runDemo(["replay", "playlist.jsonl", "--document", "other.jsonl"], in: folder.url)
        #expect(document.status == 64)
        #expect(document.errors == "viewdata-demo: --document goes with a clock view-state log; 'playlist.jsonl' is a log of Playlist\n")
        try Data("{\"checkpointInterval\":50,\"format\":\"viewdata.statelog\",\"stateType\":\"Playlist\",\"store\":\"p\",\"version\":2}\n".utf8)
            .write(to: folder.file("empty.jsonl"))
        let empty = runDemo(["replay", "empty.jsonl"], in: folder.url)
        #expect(empty.status == 1)
        #expect(empty.errors.contains("has no states to replay"))
    }
}

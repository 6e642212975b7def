import Foundation
import Testing
import TextRendering
@testable import TextTerminal
import TextUI

/// `TerminalSession.run` on a pseudo-terminal: the session runs on the slave side in a thread
/// of its own, the test types on the master side and reads what the session draws.
///
/// Signal handlers are process-wide and one session runs at a time, so these tests run one
/// after another. The only waits are for output to arrive (failing after 10 s, so that a broken
/// session fails the test instead of hanging it); nothing is timed.
@Suite("Terminal sessions on a pseudo-terminal", .serialized)
struct TerminalSessionTests {
    @Test func keysReachTheAppAndTheTerminalIsRestored() throws {
        let pty = try PseudoTerminal(width: 40, height: 10)
        let before = try pty.settings()
        let session = try pty.runSession()
        try pty.read(until: "ready")
        #expect(pty.output.hasPrefix(TerminalSession.enterSequence))
        #expect(pty.output.contains("\u{1B}[10;1H q quit"))

        pty.type("+")
        try pty.read(until: "key +")
        pty.type("日")
        try pty.read(until: "key 日")
        // A lone Escape is Escape once the input pauses.
        pty.type("\u{1B}")
        try pty.read(until: "key escape")
        // An arrow is one key, not Escape and letters.
        pty.type("\u{1B}[A")
        try pty.read(until: "key up")

        pty.type("q")
        let result = try session.wait()
        #expect(result.ending == .quit)
        #expect(result.keys == ["+", "日", "escape", "up", "q"])
        try pty.read(until: String(describing: TerminalSession.leaveSequence))
        #expect(pty.output.hasSuffix(String(describing: TerminalSession.leaveSequence)))
        #expect(try pty.settings() == before)
    }

    @Test func stylesAreDrawnInTheColoursTheTerminalHas() throws {
        for (environment, expected) in [
            (["TERM": "xterm-256color"], "\u{1B}[38;5;208mready"),
            (["TERM": "xterm", "COLORTERM": "truecolor"], "\u{1B}[38;2;255;135;0mready"),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], "\u{1B}[1;1Hready"),
        ] {
            let pty = try PseudoTerminal(width: 40, height: 10)
            let session = try pty.runSession(usesColor: true, environment: environment)
            try pty.read(until: "ready")
            #expect(pty.output.contains(expected), "\(environment): \(pty.output.debugDescription)")
            // The status line stays inverted whatever the colours.
            try pty.read(until: "q quit")
            #expect(pty.output.contains("\u{1B}[7m q quit"), "\(environment)")
            pty.type("q")
            _ = try session.wait()
        }
    }

    @Test func aResizeRedrawsAtTheNewSize() throws {
        let pty = try PseudoTerminal(width: 40, height: 10)
        let session = try pty.runSession()
        try pty.read(until: "\u{1B}[10;1H q quit")
        let firstFrame = pty.output.count
        pty.resize(width: 50, height: 12)
        // The slave is not the test's controlling terminal: the kernel tells nobody.
        Signals.raise(Signals.windowChange)
        try pty.read(until: "\u{1B}[12;1H q quit")
        let redraw = String(pty.output.dropFirst(firstFrame))
        #expect(redraw.contains("\u{1B}[2J"))
        pty.type("q")
        let result = try session.wait()
        #expect(result.windowSizes.last == Size(width: 50, height: 11))
    }

    @Test func aFixedSizeIsDrawnTopLeft() throws {
        let pty = try PseudoTerminal(width: 40, height: 10)
        let session = try pty.runSession(width: 20, height: 6)
        try pty.read(until: "\u{1B}[6;1H q quit")
        pty.type("q")
        let result = try session.wait()
        #expect(result.windowSizes == [Size(width: 20, height: 5)])
        #expect(!pty.output.contains("\u{1B}[10;1H"))
    }

    @Test func sigtermEndsTheSessionAndRestoresTheTerminal() throws {
        let pty = try PseudoTerminal(width: 40, height: 10)
        let before = try pty.settings()
        let session = try pty.runSession()
        // The handlers are in place before the first frame is drawn.
        try pty.read(until: "ready")
        Signals.raise(Signals.terminate)
        let result = try session.wait()
        #expect(result.ending == .signal(Signals.terminate))
        #expect(result.ending.exitStatus == 143)
        try pty.read(until: String(describing: TerminalSession.leaveSequence))
        #expect(pty.output.hasSuffix(String(describing: TerminalSession.leaveSequence)))
        #expect(try pty.settings() == before)
    }

    @Test func ctrlCEndsTheSessionAsSIGINT() throws {
        let pty = try PseudoTerminal(width: 40, height: 10)
        let session = try pty.runSession()
        try pty.read(until: "ready")
        pty.type("\u{03}")
        let result = try session.wait()
        #expect(result.ending == .interrupt)
        #expect(result.keys == [])
    }

    @Test func continuingAfterAStopRedrawsInRawMode() throws {
        let pty = try PseudoTerminal(width: 40, height: 10)
        let before = try pty.settings()
        let session = try pty.runSession()
        try pty.read(until: "ready")
        #expect(try pty.settings() != before)
        // What a shell does to the terminal while the job is stopped.
        try pty.setSettings(before)
        let firstFrame = pty.output.count
        Signals.raise(Signals.continue)
        try pty.read(until: "\u{1B}[10;1H q quit", after: firstFrame)
        #expect(String(pty.output.dropFirst(firstFrame)).hasPrefix(TerminalSession.enterSequence))
        #expect(try pty.settings() != before)
        // Raw again: q is a key, not a line.
        pty.type("q")
        #expect(try session.wait().ending == .quit)
        #expect(try pty.settings() == before)
    }

    @Test func theTerminalGoingAwayEndsTheSession() throws {
        let pty = try PseudoTerminal(width: 40, height: 10)
        let session = try pty.runSession()
        try pty.read(until: "ready")
        pty.closeMaster()
        #expect(try session.wait().ending == .endOfInput)
    }

    @Test func theSignalPipeIsClosedOnExec() throws {
        let pty = try PseudoTerminal(width: 40, height: 10)
        let session = try pty.runSession()
        try pty.read(until: "ready")
        let pipe = try #require(SignalHandlers.activePipe)
        for descriptor in [pipe.read, pipe.write] {
            #expect(SignalPipe.isClosedOnExec(descriptor), "descriptor \(descriptor)")
        }
        pty.type("q")
        _ = try session.wait()
        #expect(SignalHandlers.activePipe == nil)
    }
}

@Suite("Session endings")
struct SessionEndingTests {
    @Test func endingsGiveExitStatuses() {
        #expect(TerminalSession.Ending.interrupt == .signal(Signals.interrupt))
        #expect(TerminalSession.Ending.interrupt.exitStatus == 128 + Signals.interrupt)
        #expect(TerminalSession.Ending.quit.exitStatus == 0)
        #expect(TerminalSession.Ending.endOfInput.exitStatus == 0)
        #expect(TerminalSession.Ending.signal(2).exitStatus == 130)
        #expect(TerminalSession.Ending.signal(15).description == "signal 15")
    }

    @Test func aSessionNeedsATerminal() throws {
        let pipe = Pipe()
        let input = pipe.fileHandleForReading.fileDescriptor
        let output = pipe.fileHandleForWriting.fileDescriptor
        #expect(throws: TerminalError(code: .notATerminal, "the input (descriptor \(input)) is not a terminal")) {
            try TerminalSession(input: input, output: output)
        }
    }
}

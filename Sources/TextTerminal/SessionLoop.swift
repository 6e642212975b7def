import Foundation
import ViewDataSupport
import TextRendering
import TextUI

/// One run of a `TerminalSession`: waits for keys, signals and ticks, hands them to the app,
/// and draws what changed.
struct SessionLoop {
    /// How long the input must pause before a lone `ESC` is Escape.
    static let escapeDelay = 0.025
    /// How long the input must pause in a paste before the paste is taken as ended (its
    /// `ESC [201~` lost).
    static let pasteDelay = 0.5

    let session: TerminalSession
    let app: TerminalApp
    let handlers: SignalHandlers
    let original: TerminalSettings
    let signalPipe: Int32
    /// The app's time at `startInstant`.
    let start: Date
    let fixedWidth: Int?
    let fixedHeight: Int?
    /// Seconds between ticks.
    let tick: Double

    private var updater: ScreenUpdater
    private var decoder = KeyDecoder()
    private var terminalSize: Size
    private var needsDraw = true
    /// Monotonic seconds: when the loop started, ticked last, and last read input.
    private let startInstant: Double
    private var lastTick: Double
    private var lastInput: Double
    private var buffer = [UInt8](repeating: 0, count: 4096)

    init(
        session: TerminalSession, app: TerminalApp, handlers: SignalHandlers, original: TerminalSettings,
        signalPipe: Int32, start: Date, fixedWidth: Int?, fixedHeight: Int?, tick: Double
    ) {
        self.session = session
        self.app = app
        self.handlers = handlers
        self.original = original
        self.signalPipe = signalPipe
        self.start = start
        self.fixedWidth = fixedWidth
        self.fixedHeight = fixedHeight
        self.tick = tick
        updater = session.makeScreenUpdater()
        terminalSize = session.size
        startInstant = MonotonicClock.now()
        lastTick = startInstant
        lastInput = startInstant
    }

    /// Runs until the app finishes, the input ends or a signal ends the session.
    mutating func run() throws(TerminalError) -> TerminalSession.Ending {
        _ = app.advanceTime(to: start)
        let input = session.inputDescriptor
        while !app.isFinished {
            if needsDraw {
                session.write(updater.update(to: frame()))
                needsDraw = false
            }
            let events: [Platform.PollEvents]
            switch Platform.waitUntilReadable([input, signalPipe], timeout: timeout(at: MonotonicClock.now())) {
            case .ready(let ready): events = ready
            case .interrupted: continue
            case .failed(let code):
                throw TerminalError(
                    code: .input, "cannot wait for input: \(SystemCalls.describe(errorNumber: code))", errorNumber: code)
            }
            if !events[1].isDisjoint(with: .failure) {
                throw TerminalError(code: .signals, "the signal pipe (descriptor \(signalPipe)) failed")
            }
            if events[1].contains(.readable), let ending = try handleSignals() {
                return ending
            }
            if events[0].contains(.invalid) {
                throw TerminalError(code: .input, "the input (descriptor \(input)) is not open")
            }
            if !events[0].isDisjoint(with: [.readable, .hungUp, .error]) {
                switch Platform.read(input, into: &buffer) {
                case .bytes(let count):
                    lastInput = MonotonicClock.now()
                    if let ending = try handle(decoder.decode(buffer.prefix(count))) { return ending }
                case .endOfInput:
                    // End of file, or the terminal hung up.
                    return .endOfInput
                case .retry:
                    continue
                case .failed(let code):
                    throw TerminalError(
                        code: .input, "cannot read the input (descriptor \(input)): \(SystemCalls.describe(errorNumber: code))",
                        errorNumber: code)
                }
            }
            let now = MonotonicClock.now()
            if let delay = inputDelay, now - lastInput >= delay {
                if let ending = try handle(decoder.flush()) { return ending }
            }
            if now - lastTick >= tick {
                lastTick = now
                if app.advanceTime(to: start + (now - startInstant)) { needsDraw = true }
            }
        }
        return .quit
    }

    /// The pause after which held-back input is decoded as it is; `nil` when nothing waits.
    private var inputDelay: Double? {
        if decoder.hasPendingInput { return Self.escapeDelay }
        if decoder.isPasting { return Self.pasteDelay }
        return nil
    }

    /// Milliseconds until the next tick, or until held-back input is due: from 0 to one
    /// tick, whatever the clock did.
    private func timeout(at now: Double) -> Int32 {
        var wait = tick - (now - lastTick)
        if let delay = inputDelay { wait = min(wait, delay - (now - lastInput)) }
        let milliseconds = (wait * 1000).rounded(.up)
        return Int32(min(max(0, milliseconds), (tick * 1000).rounded(.up)))
    }

    /// How often signals are looked at while a long run of keys is handled.
    static let signalCheckInterval = 0.02

    /// Gives `keys` to the app; Ctrl-C ends the session as SIGINT would. A read can hold
    /// thousands of keys, each of which may take the app a while: the signal pipe is looked at
    /// every `signalCheckInterval` seconds in between, so that SIGTERM or SIGINT ends the
    /// session within a fraction of a second whatever the input is doing.
    private mutating func handle(_ keys: [Key]) throws(TerminalError) -> TerminalSession.Ending? {
        var lastSignalCheck = MonotonicClock.now()
        for key in keys {
            if key == KeyScript.interrupt { return .interrupt }
            app.handle(key)
            needsDraw = true
            if app.isFinished { return .quit }
            let now = MonotonicClock.now()
            if now - lastSignalCheck >= Self.signalCheckInterval {
                lastSignalCheck = now
                if case .ready(let events) = Platform.waitUntilReadable([signalPipe], timeout: 0), events[0].contains(.readable),
                   let ending = try handleSignals() {
                    return ending
                }
            }
        }
        return nil
    }

    /// Reads the signal pipe: a resize redraws, a stop or a continue leaves and re-enters the
    /// terminal, any other signal ends the session.
    private mutating func handleSignals() throws(TerminalError) -> TerminalSession.Ending? {
        var numbers = [UInt8](repeating: 0, count: 64)
        guard case .bytes(let count) = Platform.read(signalPipe, into: &numbers) else { return nil }
        for number in numbers.prefix(count).map(Int32.init) {
            switch number {
            case Signals.windowChange:
                redrawAll()
            case Signals.terminalStop:
                session.leaveRawMode(to: original, handlers: handlers)
                handlers.stopProcess()
                try session.enterRawMode(from: original, handlers: handlers)
                redrawAll()
            case Signals.continue:
                // Stopped by a signal the session did not see (SIGSTOP), or continuing after
                // SIGTSTP: whatever the shell did to the terminal meanwhile is undone.
                try session.enterRawMode(from: original, handlers: handlers)
                redrawAll()
            default:
                return .signal(number)
            }
        }
        return nil
    }

    private mutating func redrawAll() {
        terminalSize = session.size
        updater.invalidate()
        needsDraw = true
    }

    /// The app's screen at the fixed size, or the terminal's.
    private func frame() -> Canvas {
        let size = Size(width: fixedWidth ?? terminalSize.width, height: fixedHeight ?? terminalSize.height)
        let screen = app.screen(size: size, profile: session.screenProfile)
        guard size != terminalSize else { return screen }
        var canvas = Canvas(size: terminalSize, profile: session.screenProfile)
        canvas.draw(screen, at: .zero)
        return canvas
    }
}

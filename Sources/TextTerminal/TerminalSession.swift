import Foundation
import ViewDataSupport
import TextRendering
import TextUI

/// Runs a `TerminalApp` full screen on a terminal: the alternate screen, raw keyboard input,
/// only changed rows redrawn, a redraw on resize, and the terminal put back as it was when the
/// app quits, on Ctrl-C, on SIGINT, SIGTERM, SIGHUP and SIGQUIT, and when the process crashes.
///
/// ```swift
/// let session = try TerminalSession()       // throws when standard input is not a terminal
/// let ending = try session.run(app)
/// ending.terminateProcess()                 // exit 0, or die of the signal that ended it
/// ```
///
/// Signals: the handlers are installed before the terminal enters raw mode and removed after
/// it is restored, and they only write the signal's number to a pipe the loop polls. A crash
/// (SIGSEGV, SIGABRT, …) restores the terminal, then hands the signal to the action that was
/// there before the session (Swift's backtracer prints its backtrace). SIGTSTP (`kill -TSTP`;
/// Ctrl-Z is a key in raw mode, and does nothing) restores the terminal, stops the process,
/// and when it continues enters raw mode again and redraws; so does SIGCONT after a stop the
/// session did not see (SIGSTOP). One session runs at a time in a process.
///
/// Time: the app hears the time about ten times a second, as `start` plus the time elapsed on
/// a monotonic clock, so that the wall clock stepping back or jumping does not stop or flood
/// the ticks.
public final class TerminalSession {
    private let input: Int32
    private let output: Int32
    private let usesColor: Bool
    private let profile: WidthProfile
    /// What the terminal shows, from the environment: styles are downsampled to its colours.
    private let capabilities: ConsoleCapabilities

    /// Sets up a session on `input` and `output` (standard input, 0, and standard output, 1, by default).
    ///
    /// - Parameters:
    ///   - input: The terminal to read keys from.
    ///   - output: The terminal to draw on (usually the same terminal).
    ///   - usesColor: Whether to draw styles (SGR); `false` draws plain text.
    ///   - profile: How East Asian Ambiguous characters are measured.
    ///   - environment: Where the terminal's colours and hyperlinks are read from, as
    ///     `ConsoleCapabilities` reads them (`COLORTERM`, `TERM`, `NO_COLOR`,
    ///     `FORCE_HYPERLINK`): a 256-colour terminal gets 256-colour sequences.
    /// - Throws: `TerminalError` `.notATerminal` when `input` or `output` is not a terminal.
    public init(
        input: Int32 = 0, output: Int32 = 1, usesColor: Bool = true,
        profile: WidthProfile = .standard, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(TerminalError) {
        guard Platform.isTerminal(input) else {
            let role = input == Platform.standardInput ? "standard input" : "the input"
            throw TerminalError(code: .notATerminal, "\(role) (descriptor \(input)) is not a terminal")
        }
        guard Platform.isTerminal(output) else {
            let role = output == Platform.standardOutput ? "standard output" : "the output"
            throw TerminalError(code: .notATerminal, "\(role) (descriptor \(output)) is not a terminal")
        }
        self.input = input
        self.output = output
        self.usesColor = usesColor
        self.profile = profile
        capabilities = ConsoleCapabilities.detect(isTerminal: true, terminalWidth: nil, environment: environment)
    }

    /// The terminal's size, from the kernel; 80×24 when it does not say.
    public var size: Size {
        Platform.windowSize(of: output) ?? Size(width: 80, height: 24)
    }

    /// Runs `app` until it finishes, input ends, or a signal stops it; the terminal is
    /// restored before this returns.
    ///
    /// - Parameters:
    ///   - app: The app.
    ///   - start: The time the app starts at; it then runs at the real pace.
    ///   - width: A fixed number of columns for the app's screen, drawn from the left edge
    ///     (what does not fit the terminal is cut off); `nil` follows the terminal.
    ///   - height: A fixed number of rows, drawn from the top; `nil` follows the terminal.
    ///   - tickInterval: How often the app hears the time, in seconds.
    /// - Throws: `TerminalError` when the terminal cannot be put in raw mode, the signal
    ///   handlers cannot be set up, or waiting for input fails.
    /// - Returns: Why the session ended.
    public func run(
        _ app: TerminalApp, startingAt start: Date = Date(), width: Int? = nil, height: Int? = nil,
        tickInterval: TimeInterval = 0.1
    ) throws(TerminalError) -> Ending {
        precondition((width ?? 1) > 0 && (height ?? 1) > 0, "a fixed size must be positive, got \(width ?? 0)×\(height ?? 0)")
        let original = try TerminalSettings.reading(input)
        let pipe = try SignalPipe()
        defer { pipe.close() }
        // Handlers first: a signal from here on reaches the loop, which restores the terminal.
        let handlers = try SignalHandlers(pipe: pipe.descriptors, terminal: input, output: output, settings: original)
        defer { handlers.uninstall() }
        try enterRawMode(from: original, handlers: handlers)
        defer { leaveRawMode(to: original, handlers: handlers) }
        var loop = SessionLoop(
            session: self, app: app, handlers: handlers, original: original, signalPipe: pipe.descriptors.read,
            start: start, fixedWidth: width, fixedHeight: height, tick: max(0.01, tickInterval))
        return try loop.run()
    }

    /// Alternate screen, hidden cursor, no automatic wrap, bracketed paste.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h"
    /// The reverse of `enterSequence`, with styles reset; a `StaticString` so that a crash
    /// handler can write its bytes.
    static let leaveSequence: StaticString = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Puts the terminal in raw mode and on the alternate screen.
    func enterRawMode(from original: TerminalSettings, handlers: SignalHandlers) throws(TerminalError) {
        if let code = original.raw.apply(to: input, timing: .afterOutputDiscardingInput) {
            throw TerminalError(
                code: .settings, "cannot put the terminal in raw mode: \(SystemCalls.describe(errorNumber: code))", errorNumber: code)
        }
        handlers.terminalIsRaw = true
        write(Self.enterSequence)
    }

    /// Leaves the alternate screen and restores `original`.
    func leaveRawMode(to original: TerminalSettings, handlers: SignalHandlers) {
        handlers.terminalIsRaw = false
        _ = Self.leaveSequence.withUTF8Buffer { OutputDescriptor.writeAll(UnsafeRawBufferPointer($0), to: output) }
        original.apply(to: input, timing: .afterOutputDiscardingInput)
    }

    func write(_ text: String) {
        OutputDescriptor.writeAll(text, to: output)
    }

    var inputDescriptor: Int32 { input }
    var screenProfile: WidthProfile { profile }
    /// The updater for a new screen: plain text, or styles as the terminal shows them.
    func makeScreenUpdater() -> ScreenUpdater {
        usesColor ? ScreenUpdater(colors: capabilities.colors, hyperlinks: capabilities.hyperlinks) : ScreenUpdater(usesColor: false)
    }
}

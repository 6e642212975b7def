#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TextRendering

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
    /// Why `run(_:startingAt:width:height:tickInterval:)` returned.
    public struct Ending: Sendable, Hashable, CustomStringConvertible {
        /// The signal that ended the session, if one did (Ctrl-C counts as SIGINT).
        public let signal: Int32?
        /// Whether input ended (the terminal went away).
        public let isEndOfInput: Bool

        /// The app finished (`q`).
        public static let quit = Ending(signal: nil, isEndOfInput: false)
        /// The input ended: the terminal hung up or closed.
        public static let endOfInput = Ending(signal: nil, isEndOfInput: true)
        /// A signal (or Ctrl-C, as SIGINT) ended the session.
        public static func signal(_ number: Int32) -> Ending { Ending(signal: number, isEndOfInput: false) }

        /// The status a process ending this way exits with: 0, or 128 plus the signal number
        /// (what a shell reports for a process a signal killed).
        public var exitStatus: Int32 { signal.map { 128 + $0 } ?? 0 }

        /// Ends the process the way the session ended: for a signal, the process dies of it
        /// (its default action), so that a shell sees the signal — a loop like
        /// `for a in …; do viewdata demo $a; done` stops at Ctrl-C; otherwise it exits 0.
        public func terminateProcess() -> Never {
            if let signal {
                var defaultAction = sigaction()
                _ = sigaction(signal, &defaultAction, nil)
                var set = sigset_t()
                sigemptyset(&set)
                sigaddset(&set, signal)
                _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
                raise(signal)
            }
            exit(exitStatus)
        }

        /// `quit`, `end of input` or `signal N`.
        public var description: String {
            if let signal { return "signal \(signal)" }
            return isEndOfInput ? "end of input" : "quit"
        }
    }

    /// The signals that end a session (Ctrl-C counts as SIGINT); `Ending.signal` holds one of
    /// them.
    public static let endingSignals: Set<Int32> = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private let input: Int32
    private let output: Int32
    private let usesColor: Bool
    private let profile: WidthProfile

    /// Sets up a session on `input` and `output` (standard input and output by default).
    ///
    /// - Parameters:
    ///   - input: The terminal to read keys from.
    ///   - output: The terminal to draw on (usually the same terminal).
    ///   - usesColor: Whether to draw styles (SGR); `false` draws plain text.
    ///   - profile: How East Asian Ambiguous characters are measured.
    /// - Throws: `TerminalError` `.notATerminal` when `input` or `output` is not a terminal.
    public init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, usesColor: Bool = true,
        profile: WidthProfile = .standard
    ) throws(TerminalError) {
        guard isatty(input) == 1 else {
            let role = input == STDIN_FILENO ? "standard input" : "the input"
            throw TerminalError(code: .notATerminal, "\(role) (descriptor \(input)) is not a terminal")
        }
        guard isatty(output) == 1 else {
            let role = output == STDOUT_FILENO ? "standard output" : "the output"
            throw TerminalError(code: .notATerminal, "\(role) (descriptor \(output)) is not a terminal")
        }
        self.input = input
        self.output = output
        self.usesColor = usesColor
        self.profile = profile
    }

    /// The terminal's size, from the kernel; 80×24 when it does not say.
    public var size: Size {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
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
        var original = termios()
        guard tcgetattr(input, &original) == 0 else {
            throw TerminalError(code: .settings, "cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
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
    func enterRawMode(from original: termios, handlers: SignalHandlers) throws(TerminalError) {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError(code: .settings, "cannot put the terminal in raw mode: \(String(cString: strerror(errno)))")
        }
        handlers.terminalIsRaw = true
        write(Self.enterSequence)
    }

    /// Leaves the alternate screen and restores `original`.
    func leaveRawMode(to original: termios, handlers: SignalHandlers) {
        handlers.terminalIsRaw = false
        _ = Self.leaveSequence.withUTF8Buffer { OutputDescriptor.writeAll(UnsafeRawBufferPointer($0), to: output) }
        var restored = original
        _ = tcsetattr(input, TCSAFLUSH, &restored)
    }

    func write(_ text: String) {
        OutputDescriptor.writeAll(text, to: output)
    }

    var inputDescriptor: Int32 { input }
    var screenProfile: WidthProfile { profile }
    var drawsColor: Bool { usesColor }
}

/// The session's signal pipe: non-blocking, and closed on `exec` so that a program the app
/// starts does not inherit it.
struct SignalPipe {
    let descriptors: (read: Int32, write: Int32)

    init() throws(TerminalError) {
        var fds: [Int32] = [-1, -1]
        // No pipe2(O_CLOEXEC) in Swift's Glibc; a program exec'd in the instant between the
        // two calls is not one this process starts while a session sets up.
        var made = pipe(&fds) == 0
        for fd in fds where made {
            made = fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 && fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0
        }
        guard made else {
            let reason = String(cString: strerror(errno))
            for fd in fds where fd >= 0 { _ = closeDescriptor(fd) }
            throw TerminalError(code: .signals, "cannot make a pipe for signals: \(reason)")
        }
        descriptors = (fds[0], fds[1])
    }

    func close() {
        _ = closeDescriptor(descriptors.read)
        _ = closeDescriptor(descriptors.write)
    }
}

#if canImport(Glibc)
private let closeDescriptor = Glibc.close
#else
private let closeDescriptor = Darwin.close
#endif


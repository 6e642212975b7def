#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TextRendering

/// Runs a `TerminalApp` full screen on a terminal: the alternate screen, raw keyboard input,
/// only changed rows redrawn, a redraw on resize, and the terminal put back as it was when the
/// app quits, on Ctrl-C, on SIGINT, SIGTERM and SIGHUP, and when the process crashes.
///
/// ```swift
/// let session = try TerminalSession()       // throws when standard input is not a terminal
/// let ending = try session.run(app)
/// exit(ending.exitStatus)
/// ```
///
/// One session runs at a time in a process (signal handlers are process-wide).
public final class TerminalSession {
    /// Why `run(_:)` returned.
    public struct Ending: Sendable, Hashable, CustomStringConvertible {
        /// The signal that ended the session, if one did (Ctrl-C counts as SIGINT).
        public let signal: Int32?
        /// Whether input ended (the terminal went away).
        public let isEndOfInput: Bool

        /// The app finished (`q`).
        public static let quit = Ending(signal: nil, isEndOfInput: false)
        /// Standard input closed.
        public static let endOfInput = Ending(signal: nil, isEndOfInput: true)
        /// A signal (or Ctrl-C, as SIGINT) ended the session.
        public static func signal(_ number: Int32) -> Ending { Ending(signal: number, isEndOfInput: false) }

        /// The status a process ending this way exits with: 0, or 128 plus the signal number.
        public var exitStatus: Int32 { signal.map { 128 + $0 } ?? 0 }

        /// `quit`, `end of input` or `signal N`.
        public var description: String {
            if let signal { return "signal \(signal)" }
            return isEndOfInput ? "end of input" : "quit"
        }
    }

    private let input: Int32
    private let output: Int32
    private let usesColor: Bool
    private let profile: WidthProfile

    /// Sets up a session on `input` and `output` (standard input and output by default).
    ///
    /// - Parameters:
    ///   - usesColor: Whether to draw styles (SGR); `false` draws plain text.
    ///   - profile: How East Asian Ambiguous characters are measured.
    /// - Throws: `TerminalError` when `input` or `output` is not a terminal.
    public init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, usesColor: Bool = true,
        profile: WidthProfile = .standard
    ) throws(TerminalError) {
        guard isatty(input) == 1 else { throw TerminalError("standard input (descriptor \(input)) is not a terminal") }
        guard isatty(output) == 1 else { throw TerminalError("standard output (descriptor \(output)) is not a terminal") }
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
    ///   - tickInterval: How often the app hears the time, in seconds.
    ///   - clock: Where the time comes from.
    /// - Throws: `TerminalError` when the terminal cannot be put in raw mode.
    /// - Returns: Why the session ended.
    public func run(_ app: TerminalApp, tickInterval: TimeInterval = 0.1, clock: () -> Date = Date.init) throws(TerminalError) -> Ending {
        var original = termios()
        guard tcgetattr(input, &original) == 0 else {
            throw TerminalError("cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError("cannot make a pipe for signals: \(String(cString: strerror(errno)))") }
        defer {
            close(fds[0])
            close(fds[1])
        }
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }

        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError("cannot put the terminal in raw mode: \(String(cString: strerror(errno)))")
        }
        let handlers = SignalHandlers(pipe: fds[1], terminal: input, original: original)
        writeAll(Self.enterSequence)
        defer {
            writeAll(Self.leaveSequence)
            var restored = original
            _ = tcsetattr(input, TCSAFLUSH, &restored)
            handlers.uninstall()
        }
        return loop(app, signalPipe: fds[0], tick: max(0.01, tickInterval), clock: clock)
    }

    /// Alternate screen, hidden cursor, no automatic wrap, bracketed paste.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h"
    /// The reverse of `enterSequence`, with styles reset.
    static let leaveSequence = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    private func loop(_ app: TerminalApp, signalPipe: Int32, tick: TimeInterval, clock: () -> Date) -> Ending {
        var updater = ScreenUpdater(usesColor: usesColor)
        var decoder = KeyDecoder()
        var screenSize = size
        var needsDraw = true
        var lastTick = clock()
        if app.advanceTime(to: lastTick) { needsDraw = true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !app.isFinished {
            if needsDraw {
                writeAll(updater.update(to: app.screen(size: screenSize, profile: profile)))
                needsDraw = false
            }
            let sinceTick = clock().timeIntervalSince(lastTick)
            let timeout = decoder.hasPendingInput ? 25 : Int32(max(0, (tick - sinceTick) * 1000).rounded(.up))
            var polled = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&polled, 2, timeout)
            if ready < 0, errno != EINTR { return .endOfInput }
            if ready > 0, polled[1].revents & Int16(POLLIN) != 0 {
                let count = read(signalPipe, &buffer, buffer.count)
                for byte in buffer.prefix(max(0, count)) {
                    let number = Int32(byte)
                    if number == SIGWINCH {
                        screenSize = size
                        updater.invalidate()
                        needsDraw = true
                    } else {
                        return .signal(number)
                    }
                }
            }
            if ready > 0, polled[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(input, &buffer, buffer.count)
                if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return .endOfInput }
                for key in decoder.decode(buffer.prefix(max(0, count))) {
                    if key == .control("c") { return .signal(SIGINT) }
                    app.handle(key)
                    needsDraw = true
                    if app.isFinished { return .quit }
                }
            } else if ready == 0, decoder.hasPendingInput {
                for key in decoder.flush() {
                    app.handle(key)
                    needsDraw = true
                    if app.isFinished { return .quit }
                }
            }
            let now = clock()
            if now.timeIntervalSince(lastTick) >= tick {
                lastTick = now
                if app.advanceTime(to: now) { needsDraw = true }
            }
        }
        return .quit
    }

    private func writeAll(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let written = write(output, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += written
            }
        }
    }
}

/// A terminal that cannot be used, with a sentence that says why.
public struct TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

// MARK: - Signals

// What the signal handlers use. Unsafe globals because a C signal handler can capture
// nothing; safe because each is written only while no handler that reads it is installed
// (before `SignalHandlers.init` installs them, after `uninstall()` removes them).

/// The write end of the session's signal pipe; -1 when no session runs.
nonisolated(unsafe) private var signalPipeDescriptor: Int32 = -1
/// What a crash handler restores: the terminal's descriptor and settings.
nonisolated(unsafe) private var crashTerminal: Int32 = -1
nonisolated(unsafe) private var crashSettings = termios()

/// Passes the signal's number to the session's loop through the pipe (write is
/// async-signal-safe).
private func forwardSignal(_ number: Int32) {
    let descriptor = signalPipeDescriptor
    guard descriptor >= 0 else { return }
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(descriptor, &byte, 1)
}

/// On a crash: put the terminal back, then die of the same signal.
private func restoreAndDie(_ number: Int32) {
    if crashTerminal >= 0 {
        let leave: StaticString = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
        _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
        _ = tcsetattr(crashTerminal, TCSAFLUSH, &crashSettings)
    }
    signal(number, SIG_DFL)
    raise(number)
}

/// The process's signal handlers while a session runs, and the ones they replaced.
private struct SignalHandlers {
    #if canImport(Glibc)
    typealias Handler = __sighandler_t?
    #else
    typealias Handler = (@convention(c) (Int32) -> Void)?
    #endif

    static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH]
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    private var previous: [(Int32, Handler)] = []

    init(pipe: Int32, terminal: Int32, original: termios) {
        crashTerminal = terminal
        crashSettings = original
        signalPipeDescriptor = pipe
        for number in Self.forwarded { previous.append((number, signal(number, forwardSignal))) }
        for number in Self.fatal { previous.append((number, signal(number, restoreAndDie))) }
    }

    func uninstall() {
        for (number, handler) in previous { signal(number, handler) }
        signalPipeDescriptor = -1
        crashTerminal = -1
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif

import Foundation
import TextRendering
import TextUI

/// Where the tool writes and reads, and what it knows about the terminal there.
struct Terminal {
    /// The number of columns, when standard output is a terminal that says.
    var columns: Int?
    /// Whether to write ANSI styles by default.
    var supportsColor: Bool
    var write: (String) -> Void
    var writeError: (String) -> Void
    /// Whether a person can answer questions: standard input and output are terminals.
    var isInteractive = false
    /// Reads one key press without waiting for Return; `nil` at the end of input.
    var readKey: (() -> Character?)?
    /// The folder commands work in.
    var workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// The environment variables the tool reads.
    var environment: [String: String] = [:]
    /// Runs an app full screen (colour, width profile) and returns the exit status; `nil`
    /// where there is no terminal to run it on.
    var runFullScreen: ((any TerminalApp, Bool, WidthProfile, @escaping () -> Date) -> Int32)?

    /// Standard output and standard error of this process.
    static var current: Terminal {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        var size = winsize()
        let columns = isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
            ? Int(size.ws_col) : nil
        let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
        let colorAllowed = environment("NO_COLOR").map(\.isEmpty) ?? true
        let dumb = environment("TERM") == "dumb"
        let fullScreen: ((any TerminalApp, Bool, WidthProfile, @escaping () -> Date) -> Int32)? = isTerminal && isatty(STDIN_FILENO) == 1
            ? { app, color, profile, clock in runFullScreen(app, color: color, profile: profile, clock: clock) } : nil
        return Terminal(
            columns: columns,
            supportsColor: isTerminal && colorAllowed && !dumb,
            write: { text in writeAll(text, to: STDOUT_FILENO) },
            writeError: { text in writeAll(text, to: STDERR_FILENO) },
            isInteractive: isTerminal && isatty(STDIN_FILENO) == 1,
            readKey: readKeyFromStandardInput,
            environment: ProcessInfo.processInfo.environment,
            runFullScreen: fullScreen)
    }

    /// Runs `app` in a terminal session on standard input and output.
    private static func runFullScreen(_ app: any TerminalApp, color: Bool, profile: WidthProfile, clock: @escaping () -> Date) -> Int32 {
        do {
            let session = try TerminalSession(usesColor: color, profile: profile)
            return try session.run(app, startingAt: clock()).exitStatus
        } catch {
            writeAll("viewdata: \(error)\n", to: STDERR_FILENO)
            return 1
        }
    }

    /// Reads one byte from standard input with line buffering and echo off.
    private static func readKeyFromStandardInput() -> Character? {
        var original = termios()
        let isTerminal = tcgetattr(STDIN_FILENO, &original) == 0
        if isTerminal {
            var raw = original
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        }
        defer { if isTerminal { _ = tcsetattr(STDIN_FILENO, TCSANOW, &original) } }
        var byte: UInt8 = 0
        while true {
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return Character(Unicode.Scalar(byte)) }
            if count < 0, errno == EINTR { continue }
            return nil
        }
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

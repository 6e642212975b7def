import Foundation
import TextRendering
import TextTerminal
import TextUI

/// How a command (`viewdata-demo`, `viewdata log inspect`) asks for an app to run full screen.
package struct FullScreenOptions: Equatable {
    /// Whether to draw styles.
    package var usesColor: Bool
    package var profile: WidthProfile
    /// Fixed columns and rows for the app's screen; `nil` follows the terminal.
    package var width: Int?
    package var height: Int?
    /// The app's time at the start; it then runs at the real pace.
    package var start: Date

    package init(usesColor: Bool, profile: WidthProfile, width: Int?, height: Int?, start: Date) {
        self.usesColor = usesColor
        self.profile = profile
        self.width = width
        self.height = height
        self.start = start
    }
}

/// Where the tool writes and reads, and what it knows about the terminal there.
package struct Terminal {
    /// The number of columns, when standard output is a terminal that says.
    package var columns: Int?
    /// The number of rows, when standard output is a terminal that says: the size a
    /// full-screen app starts at.
    package var rows: Int?
    /// Whether to write ANSI styles by default.
    package var supportsColor: Bool
    /// What standard output shows, as `ConsoleCapabilities` detects it: the colours styles
    /// are downsampled to, and hyperlinks.
    package var colors: ColorProfile = .trueColor
    package var hyperlinks = false
    /// The console on standard output, for commands that print through `Console`; `nil` in
    /// tests, where one is made on `write` (see `console`).
    package var standardOutputConsole: Console?
    package var write: (String) -> Void
    package var writeError: (String) -> Void
    /// Whether a person can answer questions: standard input and output are terminals.
    package var isInteractive = false
    /// Whether standard output is a terminal (where raw bytes from a file could act).
    package var outputIsTerminal = false
    /// Reads all of standard input.
    package var readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    /// Reads one key press without waiting for Return; `nil` at the end of input.
    package var readKey: (() -> Character?)?
    /// The folder commands work in.
    package var workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// The environment variables the tool reads.
    package var environment: [String: String] = [:]
    /// Runs an app full screen and returns the exit status; `nil` where there is no terminal
    /// that can show it.
    package var runFullScreen: ((any TerminalApp, FullScreenOptions) -> Int32)?
    /// The program's name, before every message on standard error: `viewdata: …`.
    package var programName = "viewdata"

    package init(
        columns: Int?, supportsColor: Bool, standardOutputConsole: Console? = nil, write: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void, isInteractive: Bool = false, readKey: (() -> Character?)? = nil,
        workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = [:], runFullScreen: ((any TerminalApp, FullScreenOptions) -> Int32)? = nil
    ) {
        self.columns = columns
        self.supportsColor = supportsColor
        self.standardOutputConsole = standardOutputConsole
        self.write = write
        self.writeError = writeError
        self.isInteractive = isInteractive
        self.readKey = readKey
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.runFullScreen = runFullScreen
    }

    /// Standard output and standard error of this process.
    package static var current: Terminal {
        current(
            environment: ProcessInfo.processInfo.environment,
            standardInputIsTerminal: Platform.isTerminal(Platform.standardInput),
            standardOutputIsTerminal: Platform.isTerminal(Platform.standardOutput))
    }

    /// Standard output and standard error, with what the environment says about them.
    ///
    /// A terminal that cannot be drawn on (`TERM` unset, empty or `dumb`) gets no full-screen
    /// app and no colour: the demo prints its walkthrough there.
    package static func current(environment: [String: String], standardInputIsTerminal: Bool, standardOutputIsTerminal: Bool) -> Terminal {
        // One detection for the tool and for every `Console` user: ConsoleCapabilities.
        let windowSize = standardOutputIsTerminal ? Platform.windowSize(of: Platform.standardOutput) : nil
        let capabilities = ConsoleCapabilities.detect(
            isTerminal: standardOutputIsTerminal, terminalWidth: windowSize?.width, environment: environment)
        let term = environment["TERM"] ?? ""
        let canDraw = !term.isEmpty && term != "dumb"
        let isInteractive = standardInputIsTerminal && standardOutputIsTerminal
        let fullScreen: ((any TerminalApp, FullScreenOptions) -> Int32)? = isInteractive && canDraw
            ? { app, options in runSession(app, options: options) } : nil
        var terminal = Terminal(
            columns: standardOutputIsTerminal || environment["COLUMNS"] != nil ? capabilities.width : nil,
            supportsColor: capabilities.usesEscapes && capabilities.colors != .none,
            write: { text in OutputDescriptor.writeAll(text, to: Platform.standardOutput) },
            writeError: { text in OutputDescriptor.writeAll(text, to: Platform.standardError) },
            isInteractive: isInteractive,
            readKey: readKeyFromStandardInput,
            environment: environment,
            runFullScreen: fullScreen)
        terminal.rows = windowSize?.height
        terminal.colors = capabilities.colors == .none ? .trueColor : capabilities.colors
        terminal.hyperlinks = capabilities.hyperlinks
        terminal.outputIsTerminal = standardOutputIsTerminal
        terminal.standardOutputConsole = Console.standardOutput
        return terminal
    }

    /// The console to print through: standard output's, or one on `write` with what this
    /// terminal knows (plain text unless `supportsColor`).
    package var console: Console {
        console(color: nil)
    }

    /// The console to print through, with styles when `color` is true, plain when it is false,
    /// and as the terminal takes them when it is `nil` (`--color` and `--no-color`).
    package func console(color: Bool?) -> Console {
        if let standardOutputConsole, color == nil || color == standardOutputConsole.capabilities.usesEscapes {
            return standardOutputConsole
        }
        let write = UncheckedSendable(self.write)
        let capabilities = ConsoleCapabilities(
            width: columns ?? 80, usesEscapes: color ?? supportsColor, colors: colors, hyperlinks: hyperlinks, isTerminal: false)
        return Console(capabilities: capabilities) { write.value($0) }
    }

    /// The console on standard error: the process's, where standard output's console is the
    /// process's too, else one on `writeError` (plain text).
    package var errorConsole: Console {
        if standardOutputConsole != nil { return Console.standardError }
        let write = UncheckedSendable(writeError)
        return Console(capabilities: .plain(width: columns ?? 80)) { write.value($0) }
    }

    /// `canvas` as text for standard output, as `console(color:)` prints it: with escape
    /// sequences (downsampled to the terminal's colours) or plain, at the canvas's own width.
    package func text(of canvas: Canvas, color: Bool?) -> String {
        console(color: color).text(of: canvas, width: canvas.width)
    }

    /// `path` as a URL: as it is when absolute, else in `workingDirectory`.
    package func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    }

    /// Writes `PROGRAM: MESSAGE` (`viewdata: …`) to standard error, the message on one line and made
    /// terminal-safe: messages quote file contents, names and arguments.
    package func report(_ message: String) {
        writeError("\(programName): \(message.terminalSafeLine)\n")
    }

    /// Runs `app` in a terminal session on standard input and output.
    private static func runSession(_ app: any TerminalApp, options: FullScreenOptions) -> Int32 {
        do throws(TerminalError) {
            let session = try TerminalSession(usesColor: options.usesColor, profile: options.profile)
            return try session.run(app, startingAt: options.start, width: options.width, height: options.height).exitStatus
        } catch {
            OutputDescriptor.writeAll("viewdata: \(error.message.terminalSafeLine)\n", to: Platform.standardError)
            return 1
        }
    }

    /// Reads one byte from standard input with line buffering and echo off.
    private static func readKeyFromStandardInput() -> Character? {
        Platform.readByteWithoutEcho(from: Platform.standardInput).map { Character(Unicode.Scalar($0)) }
    }
}


/// A value handed across a `@Sendable` boundary that is only ever used on one thread: a test
/// terminal's closure.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ViewDataSupport
import Testing
import TextRendering
@testable import TextTerminal
import TextUI

#if canImport(Glibc)
private let systemRead = Glibc.read

// Swift's Glibc module leaves out the X/Open pseudo-terminal calls: look them up in libc.
nonisolated(unsafe) private let libc = dlopen(nil, RTLD_NOW)
private func libcFunction<Function>(_ name: String, as type: Function.Type) -> Function {
    guard let symbol = dlsym(libc, name) else { fatalError("libc has no \(name)") }
    return unsafeBitCast(symbol, to: type)
}
nonisolated(unsafe) private let posix_openpt = libcFunction("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
nonisolated(unsafe) private let grantpt = libcFunction("grantpt", as: (@convention(c) (Int32) -> Int32).self)
nonisolated(unsafe) private let unlockpt = libcFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
nonisolated(unsafe) private let ptsname = libcFunction("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// What a session run in a test saw.
struct SessionResult: Sendable {
    var ending: TerminalSession.Ending
    var keys: [String]
    var windowSizes: [Size]
}

/// An app that shows the last key it got.
final class KeyEchoApp: TerminalApp {
    let label = Label("ready")
    let window: Window
    private(set) var keys: [String] = []
    private(set) var windowSizes: [Size] = []
    private(set) var isFinished = false

    init() {
        let controller = ViewController()
        label.style = Style.plain.foreground(.rgb(255, 135, 0))
        controller.view.addSubview(label)
        window = Window(rootViewController: controller, size: Size(width: 10, height: 3))
    }

    var statusLine: String { " q quit" }

    func handle(_ key: Key) {
        keys.append(key.description)
        if windowSizes.last != window.size { windowSizes.append(window.size) }
        label.text = "key \(key)"
        if key == .character("q") { isFinished = true }
    }
}

/// A pseudo-terminal pair: the master side for the test, the slave side for the session.
final class PseudoTerminal: @unchecked Sendable {
    // @unchecked: `output` is only touched by the test's own thread; the session's thread
    // gets nothing but the slave's descriptor number.
    let master: Int32
    let slave: Int32
    private(set) var output = ""
    private var bytes: [UInt8] = []
    private var isMasterOpen = true

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(width: Int, height: Int) throws {
        master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open \(String(cString: name))") }
        resize(width: width, height: height)
    }

    deinit {
        if isMasterOpen { close(master) }
        close(slave)
    }

    func resize(width: Int, height: Int) {
        var size = winsize()
        size.ws_col = UInt16(width)
        size.ws_row = UInt16(height)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    func type(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(master, $0.baseAddress, $0.count) }
    }

    func closeMaster() {
        close(master)
        isMasterOpen = false
    }

    /// The slave's settings, as a comparable value.
    func settings() throws -> TerminalSettings {
        try TerminalSettings.read(from: slave)
    }

    func setSettings(_ settings: TerminalSettings) throws {
        if let code = settings.apply(to: slave, timing: .now) {
            throw Failure(description: "tcsetattr failed: \(SystemCalls.describe(errorNumber: code))")
        }
    }

    /// Reads what the session writes until the output after character `offset` contains
    /// `text`; fails after 10 s without it.
    func read(until text: String, after offset: Int = 0) throws {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var waited = 0
        while !String(output.dropFirst(offset)).contains(text) {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 100)
            if ready <= 0 {
                waited += 1
                if waited > 100 { throw Failure(description: "the session never showed \(text.debugDescription); it showed \(output.debugDescription)") }
                continue
            }
            let count = systemRead(master, &buffer, buffer.count)
            guard count > 0 else { throw Failure(description: "the terminal closed before \(text.debugDescription); it showed \(output.debugDescription)") }
            bytes += buffer.prefix(count)
            output = String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Starts a session on the slave side in a thread of its own.
    func runSession(width: Int? = nil, height: Int? = nil, usesColor: Bool = false, environment: [String: String] = [:]) throws -> RunningSession {
        let running = RunningSession()
        let slave = slave
        let thread = Thread {
            let app = KeyEchoApp()
            let outcome: Result<SessionResult, TerminalError>
            do throws(TerminalError) {
                let session = try TerminalSession(input: slave, output: slave, usesColor: usesColor, environment: environment)
                let ending = try session.run(app, width: width, height: height)
                outcome = .success(SessionResult(ending: ending, keys: app.keys, windowSizes: app.windowSizes))
            } catch {
                outcome = .failure(error)
            }
            running.finish(outcome)
        }
        thread.start()
        return running
    }
}

/// A session running in another thread, and how it ended.
final class RunningSession: @unchecked Sendable {
    // @unchecked: `outcome` is written once by the session's thread before `done` is
    // signalled, and read by the test's thread only after waiting for it.
    private let done = DispatchSemaphore(value: 0)
    private var outcome: Result<SessionResult, TerminalError>?

    func finish(_ outcome: Result<SessionResult, TerminalError>) {
        self.outcome = outcome
        done.signal()
    }

    /// How the session ended; fails when it is still running after 10 s.
    func wait() throws -> SessionResult {
        guard done.wait(timeout: .now() + 10) == .success, let outcome else {
            throw PseudoTerminal.Failure(description: "the session did not end")
        }
        return try outcome.get()
    }
}

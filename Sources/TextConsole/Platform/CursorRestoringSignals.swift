#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// While a live region hides the cursor, the signals that end a process (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT) first show it again: the handler writes a line feed and `ESC [?25h` to the
/// region's output, puts back the action that was there before, and raises the signal again,
/// so the process ends as it would have (a shell sees the same status).
///
/// Handlers read only raw memory filled before they are installed and call only
/// async-signal-safe functions (`write`, `sigaction`, `raise`). One region at a time.
final class CursorRestoringSignals {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    private static let lock = NSLock()
    nonisolated(unsafe) private static var isInstalled = false

    /// Installs the handlers for `descriptor`; with `input`, a signal also puts back that
    /// terminal's settings (a prompt's raw mode) and turns bracketed paste off. `nil` when a
    /// region's handlers are installed already: those restore the cursor, and `input` too.
    init?(descriptor: Int32, input: (descriptor: Int32, settings: TerminalSettings)? = nil) {
        let claimed = Self.lock.withLock {
            if Self.isInstalled { return false }
            Self.isInstalled = true
            return true
        }
        guard claimed else {
            // Another owner (a live region) has the handlers: they read the same context, so
            // the input's settings are put back too.
            if let input { Self.restore(input) }
            return nil
        }
        let context = cursorContext
        context.pointee.descriptor = descriptor
        if let input { Self.restore(input) }
        for number in Self.signals {
            var action = sigaction(handler: restoreCursorAndResignal, flags: SA_RESTART)
            _ = sigaction(number, &action, context.pointee.previous + Int(number))
        }
    }

    /// Puts back the actions that were there before.
    /// Makes a signal put `input`'s settings back (and turn bracketed paste off), or stop
    /// doing so (`nil`).
    static func restore(_ input: (descriptor: Int32, settings: TerminalSettings)?) {
        let context = cursorContext
        if let input { context.pointee.settings = input.settings.value }
        context.pointee.input = input?.descriptor ?? -1
    }

    func uninstall() {
        let context = cursorContext
        for number in Self.signals {
            _ = sigaction(number, context.pointee.previous + Int(number), nil)
        }
        context.pointee.descriptor = -1
        context.pointee.input = -1
        Self.lock.withLock { Self.isInstalled = false }
    }
}

/// What the handler needs, in raw memory.
private struct CursorContext {
    var descriptor: Int32 = -1
    /// A terminal whose settings go back to `settings`, or -1.
    var input: Int32 = -1
    var settings = termios()
    /// The actions replaced, by signal number.
    var previous: UnsafeMutablePointer<sigaction>
}

/// Allocated once, before any handler can run.
nonisolated(unsafe) private let cursorContext: UnsafeMutablePointer<CursorContext> = {
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    previous.initialize(repeating: sigaction(), count: 65)
    let context = UnsafeMutablePointer<CursorContext>.allocate(capacity: 1)
    context.initialize(to: CursorContext(previous: previous))
    return context
}()

/// Shows the cursor on a line of its own, then lets the signal do what it did before.
private func restoreCursorAndResignal(_ number: Int32) {
    let context = cursorContext
    let descriptor = context.pointee.descriptor
    if context.pointee.input >= 0 {
        // tcsetattr is async-signal-safe.
        _ = tcsetattr(context.pointee.input, TCSANOW, &context.pointee.settings)
    }
    if descriptor >= 0, context.pointee.input >= 0 {
        // Bracketed paste off: ESC [ ? 2 0 0 4 l.
        var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x1B, 0x5B, 0x3F, 0x32, 0x30, 0x30, 0x34, 0x6C)
        _ = withUnsafeBytes(of: &bytes) { write(descriptor, $0.baseAddress, 8) }
    }
    if descriptor >= 0 {
        // "\n" then ESC [ ? 2 5 h.
        var bytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x0A, 0x1B, 0x5B, 0x3F, 0x32, 0x35, 0x68)
        _ = withUnsafeBytes(of: &bytes) { write(descriptor, $0.baseAddress, 7) }
    }
    _ = sigaction(number, context.pointee.previous + Int(number), nil)
    raise(number)
}

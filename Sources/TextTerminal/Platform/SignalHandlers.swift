#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ViewDataSupport

/// The process's signal handlers while a terminal session runs, and the actions they replaced.
///
/// Two kinds of handler:
/// - *Forwarded* signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT) write
///   their number to the session's signal pipe, which the session's loop polls: everything
///   else happens there, outside the handler.
/// - *Fatal* signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) put the terminal back
///   (the leave sequence to the session's output, the saved settings), reinstall the action
///   that was there before the session (usually Swift's crash backtracer, with its own flags)
///   and let it run: a fault happens again as soon as the faulting instruction runs again; a
///   signal that was sent is raised again. They run on an alternate signal stack (the
///   session's thread gets one when it has none), so that a stack overflow in the session
///   still restores the terminal.
///
/// Handlers run at any moment, between any two instructions of any thread: they read only
/// raw memory (`HandlerContext`, allocated once and filled before any handler is installed),
/// never a Swift global `var` (exclusivity checks), a class or an array (reference counting,
/// allocation), and call only async-signal-safe functions (`write`, `tcsetattr`, `sigaction`,
/// `raise`).
final class SignalHandlers {
    static let forwarded: [Int32] = TerminalSession.endingSignals.sorted() + [SIGWINCH, SIGTSTP, SIGCONT]
    static let fatal: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// One session at a time: the handlers and their context are process-wide.
    private static let lock = NSLock()
    /// Whether a session's handlers are installed; read and written only under `lock`.
    nonisolated(unsafe) private static var isInstalled = false

    /// The signal pipe's descriptors while handlers are installed; for tests.
    static var activePipe: (read: Int32, write: Int32)? {
        lock.withLock { isInstalled ? (handlerContext.pointee.pipeRead, handlerContext.pointee.pipeWrite) : nil }
    }

    /// The alternate stack this installed, to remove and free; `nil` when the thread had one.
    private let alternateStack: UnsafeMutableRawPointer?
    private var isUninstalled = false

    /// Fills the context and installs the handlers.
    ///
    /// - Parameters:
    ///   - pipe: The signal pipe: forwarded signals are written to `pipe.write`.
    ///   - terminal: The descriptor whose settings a crash restores.
    ///   - output: Where a crash writes the leave sequence.
    ///   - settings: The settings a crash restores.
    /// - Throws: `TerminalError` when another session is running, or a handler cannot be
    ///   installed (nothing is left installed then).
    init(pipe: (read: Int32, write: Int32), terminal: Int32, output: Int32, settings: TerminalSettings) throws(TerminalError) {
        let claimed = Self.lock.withLock {
            if Self.isInstalled { return false }
            Self.isInstalled = true
            return true
        }
        guard claimed else {
            throw TerminalError(code: .signals, "another terminal session is running in this process")
        }
        // Touch the context here, so that its lazy initialisation never happens in a handler.
        let context = handlerContext
        context.pointee.pipeRead = pipe.read
        context.pointee.pipeWrite = pipe.write
        context.pointee.terminal = terminal
        context.pointee.output = output
        context.pointee.settings = settings.value
        context.pointee.isRaw = 0
        context.pointee.leave = TerminalSession.leaveSequence.utf8Start
        context.pointee.leaveCount = TerminalSession.leaveSequence.utf8CodeUnitCount
        let stack = Self.installAlternateStack()
        var installed: [Int32] = []
        for number in Self.forwarded + Self.fatal {
            var action = Self.forwarded.contains(number)
                ? sigaction(handler: forwardSignal, flags: SA_RESTART | SA_ONSTACK)
                : sigaction(infoHandler: restoreTerminalAndResignal, flags: SA_SIGINFO | SA_ONSTACK)
            guard sigaction(number, &action, context.pointee.previous + Int(number)) == 0 else {
                let code = errno
                for number in installed { _ = sigaction(number, context.pointee.previous + Int(number), nil) }
                Self.removeAlternateStack(stack)
                Self.lock.withLock { Self.isInstalled = false }
                throw TerminalError(
                    code: .signals, "cannot handle signal \(number): \(SystemCalls.describe(errorNumber: code))", errorNumber: code)
            }
            installed.append(number)
        }
        alternateStack = stack
    }

    /// Whether a crash restores the terminal: only while the session has it in raw mode.
    var terminalIsRaw: Bool {
        get { handlerContext.pointee.isRaw != 0 }
        set { handlerContext.pointee.isRaw = newValue ? 1 : 0 }
    }

    /// Stops the process as SIGTSTP's default action would, with the session's SIGTSTP handler
    /// set aside; returns when the process continues (at once when the process group is
    /// orphaned, as the kernel then ignores the stop).
    func stopProcess() {
        var defaultAction = sigaction()
        var ours = sigaction()
        _ = sigaction(SIGTSTP, &defaultAction, &ours)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(SIGTSTP)
        _ = sigaction(SIGTSTP, &ours, nil)
    }

    /// Puts back the actions the handlers replaced, and the alternate stack. Call it once,
    /// after the terminal is restored and before the signal pipe is closed.
    func uninstall() {
        guard !isUninstalled else { return }
        isUninstalled = true
        let context = handlerContext
        context.pointee.isRaw = 0
        for number in Self.forwarded + Self.fatal {
            _ = sigaction(number, context.pointee.previous + Int(number), nil)
        }
        Self.removeAlternateStack(alternateStack)
        context.pointee.pipeWrite = -1
        context.pointee.pipeRead = -1
        Self.lock.withLock { Self.isInstalled = false }
    }

    // MARK: - The alternate signal stack

    private static let alternateStackSize = 256 * 1024

    /// Gives this thread an alternate signal stack when it has none. (tvOS and watchOS forbid
    /// `sigaltstack`: there the handlers run on the thread's own stack.)
    private static func installAlternateStack() -> UnsafeMutableRawPointer? {
        #if os(tvOS) || os(watchOS)
        return nil
        #else
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return nil }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: alternateStackSize, alignment: 16)
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        guard sigaltstack(&stack, nil) == 0 else {
            memory.deallocate()
            return nil
        }
        return memory
        #endif
    }

    private static func removeAlternateStack(_ memory: UnsafeMutableRawPointer?) {
        guard let memory else { return }
        #if !os(tvOS) && !os(watchOS)
        var stack = stack_t()
        stack.ss_flags = Int32(SS_DISABLE)
        _ = sigaltstack(&stack, nil)
        #endif
        memory.deallocate()
    }
}

// MARK: - What the handlers read

/// Everything a handler needs, in raw memory.
private struct HandlerContext {
    var pipeRead: Int32 = -1
    var pipeWrite: Int32 = -1
    var terminal: Int32 = -1
    var output: Int32 = -1
    /// 1 while the terminal is in raw mode: a crash restores it then.
    var isRaw: Int32 = 0
    var settings = termios()
    /// `TerminalSession.leaveSequence`'s bytes.
    var leave: UnsafePointer<UInt8>?
    var leaveCount = 0
    /// The actions the handlers replaced, indexed by signal number.
    var previous: UnsafeMutablePointer<sigaction>
}

/// Room for every signal number of Linux and Darwin.
private let signalSlots = 65

/// The handlers' context: a constant pointer, allocated once and never freed, so that a
/// handler reaches it without touching a Swift variable.
nonisolated(unsafe) private let handlerContext: UnsafeMutablePointer<HandlerContext> = {
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
    previous.initialize(repeating: sigaction(), count: signalSlots)
    let context = UnsafeMutablePointer<HandlerContext>.allocate(capacity: 1)
    context.initialize(to: HandlerContext(previous: previous))
    return context
}()

/// Passes the signal's number to the session's loop through the pipe (`write` is
/// async-signal-safe), keeping `errno` for the code the signal interrupted.
private func forwardSignal(_ number: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(handlerContext.pointee.pipeWrite, &byte, 1)
    errno = savedErrno
}

/// On a crash: put the terminal back, then let the action from before the session handle the
/// signal.
private func restoreTerminalAndResignal(
    _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ ucontext: UnsafeMutableRawPointer?
) {
    let context = handlerContext
    if context.pointee.isRaw != 0 {
        context.pointee.isRaw = 0
        if let leave = context.pointee.leave {
            _ = write(context.pointee.output, leave, context.pointee.leaveCount)
        }
        _ = tcsetattr(context.pointee.terminal, TCSAFLUSH, &context.pointee.settings)
    }
    _ = sigaction(number, context.pointee.previous + Int(number), nil)
    // A fault happens again when the handler returns and the instruction runs again, now
    // with the previous action and the fault's own details. A signal that was sent (kill,
    // abort) is raised again; blocked while this handler runs, it arrives when it returns.
    guard let info else {
        raise(number)
        return
    }
    #if canImport(Glibc)
    let wasSent = info.pointee.si_code <= 0  // SI_USER, SI_QUEUE, SI_TKILL, …
    #else
    let wasSent = info.pointee.si_code >= SI_USER  // SI_USER, SI_QUEUE, SI_TIMER, …
    #endif
    if wasSent { raise(number) }
}

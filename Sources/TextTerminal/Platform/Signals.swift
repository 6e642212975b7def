#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewDataSupport

/// The signal numbers the terminal runtime handles, and ending a process by one.
package enum Signals {
    /// Ctrl-C's signal.
    package static let interrupt: Int32 = SIGINT
    /// `kill`'s default signal.
    package static let terminate: Int32 = SIGTERM
    /// The terminal hung up.
    package static let hangUp: Int32 = SIGHUP
    /// Ctrl-\'s signal.
    package static let quit: Int32 = SIGQUIT
    /// The terminal changed size.
    package static let windowChange: Int32 = SIGWINCH
    /// A stop asked for from the terminal (`kill -TSTP`; Ctrl-Z is a key in raw mode).
    package static let terminalStop: Int32 = SIGTSTP
    /// The process continues after a stop.
    package static let `continue`: Int32 = SIGCONT

    /// Sends `signal` to this process.
    package static func raise(_ signal: Int32) {
        _ = kill(getpid(), signal)
    }

    /// Ends the process: when `signal` is given, it dies of that signal (its default action
    /// restored and the signal unblocked), so that a shell sees it; otherwise, or if the signal
    /// does not end it, it exits with `status`.
    package static func terminateProcess(signal: Int32?, status: Int32) -> Never {
        // A signal's default action skips `atexit` handlers: run the exit actions (log
        // writers' flushes) first.
        ExitActions.runAll()
        if let signal {
            var defaultAction = sigaction()
            _ = sigaction(signal, &defaultAction, nil)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signal)
            _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
            _ = systemRaise(signal)
        }
        exit(status)
    }
}

#if canImport(Glibc)
private let systemRaise = Glibc.raise
#elseif canImport(Darwin)
private let systemRaise = Darwin.raise
#endif

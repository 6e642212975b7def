#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewDataSupport

/// The session's signal pipe: non-blocking, and closed on `exec` so that a program the app
/// starts does not inherit it.
struct SignalPipe {
    let descriptors: (read: Int32, write: Int32)

    init() throws(TerminalError) {
        var fds: [Int32] = [-1, -1]
        // No pipe2(O_CLOEXEC) on Darwin nor in Swift's Glibc module; a program exec'd in the
        // instant between the two calls is not one this process starts while a session sets up.
        var made = pipe(&fds) == 0
        for fd in fds where made {
            made = fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 && fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0
        }
        guard made else {
            let code = errno
            for fd in fds where fd >= 0 { Platform.close(fd) }
            throw TerminalError(code: .signals, "cannot make a pipe for signals: \(SystemCalls.describe(errorNumber: code))", errorNumber: code)
        }
        descriptors = (fds[0], fds[1])
    }

    /// Whether `descriptor` is closed when the process runs another program; for tests.
    static func isClosedOnExec(_ descriptor: Int32) -> Bool {
        fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0
    }

    func close() {
        Platform.close(descriptors.read)
        Platform.close(descriptors.write)
    }
}

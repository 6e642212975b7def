#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension sigaction {
    /// An action that calls `handler` with the signal's number.
    package init(handler: @convention(c) (Int32) -> Void, flags: Int32) {
        self.init()
        #if canImport(Glibc)
        __sigaction_handler.sa_handler = handler
        #elseif canImport(Darwin)
        __sigaction_u.__sa_handler = handler
        #else
        #error("sigaction's handler field is not known on this platform")
        #endif
        sa_flags = flags
        sigemptyset(&sa_mask)
    }

    /// An action that calls `handler` with the signal's number, details and context
    /// (`SA_SIGINFO` must be among `flags`).
    package init(
        infoHandler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void,
        flags: Int32
    ) {
        self.init()
        #if canImport(Glibc)
        __sigaction_handler.sa_sigaction = infoHandler
        #elseif canImport(Darwin)
        __sigaction_u.__sa_sigaction = infoHandler
        #else
        #error("sigaction's handler field is not known on this platform")
        #endif
        sa_flags = flags
        sigemptyset(&sa_mask)
    }
}

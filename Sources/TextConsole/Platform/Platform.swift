#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
#error("Console output supports Linux (Glibc) and Apple platforms (Darwin).")
#endif
import TextRendering

/// Console output's and the terminal runtime's calls into the operating system.
///
/// The files in `Platform/` are the only ones that import Glibc or Darwin
/// (`Scripts/check-portability.sh` checks this); the rest of the runtime calls these wrappers,
/// which take and return Swift types, so that each platform's differences (the `termios`
/// field types, `sigaction`'s handler union, `ioctl`'s request type) stay in one place.
package enum Platform {
    /// Standard input's descriptor.
    package static let standardInput: Int32 = STDIN_FILENO
    /// Standard output's descriptor.
    package static let standardOutput: Int32 = STDOUT_FILENO
    /// Standard error's descriptor.
    package static let standardError: Int32 = STDERR_FILENO

    /// Whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The size of the terminal `descriptor` refers to, as the kernel says; `nil` when it is
    /// not a terminal or does not know (a size of zero).
    package static func windowSize(of descriptor: Int32) -> Size? {
        var size = winsize()
        // `TIOCGWINSZ` is `UInt` on Darwin and `Int32` on Linux; `ioctl` takes `UInt` on both.
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return Size(width: Int(size.ws_col), height: Int(size.ws_row))
    }
}

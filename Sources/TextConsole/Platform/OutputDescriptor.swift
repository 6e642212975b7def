#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// Writing to a file descriptor, whole.
package enum OutputDescriptor {
    /// Writes all of `text` to `descriptor`: retries when interrupted, and waits until the
    /// descriptor can take more when it would block (a non-blocking terminal or pipe).
    ///
    /// - Returns: Whether everything was written; `false` when the descriptor fails (closed,
    ///   hung up), with the rest left unwritten.
    @discardableResult
    package static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`; see `writeAll(_:to:)`.
    @discardableResult
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN, EWOULDBLOCK:
                guard waitUntilWritable(descriptor) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Waits until `descriptor` can take more bytes; `false` when it never will.
    private static func waitUntilWritable(_ descriptor: Int32) -> Bool {
        while true {
            var polled = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&polled, 1, -1)
            if ready < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return false
            }
            if polled.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return false }
            if polled.revents & Int16(POLLOUT) != 0 { return true }
        }
    }
}

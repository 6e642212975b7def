#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#else
#error("Terminal input supports Linux (Glibc) and Apple platforms (Darwin).")
#endif
import TextRendering

#if canImport(Glibc)
private let systemRead = Glibc.read
private let systemClose = Glibc.close
#elseif canImport(Darwin)
private let systemRead = Darwin.read
private let systemClose = Darwin.close
#endif

// Reading input: what prompts and the terminal runtime read keys with.
extension Platform {
    /// The calling thread's last error number (`errno`).
    package static var lastErrorNumber: Int32 { errno }

    /// Closes `descriptor`, ignoring failure (there is nothing left to do with it).
    package static func close(_ descriptor: Int32) {
        _ = systemClose(descriptor)
    }

    // MARK: - Reading

    /// What one read from a descriptor gave.
    package enum ReadResult: Equatable {
        /// This many bytes, at the start of the buffer.
        case bytes(Int)
        /// The input ended: end of file, or the terminal hung up (`EIO`).
        case endOfInput
        /// Nothing now: interrupted by a signal, or nothing to read on a non-blocking descriptor.
        case retry
        /// The read failed with this error number.
        case failed(Int32)
    }

    /// Reads at most `buffer.count` bytes from `descriptor` into `buffer`.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8]) -> ReadResult {
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(count) }
        if count == 0 { return .endOfInput }
        switch errno {
        case EINTR, EAGAIN, EWOULDBLOCK: return .retry
        case EIO: return .endOfInput
        case let code: return .failed(code)
        }
    }

    // MARK: - Waiting

    /// What `poll` said of one descriptor.
    package struct PollEvents: OptionSet {
        package let rawValue: Int16

        package init(rawValue: Int16) {
            self.rawValue = rawValue
        }

        package static let readable = PollEvents(rawValue: Int16(POLLIN))
        package static let error = PollEvents(rawValue: Int16(POLLERR))
        package static let hungUp = PollEvents(rawValue: Int16(POLLHUP))
        package static let invalid = PollEvents(rawValue: Int16(POLLNVAL))
        /// Any of the failures: the descriptor will give nothing more.
        package static let failure: PollEvents = [.error, .hungUp, .invalid]
    }

    /// What waiting for several descriptors gave.
    package enum PollResult {
        /// The events of each descriptor, in the order they were given (empty: none yet).
        case ready([PollEvents])
        /// A signal interrupted the wait; wait again.
        case interrupted
        /// The wait failed with this error number.
        case failed(Int32)
    }

    /// Waits until one of `descriptors` can be read, or `timeout` milliseconds pass.
    package static func waitUntilReadable(_ descriptors: [Int32], timeout: Int32) -> PollResult {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        // `nfds_t` is `UInt32` on Darwin and `UInt` on Linux.
        let ready = poll(&polled, nfds_t(polled.count), timeout)
        if ready < 0 {
            let code = errno
            return code == EINTR || code == EAGAIN ? .interrupted : .failed(code)
        }
        return .ready(polled.map { PollEvents(rawValue: $0.revents) })
    }
}

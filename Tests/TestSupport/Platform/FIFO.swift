import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a FIFO (a named pipe) at `url`, for tests of what is refused before it is read:
/// opening one to read waits for a writer, forever in a test.
///
/// - Throws: `POSIXError` when `mkfifo(3)` fails.
public func makeFIFO(at url: URL) throws {
    guard mkfifo(url.path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened for appending only (`O_APPEND`): every `append` lands at the end, written
/// whole by as many `write` calls as the system needs. StateFlow's one seam to the system's
/// file calls; Foundation's `FileHandle` cannot open a file in append mode, and a seek to the
/// end before each write is not atomic against another appender.
final class AppendOnlyFile {
    /// The file's path, for messages.
    let path: String
    private let descriptor: Int32

    /// Opens `path` for appending, creating it (mode 0644) when missing.
    ///
    /// - Throws: `POSIXError` with the system's error number.
    init(path: String) throws(POSIXError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.lastError() }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Appends `bytes`, retrying after signals and short writes.
    ///
    /// - Throws: `POSIXError` with the system's error number; some of the bytes may have
    ///   been written then.
    func append(_ bytes: [UInt8]) throws(POSIXError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw Self.lastError()
            }
            offset += written
        }
    }

    /// Cuts the file at `path` to `length` bytes.
    ///
    /// - Throws: `POSIXError` with the system's error number.
    static func cut(path: String, toLength length: Int) throws(POSIXError) {
        guard truncate(path, off_t(length)) == 0 else { throw lastError() }
    }

    /// The system's sentence for an error number: `No space left on device`.
    static func describe(_ error: POSIXError) -> String {
        String(cString: strerror(error.code.rawValue))
    }

    /// `errno` as a `POSIXError`.
    private static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}

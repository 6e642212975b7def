import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened for appending only (`O_APPEND`): every `append` lands at the end, written
/// whole by as many `write` calls as the system needs (StateFlow's logs). Foundation's
/// `FileHandle` cannot open a file in append mode, and a seek to the end before each write is
/// not atomic against another appender.
package final class AppendOnlyFile {
    /// The file's path, for messages.
    package let path: String
    private let descriptor: Int32

    /// Opens `path` for appending, creating it (mode 0644) when missing.
    ///
    /// - Throws: `POSIXError` with the system's error number.
    package init(path: String) throws(POSIXError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemCalls.lastError() }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Appends `bytes`, retrying after signals and short writes.
    ///
    /// - Throws: `POSIXError` with the system's error number; some of the bytes may have
    ///   been written then.
    package func append(_ bytes: [UInt8]) throws(POSIXError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw SystemCalls.lastError()
            }
            offset += written
        }
    }
}

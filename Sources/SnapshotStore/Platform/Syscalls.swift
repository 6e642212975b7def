import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SnapshotStore's one seam to the system: what Foundation does not offer, or offers without
/// the guarantee the store needs.
enum Platform {
    /// This process's identifier, written in session manifests.
    static var processID: Int32 { getpid() }

    /// The parent process's identifier (`swift test` for a test process), written in session
    /// manifests so that a review can tell runs apart. Foundation has no way to ask for it.
    static var parentProcessID: Int32 { getppid() }

    /// Renames `source` to `destination` in one step, replacing `destination` if it exists:
    /// readers see the old file or the new one, never neither. (`FileManager.moveItem` refuses
    /// to replace, and `replaceItemAt` may copy.)
    ///
    /// - Throws: `POSIXError` with the system's error number; both files are as they were.
    static func move(_ source: String, replacing destination: String) throws(POSIXError) {
        guard rename(source, destination) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Whether `buffer` holds `byte` (the C library's `memchr`, which is vectorised).
    static func contains(_ byte: UInt8, in buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
        return memchr(base, Int32(byte), buffer.count) != nil
    }

    /// Compares `count` bytes (the C library's `memcmp`).
    static func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }

    /// The value of environment variable `name`, read now (unlike Foundation's
    /// `ProcessInfo.environment`, without copying the whole environment into a dictionary).
    static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The system's sentence for an error: `No such file or directory`.
    static func describe(_ error: POSIXError) -> String {
        String(cString: strerror(error.code.rawValue))
    }
}

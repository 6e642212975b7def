import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls `FileReplacement` needs: ViewDataSupport's platform seam.
enum FileSyscalls {
    /// Renames `source` to `destination` in one step, replacing `destination`: readers see the
    /// old file or the new one, never neither.
    ///
    /// - Returns: `nil`, or the system's error number.
    static func move(_ source: String, over destination: String) -> Int32? {
        rename(source, destination) == 0 ? nil : errno
    }

    /// What is at `path`, following symbolic links (`stat(2)`); `nil` when nothing is, or it
    /// cannot be looked at.
    static func kind(at path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        // As `Int`: `mode_t` and the `S_IF…` constants differ in width between systems.
        switch Int(status.st_mode) & Int(S_IFMT) {
        case Int(S_IFREG): return .file
        case Int(S_IFDIR): return .folder
        case Int(S_IFIFO): return .fifo
        case Int(S_IFCHR), Int(S_IFBLK): return .device
        case Int(S_IFSOCK): return .socket
        default: return .other
        }
    }

    /// The system's sentence for error number `code`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

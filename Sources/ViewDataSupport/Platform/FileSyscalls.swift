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

    /// The system's sentence for error number `code`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

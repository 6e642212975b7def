import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process that started this one.
struct ParentProcess: Sendable, Hashable {
    var id: Int32
    /// When it started, in the system's own units; with `id`, a name no other process has.
    var startTime: String
    /// Its command line, the program first.
    var arguments: [String]
}

/// SnapshotStore's one seam to the system: what Foundation does not offer, or offers without
/// the guarantee the store needs.
enum Platform {
    /// This process's identifier, written in session manifests.
    static var processID: Int32 { getpid() }

    /// The parent process's identifier (`swift test` for a test process), written in session
    /// manifests so that a review can tell runs apart. Foundation has no way to ask for it.
    static var parentProcessID: Int32 { getppid() }

    /// The parent process (`swift test` for a test process) as far as this system tells: its
    /// arguments and the time it started, which together with its identifier name it uniquely
    /// (identifiers are reused; a start time is not, for the same identifier).
    ///
    /// Linux reads `/proc/<ppid>/cmdline` and field 22 of `/proc/<ppid>/stat`. Other systems
    /// return `nil` (Darwin could ask `sysctl(KERN_PROCARGS2)`; not done, so on Apple platforms
    /// each test process prints its own summary line).
    static func parentProcess() -> ParentProcess? {
        #if os(Linux)
        let id = getppid()
        guard let command = FileManager.default.contents(atPath: "/proc/\(id)/cmdline"),
              let stat = FileManager.default.contents(atPath: "/proc/\(id)/stat"),
              let statText = String(data: stat, encoding: .utf8),
              let end = statText.lastIndex(of: ")")
        else { return nil }
        // Fields after the command name, which is in parentheses and may hold spaces: the
        // state is field 3, so the start time (field 22) is the 20th after the parenthesis.
        let fields = statText[statText.index(after: end)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
        let arguments = command.split(separator: 0, omittingEmptySubsequences: false).dropLast()
            .map { String(decoding: $0, as: UTF8.self) }
        return ParentProcess(id: id, startTime: String(fields[19]), arguments: Array(arguments))
        #else
        return nil
        #endif
    }

    /// Removes the folder at `path` only if it is empty, in one call (`rmdir`): a file written
    /// into it meanwhile (another test process) makes it fail rather than be deleted with it.
    ///
    /// - Returns: Whether the folder was removed.
    static func removeEmptyDirectory(atPath path: String) -> Bool {
        rmdir(path) == 0
    }

    /// Appends `text` to the file at `path` with one `write` in append mode, creating the file
    /// (mode 0600) if need be: appends of a few bytes from processes running at once land
    /// whole, one after the other.
    ///
    /// - Throws: `POSIXError` with the system's error number.
    static func append(_ text: String, toFileAt path: String) throws(POSIXError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

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

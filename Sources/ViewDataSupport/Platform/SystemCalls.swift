import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A process that started this one.
package struct ParentProcess: Sendable, Hashable {
    package var id: Int32
    /// When it started, in the system's own units; with `id`, a name no other process has.
    package var startTime: String
    /// Its command line, the program first.
    package var arguments: [String]

    package init(id: Int32, startTime: String, arguments: [String]) {
        self.id = id
        self.startTime = startTime
        self.arguments = arguments
    }
}

extension ParentProcess {
    /// The arguments in the area macOS's `sysctl(KERN_PROCARGS2)` returns: the argument count
    /// (a 32-bit integer in the machine's order), the executable's path ended by a NUL, more
    /// NULs to align, then that many NUL-ended arguments (the environment follows; it is not
    /// read). `nil` when the area is shorter than its count says. An empty first argument
    /// cannot be told from the padding and is skipped with it, shifting the rest (the area
    /// itself is ambiguous there); `swift test` never starts with one.
    package static func arguments(fromArgumentArea area: some Collection<UInt8>) -> [String]? {
        let bytes = Array(area)
        guard bytes.count >= 4 else { return nil }
        let count = bytes.withUnsafeBytes { Int($0.loadUnaligned(as: Int32.self)) }
        guard count >= 0 else { return nil }
        guard var position = bytes[4...].firstIndex(of: 0) else { return nil }  // the end of the path
        while position < bytes.count, bytes[position] == 0 { position += 1 }
        var arguments: [String] = []
        arguments.reserveCapacity(min(count, 256))
        while arguments.count < count {
            guard position < bytes.count, let end = bytes[position...].firstIndex(of: 0) else { return nil }
            arguments.append(String(decoding: bytes[position..<end], as: UTF8.self))
            position = end + 1
        }
        return arguments
    }
}

/// The package's one seam to the system outside the terminal (whose own is TextTerminal's
/// `Platform`): what Foundation does not offer, or offers without the guarantee the libraries
/// need. Every `rename`, `append`, `strerror` and file-status call of the snapshot store, the
/// state logs and atomic file replacement goes through here, as swift-system keeps its
/// syscalls in one file.
package enum SystemCalls {
    /// This process's identifier, written in session manifests.
    package static var processID: Int32 { getpid() }

    /// The parent process's identifier (`swift test` for a test process), written in session
    /// manifests so that a review can tell runs apart. Foundation has no way to ask for it.
    package static var parentProcessID: Int32 { getppid() }

    /// The parent process (`swift test` for a test process) as far as this system tells: its
    /// arguments and the time it started, which together with its identifier name it uniquely
    /// (identifiers are reused; a start time is not, for the same identifier).
    ///
    /// Linux reads `/proc/<ppid>/cmdline` and field 22 of `/proc/<ppid>/stat` (clock ticks
    /// since boot). macOS asks `sysctl`: `KERN_PROC_PID` for the start time (seconds and
    /// microseconds since 1970) and `KERN_PROCARGS2` for the arguments. Other systems (iOS,
    /// tvOS, watchOS, visionOS, where tests run under Xcode, not `swift test`) return `nil`,
    /// and each test process prints its own summary line and writes its own inline edits.
    package static func parentProcess() -> ParentProcess? {
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
        #elseif os(macOS)
        let id = getppid()
        var info = kinfo_proc()
        var infoSize = MemoryLayout<kinfo_proc>.stride
        var infoName: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, id]
        guard sysctl(&infoName, u_int(infoName.count), &info, &infoSize, nil, 0) == 0,
              infoSize == MemoryLayout<kinfo_proc>.stride, info.kp_proc.p_pid == id
        else { return nil }
        let started = info.kp_proc.p_un.__p_starttime
        // The size first, then the area: argc, the executable's path, padding, the arguments
        // and the environment.
        var argumentsName: [Int32] = [CTL_KERN, KERN_PROCARGS2, id]
        var areaSize = 0
        guard sysctl(&argumentsName, u_int(argumentsName.count), nil, &areaSize, nil, 0) == 0, areaSize > 0 else {
            return nil
        }
        var area = [UInt8](repeating: 0, count: areaSize)
        guard sysctl(&argumentsName, u_int(argumentsName.count), &area, &areaSize, nil, 0) == 0,
              let arguments = ParentProcess.arguments(fromArgumentArea: area.prefix(areaSize))
        else { return nil }
        let microseconds = String(started.tv_usec)
        let startTime = "\(started.tv_sec)." + String(repeating: "0", count: max(0, 6 - microseconds.count)) + microseconds
        return ParentProcess(id: id, startTime: startTime, arguments: arguments)
        #else
        return nil
        #endif
    }

    /// Removes the folder at `path` only if it is empty, in one call (`rmdir`): a file written
    /// into it meanwhile (another test process) makes it fail rather than be deleted with it.
    ///
    /// - Returns: Whether the folder was removed.
    package static func removeEmptyDirectory(atPath path: String) -> Bool {
        rmdir(path) == 0
    }

    /// Appends `text` to the file at `path` with one `write` in append mode, creating the file
    /// (mode 0600) if need be: appends of a few bytes from processes running at once land
    /// whole, one after the other.
    ///
    /// - Throws: `POSIXError` with the system's error number.
    package static func append(_ text: String, toFileAt path: String) throws(POSIXError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw lastError() }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw lastError() }
    }

    /// Renames `source` to `destination` in one step, replacing `destination` if it exists:
    /// readers see the old file or the new one, never neither. (`FileManager.moveItem` refuses
    /// to replace, and `replaceItemAt` may copy.)
    ///
    /// - Throws: `POSIXError` with the system's error number; both files are as they were.
    package static func move(_ source: String, replacing destination: String) throws(POSIXError) {
        guard rename(source, destination) == 0 else { throw lastError() }
    }

    /// Whether `buffer` holds `byte` (the C library's `memchr`, which is vectorised).
    package static func contains(_ byte: UInt8, in buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
        return memchr(base, Int32(byte), buffer.count) != nil
    }

    /// Compares `count` bytes (the C library's `memcmp`).
    package static func bytesEqual(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(first, second, count) == 0
    }

    /// The value of environment variable `name`, read now (unlike Foundation's
    /// `ProcessInfo.environment`, without copying the whole environment into a dictionary).
    package static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The system's sentence for an error: `No such file or directory`.
    package static func describe(_ error: POSIXError) -> String {
        describe(errorNumber: error.code.rawValue)
    }

    /// The system's sentence for error number `code`, from `strerror_r`: safe on any thread
    /// (log writers describe their errors on queues of their own), where `strerror` may share a
    /// buffer between threads.
    package static func describe(errorNumber code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        return buffer.withUnsafeMutableBufferPointer { buffer in
            // The POSIX strerror_r (glibc's too, as Swift imports it) fills the buffer; for a
            // number it does not know it returns EINVAL, with "Unknown error N" in the buffer.
            _ = strerror_r(code, buffer.baseAddress!, buffer.count)
            let sentence = String(cString: buffer.baseAddress!)
            return sentence.isEmpty ? "error \(code)" : sentence
        }
    }

    /// What is at `path`, following symbolic links (`stat(2)`); `nil` when nothing is, or it
    /// cannot be looked at.
    package static func kind(at path: String) -> FileKind? {
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

    /// Whether files may be written in the folder at `path`, or, when it does not exist yet, in
    /// the nearest folder above it that does: `false` when that folder is on a read-only file
    /// system, or no one may write to it by its mode (a checkout made read-only with
    /// `chmod -R a-w`, which root could still write to: the mode is the checkout's intent).
    package static func isWritableFolder(atPath path: String) -> Bool {
        var candidate = path.isEmpty ? "/" : path
        var status = stat()
        while stat(candidate, &status) != 0 {
            guard errno == ENOENT, let slash = candidate.lastIndex(of: "/") else { return false }
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
        }
        return Int(status.st_mode) & 0o222 != 0 && access(candidate, W_OK) == 0
    }

    /// Cuts the file at `path` to `length` bytes (`truncate`).
    ///
    /// - Throws: `POSIXError` with the system's error number.
    package static func cut(path: String, toLength length: Int) throws(POSIXError) {
        guard truncate(path, off_t(length)) == 0 else { throw lastError() }
    }

    /// Runs `handler` when the process calls `exit` or returns from `main` (`atexit`).
    package static func atExit(_ handler: @convention(c) () -> Void) {
        atexit(handler)
    }

    /// `errno` as a `POSIXError`.
    package static func lastError() -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}

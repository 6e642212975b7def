import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries read in one pass of `readdir(3)`, with what each entry is from the
/// directory itself (`d_type`), so that walking a tree costs one read per folder and no `stat`
/// per file. Foundation's enumerators ask for attributes per file (on Linux, `stat` and, for
/// owners' names, look-ups that may open sockets); a repository of 200,000 files cannot wait
/// for that.
package enum DirectoryListing {
    /// One entry of a folder.
    package struct Entry: Sendable, Hashable {
        /// What an entry is.
        package enum Kind: Sendable, Hashable {
            case file, folder, symbolicLink, other
        }

        /// The entry's name (never `.` or `..`).
        package var name: String
        /// What it is; a symbolic link is not followed.
        package var kind: Kind
    }

    /// The entries of the folder at `path`, in the order the file system gives them.
    ///
    /// - Throws: `POSIXError` with the system's error number when the folder cannot be opened.
    package static func entries(atPath path: String) throws(POSIXError) -> [Entry] {
        guard let stream = opendir(path) else { throw SystemCalls.lastError() }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: Entry.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .file
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_UNKNOWN): kind = kindWithoutFollowing(atPath: path + "/" + name)
            default: kind = .other
            }
            entries.append(Entry(name: name, kind: kind))
        }
        return entries
    }

    /// What is at `path`, a symbolic link not followed (`lstat(2)`); `.other` when nothing is.
    package static func kindWithoutFollowing(atPath path: String) -> Entry.Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch Int(status.st_mode) & Int(S_IFMT) {
        case Int(S_IFREG): return .file
        case Int(S_IFDIR): return .folder
        case Int(S_IFLNK): return .symbolicLink
        default: return .other
        }
    }

    /// When the file at `path` was last modified (`stat(2)`, links followed), or `nil` when
    /// nothing is there.
    package static func modificationDate(atPath path: String) -> Date? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let time = status.st_mtimespec
        #else
        let time = status.st_mtim
        #endif
        return Date(timeIntervalSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }
}

import Foundation
import ViewDataSupport

/// Reading and writing reference files: UTF-8, LF, one final newline, atomic writes.
///
/// A reference written here holds the snapshot's text followed by one line feed, so that every
/// reference ends in a newline and text that itself ends in one keeps it: reading drops exactly
/// one final line feed. A reference swift-snapshot-testing wrote holds the text alone; it is
/// read and compared as it is too (`holdsExactly`, `Contents.textAsWritten`), so that moving a
/// suite over changes no file.
package enum SnapshotFile {
    /// A reference's text as read from disk.
    package struct Contents: Sendable, Hashable {
        /// The text, without the final line feed.
        package var text: String
        /// The text as it read before a checkout turned its LF line ends into CRLF: every CRLF
        /// made LF, without the final line feed; `nil` when the file has no CRLF.
        package var textWithLF: String?
        /// Whether the file ends in a line feed, which `text` leaves out.
        package var endsInLineFeed: Bool
        /// Whether the file has CRLF line ends (a git `autocrlf` checkout, say).
        package var hasCRLF: Bool { textWithLF != nil }

        /// The text as the file holds it, the final line feed kept: what swift-snapshot-testing
        /// wrote for text that ends in a newline (it adds none). LF for CRLF when `lineFeeds`.
        package func textAsWritten(lineFeeds: Bool) -> String {
            (lineFeeds ? textWithLF ?? text : text) + (endsInLineFeed ? "\n" : "")
        }
    }

    /// Reads a reference, or returns `nil` when there is no file.
    ///
    /// - Parameter displayPath: The path to name in errors (relative to the package root).
    /// - Throws: `SnapshotError` `.corruptReference` when the file is not valid UTF-8 (naming the
    ///   byte and its offset), `.fileSystem` when it cannot be read.
    package static func read(_ url: URL, displayPath: String) throws -> Contents? {
        try readData(url, displayPath: displayPath).map { try contents(of: $0, displayPath: displayPath) }
    }

    /// A reference's bytes, or `nil` when there is no file.
    ///
    /// - Throws: `SnapshotError` `.fileSystem` when the file exists and cannot be read.
    package static func readData(_ url: URL, displayPath: String) throws -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch {
            if !FileManager.default.fileExists(atPath: url.path) { return nil }
            throw SnapshotError(code: .fileSystem, "Cannot read reference '\(displayPath)': \(error.localizedDescription)")
        }
    }

    /// Whether a reference's bytes are exactly what writing `text` would put in the file: the
    /// check that lets a matching snapshot skip decoding and comparing text.
    package static func data(_ data: Data, holds text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard data.count == utf8.count + 1, data.last == 0x0A else { return false }
            return data.withUnsafeBytes { bytes in
                utf8.isEmpty || SystemCalls.bytesEqual(bytes.baseAddress!, UnsafeRawPointer(utf8.baseAddress!), count: utf8.count)
            }
        }
    }

    /// Whether a reference's bytes are `text` exactly, with no final line feed added: a
    /// reference as swift-snapshot-testing writes it.
    package static func data(_ data: Data, holdsExactly text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard data.count == utf8.count else { return false }
            return data.withUnsafeBytes { bytes in
                utf8.isEmpty || SystemCalls.bytesEqual(bytes.baseAddress!, UnsafeRawPointer(utf8.baseAddress!), count: utf8.count)
            }
        }
    }

    /// A reference's text, from its bytes.
    ///
    /// - Throws: `SnapshotError` `.corruptReference` when the bytes are not valid UTF-8.
    package static func contents(of data: Data, displayPath: String) throws -> Contents {
        let text = try decodeUTF8(data, displayPath: displayPath)
        func withoutFinalLineFeed(_ text: String) -> String {
            // A line feed is a whole scalar, so the index before it is a valid place to cut.
            text.utf8.last == 0x0A ? String(text[..<text.utf8.index(before: text.utf8.endIndex)]) : text
        }
        let hasCR = data.withUnsafeBytes { SystemCalls.contains(0x0D, in: $0) }
        let hasCRLF = hasCR && text.contains("\r\n")
        return Contents(
            text: withoutFinalLineFeed(text),
            textWithLF: hasCRLF ? withoutFinalLineFeed(text.replacingOccurrences(of: "\r\n", with: "\n")) : nil,
            endsInLineFeed: data.last == 0x0A)
    }

    /// Decodes UTF-8, naming the first invalid byte and its offset.
    static func decodeUTF8(_ data: Data, displayPath: String) throws -> String {
        let decoded: String? = data.withUnsafeBytes { raw in
            String(validatingUTF8: raw.bindMemory(to: UInt8.self))
        }
        if let decoded { return decoded }
        // Invalid: find where, for the message.
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
            offset += scalar.count
        }
        let byte = data[data.startIndex + offset]
        let hex = String(byte, radix: 16, uppercase: true)
        throw SnapshotError(
            code: .corruptReference,
            "Reference '\(displayPath)' is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex) at offset \(offset)).")
    }

    /// Writes `text` and one final line feed to `url` atomically (`FileReplacement`: a
    /// temporary file in the same folder, then a rename; the file's permissions kept, a link
    /// written through, a read-only reference refused), creating folders as needed. A reader in
    /// another process sees the old file or the new one, never a part.
    ///
    /// - Throws: `SnapshotError` `.fileSystem` naming the file.
    package static func write(_ text: String, to url: URL, displayPath: String) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot write '\(displayPath)': \(error.localizedDescription)")
        }
        do throws(FileReplacementError) {
            try FileReplacement.write(Data((text + "\n").utf8), to: url)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot write '\(displayPath)': it \(error.reason)")
        }
    }

    /// Removes the file at `url` if there is one.
    ///
    /// - Throws: `SnapshotError` `.fileSystem` when it exists and cannot be removed.
    package static func remove(_ url: URL, displayPath: String) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw SnapshotError(code: .fileSystem, "Cannot remove '\(displayPath)': \(error.localizedDescription)")
        }
    }

    /// Removes `folder` when it holds nothing (a `.DS_Store` counts as nothing): what accepting,
    /// rejecting or pruning the last file of a test's folder leaves. Anything else stays, also
    /// a file another process writes into the folder at that moment (the folder is removed
    /// only if it is empty, in one system call).
    ///
    /// - Returns: Whether the folder was removed.
    @discardableResult
    package static func removeFolderIfEmpty(_ folder: URL) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
              names.allSatisfy({ $0 == ".DS_Store" })
        else { return false }
        if names.contains(".DS_Store") { try? FileManager.default.removeItem(at: folder.appendingPathComponent(".DS_Store")) }
        return SystemCalls.removeEmptyDirectory(atPath: folder.path)
    }

    /// The pending file beside a reference: `<reference>.new`.
    package static func pendingURL(for reference: URL) -> URL {
        reference.deletingLastPathComponent().appendingPathComponent(reference.lastPathComponent + ".new")
    }
}

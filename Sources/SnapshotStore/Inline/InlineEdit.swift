import Foundation
import InlineSnapshots

/// An inline snapshot waiting to be written into its test file: recorded by a test run,
/// written when the tests finish (`apply`) or when someone accepts it.
///
/// Kept as JSON in `Snapshots/<TestFile>/<line>.<column>.inline.new` beside the test file's
/// references, so that test processes running at once each leave their own and the review
/// commands find them with the pending references.
package struct InlineEdit: Codable, Sendable, Hashable {
    /// The format of this file, for later versions to read older ones.
    package var version = 1
    /// The test file, as `#filePath` gave it.
    package var file: String
    /// The call and its snapshot closure.
    package var site: InlineSite
    /// The snapshot to write.
    package var text: String
    /// The closure's text when the test ran (`nil` when it had none).
    package var expected: String?
    /// `SourceHash.of` the file as the test read it: an edit is written only into that file.
    package var fileHash: String
    /// The test, for messages.
    package var test: String
    /// Whether the run writes it when the tests finish (a record mode that writes), rather
    /// than leaving it for review.
    package var apply: Bool

    package init(file: String, site: InlineSite, text: String, expected: String?, fileHash: String, test: String, apply: Bool) {
        self.file = file
        self.site = site
        self.text = text
        self.expected = expected
        self.fileHash = fileHash
        self.test = test
        self.apply = apply
    }

    /// `file:line` for messages.
    package var place: String { "\(file):\(site.line)" }

    /// The file name of the edit of the call at `site`, in its test file's folder of
    /// references: `<line>.<column>.inline.new` (`<line>.<column>.<offset>.inline.new` for
    /// a helper's closure after the first).
    package static func fileName(for site: InlineSite) -> String { site.fileStem + ".inline.new" }

    /// The edit as stored.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a stored edit.
    ///
    /// - Throws: `SnapshotError` `.corruptReference` naming the file when it is not an edit this
    ///   library wrote.
    package static func read(_ url: URL, displayPath: String) throws -> InlineEdit {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SnapshotError(code: .fileSystem, "Could not read the pending inline snapshot '\(displayPath)': \(error.localizedDescription)")
        }
        do {
            let edit = try JSONDecoder().decode(InlineEdit.self, from: data)
            guard edit.version == 1 else {
                throw SnapshotError(code: .corruptReference, "Pending inline snapshot '\(displayPath)' has version \(edit.version); this library reads version 1.")
            }
            return edit
        } catch let error as SnapshotError {
            throw error
        } catch {
            throw SnapshotError(code: .corruptReference, "'\(displayPath)' is not a pending inline snapshot this library wrote: \(error)")
        }
    }
}

/// A hash of a file's bytes (64-bit FNV-1a, in hex), to tell whether it changed.
package enum SourceHash {
    package static func of(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

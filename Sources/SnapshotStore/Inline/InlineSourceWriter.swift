import Foundation
import ViewDataSupport
import InlineSnapshots

/// Writes inline snapshots into test files, safely: only into the file the test read (or a
/// file whose closure still holds what the test saw), checked before writing, atomically, with
/// the file's permissions kept and through a symbolic link to its target.
package enum InlineSourceWriter {
    /// What became of one edit.
    package struct Result: Sendable {
        package var edit: InlineEdit
        /// `nil` when it was written.
        package var error: InlineEditError?
    }

    /// Writes `edits` into their files, one write per file, the edits of a file all at once.
    ///
    /// An edit is written when its file is the one its test read (the same hash), or when the
    /// call is still at its line and column with the closure holding what the test saw. Two
    /// edits for one call with different text are both refused. When the edits of a file
    /// cannot all be made, those that can are made and the others reported.
    ///
    /// - Returns: One result per edit, in the order given.
    package static func write(_ edits: [InlineEdit]) -> [Result] {
        var indicesByFile: [String: [Int]] = [:]
        var order: [String] = []
        for (index, edit) in edits.enumerated() {
            if indicesByFile[edit.file] == nil { order.append(edit.file) }
            indicesByFile[edit.file, default: []].append(index)
        }
        var results = [Result?](repeating: nil, count: edits.count)
        for file in order {
            let indices = indicesByFile[file]!
            // One result per edit, in the order given.
            for (index, result) in zip(indices, write(indices.map { edits[$0] }, intoFile: file)) {
                results[index] = result
            }
        }
        return results.map { $0! }
    }

    private static func write(_ edits: [InlineEdit], intoFile file: String) -> [Result] {
        let target = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        // Read-only by its mode (its owner may not write it), whoever runs the tests: a rename
        // would replace it anyway, and even root should not.
        let permissions = (try? FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int) ?? 0o600
        guard permissions & 0o200 != 0 else {
            return edits.map { Result(edit: $0, error: InlineEditError(code: .fileSystem, "\(file) is read-only; nothing was written into it.")) }
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: target)))
        } catch {
            return edits.map { Result(edit: $0, error: InlineEditError(code: .fileSystem, "Could not read \(file): \(error.localizedDescription)")) }
        }
        let source = SwiftSourceText(bytes)
        let hash = SourceHash.of(bytes)
        var accepted: [InlineEdit] = []
        var results: [Result] = []
        // One text per call: two different ones for the same call are a conflict.
        var texts: [InlineSite: Set<String>] = [:]
        for edit in edits { texts[edit.site, default: []].insert(edit.text) }
        for edit in edits {
            if texts[edit.site]!.count > 1 {
                results.append(Result(edit: edit, error: InlineEditError(
                    code: .conflictingSnapshots,
                    "The inline snapshot at \(edit.place) was recorded with \(texts[edit.site]!.count) different texts; nothing was written for it.")))
                continue
            }
            if accepted.contains(where: { $0.site == edit.site }) {
                results.append(Result(edit: edit, error: nil))  // The same text twice: written once.
                continue
            }
            if edit.fileHash != hash {
                // The file changed: still safe when the closure holds what the test saw.
                let call = try? InlineCall.find(edit.site, in: source, file: file)
                guard let call, call.expectedText(in: source) == edit.expected else {
                    results.append(Result(edit: edit, error: InlineEditError(
                        code: .fileChanged,
                        "\(edit.place) changed since the test read it (its call or closure is not what the test saw); "
                            + "nothing was written. Run the test again.")))
                    continue
                }
            }
            accepted.append(edit)
            results.append(Result(edit: edit, error: nil))
        }
        guard !accepted.isEmpty else { return results }
        var written: [UInt8]
        do {
            written = try InlineRewriter.rewrite(source, accepted.map { .init(site: $0.site, text: $0.text) }, file: file)
        } catch {
            // Make what can be made, one edit at a time, and report the rest.
            written = bytes
            for edit in accepted {
                do {
                    written = try InlineRewriter.rewrite(SwiftSourceText(written), [.init(site: edit.site, text: edit.text)], file: file)
                } catch let failure {
                    results = results.map { $0.edit == edit ? Result(edit: edit, error: failure) : $0 }
                }
            }
        }
        guard written != bytes else { return results }
        do {
            try replaceContents(of: target, with: written, shown: file)
        } catch {
            return results.map { $0.error == nil ? Result(edit: $0.edit, error: error) : $0 }
        }
        return results
    }

    /// Replaces the file at `path` by a file with `bytes` (`FileReplacement`: written beside
    /// it, given its permissions, then renamed over it).
    ///
    /// - Throws: `InlineEditError` `.fileSystem` naming the file; the file is as it was.
    static func replaceContents(of path: String, with bytes: [UInt8], shown: String) throws(InlineEditError) {
        do throws(FileReplacementError) {
            try FileReplacement.write(Data(bytes), to: URL(fileURLWithPath: path))
        } catch {
            throw InlineEditError(code: .fileSystem, "Could not write the inline snapshot into \(shown): \(error.reason)")
        }
    }
}

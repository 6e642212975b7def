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

    /// A test file written: where its old text went, for moving the file's other pending edits.
    package struct FileRewrite: Sendable {
        /// The test file, as the edits name it.
        package var file: String
        package var old: SwiftSourceText
        package var new: SwiftSourceText
        package var rewrite: InlineRewriter.Rewrite

        /// `site` of the old text moved to where its call is in the new text; `nil` when the
        /// site is not in the old text or was inside a replaced closure.
        package func moved(_ site: InlineSite) -> InlineSite? {
            guard let offset = old.offset(line: site.line, column: site.column),
                  !rewrite.splices.contains(where: { $0.old.lowerBound < offset && offset < $0.old.upperBound })
            else { return nil }
            let newOffset = rewrite.newOffset(ofOld: offset)
            var moved = site
            moved.line = new.line(of: newOffset)
            moved.column = newOffset - new.lineStarts[moved.line - 1] + 1
            return moved
        }
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
        writing(edits).results
    }

    /// `write`, also returning each file written and where its old text went.
    package static func writing(_ edits: [InlineEdit]) -> (results: [Result], rewrites: [FileRewrite]) {
        var indicesByFile: [String: [Int]] = [:]
        var order: [String] = []
        for (index, edit) in edits.enumerated() {
            if indicesByFile[edit.file] == nil { order.append(edit.file) }
            indicesByFile[edit.file, default: []].append(index)
        }
        var results = [Result?](repeating: nil, count: edits.count)
        var rewrites: [FileRewrite] = []
        for file in order {
            let indices = indicesByFile[file]!
            let (fileResults, rewrite) = write(indices.map { edits[$0] }, intoFile: file)
            // One result per edit, in the order given.
            for (index, result) in zip(indices, fileResults) {
                results[index] = result
            }
            if let rewrite { rewrites.append(rewrite) }
        }
        return (results.map { $0! }, rewrites)
    }

    private static func write(_ edits: [InlineEdit], intoFile file: String) -> ([Result], FileRewrite?) {
        let target = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        // Read-only by its mode (its owner may not write it), whoever runs the tests: a rename
        // would replace it anyway, and even root should not.
        let permissions = (try? FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int) ?? 0o600
        guard permissions & 0o200 != 0 else {
            return (edits.map { Result(edit: $0, error: InlineEditError(code: .fileSystem, "\(file) is read-only; nothing was written into it.")) }, nil)
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(fileURLWithPath: target)))
        } catch {
            return (edits.map { Result(edit: $0, error: InlineEditError(code: .fileSystem, "Could not read \(file): \(error.localizedDescription)")) }, nil)
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
                if let call, call.expectedText(in: source) == edit.text {
                    // Already there (re-recorded, or typed in): nothing to write.
                    results.append(Result(edit: edit, error: nil))
                    continue
                }
                guard let call, call.expectedText(in: source) == edit.expected else {
                    results.append(Result(edit: edit, error: InlineEditError(
                        code: .fileChanged,
                        "\(edit.place) changed since the test read it (its call or closure is not what the test saw); "
                            + "nothing was written. Run the test again.")))
                    continue
                }
            }
            // The test read a closure's text: a closure the site does not find is one the
            // descriptor misplaces (an offset past the call's closures), and adding another
            // would make a call the helper does not take.
            if edit.expected != nil, let call = try? InlineCall.find(edit.site, in: source, file: file), !call.closure.exists {
                results.append(Result(edit: edit, error: InlineEditError(
                    code: .ambiguousClosure,
                    "The call at \(edit.place) has \(call.closures.count) closure(s) and its test read the snapshot from one of them, but "
                        + "its syntax descriptor's trailingClosureOffset \(edit.site.trailingClosureOffset) (label '\(edit.site.trailingClosureLabel)') "
                        + "points past them, so a closure would be added that the call does not take; nothing was written. "
                        + "Give the helper's descriptor the offset of its closure.")))
                continue
            }
            accepted.append(edit)
            results.append(Result(edit: edit, error: nil))
        }
        guard !accepted.isEmpty else { return (results, nil) }
        let rewrite: InlineRewriter.Rewrite
        do {
            rewrite = try InlineRewriter.rewriting(source, accepted.map { .init(site: $0.site, text: $0.text) }, file: file)
        } catch {
            // Plan again without the calls that cannot be written: each call's edits (a
            // helper's closures go together) are tried alone against the text the tests read,
            // and those that work are made together, in one pass, so that which edits land
            // does not depend on their order.
            var calls: [[InlineEdit]] = []
            for edit in accepted {
                if let index = calls.firstIndex(where: { $0[0].site.line == edit.site.line && $0[0].site.column == edit.site.column }) {
                    calls[index].append(edit)
                } else {
                    calls.append([edit])
                }
            }
            var writable: [InlineEdit] = []
            for call in calls {
                do {
                    _ = try InlineRewriter.rewriting(source, call.map { .init(site: $0.site, text: $0.text) }, file: file)
                    writable += call
                } catch let failure {
                    results = results.map { call.contains($0.edit) ? Result(edit: $0.edit, error: failure) : $0 }
                }
            }
            do {
                guard !writable.isEmpty else { return (results, nil) }
                rewrite = try InlineRewriter.rewriting(source, writable.map { .init(site: $0.site, text: $0.text) }, file: file)
            } catch let failure {
                return (results.map { writable.contains($0.edit) ? Result(edit: $0.edit, error: failure) : $0 }, nil)
            }
        }
        guard rewrite.bytes != bytes else { return (results, nil) }
        do {
            try replaceContents(of: target, with: rewrite.bytes, shown: file)
        } catch {
            return (results.map { $0.error == nil ? Result(edit: $0.edit, error: error) : $0 }, nil)
        }
        return (results, FileRewrite(file: file, old: source, new: SwiftSourceText(rewrite.bytes), rewrite: rewrite))
    }

    /// Moves the pending edits in `folder` that were made against the text a rewrite replaced
    /// to where their calls are now, so that they still apply, and a later run that passes or
    /// re-records their assertions finds them by name and removes them.
    ///
    /// - Returns: The pending files moved (old path → new path), and notes for those that
    ///   could not be.
    @discardableResult
    package static func movePendingEdits(in folder: URL, after rewrite: FileRewrite) -> (moved: [String: String], notes: [String]) {
        let oldHash = SourceHash.of(rewrite.old.bytes)
        let newHash = SourceHash.of(rewrite.new.bytes)
        var moved: [String: String] = [:]
        var notes: [String] = []
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []  // No folder: nothing pending.
        var moves: [(url: URL, edit: InlineEdit, target: URL)] = []
        for name in names.sorted() where name.hasSuffix(".inline.new") {
            let url = folder.appendingPathComponent(name)
            guard let edit = try? InlineEdit.read(url, displayPath: url.path),  // Unreadable: review says why.
                  edit.file == rewrite.file, edit.fileHash == oldHash, let site = rewrite.moved(edit.site)
            else { continue }
            var rebased = edit
            rebased.site = site
            rebased.fileHash = newHash
            moves.append((url, rebased, folder.appendingPathComponent(InlineEdit.fileName(for: site))))
        }
        // An edit moves onto a name only once the edit there has moved away: the move keeps
        // the calls' order, so there is always one whose new name is free.
        while !moves.isEmpty {
            let sources = Set(moves.map(\.url.path))
            let index = moves.firstIndex { $0.target.path == $0.url.path || !sources.contains($0.target.path) } ?? 0
            let (url, rebased, target) = moves.remove(at: index)
            do {
                try SnapshotFile.write(String(decoding: try rebased.encoded(), as: UTF8.self), to: target, displayPath: target.path)
                if target.path != url.path {
                    try SnapshotFile.remove(url, displayPath: url.path)
                    moved[url.path] = target.path
                }
            } catch {
                notes.append("note: the pending inline snapshot \(url.path) could not be moved to its call's new line \(rebased.site.line): \(error)")
            }
        }
        return (moved, notes)
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

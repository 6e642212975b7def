import Foundation
import InlineSnapshots
import ViewDataSupport

/// The inline snapshots of this process: the text each call produced (a call reached twice
/// must produce the same text), and the edits to write when the tests finish.
///
/// The edits are written by the last process of a run: the process itself when it runs alone,
/// or, under `swift test`, its Swift Testing process, which runs after every XCTest process
/// (each leaves the paths of its edits in a file named after the run; see `SnapshotRun`). So
/// only one process writes test files, and `--parallel` loses and repeats nothing.
package final class InlineRun: Sendable {
    package static let shared = InlineRun()

    private struct State {
        /// The text of each call so far: `file\0line\0column`.
        var texts: [String: String] = [:]
        var conflicted: Set<String> = []
        /// The edit file of each call, for removing a conflicted call's edit at the end.
        var editPaths: [String: String] = [:]
        /// Edits this process recorded for writing at the end, by path.
        var editsToWrite: [String] = []
    }

    private let state = Locked(State())

    package init() {}

    /// What a call's text is to the calls before it.
    package enum Sighting: Sendable, Equatable {
        /// The call's first text in this process.
        case first
        /// The same text as before.
        case repeated
        /// Another text than before (`earlier`): the call is conflicted, nothing is written for it.
        case conflicting(earlier: String)
    }

    /// Notes that the call at `key`, whose edit file is `editPath`, produced `text`.
    package func see(_ text: String, at key: String, editPath: String) -> Sighting {
        state.withLock { state in
            state.editPaths[key] = editPath
            guard let earlier = state.texts[key] else {
                state.texts[key] = text
                return .first
            }
            if earlier != text || state.conflicted.contains(key) {
                state.conflicted.insert(key)
                return .conflicting(earlier: earlier)
            }
            return .repeated
        }
    }

    /// Adds an edit file to write when the tests finish.
    package func noteEditToWrite(_ path: String) {
        state.withLock { state in
            if !state.editsToWrite.contains(path) { state.editsToWrite.append(path) }
        }
    }

    /// Forgets an edit file (its call turned out conflicted).
    package func forgetEdit(_ path: String) {
        state.withLock { $0.editsToWrite.removeAll { $0 == path } }
    }

    private var editsToWrite: [String] { state.withLock { $0.editsToWrite } }

    /// Removes the edits of conflicted calls and returns the edits left to write.
    ///
    /// A call's cases may run at once (a parameterized test's arguments): one may write its
    /// edit after another found the conflict and removed it, so the end checks again.
    private func editsWithoutConflicts(messages: inout [String]) -> [String] {
        let (conflictedPaths, edits) = state.withLock { state in
            let paths = Set(state.conflicted.compactMap { state.editPaths[$0] })
            state.editsToWrite.removeAll { paths.contains($0) }
            return (paths, state.editsToWrite)
        }
        for path in conflictedPaths where FileManager.default.fileExists(atPath: path) {
            do {
                try SnapshotFile.remove(URL(fileURLWithPath: path), displayPath: path)
                SnapshotFile.removeFolderIfEmpty(URL(fileURLWithPath: path).deletingLastPathComponent())
            } catch {
                messages.append("note: \(error) Reject it: its call produced different texts in this run.")
            }
        }
        return edits
    }

    // MARK: - The end

    /// Hands this process's edits to the run's last process: appends their paths to `runFile`.
    package func handOver(toRunFile runFile: String) -> [String] {
        var messages: [String] = []
        for path in editsWithoutConflicts(messages: &messages) {
            do {
                try SystemCalls.append(path + "\n", toFileAt: runFile)
            } catch {
                messages.append("note: could not hand the inline snapshot '\(path)' to the end of the run (\(SystemCalls.describe(error))); accept it with `swift run viewdata snapshots accept`.")
            }
        }
        return messages
    }

    /// Writes this process's edits and those listed in `runFile` into their test files.
    ///
    /// Written edits' files are removed; an edit that cannot be written stays, marked for
    /// review, and the returned messages say why (naming the file and line).
    package func writeEdits(listedIn runFile: String?) -> [String] {
        var messages: [String] = []
        var paths = editsWithoutConflicts(messages: &messages)
        if let runFile, FileManager.default.fileExists(atPath: runFile) {
            do {
                let listed = try String(contentsOfFile: runFile, encoding: .utf8).split(separator: "\n").map(String.init)
                paths += listed.filter { !paths.contains($0) }
                try FileManager.default.removeItem(atPath: runFile)
            } catch {
                messages.append("note: the run's inline snapshots listed in \(runFile) could not be read or removed (\(error.localizedDescription)).")
            }
        }
        var edits: [(path: String, edit: InlineEdit)] = []
        for path in paths where FileManager.default.fileExists(atPath: path) {
            do {
                let edit = try InlineEdit.read(URL(fileURLWithPath: path), displayPath: path)
                if edit.apply { edits.append((path, edit)) }
            } catch {
                messages.append("note: \(error)")
            }
        }
        guard !edits.isEmpty else { return messages }
        let (results, rewrites) = InlineSourceWriter.writing(edits.map(\.edit))
        var written = 0
        var files: Set<String> = []
        for ((path, _), result) in zip(edits, results) {
            do {
                if let error = result.error {
                    var kept = result.edit
                    kept.apply = false
                    try SnapshotFile.write(String(decoding: try kept.encoded(), as: UTF8.self), to: URL(fileURLWithPath: path), displayPath: path)
                    messages.append("\(result.edit.place): error: \(error.message) The snapshot is kept for review: swift run viewdata snapshots review")
                } else {
                    try SnapshotFile.remove(URL(fileURLWithPath: path), displayPath: path)
                    // The edit was the test folder's last file when the test has only inline
                    // snapshots: nothing is left behind.
                    SnapshotFile.removeFolderIfEmpty(URL(fileURLWithPath: path).deletingLastPathComponent())
                    written += 1
                    files.insert(result.edit.file)
                }
            } catch {
                messages.append("note: \(error)")
            }
        }
        // Edits left for review were made against the text just replaced: move them to
        // their calls' new lines.
        for rewrite in rewrites {
            let folders = Set(edits.filter { $0.edit.file == rewrite.file }.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path })
            for folder in folders.sorted() {
                messages += InlineSourceWriter.movePendingEdits(in: URL(fileURLWithPath: folder), after: rewrite).notes
            }
        }
        if written > 0 {
            messages.append("Inline snapshots: wrote \(written) into \(files.count) test file\(files.count == 1 ? "" : "s").")
        }
        return messages
    }
}

import CommandLineSupport
import Foundation
import SnapshotStore
import SnapshotTools
import TextDiff
import TextRendering
import TextTerminal

/// `viewdata snapshots review`: each pending snapshot's diff, then a key to accept, reject,
/// skip or quit. Without a terminal to ask, it lists the pending snapshots. The pending
/// snapshots of every catalog (every package of a repository) are reviewed in one pass.
struct SnapshotReview {
    var catalogs: [SnapshotCatalog]
    var terminal: Terminal

    func run() throws -> Int32 {
        let pending = try catalogs.flatMap { catalog in try catalog.pending().map { (catalog: catalog, snapshot: $0) } }
        guard !pending.isEmpty else {
            terminal.write("nothing pending\n")
            return 0
        }
        guard terminal.isInteractive, let readKey = terminal.readKey else {
            terminal.write("\(pending.count) pending (review in a terminal, or use `viewdata snapshots accept|reject`):\n")
            for (catalog, snapshot) in pending { terminal.console.printLine("  \(catalog.displayPath(snapshot.pending))") }
            return 1
        }
        var accepted = 0
        var rejected = 0
        var remaining = pending.count
        // Accepting an inline snapshot moves the test file's other pending ones to their
        // calls' new lines (and new file names).
        var moved: [String: URL] = [:]
        review: for (index, (catalog, listed)) in pending.enumerated() {
            var snapshot = listed
            if let newURL = moved[snapshot.pending.path] {
                snapshot = SnapshotCatalog.Pending(reference: newURL.deletingPathExtension(), pending: newURL)
            }
            terminal.write(try presentation(of: snapshot, in: catalog, number: index + 1, of: pending.count))
            while true {
                terminal.write("accept (a), reject (r), skip (s), quit (q)? ")
                guard let key = readKey() else { break review }
                terminal.write("\(key)\n")
                switch key {
                case "a":
                    // A file moved twice is found by its first name, looked up in the moves
                    // before this accept (one accept may move A to B and B to C).
                    let before = moved
                    for (old, new) in try catalog.accept(snapshot) {
                        moved[before.first { $0.value.path == old.path }?.key ?? old.path] = new
                    }
                    accepted += 1
                    remaining -= 1
                case "r":
                    try catalog.reject(snapshot)
                    rejected += 1
                    remaining -= 1
                case "s":
                    break
                case "q":
                    break review
                default:
                    continue
                }
                break
            }
        }
        terminal.write("accepted \(accepted), rejected \(rejected), still pending \(remaining)\n")
        return remaining == 0 ? 0 : 1
    }

    /// The header and the diff (or, for a new reference, its text).
    private func presentation(of snapshot: SnapshotCatalog.Pending, in catalog: SnapshotCatalog, number: Int, of count: Int) throws -> String {
        if snapshot.isInline { return try inlinePresentation(of: snapshot, in: catalog, number: number, of: count) }
        let shown = catalog.displayPath(snapshot.reference)
        let actual = try SnapshotFile.read(snapshot.pending, displayPath: shown + ".new")?.text ?? ""
        // Names come from files (a pull request can add any): shown on their line, as pictures.
        var text = "\n[\(number)/\(count)] \(shown.terminalSafeLine)\n"
        guard let reference = try SnapshotFile.read(snapshot.reference, displayPath: shown) else {
            text += "new reference:\n"
            for line in actual.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "  " + line.terminalSafeLine + "\n"
            }
            return text
        }
        let options = LineDiff.RenderOptions(
            usesColor: terminal.supportsColor, oldName: "reference", newName: "actual", measure: { $0.displayWidth })
        // As the files hold them, with their final line feed (see `Diffing.lines`).
        return text + LineDiff(from: (reference.textWithLF ?? reference.text) + "\n", to: actual + "\n").rendered(options)
    }

    /// An inline snapshot: its test file and line, then the diff from the closure's text (or
    /// the new text, when the call had no closure).
    private func inlinePresentation(of snapshot: SnapshotCatalog.Pending, in catalog: SnapshotCatalog, number: Int, of count: Int) throws -> String {
        let edit = try InlineEdit.read(snapshot.pending, displayPath: catalog.displayPath(snapshot.pending))
        var text = "\n[\(number)/\(count)] \(catalog.name(of: snapshot).terminalSafeLine) (inline snapshot)\n"
        guard let expected = edit.expected else {
            text += "new inline snapshot:\n"
            for line in edit.text.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "  " + line.terminalSafeLine + "\n"
            }
            return text
        }
        let options = LineDiff.RenderOptions(
            usesColor: terminal.supportsColor, oldName: "closure", newName: "actual", measure: { $0.displayWidth })
        return text + LineDiff(from: expected + "\n", to: edit.text + "\n").rendered(options)
    }
}

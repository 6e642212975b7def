import Foundation
import SnapshotStore
import TextDiff

// Failures in swift-snapshot-testing's words (`SnapshotTestingConfiguration.Wording
// .swiftSnapshotTesting`): what its `.lines` diff, `assertSnapshot` and `assertInlineSnapshot`
// print, for suites and tools that match on that text. The formats are its documented output;
// the diff under them is ViewDataKit's own line diff.
enum SnapshotTestingWording {
    /// `old` and `new` as swift-snapshot-testing's `.lines` shows them: hunks of up to four
    /// unchanged lines around changes, each under `@@ −start,count +start,count @@`, lines
    /// marked `−` (U+2212), `+` or a figure space (U+2007), and `¬` after a line that ends in a
    /// space; `nil` when the texts are equal.
    static func lineDiff(_ old: String, _ new: String) -> String? {
        guard old != new else { return nil }
        let difference = LineDiff(from: old + "\n", to: new + "\n")
        var lines: [String] = []
        for hunk in difference.hunks(context: 4) {
            lines.append("@@ \u{2212}\(hunk.oldRange.lowerBound + 1),\(hunk.oldRange.count) +\(hunk.newRange.lowerBound + 1),\(hunk.newRange.count) @@")
            for line in hunk.lines {
                let marker = switch line.kind {
                case .equal: "\u{2007}"
                case .delete: "\u{2212}"
                case .insert: "+"
                }
                let content = line.content
                lines.append(marker + content + (content.hasSuffix(" ") ? "¬" : ""))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Every non-empty line after `count` spaces, as swift-snapshot-testing indents a diff.
    static func indenting(_ text: String, by count: Int) -> String {
        let spaces = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : spaces + $0 }
            .joined(separator: "\n")
    }

    /// An inline assertion's failure reworded: the mismatch (the caller's message, or
    /// `Snapshot did not match. Difference: …`), a blank line and the diff indented by two; a
    /// missing closure that may not be recorded as `No expected value to assert against.`.
    static func rewordInline(_ outcome: inout SnapshotOutcome, message: String, actual: String?) {
        guard outcome.failure != nil, let kind = outcome.kind else { return }
        switch kind {
        case .mismatch, .mismatchRecorded:
            let difference = (outcome.difference ?? "").trimmingFinalLineFeed
            var text = (message.isEmpty ? "Snapshot did not match. Difference: …" : message) + "\n\n" + indenting(difference, by: 2)
            if kind == .mismatchRecorded { text += "\n\nA new snapshot was automatically recorded." }
            outcome.failure = text
        case .missingNotRecorded:
            outcome.failure = "No expected value to assert against." + (actual.map { " Actual: …\n\n" + indenting($0, by: 2) } ?? "")
        }
    }

    /// A reference assertion's failure reworded: `Snapshot does not match reference.` (with
    /// its name in quotes when it has one), the diff tool's text and the diff; a missing
    /// reference that may not be recorded as swift-snapshot-testing says it.
    static func rewordReference(_ outcome: inout SnapshotOutcome, name: String?) {
        guard outcome.failure != nil, let kind = outcome.kind else { return }
        switch kind {
        case .mismatch, .mismatchRecorded:
            var text = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
            if kind == .mismatchRecorded { text += " A new snapshot was automatically recorded." }
            if let files = outcome.files {
                let tool = SnapshotTestingConfiguration.current?.diffTool ?? .default
                text += "\n\n" + tool(currentFilePath: files.reference, failedFilePath: files.pending)
            }
            let difference = (outcome.difference ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            outcome.failure = text + "\n\n" + difference
        case .missingNotRecorded:
            outcome.failure = "No reference was found on disk. New snapshot was not recorded because recording is disabled"
        }
    }
}

extension String {
    /// The text without one final line feed.
    fileprivate var trimmingFinalLineFeed: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}

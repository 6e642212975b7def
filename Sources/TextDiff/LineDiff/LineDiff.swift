/// The minimal line-by-line difference between two texts.
///
/// `LineDiff` finds a shortest edit script (fewest deleted plus inserted lines) with Myers'
/// O((N+M)·D) algorithm in linear space, after setting aside the common first and last lines.
/// Lines are compared byte for byte (`"é"` and `"e\u{301}"` differ), split at LF, and keep
/// their line ending: a line that ends in CRLF differs from the same line ending in LF, and a
/// last line without a newline differs from one with it, so no change is ever lost.
///
/// ```swift
/// let diff = LineDiff(from: "a\nb\nc\n", to: "a\nB\nc\n")
/// diff.deletions    // 1
/// diff.insertions   // 1
/// print(diff.unified(context: 1))
/// // --- a
/// // +++ b
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
public struct LineDiff: Sendable {
    /// The lines of the old text, each with its line ending (LF or CRLF) if it has one.
    public let oldLines: Lines
    /// The lines of the new text, each with its line ending if it has one.
    public let newLines: Lines
    /// The edit script: runs of kept, deleted and inserted lines, in order.
    public let edits: [Edit]

    /// One run of the edit script.
    public struct Edit: Sendable, Hashable {
        /// What happens to the lines of a run.
        public enum Kind: Sendable, Hashable {
            /// The lines are in both texts.
            case equal
            /// The old lines are not in the new text.
            case delete
            /// The new lines are not in the old text.
            case insert
        }

        /// Whether the run keeps, deletes or inserts lines.
        public let kind: Kind
        /// The run's lines in the old text (empty for an insertion, placed where it happens).
        public let oldRange: Range<Int>
        /// The run's lines in the new text (empty for a deletion, placed where it happens).
        public let newRange: Range<Int>
    }

    /// Compares two texts line by line.
    ///
    /// - Parameters:
    ///   - old: The text before.
    ///   - new: The text after.
    /// - Complexity: O((*N* + *M*) · *D*) time and O(*N* + *M*) memory for *N* and *M* lines
    ///   and *D* changed lines; O(*N* + *M*) when the texts share all but a block of lines.
    public init(from old: String, to new: String) {
        oldLines = Lines(old)
        newLines = Lines(new)
        let (oldIDs, newIDs) = LineIdentifiers.assign(oldLines, newLines)
        var marks = MyersDiff(old: oldIDs, new: newIDs)
        marks.run()
        edits = Self.editScript(deleted: marks.deleted, inserted: marks.inserted)
    }

    /// Whether the texts are the same.
    public var isEmpty: Bool { edits.allSatisfy { $0.kind == .equal } }

    /// The number of lines inserted.
    public var insertions: Int { edits.reduce(0) { $0 + ($1.kind == .insert ? $1.newRange.count : 0) } }

    /// The number of lines deleted.
    public var deletions: Int { edits.reduce(0) { $0 + ($1.kind == .delete ? $1.oldRange.count : 0) } }

    /// Splits a text into lines at LF, each keeping its LF (and a CR before it). A final line
    /// without LF is a line too; an empty text has no lines.
    static func lines(of text: String) -> [Substring] {
        Array(Lines(text))
    }

    /// Turns per-line marks into runs.
    private static func editScript(deleted: [Bool], inserted: [Bool]) -> [Edit] {
        var edits: [Edit] = []
        var old = 0
        var new = 0
        func append(_ kind: Edit.Kind, _ oldRange: Range<Int>, _ newRange: Range<Int>) {
            if let last = edits.last, last.kind == kind {
                edits[edits.count - 1] = Edit(
                    kind: kind, oldRange: last.oldRange.lowerBound..<oldRange.upperBound,
                    newRange: last.newRange.lowerBound..<newRange.upperBound)
            } else {
                edits.append(Edit(kind: kind, oldRange: oldRange, newRange: newRange))
            }
        }
        while old < deleted.count || new < inserted.count {
            if old < deleted.count, deleted[old] {
                let start = old
                while old < deleted.count, deleted[old] { old += 1 }
                append(.delete, start..<old, new..<new)
            } else if new < inserted.count, inserted[new] {
                let start = new
                while new < inserted.count, inserted[new] { new += 1 }
                append(.insert, old..<old, start..<new)
            } else {
                let oldStart = old
                let newStart = new
                while old < deleted.count, new < inserted.count, !deleted[old], !inserted[new] {
                    old += 1
                    new += 1
                }
                append(.equal, oldStart..<old, newStart..<new)
            }
        }
        return edits
    }
}


extension LineDiff {
    /// A group of changes with the unchanged lines around them.
    public struct Hunk: Sendable, Hashable {
        /// One line of a hunk.
        public struct Line: Sendable, Hashable {
            /// The line's part in the change.
            public let kind: Edit.Kind
            /// The line as it is in its text, with its line ending if it has one.
            public let text: Substring
            /// Its index in the old text (`nil` for an inserted line).
            public let oldIndex: Int?
            /// Its index in the new text (`nil` for a deleted line).
            public let newIndex: Int?

            /// The line without its LF; a CR before the LF stays (it is part of the content
            /// and worth seeing).
            public var content: Substring {
                text.utf8.last == 0x0A ? text[..<text.utf8.index(before: text.utf8.endIndex)] : text
            }

            /// Whether the line ends without a newline (the last line of a text that does not
            /// end in LF).
            public var isMissingNewline: Bool { text.utf8.last != 0x0A }
        }

        /// The hunk's lines in the old text.
        public let oldRange: Range<Int>
        /// The hunk's lines in the new text.
        public let newRange: Range<Int>
        /// Context, deleted and inserted lines in order.
        public let lines: [Line]
    }

    /// The changes grouped into hunks, each with up to `context` unchanged lines before and
    /// after; changes closer than twice `context` share a hunk.
    ///
    /// - Parameter context: Unchanged lines to show around changes; traps when negative.
    /// - Returns: The hunks in order; none when the texts are equal.
    public func hunks(context: Int = 3) -> [Hunk] {
        precondition(context >= 0, "context must not be negative, got \(context)")
        let changes = edits.indices.filter { edits[$0].kind != .equal }
        guard !changes.isEmpty else { return [] }

        // Group change runs whose gap of equal lines is at most 2 × context.
        var groups: [[Int]] = [[changes[0]]]
        for index in changes.dropFirst() {
            let previous = groups[groups.count - 1].last!
            let gap = edits[(previous + 1)..<index].reduce(0) { $0 + $1.oldRange.count }
            if gap <= 2 * context {
                groups[groups.count - 1].append(index)
            } else {
                groups.append([index])
            }
        }

        return groups.map { group in
            let first = edits[group.first!]
            let last = edits[group.last!]
            let oldStart = max(0, first.oldRange.lowerBound - context)
            let newStart = max(0, first.newRange.lowerBound - context)
            let oldEnd = min(oldLines.count, last.oldRange.upperBound + context)
            let newEnd = min(newLines.count, last.newRange.upperBound + context)
            var lines: [Hunk.Line] = []
            var old = oldStart
            var new = newStart
            for edit in edits where edit.oldRange.upperBound > oldStart || edit.newRange.upperBound > newStart {
                if old >= oldEnd && new >= newEnd { break }
                switch edit.kind {
                case .equal:
                    let from = max(edit.oldRange.lowerBound, old)
                    let to = min(edit.oldRange.upperBound, oldEnd)
                    guard from < to else { continue }
                    let shift = edit.newRange.lowerBound - edit.oldRange.lowerBound
                    for index in from..<to {
                        lines.append(Hunk.Line(kind: .equal, text: oldLines[index], oldIndex: index, newIndex: index + shift))
                    }
                    old = to
                    new = to + shift
                case .delete:
                    for index in edit.oldRange {
                        lines.append(Hunk.Line(kind: .delete, text: oldLines[index], oldIndex: index, newIndex: nil))
                    }
                    old = edit.oldRange.upperBound
                case .insert:
                    for index in edit.newRange {
                        lines.append(Hunk.Line(kind: .insert, text: newLines[index], oldIndex: nil, newIndex: index))
                    }
                    new = edit.newRange.upperBound
                }
            }
            return Hunk(oldRange: oldStart..<oldEnd, newRange: newStart..<newEnd, lines: lines)
        }
    }
}

extension LineDiff {
    /// The difference as a standard unified diff, which `patch` and `git apply` accept.
    ///
    /// ```
    /// --- a
    /// +++ b
    /// @@ -2,3 +2,3 @@
    ///  unchanged
    /// -old line
    /// +new line
    ///  unchanged
    /// \ No newline at end of file
    /// ```
    ///
    /// Lines keep their exact bytes, CR included; a line without a final newline is followed by
    /// `\ No newline at end of file`. Equal texts give an empty string.
    ///
    /// - Parameters:
    ///   - context: Unchanged lines around each change; 3 by default.
    ///   - oldName: The name after `---`.
    ///   - newName: The name after `+++`.
    /// - Returns: The diff text, ending in a newline; empty when there is no difference.
    public func unified(context: Int = 3, oldName: String = "a", newName: String = "b") -> String {
        let hunks = hunks(context: context)
        guard !hunks.isEmpty else { return "" }
        var text = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks {
            text += "@@ -\(Self.rangeText(hunk.oldRange)) +\(Self.rangeText(hunk.newRange)) @@\n"
            for line in hunk.lines {
                switch line.kind {
                case .equal: text += " "
                case .delete: text += "-"
                case .insert: text += "+"
                }
                text += line.text
                if line.isMissingNewline {
                    text += "\n\\ No newline at end of file\n"
                }
            }
        }
        return text
    }

    /// A hunk range as unified diffs write it: 1-based start and count, the count left out when
    /// it is 1, and an empty range given as the line before it.
    static func rangeText(_ range: Range<Int>) -> String {
        switch range.count {
        case 0: "\(range.lowerBound),0"
        case 1: "\(range.lowerBound + 1)"
        default: "\(range.lowerBound + 1),\(range.count)"
        }
    }
}

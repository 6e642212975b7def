extension LineDiff {
    /// How `rendered(_:)` presents a difference to a person.
    public struct RenderOptions: Sendable {
        /// Unchanged lines around each change.
        public var context: Int
        /// Write ANSI colours: deletions red, insertions green, the changed span inverted.
        public var usesColor: Bool
        /// The name of the old text in the header, e.g. a reference file.
        public var oldName: String
        /// The name of the new text in the header.
        public var newName: String
        /// Start with the sizes of both texts (lines × widest line) and the first differing line
        /// and column: what matters for rendered screens.
        public var showsSummary: Bool
        /// Measures a line for the summary and for placing carets: characters by default;
        /// pass a display-width measure for terminal text. Like both of those it must give a
        /// line of printable ASCII its length, and no line more than its length in UTF-8
        /// bytes: the summary measures only the lines that could be the widest.
        public var measure: @Sendable (Substring) -> Int

        /// Creates options; every parameter has a default.
        public init(
            context: Int = 3, usesColor: Bool = false, oldName: String = "expected", newName: String = "actual",
            showsSummary: Bool = true, measure: @escaping @Sendable (Substring) -> Int = { $0.count }
        ) {
            self.context = context
            self.usesColor = usesColor
            self.oldName = oldName
            self.newName = newName
            self.showsSummary = showsSummary
            self.measure = measure
        }
    }

    /// The difference for a person reading a terminal or a test failure.
    ///
    /// Like a unified diff, with what a person needs to see a change quickly:
    /// - a summary with both sizes and where the first difference is (`showsSummary`);
    /// - in changed lines, invisible characters made visible: trailing spaces as `·`, tabs as
    ///   `␉`, CR as `␍`, no-break spaces as `⍽`, zero-width and bidi characters as `<U+200B>`,
    ///   and a missing final newline as its own line;
    /// - within a deleted line and the inserted line that replaces it, the changed span: in
    ///   inverse colour, or marked with `^` under the new line when there is no colour.
    ///
    /// Controls in any line are shown as pictures (`␛`), so the rendering is safe to print.
    ///
    /// ```
    /// --- expected: 3 lines × 9
    /// +++ actual: 3 lines × 9
    /// first difference: line 2, column 7
    /// @@ -1,3 +1,3 @@
    ///   title
    /// - name: Ada
    /// + name: Bob
    ///         ^^^
    ///   footer
    /// ```
    ///
    /// - Parameter options: Context, colour, names, summary and measure.
    /// - Returns: The rendering, ending in a newline; empty when the texts are equal.
    public func rendered(_ options: RenderOptions = RenderOptions()) -> String {
        let hunks = hunks(context: options.context)
        guard !hunks.isEmpty else { return "" }
        var renderer = DiffRenderer(options: options)
        if options.showsSummary {
            renderer.header("--- \(options.oldName): \(size(of: oldLines, options))")
            renderer.header("+++ \(options.newName): \(size(of: newLines, options))")
            if let (line, column) = firstDifference(measure: options.measure) {
                renderer.plain("first difference: line \(line), column \(column)")
            }
        } else {
            renderer.header("--- \(options.oldName)")
            renderer.header("+++ \(options.newName)")
        }
        for hunk in hunks {
            renderer.hunkHeader("@@ -\(Self.rangeText(hunk.oldRange)) +\(Self.rangeText(hunk.newRange)) @@")
            var index = 0
            while index < hunk.lines.count {
                let line = hunk.lines[index]
                if line.kind == .equal {
                    renderer.context(line)
                    index += 1
                    continue
                }
                // A block of deletions then insertions: pair them up to show changed spans.
                var deletions: [Hunk.Line] = []
                var insertions: [Hunk.Line] = []
                while index < hunk.lines.count, hunk.lines[index].kind == .delete {
                    deletions.append(hunk.lines[index])
                    index += 1
                }
                while index < hunk.lines.count, hunk.lines[index].kind == .insert {
                    insertions.append(hunk.lines[index])
                    index += 1
                }
                renderer.changeBlock(deletions: deletions, insertions: insertions)
            }
        }
        return renderer.text
    }

    /// "N lines × W": the number of lines and the widest line's measure.
    private func size(of lines: Lines, _ options: RenderOptions) -> String {
        "\(lines.count) line\(lines.count == 1 ? "" : "s") × \(lines.widest(measure: options.measure))"
    }

    /// The 1-based line and column of the first difference, measuring the common start of the
    /// first differing pair of lines.
    func firstDifference(measure: (Substring) -> Int) -> (line: Int, column: Int)? {
        guard let index = edits.firstIndex(where: { $0.kind != .equal }) else { return nil }
        let first = edits[index]
        // Everything before the first change is equal, so it starts at the same row in both.
        let row = first.oldRange.lowerBound
        guard first.kind == .delete, index + 1 < edits.count, edits[index + 1].kind == .insert else {
            return (row + 1, 1)
        }
        let old = Self.content(of: oldLines[row])
        let new = Self.content(of: newLines[edits[index + 1].newRange.lowerBound])
        let prefix = CharacterSpan.commonPrefixEnd(old, new)
        return (row + 1, measure(new[..<prefix.inSecond]) + 1)
    }

    /// A line without its LF.
    static func content(of line: Substring) -> Substring {
        line.utf8.last == 0x0A ? line[..<line.utf8.index(before: line.utf8.endIndex)] : line
    }
}

/// Common starts and ends of two lines, compared grapheme by grapheme, byte for byte.
enum CharacterSpan {
    /// The end of the common prefix, as an index into each line.
    static func commonPrefixEnd(_ first: Substring, _ second: Substring) -> (inFirst: String.Index, inSecond: String.Index) {
        var a = first.startIndex
        var b = second.startIndex
        while a < first.endIndex, b < second.endIndex {
            let nextA = first.index(after: a)
            let nextB = second.index(after: b)
            guard first[a..<nextA].utf8.elementsEqual(second[b..<nextB].utf8) else { break }
            a = nextA
            b = nextB
        }
        return (a, b)
    }

    /// The start of the common suffix, not reaching before the given lower bounds.
    static func commonSuffixStart(
        _ first: Substring, _ second: Substring, notBefore lowerFirst: String.Index, _ lowerSecond: String.Index
    ) -> (inFirst: String.Index, inSecond: String.Index) {
        var a = first.endIndex
        var b = second.endIndex
        while a > lowerFirst, b > lowerSecond {
            let previousA = first.index(before: a)
            let previousB = second.index(before: b)
            guard first[previousA..<a].utf8.elementsEqual(second[previousB..<b].utf8) else { break }
            a = previousA
            b = previousB
        }
        return (a, b)
    }
}

import SwiftLexing

/// Writes inline snapshots into a source file's text: each site's closure is filled, or its
/// literal replaced, and the result is checked before anyone writes it.
package enum InlineRewriter {
    /// One snapshot to write.
    package struct Replacement: Sendable, Hashable {
        package var site: InlineSite
        package var text: String

        package init(site: InlineSite, text: String) {
            self.site = site
            self.text = text
        }
    }

    /// The source with every replacement made, planned against `source` and made in one
    /// pass, then checked three ways: lexed again, every token outside the replaced closures is
    /// the same token, byte for byte, as before, and each new literal reads back as exactly its
    /// snapshot; every bracket pairs with one of its kind, before and after (a misread string
    /// would join brackets of different kinds); and each call that gets a closure, found again
    /// in the new text, has its old closures with their labels plus those added, its snapshot
    /// closures where they were written, and nothing after it that Swift would read as another
    /// trailing closure.
    ///
    /// A call may get several snapshots (a helper's closures 1 and 2): missing ones are added
    /// after its last closure, in order.
    ///
    /// The closure written is `{`, the literal indented one level more than the line where
    /// the call starts, and `}` at that line's indentation, with the file's line breaks (CRLF
    /// files stay CRLF).
    ///
    /// - Parameters:
    ///   - source: The file as it is now.
    ///   - replacements: The snapshots; at most one per closure.
    ///   - file: The file's path, for messages.
    /// - Returns: The new file's bytes.
    /// - Throws: `InlineEditError`: a call not found or ambiguous, two snapshots for one call,
    ///   or a result that does not check out (nothing is returned then).
    /// - Complexity: O(*n* + *r*·*c* + *r* log *r*) for a file of *n* bytes and *r*
    ///   replacements of calls *c* tokens long.
    package static func rewrite(_ source: SwiftSourceText, _ replacements: [Replacement], file: String) throws(InlineEditError) -> [UInt8] {
        try rewriting(source, replacements, file: file).bytes
    }

    /// A rewritten file: its bytes, and where its old offsets went.
    package struct Rewrite: Sendable {
        /// The new file's bytes.
        package let bytes: [UInt8]
        /// The old byte ranges replaced, in order, and the length of each one's new bytes.
        package let splices: [(old: Range<Int>, newCount: Int)]
        /// The shift of offsets after each splice: new offset minus old offset.
        private let shifts: [Int]

        init(bytes: [UInt8], splices: [(old: Range<Int>, newCount: Int)]) {
            self.bytes = bytes
            self.splices = splices
            var shift = 0
            shifts = splices.map { splice in
                shift += splice.newCount - splice.old.count
                return shift
            }
        }

        /// Where the byte at old `offset`, outside the replaced ranges, is in the new file (an
        /// insertion at `offset` comes after it).
        ///
        /// - Complexity: O(log *s*) for *s* splices.
        package func newOffset(ofOld offset: Int) -> Int {
            // The splices before `offset`: those that end at or before it, other than an
            // insertion right at it.
            var low = 0
            var high = splices.count
            while low < high {
                let middle = (low + high) / 2
                let splice = splices[middle].old
                if splice.upperBound < offset || (splice.upperBound == offset && !splice.isEmpty) {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return offset + (low > 0 ? shifts[low - 1] : 0)
        }
    }

    /// `rewrite`, also saying where the old file's offsets went (for moving other pending
    /// edits of the file to their new lines).
    package static func rewriting(_ source: SwiftSourceText, _ replacements: [Replacement], file: String) throws(InlineEditError) -> Rewrite {
        struct Splice {
            var range: Range<Int>  // Old bytes replaced (empty for an insertion).
            var bytes: [UInt8]
            var sites: [InlineSite]
            var texts: [String]
            /// Where each site's `{` is in `bytes`, and its call's index in `calls`.
            var opens: [Int]
            var calls: [Int]
        }
        /// A closure a call gets: its site's snapshot, where it goes among the call's closures.
        struct Addition {
            var site: InlineSite
            var text: String
            var closure: String
            var call: Int
        }
        let lineBreak = source.lineBreak
        let unit = source.indentationUnit
        var splices: [Splice] = []
        var calls: [(call: InlineCall, replacement: Replacement)] = []
        var additions: [Int: [Addition]] = [:]  // By the call's first token.
        // The labels each call that gets closures has afterwards, in order, for `verifyCalls`.
        var finalLabels: [Int: [String?]] = [:]
        splices.reserveCapacity(replacements.count)
        for replacement in replacements {
            let call = try InlineCall.find(replacement.site, in: source, file: file)
            calls.append((call, replacement))
            let indentation = source.indentation(ofLineAt: source.tokens[call.start].start)
            let literal = StringLiteral.multilineLines(for: replacement.text, indentation: indentation + unit)
            let closure = "{" + lineBreak + literal.joined(separator: lineBreak) + lineBreak + indentation + "}"
            switch call.closure {
            case .existing(let open, let close):
                splices.append(Splice(
                    range: source.tokens[open].start..<source.tokens[close].end, bytes: Array(closure.utf8), sites: [replacement.site],
                    texts: [replacement.text], opens: [0], calls: [calls.count - 1]))
            case .missing, .inserted:
                additions[call.start, default: []].append(
                    Addition(site: replacement.site, text: replacement.text, closure: closure, call: calls.count - 1))
            }
        }
        try checkBrackets(of: source, file: file)
        // The closures a call lacks are added in the order of their offsets, each where its
        // offset is in the call as the ones before left it, as swift-snapshot-testing adds
        // them: before the closure that stands there (`fixes:` before `expansion:`), or after
        // the last. Those that go to one place are written there together, in order.
        for (start, items) in additions {
            let call = calls[items[0].call].call
            enum Slot {
                case existing(InlineCall.Part)
                case added(Addition)
            }
            var slots = call.closures.map(Slot.existing)
            for item in items.sorted(by: { $0.site.trailingClosureOffset < $1.site.trailingClosureOffset }) {
                let offset = item.site.trailingClosureOffset
                let place = "\(file):\(item.site.line):\(item.site.column)"
                if items.contains(where: { $0.call != item.call && $0.site.trailingClosureLabel == item.site.trailingClosureLabel }) {
                    throw InlineEditError(
                        code: .conflictingSnapshots,
                        "Two inline snapshots would be written into one closure at \(file):\(item.site.line); write nothing.")
                }
                if offset < slots.count {
                    if case .existing(let part) = slots[offset], !part.isTrailing || part.label == nil {
                        throw InlineEditError(
                            code: .ambiguousClosure,
                            "The call at \(place) has \(part.label.map { "a closure labelled '\($0)'" } ?? "an unlabelled closure") where its "
                                + "snapshot closure '\(item.site.trailingClosureLabel)' should be.")
                    }
                    slots.insert(.added(item), at: offset)
                } else if offset == slots.count {
                    slots.append(.added(item))
                } else {
                    throw InlineEditError(
                        code: .ambiguousClosure,
                        "The call at \(place) lacks the closure before its snapshot closure '\(item.site.trailingClosureLabel)' "
                            + "(number \(offset + 1)), so it cannot be added.")
                }
            }
            var labels: [String?] = []
            var run: [(item: Addition, label: String?)] = []
            func flush(at position: Int, leading: String, trailing: String) {
                guard !run.isEmpty else { return }
                var text = ""
                var opens: [Int] = []
                for (item, label) in run {
                    text += leading + (label.map { $0 + ": " } ?? "")
                    opens.append(text.utf8.count)
                    text += item.closure + trailing
                }
                splices.append(Splice(
                    range: position..<position, bytes: Array(text.utf8), sites: run.map(\.item.site), texts: run.map(\.item.text),
                    opens: opens, calls: run.map(\.item.call)))
                run.removeAll()
            }
            var trailingSeen = false
            for slot in slots {
                switch slot {
                case .added(let item):
                    // The first trailing closure has no label.
                    let label = trailingSeen ? item.site.trailingClosureLabel : nil
                    trailingSeen = true
                    run.append((item, label))
                    labels.append(label)
                case .existing(let part):
                    trailingSeen = trailingSeen || part.isTrailing
                    if part.isTrailing, !run.isEmpty {
                        guard let labelToken = InlineCall.labelToken(of: part, in: source) else {
                            throw InlineEditError(
                                code: .ambiguousClosure,
                                "The call at \(file):\(run[0].item.site.line):\(run[0].item.site.column) has a closure where its "
                                    + "snapshot closure '\(run[0].item.site.trailingClosureLabel)' should go that cannot be read.")
                        }
                        flush(at: source.tokens[labelToken].start, leading: "", trailing: " ")
                    }
                    labels.append(part.label)
                }
            }
            flush(at: source.tokens[call.end].end, leading: " ", trailing: "")
            finalLabels[start] = labels
        }
        splices.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (earlier, later) in zip(splices, splices.dropFirst()) where earlier.range.upperBound > later.range.lowerBound
            || earlier.range == later.range {
            throw InlineEditError(
                code: .conflictingSnapshots,
                "Two inline snapshots would be written into one closure at \(file):\(later.sites[0].line); write nothing.")
        }
        var output: [UInt8] = []
        output.reserveCapacity(source.bytes.count + splices.reduce(0) { $0 + $1.bytes.count })
        var newRanges: [Range<Int>] = []
        var newOpens = [Int](repeating: -1, count: calls.count)
        var copied = 0
        for splice in splices {
            output.append(contentsOf: source.bytes[copied..<splice.range.lowerBound])
            let start = output.count
            for (call, open) in zip(splice.calls, splice.opens) { newOpens[call] = start + open }
            output.append(contentsOf: splice.bytes)
            newRanges.append(start..<output.count)
            copied = splice.range.upperBound
        }
        output.append(contentsOf: source.bytes[copied...])
        let newTokens = SwiftLexer.tokens(in: output)
        try verify(
            old: source, new: output, newTokens: newTokens, oldRanges: splices.map(\.range), newRanges: newRanges,
            texts: splices.map(\.texts), lines: splices.map(\.sites[0].line), file: file)
        let rewrite = Rewrite(bytes: output, splices: splices.map { ($0.range, $0.bytes.count) })
        // The new file's lines: the old ones moved, and those of the new closures.
        var lineStarts: [Int] = []
        lineStarts.reserveCapacity(source.lineStarts.count + splices.count * 4)
        var oldLine = 0
        var shift = 0
        for (splice, newRange) in zip(splices, newRanges) {
            while oldLine < source.lineStarts.count, source.lineStarts[oldLine] <= splice.range.lowerBound {
                lineStarts.append(source.lineStarts[oldLine] + shift)
                oldLine += 1
            }
            var index = newRange.lowerBound
            while index < newRange.upperBound {
                let byte = output[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    lineStarts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < output.count, output[index] == UInt8(ascii: "\n") { index += 1 }
                    lineStarts.append(index)
                }
            }
            while oldLine < source.lineStarts.count, source.lineStarts[oldLine] <= splice.range.upperBound { oldLine += 1 }
            shift = newRange.upperBound - splice.range.upperBound
        }
        while oldLine < source.lineStarts.count {
            lineStarts.append(source.lineStarts[oldLine] + shift)
            oldLine += 1
        }
        let new = SwiftSourceText(rewritten: output, tokens: newTokens, lineStarts: lineStarts)
        try verifyCalls(calls, old: source, new: new, rewrite: rewrite, opens: newOpens, finalLabels: finalLabels, file: file)
        return rewrite
    }

    /// Checks that every bracket of `source` pairs with one of its kind: a file that
    /// compiled does, so one that does not was misread (or changed), and nothing is written.
    private static func checkBrackets(of source: SwiftSourceText, file: String) throws(InlineEditError) {
        guard let index = source.unpairedBracket() else { return }
        let place = "\(file):\(source.line(of: source.tokens[index].start))"
        if source.tokens[index].kind == .unterminated {
            throw InlineEditError(code: .unterminated, "The lexer could not read \(file): the string, comment or regex at \(place) has no end; nothing is written.")
        }
        throw InlineEditError(
            code: .unterminated,
            "The lexer could not read \(file): the '\(source.text(of: source.tokens[index]))' at \(place) does not pair with a bracket "
                + "of its kind; nothing is written.")
    }

    /// Checks each call that got a closure again, in the new file: found at its place, its
    /// snapshot closure is the one written (at `opens`, whose literals `verify` read back), it
    /// has the closures it had (same labels, in order) plus those added, and no closure follows
    /// it that Swift would take for another trailing closure.
    private static func verifyCalls(
        _ calls: [(call: InlineCall, replacement: Replacement)], old: SwiftSourceText, new: SwiftSourceText, rewrite: Rewrite,
        opens: [Int], finalLabels: [Int: [String?]], file: String
    ) throws(InlineEditError) {
        for (number, (call, replacement)) in calls.enumerated() {
            guard let labels = finalLabels[call.start] else { continue }
            let site = replacement.site
            func fail(_ why: String) -> InlineEditError {
                InlineEditError(code: .verificationFailed, "Writing the inline snapshot at \(file):\(site.line) would \(why); nothing was written.")
            }
            let oldOffset = old.offset(line: site.line, column: site.column) ?? old.tokens[call.start].start
            let offset = rewrite.newOffset(ofOld: oldOffset)
            let line = new.line(of: offset)
            var moved = site
            moved.line = line
            moved.column = offset - new.lineStarts[line - 1] + 1
            let found: InlineCall
            do {
                found = try InlineCall.find(moved, in: new, file: file)
            } catch {
                throw fail("leave a call that cannot be read back (\(error.message))")
            }
            guard case .existing(let open, _) = found.closure, new.tokens[open].start == opens[number] else {
                throw fail("leave the call's snapshot closure elsewhere than where it was written")
            }
            // The call has its old closures, and the added ones where they were to go.
            guard found.closures.map(\.label) == labels else {
                throw fail("change the call's closures (\(call.closures.count) before, \(found.closures.count) after)")
            }
            let after = InlineCall.skipTrivia(from: found.end + 1, in: new, crossingLines: true)
            if after < new.tokens.count, new.isPunctuation(new.tokens[after], UInt8(ascii: "{")) {
                throw fail("leave a closure after the call that Swift would read as another trailing closure")
            }
        }
    }

    /// Checks a rewrite: outside the replaced ranges the new file has the old tokens, byte for
    /// byte; inside each, one string literal per closure written that reads back as its text,
    /// and nothing but braces, labels, colons and trivia around them.
    private static func verify(
        old: SwiftSourceText, new: [UInt8], newTokens: [SwiftToken], oldRanges: [Range<Int>], newRanges: [Range<Int>], texts: [[String]],
        lines: [Int], file: String
    ) throws(InlineEditError) {
        func fail(_ line: Int, _ why: String) -> InlineEditError {
            InlineEditError(code: .verificationFailed, "Writing the inline snapshot at \(file):\(line) would \(why); nothing was written.")
        }
        var oldIndex = 0
        var newIndex = 0
        var oldCopied = 0  // Old bytes before this point are accounted for.
        var shift = 0      // New offset minus old offset, outside the ranges.
        for (number, (oldRange, newRange)) in zip(oldRanges, newRanges).enumerated() {
            // Tokens before this range: the same, shifted.
            while oldIndex < old.tokens.count, old.tokens[oldIndex].end <= oldRange.lowerBound, old.tokens[oldIndex].start >= oldCopied {
                let token = old.tokens[oldIndex]
                guard newIndex < newTokens.count, newTokens[newIndex].kind == token.kind,
                      newTokens[newIndex].start == token.start + shift, newTokens[newIndex].end == token.end + shift
                else { throw fail(lines[number], "change how the code before it reads") }
                oldIndex += 1
                newIndex += 1
            }
            // The old tokens inside the range are replaced.
            while oldIndex < old.tokens.count, old.tokens[oldIndex].start < oldRange.upperBound { oldIndex += 1 }
            // The new tokens inside the range: closures holding one literal each, whose
            // brackets pair. (The old file's brackets pair, and the tokens outside the ranges
            // are the old ones: so the new file's brackets pair.)
            var literals = 0
            var brackets: [UInt8] = []
            while newIndex < newTokens.count, newTokens[newIndex].start < newRange.upperBound {
                let token = newTokens[newIndex]
                guard token.start >= newRange.lowerBound, token.end <= newRange.upperBound else {
                    throw fail(lines[number], "join the closure to the code around it")
                }
                switch token.kind {
                case .string:
                    literals += 1
                    guard literals <= texts[number].count, StringLiteral.decode(new[token.range]) == texts[number][literals - 1] else {
                        throw fail(lines[number], "write a literal that does not read back as the snapshot")
                    }
                case .punctuation:
                    if token.end - token.start == 1 {
                        let byte = new[token.start]
                        if let closer = InlineCall.closingBracket(of: byte) {
                            brackets.append(closer)
                        } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                            guard brackets.popLast() == byte else { throw fail(lines[number], "write brackets that do not pair") }
                        }
                    }
                case .whitespace, .newline, .identifier:
                    break
                default:
                    throw fail(lines[number], "write something other than a closure and a literal")
                }
                newIndex += 1
            }
            guard brackets.isEmpty else { throw fail(lines[number], "write brackets that do not pair") }
            guard literals == texts[number].count else {
                throw fail(lines[number], "write \(literals) literals instead of \(texts[number].count)")
            }
            oldCopied = oldRange.upperBound
            shift = newRange.upperBound - oldRange.upperBound
        }
        while oldIndex < old.tokens.count {
            let token = old.tokens[oldIndex]
            guard newIndex < newTokens.count, newTokens[newIndex].kind == token.kind,
                  newTokens[newIndex].start == token.start + shift, newTokens[newIndex].end == token.end + shift
            else { throw fail(lines.last ?? 0, "change how the code after it reads") }
            oldIndex += 1
            newIndex += 1
        }
        guard newIndex == newTokens.count else { throw fail(lines.last ?? 0, "add code after it") }
    }
}

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

    /// The source with every replacement made, checked: lexed again, each new literal reads
    /// back as exactly its snapshot, and every token outside the replaced closures is the same
    /// token, byte for byte, as before.
    ///
    /// The closure written is `{`, the literal indented one level more than the line where
    /// the call starts, and `}` at that line's indentation, with the file's line breaks (CRLF
    /// files stay CRLF).
    ///
    /// - Parameters:
    ///   - source: The file as it is now.
    ///   - replacements: The snapshots; at most one per call.
    ///   - file: The file's path, for messages.
    /// - Returns: The new file's bytes.
    /// - Throws: `InlineEditError`: a call not found or ambiguous, two snapshots for one call,
    ///   or a result that does not check out (nothing is returned then).
    /// - Complexity: O(*n* + *r* log *r*) for a file of *n* bytes and *r* replacements.
    package static func rewrite(_ source: SwiftSourceText, _ replacements: [Replacement], file: String) throws(InlineEditError) -> [UInt8] {
        struct Splice {
            var range: Range<Int>  // Old bytes replaced (empty for an insertion).
            var bytes: [UInt8]
            var text: String
            var site: InlineSite
        }
        let lineBreak = source.lineBreak
        let unit = source.indentationUnit
        var splices: [Splice] = []
        splices.reserveCapacity(replacements.count)
        for replacement in replacements {
            let call = try InlineCall.find(replacement.site, in: source, file: file)
            let indentation = source.indentation(ofLineAt: source.tokens[call.start].start)
            let literal = StringLiteral.multilineLines(for: replacement.text, indentation: indentation + unit)
            let closure = "{" + lineBreak + literal.joined(separator: lineBreak) + lineBreak + indentation + "}"
            switch call.closure {
            case .existing(let open, let close):
                splices.append(Splice(
                    range: source.tokens[open].start..<source.tokens[close].end, bytes: Array(closure.utf8),
                    text: replacement.text, site: replacement.site))
            case .missing(let after, let label):
                let end = source.tokens[after].end
                let prefix = " " + (label.map { $0 + ": " } ?? "")
                splices.append(Splice(range: end..<end, bytes: Array((prefix + closure).utf8), text: replacement.text, site: replacement.site))
            }
        }
        splices.sort { $0.range.lowerBound < $1.range.lowerBound }
        for (earlier, later) in zip(splices, splices.dropFirst()) where earlier.range.upperBound > later.range.lowerBound
            || earlier.range == later.range {
            throw InlineEditError(
                code: .conflictingSnapshots,
                "Two inline snapshots would be written into one closure at \(file):\(later.site.line); write nothing.")
        }
        var output: [UInt8] = []
        output.reserveCapacity(source.bytes.count + splices.reduce(0) { $0 + $1.bytes.count })
        var newRanges: [Range<Int>] = []
        var copied = 0
        for splice in splices {
            output.append(contentsOf: source.bytes[copied..<splice.range.lowerBound])
            let start = output.count
            output.append(contentsOf: splice.bytes)
            newRanges.append(start..<output.count)
            copied = splice.range.upperBound
        }
        output.append(contentsOf: source.bytes[copied...])
        try verify(
            old: source, new: output, oldRanges: splices.map(\.range), newRanges: newRanges,
            texts: splices.map(\.text), lines: splices.map(\.site.line), file: file)
        return output
    }

    /// Checks a rewrite: outside the replaced ranges the new file has the old tokens, byte for
    /// byte; inside each, one string literal that reads back as its text, and nothing but
    /// braces, a label, a colon and trivia around it.
    private static func verify(
        old: SwiftSourceText, new: [UInt8], oldRanges: [Range<Int>], newRanges: [Range<Int>], texts: [String], lines: [Int],
        file: String
    ) throws(InlineEditError) {
        let newTokens = SwiftLexer.tokens(in: new)
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
            // The new tokens inside the range: a closure holding one literal.
            var literals = 0
            while newIndex < newTokens.count, newTokens[newIndex].start < newRange.upperBound {
                let token = newTokens[newIndex]
                guard token.start >= newRange.lowerBound, token.end <= newRange.upperBound else {
                    throw fail(lines[number], "join the closure to the code around it")
                }
                switch token.kind {
                case .string:
                    literals += 1
                    guard StringLiteral.decode(new[token.range]) == texts[number] else {
                        throw fail(lines[number], "write a literal that does not read back as the snapshot")
                    }
                case .whitespace, .newline, .identifier, .punctuation:
                    break
                default:
                    throw fail(lines[number], "write something other than a closure and a literal")
                }
                newIndex += 1
            }
            guard literals == 1 else { throw fail(lines[number], "write \(literals) literals instead of one") }
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

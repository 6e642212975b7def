import SwiftLexing

/// Where an inline snapshot is written in a call: the closure named by a label (or its place
/// among the trailing closures) of the call that starts at a line and column.
package struct InlineSite: Codable, Sendable, Hashable {
    /// The call's first line, as `#line` gives it.
    package var line: Int
    /// The call's first column (UTF-8 bytes from 1), as `#column` gives it.
    package var column: Int
    /// The closure's label: `matches` for `assertInlineSnapshot`.
    package var trailingClosureLabel: String
    /// Other labels the closure may have (from helpers' older versions).
    package var deprecatedTrailingClosureLabels: [String]
    /// The closure's place among the call's closures, from 0, counted as swift-snapshot-testing
    /// counts it: from the first of the closure arguments that end the parenthesised
    /// arguments (if any), then the trailing closures.
    package var trailingClosureOffset: Int

    package init(
        line: Int, column: Int, trailingClosureLabel: String = "matches", deprecatedTrailingClosureLabels: [String] = [],
        trailingClosureOffset: Int = 0
    ) {
        self.line = line
        self.column = column
        self.trailingClosureLabel = trailingClosureLabel
        self.deprecatedTrailingClosureLabels = deprecatedTrailingClosureLabels
        self.trailingClosureOffset = trailingClosureOffset
    }

    /// The site's name among its test file's pending files: `<line>.<column>`, and
    /// `.<offset>` after it for a closure after the first (a helper that makes several inline
    /// snapshots from one call).
    package var fileStem: String {
        "\(line).\(column)" + (trailingClosureOffset > 0 ? ".\(trailingClosureOffset)" : "")
    }

    func hasLabel(_ label: String) -> Bool {
        label == trailingClosureLabel || deprecatedTrailingClosureLabels.contains(label)
    }
}

/// A call found in a source file, and the place of its inline snapshot's closure.
package struct InlineCall: Sendable, Hashable {
    /// Where the snapshot closure is, or where it goes.
    package enum Closure: Sendable, Hashable {
        /// An existing closure: the token indices of its `{` and `}`.
        case existing(open: Int, close: Int)
        /// No closure yet: it goes right after the token at `after` (the call's `)`, its
        /// callee, or the `}` of its last closure), with `label` when it is not the first
        /// trailing closure. `position` counts the missing closures before it (0: it comes
        /// right after the call's last closure); a rewrite that adds several closures to one
        /// call adds them in order.
        case missing(after: Int, label: String?, position: Int)
        /// No closure yet, and the call has a later trailing closure where it goes (a helper's
        /// `diagnostics:` and `expansion:` with `fixes:` missing between them): it goes, with
        /// `label`, right before the token at `before` (that closure's label).
        case inserted(before: Int, label: String)

        /// Whether the closure is in the call already.
        package var exists: Bool {
            if case .existing = self { return true }
            return false
        }
    }

    /// One of a call's closures.
    package struct Part: Sendable, Hashable {
        /// The closure's label: `nil` for the first trailing closure and unlabelled arguments.
        package var label: String?
        /// The token indices of its `{` and `}`.
        package var open: Int
        package var close: Int
        /// Whether it follows the parentheses (rather than being an argument inside them).
        package var isTrailing: Bool
    }

    /// The index of the call's first token.
    package var start: Int
    package var closure: Closure
    /// The closures that end the call's arguments and its trailing closures, in order: the
    /// closures `trailingClosureOffset` counts.
    package var closures: [Part]
    /// The index of the call's last token: its `)`, the `}` of its last trailing closure, or
    /// (for a call with no parentheses) the callee's last name.
    package var end: Int

    /// The text the closure's string literal holds, if the closure holds one literal (and
    /// perhaps `return`) whose text is known; `nil` for a missing or empty closure, or one
    /// that holds anything else.
    package func expectedText(in source: SwiftSourceText) -> String? {
        guard case .existing(let open, let close) = closure else { return nil }
        var literal: SwiftToken?
        for token in source.tokens[(open + 1)..<close] where !token.isTrivia {
            if token.kind == .identifier, source.text(of: token) == "return", literal == nil { continue }
            guard case .string = token.kind, literal == nil else { return nil }
            literal = token
        }
        return literal.flatMap { StringLiteral.decode(source.bytes[$0.range]) }
    }

    /// Finds the call that starts at `site`'s line and column.
    ///
    /// `#column` of a default argument is the column right after the callee: the call's `(`,
    /// or the `{` of its first trailing closure (perhaps on the next line). Written by hand it
    /// may be the callee's first letter. Either way the callee is the chain of names and dots
    /// that ends right before it.
    ///
    /// - Throws: `InlineEditError` with code `.callNotFound` when no call starts there, saying
    ///   why (the file is shorter, the position is in a string, an interpolation or a comment,
    ///   or holds something else), `.ambiguousClosure` when the call's closures do not say which
    ///   one holds the snapshot, `.unterminated` when the lexer could not read the file: a
    ///   string or comment with no end, or brackets that do not pair, before the call's end.
    package static func find(_ site: InlineSite, in source: SwiftSourceText, file: String) throws(InlineEditError) -> InlineCall {
        let place = "\(file):\(site.line):\(site.column)"
        let tokens = source.tokens
        var at = try tokenIndex(at: site, in: source, place: place)
        func isCalleePart(_ token: SwiftToken) -> Bool {
            token.kind == .identifier || (token.kind == .operator && token.end - token.start == 1 && source.bytes[token.start] == UInt8(ascii: "."))
        }
        if source.isPunctuation(tokens[at], UInt8(ascii: "(")) || source.isPunctuation(tokens[at], UInt8(ascii: "{")) {
            // The callee ends right before, perhaps with spaces or a line break between
            // (`check {`, `check\n{`).
            var last = at - 1
            if source.isPunctuation(tokens[at], UInt8(ascii: "{")) {
                while last >= 0, tokens[last].isTrivia { last -= 1 }
            }
            guard last >= 0, isCalleePart(tokens[last]) else {
                throw InlineEditError(
                    code: .callNotFound,
                    "No call starts at \(place): nothing is called right before the \(source.text(of: tokens[at]) == "(" ? "parenthesis" : "brace") "
                        + "(the file changed since the test ran).")
            }
            var first = last
            while first > 0, isCalleePart(tokens[first - 1]) { first -= 1 }
            at = first
        }
        guard isCalleePart(tokens[at]) else {
            throw InlineEditError(
                code: .callNotFound,
                "No call starts at \(place): '\(source.text(of: tokens[at]).prefix(40))' is there, not a call (the file changed since the test ran).")
        }
        let start = at
        // The callee: `name`, `Module.name`, `self.helper`, `.helper`.
        var index = start
        while index < tokens.count, isCalleePart(tokens[index]) {
            index += 1
        }
        var closures: [Part] = []
        var next = skipTrivia(from: index, in: source, crossingLines: false)
        var end = index - 1
        if next < tokens.count, source.isPunctuation(tokens[next], UInt8(ascii: "(")) {
            let close = try matching(from: next, in: source, what: "The call at \(place)")
            let inArguments = try argumentClosures(in: next...close, site: site, source: source, place: place)
            closures = inArguments.counted
            if let labelled = inArguments.counted.first(where: { $0.label.map(site.hasLabel) ?? false }) ?? inArguments.labelled {
                // A `label: { … }` argument: the snapshot is there, whatever follows.
                return InlineCall(start: start, closure: .existing(open: labelled.open, close: labelled.close), closures: closures, end: close)
            }
            end = close
            next = skipTrivia(from: close + 1, in: source, crossingLines: true)
        } else {
            next = skipTrivia(from: index, in: source, crossingLines: true)
            guard next < tokens.count, source.isPunctuation(tokens[next], UInt8(ascii: "{")) else {
                throw InlineEditError(code: .callNotFound, "No call starts at \(place): '\(source.text(of: tokens[start]))' is not followed by arguments or a closure.")
            }
        }
        // The trailing closures: `{ … }` first (on the same line or the next: Swift reads
        // both as the call's), then `label: { … }`.
        var trailingCount = 0
        while next < tokens.count {
            var label: String?
            var open = next
            if trailingCount > 0 {
                guard tokens[next].kind == .identifier else { break }
                let colon = skipTrivia(from: next + 1, in: source, crossingLines: true)
                guard colon < tokens.count, source.isPunctuation(tokens[colon], UInt8(ascii: ":")) else { break }
                open = skipTrivia(from: colon + 1, in: source, crossingLines: true)
                label = source.text(of: tokens[next])
            }
            guard open < tokens.count, source.isPunctuation(tokens[open], UInt8(ascii: "{")) else { break }
            let close = try matching(from: open, in: source, what: "A closure of the call at \(place)")
            closures.append(Part(label: label, open: open, close: close, isTrailing: true))
            trailingCount += 1
            end = close
            next = skipTrivia(from: close + 1, in: source, crossingLines: true)
        }
        if let labelled = closures.first(where: { $0.isTrailing && ($0.label.map(site.hasLabel) ?? false) }) {
            return InlineCall(start: start, closure: .existing(open: labelled.open, close: labelled.close), closures: closures, end: end)
        }
        let offset = site.trailingClosureOffset
        if offset < closures.count {
            let chosen = closures[offset]
            if let label = chosen.label, !site.hasLabel(label) {
                // A trailing closure labelled otherwise stands where the snapshot closure goes,
                // and the snapshot's label is nowhere in the call: the closure is missing
                // there, and goes before it, as swift-snapshot-testing inserts it.
                if chosen.isTrailing, offset > 0, let labelToken = labelToken(of: chosen, in: source),
                   !closures.contains(where: { $0.label.map(site.hasLabel) ?? false }) {
                    return InlineCall(
                        start: start, closure: .inserted(before: labelToken, label: site.trailingClosureLabel), closures: closures,
                        end: end)
                }
                throw InlineEditError(
                    code: .ambiguousClosure,
                    "The call at \(place) has a closure labelled '\(label)' where its snapshot closure '\(site.trailingClosureLabel)' should be.")
            }
            return InlineCall(start: start, closure: .existing(open: chosen.open, close: chosen.close), closures: closures, end: end)
        }
        let label = trailingCount == 0 && offset == closures.count ? nil : site.trailingClosureLabel
        return InlineCall(
            start: start, closure: .missing(after: end, label: label, position: offset - closures.count), closures: closures, end: end)
    }

    /// The index of a labelled trailing closure's label token: before its `{`, past trivia
    /// and the colon.
    static func labelToken(of part: Part, in source: SwiftSourceText) -> Int? {
        var index = part.open - 1
        while index >= 0, source.tokens[index].isTrivia { index -= 1 }
        guard index >= 0, source.isPunctuation(source.tokens[index], UInt8(ascii: ":")) else { return nil }
        index -= 1
        while index >= 0, source.tokens[index].isTrivia { index -= 1 }
        guard index >= 0, source.tokens[index].kind == .identifier, source.text(of: source.tokens[index]) == part.label else { return nil }
        return index
    }

    /// The token at `site`, or why there is none.
    private static func tokenIndex(at site: InlineSite, in source: SwiftSourceText, place: String) throws(InlineEditError) -> Int {
        guard site.line >= 1, site.line <= source.lineStarts.count else {
            throw InlineEditError(code: .callNotFound, "No call starts at \(place): the file has \(source.lineStarts.count) lines (it changed since the test ran).")
        }
        guard let offset = source.offset(line: site.line, column: site.column) else {
            throw InlineEditError(code: .callNotFound, "No call starts at \(place): line \(site.line) is shorter (the file changed since the test ran).")
        }
        if let index = source.firstUnterminated, case let unreadable = source.tokens[index], unreadable.start < offset {
            throw InlineEditError(
                code: .unterminated,
                "The lexer could not read \(place): the string, comment or regex at line \(source.line(of: unreadable.start)) has no end, so nothing after it can be found safely.")
        }
        if let index = source.tokenIndex(startingAt: offset) { return index }
        let holder = source.tokenIndex(containing: offset)
        let why: String = switch source.tokens[holder].kind {
        case .string(let shape) where shape.hasInterpolation:
            "the position is inside a string literal's interpolation (line \(source.line(of: source.tokens[holder].start))), where inline snapshots cannot be written; call the assertion outside the string"
        case .string, .regex: "the position is inside a string or regex literal (the file changed since the test ran)"
        case .lineComment, .blockComment: "the position is inside a comment (the file changed since the test ran)"
        default: "the position is inside '\(source.text(of: source.tokens[holder]).prefix(40))' (the file changed since the test ran)"
        }
        throw InlineEditError(code: .callNotFound, "No call starts at \(place): \(why).")
    }

    /// The first token at or after `index` that is not trivia; with `crossingLines` false, a
    /// line break stops the search (and is returned).
    static func skipTrivia(from index: Int, in source: SwiftSourceText, crossingLines: Bool) -> Int {
        var index = index
        while index < source.tokens.count, source.tokens[index].isTrivia {
            if !crossingLines, source.tokens[index].kind == .newline { return index }
            index += 1
        }
        return index
    }

    /// How a bracket pairs.
    enum Pairing: Equatable {
        /// Closed by the token at this index.
        case closed(Int)
        /// A bracket at this index closes another kind (`{` by `)`), or has nothing to close.
        case mismatched(Int)
        /// A string or comment at this index has no end.
        case unterminated(Int)
        /// The source ends first.
        case open
    }

    /// How the bracket at `open` pairs, counting `()`, `[]` and `{}` each as its own kind.
    static func pairing(from open: Int, in source: SwiftSourceText) -> Pairing {
        if let partner = source.partner(of: open) { return .closed(partner) }
        // It does not pair: find out why, from here.
        var expected: [UInt8] = []
        var index = open
        while index < source.tokens.count {
            let token = source.tokens[index]
            if token.kind == .unterminated { return .unterminated(index) }
            if token.kind == .punctuation, token.end - token.start == 1 {
                let byte = source.bytes[token.start]
                if let closer = closingBracket(of: byte) {
                    expected.append(closer)
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    guard expected.popLast() == byte else { return .mismatched(index) }
                    if expected.isEmpty { return .closed(index) }
                }
            }
            index += 1
        }
        return .open
    }

    /// The index of the bracket that closes the one at `open`.
    ///
    /// - Throws: `.unterminated` saying what `what` lacks and where the lexer lost its way.
    private static func matching(from open: Int, in source: SwiftSourceText, what: String) throws(InlineEditError) -> Int {
        let opener = source.text(of: source.tokens[open])
        switch pairing(from: open, in: source) {
        case .closed(let index):
            return index
        case .mismatched(let index):
            throw InlineEditError(
                code: .unterminated,
                "\(what) could not be read: its '\(opener)' is closed by the '\(source.text(of: source.tokens[index]))' at line "
                    + "\(source.line(of: source.tokens[index].start)); the lexer could not read this file (brackets must pair), so nothing is written.")
        case .unterminated(let index):
            throw InlineEditError(
                code: .unterminated,
                "\(what) could not be read: the string, comment or regex at line \(source.line(of: source.tokens[index].start)) has no end; "
                    + "the lexer could not read this file, so nothing is written.")
        case .open:
            throw InlineEditError(code: .unterminated, "\(what) has no closing '\(opener == "(" ? ")" : "}")' before the end of the file.")
        }
    }

    /// The bracket that closes `byte`, when it opens one.
    static func closingBracket(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: nil
        }
    }

    /// The closure arguments inside the parentheses: those `trailingClosureOffset` counts (the
    /// run of closure arguments that ends the list), and the first labelled closure before that
    /// run whose label is the site's (found by its label only).
    private static func argumentClosures(
        in arguments: ClosedRange<Int>, site: InlineSite, source: SwiftSourceText, place: String
    ) throws(InlineEditError) -> (counted: [Part], labelled: Part?) {
        var run: [Part] = []
        var labelled: Part?
        var index = arguments.lowerBound + 1
        // The argument being read: its label, its closure if it is one, how many pieces.
        var label: String?
        var closure: (open: Int, close: Int)?
        var pieces = 0
        func finish() {
            if pieces == 1, let closure {
                run.append(Part(label: label, open: closure.open, close: closure.close, isTrailing: false))
            } else if pieces > 0 || label != nil {
                // A value ends the run; a labelled closure in it stays findable by its label.
                if labelled == nil, let named = run.first(where: { $0.label.map(site.hasLabel) ?? false }) { labelled = named }
                run.removeAll()
            }
            label = nil
            closure = nil
            pieces = 0
        }
        while index < arguments.upperBound {
            let token = source.tokens[index]
            if token.isTrivia {
                index += 1
                continue
            }
            if source.isPunctuation(token, UInt8(ascii: ",")) {
                finish()
                index += 1
                continue
            }
            if pieces == 0, label == nil, token.kind == .identifier {
                let colon = skipTrivia(from: index + 1, in: source, crossingLines: true)
                if colon < arguments.upperBound, source.isPunctuation(source.tokens[colon], UInt8(ascii: ":")) {
                    label = source.text(of: token)
                    index = colon + 1
                    continue
                }
            }
            pieces += 1
            if token.kind == .punctuation, token.end - token.start == 1, closingBracket(of: source.bytes[token.start]) != nil {
                let close = try matching(from: index, in: source, what: "An argument of the call at \(place)")
                if source.isPunctuation(token, UInt8(ascii: "{")) { closure = (index, close) }
                index = close + 1
                continue
            }
            index += 1
        }
        finish()
        return (run, labelled)
    }
}

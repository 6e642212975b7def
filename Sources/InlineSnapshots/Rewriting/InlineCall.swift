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
    /// The closure's place among the call's trailing closures, from 0.
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
        /// No closure yet: it goes right after the token at `after` (the call's `)` or the
        /// `}` of the trailing closure before it), with `label` when it is not the first.
        case missing(after: Int, label: String?)
    }

    /// The index of the call's first token.
    package var start: Int
    package var closure: Closure

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
    /// - Throws: `InlineEditError` with code `.callNotFound` when no call starts there (the file
    ///   changed, or the position is not a call), `.ambiguousClosure` when the call's closures
    ///   do not say which one holds the snapshot, `.unterminated` when the file has a string or
    ///   comment with no end before the call's end.
    package static func find(_ site: InlineSite, in source: SwiftSourceText, file: String) throws(InlineEditError) -> InlineCall {
        let place = "\(file):\(site.line):\(site.column)"
        let tokens = source.tokens
        // `#column` of a default argument is the column of the call's `(` (or `{`); written by
        // hand it may be the callee's first letter. Either way the callee is the chain of
        // names and dots that ends right before the parenthesis.
        guard let offset = source.offset(line: site.line, column: site.column),
              var at = source.tokenIndex(startingAt: offset)
        else {
            throw InlineEditError(code: .callNotFound, "No call starts at \(place): the file changed since the test ran, or the position is not a call.")
        }
        func isCalleePart(_ token: SwiftToken) -> Bool {
            token.kind == .identifier || (token.kind == .operator && source.text(of: token) == ".")
        }
        if source.isPunctuation(tokens[at], UInt8(ascii: "(")) || source.isPunctuation(tokens[at], UInt8(ascii: "{")) {
            var first = at
            while first > 0, isCalleePart(tokens[first - 1]) { first -= 1 }
            guard first < at else {
                throw InlineEditError(code: .callNotFound, "No call starts at \(place): nothing is called right before the parenthesis.")
            }
            at = first
        }
        guard isCalleePart(tokens[at]) else {
            throw InlineEditError(code: .callNotFound, "No call starts at \(place): the file changed since the test ran, or the position is not a call.")
        }
        let start = at
        // The callee: `name`, `Module.name`, `self.helper`, `.helper`.
        var index = start
        while index < tokens.count, isCalleePart(tokens[index]) {
            index += 1
        }
        var arguments: ClosedRange<Int>?
        var next = skipTrivia(from: index, in: source, crossingLines: false)
        if next < tokens.count, source.isPunctuation(tokens[next], UInt8(ascii: "(")) {
            guard let close = matching(from: next, in: source) else {
                throw InlineEditError(code: .unterminated, "The call at \(place) has no closing parenthesis (or a string or comment in it has no end).")
            }
            arguments = next...close
            next = skipTrivia(from: close + 1, in: source, crossingLines: false)
        } else if !(next < tokens.count && source.isPunctuation(tokens[next], UInt8(ascii: "{"))) {
            throw InlineEditError(code: .callNotFound, "No call starts at \(place): '\(source.text(of: tokens[start]))' is not followed by arguments or a closure.")
        }
        // A `label: { … }` argument inside the parentheses.
        if let arguments, let inArguments = try labelledClosure(in: arguments, site: site, source: source, place: place) {
            return InlineCall(start: start, closure: inArguments)
        }
        // The trailing closures: `{ … }` first, then `label: { … }`.
        var trailing: [(label: String?, open: Int, close: Int)] = []
        var last = arguments?.upperBound ?? (next - 1)
        while next < tokens.count {
            var label: String?
            var open = next
            if !trailing.isEmpty {
                guard tokens[next].kind == .identifier else { break }
                let colon = skipTrivia(from: next + 1, in: source, crossingLines: false)
                guard colon < tokens.count, source.isPunctuation(tokens[colon], UInt8(ascii: ":")) else { break }
                open = skipTrivia(from: colon + 1, in: source, crossingLines: true)
                label = source.text(of: tokens[next])
            }
            guard open < tokens.count, source.isPunctuation(tokens[open], UInt8(ascii: "{")) else { break }
            guard let close = matching(from: open, in: source) else {
                throw InlineEditError(code: .unterminated, "A closure of the call at \(place) has no closing brace (or a string or comment in it has no end).")
            }
            trailing.append((label, open, close))
            last = close
            next = skipTrivia(from: close + 1, in: source, crossingLines: true)
        }
        if let labelled = trailing.firstIndex(where: { $0.label.map(site.hasLabel) ?? false }) {
            return InlineCall(start: start, closure: .existing(open: trailing[labelled].open, close: trailing[labelled].close))
        }
        if site.trailingClosureOffset < trailing.count {
            let chosen = trailing[site.trailingClosureOffset]
            if let label = chosen.label, !site.hasLabel(label) {
                throw InlineEditError(
                    code: .ambiguousClosure,
                    "The call at \(place) has a closure labelled '\(label)' where its snapshot closure '\(site.trailingClosureLabel)' should be.")
            }
            return InlineCall(start: start, closure: .existing(open: chosen.open, close: chosen.close))
        }
        guard site.trailingClosureOffset == trailing.count else {
            throw InlineEditError(
                code: .ambiguousClosure,
                "The call at \(place) has \(trailing.count) trailing closure(s); its snapshot closure is number \(site.trailingClosureOffset + 1), so one is missing before it.")
        }
        return InlineCall(start: start, closure: .missing(after: last, label: trailing.isEmpty ? nil : site.trailingClosureLabel))
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

    /// The index of the bracket that closes the one at `open`, counting `()`, `[]` and `{}`.
    static func matching(from open: Int, in source: SwiftSourceText) -> Int? {
        var depth = 0
        var index = open
        while index < source.tokens.count {
            let token = source.tokens[index]
            if token.kind == .unterminated { return nil }
            if token.kind == .punctuation, token.end - token.start == 1 {
                switch source.bytes[token.start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return nil
    }

    /// A top-level `label: { … }` argument with the site's label.
    private static func labelledClosure(
        in arguments: ClosedRange<Int>, site: InlineSite, source: SwiftSourceText, place: String
    ) throws(InlineEditError) -> Closure? {
        var index = arguments.lowerBound + 1
        var expectsArgument = true
        while index < arguments.upperBound {
            let token = source.tokens[index]
            if token.isTrivia {
                index += 1
                continue
            }
            if expectsArgument, token.kind == .identifier, site.hasLabel(source.text(of: token)) {
                let colon = skipTrivia(from: index + 1, in: source, crossingLines: true)
                if colon < arguments.upperBound, source.isPunctuation(source.tokens[colon], UInt8(ascii: ":")) {
                    let open = skipTrivia(from: colon + 1, in: source, crossingLines: true)
                    if open < arguments.upperBound, source.isPunctuation(source.tokens[open], UInt8(ascii: "{")),
                       let close = matching(from: open, in: source), close < arguments.upperBound {
                        return .existing(open: open, close: close)
                    }
                }
            }
            expectsArgument = source.isPunctuation(token, UInt8(ascii: ","))
            if token.kind == .punctuation, let close = matching(from: index, in: source),
               [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{")].contains(source.bytes[token.start]) {
                index = close + 1
                continue
            }
            index += 1
        }
        return nil
    }
}

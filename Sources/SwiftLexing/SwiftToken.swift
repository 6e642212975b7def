/// One token of Swift source: its kind and its bytes, as UTF-8 offsets into the source.
///
/// Tokens cover the source without gaps: whitespace, line breaks and comments are tokens too,
/// so that the bytes of all tokens, in order, are the source.
package struct SwiftToken: Sendable, Hashable {
    /// What a token is.
    package enum Kind: Sendable, Hashable {
        /// Spaces and tabs.
        case whitespace
        /// `\n`, `\r\n` or a lone `\r`.
        case newline
        /// `// …` up to the line break.
        case lineComment
        /// `/* … */`, nested ones included.
        case blockComment
        /// A name or keyword: `assertInlineSnapshot`, `func`, `` `default` ``, `$0`, `café`.
        case identifier
        /// `#if`, `#else`, `#line`, `#selector`: a `#` and the name after it.
        case poundKeyword
        /// A number literal: `42`, `0x1F`, `1_000.5e-3`.
        case number
        /// A string literal of any kind, its interpolations included.
        case string(StringLiteralShape)
        /// A regex literal: `/a+b/` or `#/ … /#`.
        case regex
        /// An operator: `+`, `==`, `->`, `...`, `.`.
        case `operator`
        /// `(`, `)`, `{`, `}`, `[`, `]`, `,`, `:`, `;`, `@`, `\`, `` ` `` and the like.
        case punctuation
        /// A string, comment or regex with no end: everything to the end of its line (or of
        /// the source, for block comments and multi-line strings).
        case unterminated

        // Written out and inlinable: code in other modules compares kinds in its hot loops,
        // and the derived `==` is a call across the module boundary.
        // Exhaustive over `lhs`, so that a new case cannot compile without its own line.
        @inlinable
        package static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch lhs {
            case .whitespace: if case .whitespace = rhs { return true }
            case .newline: if case .newline = rhs { return true }
            case .lineComment: if case .lineComment = rhs { return true }
            case .blockComment: if case .blockComment = rhs { return true }
            case .identifier: if case .identifier = rhs { return true }
            case .poundKeyword: if case .poundKeyword = rhs { return true }
            case .number: if case .number = rhs { return true }
            case .string(let left): if case .string(let right) = rhs { return left == right }
            case .regex: if case .regex = rhs { return true }
            case .operator: if case .operator = rhs { return true }
            case .punctuation: if case .punctuation = rhs { return true }
            case .unterminated: if case .unterminated = rhs { return true }
            }
            return false
        }
    }

    package var kind: Kind
    /// The offset of the token's first byte.
    package var start: Int
    /// The offset just past the token's last byte.
    package var end: Int

    @inlinable
    package init(kind: Kind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    /// The token's bytes as a range of offsets.
    @inlinable
    package var range: Range<Int> { start..<end }

    /// Whether the token is whitespace, a line break or a comment.
    @inlinable
    package var isTrivia: Bool {
        switch kind {
        case .whitespace, .newline, .lineComment, .blockComment: true
        default: false
        }
    }
}

/// How a string literal is delimited.
package struct StringLiteralShape: Sendable, Hashable {
    /// The number of `#` around it: 0 for `"…"`, 1 for `#"…"#`.
    package var hashes: Int
    /// Whether it is a `"""` literal.
    package var isMultiline: Bool
    /// Whether it holds interpolations (`\(…)`, or `\#(…)` in a raw literal).
    package var hasInterpolation: Bool

    package init(hashes: Int, isMultiline: Bool, hasInterpolation: Bool) {
        self.hashes = hashes
        self.isMultiline = isMultiline
        self.hasInterpolation = hasInterpolation
    }

    /// Every stored field compared, as the synthesized hash uses them; inlinable for the
    /// lexer's users in other modules.
    @inlinable
    package static func == (lhs: StringLiteralShape, rhs: StringLiteralShape) -> Bool {
        lhs.hashes == rhs.hashes && lhs.isMultiline == rhs.isMultiline && lhs.hasInterpolation == rhs.hasInterpolation
    }
}

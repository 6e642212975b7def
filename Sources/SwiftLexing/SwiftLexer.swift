/// Splits Swift source into tokens, enough of Swift's lexical grammar to find calls and their
/// closures and to replace a string literal without disturbing anything else.
///
/// It knows what a test file can hold around a call: line and nested block comments, string
/// literals of every kind (`"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, escapes,
/// interpolations holding any code, strings and comments included), regex literals (`#/…/#`,
/// and `/…/` where an expression can start), `#if` and other pound keywords, identifiers in
/// any script, backticks, numbers, operators, tabs, and `\n`, `\r\n` or `\r` line breaks.
///
/// It never fails: what it cannot finish (a string with no closing quote) becomes an
/// `.unterminated` token, and callers refuse to edit files that have one.
///
/// ```swift
/// let tokens = SwiftLexer.tokens(in: Array("f(\"a\") // note".utf8))
/// // identifier f, punctuation (, string "a", punctuation ), whitespace, lineComment
/// ```
///
/// - Complexity: O(*n*) in the length of the source.
package struct SwiftLexer {
    private let bytes: [UInt8]
    private var position = 0
    /// The last token that is not trivia, for telling a regex `/` from a division.
    private var previousSignificant: SwiftToken.Kind?
    private var previousSignificantText: ArraySlice<UInt8> = []
    /// Where a regex literal starts that the operator just lexed (`!` of `!/a/`) stands
    /// before.
    private var regexAfterOperator: Int?

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tokens of `source`, which cover it byte for byte.
    package static func tokens(in source: [UInt8]) -> [SwiftToken] {
        var lexer = SwiftLexer(source)
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(source.count / 4)
        while lexer.position < source.count {
            tokens.append(lexer.next())
        }
        return tokens
    }

    // MARK: - Tokens

    private mutating func next() -> SwiftToken {
        let start = position
        let kind = scan()
        let token = SwiftToken(kind: kind, start: start, end: position)
        if !token.isTrivia {
            previousSignificant = kind
            previousSignificantText = bytes[start..<position]
        }
        return token
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        let index = position + offset
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func scan() -> SwiftToken.Kind {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0x00:
            while let next = peek(), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == 0x0B || next == 0x0C || next == 0x00 {
                position += 1
            }
            return .whitespace
        case UInt8(ascii: "\n"):
            position += 1
            return .newline
        case UInt8(ascii: "\r"):
            position += 1
            if peek() == UInt8(ascii: "\n") { position += 1 }
            return .newline
        case UInt8(ascii: "/"):
            if peek(1) == UInt8(ascii: "/") { return scanLineComment() }
            if peek(1) == UInt8(ascii: "*") { return scanBlockComment() }
            if regexAfterOperator == position, let end = bareRegexEnd(from: position, mustBeRegex: false) {
                regexAfterOperator = nil
                position = end
                return .regex
            }
            return scanOperatorOrRegex()
        case UInt8(ascii: "\""):
            return scanString(hashes: 0)
        case UInt8(ascii: "#"):
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                position += hashes
                return scanString(hashes: hashes)
            }
            if peek(hashes) == UInt8(ascii: "/") { return scanExtendedRegex(hashes: hashes) }
            position += 1
            if let next = peek(), Self.isIdentifierStart(next) {
                scanIdentifierBody()
                return .poundKeyword
            }
            return .punctuation
        case UInt8(ascii: "`"):
            // A backticked name: up to the closing backtick on the same line.
            var index = position + 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "`") {
                position = index + 1
                return .identifier
            }
            position += 1
            return .punctuation
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            scanNumber()
            return .number
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
            UInt8(ascii: "\\"), UInt8(ascii: "'"):
            position += 1
            return .punctuation
        default:
            if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
                position += 1
                scanIdentifierBody()
                return .identifier
            }
            if Self.isOperatorCharacter(byte) { return scanOperatorOrRegex() }
            position += 1
            return .punctuation
        }
    }

    // MARK: - Comments

    private mutating func scanLineComment() -> SwiftToken.Kind {
        while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") { position += 1 }
        return .lineComment
    }

    private mutating func scanBlockComment() -> SwiftToken.Kind {
        position += 2
        var depth = 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return .blockComment }
            } else if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
        return .unterminated
    }

    // MARK: - Names, numbers, operators

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierCharacter(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "$")
    }

    private mutating func scanIdentifierBody() {
        while let byte = peek(), Self.isIdentifierCharacter(byte) { position += 1 }
    }

    private mutating func scanNumber() {
        position += 1
        while let byte = peek() {
            if Self.isIdentifierCharacter(byte) {
                let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")
                position += 1
                if isExponent, let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
                   let digit = peek(1), digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") {
                    position += 1
                }
            } else if byte == UInt8(ascii: "."), let digit = peek(1), digit >= UInt8(ascii: "0") && digit <= UInt8(ascii: "9") {
                position += 1
            } else {
                return
            }
        }
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }

    // MARK: - Strings

    /// Scans a string literal whose `#`s (if any) are behind `position`, which is at its first
    /// quote.
    private mutating func scanString(hashes: Int) -> SwiftToken.Kind {
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && !isOneLineRawString(hashes: hashes)
        position += isMultiline ? 3 : 1
        var hasInterpolation = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    hasInterpolation = true
                    guard skipInterpolation() else { return .unterminated }
                } else if position < bytes.count {
                    // The escaped character (`\n`, `\"`, `\\`, `u` of `\u{…}`), or the line
                    // break of a line continuation.
                    if bytes[position] == UInt8(ascii: "\r"), peek(1) == UInt8(ascii: "\n") { position += 1 }
                    if !isMultiline, bytes[position] == UInt8(ascii: "\n") || bytes[position] == UInt8(ascii: "\r") {
                        return .unterminated
                    }
                    position += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if !isMultiline || (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")),
                   hasHashes(hashes, at: position + quotes) {
                    position += quotes + hashes
                    return .string(StringLiteralShape(hashes: hashes, isMultiline: isMultiline, hasInterpolation: hasInterpolation))
                }
                position += 1
                continue
            }
            if !isMultiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                return .unterminated
            }
            position += 1
        }
        return .unterminated
    }

    /// Whether `#"""…` is a one-line raw string whose text starts with quotes (`#"""#`,
    /// `#""""foo""#`) rather than a multi-line one: the compiler's rule is that it is when,
    /// after the first two quotes, a `"` followed by the literal's `#`s comes later on the same
    /// line.
    private func isOneLineRawString(hashes: Int) -> Bool {
        guard hashes > 0 else { return false }
        var index = position + 2
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") {
            if bytes[index] == UInt8(ascii: "\""), hasHashes(hashes, at: index + 1) { return true }
            index += 1
        }
        return false
    }

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Skips `( … )` of an interpolation, lexing what is inside so that parentheses, strings
    /// and comments in it are read as code. Returns `false` at the end of the source.
    private mutating func skipInterpolation() -> Bool {
        var depth = 0
        let savedKind = previousSignificant
        let savedText = previousSignificantText
        defer {
            previousSignificant = savedKind
            previousSignificantText = savedText
        }
        while position < bytes.count {
            let token = next()
            guard token.kind != .unterminated else { return false }
            guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
            switch bytes[token.start] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return true }
            default: break
            }
        }
        return false
    }

    // MARK: - Regex literals

    /// `#/ … /#` with `hashes` `#`s: it may span lines.
    private mutating func scanExtendedRegex(hashes: Int) -> SwiftToken.Kind {
        position += hashes + 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if bytes[position] == UInt8(ascii: "/"), hasHashes(hashes, at: position + 1) {
                position += 1 + hashes
                return .regex
            }
            position += 1
        }
        position = bytes.count
        return .unterminated
    }

    // MARK: Bare regex literals, by the compiler's rules (SE-0354)

    /// Scans an operator, or a bare regex literal where the compiler reads one.
    ///
    /// The operator is lexed whole (`!/`, `=/`), and only its first `/` may start a regex:
    /// - never when the operator is bound on its left (`x/y/z`, `x=/a/`), or follows `func`
    ///   or `operator`;
    /// - in prefix position (free on the left, bound on the right) it does when the text
    ///   after it reads as one, whatever comes before: `x /abc/`, and `/\//` at the start of
    ///   a line after a complete expression; the characters before the `/` are a prefix
    ///   operator (`!/a/`);
    /// - free on both sides (`/ a/`), only where an expression starts, and then it must be
    ///   one (`{ / a/ }`), unless after `(`, `[`, `,` or `:` (`foo(/ 1 /)` divides).
    private mutating func scanOperatorOrRegex() -> SwiftToken.Kind {
        let start = position
        var end = position + 1
        while end < bytes.count, Self.isOperatorCharacter(bytes[end]) {
            // A `.` belongs to an operator only if the operator starts with one (`..<`, not
            // `/.*`).
            if bytes[end] == UInt8(ascii: "."), bytes[start] != UInt8(ascii: ".") { break }
            // A comment starts a new token even right after an operator (`a+//b`).
            if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*") {
                break
            }
            end += 1
        }
        if let slash = bytes[start..<end].firstIndex(of: UInt8(ascii: "/")), let regexEnd = bareRegex(at: slash, operator: start..<end) {
            if slash == start {
                position = regexEnd
                return .regex
            }
            // `!/a/`: the prefix operator, then the regex.
            regexAfterOperator = slash
            position = slash
            return .operator
        }
        position = end
        return .operator
    }

    /// The end of the regex literal whose `/` is at `slash` inside the operator `run`, if the
    /// compiler reads one there.
    private func bareRegex(at slash: Int, operator run: Range<Int>) -> Int? {
        let before = run.lowerBound > 0 ? bytes[run.lowerBound - 1] : nil
        var isLeftBound = before.map { !Self.isFreeBefore($0) } ?? false
        // Right after a block comment (`/* */ /a/`) it is not bound.
        if run.lowerBound >= 2, bytes[run.lowerBound - 2] == UInt8(ascii: "*"), bytes[run.lowerBound - 1] == UInt8(ascii: "/") {
            isLeftBound = false
        }
        if isLeftBound { return nil }
        if previousSignificant == .identifier, previousSignificantText.elementsEqual("func".utf8) || previousSignificantText.elementsEqual("operator".utf8) {
            return nil
        }
        var isRightBound = false
        if run.upperBound < bytes.count {
            let after = bytes[run.upperBound]
            let startsComment = after == UInt8(ascii: "/") && run.upperBound + 1 < bytes.count
                && (bytes[run.upperBound + 1] == UInt8(ascii: "/") || bytes[run.upperBound + 1] == UInt8(ascii: "*"))
            isRightBound = !Self.isFreeAfter(after) && !startsComment
        }
        if isRightBound {
            return bareRegexEnd(from: slash, mustBeRegex: false)
        }
        // Free on both sides: an operator unless an expression starts here.
        if previousIsTryWithMark {
            return bareRegexEnd(from: slash, mustBeRegex: true)
        }
        guard isRegexPosition else { return nil }
        let optional = previousSignificant == .punctuation && previousSignificantText.count == 1
            && [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: ":")].contains(previousSignificantText.first!)
        return bareRegexEnd(from: slash, mustBeRegex: !optional)
    }

    /// Reads the regex literal whose `/` is at `slash`: its end, or `nil` when the compiler
    /// would not read a regex there. One that must be a regex (the compiler reports its
    /// faults) ends at its closing `/`, or is read to the end of its line.
    private func bareRegexEnd(from slash: Int, mustBeRegex: Bool) -> Int? {
        var index = slash + 1
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first == UInt8(ascii: "*") || first == UInt8(ascii: "/") { return nil }
        if slash > 0, bytes[slash - 1] == UInt8(ascii: "*") { return nil }
        if !mustBeRegex, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { return nil }
        var classDepth = 0
        var groupDepth = 0
        var previousWasUnescapedSpace = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/"):
                // The closing `/`, even inside `[…]`; not one that starts a comment.
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") || bytes[index + 1] == UInt8(ascii: "/") {
                    return mustBeRegex ? index + 1 : nil
                }
                if previousWasUnescapedSpace, !mustBeRegex { return nil }
                return index + 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return mustBeRegex ? index : nil
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") else {
                    return mustBeRegex ? index : nil
                }
                previousWasUnescapedSpace = false
                index += 1
                continue
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                classDepth = max(0, classDepth - 1)
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 {
                    if !mustBeRegex { return nil }
                } else {
                    groupDepth -= 1
                }
            default:
                break
            }
            previousWasUnescapedSpace = byte == UInt8(ascii: " ")
            index += 1
        }
        return mustBeRegex ? bytes.count : nil
    }

    /// Whether a byte before an operator leaves it free on its left.
    private static func isFreeBefore(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0x00,
            UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default:
            false
        }
    }

    /// Whether a byte after an operator leaves it free on its right.
    private static func isFreeAfter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0x00,
            UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            true
        default:
            false
        }
    }

    /// Whether the last token is the `?` or `!` of `try?` or `try!`.
    private var previousIsTryWithMark: Bool {
        guard previousSignificant == .operator, previousSignificantText.count == 1,
              previousSignificantText.first == UInt8(ascii: "?") || previousSignificantText.first == UInt8(ascii: "!")
        else { return false }
        let start = previousSignificantText.startIndex
        guard start >= 3, bytes[(start - 3)..<start].elementsEqual("try".utf8) else { return false }
        return start == 3 || !Self.isIdentifierCharacter(bytes[start - 4])
    }

    /// Whether an expression can start after the last token, as the compiler decides for a
    /// `/` free on both sides.
    private var isRegexPosition: Bool {
        guard let previous = previousSignificant else { return true }
        let text = previousSignificantText
        switch previous {
        case .identifier:
            return Self.keywords.contains(Array(text))
        case .poundKeyword:
            return ["#if", "#else", "#elseif", "#endif"].contains { text.elementsEqual($0.utf8) }
        case .punctuation:
            guard text.count == 1, let byte = text.first else { return true }
            return [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: ":")]
                .contains(byte) || !([UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "@"), UInt8(ascii: "\\"),
                    UInt8(ascii: "#"), UInt8(ascii: "`")].contains(byte))
        case .operator:
            if text.elementsEqual("->".utf8) || text.elementsEqual("...".utf8) || text.elementsEqual(".".utf8) { return false }
            if text.elementsEqual("<".utf8) { return true }
            if text.elementsEqual(">".utf8) || text.elementsEqual("!".utf8) { return false }
            // A prefix or binary operator: free on its left, or bound on both sides.
            let start = text.startIndex
            let end = text.endIndex
            let leftFree = start == 0 || Self.isFreeBefore(bytes[start - 1])
            let rightFree = end >= bytes.count || Self.isFreeAfter(bytes[end])
            return leftFree || !rightFree
        default:
            return false
        }
    }

    /// The words the compiler reads as keywords, after which an expression starts (`true`,
    /// `false`, `nil`, `self`, `Self`, `super` and `Any` are values, so not among them).
    private static let keywords: Set<[UInt8]> = Set([
        "associatedtype", "as", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else",
        "enum", "extension", "fallthrough", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
        "internal", "is", "let", "operator", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows",
        "return", "static", "struct", "subscript", "switch", "throw", "throws", "try", "typealias", "var", "where", "while",
    ].map { Array($0.utf8) })
}

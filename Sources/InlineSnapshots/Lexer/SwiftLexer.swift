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
            if startsBareRegex() { return scanBareRegex() }
            return scanOperator()
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
            if Self.isOperatorCharacter(byte) { return scanOperator() }
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

    private mutating func scanOperator() -> SwiftToken.Kind {
        position += 1
        while let byte = peek(), Self.isOperatorCharacter(byte) {
            // A comment starts a new token even right after an operator (`a+//b`).
            if byte == UInt8(ascii: "/"), let after = peek(1), after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { break }
            position += 1
        }
        return .operator
    }

    // MARK: - Strings

    /// Scans a string literal whose `#`s (if any) are behind `position`, which is at its first
    /// quote.
    private mutating func scanString(hashes: Int) -> SwiftToken.Kind {
        let isMultiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
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

    /// Whether the `/` at `position` starts a regex literal: where an expression can start (not
    /// after a value), not followed by a space, and closed by a `/` later on the same line.
    private func startsBareRegex() -> Bool {
        guard let next = peek(1), next != UInt8(ascii: " "), next != UInt8(ascii: "\t"),
              next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r"), next != UInt8(ascii: "=")
        else { return false }
        if let previous = previousSignificant {
            switch previous {
            case .number, .string, .regex:
                return false
            case .identifier:
                guard Self.expressionKeywords.contains(Array(previousSignificantText)) else { return false }
            case .punctuation:
                if let last = previousSignificantText.last,
                   last == UInt8(ascii: ")") || last == UInt8(ascii: "]") || last == UInt8(ascii: "}") {
                    return false
                }
            default:
                break
            }
        }
        return closingSlashOnLine() != nil
    }

    private static let expressionKeywords: Set<[UInt8]> = Set(
        ["return", "case", "in", "if", "guard", "where", "while", "try", "await", "throw", "else", "repeat", "switch", "is", "as"]
            .map { Array($0.utf8) })

    private func closingSlashOnLine() -> Int? {
        var index = position + 1
        var inClass = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass: return index
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    private mutating func scanBareRegex() -> SwiftToken.Kind {
        guard let end = closingSlashOnLine() else {
            position += 1
            return .operator
        }
        position = end + 1
        return .regex
    }
}

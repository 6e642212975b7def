import SwiftLexing

/// A Swift source file's bytes with its tokens and lines, for finding calls by position.
package struct SwiftSourceText: Sendable {
    package let bytes: [UInt8]
    package let tokens: [SwiftToken]
    /// The offset of each line's first byte; line 1 is at index 0.
    package let lineStarts: [Int]
    /// The index of the first string, comment or regex with no end, if one has none.
    package let firstUnterminated: Int?
    /// For each bracket token, the index of the bracket of its kind that pairs with it (both
    /// ways), or -1: up to the first bracket that does not pair, where the pairing stops.
    private let partners: [Int32]
    /// The first bracket that does not pair, or string or comment with no end (see
    /// `unpairedBracket`).
    private let firstUnpaired: Int?

    package init(_ bytes: [UInt8]) {
        self.init(bytes, tokens: SwiftLexer.tokens(in: bytes))
    }

    /// The source with tokens already lexed from it.
    package init(_ bytes: [UInt8], tokens: [SwiftToken]) {
        self.bytes = bytes
        self.tokens = tokens
        (partners, firstUnpaired, firstUnterminated) = Self.pairBrackets(bytes, tokens)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// A rewritten source whose lines are known, whose tokens have nothing without an end and
    /// whose brackets are known to pair (the rewriter proves it): brackets are paired on
    /// demand, and `unpairedBracket()` is not known (`nil`).
    init(rewritten bytes: [UInt8], tokens: [SwiftToken], lineStarts: [Int]) {
        self.bytes = bytes
        self.tokens = tokens
        self.lineStarts = lineStarts
        partners = []
        firstUnpaired = nil
        firstUnterminated = nil
    }

    /// The offset of each line's first byte.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                index += 1
                // Most bytes are neither line break.
                guard byte <= UInt8(ascii: "\r") else { continue }
                if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                } else if byte == UInt8(ascii: "\r") {
                    if index < count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                }
            }
        }
        return starts
    }

    /// The token's text.
    package func text(of token: SwiftToken) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    /// Whether the token is the single byte `byte`.
    package func isPunctuation(_ token: SwiftToken, _ byte: UInt8) -> Bool {
        token.kind == .punctuation && token.end - token.start == 1 && bytes[token.start] == byte
    }

    /// The index of the token that starts at `offset`, if one does.
    package func tokenIndex(startingAt offset: Int) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count && tokens[low].start == offset ? low : nil
    }

    /// The index of the token that holds the byte at `offset` (the last token when `offset`
    /// is past the end).
    package func tokenIndex(containing offset: Int) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return min(low, tokens.count - 1)
    }

    /// The index of the first bracket that does not pair with one of its kind (`{` closed by
    /// `)`, a closer with nothing open), or of the first string or comment with no end, or of
    /// the innermost opener never closed; `nil` when every bracket pairs.
    ///
    /// A file that compiles has none, so one here means the file was misread or changed.
    package func unpairedBracket() -> Int? { firstUnpaired }

    /// The index of the bracket that pairs with the one at `index`, when the file's brackets
    /// pair up to it.
    package func partner(of index: Int) -> Int? {
        guard index < partners.count else { return nil }
        let partner = partners[index]
        return partner >= 0 ? Int(partner) : nil
    }

    /// The partner of each bracket, where pairing stops (see `unpairedBracket`), and the
    /// first token with no end: one pass over the tokens.
    private static func pairBrackets(_ bytes: [UInt8], _ tokens: [SwiftToken]) -> (partners: [Int32], stop: Int?, unterminated: Int?) {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var open: [(index: Int32, closer: UInt8)] = []
        var stop: Int?
        for index in tokens.indices {
            let token = tokens[index]
            switch token.kind {
            case .unterminated:
                // Pairing stops here; the first such token is known from here on.
                return (partners, stop ?? index, index)
            case .punctuation where stop == nil && token.end - token.start == 1:
                let byte = bytes[token.start]
                if let closer = InlineCall.closingBracket(of: byte) {
                    open.append((Int32(index), closer))
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    if let opener = open.popLast(), opener.closer == byte {
                        partners[Int(opener.index)] = Int32(index)
                        partners[index] = opener.index
                    } else {
                        stop = index
                    }
                }
            default:
                break
            }
        }
        return (partners, stop ?? open.last.map { Int($0.index) }, nil)
    }

    /// The 1-based line that holds `offset`.
    package func line(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The offset of 1-based `line` and `column` (columns count UTF-8 bytes, as `#column`
    /// does), or `nil` when the position is not in the file.
    package func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
        return offset < lineEnd ? offset : nil
    }

    /// The spaces and tabs that start the line holding `offset`.
    package func indentation(ofLineAt offset: Int) -> String {
        var index = lineStarts[line(of: offset) - 1]
        let start = index
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The line break the file uses: `\r\n` when its first line break is one, else `\n`.
    package var lineBreak: String {
        guard let index = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else { return "\n" }
        return bytes[index] == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? "\r\n" : "\n"
    }

    /// One level of indentation in this file: a tab if lines are indented with tabs, else the
    /// commonest step by which one line's indentation exceeds the line before it (4 if none).
    package var indentationUnit: String {
        var steps: [Int: Int] = [:]
        var previous = 0
        var usesTabs = 0
        var usesSpaces = 0
        for (number, start) in lineStarts.enumerated() {
            let end = number + 1 < lineStarts.count ? lineStarts[number + 1] : bytes.count
            var index = start
            var spaces = 0
            if index < end, bytes[index] == UInt8(ascii: "\t") { usesTabs += 1 }
            while index < end, bytes[index] == UInt8(ascii: " ") {
                spaces += 1
                index += 1
            }
            guard index < end, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") else { continue }
            if spaces > 0 { usesSpaces += 1 }
            if spaces > previous { steps[spaces - previous, default: 0] += 1 }
            previous = spaces
        }
        if usesTabs > usesSpaces { return "\t" }
        let step = steps.filter { $0.key <= 8 }.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 4
        return String(repeating: " ", count: step)
    }
}

/// A Swift source file's bytes with its tokens and lines, for finding calls by position.
package struct SwiftSourceText: Sendable {
    package let bytes: [UInt8]
    package let tokens: [SwiftToken]
    /// The offset of each line's first byte; line 1 is at index 0.
    package let lineStarts: [Int]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        tokens = SwiftLexer.tokens(in: bytes)
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
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

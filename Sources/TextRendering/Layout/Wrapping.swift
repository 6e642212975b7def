extension String {
    /// The text broken into lines no wider than `width` cells.
    ///
    /// Lines break at the opportunities of the Unicode Line Breaking Algorithm (UAX #14, see
    /// `lineBreakOpportunities`) and always at mandatory breaks (LF, CR, CRLF, NEL, VT, FF, LINE
    /// SEPARATOR, PARAGRAPH SEPARATOR). So words stay whole, CJK text wraps between ideographs,
    /// and closing punctuation (`)`, `」`, `。`) never starts a line. Measuring uses
    /// `displayWidth`.
    ///
    /// - Spaces (SPACE, TAB, IDEOGRAPHIC SPACE) at a break are dropped, as are the line break
    ///   characters; spaces at the start of a paragraph (indentation) are kept.
    /// - Text from data should be wrapped after `terminalSafe`: it shows controls such as TAB
    ///   and ESC as one-cell pictures, which is how `Canvas.draw` draws them, so the lines
    ///   measure as they will be drawn.
    /// - A word wider than `width` is split at grapheme boundaries, never before closing
    ///   punctuation when the line can give up the graphemes before it (`"Really?!!"` at 7
    ///   columns is `["Reall", "y?!!"]`).
    /// - A single grapheme wider than `width` (a CJK character at width 1) gets a line of its
    ///   own: the only line that can be wider than `width`.
    /// - A final line break does not start an empty last line: `"a\n"` is `["a"]`, `"a\n\n"` is
    ///   `["a", ""]`. Empty text gives no lines.
    ///
    /// ```swift
    /// "The quick brown fox".wrapped(toWidth: 10)   // ["The quick", "brown fox"]
    /// "日本語のテキスト".wrapped(toWidth: 6)          // ["日本語", "のテキ", "スト"]
    /// ```
    ///
    /// - Parameters:
    ///   - width: The most cells a line may take. 0 gives no lines; traps when negative.
    ///   - profile: How to measure East Asian Ambiguous characters.
    /// - Returns: The lines, without their break whitespace.
    /// - Complexity: O(*n*) in the length of the text.
    public func wrapped(toWidth width: Int, in profile: WidthProfile = .standard) -> [String] {
        self[...].wrapped(toWidth: width, in: profile)
    }
}

extension Substring {
    /// The text broken into lines no wider than `width` cells; see `String.wrapped(toWidth:in:)`.
    public func wrapped(toWidth width: Int, in profile: WidthProfile = .standard) -> [String] {
        precondition(width >= 0, "wrapping width must not be negative, got \(width)")
        guard width > 0, !isEmpty else { return [] }
        return withUTF8Bytes { bytes, _ in
            LineWrapper.wrap(bytes, width: width, profile: profile).map { line in
                String(decoding: UnsafeBufferPointer(rebasing: bytes[line.contentStart..<line.contentEnd]), as: UTF8.self)
            }
        }
    }

    /// The lines of `wrapped(toWidth:in:)` as ranges of this text: each line's content, and
    /// the whitespace and line break characters consumed after it. The contents and consumed
    /// ranges, in order, cover the whole text.
    package func wrappedLines(toWidth width: Int, in profile: WidthProfile = .standard) -> [WrappedLine] {
        precondition(width >= 0, "wrapping width must not be negative, got \(width)")
        guard width > 0, !isEmpty else { return [] }
        let offsets = withUTF8Bytes { bytes, _ in LineWrapper.wrap(bytes, width: width, profile: profile) }
        let start = utf8.startIndex
        return offsets.map { line in
            WrappedLine(
                content: utf8.index(start, offsetBy: line.contentStart)..<utf8.index(start, offsetBy: line.contentEnd),
                consumedEnd: utf8.index(start, offsetBy: line.consumedEnd))
        }
    }
}

/// One line of wrapped text, as ranges of the text.
package struct WrappedLine: Sendable, Equatable {
    /// What the line shows.
    package var content: Range<String.Index>
    /// The end of the spaces and line break characters consumed after the content.
    package var consumedEnd: String.Index
}

/// Greedy line filling over the segments between break opportunities, on UTF-8 byte offsets.
struct LineWrapper {
    /// A wrapped line as byte offsets: content, then consumed whitespace up to `consumedEnd`.
    struct Line {
        var contentStart: Int
        var contentEnd: Int
        var consumedEnd: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let ambiguousCells: Int
    private(set) var lines: [Line] = []

    /// Where the current line starts.
    private var lineStart = 0
    /// Where the current line's content (its last word) ends; `lineStart` while it is empty.
    private var contentEnd = 0
    /// The width of `bytes[lineStart..<contentEnd]`.
    private var contentWidth = 0
    /// Where the next segment starts.
    private var segmentStart = 0

    /// Wraps the text whose UTF-8 is `bytes`.
    static func wrap(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, profile: WidthProfile) -> [Line] {
        // Text that surely fits is its own one line, without a pass of the line breaker:
        // printable ASCII (no line breaks, no grapheme wider than its byte), no more bytes than
        // columns, and no trailing space for the line to leave off.
        if bytes.count <= width, let last = bytes.last, last != 0x20, bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return [Line(contentStart: 0, contentEnd: bytes.count, consumedEnd: bytes.count)]
        }
        var wrapper = LineWrapper(bytes: bytes, width: width, ambiguousCells: profile.ambiguous.cells)
        wrapper.lines.reserveCapacity(bytes.count / (width + 1) + 1)
        LineBreaker.forEachBreak(inUTF8: bytes, keepingClusters: true) { offset, isMandatory, _ in
            wrapper.addSegment(endingAt: offset, isMandatory: isMandatory)
        }
        wrapper.finish()
        return wrapper.lines
    }

    init(bytes: UnsafeBufferPointer<UInt8>, width: Int, ambiguousCells: Int) {
        self.bytes = bytes
        self.width = width
        self.ambiguousCells = ambiguousCells
    }

    func widthOf(_ start: Int, _ end: Int) -> Int {
        ClusterWidth.ofRange(bytes, from: start, to: end, ambiguousCells: ambiguousCells)
    }

    /// Adds the segment from the previous opportunity to `end`: a word, then the spaces and
    /// line break characters that follow it.
    mutating func addSegment(endingAt end: Int, isMandatory: Bool) {
        let wordEnd = startOfTrailingWhitespace(from: segmentStart, to: end)
        if wordEnd > segmentStart {
            let wordWidth = widthOf(segmentStart, wordEnd)
            // Between the content and this word there is only break whitespace.
            let gap = widthOf(contentEnd, segmentStart)
            if contentWidth + gap + wordWidth <= width {
                contentWidth += gap + wordWidth
                contentEnd = wordEnd
            } else if contentEnd > lineStart {
                // The word does not fit after the line's content: it starts the next line.
                emitLine(consumedEnd: segmentStart)
                place(wordStart: segmentStart, wordEnd: wordEnd, wordWidth: wordWidth)
            } else {
                // Only spaces (indentation) so far: they stay with the word.
                place(wordStart: lineStart, wordEnd: wordEnd, wordWidth: gap + wordWidth)
            }
        }
        segmentStart = end
        if isMandatory {
            emitLine(consumedEnd: end)
        }
    }

    /// Ends the text: the last line, unless a mandatory break has just ended it.
    mutating func finish() {
        if lineStart < bytes.count {
            emitLine(consumedEnd: bytes.count)
        }
    }

    /// Puts a word on the (empty) current line, splitting it at grapheme boundaries when it is
    /// wider than the line.
    ///
    /// The word is scanned once. The graphemes of the current line are kept so that a split
    /// can back off over a run of closing punctuation: the next line starts with the last
    /// grapheme before the run, unless that would empty the line.
    private mutating func place(wordStart: Int, wordEnd: Int, wordWidth: Int) {
        if wordWidth <= width {
            contentEnd = wordEnd
            contentWidth = wordWidth
            return
        }
        /// The current line's graphemes from `first` on: start offset, cells, whether closing.
        var starts: [Int] = []
        var cells: [Int] = []
        var closing: [Bool] = []
        var first = 0
        var used = 0
        var scanner = GraphemeScanner(bytes: bytes, from: wordStart, to: wordEnd)
        while let cluster = scanner.next() {
            let clusterCells = ClusterWidth.of(cluster, in: bytes, ambiguousCells: ambiguousCells, table: scanner.table)
            let isClosing = isClosingPunctuation(cluster.firstScalar)
            // Split before this grapheme as often as it takes to make room (each split moves
            // `first` forward, so this ends).
            while used + clusterCells > width, first < starts.count {
                var split = starts.count
                if isClosing {
                    var candidate = starts.count - 1
                    while candidate > first, closing[candidate] { candidate -= 1 }
                    if candidate > first { split = candidate }
                }
                let splitAt = split < starts.count ? starts[split] : cluster.start
                contentEnd = splitAt
                emitLine(consumedEnd: splitAt)
                for index in first..<split { used -= cells[index] }
                first = split
                if first * 2 > starts.count, first > 64 {
                    starts.removeFirst(first)
                    cells.removeFirst(first)
                    closing.removeFirst(first)
                    first = 0
                }
            }
            starts.append(cluster.start)
            cells.append(clusterCells)
            closing.append(isClosing)
            used += clusterCells
        }
        contentEnd = wordEnd
        contentWidth = used
    }

    /// Emits the current line and starts a new one at `consumedEnd`.
    private mutating func emitLine(consumedEnd: Int) {
        lines.append(Line(contentStart: lineStart, contentEnd: contentEnd, consumedEnd: consumedEnd))
        lineStart = consumedEnd
        contentEnd = consumedEnd
        contentWidth = 0
    }

    /// The start of the run of break whitespace (SPACE, TAB, IDEOGRAPHIC SPACE) and line break
    /// characters (LF, VT, FF, CR, NEL, LS, PS) that ends `bytes[start..<end]`.
    func startOfTrailingWhitespace(from start: Int, to end: Int) -> Int {
        Self.startOfTrailingWhitespace(in: bytes, from: start, to: end)
    }

    /// The start of the run of break whitespace and line break characters that ends
    /// `bytes[start..<end]`; see the instance method.
    @inline(__always)
    static func startOfTrailingWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = end
        while index > start {
            let byte = bytes[index - 1]
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                index -= 1
            } else if byte == 0x80, index - 3 >= start, bytes[index - 2] == 0x80, bytes[index - 3] == 0xE3 {
                index -= 3  // IDEOGRAPHIC SPACE
            } else if byte == 0x85, index - 2 >= start, bytes[index - 2] == 0xC2 {
                index -= 2  // NEL
            } else if byte == 0xA8 || byte == 0xA9, index - 3 >= start, bytes[index - 2] == 0x80, bytes[index - 3] == 0xE2 {
                index -= 3  // LINE SEPARATOR, PARAGRAPH SEPARATOR
            } else {
                break
            }
        }
        return index
    }

    /// Whether a line must not start with `scalar` (UAX #14 classes CL, CP, EX, IS, SY).
    private func isClosingPunctuation(_ scalar: UInt32) -> Bool {
        switch UnicodeTables.shared.properties(of: scalar).lineBreakClass {
        case .closePunctuation, .closeParenthesis, .exclamation, .infixSeparator, .symbolAllowingBreakAfter:
            return true
        default:
            return false
        }
    }
}

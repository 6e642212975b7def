/// Text with styles: a style for the whole text, and runs of styles (bold, colours, links) over
/// parts of it. A table's cell, a tree's label, a column's item, a label's `attributedText`, a
/// line a console prints.
///
/// Build it from a literal, an interpolation that styles its parts, or by appending:
///
/// ```swift
/// let line: StyledText = "\(author, style: .bold) replied: \(comment)"
/// var price = StyledText("$12 ", style: .strikethrough)
/// price.append("$9", style: Style.bold.foreground(.green))
/// table.addRow([StyledText(name, style: .bold), "\(rank)"])
/// ```
///
/// - `style` is the whole text's style, or `nil` to take its container's (a table cell its
///   column's, a label its own `style`).
/// - A run's style is drawn over that: its attributes join the base's, and its colours and link
///   replace the base's where it has them (`Style.merging(_:)`).
/// - A grapheme is drawn in the style of its first scalar, so a combining mark or a ZWJ appended
///   in another run joins its grapheme in the grapheme's style.
///
/// Styled text wraps, truncates, pads and is made terminal-safe exactly as its plain `text`
/// does (the same lines, the same widths), each grapheme keeping its style and link.
public struct StyledText: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The characters, without their styles; line breaks start new lines where the container
    /// shows more than one.
    public private(set) var text: String
    /// The style of the whole text, under its runs; the container's when `nil`.
    public var style: Style?
    /// The styled parts of `text` as UTF-8 offsets: sorted, apart, not empty, each starting and
    /// ending on a scalar boundary, and two that touch differ in style.
    package private(set) var spans: [Span]

    /// A part of the text in a style of its own, as UTF-8 offsets into the text.
    package struct Span: Sendable, Hashable {
        package var start: Int
        package var end: Int
        package var style: Style

        package init(start: Int, end: Int, style: Style) {
            self.start = start
            self.end = end
            self.style = style
        }
    }

    /// `text`, all in `style` (its container's when `nil`).
    public init(_ text: String, style: Style? = nil) {
        self.text = text
        self.style = style
        spans = []
    }

    /// Text with its spans, already normalised.
    package init(text: String, style: Style?, spans: [Span]) {
        self.text = text
        self.style = style
        self.spans = spans
    }

    /// Plain text from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text an interpolation built, with the styles of its styled parts.
    public init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.text
    }

    /// The text.
    public var description: String { text }

    /// Whether the text has no characters.
    public var isEmpty: Bool { text.isEmpty }

    /// Whether any part of the text has a style of its own.
    public var hasRuns: Bool { !spans.isEmpty }
}

// MARK: - Runs

extension StyledText {
    /// A stretch of the text in one style.
    public struct Run: Sendable, Hashable {
        /// Where the run is in `text`.
        public var range: Range<String.Index>
        /// The run's own style, drawn over the text's `style`; `nil` where the text has none.
        public var style: Style?
    }

    /// The text cut where its style changes: runs that cover it from start to end, each in
    /// one style, with `nil` for the stretches that have only the text's `style`.
    ///
    /// ```swift
    /// let text: StyledText = "by \("Ann", style: .bold)"
    /// text.runs.map { (String(text.text[$0.range]), $0.style) }   // [("by ", nil), ("Ann", bold)]
    /// ```
    public var runs: [Run] {
        var runs: [Run] = []
        var offset = 0
        func index(_ offset: Int) -> String.Index { text.utf8.index(text.startIndex, offsetBy: offset) }
        for span in spans {
            if span.start > offset { runs.append(Run(range: index(offset)..<index(span.start), style: nil)) }
            runs.append(Run(range: index(span.start)..<index(span.end), style: span.style))
            offset = span.end
        }
        if offset < text.utf8.count || runs.isEmpty { runs.append(Run(range: index(offset)..<text.endIndex, style: nil)) }
        return runs
    }

    /// Appends `text` in `style` (none of its own when `nil`: the text's `style` shows).
    public mutating func append(_ text: String, style: Style? = nil) {
        let start = self.text.utf8.count
        self.text += text
        if let style { appendSpan(Span(start: start, end: self.text.utf8.count, style: style)) }
    }

    /// Appends `other` with its styles: its runs, over its own `style` when it has one.
    public mutating func append(_ other: StyledText) {
        let start = text.utf8.count
        text += other.text
        // Its own style is this text's: its runs are enough.
        guard let base = other.style, base != style else {
            for span in other.spans { appendSpan(Span(start: start + span.start, end: start + span.end, style: span.style)) }
            return
        }
        var offset = 0
        for span in other.spans {
            if span.start > offset { appendSpan(Span(start: start + offset, end: start + span.start, style: base)) }
            appendSpan(Span(start: start + span.start, end: start + span.end, style: base.merging(span.style)))
            offset = span.end
        }
        if offset < other.text.utf8.count { appendSpan(Span(start: start + offset, end: text.utf8.count, style: base)) }
    }

    /// `lhs` followed by `rhs`, each with its styles.
    public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        var result = lhs
        result.append(rhs)
        return result
    }

    /// Appends `rhs` with its styles.
    public static func += (lhs: inout StyledText, rhs: StyledText) {
        lhs.append(rhs)
    }

    /// Draws `style` over the part of the text in `range`, over whatever runs are there: its
    /// attributes join theirs, its colours and link replace theirs where it has them. A search
    /// match highlighted, say:
    ///
    /// ```swift
    /// if let match = line.text.range(of: query) {
    ///     line.addStyle(.inverse, to: match)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - style: The style laid over what the range has.
    ///   - range: A range of `text`; its ends are moved to the scalars they fall in.
    public mutating func addStyle(_ style: Style, to range: Range<String.Index>) {
        let start = scalarOffset(of: range.lowerBound, roundingUp: false)
        let end = scalarOffset(of: range.upperBound, roundingUp: true)
        guard start < end else { return }
        var result: [Span] = []
        result.reserveCapacity(spans.count + 2)
        var offset = start
        for span in spans {
            if span.end <= start || span.start >= end {
                result.append(span)
                continue
            }
            if span.start < start { result.append(Span(start: span.start, end: start, style: span.style)) }
            if span.start > offset { result.append(Span(start: offset, end: span.start, style: style)) }
            result.append(Span(start: max(span.start, start), end: min(span.end, end), style: span.style.merging(style)))
            if span.end > end { result.append(Span(start: end, end: span.end, style: span.style)) }
            offset = min(span.end, end)
        }
        if offset < end { result.append(Span(start: offset, end: end, style: style)) }
        result.sort { $0.start < $1.start }
        spans = []
        for span in result { appendSpan(span) }
    }

    /// The UTF-8 offset of `index` in `text`, moved to the start (or past the end) of the
    /// scalar it falls in.
    private func scalarOffset(of index: String.Index, roundingUp: Bool) -> Int {
        let bytes = text.utf8
        var offset = bytes.distance(from: bytes.startIndex, to: min(max(index, text.startIndex), text.endIndex))
        while offset > 0, offset < bytes.count, bytes[bytes.index(bytes.startIndex, offsetBy: offset)] & 0xC0 == 0x80 {
            offset += roundingUp ? 1 : -1
        }
        return offset
    }

    /// Makes room for `count` more spans.
    package mutating func reserveSpans(_ count: Int) {
        if count > 0 { spans.reserveCapacity(spans.count + count) }
    }

    /// Appends a span after the others, joining it to the last when they touch in one style.
    package mutating func appendSpan(_ span: Span) {
        guard span.end > span.start else { return }
        if let last = spans.last, last.end == span.start, last.style == span.style {
            spans[spans.count - 1].end = span.end
        } else {
            spans.append(span)
        }
    }

    /// The part of the text between two UTF-8 offsets (on scalar boundaries), with its runs.
    package func slice(_ start: Int, _ end: Int) -> StyledText {
        var spanIndex = 0
        return slice(start, end, fromSpan: &spanIndex)
    }

    /// The text's runs without its own style: for appending it to text whose style stands
    /// for it.
    package var runsOnly: StyledText {
        StyledText(text: text, style: nil, spans: spans)
    }

    /// The text cut at its line breaks (LF, CR, CR LF and the other newlines), each part with
    /// its runs and the text's style; as `split(omittingEmptySubsequences: false)` cuts it.
    package func paragraphs() -> [StyledText] {
        let bytes = text.utf8
        var spanIndex = 0
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { paragraph in
            slice(
                bytes.distance(from: bytes.startIndex, to: paragraph.startIndex), bytes.distance(from: bytes.startIndex, to: paragraph.endIndex),
                fromSpan: &spanIndex)
        }
    }

    /// The run style of the scalar at UTF-8 offset `offset`, if it has one.
    package func spanStyle(at offset: Int) -> Style? {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].start <= offset ? spans[low].style : nil
    }
}

extension Sequence where Element == StyledText {
    /// The texts one after another, `separator` between them, each with its styles.
    ///
    /// ```swift
    /// tags.map { StyledText($0, style: .bold) }.joined(separator: ", ")
    /// ```
    public func joined(separator: StyledText = "") -> StyledText {
        var result = StyledText("")
        for (index, text) in enumerated() {
            if index > 0 { result.append(separator) }
            result.append(text)
        }
        return result
    }
}

// MARK: - Interpolation

extension StyledText {
    /// Builds styled text from an interpolation: literal parts are plain, `\(value)` is plain
    /// text, `\(value, style:)` and `\(value, link:)` are styled, and `\(styledText)` keeps its
    /// styles.
    ///
    /// ```swift
    /// let docs = try Hyperlink("https://example.com/docs")
    /// let line: StyledText = "\(user.name, style: .bold) wrote \(count) comments (\("help", link: docs))"
    /// ```
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The text built so far.
        public private(set) var text = StyledText("")

        /// Room for `literalCapacity` bytes of literal text.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.text.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// A literal part: plain text.
        public mutating func appendLiteral(_ literal: String) {
            text.append(literal)
        }

        /// A value as plain text, as `String(describing:)` writes it.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text.append(String(describing: value))
        }

        /// A value as text in `style`.
        public mutating func appendInterpolation<Value>(_ value: Value, style: Style) {
            text.append(String(describing: value), style: style)
        }

        /// A value as text that links to `link`, in `style` (plain by default); without a link
        /// when `link` is `nil` (`link: try? Hyperlink(url)`).
        public mutating func appendInterpolation<Value>(_ value: Value, link: Hyperlink?, style: Style = .plain) {
            text.append(String(describing: value), style: link.map { style.link($0) } ?? (style.isPlain ? nil : style))
        }

        /// A value as text in `style` that links to `link`.
        public mutating func appendInterpolation<Value>(_ value: Value, style: Style, link: Hyperlink?) {
            appendInterpolation(value, link: link, style: style)
        }

        /// Styled text, with its styles.
        public mutating func appendInterpolation(_ styled: StyledText) {
            text.append(styled)
        }
    }
}

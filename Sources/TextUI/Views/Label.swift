import TextRendering

/// One or more lines of text: in one style, or with runs of styles (`attributedText`).
///
/// Text from data is drawn terminal-safe: controls show as pictures, bidi overrides are
/// removed, and measuring happens after that, so what is measured is what is drawn.
///
/// ```swift
/// let label = Label("A comment that wraps over several lines of text")
/// label.numberOfLines = 0
/// label.render(width: 20).plainText
/// // A comment that wraps
/// // over several lines
/// // of text
/// ```
///
/// As in UIKit, a label shows one line (`numberOfLines == 1`) truncated at its tail unless
/// told otherwise; any other `numberOfLines` wraps it by words, and when that many lines cut
/// the text short the last one ends as `lineBreakMode` says (`…` at its tail by default).
///
/// Parts of the text can have styles of their own, as UIKit's `attributedText` gives them:
///
/// ```swift
/// let row = Label()
/// row.attributedText = "\(comment.author, style: .bold) replied: \(comment.body)"
/// ```
///
/// Styled text wraps and truncates exactly as its plain text does, each character keeping its
/// style across the lines.
open class Label: View {
    /// The text; line breaks start new paragraphs. Setting it replaces any `attributedText`
    /// with this plain text, as in UIKit.
    public var text: String {
        get { content.text }
        set { setContent(StyledText(newValue)) }
    }
    /// The text with runs of styles of its own, drawn over `style` (its own `style`, when it
    /// has one, replaces the label's). Setting it sets `text` to its characters; setting `nil`
    /// empties the label. Reading it gives the text as shown, plain runs included.
    public var attributedText: StyledText? {
        get { content }
        set { setContent(newValue ?? StyledText("")) }
    }
    /// The style of the text, under any runs of `attributedText`.
    public var style: Style = .plain
    /// Where lines sit between the content edges.
    public var alignment: TextAlignment = .leading
    /// The most lines to show; 0 for as many as the text needs.
    ///
    /// Any value other than 1 wraps the text by words (by characters with `.byCharWrapping`);
    /// `lineBreakMode` then decides only how the last allowed line ends when the text goes on:
    /// a truncating mode shortens the rest of the text into it (`…` at its tail, head or
    /// middle), a wrapping mode ends it where it wrapped. With 1, the line is not wrapped:
    /// a truncating mode shortens it, a wrapping mode shows its first wrapped line.
    public var numberOfLines: Int = 1 {
        didSet {
            precondition(numberOfLines >= 0, "numberOfLines must not be negative, got \(numberOfLines)")
            if numberOfLines != oldValue { textChanged() }
        }
    }
    /// How lines wider than the frame are broken or shortened.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { textChanged() } } }

    private var content = StyledText("")
    private var safeText = StyledText("")
    private var linesCache: (width: Int, profile: WidthProfile, lines: [StyledText])?

    /// Creates an empty label.
    public required init() {
        super.init()
    }

    /// Creates a label with `text`, `style` and `numberOfLines`; each may be left out, so a
    /// styled label waiting for its text reads `Label(style: .bold)`, and a wrapping one
    /// `Label(comment.body, numberOfLines: 0)`.
    public convenience init(_ text: String = "", style: Style = .plain, numberOfLines: Int = 1) {
        self.init(attributedText: StyledText(text), style: style, numberOfLines: numberOfLines)
    }

    /// Creates a label showing styled text over `style`.
    public convenience init(attributedText: StyledText, style: Style = .plain, numberOfLines: Int = 1) {
        precondition(numberOfLines >= 0, "numberOfLines must not be negative, got \(numberOfLines)")
        self.init()
        self.style = style
        self.numberOfLines = numberOfLines
        setContent(attributedText)
        // Observers do not run for a class's own properties in its initializers.
        textChanged()
    }

    private func setContent(_ newContent: StyledText) {
        guard newContent != content else { return }
        content = newContent
        textChanged()
    }

    private func textChanged() {
        safeText = content.terminalSafe
        linesCache = nil
        setNeedsLayout()
    }

    /// `text "Hello"`: the label's text.
    open override var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .staticText, label: accessibilityLabel ?? text, value: accessibilityValue)
    }

    open override func contentWidths() -> LayoutWidths {
        guard !safeText.isEmpty else { return .zero }
        let profile = effectiveWidthProfile
        if numberOfLines == 1, lineBreakMode.truncation != nil {
            // Truncated lines are drawn as they are, spaces at their ends included.
            let longest = safeText.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .map { $0.displayWidth(in: profile) }.max() ?? 0
            return LayoutWidths(minimum: min(longest, 1), ideal: longest)
        }
        let (widest, longest) = safeText.text.wrappingWidths(in: profile)
        if lineBreakMode != .byCharWrapping { return LayoutWidths(minimum: widest, ideal: longest) }
        // Character wrapping can go down to one grapheme.
        return LayoutWidths(minimum: min(longest, 2), ideal: longest)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        styledLines(forWidth: width).count
    }

    /// The lines the label shows at `width` columns of content.
    public func lines(forWidth width: Int) -> [String] {
        styledLines(forWidth: width).map(\.text)
    }

    /// The lines the label shows at `width` columns of content, with their styles.
    public func styledLines(forWidth width: Int) -> [StyledText] {
        let profile = effectiveWidthProfile
        if let linesCache, linesCache.width == width, linesCache.profile == profile { return linesCache.lines }
        let lines = layOutLines(width: width, profile: profile)
        linesCache = (width, profile, lines)
        return lines
    }

    private func layOutLines(width: Int, profile: WidthProfile) -> [StyledText] {
        guard !safeText.isEmpty, width > 0 else { return [] }
        // Any line break ends a paragraph: LF, CR, and CRLF (one Character).
        let paragraphs = safeText.paragraphs()
        if numberOfLines == 1, let truncation = lineBreakMode.truncation {
            // One line, not wrapped: the first paragraph shortened, marked if more follow.
            let first = paragraphs[0]
            return [paragraphs.count > 1
                ? Self.endingInEllipsis(first, width: width, profile: profile)
                : first.truncated(toWidth: width, mode: truncation, in: profile)]
        }
        var lines: [StyledText] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let wrapped = lineBreakMode == .byCharWrapping
                ? Self.charWrapped(paragraph, width: width, profile: profile)
                : paragraph.wrapped(toWidth: width, in: profile)
            // `wrapped` gives no lines for an empty paragraph; it still takes a line.
            let paragraphLines = wrapped.isEmpty ? [paragraph] : wrapped
            if numberOfLines > 0, lines.count + paragraphLines.count >= numberOfLines {
                let kept = numberOfLines - lines.count
                lines += paragraphLines.prefix(kept - 1)
                let isCut = paragraphLines.count > kept || index < paragraphs.count - 1
                lines.append(isCut
                    ? lastLine(of: paragraph, from: paragraphLines, at: kept - 1, moreFollows: index < paragraphs.count - 1, width: width, profile: profile)
                    : paragraphLines[kept - 1])
                return lines
            }
            lines += paragraphLines
        }
        return lines
    }

    /// The last line a label may show when the text goes on past it: with a wrapping mode, the
    /// line as it wrapped; with a truncating mode, the rest of the paragraph shortened into it
    /// (and `…` at its end when later paragraphs are cut).
    private func lastLine(
        of paragraph: StyledText, from lines: [StyledText], at index: Int, moreFollows: Bool, width: Int, profile: WidthProfile
    ) -> StyledText {
        guard let truncation = lineBreakMode.truncation else { return lines[index] }
        // Wrapped lines are the paragraph's own text less the whitespace at breaks: find where
        // line `index` starts by stepping over the lines before it.
        let characters = paragraph.text
        var start = characters.startIndex
        for line in lines[..<index] {
            while start < characters.endIndex, !characters[start...].hasPrefix(line.text) { characters.formIndex(after: &start) }
            start = characters.index(start, offsetBy: line.text.count, limitedBy: characters.endIndex) ?? characters.endIndex
        }
        var trimmed = characters[start...].drop { $0.isWhitespace }
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        let bytes = characters.utf8
        let rest = paragraph.slice(bytes.distance(from: bytes.startIndex, to: trimmed.startIndex), bytes.distance(from: bytes.startIndex, to: trimmed.endIndex))
        if rest.displayWidth(in: profile) > width {
            let shortened = rest.truncated(toWidth: width, mode: truncation, in: profile)
            // A cut just after a word leaves a space before the tail's `…`: drop it.
            guard truncation == .tail, shortened.text.hasSuffix("…") else { return shortened }
            let ellipsis = shortened.slice(shortened.text.utf8.count - "…".utf8.count, shortened.text.utf8.count)
            var kept = shortened.text.dropLast()
            while let last = kept.last, last.isWhitespace { kept = kept.dropLast() }
            return shortened.slice(0, kept.utf8.count) + ellipsis
        }
        return moreFollows ? Self.endingInEllipsis(rest, width: width, profile: profile) : rest
    }

    /// `line` with `…` after it, shortened at its tail to fit `width` when it has to be.
    private static func endingInEllipsis(_ line: StyledText, width: Int, profile: WidthProfile) -> StyledText {
        let ellipsis = "…".displayWidth(in: profile)
        var marked = line
        marked.append("…")
        return line.displayWidth(in: profile) + ellipsis <= width ? marked : marked.truncated(toWidth: width, mode: .tail, in: profile)
    }

    /// A paragraph cut into lines of at most `width` cells at grapheme boundaries.
    static func charWrapped(_ paragraph: StyledText, width: Int, profile: WidthProfile) -> [StyledText] {
        var lines: [StyledText] = []
        var lineStart = 0
        var offset = 0
        var used = 0
        var spanIndex = 0
        for character in paragraph.text {
            let cells = character.displayWidth(in: profile)
            if used + cells > width, offset > lineStart {
                lines.append(paragraph.slice(lineStart, offset, fromSpan: &spanIndex))
                lineStart = offset
                used = 0
            }
            offset += character.utf8.count
            used += cells
        }
        lines.append(paragraph.slice(lineStart, offset, fromSpan: &spanIndex))
        return lines
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let profile = canvas.profile
        for (row, line) in styledLines(forWidth: rect.width).enumerated() {
            let y = rect.minY + row
            guard y < clip.maxY else { break }
            guard y >= clip.minY else { continue }
            let spare = max(0, rect.width - line.displayWidth(in: profile))
            canvas.draw(line, at: Point(x: rect.minX + alignment.leadingPadding(spare: spare), y: y), style: style, clip: clip)
        }
    }
}

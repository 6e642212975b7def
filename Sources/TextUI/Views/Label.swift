import TextRendering

/// One or more lines of text in one style.
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
open class Label: View {
    /// The text; line breaks start new paragraphs.
    public var text: String = "" { didSet { if text != oldValue { textChanged() } } }
    /// The style of every character.
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

    private var safeText = ""
    private var linesCache: (width: Int, profile: WidthProfile, lines: [String])?

    /// Creates an empty label.
    public required init() {
        super.init()
    }

    /// Creates a label with `text`, `style` and `numberOfLines`; each may be left out, so a
    /// styled label waiting for its text reads `Label(style: .bold)`, and a wrapping one
    /// `Label(comment.body, numberOfLines: 0)`.
    public convenience init(_ text: String = "", style: Style = .plain, numberOfLines: Int = 1) {
        precondition(numberOfLines >= 0, "numberOfLines must not be negative, got \(numberOfLines)")
        self.init()
        self.text = text
        self.style = style
        self.numberOfLines = numberOfLines
        // Observers do not run for a class's own properties in its initializers.
        textChanged()
    }

    private func textChanged() {
        safeText = text.terminalSafe
        linesCache = nil
        setNeedsLayout()
    }

    open override func contentWidths() -> LayoutWidths {
        guard !safeText.isEmpty else { return .zero }
        let profile = effectiveWidthProfile
        if numberOfLines == 1, lineBreakMode.truncation != nil {
            // Truncated lines are drawn as they are, spaces at their ends included.
            let longest = safeText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
                .map { $0.displayWidth(in: profile) }.max() ?? 0
            return LayoutWidths(minimum: min(longest, 1), ideal: longest)
        }
        let (widest, longest) = safeText.wrappingWidths(in: profile)
        if lineBreakMode != .byCharWrapping { return LayoutWidths(minimum: widest, ideal: longest) }
        // Character wrapping can go down to one grapheme.
        return LayoutWidths(minimum: min(longest, 2), ideal: longest)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        lines(forWidth: width).count
    }

    /// The lines the label shows at `width` columns of content.
    public func lines(forWidth width: Int) -> [String] {
        let profile = effectiveWidthProfile
        if let linesCache, linesCache.width == width, linesCache.profile == profile { return linesCache.lines }
        let lines = layOutLines(width: width, profile: profile)
        linesCache = (width, profile, lines)
        return lines
    }

    private func layOutLines(width: Int, profile: WidthProfile) -> [String] {
        guard !safeText.isEmpty, width > 0 else { return [] }
        // Any line break ends a paragraph: LF, CR, and CRLF (one Character).
        let paragraphs = safeText.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if numberOfLines == 1, let truncation = lineBreakMode.truncation {
            // One line, not wrapped: the first paragraph shortened, marked if more follow.
            let first = String(paragraphs[0])
            return [paragraphs.count > 1
                ? Self.endingInEllipsis(first, width: width, profile: profile)
                : first.truncated(toWidth: width, mode: truncation, in: profile)]
        }
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            let wrapped = lineBreakMode == .byCharWrapping
                ? Self.charWrapped(paragraph, width: width, profile: profile)
                : paragraph.wrapped(toWidth: width, in: profile)
            // `wrapped` gives no lines for an empty paragraph; it still takes a line.
            let paragraphLines = wrapped.isEmpty ? [""] : wrapped
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
        of paragraph: Substring, from lines: [String], at index: Int, moreFollows: Bool, width: Int, profile: WidthProfile
    ) -> String {
        guard let truncation = lineBreakMode.truncation else { return lines[index] }
        // Wrapped lines are the paragraph's own text less the whitespace at breaks: find where
        // line `index` starts by stepping over the lines before it.
        var start = paragraph.startIndex
        for line in lines[..<index] {
            while start < paragraph.endIndex, !paragraph[start...].hasPrefix(line) { paragraph.formIndex(after: &start) }
            start = paragraph.index(start, offsetBy: line.count, limitedBy: paragraph.endIndex) ?? paragraph.endIndex
        }
        var trimmed = paragraph[start...].drop { $0.isWhitespace }
        while let last = trimmed.last, last.isWhitespace { trimmed = trimmed.dropLast() }
        let rest = String(trimmed)
        if rest.displayWidth(in: profile) > width {
            let shortened = rest.truncated(toWidth: width, mode: truncation, in: profile)
            // A cut just after a word leaves a space before the tail's `…`: drop it.
            guard truncation == .tail, shortened.hasSuffix("…") else { return shortened }
            var kept = shortened.dropLast()
            while let last = kept.last, last.isWhitespace { kept = kept.dropLast() }
            return kept + "…"
        }
        return moreFollows ? Self.endingInEllipsis(rest, width: width, profile: profile) : rest
    }

    /// `line` with `…` after it, shortened at its tail to fit `width` when it has to be.
    private static func endingInEllipsis(_ line: String, width: Int, profile: WidthProfile) -> String {
        let ellipsis = "…".displayWidth(in: profile)
        return line.displayWidth(in: profile) + ellipsis <= width
            ? line + "…" : (line + "…").truncated(toWidth: width, mode: .tail, in: profile)
    }

    /// A paragraph cut into lines of at most `width` cells at grapheme boundaries.
    static func charWrapped(_ paragraph: Substring, width: Int, profile: WidthProfile) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for character in paragraph {
            let cells = character.displayWidth(in: profile)
            if used + cells > width, !line.isEmpty {
                lines.append(line)
                line = ""
                used = 0
            }
            line.append(character)
            used += cells
        }
        lines.append(line)
        return lines
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let profile = canvas.profile
        for (row, line) in lines(forWidth: rect.width).enumerated() {
            let y = rect.minY + row
            guard y < clip.maxY else { break }
            guard y >= clip.minY else { continue }
            let spare = max(0, rect.width - line.displayWidth(in: profile))
            canvas.draw(line, at: Point(x: rect.minX + alignment.leadingPadding(spare: spare), y: y), style: style, clip: clip)
        }
    }
}

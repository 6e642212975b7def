// Styled text measured, made safe, wrapped, truncated and padded as its plain text is: every
// operation finds its cuts in `text` with the plain text's own code, then carries the runs over.
extension StyledText {
    /// The cells the text takes on one line (see `String.displayWidth(in:)`).
    public func displayWidth(in profile: WidthProfile = .standard) -> Int {
        text.displayWidth(in: profile)
    }

    /// The text with everything that could control a terminal made inert, as
    /// `String.terminalSafe` does it, each character that stays keeping its style; line feeds
    /// are kept.
    public var terminalSafe: StyledText {
        sanitized(keepingLineBreaks: true)
    }

    /// The text made terminal-safe and kept to one line, as `String.terminalSafeLine` does it,
    /// each character keeping its style: the text `Canvas.draw(_:at:style:clip:)` draws.
    public var terminalSafeLine: StyledText {
        sanitized(keepingLineBreaks: false)
    }

    private func sanitized(keepingLineBreaks: Bool) -> StyledText {
        guard !spans.isEmpty else {
            return StyledText(TerminalSafety.sanitize(text[...], keepingLineBreaks: keepingLineBreaks) ?? text, style: style)
        }
        let needsWork = text[...].withUTF8Bytes { bytes, _ in
            TerminalSafety.containsUnsafeBytes(bytes, keepingLineBreaks: keepingLineBreaks)
        }
        guard needsWork else { return self }
        // The whole text is sanitised scalar by scalar (a CR is kept only before an LF, even
        // across runs), and each span's ends are carried to where their scalars went.
        var result = String.UnicodeScalarView()
        var resultSpans = StyledText("")
        var outOffset = 0
        var inOffset = 0
        var spanIndex = 0
        var openStart: Int?
        func passBoundaries() {
            while spanIndex < spans.count {
                let span = spans[spanIndex]
                if let start = openStart {
                    guard span.end == inOffset else { return }
                    resultSpans.appendSpan(Span(start: start, end: outOffset, style: span.style))
                    openStart = nil
                    spanIndex += 1
                } else {
                    guard span.start == inOffset else { return }
                    openStart = outOffset
                }
            }
        }
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            passBoundaries()
            let replacement: Unicode.Scalar?
            if scalar.value == 0x0D, keepingLineBreaks, next?.value != 0x0A {
                replacement = Unicode.Scalar(0x240D)!
            } else if let changed = TerminalSafety.replacement(for: scalar, keepingLineBreaks: keepingLineBreaks) {
                replacement = changed
            } else {
                replacement = scalar
            }
            if let replacement {
                result.append(replacement)
                outOffset += replacement.utf8.count
            }
            inOffset += scalar.utf8.count
        }
        passBoundaries()
        return StyledText(text: String(result), style: style, spans: resultSpans.spans)
    }

    /// The narrowest width the text makes sense at (its widest word) and the width it takes
    /// with room to spare (its longest line), measured in `profile` as drawn: terminal-safe.
    /// Styles take no room: these are the widths of `text`.
    public func widths(in profile: WidthProfile) -> LayoutWidths {
        let (minimum, maximum) = text.terminalSafe.wrappingWidths(in: profile)
        return LayoutWidths(minimum: minimum, ideal: maximum)
    }

    /// The text broken into lines no wider than `width` cells: the lines
    /// `String.wrapped(toWidth:in:)` makes of `text`, each with the runs over it and the
    /// text's `style`.
    ///
    /// ```swift
    /// let text: StyledText = "The \("quick", style: .bold) brown fox"
    /// text.wrapped(toWidth: 10).map(\.text)   // ["The quick", "brown fox"]; "quick" stays bold
    /// ```
    ///
    /// - Parameters:
    ///   - width: The most cells a line may take. 0 gives no lines; traps when negative.
    ///   - profile: How to measure East Asian Ambiguous characters.
    /// - Complexity: O(*n* + *r*) in the length of the text and its number of runs.
    public func wrapped(toWidth width: Int, in profile: WidthProfile = .standard) -> [StyledText] {
        precondition(width >= 0, "wrapping width must not be negative, got \(width)")
        guard width > 0, !text.isEmpty else { return [] }
        let lines = text[...].withUTF8Bytes { bytes, _ in LineWrapper.wrap(bytes, width: width, profile: profile) }
        // One line of all the text is the text itself, not a copy.
        if lines.count == 1, lines[0].contentStart == 0, lines[0].contentEnd == text.utf8.count { return [self] }
        var spanIndex = 0
        return lines.map { line in
            slice(line.contentStart, line.contentEnd, fromSpan: &spanIndex)
        }
    }

    /// The part of the text between two UTF-8 offsets (on scalar boundaries), with its runs,
    /// for callers that slice in order: `spanIndex` is where to start looking among the spans,
    /// moved to the first that ends after `end`'s slice could need again.
    package func slice(_ start: Int, _ end: Int, fromSpan spanIndex: inout Int) -> StyledText {
        let bytes = text.utf8
        let lower = bytes.index(bytes.startIndex, offsetBy: start)
        let upper = bytes.index(lower, offsetBy: end - start)
        var result = StyledText(String(text[lower..<upper]), style: style)
        while spanIndex < spans.count, spans[spanIndex].end <= start { spanIndex += 1 }
        var index = spanIndex
        // The slice's spans, counted first: its array is made once, at its size.
        var last = spanIndex
        while last < spans.count, spans[last].start < end { last += 1 }
        result.reserveSpans(last - spanIndex)
        while index < spans.count, spans[index].start < end {
            let span = spans[index]
            result.appendSpan(Span(start: max(span.start, start) - start, end: min(span.end, end) - start, style: span.style))
            index += 1
        }
        return result
    }

    /// The text shortened to at most `width` cells, with an ellipsis where text was removed:
    /// the cut `String.truncated(toWidth:mode:ellipsis:in:)` makes in `text`, the kept parts
    /// keeping their runs. The ellipsis stands for the text it replaces and takes the run style
    /// of the removed grapheme it stands next to: the first removed at the tail or in the
    /// middle, the last removed at the head (a link cut at its tail stays a link up to its `…`).
    ///
    /// ```swift
    /// let text: StyledText = "\("Presentation", style: .bold) layer"
    /// text.truncated(toWidth: 8).text   // "Present…", all bold
    /// ```
    public func truncated(
        toWidth width: Int, mode: TruncationMode = .tail, ellipsis: String = "…", in profile: WidthProfile = .standard
    ) -> StyledText {
        precondition(width >= 0, "truncation width must not be negative, got \(width)")
        if width == 0 { return StyledText("", style: style) }
        if text.displayWidth(in: profile) <= width { return self }
        let whole = text[...]
        func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.startIndex, to: index) }
        func mark(removedFrom start: Int) -> StyledText {
            var mark = StyledText("", style: style)
            mark.append(ellipsis, style: spanStyle(at: start))
            return mark
        }
        let ellipsisWidth = ellipsis.displayWidth(in: profile)
        if ellipsisWidth > width {
            let cut = String(ellipsis[..<String.prefixEnd(of: ellipsis[...], fitting: width, profile: profile)])
            var mark = StyledText("", style: style)
            mark.append(cut, style: spanStyle(at: 0))
            return mark
        }
        let room = width - ellipsisWidth
        let total = text.utf8.count
        if mode.isHead {
            let suffixStart = String.suffixStart(of: whole, fitting: room, profile: profile)
            let lastRemoved = suffixStart > text.startIndex ? offset(text.index(before: suffixStart)) : 0
            return mark(removedFrom: lastRemoved) + slice(offset(suffixStart), total)
        }
        let prefixEnd = String.prefixEnd(of: whole, fitting: mode.isMiddle ? (room + 1) / 2 : room, profile: profile)
        let prefix = slice(0, offset(prefixEnd))
        guard mode.isMiddle else { return prefix + mark(removedFrom: offset(prefixEnd)) }
        let used = text[..<prefixEnd].displayWidth(in: profile)
        let suffixStart = offset(String.suffixStart(of: text[prefixEnd...], fitting: room - used, profile: profile))
        return prefix + mark(removedFrom: offset(prefixEnd)) + slice(suffixStart, total)
    }

    /// The text with plain spaces added to fill `width` cells, placed by `alignment`, as
    /// `String.padded(toWidth:alignment:in:)` places them.
    public func padded(toWidth width: Int, alignment: TextAlignment = .leading, in profile: WidthProfile = .standard) -> StyledText {
        precondition(width >= 0, "padding width must not be negative, got \(width)")
        let spare = width - text.displayWidth(in: profile)
        guard spare > 0 else { return self }
        let before = alignment.leadingPadding(spare: spare)
        var result = StyledText(String(repeating: " ", count: before), style: style)
        result.append(runsOnly)
        result.append(String(repeating: " ", count: spare - before))
        return result
    }

    /// The lines the text wraps into at `width` columns in `profile` (at least one column),
    /// made terminal-safe first.
    func lines(width: Int, in profile: WidthProfile) -> [StyledText] {
        terminalSafe.wrapped(toWidth: max(1, width), in: profile)
    }

    /// The number of lines the text wraps into at `width` columns in `profile`.
    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        width > 0 ? text.terminalSafe.wrapped(toWidth: width, in: profile).count : 0
    }

    /// Draws the text wrapped at `rect`'s width from its top-left corner, as many lines as
    /// `rect` is tall, in its styles (plain where it has none), inside `clip`.
    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard rect.width > 0 else { return }
        for (row, line) in lines(width: rect.width, in: canvas.profile).prefix(rect.height).enumerated() {
            canvas.draw(line, at: Point(x: rect.minX, y: rect.minY + row), clip: clip)
        }
    }
}

extension StyledText: TextRenderable {
    /// The text wrapped at `width` columns: a canvas `width` wide and as tall as the lines.
    public func render(width: Int) -> Canvas {
        precondition(width >= 0, "width must not be negative, got \(width)")
        var canvas = Canvas(width: width, height: height(forWidth: width, in: .standard))
        draw(in: canvas.bounds, on: &canvas, clip: canvas.bounds)
        return canvas
    }
}

extension Canvas {
    /// Draws one line of styled text with its first cell at `origin`, clipped to the canvas
    /// and to `clip`, as `draw(_:at:style:clip:)` draws a string: made terminal-safe, each
    /// grapheme in the style of its first scalar's run drawn over the text's `style` (over
    /// `style` here when the text has none).
    ///
    /// ```swift
    /// canvas.draw("\("error", style: Style.bold.foreground(.red)): disk full", at: .zero)
    /// ```
    ///
    /// - Returns: The column after the text, as if nothing had been clipped.
    @discardableResult
    public mutating func draw(_ text: StyledText, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        withBand { $0.draw(text, at: origin, style: style, clip: clip) }
    }
}

extension Canvas.Band {
    /// Draws one line of styled text as `Canvas.draw(_:at:style:clip:)` does, inside the band:
    /// in `style` where the text has no style of its own.
    @discardableResult
    package mutating func draw(_ text: StyledText, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
        let base = text.style ?? style
        return draw(text, at: origin, base: base, baseCellStyle: cellStyle(base), clip: clip)
    }

    /// Draws one line of styled text whose base style (`base`, as a cell's `baseCellStyle`)
    /// is known: for callers that draw many texts in a few base styles.
    @discardableResult
    package mutating func draw(_ text: StyledText, at origin: Point, base: Style, baseCellStyle: Canvas.CellStyle, clip: Rect? = nil) -> Int {
        draw(text, at: origin, base: base, baseCellStyle: baseCellStyle, clip: clip, sanitizing: true)
    }

    /// Draws one line of styled text that is terminal-safe already, on one line (as
    /// `terminalSafeLine` makes it), without making it safe again: for laid-out text drawn
    /// straight after its layout made it safe. Checked in debug builds.
    @discardableResult
    package mutating func draw(safeLine text: StyledText, at origin: Point, clip: Rect? = nil) -> Int {
        assert(text.text == text.text.terminalSafeLine, "text drawn as safe is not terminal-safe on one line: \(text.text.debugDescription)")
        let base = text.style ?? .plain
        return draw(text, at: origin, base: base, baseCellStyle: cellStyle(base), clip: clip, sanitizing: false)
    }

    private mutating func draw(
        _ text: StyledText, at origin: Point, base: Style, baseCellStyle: Canvas.CellStyle, clip: Rect?, sanitizing: Bool
    ) -> Int {
        guard text.hasRuns else { return drawText(text.text, at: origin, style: baseCellStyle, clip: clip, sanitizing: sanitizing) }
        let safe = sanitizing ? text.terminalSafeLine : text
        var styles = SpanCellStyles(base: baseCellStyle)
        styles.spans.reserveCapacity(safe.spans.count)
        for span in safe.spans {
            styles.spans.append((span.start, span.end, cellStyle(base.merging(span.style))))
        }
        return drawText(safe.text, at: origin, styles: &styles, clip: clip, sanitizing: false)
    }
}

/// The cell style of each grapheme of a text drawn with runs: a run's where the grapheme's
/// first byte lies in one, else the base. Asked about at increasing offsets.
struct SpanCellStyles: GraphemeCellStyles {
    var spans: [(start: Int, end: Int, style: Canvas.CellStyle)] = []
    let base: Canvas.CellStyle
    private var index = 0

    init(base: Canvas.CellStyle) {
        self.base = base
    }

    @inline(__always)
    mutating func style(at offset: Int) -> Canvas.CellStyle {
        while index < spans.count, spans[index].end <= offset { index += 1 }
        return index < spans.count && spans[index].start <= offset ? spans[index].style : base
    }
}

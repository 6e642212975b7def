import TextRendering
import TextWidgets

/// A Markdown document as a widget: parsed once (CommonMark with GitHub's tables,
/// strikethrough, autolinks and task lists) and drawn as terminal text at any width.
///
/// ```swift
/// console.print(Markdown("""
///     # Release notes
///     Styled text **wraps** by *words*, exactly — 中文 too.
///     """))
/// ```
///
/// - Headings are bold (level 1 underlined, with a rule), emphasis italic, strong bold,
///   `~~strikethrough~~` struck through, inline code coloured.
/// - Links are OSC 8 hyperlinks on their underlined text (web and mail addresses only: a
///   document cannot make a terminal open `javascript:` or `file:`). Where the output cannot
///   carry hyperlinks, `Console` has each target written after its text
///   (`showingLinkTargets(_:)`); set `showsLinkTargets` when drawing the document yourself.
/// - Block quotes have a bar, lists hanging indents (nested, numbered or bulleted, task boxes),
///   thematic breaks are rules, tables are `Table`s with their columns' alignment, images are
///   their alt text, HTML is shown as text.
/// - Fenced code is highlighted by its info string: Swift (our own lexer) and JSON; other code
///   is plain. Colours degrade with the console's profile and vanish without colour, while
///   bold, dim and the characters keep the structure.
///
/// Everything wraps at the width exactly (UAX #14, exact widths for CJK and emoji), and the
/// document is untrusted text: every character is drawn terminal-safe, and a link's target is
/// percent-encoded ASCII or no link at all.
public struct Markdown: Widget, BandedTextRenderable, PlainTextBandedRenderable, LinkTargetsRenderable {
    /// The document's Markdown source.
    public let source: String
    /// Whether each link's target is written after its text: for output that cannot show
    /// hyperlinks (a file, a terminal without OSC 8).
    public var showsLinkTargets = false
    /// The widest the document's lines are, whatever width it is given (`nil`: as wide as
    /// that): prose is read best at 80 columns or so, as Glow wraps it. Tables and code keep
    /// to it too.
    public var maximumWidth: Int? {
        didSet { precondition(maximumWidth.map { $0 > 0 } ?? true, "maximumWidth must be positive, got \(maximumWidth!)") }
    }
    let document: MarkdownDocument
    let style = MarkdownStyle()

    /// A document parsed from `source`.
    public init(_ source: String, maximumWidth: Int? = nil) {
        precondition(maximumWidth.map { $0 > 0 } ?? true, "maximumWidth must be positive, got \(maximumWidth!)")
        self.source = source
        self.maximumWidth = maximumWidth
        document = MarkdownDocument(parsing: source)
    }

    /// The width lines are laid out at when the document is given `width`.
    func laidOutWidth(_ width: Int) -> Int {
        maximumWidth.map { min(width, $0) } ?? width
    }

    /// The document with each link's target written after its text, or not: what `Console`
    /// asks for where its output shows no hyperlinks.
    public func showingLinkTargets(_ shows: Bool) -> Markdown {
        var copy = self
        copy.showsLinkTargets = shows
        return copy
    }

    /// The document as CommonMark's reference renderers write it in HTML (GitHub's extensions
    /// as cmark-gfm writes them): what conformance is checked with.
    public var html: String { document.html }

    /// The document's lines at `width`: a long document's blocks are laid out in chunks side by
    /// side, a blank line between chunks as between any two blocks.
    ///
    /// - Parameter chunkLimit: At most this many chunks side by side; 1 lays the blocks out
    ///   one after another (for tests that compare the two).
    func layout(width: Int, profile: WidthProfile, chunkLimit: Int = 32) -> MarkdownLayout.Lines {
        guard width > 0 else { return MarkdownLayout.Lines([]) }
        let width = laidOutWidth(width)
        let layout = MarkdownLayout(style: style, profile: profile, showsLinkTargets: showsLinkTargets)
        let blocks = document.blocks
        let chunks = Concurrently.chunks(of: blocks.count, into: min(chunkLimit, blocks.count / 256))
        guard chunks.count > 1 else { return MarkdownLayout.Lines([layout.lines(of: blocks, width: width)]) }
        return MarkdownLayout.Lines(Concurrently.map(chunks.count) { index in
            var lines: [MarkdownLayout.Line] = []
            layout.append(blocks[chunks[index]], width: width, to: &lines)
            // The blank line between this chunk's first block and the last chunk's last, unless
            // the chunk shows nothing (its blocks all comments, say).
            if index > 0, !lines.isEmpty { lines.insert(MarkdownLayout.blank, at: 0) }
            return lines
        })
    }

    /// The width of the document's widest line when nothing wraps (rules, which take any
    /// width, left out), and a minimum of 20 columns or less.
    public func widths(in profile: WidthProfile) -> LayoutWidths {
        let lines = layout(width: 10_000, profile: profile).joined()
        let ideal = lines.lazy.filter { !$0.fillsWidth }.map { line -> Int in
            let prefix = line.prefix.displayWidth(in: profile)
            switch line.body {
            case .text(let text): return prefix + text.displayWidth(in: profile)
            case .canvas(let canvas, _): return prefix + canvas.width
            }
        }.max() ?? 0
        let widest = max(ideal, lines.isEmpty ? 0 : 1)
        return LayoutWidths(minimum: min(widest, 20), ideal: widest)
    }

    /// The rows the document takes at `width` columns in `profile`.
    public func height(forWidth width: Int, in profile: WidthProfile) -> Int {
        layout(width: width, profile: profile).count
    }

    /// Draws the document laid out at `rect`'s width, its top rows as many as `rect` is tall,
    /// inside `clip`.
    public func draw(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        draw(layout(width: rect.width, profile: canvas.profile).joined(), in: rect, on: &canvas, clip: clip)
    }

    /// Draws the lines in one band of the canvas. The layout made every line terminal-safe
    /// (prefixes are the layout's own bars, markers and spaces), so none is made safe again.
    private func draw(_ lines: some Sequence<MarkdownLayout.Line> & Sendable, in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let clip = clip.intersection(rect).intersection(canvas.bounds)
        guard !clip.isEmpty else { return }
        canvas.drawBands([clip.minY..<clip.maxY]) { _, band in
            for (row, line) in lines.prefix(rect.height).enumerated() {
                let y = rect.minY + row
                guard y >= clip.minY, y < clip.maxY else { continue }
                let x = line.prefix.isEmpty ? rect.minX : band.draw(safeLine: line.prefix, at: Point(x: rect.minX, y: y), clip: clip)
                switch line.body {
                case .text(let text):
                    band.draw(safeLine: text, at: Point(x: x, y: y), clip: clip)
                case .canvas(let source, let sourceRow):
                    // The one row, drawn straight from the widget's canvas.
                    band.draw(source, at: Point(x: x, y: y - sourceRow), clip: Rect(x: x, y: y, width: source.width, height: 1).intersection(clip))
                }
            }
        }
    }

    /// The document laid out at `width` in `profile` a chunk of blocks at a time, and drawn
    /// at most `rows` rows at a time (a band ends where its chunk does).
    public func renderBands(width: Int, profile: WidthProfile, rows: Int, _ body: (Canvas) -> Void) {
        renderBands(width: width, profile: profile, rows: rows, transform: { $0 }, body)
    }

    /// Draws the document band by band as `renderBands(width:profile:rows:_:)` does, each band
    /// transformed on the thread that drew it.
    ///
    /// A long document is laid out, drawn and transformed a chunk of blocks at a time, chunks
    /// side by side: a chunk's lines are drawn while they are fresh and gone as soon as its
    /// bands are made, so the whole document's lines are never held at once. A band ends where
    /// its chunk does, so bands may be shorter than `rows`.
    public func renderBands<Band: Sendable>(
        width: Int, profile: WidthProfile, rows: Int, transform: @Sendable (Canvas) -> Band, _ body: (Band) -> Void
    ) {
        precondition(width >= 0 && rows > 0, "width must not be negative and rows positive, got \(width) and \(rows)")
        let handedOver = renderChunks(width: width, profile: profile, { lines in
            stride(from: 0, to: lines.count, by: rows).map { start in
                transform(canvas(of: lines[start..<min(lines.count, start + rows)], width: width, profile: profile))
            }
        }, body)
        // A document with no lines is one band with none.
        if !handedOver { body(transform(Canvas(width: width, height: 0, profile: profile))) }
    }

    /// The plain text of each band `renderBands` draws, written without drawing it where its
    /// lines fit the width (as laid out, they do): each grapheme's bytes, a line's trailing
    /// spaces trimmed. A band with a line the canvas would cut is drawn, and its text read.
    package func renderPlainTextBands(width: Int, profile: WidthProfile, rows: Int, _ body: (String) -> Void) {
        precondition(width >= 0 && rows > 0, "width must not be negative and rows positive, got \(width) and \(rows)")
        _ = renderChunks(width: width, profile: profile, { lines in
            stride(from: 0, to: lines.count, by: rows).map { start in
                let band = lines[start..<min(lines.count, start + rows)]
                return Self.plainText(of: band, width: width, profile: profile) ?? canvas(of: band, width: width, profile: profile).plainText
            }
        }, body)
    }

    /// Lays the document out a chunk of top-level blocks at a time, chunks side by side, each
    /// chunk's lines made into parts by `render` on the thread that laid them out; hands the
    /// parts to `body` in order. Returns whether there was any.
    private func renderChunks<Part: Sendable>(
        width: Int, profile: WidthProfile, _ render: @Sendable ([MarkdownLayout.Line]) -> [Part], _ body: (Part) -> Void
    ) -> Bool {
        let layout = MarkdownLayout(style: style, profile: profile, showsLinkTargets: showsLinkTargets)
        let count = document.blocks.count
        let chunks = width > 0 ? Concurrently.chunks(of: count, into: count / Self.blocksPerChunk) : []
        var handedOver = false
        Concurrently.forEach(chunks.count, batch: Self.chunksAtATime, { [document] index in
            var lines: [MarkdownLayout.Line] = []
            layout.append(document.blocks[chunks[index]], width: laidOutWidth(width), to: &lines)
            // The blank line between this chunk's first block and the last chunk's last, unless
            // the chunk shows nothing.
            if index > 0, !lines.isEmpty { lines.insert(MarkdownLayout.blank, at: 0) }
            return render(lines)
        }) { parts in
            parts.forEach(body)
            handedOver = handedOver || !parts.isEmpty
        }
        return handedOver
    }

    /// `lines` drawn on a canvas of their own.
    private func canvas(of lines: ArraySlice<MarkdownLayout.Line>, width: Int, profile: WidthProfile) -> Canvas {
        var canvas = Canvas(width: width, height: lines.count, profile: profile)
        draw(lines, in: canvas.bounds, on: &canvas, clip: canvas.bounds)
        return canvas
    }

    /// The plain text of `lines` drawn on a canvas `width` wide, written without one; `nil`
    /// when the canvas would cut a line.
    static func plainText(of lines: ArraySlice<MarkdownLayout.Line>, width: Int, profile: WidthProfile) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.count * (width + 1))
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(0x0A) }
            // Trailing lone spaces are trimmed, as the canvas trims its rows.
            var kept = bytes.count
            let prefixEnd = line.prefix.isEmpty
                ? 0 : Canvas.appendPlainText(ofSafeLine: line.prefix.text, from: 0, width: width, profile: profile, to: &bytes, kept: &kept)
            guard let x = prefixEnd else { return nil }
            switch line.body {
            case .text(let text):
                guard Canvas.appendPlainText(ofSafeLine: text.text, from: x, width: width, profile: profile, to: &bytes, kept: &kept) != nil else {
                    return nil
                }
            case .canvas(let source, let row):
                guard x + source.width <= width else { return nil }
                source.appendPlainText(ofRow: row, to: &bytes, kept: &kept)
            }
            bytes.removeSubrange(kept...)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Top-level blocks laid out and drawn as one piece of work (a chunk, and a document of
    /// fewer, is one piece).
    static let blocksPerChunk = 128

    /// Chunks laid out and drawn side by side at a time, and handed over in order before the
    /// next; a document's chunks differ in cost, so that fewer at a time left a core idle at
    /// the end of each.
    static let chunksAtATime = 32

    /// The document laid out once at `width`: a canvas as tall as it is.
    public func render(width: Int) -> Canvas {
        render(width: width, profile: .standard)
    }

    /// The document laid out once at `width` in `profile`.
    public func render(width: Int, profile: WidthProfile) -> Canvas {
        precondition(width >= 0, "width must not be negative, got \(width)")
        let lines = layout(width: width, profile: profile)
        var canvas = Canvas(width: width, height: lines.count, profile: profile)
        draw(lines.joined(), in: canvas.bounds, on: &canvas, clip: canvas.bounds)
        return canvas
    }
}

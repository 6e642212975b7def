import TextRendering
import TextWidgets

/// A document laid out at a width: the lines it takes, each a prefix (quote bars, list
/// indentation) and a body of styled text or a row of a widget drawn apart (a table).
struct MarkdownLayout: Sendable {
    struct Line: Sendable, Equatable {
        var prefix: StyledText
        var body: Body
        /// Whether the line is a rule as wide as it is given: it asks for no width of its own.
        var fillsWidth = false
    }

    enum Body: Sendable, Equatable {
        case text(StyledText)
        /// A row of a canvas drawn apart: a table.
        case canvas(Canvas, row: Int)
    }

    /// A document's lines in the chunks they were laid out in, side by side: never joined into
    /// one array, which would copy every line once more.
    struct Lines: Sendable {
        let chunks: [[Line]]

        init(_ chunks: [[Line]]) {
            self.chunks = chunks
        }

        /// The number of lines.
        var count: Int { chunks.reduce(0) { $0 + $1.count } }

        /// Every line, in order.
        func joined() -> FlattenSequence<[[Line]]> { chunks.joined() }
    }

    let style: MarkdownStyle
    let profile: WidthProfile
    let showsLinkTargets: Bool

    // MARK: - Blocks
    //
    // Lines are appended to one array down the whole tree, and quote bars and list indents are
    // put on the lines in place: a line is never copied from a block's array into its parent's.

    /// The lines of `blocks` at `width` columns, a blank line between blocks (none between the
    /// items of a tight list's paragraphs).
    func lines(of blocks: some Collection<MarkdownBlock>, width: Int) -> [Line] {
        var lines: [Line] = []
        append(blocks, width: width, to: &lines)
        return lines
    }

    func append(_ blocks: some Collection<MarkdownBlock>, width: Int, tight: Bool = false, to lines: inout [Line]) {
        var shown = 0
        for block in blocks {
            let start = lines.count
            if shown > 0, !tight { lines.append(Self.blank) }
            let first = lines.count
            append(block, width: width, to: &lines)
            // A block that shows nothing (a comment, an empty HTML block) takes no blank line.
            if lines.count == first {
                lines.removeSubrange(start...)
            } else {
                shown += 1
            }
        }
    }

    static let blank = Line(prefix: StyledText(""), body: .text(StyledText("")))

    func append(_ block: MarkdownBlock, width: Int, to lines: inout [Line]) {
        let width = max(1, width)
        switch block {
        case .paragraph(let inlines):
            let paragraph = text(of: inlines)
            // A paragraph of tags that show nothing is no paragraph.
            guard !Self.isBlank(paragraph.text) else { return }
            appendWrapped(paragraph, width: width, to: &lines)
        case .heading(let level, let inlines):
            var heading = text(of: inlines)
            heading.style = style.heading(level)
            appendWrapped(heading, width: width, to: &lines)
            if level == 1 {
                let rule = String(repeating: profile.hasWideAmbiguousCharacters ? "=" : "━", count: width)
                lines.append(Line(prefix: StyledText(""), body: .text(StyledText(rule, style: style.headingRule)), fillsWidth: true))
            }
        case .thematicBreak:
            let rule = Rule(style: style.rule, lineStyle: .single).render(width: width, profile: profile)
            lines.append(Line(prefix: StyledText(""), body: .canvas(rule, row: 0), fillsWidth: true))
        case .blockQuote(let children):
            let bar = StyledText(profile.hasWideAmbiguousCharacters ? "| " : "▌ ", style: style.quoteBar)
            guard width > 2 else { return append(children, width: width, to: &lines) }
            let start = lines.count
            append(children, width: width - 2, to: &lines)
            guard lines.count > start else { return lines.append(Line(prefix: bar, body: .text(StyledText("")))) }
            for index in start..<lines.count { lines[index].prefix = bar + lines[index].prefix }
        case .list(let list):
            append(list, width: width, to: &lines)
        case .codeBlock(let info, let text):
            appendCode(info: info, text: text, width: width, to: &lines)
        case .htmlBlock(let html):
            let text = HTMLText.blockText(html, style: style, showsLinkTargets: showsLinkTargets)
            guard !text.text.isEmpty else { return }
            appendWrapped(text, width: width, to: &lines)
        case .table(let table):
            appendTable(table, width: width, to: &lines)
        }
    }

    func append(_ list: MarkdownList, width: Int, to lines: inout [Line]) {
        let depthMarker = list.start == nil ? style.bullet : ""
        let markers: [String] = list.items.indices.map { index in
            if let start = list.start { return "\(start + index)." }
            return depthMarker
        }
        let markerWidth = (markers.map { $0.displayWidth(in: profile) }.max() ?? 1) + 1
        for (index, item) in list.items.enumerated() {
            if index > 0, !list.isTight { lines.append(Self.blank) }
            let marker = markers[index].padded(toWidth: markerWidth - 1, alignment: list.start == nil ? .leading : .trailing, in: profile) + " "
            var checkbox: StyledText?
            if let task = item.task {
                checkbox = StyledText(task ? "☑ " : "☐ ", style: task ? style.taskDone : style.taskOpen)
            }
            let indent = markerWidth + (checkbox.map { lineWidth($0) } ?? 0)
            if width <= indent {
                // Too narrow for a hanging indent: the marker on its own line.
                lines.append(Line(prefix: StyledText(""), body: .text(StyledText(marker, style: style.listMarker))))
                append(item.blocks, width: width, tight: list.isTight, to: &lines)
                continue
            }
            let start = lines.count
            append(item.blocks, width: width - indent, tight: list.isTight, to: &lines)
            if lines.count == start { lines.append(Self.blank) }
            var lead = StyledText(marker, style: style.listMarker)
            if let checkbox { lead += checkbox }
            lines[start].prefix = lead + lines[start].prefix
            let hanging = StyledText(String(repeating: " ", count: indent))
            for index in start + 1..<lines.count { lines[index].prefix = hanging + lines[index].prefix }
        }
    }

    func appendCode(info: String?, text: String, width: Int, to lines: inout [Line]) {
        let language = info.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).first }.map { $0.lowercased() }
        let source = HighlightedCode.expandingTabs(Self.droppingFinalLineFeed(text), in: profile)
        var code = HighlightedCode.highlighted(source, language: language.map { HighlightedCode.Language(named: $0) } ?? .plain, theme: style.syntax)
        code.style = style.code
        let gutter = StyledText("  ")
        guard width > 2 else { return appendWrapped(code, width: width, to: &lines) }
        let safe = code.terminalSafe
        // Each line of code on its own; one wider than the room is wrapped.
        let bytes = safe.text.utf8
        var start = bytes.startIndex
        var offset = 0
        var spanIndex = 0
        while true {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let length = bytes.distance(from: start, to: end)
            let line = safe.slice(offset, offset + length, fromSpan: &spanIndex)
            let pieces = line.isEmpty ? [line] : line.wrapped(toWidth: width - 2, in: profile)
            for piece in pieces.isEmpty ? [line] : pieces {
                lines.append(Line(prefix: gutter, body: .text(piece)))
            }
            guard end < bytes.endIndex else { break }
            start = bytes.index(after: end)
            offset += length + 1
        }
    }

    /// Whether `text` has nothing but white space.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" }
    }

    /// `text` without its last line feed, if it ends in one (found from the end: dropping the
    /// last character counted every character first).
    static func droppingFinalLineFeed(_ text: String) -> String {
        guard text.utf8.last == 0x0A else { return text }
        return String(decoding: text.utf8.dropLast(), as: UTF8.self)
    }

    func appendTable(_ table: MarkdownTable, width: Int, to lines: inout [Line]) {
        // Where links cannot be shown, their targets follow the table, numbered, and each
        // link's text in a cell is followed by its number: a cell never holds an address.
        let notes = showsLinkTargets ? LinkNotes() : nil
        let columns = table.alignments.indices.map { index -> Table.Column in
            let alignment: TextAlignment = switch table.alignments[index] {
            case .center: .center
            case .right: .trailing
            default: .leading
            }
            // The header's cells as plain text: the table draws its header in bold.
            return Table.Column(index < table.header.count ? text(of: table.header[index], notes: notes).text : "", alignment: alignment)
        }
        var widget = Table(columns: columns)
        widget.rows = table.rows.map { row in row.map { text(of: $0, notes: notes) } }
        // As wide as the table wants, up to the width: the canvas is no wider than it draws.
        let canvas = widget.render(upToWidth: width, profile: profile)
        for row in 0..<canvas.height { lines.append(Line(prefix: StyledText(""), body: .canvas(canvas, row: row))) }
        guard let notes, !notes.targets.isEmpty else { return }
        for (number, target) in notes.targets.enumerated() {
            appendWrapped(StyledText("[\(number + 1)] ", style: style.linkTarget) + StyledText(target, style: style.linkTarget), width: width, to: &lines)
        }
    }

    /// The targets of a table's links, numbered in the order met (a target met again keeps
    /// its number).
    final class LinkNotes {
        private(set) var targets: [String] = []
        private var numbers: [String: Int] = [:]

        /// The number of `target`, given it if it has none.
        func number(of target: String) -> Int {
            if let number = numbers[target] { return number }
            targets.append(target)
            numbers[target] = targets.count
            return targets.count
        }
    }

    // MARK: - Text

    func lineWidth(_ text: StyledText) -> Int {
        text.displayWidth(in: profile)
    }

    func appendWrapped(_ text: StyledText, width: Int, to lines: inout [Line]) {
        let wrapped = text.terminalSafe.wrapped(toWidth: width, in: profile)
        guard !wrapped.isEmpty else { return lines.append(Line(prefix: StyledText(""), body: .text(StyledText("", style: text.style)))) }
        for line in wrapped { lines.append(Line(prefix: StyledText(""), body: .text(line))) }
    }

    /// The inlines as one styled text: emphasis italic, strong bold, code in its colour, links
    /// underlined and linked, images as their alt text, soft breaks as spaces, hard breaks as
    /// line feeds.
    func text(of inlines: [MarkdownInline], notes: LinkNotes? = nil) -> StyledText {
        var result = StyledText("")
        append(inlines, over: nil, notes: notes, to: &result)
        return result
    }

    private func append(_ inlines: [MarkdownInline], over outer: Style?, notes: LinkNotes?, to result: inout StyledText) {
        // Styling tags of inline HTML (`<b>`, `<code>`, `<a href>`) style what follows them
        // until they close, within these inlines; each keeps the style in effect inside it,
        // merged once.
        var htmlTags: [(tag: HTMLText.Tag, style: Style, start: Int, images: Int)] = []
        // Bytes of images' alt text written: an anchor round images alone is a badge.
        var imageBytes = 0
        // After `<br>`, white space is dropped as a browser drops it.
        var afterBreak = false
        var current: Style? { htmlTags.last?.style ?? outer }
        func add(_ text: String, _ style: Style?) {
            let outer = current
            let combined = switch (outer, style) {
            case (nil, nil): Style?.none
            case (let outer?, nil): outer
            case (nil, let style?): style
            case (let outer?, let style?): outer.merging(style)
            }
            result.append(text, style: combined)
        }
        func nested(_ style: Style) -> Style { current.map { $0.merging(style) } ?? style }
        for inline in inlines {
            if afterBreak, case .text(let text) = inline {
                let kept = text.drop { $0 == " " || $0 == "\t" }
                afterBreak = kept.isEmpty
                if !kept.isEmpty { add(String(kept), nil) }
                continue
            }
            afterBreak = false
            switch inline {
            case .text(let text):
                add(text, nil)
            case .softBreak:
                add(" ", nil)
            case .hardBreak:
                add("\n", nil)
            case .code(let code):
                add(code, style.inlineCode)
            case .emphasis(let children):
                append(children, over: nested(style.emphasis), notes: notes, to: &result)
            case .strong(let children):
                append(children, over: nested(style.strong), notes: notes, to: &result)
            case .strikethrough(let children):
                append(children, over: nested(style.strikethrough), notes: notes, to: &result)
            case .link(let destination, _, let children):
                let link = Self.hyperlink(destination)
                let text = children.plainText
                // A badge (a link round images alone) is its images' alt text, no target.
                let isBadge = children.allSatisfy {
                    if case .image = $0 { return true }
                    if case .text(let text) = $0 { return Self.isBlank(text) }
                    return $0 == .softBreak
                }
                let showsTarget = showsLinkTargets && !destination.isEmpty && !isBadge && destination != "mailto:" + text
                if let notes, showsTarget {
                    // In a table: the text (unless it is the address itself) and the number.
                    if text != destination { append(children, over: nested(style.link.link(link)), notes: notes, to: &result) }
                    add((text == destination ? "" : " ") + "[\(notes.number(of: destination))]", style.linkTarget)
                } else {
                    append(children, over: nested(style.link.link(link)), notes: notes, to: &result)
                    if showsTarget, text != destination { add(" (\(destination))", style.linkTarget) }
                }
            case .image(let source, _, let children):
                // An image is its alt text alone: its address is a picture's, not text to read.
                let link = Self.hyperlink(source)
                let alt = children.plainText
                add(alt.isEmpty ? "image" : alt, nested(style.image.link(link)))
                imageBytes += alt.isEmpty ? 5 : alt.utf8.count
            case .html(let html):
                switch HTMLText.inlineEffect(of: html) {
                case .nothing:
                    break
                case .lineBreak:
                    add("\n", nil)
                    afterBreak = true
                case .image(let alt):
                    if !alt.isEmpty { add(alt, style.image) }
                    imageBytes += alt.utf8.count
                case .open(let tag):
                    let tagStyle = HTMLText.style(of: tag, in: style)
                    htmlTags.append((tag, current.map { $0.merging(tagStyle) } ?? tagStyle, result.text.utf8.count, imageBytes))
                case .close(let name):
                    guard let index = htmlTags.lastIndex(where: { $0.tag.name == name }) else { break }
                    let closed = htmlTags[index]
                    htmlTags.removeSubrange(index...)
                    if name == "a", showsLinkTargets, let href = closed.tag.attributes["href"], Self.hyperlink(href) != nil,
                       result.text.utf8.count - closed.start > imageBytes - closed.images {
                        if let notes {
                            add(" [\(notes.number(of: href))]", style.linkTarget)
                        } else {
                            add(" (\(href))", style.linkTarget)
                        }
                    }
                }
            }
        }
    }
}

extension MarkdownLayout {
    /// The schemes a document's links may have: a Markdown file is untrusted, and a terminal
    /// hands a clicked link to whatever opens its scheme.
    static let linkSchemes: Set<String> = ["http", "https", "mailto", "ftp"]

    /// A hyperlink to `destination` when it is an absolute web or mail address; `nil` for
    /// relative addresses and other schemes (their text is drawn without a link).
    static func hyperlink(_ destination: String) -> Hyperlink? {
        guard let colon = destination.firstIndex(of: ":"), linkSchemes.contains(destination[..<colon].lowercased()) else { return nil }
        return try? Hyperlink(destination)
    }
}

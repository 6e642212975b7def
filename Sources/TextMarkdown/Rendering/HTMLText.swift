import TextRendering

/// Raw HTML in a Markdown document as a terminal shows it: what GitHub's README writers put
/// in HTML (centred logos, badges, `<br>` in table cells, `<details>`) read as a browser would
/// show its text, never as tags. `<br>` breaks the line; an image is its alt text alone (a
/// badge's picture has no text to show but that); `<summary>` is shown, marked `▸`; block
/// elements (`<p>`, `<div>`, headings, list items, table rows) start lines; `<b>`, `<i>`,
/// `<code>`, `<kbd>`, `<s>` and `<a href>` style their text; comments, `<script>` and
/// `<style>` with their contents, and every other tag are dropped, as Rich and Glow drop them.
enum HTMLText {
    /// A tag of raw HTML: its lowercased name, whether it closes, and its attributes.
    struct Tag: Equatable {
        var name: String
        var isClosing = false
        var attributes: [String: String] = [:]
    }

    /// What one piece of inline raw HTML (a tag, a comment) does to the text around it.
    enum InlineEffect: Equatable {
        /// Nothing shows: a comment, an unknown or a layout tag.
        case nothing
        /// `<br>`.
        case lineBreak
        /// An image: its alt text (empty when it has none).
        case image(alt: String)
        /// A tag that styles what follows until it closes.
        case open(Tag)
        case close(name: String)
    }

    /// Tags whose text is styled until they close.
    static let styling: Set<String> = ["a", "b", "strong", "i", "em", "code", "kbd", "tt", "s", "del", "strike", "samp", "var", "ins", "u"]

    /// Tags that start and end a line of their own.
    static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "table", "thead", "tbody", "tfoot", "tr", "ul", "ol", "dl", "dt", "dd",
        "blockquote", "details", "summary", "center", "section", "article", "header", "footer", "nav", "aside", "figure",
        "figcaption", "pre", "hr", "li", "main", "address", "caption",
    ]

    /// Tags whose content is not text to show.
    static let hidden: Set<String> = ["script", "style", "template", "noscript", "title", "head", "textarea", "iframe"]

    /// What `html`, one piece of inline raw HTML, does.
    static func inlineEffect(of html: String) -> InlineEffect {
        guard let tag = tag(in: Array(html.utf8), at: 0)?.tag else { return .nothing }
        switch tag.name {
        case "br" where !tag.isClosing: return .lineBreak
        case "img" where !tag.isClosing: return .image(alt: tag.attributes["alt"] ?? "")
        case let name where styling.contains(name): return tag.isClosing ? .close(name: name) : .open(tag)
        default: return .nothing
        }
    }

    /// The style a styling tag gives its text, over `style`'s element styles.
    static func style(of tag: Tag, in style: MarkdownStyle) -> Style {
        switch tag.name {
        case "a": style.link.link(MarkdownLayout.hyperlink(tag.attributes["href"] ?? ""))
        case "b", "strong": style.strong
        case "i", "em", "var": style.emphasis
        case "code", "kbd", "tt", "samp": style.inlineCode
        case "s", "del", "strike": style.strikethrough
        case "u", "ins": .underline
        case "summary": style.strong
        case let name where name.count == 2 && name.hasPrefix("h"): style.heading(Int(String(name.dropFirst())) ?? 6)
        default: .plain
        }
    }

    /// An HTML block as styled text, its lines separated by line feeds: whitespace collapsed
    /// as a browser collapses it (kept inside `<pre>`), entities decoded, leading and trailing
    /// blank lines gone. Empty when nothing in it shows (a comment, a `<picture>` of sources).
    static func blockText(_ html: String, style: MarkdownStyle, showsLinkTargets: Bool) -> StyledText {
        var writer = Writer(style: style, showsLinkTargets: showsLinkTargets)
        let bytes = Array(html.utf8)
        var index = 0
        var textStart = 0
        func flushText(to end: Int) {
            if textStart < end { writer.text(bytes[textStart..<end]) }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if let end = skippedMarkup(in: bytes, at: index) {
                flushText(to: index)
                index = end
                textStart = end
            } else if let (tag, end) = tag(in: bytes, at: index) {
                flushText(to: index)
                index = end
                if !tag.isClosing, hidden.contains(tag.name) {
                    // Skip to the closing tag (or the end).
                    index = closingTag(tag.name, in: bytes, from: index) ?? bytes.count
                } else {
                    writer.tag(tag)
                }
                textStart = index
            } else {
                index += 1
            }
        }
        flushText(to: bytes.count)
        return writer.finished()
    }

    /// Builds the text of an HTML block.
    private struct Writer {
        let style: MarkdownStyle
        let showsLinkTargets: Bool
        var result = StyledText("")
        /// Open styling tags, each with the style in effect inside it (its own over those of
        /// the tags it is inside, merged once); anchors with where their text began.
        var open: [(name: String, style: Style, href: String?, start: Int)] = []
        var preformatted = 0
        /// A space to write before the next text, in the style in effect where it was met.
        var pendingSpace = false {
            didSet { if pendingSpace, !oldValue { pendingSpaceStyle = currentStyle } }
        }
        var pendingSpaceStyle: Style?
        /// Characters of text (not counting images' alt text) written, for anchors.
        var textWritten = 0
        /// Cells begun in the current table row.
        var cells = 0

        init(style: MarkdownStyle, showsLinkTargets: Bool) {
            self.style = style
            self.showsLinkTargets = showsLinkTargets
        }

        var currentStyle: Style? { open.last?.style }

        /// Opens `name`, styling what follows with `style` over the styles in effect.
        mutating func push(_ name: String, _ style: Style, href: String? = nil) {
            open.append((name, currentStyle.map { $0.merging(style) } ?? style, href, textWritten))
        }

        /// Closes table cells left open (`<th>` closed by the next cell or row, as HTML does).
        mutating func closeCells() {
            while let last = open.last, last.name == "th" || last.name == "td" { open.removeLast() }
        }

        var atLineStart: Bool { result.text.isEmpty || result.text.utf8.last == 0x0A }

        mutating func append(_ text: String, style extra: Style? = nil) {
            if pendingSpace, !atLineStart { result.append(" ", style: pendingSpaceStyle) }
            pendingSpace = false
            let combined: Style? = switch (currentStyle, extra) {
            case (nil, nil): nil
            case (let outer?, nil): outer
            case (nil, let extra?): extra
            case (let outer?, let extra?): outer.merging(extra)
            }
            result.append(text, style: combined)
        }

        mutating func newline() {
            pendingSpace = false
            if !atLineStart { result.append("\n", style: nil) }
        }

        mutating func text(_ bytes: ArraySlice<UInt8>) {
            let decoded = HTMLText.decodedEntities(bytes)
            if preformatted > 0 {
                append(decoded)
                textWritten += decoded.count
                return
            }
            // Runs of white space are one space; none at a line's start.
            let leading = decoded.unicodeScalars.first.map(Self.isSpace) ?? false
            let trailing = decoded.unicodeScalars.last.map(Self.isSpace) ?? false
            let words = decoded.split(whereSeparator: { $0.unicodeScalars.allSatisfy(Self.isSpace) })
            if leading { pendingSpace = true }
            for (number, word) in words.enumerated() {
                if number > 0 { pendingSpace = true }
                append(String(word))
                textWritten += word.count
            }
            if trailing { pendingSpace = true }
        }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
        }

        mutating func tag(_ tag: Tag) {
            let name = tag.name
            if tag.isClosing {
                if blocks.contains(name) { newline() }
                if name == "pre" { preformatted = max(0, preformatted - 1) }
                if name == "tr" || name == "table" {
                    cells = 0
                    closeCells()
                }
                guard let index = open.lastIndex(where: { $0.name == name }) else { return }
                let closed = open[index]
                open.removeSubrange(index...)
                // An anchor with text of its own (not only images' alt text) says where it goes,
                // where links cannot be shown; a badge (an anchor round images alone) does not.
                if name == "a", showsLinkTargets, let href = closed.href, MarkdownLayout.hyperlink(href) != nil,
                   textWritten > closed.start {
                    append(" (" + href + ")", style: style.linkTarget)
                }
                return
            }
            switch name {
            case "br":
                result.append("\n", style: nil)
                pendingSpace = false
            case "img":
                if let alt = tag.attributes["alt"], !alt.isEmpty {
                    // Inside an anchor the picture links where the anchor does.
                    let target = open.last(where: { $0.name == "a" })?.href ?? tag.attributes["src"] ?? ""
                    append(alt, style: style.image.link(MarkdownLayout.hyperlink(target)))
                }
            case "hr":
                newline()
                append("───")
                newline()
            case "li":
                newline()
                append(style.bullet + " ", style: style.listMarker)
            case "td", "th":
                closeCells()
                if cells > 0 { append("  ") }
                cells += 1
                push(name, name == "th" ? style.strong : .plain)
            case "tr":
                closeCells()
                newline()
                cells = 0
            case "summary":
                newline()
                append("▸ ", style: style.listMarker)
                push(name, style.strong)
            default:
                if blocks.contains(name) { newline() }
                if name == "pre" { preformatted += 1 }
                if styling.contains(name) || (name.count == 2 && name.hasPrefix("h") && name.last!.isNumber) {
                    push(name, HTMLText.style(of: tag, in: style), href: name == "a" ? tag.attributes["href"] : nil)
                }
            }
        }

        func finished() -> StyledText {
            // No blank lines at either end; trailing spaces of lines are the wrapper's to drop.
            let utf8 = result.text.utf8
            var start = utf8.startIndex
            while start < utf8.endIndex, utf8[start] == 0x0A { start = utf8.index(after: start) }
            var end = utf8.endIndex
            while end > start, [0x0A, 0x20].contains(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
            guard start != utf8.startIndex || end != utf8.endIndex else { return result }
            return result.slice(utf8.distance(from: utf8.startIndex, to: start), utf8.distance(from: utf8.startIndex, to: end))
        }
    }

    /// The end of a comment, processing instruction, declaration or CDATA section at `start`.
    static func skippedMarkup(in bytes: [UInt8], at start: Int) -> Int? {
        func hasPrefix(_ prefix: String, at index: Int) -> Bool {
            let prefix = Array(prefix.utf8)
            return index + prefix.count <= bytes.count && Array(bytes[index..<index + prefix.count]) == prefix
        }
        func end(after terminator: String, from index: Int) -> Int {
            let terminator = Array(terminator.utf8)
            var index = index
            while index + terminator.count <= bytes.count {
                if Array(bytes[index..<index + terminator.count]) == terminator { return index + terminator.count }
                index += 1
            }
            return bytes.count
        }
        if hasPrefix("<!--", at: start) { return end(after: "-->", from: start + 4) }
        if hasPrefix("<![CDATA[", at: start) { return end(after: "]]>", from: start + 9) }
        if hasPrefix("<?", at: start) { return end(after: "?>", from: start + 2) }
        if hasPrefix("<!", at: start) { return end(after: ">", from: start + 2) }
        return nil
    }

    /// The tag at `start` (`<name attr="value" …>` or `</name>`) and the index after it; `nil`
    /// when what is there is not a tag (`a < b`, `Array<Int>` is read as a tag only if closed
    /// by `>` with a name a browser would take).
    static func tag(in bytes: [UInt8], at start: Int) -> (tag: Tag, end: Int)? {
        // A tag is read within `longestTag` bytes: text full of `<` costs linear time, not
        // quadratic (a `<` that opens no tag is text).
        let bytes = bytes[..<min(bytes.count, start + longestTag)]
        var index = start + 1
        guard index < bytes.count else { return nil }
        var tag = Tag(name: "")
        if bytes[index] == UInt8(ascii: "/") {
            tag.isClosing = true
            index += 1
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
        }
        let nameStart = index
        guard index < bytes.count, (bytes[index] >= 0x61 && bytes[index] <= 0x7A) || (bytes[index] >= 0x41 && bytes[index] <= 0x5A) else { return nil }
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        tag.name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        // Attributes: name, optionally = and a value quoted or not; up to `>`.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") { return (tag, index + 1) }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let attributeStart = index
            while index < bytes.count, !Writer.isSpace(Unicode.Scalar(bytes[index])), bytes[index] != UInt8(ascii: "="),
                  bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") { index += 1 }
            let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self).lowercased()
            var value = ""
            while index < bytes.count, Writer.isSpace(Unicode.Scalar(bytes[index])) { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
                index += 1
                while index < bytes.count, Writer.isSpace(Unicode.Scalar(bytes[index])) { index += 1 }
                guard index < bytes.count else { return nil }
                let quote = bytes[index]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let valueStart = index + 1
                    guard let close = bytes[valueStart...].firstIndex(of: quote) else {
                        // A quote never closed: the value runs to the next `>`, which ends the
                        // tag (a tag is never shown as text).
                        guard let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                        value = decodedEntities(bytes[valueStart..<end])
                        if !attribute.isEmpty, tag.attributes[attribute] == nil { tag.attributes[attribute] = value }
                        return (tag, end + 1)
                    }
                    value = decodedEntities(bytes[valueStart..<close])
                    index = close + 1
                } else {
                    let valueStart = index
                    while index < bytes.count, !Writer.isSpace(Unicode.Scalar(bytes[index])), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    value = decodedEntities(bytes[valueStart..<index])
                }
            }
            if !attribute.isEmpty, tag.attributes[attribute] == nil { tag.attributes[attribute] = value }
        }
        return nil
    }

    /// The most bytes a tag takes, attributes and all.
    static let longestTag = 2_048

    /// The index after `</name>` from `start`, case-insensitively; `nil` when there is none.
    static func closingTag(_ name: String, in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            if let (tag, end) = tag(in: bytes, at: open), tag.isClosing, tag.name == name { return end }
            index = open + 1
        }
        return nil
    }

    /// `text` with its character references decoded.
    static func decodedEntities(_ text: ArraySlice<UInt8>) -> String {
        let bytes = Array(text)
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var result = ""
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let (decoded, end) = InlineText.entity(in: bytes, at: index) {
                result += decoded
                index = end
            } else {
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "&") { index += 1 }
                result += String(decoding: bytes[start..<index], as: UTF8.self)
            }
        }
        return result
    }
}

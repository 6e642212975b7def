import TextRendering
/// A parsed document written as HTML, the way CommonMark's reference implementations write it:
/// what the spec's examples are checked against.
struct MarkdownHTML {
    private var output: [UInt8] = []
    /// Inside an image's alt text, tags are not written.
    private var altDepth = 0

    static func render(_ document: MarkdownDocument) -> String {
        var renderer = MarkdownHTML()
        renderer.blocks(document.blocks, tight: false)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    private mutating func lineBreak() {
        if !output.isEmpty, output.last != 0x0A { output.append(0x0A) }
    }

    private mutating func blocks(_ blocks: [MarkdownBlock], tight: Bool) {
        for block in blocks { self.block(block, tight: tight) }
    }

    private mutating func block(_ block: MarkdownBlock, tight: Bool) {
        switch block {
        case .paragraph(let inlines):
            if tight {
                self.inlines(inlines)
            } else {
                lineBreak()
                output.append(contentsOf: ("<p>").utf8)
                self.inlines(inlines)
                output.append(contentsOf: ("</p>").utf8)
                lineBreak()
            }
        case .heading(let level, let inlines):
            lineBreak()
            output.append(contentsOf: ("<h\(level)>").utf8)
            self.inlines(inlines)
            output.append(contentsOf: ("</h\(level)>").utf8)
            lineBreak()
        case .thematicBreak:
            lineBreak()
            output.append(contentsOf: ("<hr />").utf8)
            lineBreak()
        case .blockQuote(let children):
            lineBreak()
            output.append(contentsOf: ("<blockquote>").utf8)
            lineBreak()
            blocks(children, tight: false)
            lineBreak()
            output.append(contentsOf: ("</blockquote>").utf8)
            lineBreak()
        case .list(let list):
            let tag = list.start == nil ? "ul" : "ol"
            lineBreak()
            if let start = list.start, start != 1 {
                output.append(contentsOf: ("<ol start=\"\(start)\">").utf8)
            } else {
                output.append(contentsOf: ("<\(tag)>").utf8)
            }
            lineBreak()
            for item in list.items {
                output.append(contentsOf: ("<li>").utf8)
                if let task = item.task {
                    output.append(contentsOf: (task ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> ").utf8)
                }
                blocks(item.blocks, tight: list.isTight)
                output.append(contentsOf: ("</li>").utf8)
                lineBreak()
            }
            lineBreak()
            output.append(contentsOf: ("</\(tag)>").utf8)
            lineBreak()
        case .codeBlock(let info, let text):
            lineBreak()
            let language = info.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first }
            if let language {
                output.append(contentsOf: ("<pre><code class=\"language-\(Self.escaped(String(language)))\">").utf8)
            } else {
                output.append(contentsOf: ("<pre><code>").utf8)
            }
            escape(text)
            output.append(contentsOf: ("</code></pre>").utf8)
            lineBreak()
        case .htmlBlock(let html):
            lineBreak()
            output.append(contentsOf: (html).utf8)
            lineBreak()
        case .table(let table):
            lineBreak()
            output.append(contentsOf: ("<table>\n<thead>\n<tr>\n").utf8)
            func cells(_ row: [[MarkdownInline]], tag: String) {
                for (index, cell) in row.enumerated() {
                    switch index < table.alignments.count ? table.alignments[index] : nil {
                    case .left: output.append(contentsOf: ("<\(tag) align=\"left\">").utf8)
                    case .center: output.append(contentsOf: ("<\(tag) align=\"center\">").utf8)
                    case .right: output.append(contentsOf: ("<\(tag) align=\"right\">").utf8)
                    case nil: output.append(contentsOf: ("<\(tag)>").utf8)
                    }
                    inlines(cell)
                    output.append(contentsOf: ("</\(tag)>\n").utf8)
                }
            }
            cells(table.header, tag: "th")
            output.append(contentsOf: ("</tr>\n</thead>\n").utf8)
            if !table.rows.isEmpty {
                output.append(contentsOf: ("<tbody>\n").utf8)
                for row in table.rows {
                    output.append(contentsOf: ("<tr>\n").utf8)
                    cells(row, tag: "td")
                    output.append(contentsOf: ("</tr>\n").utf8)
                }
                output.append(contentsOf: ("</tbody>\n").utf8)
            }
            output.append(contentsOf: ("</table>\n").utf8)
        }
    }

    private mutating func inlines(_ inlines: [MarkdownInline]) {
        for inline in inlines { self.inline(inline) }
    }

    private mutating func tag(_ text: String) {
        if altDepth == 0 { output.append(contentsOf: text.utf8) }
    }

    private mutating func inline(_ inline: MarkdownInline) {
        switch inline {
        case .text(let text):
            escape(text)
        case .softBreak:
            output.append(0x0A)
        case .hardBreak:
            tag("<br />")
            output.append(0x0A)
        case .code(let text):
            tag("<code>")
            escape(text)
            tag("</code>")
        case .emphasis(let children):
            tag("<em>")
            inlines(children)
            tag("</em>")
        case .strong(let children):
            tag("<strong>")
            inlines(children)
            tag("</strong>")
        case .strikethrough(let children):
            tag("<del>")
            inlines(children)
            tag("</del>")
        case .link(let destination, let title, let children):
            var open = "<a href=\"\(Self.escaped(destination))\""
            if let title, !title.isEmpty { open += " title=\"\(Self.escaped(title))\"" }
            tag(open + ">")
            inlines(children)
            tag("</a>")
        case .image(let source, let title, let children):
            if altDepth == 0 { output.append(contentsOf: "<img src=\"\(Self.escaped(source))\" alt=\"".utf8) }
            altDepth += 1
            inlines(children)
            altDepth -= 1
            if altDepth == 0 {
                output.append(contentsOf: ("\"").utf8)
                if let title, !title.isEmpty { output.append(contentsOf: " title=\"\(Self.escaped(title))\"".utf8) }
                output.append(contentsOf: (" />").utf8)
            }
        case .html(let html):
            output.append(contentsOf: (html).utf8)
        }
    }

    /// Writes `text` with `&`, `<`, `>` and `"` as entities.
    private mutating func escape(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() {
                let entity: StaticString
                switch byte {
                case 0x26: entity = "&amp;"
                case 0x3C: entity = "&lt;"
                case 0x3E: entity = "&gt;"
                case 0x22: entity = "&quot;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                start = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// `&`, `<`, `>` and `"` as entities.
    static func escaped(_ text: String) -> String {
        text.markupEscaped()
    }
}

extension MarkdownDocument {
    /// The document as HTML, as CommonMark's reference renderers write it.
    package var html: String { MarkdownHTML.render(self) }
}

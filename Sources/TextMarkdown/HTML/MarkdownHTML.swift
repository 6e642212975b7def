/// A parsed document written as HTML, the way CommonMark's reference implementations write it:
/// what the spec's examples are checked against.
struct MarkdownHTML {
    private var output = ""
    /// Inside an image's alt text, tags are not written.
    private var altDepth = 0

    static func render(_ document: MarkdownDocument) -> String {
        var renderer = MarkdownHTML()
        renderer.blocks(document.blocks, tight: false)
        return renderer.output
    }

    private mutating func lineBreak() {
        if !output.isEmpty, output.utf8.last != 0x0A { output += "\n" }
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
                output += "<p>"
                self.inlines(inlines)
                output += "</p>"
                lineBreak()
            }
        case .heading(let level, let inlines):
            lineBreak()
            output += "<h\(level)>"
            self.inlines(inlines)
            output += "</h\(level)>"
            lineBreak()
        case .thematicBreak:
            lineBreak()
            output += "<hr />"
            lineBreak()
        case .blockQuote(let children):
            lineBreak()
            output += "<blockquote>"
            lineBreak()
            blocks(children, tight: false)
            lineBreak()
            output += "</blockquote>"
            lineBreak()
        case .list(let list):
            let tag = list.start == nil ? "ul" : "ol"
            lineBreak()
            if let start = list.start, start != 1 {
                output += "<ol start=\"\(start)\">"
            } else {
                output += "<\(tag)>"
            }
            lineBreak()
            for item in list.items {
                output += "<li>"
                if let task = item.task {
                    output += task ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> "
                }
                blocks(item.blocks, tight: list.isTight)
                output += "</li>"
                lineBreak()
            }
            lineBreak()
            output += "</\(tag)>"
            lineBreak()
        case .codeBlock(let info, let text):
            lineBreak()
            let language = info.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).first }
            if let language {
                output += "<pre><code class=\"language-\(Self.escaped(String(language)))\">"
            } else {
                output += "<pre><code>"
            }
            output += Self.escaped(text)
            output += "</code></pre>"
            lineBreak()
        case .htmlBlock(let html):
            lineBreak()
            output += html
            lineBreak()
        case .table(let table):
            lineBreak()
            output += "<table>\n<thead>\n<tr>\n"
            func cells(_ row: [[MarkdownInline]], tag: String) {
                for (index, cell) in row.enumerated() {
                    switch index < table.alignments.count ? table.alignments[index] : nil {
                    case .left: output += "<\(tag) align=\"left\">"
                    case .center: output += "<\(tag) align=\"center\">"
                    case .right: output += "<\(tag) align=\"right\">"
                    case nil: output += "<\(tag)>"
                    }
                    inlines(cell)
                    output += "</\(tag)>\n"
                }
            }
            cells(table.header, tag: "th")
            output += "</tr>\n</thead>\n"
            if !table.rows.isEmpty {
                output += "<tbody>\n"
                for row in table.rows {
                    output += "<tr>\n"
                    cells(row, tag: "td")
                    output += "</tr>\n"
                }
                output += "</tbody>\n"
            }
            output += "</table>\n"
        }
    }

    private mutating func inlines(_ inlines: [MarkdownInline]) {
        for inline in inlines { self.inline(inline) }
    }

    private mutating func tag(_ text: String) {
        if altDepth == 0 { output += text }
    }

    private mutating func inline(_ inline: MarkdownInline) {
        switch inline {
        case .text(let text):
            output += Self.escaped(text)
        case .softBreak:
            output += "\n"
        case .hardBreak:
            tag("<br />")
            output += "\n"
        case .code(let text):
            tag("<code>")
            output += Self.escaped(text)
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
            if altDepth == 0 { output += "<img src=\"\(Self.escaped(source))\" alt=\"" }
            altDepth += 1
            inlines(children)
            altDepth -= 1
            if altDepth == 0 {
                output += "\""
                if let title, !title.isEmpty { output += " title=\"\(Self.escaped(title))\"" }
                output += " />"
            }
        case .html(let html):
            output += html
        }
    }

    /// `&`, `<`, `>` and `"` as entities.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension MarkdownDocument {
    /// The document as HTML, as CommonMark's reference renderers write it.
    package var html: String { MarkdownHTML.render(self) }
}

/// A parsed Markdown document: its blocks, as CommonMark 0.31.2 (with GitHub's tables,
/// strikethrough, extended autolinks and task lists) reads them.
///
/// The tree is the package's own: renderers (terminal text, the HTML used for conformance)
/// walk it; it is not public API, so that it can grow.
package struct MarkdownDocument: Sendable, Equatable {
    package var blocks: [MarkdownBlock]

    /// Parses `text` (U+0000 becomes U+FFFD), with GitHub's extensions (tables,
    /// strikethrough, extended autolinks, task lists) unless `extensions` is false (CommonMark
    /// alone, as its spec's examples are written).
    ///
    /// - Parameter pipelines: Whether a big document has its inlines parsed on another thread
    ///   while its lines are read (`InlinePipeline`); `false` parses them one after another.
    package init(parsing text: String, extensions: Bool = true, pipelines: Bool = true) {
        blocks = BlockParser.parse(text, extensions: extensions, pipelines: pipelines)
    }

    package init(blocks: [MarkdownBlock]) {
        self.blocks = blocks
    }
}

/// A block of a Markdown document.
package enum MarkdownBlock: Sendable, Equatable {
    case paragraph([MarkdownInline])
    /// An ATX or setext heading, level 1–6.
    case heading(level: Int, [MarkdownInline])
    case thematicBreak
    case blockQuote([MarkdownBlock])
    case list(MarkdownList)
    /// Fenced (with its info string, unescaped) or indented code: its text, ending in a line
    /// feed unless empty.
    case codeBlock(info: String?, text: String)
    /// Raw HTML, as written.
    case htmlBlock(String)
    /// A GitHub table: the header row, the alignments, the body rows.
    case table(MarkdownTable)
}

/// A bullet or ordered list.
package struct MarkdownList: Sendable, Equatable {
    /// The first number of an ordered list; `nil` for a bullet list.
    package var start: Int?
    /// Whether its items are tight (no blank lines between their blocks).
    package var isTight: Bool
    package var items: [MarkdownListItem]
}

/// An item of a list.
package struct MarkdownListItem: Sendable, Equatable {
    /// A task list item's box: checked or not; `nil` for an ordinary item.
    package var task: Bool?
    package var blocks: [MarkdownBlock]
}

/// A GitHub table.
package struct MarkdownTable: Sendable, Equatable {
    /// How a column's cells are aligned: `nil` when the delimiter row says nothing.
    package enum Alignment: Sendable, Equatable { case left, center, right }
    package var alignments: [Alignment?]
    package var header: [[MarkdownInline]]
    package var rows: [[[MarkdownInline]]]
}

/// An inline element of a Markdown paragraph or heading.
package enum MarkdownInline: Sendable, Equatable {
    case text(String)
    /// A line break in the source that is not hard: a space in most renderings.
    case softBreak
    /// Two spaces or a backslash at a line's end.
    case hardBreak
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case strikethrough([MarkdownInline])
    case link(destination: String, title: String?, [MarkdownInline])
    case image(source: String, title: String?, [MarkdownInline])
    /// Raw inline HTML, as written.
    case html(String)
}

extension [MarkdownInline] {
    /// The text of the inlines without markup: what an image's alt text is.
    package var plainText: String {
        var text = ""
        for inline in self {
            switch inline {
            case .text(let value), .code(let value): text += value
            case .softBreak, .hardBreak: text += "\n"
            case .emphasis(let children), .strong(let children), .strikethrough(let children), .link(_, _, let children),
                 .image(_, _, let children):
                text += children.plainText
            case .html(let value): text += value
            }
        }
        return text
    }
}

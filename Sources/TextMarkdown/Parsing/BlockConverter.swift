/// Turns the parsed blocks into the document's tree, parsing each leaf's inlines.
struct BlockConverter {
    let references: [String: LinkReference]
    let extensions: Bool
    /// Where labels looked up and not found go (see `InlineParser.missed`).
    var missed: MissedLabels?

    func blocks(of node: BlockNode) -> [MarkdownBlock] {
        node.children.compactMap(block)
    }

    func inlines(_ bytes: [UInt8]) -> [MarkdownInline] {
        InlineParser.parse(bytes, references: references, extensions: extensions, missed: missed)
    }

    func block(_ node: BlockNode) -> MarkdownBlock? {
        switch node.kind {
        case .document:
            return nil
        case .paragraph:
            return .paragraph(inlines(node.content))
        case .heading:
            return .heading(level: node.level, inlines(node.content))
        case .thematicBreak:
            return .thematicBreak
        case .blockQuote:
            return .blockQuote(blocks(of: node))
        case .codeBlock:
            return .codeBlock(info: node.isFenced ? node.info : nil, text: String(markdownBytes: node.content))
        case .htmlBlock:
            return .htmlBlock(String(markdownBytes: node.content))
        case .list:
            let items = node.children.map { item in
                var task: Bool?
                var children = item.children
                // GitHub's task list items: `[ ]` or `[x]` and a space at the start of the
                // item's first paragraph.
                if extensions, let first = children.first, first.kind == .paragraph, let (checked, rest) = Self.taskMarker(first.content) {
                    task = checked
                    let paragraph = BlockNode(.paragraph, startLine: first.startLine)
                    paragraph.content = rest
                    children[0] = paragraph
                    if rest.allSatisfy(Byte.isWhitespace) { children.removeFirst() }
                }
                return MarkdownListItem(task: task, blocks: children.compactMap(block))
            }
            return .list(MarkdownList(start: node.listData.isOrdered ? node.listData.start : nil, isTight: node.isTight, items: items))
        case .item:
            return nil
        case .table:
            let rows = node.tableRows.map { row in row.map { inlines($0) } }
            return .table(MarkdownTable(alignments: node.alignments, header: rows.first ?? [], rows: Array(rows.dropFirst())))
        }
    }

    /// `[ ]`, `[x]` or `[X]` followed by a space, a tab or the end of a line.
    static func taskMarker(_ content: [UInt8]) -> (Bool, [UInt8])? {
        guard content.count >= 3, content[0] == UInt8(ascii: "["), content[2] == UInt8(ascii: "]") else { return nil }
        let mark = content[1]
        guard mark == Byte.space || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") else { return nil }
        guard content.count == 3 || Byte.isWhitespace(content[3]) else { return nil }
        return (mark != Byte.space, Array(content.dropFirst(3)))
    }
}

extension BlockParser {
    enum BlockStart { case none, container, leaf }

    /// Starts the block the line begins with, if any, in the spec's order: block quote, ATX
    /// heading, fenced code, HTML block, setext heading, thematic break, list item, indented
    /// code, and GitHub's table (a delimiter row under a paragraph's one line).
    ///
    /// Quotes and lists nest at most `maximumDepth` deep: past that their markers are text, so
    /// that a hostile document cannot make the tree (and every walk of it) arbitrarily deep.
    mutating func startBlock(in container: BlockNode) -> BlockStart {
        let first = nextNonspace < lineEnd ? bytes[nextNonspace] : 0
        let canNest = container.depth < Self.maximumDepth
        if !isIndented {
            switch first {
            case UInt8(ascii: ">") where canNest:
                advanceNextNonspace()
                advanceOffset(1, columns: false)
                if let byte = peek(offset), Byte.isSpaceOrTab(byte) { advanceOffset(1, columns: true) }
                closeUnmatchedBlocks()
                _ = addChild(.blockQuote, offset: nextNonspace)
                return .container
            case UInt8(ascii: "#"):
                if startATXHeading() { return .leaf }
            case UInt8(ascii: "`"), UInt8(ascii: "~"):
                if startFence() { return .leaf }
            case UInt8(ascii: "<"):
                if startHTMLBlock(in: container) { return .leaf }
            default:
                break
            }
            if container.kind == .paragraph, first == UInt8(ascii: "=") || first == UInt8(ascii: "-"), startSetextHeading(container) {
                return .leaf
            }
            if extensions, container.kind == .paragraph, startTable(container) { return .leaf }
            if isThematicBreak(from: nextNonspace) {
                closeUnmatchedBlocks()
                _ = addChild(.thematicBreak, offset: nextNonspace)
                advanceOffset(lineEnd - offset, columns: false)
                return .leaf
            }
        }
        if canNest, !isIndented || container.kind == .list, let data = listMarker(in: container) {
            closeUnmatchedBlocks()
            if tip.kind != .list || !container.listData.continues(with: data) {
                let list = addChild(.list, offset: nextNonspace)
                list.listData = data
            }
            let item = addChild(.item, offset: nextNonspace)
            item.listData = data
            return .container
        }
        if isIndented, tip.kind != .paragraph, !isBlank {
            advanceOffset(4, columns: true)
            closeUnmatchedBlocks()
            _ = addChild(.codeBlock, offset: offset)
            return .leaf
        }
        return .none
    }

    /// How deep quotes and lists may nest.
    static let maximumDepth = 64

    // MARK: - Headings

    private mutating func startATXHeading() -> Bool {
        var index = nextNonspace
        while index < lineEnd, bytes[index] == UInt8(ascii: "#") { index += 1 }
        let level = index - nextNonspace
        guard level <= 6, index == lineEnd || Byte.isSpaceOrTab(bytes[index]) else { return false }
        advanceNextNonspace()
        advanceOffset(level, columns: false)
        closeUnmatchedBlocks()
        let heading = addChild(.heading, offset: nextNonspace)
        heading.level = level
        // The content without the optional closing sequence of #s.
        var end = lineEnd
        while end > offset, Byte.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        var hashes = end
        while hashes > offset, bytes[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        if hashes < end, hashes == offset || Byte.isSpaceOrTab(bytes[hashes - 1]) {
            end = hashes
            while end > offset, Byte.isSpaceOrTab(bytes[end - 1]) { end -= 1 }
        }
        if offset < end { heading.content.append(contentsOf: bytes[offset..<end]) }
        advanceOffset(lineEnd - offset, columns: false)
        return true
    }

    private mutating func startSetextHeading(_ paragraph: BlockNode) -> Bool {
        let marker = bytes[nextNonspace]
        var index = nextNonspace
        while index < lineEnd, bytes[index] == marker { index += 1 }
        while index < lineEnd, Byte.isSpaceOrTab(bytes[index]) { index += 1 }
        guard index == lineEnd else { return false }
        closeUnmatchedBlocks()
        // Reference definitions at the paragraph's start are not its heading.
        var start = 0
        while start < paragraph.content.count, paragraph.content[start] == UInt8(ascii: "[") {
            guard let consumed = LinkReferenceParser.parseDefinition(paragraph.content, from: start, into: &references) else { break }
            start = consumed
        }
        if start > 0 { paragraph.content.removeFirst(start) }
        guard !paragraph.content.isEmpty else { return false }
        let heading = BlockNode(.heading, startLine: paragraph.startLine)
        heading.level = marker == UInt8(ascii: "=") ? 1 : 2
        heading.content = paragraph.content
        let parent = paragraph.parent!
        heading.parent = parent
        parent.children[parent.children.count - 1] = heading
        tip = heading
        advanceOffset(lineEnd - offset, columns: false)
        return true
    }

    /// Whether the line from `start` is three or more `*`, `-` or `_` with only spaces and
    /// tabs among them.
    func isThematicBreak(from start: Int) -> Bool {
        guard start < lineEnd else { return false }
        let marker = bytes[start]
        guard marker == UInt8(ascii: "*") || marker == UInt8(ascii: "-") || marker == UInt8(ascii: "_") else { return false }
        var count = 0
        for index in start..<lineEnd {
            let byte = bytes[index]
            if byte == marker {
                count += 1
            } else if !Byte.isSpaceOrTab(byte) {
                return false
            }
        }
        return count >= 3
    }

    // MARK: - Code fences

    private mutating func startFence() -> Bool {
        let marker = bytes[nextNonspace]
        var index = nextNonspace
        while index < lineEnd, bytes[index] == marker { index += 1 }
        let length = index - nextNonspace
        guard length >= 3 else { return false }
        if marker == UInt8(ascii: "`"), bytes[index..<lineEnd].contains(UInt8(ascii: "`")) { return false }
        closeUnmatchedBlocks()
        let code = addChild(.codeBlock, offset: nextNonspace)
        code.isFenced = true
        code.fenceCharacter = marker
        code.fenceLength = length
        code.fenceOffset = indent
        advanceNextNonspace()
        advanceOffset(length, columns: false)
        return true
    }

    // MARK: - HTML blocks

    private mutating func startHTMLBlock(in container: BlockNode) -> Bool {
        let line = bytes[nextNonspace..<lineEnd]
        for type in 1...7 {
            guard HTMLBlocks.startsBlock(type: type, line) else { continue }
            // The seventh kind cannot interrupt a paragraph.
            if type == 7, container.kind == .paragraph || (!allClosed && !isBlank && tip.kind == .paragraph) { return false }
            closeUnmatchedBlocks()
            let block = addChild(.htmlBlock, offset: offset)
            block.htmlBlockType = type
            return true
        }
        return false
    }

    // MARK: - List items

    /// The list marker the line starts with, its content's offset set, or `nil`.
    private mutating func listMarker(in container: BlockNode) -> ListData? {
        guard indent < 4 || container.kind == .list, nextNonspace < lineEnd else { return nil }
        if indent >= 4 { return nil }
        var data = ListData()
        data.markerOffset = indent
        let first = bytes[nextNonspace]
        var markerEnd = nextNonspace
        if first == UInt8(ascii: "*") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            data.bulletCharacter = first
            markerEnd += 1
        } else if Byte.isDigit(first) {
            var number = 0
            while markerEnd < lineEnd, Byte.isDigit(bytes[markerEnd]), markerEnd - nextNonspace < 9 {
                number = number * 10 + Int(bytes[markerEnd] - 0x30)
                markerEnd += 1
            }
            guard markerEnd < lineEnd, bytes[markerEnd] == UInt8(ascii: ".") || bytes[markerEnd] == UInt8(ascii: ")") else { return nil }
            // Only a list starting at 1 can interrupt a paragraph.
            if container.kind == .paragraph, number != 1 { return nil }
            data.isOrdered = true
            data.start = number
            data.delimiter = bytes[markerEnd]
            markerEnd += 1
        } else {
            return nil
        }
        // The marker must be followed by a space, a tab or the line's end.
        guard markerEnd == lineEnd || Byte.isSpaceOrTab(bytes[markerEnd]) else { return nil }
        // An empty item cannot interrupt a paragraph.
        if container.kind == .paragraph {
            var rest = markerEnd
            while rest < lineEnd, Byte.isSpaceOrTab(bytes[rest]) { rest += 1 }
            if rest == lineEnd { return nil }
        }
        let markerLength = markerEnd - nextNonspace
        advanceNextNonspace()
        advanceOffset(markerLength, columns: true)
        let spacesStartColumn = column
        let spacesStartOffset = offset
        repeat {
            advanceOffset(1, columns: true)
        } while column - spacesStartColumn < 5 && peek(offset).map(Byte.isSpaceOrTab) == true
        let blankItem = peek(offset) == nil
        let spacesAfterMarker = column - spacesStartColumn
        if spacesAfterMarker >= 5 || spacesAfterMarker < 1 || blankItem {
            data.padding = markerLength + 1
            column = spacesStartColumn
            offset = spacesStartOffset
            partiallyConsumedTab = false
            if let byte = peek(offset), Byte.isSpaceOrTab(byte) { advanceOffset(1, columns: true) }
        } else {
            data.padding = markerLength + spacesAfterMarker
        }
        return data
    }

    // MARK: - Tables

    /// Turns a paragraph of one line into a table's header when this line is a delimiter row
    /// with as many cells (GitHub's tables).
    private mutating func startTable(_ paragraph: BlockNode) -> Bool {
        let content = paragraph.content
        // The paragraph must be one line: its only line feed is its last byte.
        guard let firstFeed = content.firstIndex(of: Byte.lineFeed), firstFeed == content.count - 1 else { return false }
        guard let alignments = TableRows.delimiterRow(Array(bytes[nextNonspace..<lineEnd])) else { return false }
        let header = TableRows.cells(Array(content[..<firstFeed]))
        guard header.count == alignments.count else { return false }
        closeUnmatchedBlocks()
        let table = BlockNode(.table, startLine: paragraph.startLine)
        table.alignments = alignments
        table.tableRows = [header]
        let parent = paragraph.parent!
        table.parent = parent
        parent.children[parent.children.count - 1] = table
        tip = table
        startedTable = true
        advanceOffset(lineEnd - offset, columns: false)
        return true
    }

    /// Adds the line as a body row of `table`: its cells, cut or padded to the header's count.
    /// Returns false, adding nothing, once the table would have more than `maximumPaddedCells`
    /// empty cells made up: a hostile header of thousands of columns over thousands of short
    /// lines must not make millions of cells (cmark-gfm has such a limit too).
    mutating func addTableRow(_ table: BlockNode) -> Bool {
        var cells = TableRows.cells(Array(bytes[offset..<lineEnd]))
        let count = table.alignments.count
        if cells.count > count { cells.removeLast(cells.count - count) }
        let missing = count - cells.count
        guard table.paddedCells + missing <= Self.maximumPaddedCells else { return false }
        table.paddedCells += missing
        cells += repeatElement([], count: missing)
        table.tableRows.append(cells)
        return true
    }

    /// The most empty cells a table may be padded with.
    static let maximumPaddedCells = 100_000
}

/// GitHub's table rows: cells between unescaped pipes.
enum TableRows {
    /// The cells of a row: split at pipes not escaped with a backslash (a `\|` stays in the
    /// cell as `|`), a leading and a trailing pipe dropped, each cell trimmed.
    static func cells(_ line: [UInt8]) -> [[UInt8]] {
        var cells: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        var trimmed = line[...]
        while let first = trimmed.first, Byte.isSpaceOrTab(first) { trimmed = trimmed.dropFirst() }
        while let last = trimmed.last, Byte.isSpaceOrTab(last) { trimmed = trimmed.dropLast() }
        let row = Array(trimmed)
        // One buffer for every cell, with room for the longest.
        current.reserveCapacity(row.count)
        if row.first == UInt8(ascii: "|") { index = 1 }
        var endsWithPipe = false
        while index < row.count {
            let byte = row[index]
            if byte == UInt8(ascii: "\\"), index + 1 < row.count, row[index + 1] == UInt8(ascii: "|") {
                current.append(UInt8(ascii: "|"))
                index += 2
                endsWithPipe = false
                continue
            }
            if byte == UInt8(ascii: "\\"), index + 1 < row.count {
                current.append(byte)
                current.append(row[index + 1])
                index += 2
                endsWithPipe = false
                continue
            }
            if byte == UInt8(ascii: "|") {
                cells.append(Array(current.trimmingWhitespace()))
                current.removeAll(keepingCapacity: true)
                endsWithPipe = true
            } else {
                current.append(byte)
                endsWithPipe = false
            }
            index += 1
        }
        if !endsWithPipe || !current.isEmpty { cells.append(Array(current.trimmingWhitespace())) }
        return cells
    }

    /// The alignments of a delimiter row (`| :--- | :---: | ---: |`), or `nil` when the line
    /// is not one.
    static func delimiterRow(_ line: [UInt8]) -> [MarkdownTable.Alignment?]? {
        guard line.contains(UInt8(ascii: "|")) || line.contains(UInt8(ascii: "-")) else { return nil }
        let cells = self.cells(line)
        guard !cells.isEmpty else { return nil }
        // A row of one cell needs a pipe, or it is a setext underline or a break.
        if cells.count == 1, !line.contains(UInt8(ascii: "|")) { return nil }
        var alignments: [MarkdownTable.Alignment?] = []
        for cell in cells {
            guard !cell.isEmpty else { return nil }
            let left = cell.first == UInt8(ascii: ":")
            let right = cell.last == UInt8(ascii: ":")
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right && cell.count > 1 ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : nil)
        }
        return alignments
    }
}

import TextRendering
/// The block phase of CommonMark parsing: lines into a tree of blocks.
///
/// For each line, the open blocks are matched from the document down (a block quote needs its
/// `>`, a list item its indentation); then new blocks may start (quotes, headings, fences,
/// HTML, breaks, list items, indented code, tables); what is left of the line goes into the
/// deepest open block that takes lines, or starts a paragraph, or continues one lazily.
struct BlockParser {
    /// The document's bytes, U+0000 replaced.
    let bytes: [UInt8]
    /// The current line, without its line ending.
    var lineStart = 0
    var lineEnd = 0
    var lineNumber = 0
    /// Where matching has got to in the line: a byte offset and a column (tabs to multiples of 4).
    var offset = 0
    var column = 0
    var nextNonspace = 0
    var nextNonspaceColumn = 0
    var indent = 0
    var isBlank = false
    var partiallyConsumedTab = false
    var allClosed = true
    /// Whether this line was a table's delimiter row: it is not a row of its body.
    var startedTable = false

    let document: BlockNode
    var tip: BlockNode
    var oldTip: BlockNode
    var lastMatchedContainer: BlockNode
    var references: [String: LinkReference] = [:]
    /// Whether GitHub's extensions (tables, strikethrough, extended autolinks, task lists) are read.
    let extensions: Bool
    /// Where a big document's finished top-level blocks go, to have their inlines parsed while
    /// the lines go on.
    var pipeline: InlinePipeline?
    /// The number of references when blocks were last handed over, and how many more entries
    /// the copies of the references handed over may hold in all: a document's worth of
    /// memory at most (some 30 MB for 10 MB of Markdown, whose tree takes twice that).
    private var referencesHandedOver = 0
    private lazy var referenceCopyBudget = max(100_000, bytes.count / 32)

    /// The blocks of `text`.
    ///
    /// A document of half a megabyte or more has its inlines parsed on another thread while its
    /// lines are read, and what is left side by side after (`InlinePipeline`).
    ///
    /// - Parameter pipelines: Whether a big document is parsed so; `false` reads its lines, then
    ///   parses its inlines one block after another (for tests that compare the two).
    static func parse(_ text: String, extensions: Bool, pipelines: Bool = true) -> [MarkdownBlock] {
        let bytes = replacingNUL(in: text)
        var parser = BlockParser(bytes: bytes, extensions: extensions)
        if pipelines, bytes.count >= 524_288 {
            let pipeline = InlinePipeline(extensions: extensions)
            pipeline.start()
            parser.pipeline = pipeline
            parser.parseLines()
            return pipeline.finish(taking: &parser.document.children, references: parser.references)
        }
        parser.parseLines()
        let converter = BlockConverter(references: parser.references, extensions: extensions)
        return parser.document.children.compactMap(converter.block)
    }

    /// The UTF-8 of `text` with each U+0000 replaced by U+FFFD, as the spec asks: copied in
    /// runs between the NULs (a document with one NUL is not copied byte by byte).
    static func replacingNUL(in text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard let first = firstNUL(in: bytes, from: 0) else { return bytes }
        var replaced: [UInt8] = []
        replaced.reserveCapacity(bytes.count + 64)
        var start = 0
        var nul: Int? = first
        while let found = nul {
            replaced += bytes[start..<found]
            replaced.append(0xEF)
            replaced.append(0xBF)
            replaced.append(0xBD)
            start = found + 1
            nul = firstNUL(in: bytes, from: start)
        }
        replaced += bytes[start...]
        return replaced
    }

    /// The offset of the first zero byte at or after `start`: eight bytes at a time, as the
    /// serial part of parsing a big document this is.
    static func firstNUL(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBytes { raw in
            var index = start
            while index + 8 <= raw.count, !hasZeroByte(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) { index += 8 }
            while index < raw.count {
                if raw[index] == 0 { return index }
                index += 1
            }
            return nil
        }
    }

    /// Where the line that starts at `start` ends: the first LF or CR from there, or the end
    /// of the text. Eight bytes at a time: lines are found one after another, before anything
    /// else of a big document can be done side by side.
    static func lineEnd(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBytes { raw in
            var index = start
            let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
            let carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
            while index + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if hasZeroByte(word ^ lineFeeds) || hasZeroByte(word ^ carriageReturns) { break }
                index += 8
            }
            while index < raw.count, raw[index] != Byte.lineFeed, raw[index] != Byte.carriageReturn { index += 1 }
            return index
        }
    }

    /// Whether a byte of `word` is zero: some byte's subtraction then borrows from a byte that
    /// had its high bit clear.
    @inline(__always)
    static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    init(bytes: [UInt8], extensions: Bool) {
        self.bytes = bytes
        self.extensions = extensions
        document = BlockNode(.document, startLine: 0)
        tip = document
        oldTip = document
        lastMatchedContainer = document
    }

    // MARK: - Lines

    mutating func parseLines() {
        var start = 0
        let count = bytes.count
        while start < count {
            let end = Self.lineEnd(in: bytes, from: start)
            incorporateLine(start, end)
            if let pipeline, document.children.count > InlinePipeline.blocksPerChunk { handOff(to: pipeline) }
            if end < count, bytes[end] == Byte.carriageReturn, end + 1 < count, bytes[end + 1] == Byte.lineFeed {
                start = end + 2
            } else {
                start = end + 1
            }
        }
        while true {
            let block = tip
            finalize(block)
            if block === document { break }
        }
    }

    /// Hands the finished top-level blocks (all but the last, which may still be open) to the
    /// pipeline. The block phase never changes a block again once the next one has started.
    /// (`lastMatchedContainer` may still refer to one until the next line, and is not read.)
    ///
    /// Each chunk takes the references as they are: a definition read after that copies them
    /// (the chunk keeps its copy). A document that defines references all along would copy them
    /// again and again, so once the copies would hold `referenceCopyBudget` entries in all, no
    /// more blocks are handed over: the rest are converted after the lines, with every
    /// reference known.
    mutating func handOff(to pipeline: InlinePipeline) {
        if references.count != referencesHandedOver {
            guard referenceCopyBudget >= references.count else { return self.pipeline = nil }
            referenceCopyBudget -= references.count
            referencesHandedOver = references.count
        }
        let finished = document.children.count - 1
        pipeline.add(Array(document.children[..<finished]), references: references)
        document.children.removeFirst(finished)
    }

    @inline(__always) func peek(_ index: Int) -> UInt8? {
        index < lineEnd ? bytes[index] : nil
    }

    mutating func findNextNonspace() {
        var index = offset
        var columns = column
        while index < lineEnd {
            let byte = bytes[index]
            if byte == Byte.space {
                index += 1
                columns += 1
            } else if byte == Byte.tab {
                index += 1
                columns += 4 - columns % 4
            } else {
                break
            }
        }
        isBlank = index == lineEnd
        nextNonspace = index
        nextNonspaceColumn = columns
        indent = nextNonspaceColumn - column
    }

    var isIndented: Bool { indent >= 4 }

    mutating func advanceNextNonspace() {
        offset = nextNonspace
        column = nextNonspaceColumn
        partiallyConsumedTab = false
    }

    /// Moves `count` bytes on, or (with `columns`) `count` columns, a tab counting as the
    /// columns to its stop and possibly only partly consumed.
    mutating func advanceOffset(_ count: Int, columns: Bool) {
        var count = count
        while count > 0, offset < lineEnd {
            if bytes[offset] == Byte.tab {
                let toTab = 4 - column % 4
                if columns {
                    partiallyConsumedTab = toTab > count
                    let advance = min(toTab, count)
                    column += advance
                    offset += partiallyConsumedTab ? 0 : 1
                    count -= advance
                } else {
                    partiallyConsumedTab = false
                    column += toTab
                    offset += 1
                    count -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                count -= 1
            }
        }
    }

    /// Adds the rest of the line to the tip's content.
    mutating func addLine() {
        if partiallyConsumedTab {
            offset += 1
            let toTab = 4 - column % 4
            tip.content.append(contentsOf: repeatElement(Byte.space, count: toTab))
        }
        if offset < lineEnd { tip.content.append(contentsOf: bytes[offset..<lineEnd]) }
        tip.content.append(Byte.lineFeed)
    }

    mutating func addChild(_ kind: BlockNode.Kind, offset: Int) -> BlockNode {
        while !tip.canContain(kind) { finalize(tip) }
        let child = BlockNode(kind, startLine: lineNumber)
        tip.append(child)
        tip = child
        return child
    }

    mutating func closeUnmatchedBlocks() {
        guard !allClosed else { return }
        while oldTip !== lastMatchedContainer {
            let parent = oldTip.parent!
            finalize(oldTip)
            oldTip = parent
        }
        allClosed = true
    }

    // MARK: - One line

    mutating func incorporateLine(_ start: Int, _ end: Int) {
        lineStart = start
        lineEnd = end
        lineNumber += 1
        offset = start
        column = 0
        isBlank = false
        partiallyConsumedTab = false
        var container = document
        oldTip = tip

        // 1. The open blocks the line continues.
        var lineConsumed = false
        matching: while let last = container.lastChild, last.isOpen {
            container = last
            findNextNonspace()
            switch continueBlock(container) {
            case .matched:
                continue
            case .notMatched:
                container = container.parent!
                break matching
            case .lineConsumed:
                lineConsumed = true
                break matching
            }
        }
        if lineConsumed { return }
        allClosed = container === oldTip
        lastMatchedContainer = container

        // 2. New blocks.
        var matchedLeaf = container.kind != .paragraph && container.kind != .table && container.acceptsLines
        while !matchedLeaf {
            findNextNonspace()
            if !isIndented, nextNonspace < lineEnd, !Self.mayStartBlock(bytes[nextNonspace]) {
                advanceNextNonspace()
                break
            }
            switch startBlock(in: container) {
            case .container:
                container = tip
                continue
            case .leaf:
                container = tip
                matchedLeaf = true
            case .none:
                advanceNextNonspace()
            }
            break
        }

        // 3. The rest of the line.
        if !allClosed, !isBlank, tip.kind == .paragraph {
            // A lazy continuation line.
            addLine()
            return
        }
        closeUnmatchedBlocks()
        if isBlank, let last = container.lastChild { last.lastLineBlank = true }
        let kind = container.kind
        let lastLineBlank = isBlank
            && !(kind == .blockQuote || (kind == .codeBlock && container.isFenced) || (kind == .item && container.children.isEmpty && container.startLine == lineNumber))
        var node: BlockNode? = container
        while let current = node {
            current.lastLineBlank = lastLineBlank
            node = current.parent
        }
        if container.acceptsLines {
            if kind == .table {
                if startedTable {
                    startedTable = false
                } else if isBlank {
                    finalize(container)
                } else if !addTableRow(container) {
                    // The table has been padded enough: it ends, and the line is a paragraph.
                    finalize(container)
                    _ = addChild(.paragraph, offset: offset)
                    addLine()
                }
                return
            }
            addLine()
            if kind == .htmlBlock, (1...5).contains(container.htmlBlockType),
               HTMLBlocks.endsBlock(type: container.htmlBlockType, bytes[offset..<lineEnd]) {
                finalize(container)
            }
        } else if offset < lineEnd, !isBlank {
            _ = addChild(.paragraph, offset: offset)
            advanceNextNonspace()
            addLine()
        }
    }

    /// The bytes that can start a block other than a paragraph: `#`, `` ` ``, `~`, `*`, `+`,
    /// `-`, `_`, `=`, `<`, `>`, `|`, `:` and digits.
    static func mayStartBlock(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "_"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: ":"):
            true
        default:
            Byte.isDigit(byte)
        }
    }

    enum Continuation { case matched, notMatched, lineConsumed }

    /// Whether the line continues `container`, consuming its markers.
    mutating func continueBlock(_ container: BlockNode) -> Continuation {
        switch container.kind {
        case .document, .list:
            return .matched
        case .blockQuote:
            guard !isIndented, peek(nextNonspace) == UInt8(ascii: ">") else { return .notMatched }
            advanceNextNonspace()
            advanceOffset(1, columns: false)
            if let byte = peek(offset), Byte.isSpaceOrTab(byte) { advanceOffset(1, columns: true) }
            return .matched
        case .item:
            if isBlank {
                if container.children.isEmpty { return .notMatched }
                advanceNextNonspace()
            } else if indent >= container.listData.markerOffset + container.listData.padding {
                advanceOffset(container.listData.markerOffset + container.listData.padding, columns: true)
            } else {
                return .notMatched
            }
            return .matched
        case .heading, .thematicBreak:
            return .notMatched
        case .codeBlock:
            if container.isFenced {
                if !isIndented, peek(nextNonspace) == container.fenceCharacter {
                    var end = nextNonspace
                    while end < lineEnd, bytes[end] == container.fenceCharacter { end += 1 }
                    var rest = end
                    while rest < lineEnd, Byte.isSpaceOrTab(bytes[rest]) { rest += 1 }
                    if end - nextNonspace >= container.fenceLength, rest == lineEnd {
                        finalize(container)
                        return .lineConsumed
                    }
                }
                var remaining = container.fenceOffset
                while remaining > 0, let byte = peek(offset), Byte.isSpaceOrTab(byte) {
                    advanceOffset(1, columns: true)
                    remaining -= 1
                }
            } else if isIndented {
                advanceOffset(4, columns: true)
            } else if isBlank {
                advanceNextNonspace()
            } else {
                return .notMatched
            }
            return .matched
        case .htmlBlock:
            return isBlank && (container.htmlBlockType == 6 || container.htmlBlockType == 7) ? .notMatched : .matched
        case .paragraph, .table:
            return isBlank ? .notMatched : .matched
        }
    }

    // MARK: - Closing blocks

    mutating func finalize(_ block: BlockNode) {
        let above = block.parent
        block.isOpen = false
        switch block.kind {
        case .paragraph:
            var start = 0
            while start < block.content.count, block.content[start] == UInt8(ascii: "[") {
                guard let consumed = LinkReferenceParser.parseDefinition(block.content, from: start, into: &references) else { break }
                start = consumed
            }
            if start > 0 { block.content.removeFirst(start) }
            if block.content.allSatisfy(Byte.isWhitespace) { block.removeFromParent() }
        case .codeBlock:
            if block.isFenced {
                let firstLineEnd = block.content.firstIndex(of: Byte.lineFeed) ?? block.content.count
                let info = Array(block.content[..<firstLineEnd]).trimmingWhitespace()
                block.info = InlineText.unescapingBackslashesAndEntities(Array(info))
                block.content.removeFirst(min(block.content.count, firstLineEnd + 1))
            } else {
                // Trailing blank lines are not part of indented code.
                var end = block.content.count
                var lineBegin = end
                while true {
                    var index = end - 1
                    // The last line: from the line feed before it.
                    while index >= 0, block.content[index] != Byte.lineFeed || index == end - 1 { index -= 1 }
                    lineBegin = index + 1
                    if block.content[lineBegin..<max(lineBegin, end - 1)].allSatisfy({ $0 == Byte.space || $0 == Byte.tab }), lineBegin > 0 {
                        end = lineBegin
                    } else {
                        break
                    }
                }
                block.content.removeSubrange(end...)
            }
        case .htmlBlock:
            while let last = block.content.last, last == Byte.lineFeed || last == Byte.space { block.content.removeLast() }
        case .list:
            block.isTight = Self.isTight(block)
        default:
            break
        }
        tip = above ?? document
    }

    /// Whether no item of `list` ends in a blank line before another item, nor has a blank
    /// line between two of its blocks.
    static func isTight(_ list: BlockNode) -> Bool {
        for (index, item) in list.children.enumerated() {
            let isLastItem = index == list.children.count - 1
            if endsWithBlankLine(item), !isLastItem { return false }
            for (childIndex, child) in item.children.enumerated() where endsWithBlankLine(child) {
                if !isLastItem || childIndex < item.children.count - 1 { return false }
            }
        }
        return true
    }

    static func endsWithBlankLine(_ block: BlockNode) -> Bool {
        var current: BlockNode? = block
        while let node = current {
            if node.lastLineBlank { return true }
            if !node.lastLineChecked, node.kind == .list || node.kind == .item {
                node.lastLineChecked = true
                current = node.lastChild
            } else {
                node.lastLineChecked = true
                return false
            }
        }
        return false
    }
}

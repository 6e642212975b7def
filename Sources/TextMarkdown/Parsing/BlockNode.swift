/// A block being parsed: open while lines can still go into it.
///
/// The block phase builds a tree of these, line by line, as the CommonMark spec's parsing
/// strategy describes (appendix "A parsing strategy"); the inline phase then turns the text of
/// paragraphs, headings and table cells into inlines.
final class BlockNode {
    enum Kind: Equatable {
        case document, blockQuote, list, item, paragraph, heading, thematicBreak, codeBlock, htmlBlock, table
    }

    let kind: Kind
    unowned(unsafe) var parent: BlockNode?
    var children: [BlockNode] = []
    var isOpen = true
    /// Whether the last line the block took was blank (for loose lists).
    var lastLineBlank = false
    var lastLineChecked = false
    /// The line the block started on.
    let startLine: Int
    /// How many blocks it is inside.
    var depth = 0
    /// The text of a paragraph, heading or code or HTML block, line feeds included.
    var content: [UInt8] = []

    // Headings.
    var level = 0
    // Code blocks.
    var isFenced = false
    var fenceCharacter: UInt8 = 0
    var fenceLength = 0
    var fenceOffset = 0
    var info: String?
    // HTML blocks: which of the seven start conditions began it.
    var htmlBlockType = 0
    // Lists and items.
    var listData = ListData()
    var isTight = true
    var task: Bool?
    // Tables: the alignments and each row's cells (as raw text).
    var alignments: [MarkdownTable.Alignment?] = []
    var tableRows: [[[UInt8]]] = []
    /// The empty cells the table's short rows were padded with.
    var paddedCells = 0

    init(_ kind: Kind, startLine: Int) {
        self.kind = kind
        self.startLine = startLine
    }

    var lastChild: BlockNode? { children.last }

    /// Whether lines that start no block of their own go into this block.
    var acceptsLines: Bool {
        switch kind {
        case .paragraph, .codeBlock, .htmlBlock, .table: true
        default: false
        }
    }

    /// Whether a block of `child` kind can go inside this one.
    func canContain(_ child: Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .item: child != .item
        case .list: child == .item
        default: false
        }
    }

    func append(_ child: BlockNode) {
        child.parent = self
        child.depth = depth + 1
        children.append(child)
    }

    func removeFromParent() {
        // The block is nearly always its parent's last child: search from the end.
        guard let parent, let index = parent.children.lastIndex(where: { $0 === self }) else { return }
        parent.children.remove(at: index)
    }
}

/// What a list marker says: bullet or ordered, its character, its number, where its content
/// starts.
struct ListData: Equatable {
    var isOrdered = false
    var bulletCharacter: UInt8 = 0
    var start = 1
    var delimiter: UInt8 = 0
    var padding = 0
    var markerOffset = 0

    /// Whether an item with `other` marker continues a list that began with this one.
    func continues(with other: ListData) -> Bool {
        isOrdered == other.isOrdered && delimiter == other.delimiter && bulletCharacter == other.bulletCharacter
    }
}

/// The bytes Markdown treats specially.
enum Byte {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20

    @inline(__always) static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }
    /// ASCII whitespace as CommonMark counts it: space, tab, LF, VT, FF, CR.
    @inline(__always) static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || (0x09...0x0D).contains(byte) }
    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    /// ASCII punctuation: !"#$%&'()*+,-./:;<=>?@[\]^_`{|}~
    @inline(__always) static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }
}

extension Array where Element == UInt8 {
    /// The bytes without ASCII whitespace at either end.
    func trimmingWhitespace() -> ArraySlice<UInt8> {
        var start = startIndex
        var end = endIndex
        while start < end, Byte.isWhitespace(self[start]) { start += 1 }
        while end > start, Byte.isWhitespace(self[end - 1]) { end -= 1 }
        return self[start..<end]
    }
}

extension String {
    /// Text from bytes that came from a valid string, cut at ASCII boundaries.
    init(markdownBytes bytes: some Collection<UInt8>) {
        self = String(decoding: bytes, as: UTF8.self)
    }
}

/// An inline being parsed: a node of a doubly linked tree, so that emphasis and links can take
/// their runs of siblings in as children without copying (the spec's delimiter algorithm).
final class InlineNode {
    enum Kind { case root, text, softBreak, hardBreak, code, emphasis, strong, strikethrough, link, image, html }

    var kind: Kind
    /// The text of a text, code span or raw HTML node: the source's bytes from `start` to
    /// `end`, unless `replacement` holds text that is not in the source (an entity's, an
    /// escape's, a code span's with its line feeds made spaces).
    var start = 0
    var end = 0
    var replacement: [UInt8]?
    var destination = ""
    var title: String?
    unowned(unsafe) var parent: InlineNode?
    unowned(unsafe) var previous: InlineNode?
    var next: InlineNode?
    var firstChild: InlineNode?
    unowned(unsafe) var lastChild: InlineNode?

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// A node of the source's bytes in `range`.
    init(_ kind: Kind, range: Range<Int>) {
        self.kind = kind
        start = range.lowerBound
        end = range.upperBound
    }

    /// A node of text that is not in the source.
    init(_ kind: Kind, text: [UInt8]) {
        self.kind = kind
        replacement = text
    }

    /// The node's text.
    @inline(__always)
    func text(in source: [UInt8]) -> ArraySlice<UInt8> {
        replacement.map { $0[...] } ?? source[start..<end]
    }

    func appendChild(_ child: InlineNode) {
        child.unlink()
        child.parent = self
        if let last = lastChild {
            last.next = child
            child.previous = last
        } else {
            firstChild = child
        }
        lastChild = child
    }

    func insertAfter(_ sibling: InlineNode) {
        sibling.unlink()
        sibling.next = next
        if let next { next.previous = sibling }
        sibling.previous = self
        next = sibling
        sibling.parent = parent
        if parent?.lastChild === self { parent?.lastChild = sibling }
    }

    func unlink() {
        let keep = self
        if let previous {
            previous.next = next
        } else if let parent {
            parent.firstChild = next
        }
        if let next {
            next.previous = previous
        } else if let parent {
            parent.lastChild = previous
        }
        keep.parent = nil
        keep.next = nil
        keep.previous = nil
    }

    /// How deep emphasis and links nest in the document's inlines: deeper ones are their text.
    static let maximumDepth = 64

    /// The node's children as the document's inlines, adjacent texts joined.
    func converted(source: [UInt8], depth: Int = 0) -> [MarkdownInline] {
        if depth >= Self.maximumDepth { return [.text(flattenedText(source: source))] }
        var result: [MarkdownInline] = []
        // A run of text nodes becomes one text. While the run is one node, its text is read
        // in place; the bytes are copied only to join a second.
        var pendingNode: ArraySlice<UInt8> = []
        var pendingText: [UInt8] = []
        func flush() {
            if !pendingText.isEmpty {
                result.append(.text(String(markdownBytes: pendingText)))
                pendingText.removeAll(keepingCapacity: true)
            } else if !pendingNode.isEmpty {
                result.append(.text(String(markdownBytes: pendingNode)))
            }
            pendingNode = []
        }
        var child = firstChild
        while let node = child {
            switch node.kind {
            case .text:
                let text = node.text(in: source)
                if pendingNode.isEmpty, pendingText.isEmpty {
                    pendingNode = text
                } else {
                    if pendingText.isEmpty { pendingText += pendingNode }
                    pendingText += text
                }
            case .root:
                break
            default:
                flush()
                switch node.kind {
                case .softBreak: result.append(.softBreak)
                case .hardBreak: result.append(.hardBreak)
                case .code: result.append(.code(String(markdownBytes: node.text(in: source))))
                case .html: result.append(.html(String(markdownBytes: node.text(in: source))))
                case .emphasis: result.append(.emphasis(node.converted(source: source, depth: depth + 1)))
                case .strong: result.append(.strong(node.converted(source: source, depth: depth + 1)))
                case .strikethrough: result.append(.strikethrough(node.converted(source: source, depth: depth + 1)))
                case .link: result.append(.link(destination: node.destination, title: node.title, node.converted(source: source, depth: depth + 1)))
                case .image: result.append(.image(source: node.destination, title: node.title, node.converted(source: source, depth: depth + 1)))
                case .text, .root: break
                }
            }
            child = node.next
        }
        flush()
        return result
    }

    /// The text of the node's descendants, walked without recursion.
    func flattenedText(source: [UInt8]) -> String {
        var bytes: [UInt8] = []
        var stack: [InlineNode] = []
        var node = firstChild
        while true {
            guard let current = node else {
                guard let parent = stack.popLast() else { break }
                node = parent.next
                continue
            }
            switch current.kind {
            case .text, .code, .html: bytes += current.text(in: source)
            case .softBreak: bytes.append(Byte.space)
            case .hardBreak: bytes.append(Byte.lineFeed)
            default: break
            }
            if let child = current.firstChild {
                stack.append(current)
                node = child
            } else {
                node = current.next
            }
        }
        return String(markdownBytes: bytes)
    }

    /// Breaks the tree below this node apart without recursion: releasing a long chain of
    /// siblings, or a deep one, one node after another would otherwise recurse as deep.
    func dismantle() {
        var pending: [InlineNode] = [self]
        while let node = pending.popLast() {
            var child = node.firstChild
            node.firstChild = nil
            while let current = child {
                child = current.next
                current.next = nil
                pending.append(current)
            }
        }
    }
}

/// A run of `*`, `_` or `~` that may open or close emphasis.
final class Delimiter {
    let character: UInt8
    var count: Int
    let originalCount: Int
    let node: InlineNode
    var previous: Delimiter?
    unowned(unsafe) var next: Delimiter?
    let canOpen: Bool
    let canClose: Bool

    init(character: UInt8, count: Int, node: InlineNode, previous: Delimiter?, canOpen: Bool, canClose: Bool) {
        self.character = character
        self.count = count
        originalCount = count
        self.node = node
        self.previous = previous
        self.canOpen = canOpen
        self.canClose = canClose
    }
}

/// A `[` or `![` that may open a link or an image.
final class Bracket {
    let node: InlineNode
    let previous: Bracket?
    let previousDelimiter: Delimiter?
    /// The offset just after the `[`.
    let index: Int
    let isImage: Bool
    var isActive = true
    var bracketAfter = false

    init(node: InlineNode, previous: Bracket?, previousDelimiter: Delimiter?, index: Int, isImage: Bool) {
        self.node = node
        self.previous = previous
        self.previousDelimiter = previousDelimiter
        self.index = index
        self.isImage = isImage
    }
}

/// Lays `DumpNode` trees out as text, in swift-custom-dump's layout.
///
/// The layout is decided by structure, never by line width:
///
/// - a container with no children is one line: `Empty()`, `()`, `[]`, `Set([])`;
/// - a struct, tuple or enum payload with exactly one child that is a plain literal (or an
///   empty container) is one line: `Box(value: 1)`, `Payment.voucher("SPRING")`;
/// - everything else opens: each child on its own line, two spaces deeper, followed by a
///   comma unless it is the last, and the closing text on a line of its own. Arrays label
///   their elements `[0]: `, dictionaries their entries with the key's dump.
///
/// Multi-line strings are written as `"""` literals whose lines keep their text as it is; under a
/// label their lines are indented two more spaces. Both forms are produced without recursion.
struct DumpRenderer {
    /// The UTF-8 of the text rendered so far: whole lines, each ending in `\n`.
    ///
    /// Bytes rather than a `String`: appending to an array is several times cheaper than
    /// `String.append`, and a big dump appends hundreds of thousands of pieces.
    private(set) var output: [UInt8] = []

    /// The text rendered so far, without its final line feed.
    var text: String {
        String(decoding: output.last == UInt8(ascii: "\n") ? output.dropLast() : output[...], as: UTF8.self)
    }

    init() {}

    /// Appends `node` as one or more lines.
    ///
    /// - Parameters:
    ///   - label: The text before the value on its first line (`name: `, `[3]: `), or `nil` for
    ///     the label the node carries.
    ///   - indent: Columns of indentation after `linePrefix`.
    ///   - comma: Whether the last line ends with a comma.
    ///   - linePrefix: Text at the start of every line (`- ` and `+ ` in diffs).
    mutating func appendBlock(_ node: DumpNode, label: String? = nil, indent: Int, comma: Bool, linePrefix: String = "") {
        enum Item {
            case node(DumpNode, label: String?, indent: Int, comma: Bool)
            case closing(String, indent: Int, comma: Bool)
        }
        var pending: [Item] = [.node(node, label: label, indent: indent, comma: comma)]
        while let item = pending.popLast() {
            switch item {
            case .closing(let text, let indent, let comma):
                appendLine(text, indent: indent, comma: comma, linePrefix: linePrefix)
            case .node(let node, let label, let indent, let comma):
                output.append(contentsOf: linePrefix.utf8)
                appendSpaces(indent)
                let isLabelled: Bool
                if label == nil, case .index(let index) = node.label {
                    // The commonest label, written without building a string.
                    output.append(UInt8(ascii: "["))
                    appendDigits(index)
                    output.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: " ")])
                    isLabelled = true
                } else {
                    let label = label ?? Self.blockLabel(node.label)
                    output.append(contentsOf: label.utf8)
                    isLabelled = !label.isEmpty
                }
                if node.kind == .multilineString {
                    appendMultilineString(node, indent: indent + (isLabelled ? 2 : 0), comma: comma, linePrefix: linePrefix)
                    continue
                }
                if Self.isInline(node) {
                    Self.appendFlat(node, to: &output)
                    if comma { output.append(UInt8(ascii: ",")) }
                    output.append(UInt8(ascii: "\n"))
                    continue
                }
                output.append(contentsOf: node.text.utf8)
                output.append(UInt8(ascii: "\n"))
                pending.append(.closing(node.closing, indent: indent, comma: comma))
                let last = node.children.count - 1
                for (offset, child) in node.children.enumerated().reversed() {
                    pending.append(.node(child, label: nil, indent: indent + 2, comma: offset < last))
                }
            }
        }
    }

    /// Appends one line: prefix, indentation, text, an optional comma, a line feed.
    mutating func appendLine(_ text: String, indent: Int, comma: Bool = false, linePrefix: String = "") {
        output.append(contentsOf: linePrefix.utf8)
        appendSpaces(indent)
        output.append(contentsOf: text.utf8)
        if comma { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\n"))
    }

    /// The rest of a `"""` literal whose opening delimiter ends the current line: its lines at
    /// `indent` (a line with no text is the indentation alone), then the closing delimiter.
    private mutating func appendMultilineString(_ node: DumpNode, indent: Int, comma: Bool, linePrefix: String) {
        output.append(contentsOf: node.text.utf8)
        output.append(UInt8(ascii: "\n"))
        for line in node.lines {
            output.append(contentsOf: linePrefix.utf8)
            appendSpaces(indent)
            output.append(contentsOf: line.utf8)
            output.append(UInt8(ascii: "\n"))
        }
        appendLine(node.closing, indent: indent, comma: comma, linePrefix: linePrefix)
    }

    /// Whether `node` is written on one line: a literal, a container with no children, or a
    /// struct, tuple or enum payload whose one child is a literal or an empty container (not
    /// an optional's wrapped value, a back-reference or a multi-line string).
    static func isInline(_ node: DumpNode) -> Bool {
        switch node.kind {
        case .leaf, .backReference: return true
        case .multilineString: return false
        case .collection, .dictionary, .set: return node.children.isEmpty
        case .structure, .tuple, .enumCase:
            guard node.children.count == 1, !node.hadHiddenFields else { return node.children.isEmpty }
            let child = node.children[0]
            if child.isUnwrappedOptional { return false }
            switch child.kind {
            case .leaf: return true
            case .backReference, .multilineString: return false
            default: return child.children.isEmpty
            }
        }
    }

    private mutating func appendDigits(_ value: Int) {
        output.append(contentsOf: String(value).utf8)
    }

    private mutating func appendSpaces(_ count: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// The label of a child shown on its own line.
    static func blockLabel(_ label: DumpNode.Label) -> String {
        switch label {
        case .none: return ""
        case .field(let name): return name + ": "
        case .index(let index): return "[\(index)]: "
        case .key(let key): return flatText(key) + ": "
        }
    }

    /// The one-line rendering of `node`, label excluded, for sorting and keys: every container
    /// written on one line, children separated by `, `.
    static func flatText(_ node: DumpNode) -> String {
        if !node.isContainer && node.kind != .multilineString { return node.text }
        var bytes: [UInt8] = []
        appendFlat(node, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of `node` with its children replaced by `…` (`User(…)`, `[…]`), as unchanged
    /// values show in diffs; literals and one-line containers whole.
    static func collapsedText(_ node: DumpNode) -> String {
        if isInline(node) { return flatText(node) }
        if node.kind == .multilineString { return "\"…\"" }
        return node.text + "…" + node.closing
    }

    /// Appends the UTF-8 of the one-line rendering of `node`, label excluded.
    static func appendFlat(_ node: DumpNode, to output: inout [UInt8]) {
        guard node.isContainer else {
            if node.kind == .multilineString {
                output.append(contentsOf: String(reflecting: node.lines.joined(separator: "\n")).utf8)
            } else {
                output.append(contentsOf: node.text.utf8)
            }
            return
        }
        enum Item {
            case node(DumpNode)
            case text(String)
        }
        var pending: [Item] = [.node(node)]
        while let item = pending.popLast() {
            switch item {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .node(let node):
                guard node.isContainer else {
                    appendFlat(node, to: &output)
                    continue
                }
                output.append(contentsOf: node.text.utf8)
                pending.append(.text(node.closing))
                var index = node.children.count
                for child in node.children.reversed() {
                    index -= 1
                    pending.append(.node(child))
                    switch child.label {
                    case .none, .index: break
                    case .field(let name):
                        pending.append(.text(": "))
                        pending.append(.text(name))
                    case .key(let key):
                        pending.append(.text(": "))
                        pending.append(.node(key))
                    }
                    if index > 0 { pending.append(.text(", ")) }
                }
            }
        }
    }
}

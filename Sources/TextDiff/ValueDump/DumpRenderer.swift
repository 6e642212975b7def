/// Lays `DumpNode` trees out as text.
///
/// A container goes on one line when it fits in `lineWidth` columns (indentation, label and a
/// trailing comma included; past half the width of indentation, in half the width); otherwise
/// each child goes on its own line, indented by two more spaces, each followed by a comma.
/// Arrays show element indices (`[3]: `) only in the one-per-line form. Both forms are
/// produced without recursion.
struct DumpRenderer {
    var lineWidth: Int
    /// The UTF-8 of the text rendered so far: whole lines, each ending in `\n`.
    ///
    /// Bytes rather than a `String`: appending to an array is several times cheaper than
    /// `String.append`, and a big dump appends hundreds of thousands of pieces.
    private(set) var output: [UInt8] = []

    /// The text rendered so far, without its final line feed.
    var text: String {
        String(decoding: output.last == UInt8(ascii: "\n") ? output.dropLast() : output[...], as: UTF8.self)
    }

    init(lineWidth: Int) {
        self.lineWidth = lineWidth
    }

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
                let isFlat: Bool
                if label == nil, case .index(let index) = node.label {
                    // The commonest label, written without building a string.
                    var digits = 1
                    var rest = index
                    while rest >= 10 {
                        rest /= 10
                        digits += 1
                    }
                    isFlat = fitsOnOneLine(node, labelWidth: digits + 4, indent: indent, comma: comma)
                    output.append(contentsOf: linePrefix.utf8)
                    appendSpaces(indent)
                    output.append(UInt8(ascii: "["))
                    appendDigits(index, count: digits)
                    output.append(contentsOf: [UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: " ")])
                } else {
                    let label = label ?? Self.blockLabel(node.label)
                    isFlat = fitsOnOneLine(node, labelWidth: label.dumpWidth, indent: indent, comma: comma)
                    output.append(contentsOf: linePrefix.utf8)
                    appendSpaces(indent)
                    output.append(contentsOf: label.utf8)
                }
                if isFlat {
                    Self.appendFlat(node, to: &output)
                    if comma { output.append(UInt8(ascii: ",")) }
                    output.append(UInt8(ascii: "\n"))
                    continue
                }
                output.append(contentsOf: node.text.utf8)
                output.append(UInt8(ascii: "\n"))
                pending.append(.closing(node.closing, indent: indent, comma: comma))
                for child in node.children.reversed() {
                    pending.append(.node(child, label: nil, indent: indent + 2, comma: true))
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

    /// Whether `node` is laid out on one line: it must fit in what is left of the line after
    /// the indentation, or in half the line width, whichever is more, so that deeply nested
    /// values still get short lines rather than one line per field.
    func fitsOnOneLine(_ node: DumpNode, labelWidth: Int, indent: Int, comma: Bool) -> Bool {
        !node.isContainer || node.children.isEmpty
            || labelWidth + node.width + (comma ? 1 : 0) <= max(lineWidth - indent, lineWidth / 2)
    }

    private mutating func appendDigits(_ value: Int, count: Int) {
        let start = output.count
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var rest = value
        for position in stride(from: start + count - 1, through: start, by: -1) {
            output[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
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

    /// The one-line rendering of `node`, label excluded.
    static func flatText(_ node: DumpNode) -> String {
        if !node.isContainer { return node.text }
        var bytes: [UInt8] = []
        appendFlat(node, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of the one-line rendering of `node`, label excluded.
    static func appendFlat(_ node: DumpNode, to output: inout [UInt8]) {
        guard node.isContainer else {
            output.append(contentsOf: node.text.utf8)
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
                output.append(contentsOf: node.text.utf8)
                guard node.isContainer else { continue }
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

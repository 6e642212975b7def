/// Writes the lines of `LineDiff.rendered(_:)`.
struct DiffRenderer {
    let options: LineDiff.RenderOptions
    private(set) var text = ""

    init(options: LineDiff.RenderOptions) {
        self.options = options
    }

    private static let reset = "\u{1B}[0m"
    private static let bold = "\u{1B}[1m"
    private static let cyan = "\u{1B}[36m"
    private static let red = "\u{1B}[31m"
    private static let green = "\u{1B}[32m"
    private static let inverse = "\u{1B}[7m"
    private static let dim = "\u{1B}[2m"

    private mutating func write(_ line: String, _ style: String? = nil) {
        if options.usesColor, let style {
            text += style + line + Self.reset + "\n"
        } else {
            text += line + "\n"
        }
    }

    mutating func header(_ line: String) { write(line, Self.bold) }
    mutating func hunkHeader(_ line: String) { write(line, Self.cyan) }
    mutating func plain(_ line: String) { write(line) }

    mutating func context(_ line: LineDiff.Hunk.Line) {
        write("  " + Visible.text(line.content, markingInvisibles: false))
        if line.isMissingNewline { noNewline() }
    }

    private mutating func noNewline() {
        write("\\ No newline at end of file", Self.dim)
    }

    /// Deletions followed by the insertions that replace them. Lines are paired in order;
    /// within a pair the changed span is highlighted.
    mutating func changeBlock(deletions: [LineDiff.Hunk.Line], insertions: [LineDiff.Hunk.Line]) {
        let pairs = min(deletions.count, insertions.count)
        var spans: [(deleted: Range<String.Index>, inserted: Range<String.Index>)?] = []
        for index in 0..<pairs {
            spans.append(changedSpans(deletions[index].content, insertions[index].content))
        }
        for (index, line) in deletions.enumerated() {
            changedLine("- ", line, span: index < pairs ? spans[index]?.deleted : nil, color: Self.red)
            if line.isMissingNewline { noNewline() }
        }
        for (index, line) in insertions.enumerated() {
            let span = index < pairs ? spans[index]?.inserted : nil
            changedLine("+ ", line, span: span, color: Self.green)
            // The carets belong right under their line, before any note about it.
            if !options.usesColor, let span, index < pairs {
                carets(under: line.content, span: span)
            }
            if line.isMissingNewline { noNewline() }
        }
    }

    private mutating func changedLine(_ prefix: String, _ line: LineDiff.Hunk.Line, span: Range<String.Index>?, color: String) {
        let content = line.content
        guard options.usesColor, let span else {
            write(prefix + Visible.text(content, markingInvisibles: true), color)
            return
        }
        let trailingStart = Visible.trailingSpaceStart(content)
        let before = Visible.text(content[..<span.lowerBound], markingInvisibles: true, trailingSpaceStart: trailingStart)
        let changed = Visible.text(content[span], markingInvisibles: true, trailingSpaceStart: trailingStart)
        let after = Visible.text(content[span.upperBound...], markingInvisibles: true, trailingSpaceStart: trailingStart)
        text += color + prefix + before + Self.inverse + changed + Self.reset + color + after + Self.reset + "\n"
    }

    /// `^` under the changed span of an inserted line (for output without colour).
    private mutating func carets(under content: Substring, span: Range<String.Index>) {
        let trailingStart = Visible.trailingSpaceStart(content)
        let before = Visible.text(content[..<span.lowerBound], markingInvisibles: true, trailingSpaceStart: trailingStart)
        let changed = Visible.text(content[span], markingInvisibles: true, trailingSpaceStart: trailingStart)
        let width = max(1, options.measure(changed[...]))
        write("  " + String(repeating: " ", count: options.measure(before[...])) + String(repeating: "^", count: width))
    }

    /// The differing middles of two lines, when they share a start or an end (otherwise the
    /// whole line changed and there is nothing to point at).
    private func changedSpans(_ old: Substring, _ new: Substring) -> (deleted: Range<String.Index>, inserted: Range<String.Index>)? {
        let prefix = CharacterSpan.commonPrefixEnd(old, new)
        let suffix = CharacterSpan.commonSuffixStart(old, new, notBefore: prefix.inFirst, prefix.inSecond)
        let sharesSomething = prefix.inFirst > old.startIndex || suffix.inFirst < old.endIndex
        guard sharesSomething else { return nil }
        return (prefix.inFirst..<suffix.inFirst, prefix.inSecond..<suffix.inSecond)
    }
}

/// Making text visible and safe to print.
enum Visible {
    /// Where the run of spaces that ends `line` starts.
    static func trailingSpaceStart(_ line: Substring) -> String.Index {
        let scalars = line.unicodeScalars
        var index = scalars.endIndex
        while index > scalars.startIndex, scalars[scalars.index(before: index)] == " " {
            index = scalars.index(before: index)
        }
        return index
    }

    /// `text` with controls shown as pictures; with `markingInvisibles`, also trailing spaces
    /// (from `trailingSpaceStart`, the end of the whole line by default), tabs, CR, no-break
    /// spaces, zero-width and bidi characters.
    static func text(_ text: Substring, markingInvisibles: Bool, trailingSpaceStart: String.Index? = nil) -> String {
        let trailing = markingInvisibles ? (trailingSpaceStart ?? Self.trailingSpaceStart(text)) : text.endIndex
        var result = ""
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            defer { index = scalars.index(after: index) }
            switch scalar.value {
            case 0x20:
                result += markingInvisibles && index >= trailing ? "·" : " "
            case 0x09:
                result += markingInvisibles ? "␉" : "\t"
            case 0x0D:
                result += "␍"
            case 0x00..<0x20:
                result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F:
                result += "␡"
            case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
                result += "<U+\(hex(scalar.value))>"
            case 0xA0:
                result += markingInvisibles ? "⍽" : "\u{A0}"
            case 0xAD, 0x200B...0x200F, 0x2060...0x2064, 0xFEFF:
                result += markingInvisibles ? "<U+\(hex(scalar.value))>" : String(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

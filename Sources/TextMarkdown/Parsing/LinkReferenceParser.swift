/// A link reference definition: `[label]: destination "title"`.
struct LinkReference: Equatable {
    var destination: String
    var title: String?
}

/// Link labels, destinations and titles, for reference definitions and inline links.
enum LinkReferenceParser {
    /// The end of the link label (`[…]`, at most 999 characters inside, no unescaped brackets)
    /// that starts at `start`, after its `]`.
    static func labelEnd(_ bytes: [UInt8], from start: Int, limit: Int? = nil) -> Int? {
        let end = limit ?? bytes.count
        guard start < end, bytes[start] == UInt8(ascii: "[") else { return nil }
        var index = start + 1
        // At most 999 characters inside (each at most four bytes).
        var characters = 0
        while index < end, characters <= 999 {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += index + 1 < end ? 2 : 1
                characters += 1
            case UInt8(ascii: "["):
                return nil
            case UInt8(ascii: "]"):
                return index + 1
            default:
                if bytes[index] & 0xC0 != 0x80 { characters += 1 }
                index += 1
            }
        }
        return nil
    }

    /// Skips spaces and tabs, at most one line feed, and spaces and tabs.
    static func skipSpacesAndNewline(_ bytes: [UInt8], from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit, Byte.isSpaceOrTab(bytes[index]) { index += 1 }
        if index < limit, bytes[index] == Byte.lineFeed {
            index += 1
            while index < limit, Byte.isSpaceOrTab(bytes[index]) { index += 1 }
        }
        return index
    }

    /// The link destination at `start`: `<…>` or a run without spaces or controls with
    /// balanced parentheses; unescaped and percent-encoded, and where it ends.
    static func destination(_ bytes: [UInt8], from start: Int, limit: Int) -> (String, Int)? {
        guard start < limit else { return nil }
        if bytes[start] == UInt8(ascii: "<") {
            var index = start + 1
            while index < limit {
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") {
                    let text = InlineText.unescapingBackslashesAndEntities(Array(bytes[(start + 1)..<index]))
                    return (InlineText.normalizedURI(text), index + 1)
                }
                if byte == UInt8(ascii: "<") || byte == Byte.lineFeed { return nil }
                if byte == UInt8(ascii: "\\"), index + 1 < limit, Byte.isASCIIPunctuation(bytes[index + 1]) {
                    index += 2
                } else {
                    index += 1
                }
            }
            return nil
        }
        var index = start
        var depth = 0
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < limit, Byte.isASCIIPunctuation(bytes[index + 1]) {
                index += 2
            } else if byte == UInt8(ascii: "(") {
                // Parentheses nest at most 32 deep (as cmark has it): deeper is no destination,
                // so that a run of `(` is not scanned to its end again for every `](` before it.
                depth += 1
                guard depth <= 32 else { return nil }
                index += 1
            } else if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
                index += 1
            } else if byte <= Byte.space || byte == 0x7F {
                break
            } else {
                index += 1
            }
        }
        guard index > start, depth == 0 else { return nil }
        let text = InlineText.unescapingBackslashesAndEntities(Array(bytes[start..<index]))
        return (InlineText.normalizedURI(text), index)
    }

    /// The link title at `start` (`"…"`, `'…'` or `(…)`), unescaped, and where it ends.
    static func title(_ bytes: [UInt8], from start: Int, limit: Int) -> (String, Int)? {
        guard start < limit else { return nil }
        let open = bytes[start]
        let close: UInt8
        switch open {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): close = open
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        default: return nil
        }
        var index = start + 1
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < limit, Byte.isASCIIPunctuation(bytes[index + 1]) {
                index += 2
                continue
            }
            if byte == close {
                return (InlineText.unescapingBackslashesAndEntities(Array(bytes[(start + 1)..<index])), index + 1)
            }
            if open == UInt8(ascii: "("), byte == UInt8(ascii: "(") { return nil }
            index += 1
        }
        return nil
    }

    /// Parses a link reference definition at `start` of a paragraph's text, adding it to
    /// `references` unless its label is there already; returns where the next line starts.
    static func parseDefinition(_ bytes: [UInt8], from start: Int, into references: inout [String: LinkReference]) -> Int? {
        let limit = bytes.count
        guard let labelEnd = labelEnd(bytes, from: start), labelEnd < limit, bytes[labelEnd] == UInt8(ascii: ":") else { return nil }
        let destinationStart = skipSpacesAndNewline(bytes, from: labelEnd + 1, limit: limit)
        guard let (destination, destinationEnd) = destination(bytes, from: destinationStart, limit: limit) else { return nil }
        // A destination of nothing but `<>` is allowed; a bare one must not be empty.
        let beforeTitle = destinationEnd
        let titleStart = skipSpacesAndNewline(bytes, from: beforeTitle, limit: limit)
        var title: String?
        var end = beforeTitle
        if titleStart > beforeTitle, let (parsed, titleEnd) = self.title(bytes, from: titleStart, limit: limit) {
            title = parsed
            end = titleEnd
        }
        var lineEnd = atLineEnd(bytes, from: end)
        if lineEnd == nil, title != nil {
            // The title is not alone at the line's end: the definition may end before it.
            title = nil
            end = beforeTitle
            lineEnd = atLineEnd(bytes, from: end)
        }
        guard let next = lineEnd else { return nil }
        let label = InlineText.normalizedLabel(bytes[(start + 1)..<(labelEnd - 1)])
        guard !label.isEmpty else { return nil }
        if references[label] == nil { references[label] = LinkReference(destination: destination, title: title) }
        return next
    }

    /// The start of the next line when only spaces and tabs are left on this one.
    private static func atLineEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count, Byte.isSpaceOrTab(bytes[index]) { index += 1 }
        if index == bytes.count { return index }
        return bytes[index] == Byte.lineFeed ? index + 1 : nil
    }
}

import Synchronization

/// The HTML named character references, read from the generated table once.
enum HTMLEntities {
    private static let names = Mutex<[String: String]?>(nil)

    /// The text `&name;` stands for, or `nil` when the name is not a reference.
    static func value(of name: String) -> String? {
        names.withLock { names in
            if names == nil { names = parseTable() }
            return names![name]
        }
    }

    private static func parseTable() -> [String: String] {
        var result: [String: String] = [:]
        result.reserveCapacity(2_200)
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            var value = String.UnicodeScalarView()
            for field in fields.dropFirst() {
                if let code = UInt32(field, radix: 16), let scalar = Unicode.Scalar(code) { value.append(scalar) }
            }
            result[String(fields[0])] = String(value)
        }
        return result
    }
}

/// Backslash escapes, entity references and link addresses, as CommonMark reads them.
enum InlineText {
    /// The entity reference that starts at `start` (`&`): its text and the offset after it,
    /// or `nil` when there is none (`&` is then a literal ampersand).
    static func entity(in bytes: some RandomAccessCollection<UInt8>, at start: Int) -> (text: String, end: Int)? {
        let base = bytes.startIndex
        let count = bytes.count
        @inline(__always) func at(_ index: Int) -> UInt8 { bytes[bytes.index(base, offsetBy: index)] }
        var index = start + 1
        guard index < count else { return nil }
        if at(index) == UInt8(ascii: "#") {
            index += 1
            var value: UInt32 = 0
            var digits = 0
            let isHex = index < count && (at(index) == UInt8(ascii: "x") || at(index) == UInt8(ascii: "X"))
            if isHex { index += 1 }
            while index < count, digits < (isHex ? 6 : 7) {
                let byte = at(index)
                let digit: UInt32
                if Byte.isDigit(byte) {
                    digit = UInt32(byte - 0x30)
                } else if isHex, (0x61...0x66).contains(byte | 0x20) {
                    digit = UInt32((byte | 0x20) - 0x61 + 10)
                } else {
                    break
                }
                value = value * (isHex ? 16 : 10) + digit
                digits += 1
                index += 1
            }
            guard digits > 0, index < count, at(index) == UInt8(ascii: ";") else { return nil }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (String(Character(scalar ?? "\u{FFFD}")), index + 1)
        }
        let nameStart = index
        while index < count, index - nameStart < 32, Byte.isAlphanumeric(at(index)) { index += 1 }
        guard index > nameStart, index < count, at(index) == UInt8(ascii: ";") else { return nil }
        var name = ""
        for offset in nameStart..<index { name.unicodeScalars.append(Unicode.Scalar(at(offset))) }
        guard let value = HTMLEntities.value(of: name) else { return nil }
        return (value, index + 1)
    }

    /// The text with backslash escapes of ASCII punctuation and entity references resolved:
    /// what link destinations, titles and info strings mean.
    static func unescapingBackslashesAndEntities(_ bytes: [UInt8]) -> String {
        guard bytes.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "&") }) else {
            return String(markdownBytes: bytes)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, Byte.isASCIIPunctuation(bytes[index + 1]) {
                result.append(bytes[index + 1])
                index += 2
            } else if byte == UInt8(ascii: "&"), let (text, end) = entity(in: bytes, at: index) {
                result.append(contentsOf: text.utf8)
                index = end
            } else {
                result.append(byte)
                index += 1
            }
        }
        return String(markdownBytes: result)
    }

    /// A link address percent-encoded as CommonMark's reference renderers write it: ASCII
    /// letters, digits and `;/?:@&=+$,-_.!~*'()#` kept, `%` kept before two hex digits, every
    /// other byte of its UTF-8 as `%XX`. The result is printable ASCII.
    static func normalizedURI(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result = ""
        result.reserveCapacity(bytes.count)
        let hex = Array("0123456789ABCDEF".utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if Byte.isAlphanumeric(byte) || Self.keptInURI(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) {
                result.unicodeScalars.append("%")
            } else {
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
                result.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
            }
            index += 1
        }
        return result
    }

    private static func keptInURI(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ";"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "&"),
             UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "$"), UInt8(ascii: ","), UInt8(ascii: "-"), UInt8(ascii: "_"),
             UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "'"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "#"):
            true
        default:
            false
        }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        Byte.isDigit(byte) || (0x61...0x66).contains(byte | 0x20)
    }

    /// A link label as references are matched: its inside trimmed, runs of whitespace made one
    /// space, case-folded.
    static func normalizedLabel(_ inside: ArraySlice<UInt8>) -> String {
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(inside.count)
        var pendingSpace = false
        for byte in inside {
            if Byte.isWhitespace(byte) {
                pendingSpace = !collapsed.isEmpty
            } else {
                if pendingSpace { collapsed.append(Byte.space) }
                pendingSpace = false
                collapsed.append(byte)
            }
        }
        return String(markdownBytes: collapsed).lowercased().uppercased()
    }
}

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
        while index < end, index - start <= 1_000 {
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                index += index + 1 < end ? 2 : 1
            case UInt8(ascii: "["):
                return nil
            case UInt8(ascii: "]"):
                return index - start - 1 <= 999 ? index + 1 : nil
            default:
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
                depth += 1
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

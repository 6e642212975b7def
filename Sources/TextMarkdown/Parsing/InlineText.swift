/// Backslash escapes, entity references and link addresses, as CommonMark reads them.
enum InlineText {
    /// The entity reference that starts at `start` (`&`): its text and the offset after it,
    /// or `nil` when there is none (`&` is then a literal ampersand).
    static func entity(in bytes: [UInt8], at start: Int) -> (text: String, end: Int)? {
        let count = bytes.count
        @inline(__always) func at(_ index: Int) -> UInt8 { bytes[index] }
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
                guard let digit = isHex ? hexValue(byte) : Byte.isDigit(byte) ? UInt32(byte - 0x30) : nil else { break }
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
        // Written as bytes and made a string once: appending scalars to a string one at a time
        // cost 3% of printing a document full of links.
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for (index, byte) in bytes.enumerated() {
            if Byte.isAlphanumeric(byte) || Self.keptInURI(byte)
                || (byte == UInt8(ascii: "%") && index + 2 < bytes.count && isHexDigit(bytes[index + 1]) && isHexDigit(bytes[index + 2])) {
                result.append(byte)
            } else {
                result.append(UInt8(ascii: "%"))
                result.append(hex[Int(byte >> 4)])
                result.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: result, as: UTF8.self)
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
        hexValue(byte) != nil
    }

    /// The value of an ASCII hex digit, either case.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        if Byte.isDigit(byte) { return UInt32(byte - 0x30) }
        let lower = byte | 0x20
        return (0x61...0x66).contains(lower) ? UInt32(lower - 0x61 + 10) : nil
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

import ViewDataSupport

extension JSONValue {
    /// The value as compact JSON text, object keys sorted, strings escaped minimally (quotes,
    /// backslashes, control characters; `/` and non-ASCII as they are).
    public var jsonText: String {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the compact JSON of the value.
    func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .string(let text): Self.writeString(text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                members[key]!.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `\uXXXX` for a scalar below U+10000.
    private static func writeEscape(_ scalar: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "\\u".utf8)
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hexDigits[Int((scalar >> UInt32(shift)) & 0xF)]) }
    }

    static func writeString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            // C1 controls (U+0080–U+009F, C2 80–9F: U+009B is a one-byte CSI) and the bidi
            // embeddings, overrides and isolates (U+202A–U+202E, E2 80 AA–AE; U+2066–U+2069,
            // E2 81 A6–A9) are written escaped, so that JSON printed to a terminal cannot
            // steer it or reorder what is shown. The value is the same.
            if byte == 0xC2, index != utf8.endIndex, (0x80...0x9F).contains(utf8[index]) {
                writeEscape(UInt32(utf8[index]), to: &bytes)
                utf8.formIndex(after: &index)
                continue
            }
            if byte == 0xE2, index != utf8.endIndex {
                let second = utf8[index]
                let thirdIndex = utf8.index(after: index)
                if thirdIndex != utf8.endIndex {
                    let third = utf8[thirdIndex]
                    if (second == 0x80 && (0xAA...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) {
                        writeEscape(0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F), to: &bytes)
                        index = utf8.index(after: thirdIndex)
                        continue
                    }
                }
            }
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00..<0x20, 0x7F:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Parses JSON text.
    ///
    /// - Throws: `JSONParseError` with the byte offset and what was expected.
    public init(parsing text: String) throws {
        var copy = text
        self = try copy.withUTF8 { bytes in
            var parser = JSONParser(bytes: bytes)
            return try parser.parseDocument()
        }
    }

    /// Parses JSON from UTF-8 bytes.
    package init(parsing bytes: UnsafeBufferPointer<UInt8>) throws {
        var parser = JSONParser(bytes: bytes)
        self = try parser.parseDocument()
    }
}

/// JSON text that does not parse, with where and why.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; new codes may be added.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The text ends inside a value: a string, array or object left open, or nothing at all.
        public static let unexpectedEnd = Code("unexpectedEnd")
        /// A character JSON does not allow where it stands.
        public static let syntax = Code("syntax")
        /// Text after the one value a document holds.
        public static let trailingText = Code("trailingText")
        /// Arrays and objects nested deeper than the parser goes (512 levels).
        public static let tooDeep = Code("tooDeep")
        /// A string that is not valid UTF-8, holds a raw control character or a lone surrogate.
        public static let invalidString = Code("invalidString")

        /// The code's name.
        public var description: String { name }
    }

    /// The kind of problem.
    public var code: Code
    /// The byte offset of the problem.
    public var offset: Int
    /// What was wrong: `expected ',' or '}'`.
    public var reason: String

    /// Creates an error.
    public init(code: Code, offset: Int, reason: String) {
        self.code = code
        self.offset = offset
        self.reason = reason
    }

    /// The reason and the offset: `expected ',' or '}' at byte 17`.
    public var description: String { "\(reason) at byte \(offset)" }
}

/// A recursive-descent JSON parser over UTF-8 bytes (RFC 8259), nesting limited to 512 levels.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws -> JSONValue {
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error(.trailingText, "unexpected text after the JSON value") }
        return value
    }

    private func error(_ code: JSONParseError.Code, _ reason: String) -> JSONParseError {
        JSONParseError(code: code, offset: index, reason: reason)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    private mutating func parseValue() throws -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw error(.unexpectedEnd, "expected a value, found the end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error(.syntax, "expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw error(.unexpectedEnd, "expected '\(word)'") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw error(.syntax, "expected '\(word)'")
        }
        index += count
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= 512 else { throw error(.tooDeep, "nested more than 512 levels deep") }
    }

    private mutating func parseObject() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error(.syntax, "expected a key in quotes") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error(.syntax, "expected ':' after a key") }
            index += 1
            members[key] = try parseValue()
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEnd, "expected ',' or '}', found the end") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error(.syntax, "expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEnd, "expected ',' or ']', found the end") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error(.syntax, "expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws -> JSONValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        // A leading zero stands alone (RFC 8259): "01" is "0" followed by other text.
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw error(.syntax, "expected digits") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error(.syntax, "expected digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error(.syntax, "expected digits in the exponent") }
        }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    private mutating func parseString() throws -> String {
        index += 1
        let start = index
        // Fast path: no escapes.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        guard index < bytes.count else { throw error(.unexpectedEnd, "unterminated string") }
        if bytes[index] == UInt8(ascii: "\"") {
            let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
            index += 1
            guard let string = String(validatingUTF8: text) else {
                throw JSONParseError(code: .invalidString, offset: start, reason: "string is not valid UTF-8")
            }
            return string
        }
        // With escapes: the string's UTF-8 is gathered in one buffer (runs of raw bytes copied,
        // escapes encoded) and validated once at the end, so the work is linear however
        // escapes and text alternate. An escape encodes a whole scalar, which never completes
        // a broken raw sequence, so validating the whole is validating each run.
        var utf8: [UInt8] = []
        utf8.reserveCapacity(index - start + 16)
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while true {
            let runStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
                index += 1
            }
            utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            guard index < bytes.count else { throw error(.unexpectedEnd, "unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard let string = String(validatingUTF8: utf8) else {
                    throw JSONParseError(code: .invalidString, offset: start, reason: "string is not valid UTF-8")
                }
                return string
            }
            if byte < 0x20 { throw error(.invalidString, "control character in a string") }
            index += 1
            guard index < bytes.count else { throw error(.unexpectedEnd, "unterminated escape") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error(.invalidString, "lone high surrogate")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error(.invalidString, "invalid low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw error(.invalidString, "lone low surrogate")
                }
                utf8.append(contentsOf: UTF8.encode(Unicode.Scalar(code)!)!)
            default:
                throw error(.syntax, "unknown escape")
            }
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error(.unexpectedEnd, "expected four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error(.syntax, "expected a hex digit")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}

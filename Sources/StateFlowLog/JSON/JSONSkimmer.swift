/// Walks the members of a JSON object without building its values: keys are read, values are
/// only stepped over (strings, nesting and escapes respected), so that the few members wanted
/// can be parsed from their byte ranges. Indexing a large log this way costs a scan of its
/// bytes instead of a tree per line.
///
/// The skimmer checks the object's shape (keys, colons, commas, balanced brackets, closed
/// strings), not the values it steps over: a value that is not JSON is found when it is parsed.
struct JSONSkimmer {
    struct Malformed: Error {
        var offset: Int
        var reason: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Calls `visit` with each member's key and the byte range of its value.
    ///
    /// - Throws: `Malformed` when the text is not one object of members; what `visit` throws.
    mutating func forEachMember(_ visit: (_ key: String, _ value: Range<Int>) throws -> Void) throws {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { throw Malformed(offset: index, reason: "expected an object") }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return try expectEnd()
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Malformed(offset: index, reason: "expected a key in quotes") }
            let keyStart = index
            try skipString()
            let key: String
            do {
                key = try JSONValue(parsing: UnsafeBufferPointer(rebasing: bytes[keyStart..<index])).stringValue ?? ""
            } catch {
                throw Malformed(offset: keyStart, reason: "a key that is not a JSON string")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw Malformed(offset: index, reason: "expected ':' after a key") }
            index += 1
            skipWhitespace()
            let valueStart = index
            try skipValue()
            try visit(key, valueStart..<index)
            skipWhitespace()
            guard index < bytes.count else { throw Malformed(offset: index, reason: "expected ',' or '}', found the end") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return try expectEnd()
            }
            throw Malformed(offset: index, reason: "expected ',' or '}'")
        }
    }

    private mutating func expectEnd() throws {
        skipWhitespace()
        guard index == bytes.count else { throw Malformed(offset: index, reason: "unexpected text after the object") }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D || bytes[index] == 0x0A {
            index += 1
        }
    }

    /// Steps over a string from its opening quote to after its closing one.
    private mutating func skipString() throws {
        let start = index
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 2
            default:
                index += 1
            }
        }
        throw Malformed(offset: start, reason: "a string that does not end")
    }

    /// Steps over one value: a string, an array or object (to its matching bracket), or a
    /// bare word or number.
    private mutating func skipValue() throws {
        guard index < bytes.count else { throw Malformed(offset: index, reason: "expected a value, found the end") }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var closers: [UInt8] = []
            repeat {
                guard index < bytes.count else { throw Malformed(offset: index, reason: "a value that does not end") }
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    try skipString()
                    continue
                case UInt8(ascii: "{"): closers.append(UInt8(ascii: "}"))
                case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    guard closers.popLast() == bytes[index] else { throw Malformed(offset: index, reason: "a bracket that does not match") }
                default: break
                }
                index += 1
            } while !closers.isEmpty
        default:
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || byte == 0x20 || byte == 0x09
                    || byte == 0x0D || byte == 0x0A { break }
                index += 1
            }
            guard index > start else { throw Malformed(offset: index, reason: "expected a value") }
        }
    }
}

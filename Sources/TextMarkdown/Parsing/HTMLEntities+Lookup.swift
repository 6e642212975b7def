/// The HTML named character references, read from the generated table once, when first used
/// (a static constant is initialised lazily and only once, on any thread).
enum HTMLEntities {
    private static let names: [String: String] = parseTable()

    /// The text `&name;` stands for, or `nil` when the name is not a reference.
    static func value(of name: String) -> String? {
        names[name]
    }

    /// The table read byte by byte: split into lines and fields as `String`s (by grapheme),
    /// reading it took 26 M instructions, a thread's work for 8 ms while others waited for it.
    private static func parseTable() -> [String: String] {
        var result: [String: String] = [:]
        result.reserveCapacity(2_200)
        var table = table
        table.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                // A line: the name, then code points in hex, each after one space.
                let nameStart = index
                while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x0A { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                var value = String.UnicodeScalarView()
                while index < bytes.count, bytes[index] == 0x20 {
                    index += 1
                    var code: UInt32 = 0
                    let digitsStart = index
                    while index < bytes.count, let digit = InlineText.hexValue(bytes[index]) {
                        code = code &* 16 &+ digit
                        index += 1
                    }
                    precondition(index > digitsStart, "HTML entity table: a code point of \(name) has no digits")
                    if let scalar = Unicode.Scalar(code) { value.append(scalar) }
                }
                precondition(index == bytes.count || bytes[index] == 0x0A, "HTML entity table: line for \(name) ends at byte \(index)")
                index += 1
                result[name] = String(value)
            }
        }
        return result
    }
}

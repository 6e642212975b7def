extension JSONValue {
    /// The value as indented JSON, two spaces a level, object keys sorted, ending without a
    /// newline: for people to read and to copy (`viewdata log show`). It parses back to the
    /// same value.
    ///
    /// ```json
    /// {
    ///   "detail": null,
    ///   "master": {
    ///     "scrollOffset": 0
    ///   },
    ///   "zones": []
    /// }
    /// ```
    public var prettyJSONText: String {
        var bytes: [UInt8] = []
        writePretty(to: &bytes, indent: 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func writePretty(to bytes: inout [UInt8], indent: Int) {
        func newline(_ level: Int) {
            bytes.append(0x0A)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: level * 2))
        }
        switch self {
        case .array(let elements) where !elements.isEmpty:
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                element.writePretty(to: &bytes, indent: indent + 1)
            }
            newline(indent)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty:
            bytes.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent + 1)
                Self.writeString(key, to: &bytes)
                bytes.append(contentsOf: ": ".utf8)
                members[key]!.writePretty(to: &bytes, indent: indent + 1)
            }
            newline(indent)
            bytes.append(UInt8(ascii: "}"))
        default:
            write(to: &bytes)
        }
    }
}

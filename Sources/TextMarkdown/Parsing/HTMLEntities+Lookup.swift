/// The HTML named character references, read from the generated table once, when first used
/// (a static constant is initialised lazily and only once, on any thread).
enum HTMLEntities {
    private static let names: [String: String] = parseTable()

    /// The text `&name;` stands for, or `nil` when the name is not a reference.
    static func value(of name: String) -> String? {
        names[name]
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

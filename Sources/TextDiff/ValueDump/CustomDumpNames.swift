// swift-custom-dump's names for the dumps and diffs of this module, so that code written with
// it compiles with its import changed: `customDump`, `String(customDumping:)`, `diff` and
// `DiffFormat`. They produce what `String(dumping:)` and `String(diffing:_:)` produce.

/// The markers of a value diff's lines: for the first value, the second, and both.
public struct DiffFormat: Sendable, Hashable {
    /// Marks a line of the first value only.
    public var first: String
    /// Marks a line of the second value only.
    public var second: String
    /// Marks a line both values share.
    public var both: String

    /// A format of three markers.
    public init(first: String, second: String, both: String) {
        self.first = first
        self.second = second
        self.both = both
    }

    /// `-`, `+` and a space, as `String(diffing:_:)` writes them.
    public static let `default` = DiffFormat(first: "-", second: "+", both: " ")

    /// `−` (U+2212 MINUS SIGN), `+` and a figure space (U+2007): markers of one width in
    /// proportional fonts, as swift-custom-dump's assertions write them.
    public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")
}

/// A readable, nested diff of two values with `format`'s markers, or `nil` when their dumps are
/// the same: `String(diffing:_:)` with other markers.
///
/// - Parameters:
///   - lhs: The first value; its lines are marked `format.first`.
///   - rhs: The second value; its lines are marked `format.second`.
///   - format: The markers.
public func diff<T>(_ lhs: T, _ rhs: T, format: DiffFormat = .default) -> String? {
    guard let difference = String(diffing: lhs, rhs) else { return nil }
    return format == .default ? difference : format.remarking(difference)
}

/// Prints a value's dump (`String(dumping:)`) and returns the value.
///
/// - Parameters:
///   - value: The value.
///   - name: A label to put before the dump (`name: …`).
///   - indent: Spaces before every line.
///   - maxDepth: How deep to open nested values.
@discardableResult
public func customDump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max) -> T {
    var text = ""
    customDump(value, to: &text, name: name, indent: indent, maxDepth: maxDepth)
    print(text)
    return value
}

/// Writes a value's dump (`String(dumping:)`) to `target` and returns the value.
///
/// - Parameters:
///   - value: The value.
///   - target: Where the dump goes.
///   - name: A label to put before the dump (`name: …`).
///   - indent: Spaces before every line.
///   - maxDepth: How deep to open nested values.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
    _ value: T, to target: inout TargetStream, name: String? = nil, indent: Int = 0, maxDepth: Int = .max
) -> T {
    var text = String(dumping: value, maxDepth: maxDepth)
    if let name { text = name + ": " + text }
    if indent > 0 {
        let spaces = String(repeating: " ", count: indent)
        text = text.split(separator: "\n", omittingEmptySubsequences: false).map { spaces + $0 }.joined(separator: "\n")
    }
    target.write(text)
    return value
}

extension String {
    /// A value's dump: the same as `String(dumping:)`.
    public init<Subject>(customDumping subject: Subject) {
        self.init(dumping: subject)
    }
}

extension DiffFormat {
    /// `difference` (with `-`, `+` and two-space markers) with these markers instead.
    func remarking(_ difference: String) -> String {
        var result = ""
        result.reserveCapacity(difference.utf8.count)
        for (index, line) in difference.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { result += "\n" }
            switch line.first {
            case "-": result += first
            case "+": result += second
            case " ": result += both
            default:
                result += line
                continue
            }
            result += line.dropFirst()
        }
        return result
    }
}

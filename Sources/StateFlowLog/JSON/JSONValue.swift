/// A JSON document as a tree, for state logs: the states and merge patches they hold.
///
/// Numbers keep the text they were written with, so that a value read and written again is
/// byte for byte the same, and integers beyond 2⁵³ survive. Objects keep their keys sorted
/// when written, so logs diff well.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number, as its JSON text (`42`, `-0.5`, `1e+300`).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The member `key` of an object, `nil` for other values or missing keys.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The text of a string, `nil` for other values.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of an integer number, `nil` for other values.
    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// The name of the value's kind, for messages: `string`, `number`, `object`, …
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

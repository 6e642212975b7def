/// Decodes `Decodable` values straight from `JSONValue` trees.
///
/// Errors are `DecodingError`s whose coding path names the field at fault.
package struct JSONValueDecoder {
    /// Creates a decoder.
    package init() {}

    /// A value of type `Value` read from `json`.
    ///
    /// - Throws: `DecodingError` naming the field that is missing or of the wrong kind.
    package func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue) throws -> Value {
        try Value(from: TreeDecoder(value: json, codingPath: []))
    }
}

extension DecodingError {
    /// The dotted path of the field the error is about (`lines[2].price`), or `nil` at the top.
    package var fieldPath: String? {
        let path: [any CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
        @unknown default:
            return nil
        }
        guard !path.isEmpty else { return nil }
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == "\(index)" || key.stringValue.hasPrefix("Index") {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    /// What went wrong, in a sentence without the path.
    package var reason: String {
        switch self {
        case .typeMismatch(let type, let context): return "expected \(type): \(context.debugDescription)"
        case .valueNotFound(let type, let context): return "missing \(type): \(context.debugDescription)"
        case .keyNotFound(let key, _): return "missing field '\(key.stringValue)'"
        case .dataCorrupted(let context): return context.debugDescription
        @unknown default: return "\(self)"
        }
    }
}

private struct TreeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else {
            throw DecodingError.typeMismatch(
                [String: Any].self, .init(codingPath: codingPath, debugDescription: "found \(value.kind)"))
        }
        return KeyedDecodingContainer(KeyedTreeDecoder<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw DecodingError.typeMismatch([Any].self, .init(codingPath: codingPath, debugDescription: "found \(value.kind)"))
        }
        return UnkeyedTreeDecoder(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleTreeDecoder(value: value, codingPath: codingPath)
    }
}

/// Reads primitives out of JSON values.
private enum Read {
    static func mismatch<T>(_ type: T.Type, _ value: JSONValue, _ path: [any CodingKey]) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: path, debugDescription: "found \(value.kind)"))
    }

    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, path: [any CodingKey]) throws -> T {
        switch type {
        case is String.Type:
            guard case .string(let text) = value else { throw mismatch(type, value, path) }
            return text as! T
        case is Bool.Type:
            guard case .bool(let flag) = value else { throw mismatch(type, value, path) }
            return flag as! T
        case is Int.Type:
            return try integer(Int.self, value, path) as! T
        case is Double.Type:
            guard case .number(let text) = value, let number = Double(text) else { throw mismatch(type, value, path) }
            return number as! T
        case is Float.Type:
            guard case .number(let text) = value, let number = Float(text) else { throw mismatch(type, value, path) }
            return number as! T
        default:
            if let integerType = type as? any (FixedWidthInteger & Decodable).Type {
                return try integer(integerType, value, path) as! T
            }
            return try T(from: TreeDecoder(value: value, codingPath: path))
        }
    }

    static func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, _ path: [any CodingKey]) throws -> I {
        guard case .number(let text) = value else { throw mismatch(type, value, path) }
        if let exact = I(text) { return exact }
        // 1e3 or 2.0: integral numbers written another way.
        if let double = Double(text), double.rounded() == double, let exact = I(exactly: double) { return exact }
        throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "\(text) does not fit in \(type)"))
    }
}

private struct KeyedTreeDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func value(for key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for '\(key.stringValue)'"))
        }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = members[key.stringValue] else { return true }
        return value == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let value = try value(for: key)
        if value == .null, !(T.self is any ExpressibleByNilLiteral.Type) {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [key], debugDescription: "found null"))
        }
        return try Read.decode(type, from: value, path: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try TreeDecoder(value: try value(for: key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try TreeDecoder(value: try value(for: key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TreeDecoder(value: members["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }
}

private struct ElementKey: CodingKey {
    var stringValue: String { "\(intValue!)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedTreeDecoder: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next<T>(_ type: T.Type) throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath + [ElementKey(currentIndex)], debugDescription: "the array has ended"))
        }
        defer { currentIndex += 1 }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let path = codingPath + [ElementKey(currentIndex)]
        return try Read.decode(type, from: try next(type), path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let path = codingPath + [ElementKey(currentIndex)]
        return try TreeDecoder(value: try next([String: Any].self), codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let path = codingPath + [ElementKey(currentIndex)]
        return try TreeDecoder(value: try next([Any].self), codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let path = codingPath + [ElementKey(currentIndex)]
        return TreeDecoder(value: try next(Any.self), codingPath: path)
    }
}

private struct SingleTreeDecoder: SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try Read.decode(type, from: value, path: codingPath)
    }
}

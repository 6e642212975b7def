/// Encodes `Encodable` values straight into `JSONValue` trees, without JSON text in between.
///
/// Numbers are written as Swift prints them (`42`, `0.1`, `1e+300`); non-finite floating-point
/// numbers are an error. Keys are kept as the type's coding keys.
package struct JSONValueEncoder {
    /// Creates an encoder.
    package init() {}

    /// The value as a JSON tree.
    ///
    /// - Throws: `EncodingError` when the value cannot be encoded (a NaN, an empty container
    ///   that encodes nothing).
    package func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let encoder = TreeEncoder(codingPath: [])
        try value.encode(to: encoder)
        guard let result = encoder.storage.value else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "The value encoded nothing."))
        }
        return result
    }
}

/// A growing JSON value that containers write into by reference.
final class JSONBox {
    enum Content {
        case empty
        case value(JSONValue)
        case array([Slot])
        case object([String: Slot])
    }

    /// An element or member: a finished value, or a container still being written (a box of
    /// its own only then, not for every string of a long array).
    enum Slot {
        case value(JSONValue)
        case box(JSONBox)

        var value: JSONValue? {
            switch self {
            case .value(let value): return value
            case .box(let box): return box.value
            }
        }
    }

    var content: Content = .empty

    var value: JSONValue? {
        switch content {
        case .empty: return nil
        case .value(let value): return value
        case .array(let slots): return .array(slots.map { $0.value ?? .null })
        case .object(let members): return .object(members.compactMapValues(\.value))
        }
    }
}

private final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    let storage = JSONBox()
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey]) {
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = storage.content {} else { storage.content = .object([:]) }
        return KeyedEncodingContainer(KeyedTreeContainer<Key>(box: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = storage.content {} else { storage.content = .array([]) }
        return UnkeyedTreeContainer(box: storage, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTreeContainer(box: storage, codingPath: codingPath)
    }
}

/// Turns a primitive into a JSON value.
private enum Primitive {
    static func number<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T, path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: path(), debugDescription: "\(value) is not a JSON number."))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        if text == "-0" { text = "0" }
        return .number(text)
    }

    /// The JSON of the values most states are made of, by type identity (much cheaper than
    /// dynamic casts), needing no coding path: strings, integers, Booleans and arrays of them.
    @inline(__always)
    static func simple<T>(_ value: T) -> JSONValue? {
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return .number(String(unsafeBitCast(value, to: Int.self))) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == [String].self { return .array(unsafeBitCast(value, to: [String].self).map(JSONValue.string)) }
        if T.self == [Int].self { return .array(unsafeBitCast(value, to: [Int].self).map { .number(String($0)) }) }
        return nil
    }

    static func encode<T: Encodable>(_ value: T, path: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
        if let json = simple(value) { return json }
        if T.self == Double.self { return try number(unsafeBitCast(value, to: Double.self), path: path()) }
        let path = path()
        switch value {
        case let float as Float: return try number(float, path: path)
        // Other integer types: without this, their encode(to:) would come back here.
        case let integer as any FixedWidthInteger: return .number(String(describing: integer))
        default:
            let encoder = TreeEncoder(codingPath: path)
            try value.encode(to: encoder)
            return encoder.storage.value ?? .object([:])
        }
    }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONBox
    let codingPath: [any CodingKey]

    private func set(_ value: JSONValue, for key: Key) {
        set(.value(value), for: key)
    }

    private func setBox(_ child: JSONBox, for key: Key) {
        set(.box(child), for: key)
    }

    private func set(_ slot: JSONBox.Slot, for key: Key) {
        guard case .object(var members) = box.content else { return }
        box.content = .empty
        members[key.stringValue] = slot
        box.content = .object(members)
    }

    mutating func encodeNil(forKey key: Key) throws { set(.null, for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), for: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), for: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.number(String(value)), for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(try Primitive.number(value, path: codingPath + [key]), for: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        // The path is made only for a value that needs one.
        set(try Primitive.encode(value, path: codingPath + [key]), for: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONBox()
        child.content = .object([:])
        setBox(child, for: key)
        return KeyedEncodingContainer(KeyedTreeContainer<NestedKey>(box: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = JSONBox()
        child.content = .array([])
        setBox(child, for: key)
        return UnkeyedTreeContainer(box: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let encoder = TreeEncoder(codingPath: codingPath + [key])
        setBox(encoder.storage, for: key)
        return encoder
    }
}

private struct IndexKey: CodingKey {
    var stringValue: String { "\(intValue!)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let box: JSONBox
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let slots) = box.content { return slots.count }
        return 0
    }

    private func append(_ child: JSONBox) {
        append(slot: .box(child))
    }

    private func append(_ value: JSONValue) {
        append(slot: .value(value))
    }

    private func append(slot: JSONBox.Slot) {
        guard case .array(var slots) = box.content else { return }
        box.content = .empty
        slots.append(slot)
        box.content = .array(slots)
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Int) throws { append(.number(String(value))) }
    mutating func encode(_ value: Double) throws { append(try Primitive.number(value, path: codingPath + [IndexKey(count)])) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        append(try Primitive.encode(value, path: codingPath + [IndexKey(count)]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONBox()
        child.content = .object([:])
        let path = codingPath + [IndexKey(count)]
        append(child)
        return KeyedEncodingContainer(KeyedTreeContainer<NestedKey>(box: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = JSONBox()
        child.content = .array([])
        let path = codingPath + [IndexKey(count)]
        append(child)
        return UnkeyedTreeContainer(box: child, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = TreeEncoder(codingPath: codingPath + [IndexKey(count)])
        append(encoder.storage)
        return encoder
    }
}

private struct SingleTreeContainer: SingleValueEncodingContainer {
    let box: JSONBox
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { box.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { box.content = .value(.string(value)) }
    mutating func encode(_ value: Int) throws { box.content = .value(.number(String(value))) }
    mutating func encode(_ value: Double) throws { box.content = .value(try Primitive.number(value, path: codingPath)) }
    mutating func encode<T: Encodable>(_ value: T) throws { box.content = .value(try Primitive.encode(value, path: codingPath)) }
}

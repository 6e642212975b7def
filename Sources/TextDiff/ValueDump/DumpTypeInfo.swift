/// What a dump does with values of one dynamic type, worked out once per type and dump.
///
/// Conformance checks and `_typeName` are slow next to the work of dumping one value, so
/// `DumpBuilder` classifies each type the first time it meets it and keeps the answer. A class,
/// so that looking it up costs one retain rather than a copy of every field.
final class DumpTypeInfo {
    enum Strategy {
        /// Conforms to `CustomDumpStringConvertible`.
        case customDescription
        /// Conforms to `CustomDumpRepresentable`.
        case customValue
        /// A standard library literal type: numbers, `Bool`, strings, characters.
        case literal((Any) -> (text: String, width: Int))
        /// `AnyHashable`: dumped as the value it wraps.
        case anyHashable
        /// The standard library's containers, read without `Mirror`.
        case optional(any DumpOptional.Type)
        case array(any DumpArray.Type)
        case dictionary(any DumpDictionary.Type)
        case set(any DumpSet.Type)
        /// A metatype such as `Int.self`.
        case metatype
        /// A value of a well-known Foundation type, shown as `Name(description)`.
        case described
        /// A value whose contents would show memory addresses (pointers, `ObjectIdentifier`),
        /// or that has none to show (functions): a fixed text.
        case opaque(String)
        /// Anything else: reflected through `Mirror`.
        case reflected
    }

    let strategy: Strategy
    /// The type's name without module prefixes, generic arguments kept: `Box<Int>`.
    let name: String
    /// `name(`, the opening of a struct or class dump.
    let opening: String
    /// Whether values are class instances, which can form cycles.
    let isClass: Bool
    /// Whether values are tuples.
    let isTuple: Bool
    /// Reads `Identifiable.id` for types whose values are identifiable (decided once, with
    /// `as? any Identifiable` on the first value), so that other types pay nothing.
    let identity: ((Any) -> AnyHashable)?

    init(of value: Any) {
        let type = Swift.type(of: value)
        let qualified = _typeName(type, qualified: true)
        name = DumpTypeName.unqualified(qualified)
        opening = name + "("
        isClass = type is AnyClass
        strategy = Self.strategy(of: value, qualifiedName: qualified, name: name)
        // Casts from `Any` look through optionals and `AnyHashable`, so those are kept out of
        // this one: a type's answer must hold for all its values, `nil` included.
        switch strategy {
        case .optional, .anyHashable:
            identity = nil
        default:
            if let element = value as? any Identifiable {
                identity = Self.identityReader(element)
            } else {
                identity = nil
            }
        }
        if case .reflected = strategy {
            isTuple = Mirror(reflecting: value).displayStyle == .tuple
        } else {
            isTuple = false
        }
    }

    /// A reader of the `id` of values of the (opened) type of `sample`.
    private static func identityReader<Element: Identifiable>(_ sample: Element) -> (Any) -> AnyHashable {
        { AnyHashable(($0 as! Element).id) }
    }

    private static func strategy(of value: Any, qualifiedName: String, name: String) -> Strategy {
        // Casts of the value would look through an optional (`Optional("a") as Any is String`),
        // so protocols are checked on the type, and optionals are settled before any value cast.
        let type = type(of: value)
        if type is any CustomDumpStringConvertible.Type { return .customDescription }
        if type is any CustomDumpRepresentable.Type { return .customValue }
        if let optional = type as? any DumpOptional.Type { return .optional(optional) }
        if type == AnyHashable.self { return .anyHashable }  // Casts look through it too.
        if let literal = literal(for: value) { return .literal(literal) }
        if let array = type as? any DumpArray.Type { return .array(array) }
        if let dictionary = type as? any DumpDictionary.Type { return .dictionary(dictionary) }
        if let set = type as? any DumpSet.Type { return .set(set) }
        if value is any Any.Type { return .metatype }
        if name == "ObjectIdentifier" || name == "OpaquePointer"
            || (name.hasPrefix("Unsafe") && name.contains("Pointer"))
        {
            return .opaque(name + "(…)")
        }
        if name.contains(" -> ") && Mirror(reflecting: value).displayStyle == nil {
            return .opaque("<function \(name)>")
        }
        if isDescribedFoundationValue(value, qualifiedName: qualifiedName, name: name) { return .described }
        return .reflected
    }

    private static func literal(for value: Any) -> ((Any) -> (text: String, width: Int))? {
        func ascii(_ text: String) -> (text: String, width: Int) { (text, text.utf8.count) }
        switch value {
        case is String: return { ($0 as! String).dumpQuoted }
        case is Int: return { ascii(String($0 as! Int)) }
        case is Bool: return { ascii(($0 as! Bool) ? "true" : "false") }
        case is Double: return { ascii(String(describing: $0 as! Double)) }
        case is Substring: return { String($0 as! Substring).dumpQuoted }
        case is Character: return { String($0 as! Character).dumpQuoted }
        case is Unicode.Scalar: return { String($0 as! Unicode.Scalar).dumpQuoted }
        case is Float: return { ascii(String(describing: $0 as! Float)) }
        case is any BinaryInteger: return { ascii(String(describing: $0)) }
        case is any FloatingPoint: return { ascii(String(describing: $0)) }
        default: return nil
        }
    }

    /// Foundation value types whose `description` is their value (`UUID`, `Date`, `URL`, …).
    ///
    /// Without Foundation we recognise them by name; their mirrors show storage details, and
    /// `Data`'s mirror shows a pointer. Classes are excluded: their descriptions show addresses.
    private static func isDescribedFoundationValue(_ value: Any, qualifiedName: String, name: String) -> Bool {
        guard !(type(of: value) is AnyClass),
              qualifiedName.hasPrefix("Foundation.") || qualifiedName.hasPrefix("FoundationEssentials."),
              value is any CustomStringConvertible
        else { return false }
        return ["UUID", "Date", "URL", "Decimal", "Data", "IndexPath", "Locale", "TimeZone"].contains(name)
    }
}

extension DumpTypeInfo {
    /// `UUID(E621E1F8-…)`, `Date(2001-01-01 00:00:00 +0000)`; `Data` as its size and bytes in
    /// hexadecimal (`Data(3 bytes: 0102FF)`, the first 64 bytes and `…` beyond), because its
    /// description shows only the size.
    static func describedFoundationValue(_ value: Any, name: String) -> String {
        guard name == "Data", let bytes = value as? any Collection else {
            return name + "(" + String(describing: value).dumpSingleLine + ")"
        }
        func hex<Bytes: Collection>(_ bytes: Bytes) -> String {
            let count = bytes.count
            guard count > 0 else { return "Data(0 bytes)" }
            let digits = Array("0123456789ABCDEF".utf8)
            var text: [UInt8] = []
            for case let byte as UInt8 in bytes.prefix(64) {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0xF)])
            }
            let shown = String(decoding: text, as: UTF8.self) + (count > 64 ? "…" : "")
            return "Data(\(count) \(count == 1 ? "byte" : "bytes"): \(shown))"
        }
        return hex(bytes)
    }
}

extension String {
    /// The string as a Swift literal: quoted, with quotes, backslashes, line breaks, control
    /// characters and bidirectional controls escaped (`"a\"b\n\u{1B}"`); and its width.
    var dumpQuoted: (text: String, width: Int) {
        var text = self
        let isPlainASCII = text.withUTF8 { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
        }
        if isPlainASCII {
            let count = text.utf8.count
            guard #available(macOS 11, iOS 14, watchOS 7, tvOS 14, *) else { return ("\"" + text + "\"", count + 2) }
            let quoted = text.withUTF8 { bytes in
                String(unsafeUninitializedCapacity: count + 2) { buffer in
                    buffer[0] = UInt8(ascii: "\"")
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(from: bytes)
                    buffer[count + 1] = UInt8(ascii: "\"")
                    return count + 2
                }
            }
            return (quoted, count + 2)
        }
        let escaped = escapedLiteral
        return (escaped, escaped.dumpWidth)
    }

    private var escapedLiteral: String {
        var result = "\""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.needsDumpEscape {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        result += "\""
        return result
    }

    /// The text with line breaks escaped, so that a custom description stays on one line.
    var dumpSingleLine: String {
        guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Control characters (C0, DEL, C1), line and paragraph separators, and the bidirectional
    /// controls that could reorder the text around them.
    fileprivate var needsDumpEscape: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

import Foundation

/// What a dump does with values of one dynamic type, worked out once per type and dump.
///
/// Conformance checks and `_typeName` are slow next to the work of dumping one value, so
/// `DumpBuilder` classifies each type the first time it meets it and keeps the answer. A class,
/// so that looking it up costs one retain rather than a copy of every field.
final class DumpTypeInfo {
    enum Strategy {
        /// Conforms to `_CustomDiffObject`: dumped as one of its values, named by the object.
        case diffObject
        /// Conforms to `CustomDumpStringConvertible`.
        case customDescription
        /// Conforms to `CustomDumpRepresentable`.
        case customValue
        /// A Foundation reference type dumped as its Swift value (`NSString` as `String`,
        /// `NSCalendar` as `Calendar`, `NSAttributedString` as its string).
        case foundationValue((Any) -> Any)
        /// A standard library literal type: numbers, `Bool`.
        case literal((Any) -> String)
        /// Text: strings, substrings, characters and scalars, all written as string literals.
        case string((Any) -> String)
        /// `AnyHashable`: dumped as the value it wraps.
        case anyHashable
        /// The standard library's containers, read without `Mirror`.
        case optional(any DumpOptional.Type)
        case array(any DumpArray.Type)
        case dictionary(any DumpDictionary.Type)
        case set(any DumpSet.Type)
        /// `Range` and `ClosedRange`: their bounds around the operator, on one line.
        case range(any DumpRange.Type)
        /// A metatype such as `Int.self`.
        case metatype
        /// A value of a well-known Foundation type, shown as swift-custom-dump shows it
        /// (`Date(2024-01-01T00:00:00.000Z)`, `UUID(…)`, `Data(3 bytes)`).
        case described((Any) -> String)
        /// A value whose contents would show memory addresses (pointers, `ObjectIdentifier`),
        /// or that has none to show (functions): a fixed text.
        case opaque(String)
        /// Anything else: reflected through `Mirror` (a custom one for `CustomDumpReflectable`
        /// and the Foundation values whose own mirrors show storage).
        case reflected
    }

    /// The mirror dumps read for `value`: its `customDumpMirror`, the fields custom-dump shows
    /// for `Calendar`, `TimeZone` and `NSError`, else its own.
    func mirror(of value: Any) -> Mirror {
        switch mirrorSource {
        case .own: Mirror(reflecting: value)
        case .custom: (value as! any CustomDumpReflectable).customDumpMirror
        case .foundation: Self.foundationMirror(of: value) ?? Mirror(reflecting: value)
        }
    }

    /// Where the mirror of values of this type comes from, decided once per type.
    enum MirrorSource {
        case own, custom, foundation
    }

    let mirrorSource: MirrorSource
    /// A fingerprint of the type's name, for literals that read alike in two types.
    private(set) lazy var nameFingerprint: UInt64 = RawFingerprint.of(name)

    let strategy: Strategy
    /// The type's name without module prefixes or generic arguments: `Box`, `Catalog.Entry`.
    let name: String
    /// Whether values are class instances, which can form cycles.
    let isClass: Bool
    /// Whether values are written as one description (`CustomDumpStringConvertible`, and the
    /// Foundation values custom-dump describes), which an optional does not open.
    var isCustomDescription: Bool {
        switch strategy {
        case .customDescription, .described, .foundationValue: return true
        default: return false
        }
    }
    /// Whether values are tuples.
    let isTuple: Bool
    /// Reads `Identifiable.id` for types whose values are identifiable (decided once, with
    /// `as? any Identifiable` on the first value), so that other types pay nothing.
    let identity: ((Any) -> AnyHashable)?

    init(of value: Any) {
        let type = Swift.type(of: value)
        let qualified = _typeName(type, qualified: true)
        // Errors bridged to `NSError`, subclasses included, read as `NSError(domain:…)`.
        name = type is NSError.Type ? "NSError" : DumpTypeName.unqualified(qualified)
        isClass = type is AnyClass
        strategy = Self.strategy(of: value, qualifiedName: qualified, name: name)
        if type is any CustomDumpReflectable.Type {
            mirrorSource = .custom
        } else if type == Calendar.self || type == TimeZone.self || type is NSError.Type {
            mirrorSource = .foundation
        } else {
            mirrorSource = .own
        }
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
        if type is any _CustomDiffObject.Type { return .diffObject }
        if type is any CustomDumpStringConvertible.Type { return .customDescription }
        if type is any CustomDumpRepresentable.Type { return .customValue }
        if type is any CustomDumpReflectable.Type { return .reflected }
        if let replace = foundationValue(of: value) { return .foundationValue(replace) }
        if let optional = type as? any DumpOptional.Type { return .optional(optional) }
        if type == AnyHashable.self { return .anyHashable }  // Casts look through it too.
        if let text = text(for: value) { return .string(text) }
        if let literal = literal(for: value) { return .literal(literal) }
        if let array = type as? any DumpArray.Type { return .array(array) }
        if let dictionary = type as? any DumpDictionary.Type { return .dictionary(dictionary) }
        if let set = type as? any DumpSet.Type { return .set(set) }
        if let range = type as? any DumpRange.Type { return .range(range) }
        if value is any Any.Type { return .metatype }
        // An OpaquePointer mirrors a raw pointer that reflection cannot open: custom-dump's
        // text for it shows no address, and is kept. The others would show one.
        if name == "OpaquePointer" { return .opaque("OpaquePointer(_rawValue: (Opaque Value))") }
        if name == "ObjectIdentifier" || (name.hasPrefix("Unsafe") && name.contains("Pointer")) {
            return .opaque(name + "(…)")
        }
        if name.contains(" -> ") && Mirror(reflecting: value).displayStyle == nil {
            return .opaque("<function \(name)>")
        }
        if let describe = foundationDescription(of: value) { return .described(describe) }
        // SIMD vectors mirror their storage; their description is the value.
        if value is any SIMD { return .described { String(describing: $0) } }
        return .reflected
    }

    private static func text(for value: Any) -> ((Any) -> String)? {
        switch value {
        case is String: return { $0 as! String }
        case is Substring: return { String($0 as! Substring) }
        case is Character: return { String($0 as! Character) }
        case is Unicode.Scalar: return { String($0 as! Unicode.Scalar) }
        case is StaticString: return { ($0 as! StaticString).description }
        default: return nil
        }
    }

    private static func literal(for value: Any) -> ((Any) -> String)? {
        switch value {
        case is Int: return { String($0 as! Int) }
        case is Bool: return { ($0 as! Bool) ? "true" : "false" }
        case is Double: return { String(describing: $0 as! Double) }
        case is Float: return { String(describing: $0 as! Float) }
        case is any BinaryInteger: return { String(describing: $0) }
        case is any FloatingPoint: return { String(describing: $0) }
        default: return nil
        }
    }
}

extension DumpNode {
    /// A string as swift-custom-dump writes it: a `"""` literal when it has line breaks, a raw
    /// `#"…"#` literal when it has quotes or backslashes, otherwise a quoted literal with Swift's
    /// escapes. Text with control or bidirectional-control characters is always written quoted
    /// with those characters escaped, so that a dump never carries them raw to a terminal.
    static func string(_ text: String) -> DumpNode {
        var hasLineBreak = false
        var hasQuoteOrBackslash = false
        var hasUnsafeScalar = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": hasLineBreak = true
            case "\"", "\\": hasQuoteOrBackslash = true
            case "\t": break
            case "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                hasLineBreak = true
                hasUnsafeScalar = true
            default: if scalar.needsDumpEscape { hasUnsafeScalar = true }
            }
        }
        if hasUnsafeScalar { return .leaf(text.escapedLiteral) }
        if hasLineBreak {
            let hashes = String(repeating: "#", count: text.hashesForMultilineLiteral)
            let node = DumpNode(kind: .multilineString, text: hashes + "\"\"\"", closing: "\"\"\"" + hashes)
            node.lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return node
        }
        if hasQuoteOrBackslash {
            let hashes = String(repeating: "#", count: text.hashesForRawLiteral)
            return .leaf(hashes + "\"" + text + "\"" + hashes)
        }
        return .leaf(text.escapedLiteral)
    }
}

extension String {
    /// How many `#` a multi-line raw literal of this text needs: one more than the longest run
    /// of `#` after a `"""` in it, none when it has no `"""`.
    fileprivate var hashesForMultilineLiteral: Int {
        var most = 0
        var quotes = 0
        var scalars = unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            guard scalar == "\"" else {
                quotes = 0
                continue
            }
            quotes += 1
            guard quotes >= 3 else { continue }
            var hashes = 0
            while pending == "#" {
                hashes += 1
                pending = scalars.next()
            }
            most = Swift.max(most, hashes + 1)
            if hashes > 0 { quotes = 0 }
        }
        return most
    }

    /// How many `#` a one-line raw literal of this text needs: one more than the longest run of
    /// `#` after a `"` in it, at least one.
    fileprivate var hashesForRawLiteral: Int {
        var most = 1
        var scalars = unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            guard scalar == "\"" else { continue }
            var hashes = 0
            while pending == "#" {
                hashes += 1
                pending = scalars.next()
            }
            most = Swift.max(most, hashes + 1)
        }
        return most
    }

    /// The text as a quoted Swift literal with the escapes Swift's `debugDescription` uses
    /// (`\0`, `\t`, `\n`, `\r`, `\"`, `\'`, `\\`, and `\u{1B}` for other ASCII controls),
    /// and control and bidirectional-control characters beyond ASCII escaped as well. (Also
    /// how `viewdata log export-test` writes keys and names into the Swift it generates.)
    package var escapedLiteral: String {
        var result = "\""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.needsDumpEscape {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u{" + (digits.count == 1 ? "0" + digits : digits) + "}"
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
    package var needsDumpEscape: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

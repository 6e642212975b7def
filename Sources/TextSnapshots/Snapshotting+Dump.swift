import Foundation
import TextDiff

extension Snapshotting where Format == String {
    /// A dump of any value in swift-snapshot-testing's `.dump` format, so that references
    /// recorded with it pass unchanged: Swift's `dump` layout (`▿ User`, `- name: "Blobby"`)
    /// made deterministic — no addresses, and the children of structs, classes, dictionaries
    /// and sets in the order of their dumps.
    ///
    /// For new tests, prefer `.customDump`: it reads like Swift source, keeps declaration order
    /// and is what `String(dumping:)` and the value diffs use. Types choose their line here with
    /// `AnySnapshotStringConvertible`.
    public static var dump: Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) { SnapshotDump.text(of: $0, replacingFields: SnapshotRedaction.fieldReplacements(SnapshotRedaction.active)) }
    }

    /// `String(dumping:)`: swift-custom-dump's format (sorted dictionaries and sets, no
    /// addresses, declaration order), compared line by line. The strategy to use for new tests.
    public static var customDump: Snapshotting<Value, String> {
        Snapshotting(diffing: .lines) {
            String(dumping: $0, replacingFields: SnapshotRedaction.fieldReplacements(SnapshotRedaction.active))
        }
    }
}

/// A type that chooses its line in a `.dump` snapshot.
///
/// ```swift
/// extension Token: AnySnapshotStringConvertible {
///     var snapshotDescription: String { "Token(…\(suffix))" }
/// }
/// ```
public protocol AnySnapshotStringConvertible {
    /// Whether the value's children are dumped below its line (`false` unless said).
    static var renderChildren: Bool { get }

    /// The value's line in a `.dump` snapshot.
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    /// Children are not dumped.
    public static var renderChildren: Bool { false }
}

extension Character: AnySnapshotStringConvertible {
    /// The character as a literal (`"a"`).
    public var snapshotDescription: String { debugDescription }
}

extension String: AnySnapshotStringConvertible {
    /// The string as a literal, escaped.
    public var snapshotDescription: String { debugDescription }
}

extension Substring: AnySnapshotStringConvertible {
    /// The substring as a literal, escaped.
    public var snapshotDescription: String { debugDescription }
}

extension Data: AnySnapshotStringConvertible {
    /// The byte count (`13 bytes`).
    public var snapshotDescription: String { debugDescription }
}

extension URL: AnySnapshotStringConvertible {
    /// The address.
    public var snapshotDescription: String { debugDescription }
}

extension Date: AnySnapshotStringConvertible {
    /// The instant in UTC, to the second: `2001-01-01T00:00:00Z`.
    public var snapshotDescription: String {
        formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .gmt))
    }
}

extension NSObject: AnySnapshotStringConvertible {
    /// The object's debug description without addresses (`<NSObject>`).
    public var snapshotDescription: String {
        SnapshotDump.removingAddresses(from: debugDescription)
    }
}

/// swift-snapshot-testing's `.dump` format, written from its documented shape: one line per
/// value, `▿` before a value with children and `-` before one without, two spaces per level,
/// `label: ` before a labelled child.
struct SnapshotDump {
    /// Fields shown as a text in place of their values (see `SnapshotRedaction.field`).
    private let replacedFields: [String: String]
    /// Type names as the format writes them, worked out once per type.
    private var typeNames: [ObjectIdentifier: String] = [:]

    private init(replacedFields: [String: String]) {
        self.replacedFields = replacedFields
    }

    static func text(of value: Any, replacingFields fields: [String: String] = [:]) -> String {
        var dump = SnapshotDump(replacedFields: fields)
        var output = ""
        dump.write(value, label: nil, indent: 0, visited: [], to: &output)
        return output
    }

    /// The text that replaces `label`'s value in a value of `type`, if any.
    private func replacement(for label: String?, in type: String) -> String? {
        guard let label else { return nil }
        return replacedFields.replacement(forField: label, inType: type)
    }

    /// Writes `value` and its children; `visited` holds the objects above it, so that a cycle
    /// ends in a note instead of recursing forever.
    private mutating func write(
        _ value: Any, label: String?, indent: Int, visited: Set<ObjectIdentifier>, redactsChildren: Bool = true,
        to output: inout String
    ) {
        let value = Self.bridged(value)
        let mirror = Mirror(reflecting: value)
        var children = Array(mirror.children)
        let bullet = children.isEmpty ? "-" : "▿"
        var visited = visited
        let description: String
        sortedBodies = []

        switch mirror.displayStyle {
        case .collection?:
            description = Self.counted(children.count, "element", "elements")
        case .dictionary?:
            description = Self.counted(children.count, "key/value pair", "key/value pairs")
            children = sorted(children, visited: visited)
        case .set?:
            description = Self.counted(children.count, "member", "members")
            children = sorted(children, visited: visited)
        case .tuple?:
            description = "(" + Self.counted(children.count, "element", "elements") + ")"
        case .optional?:
            let type = typeName(mirror.subjectType)
            description = children.isEmpty ? type + ".none" : type
        default:
            if let convertible = value as? any AnySnapshotStringConvertible {
                guard type(of: convertible).renderChildren else {
                    appendLine("-", label: label, convertible.snapshotDescription, indent: indent, to: &output)
                    return
                }
                description = convertible.snapshotDescription
            } else if let describable = value as? any CustomStringConvertible {
                description = describable.description
            } else if mirror.displayStyle == .class, type(of: value) is AnyClass {
                let identifier = ObjectIdentifier(value as AnyObject)
                if visited.contains(identifier) {
                    output += String(repeating: " ", count: indent) + bullet + " " + (label ?? "value")
                        + " (circular reference detected)\n"
                    return
                }
                visited.insert(identifier)
                description = typeName(mirror.subjectType)
                children = sorted(children, visited: visited)
            } else if mirror.displayStyle == .struct {
                description = typeName(mirror.subjectType)
                children = sorted(children, visited: visited)
            } else if mirror.displayStyle == .enum {
                let type = typeName(mirror.subjectType)
                description = children.isEmpty ? type + "." + String(describing: value) : type
            } else {
                description = String(describing: value)
            }
        }

        let bodies = sortedBodies
        sortedBodies = []
        appendLine(bullet, label: label, description, indent: indent, to: &output)
        let redacts = redactsChildren && !replacedFields.isEmpty
        let owner = redacts ? typeName(mirror.subjectType) : ""
        for (index, child) in children.enumerated() {
            if redacts, let text = replacement(for: child.label, in: owner) {
                appendLine("-", label: child.label, text, indent: indent + 2, to: &output)
                continue
            }
            // A dictionary entry is a `(key:value:)` pair whose labels are not fields; one whose
            // key is a redacted name keeps its key and loses its value.
            if redacts, mirror.displayStyle == .dictionary {
                let entry = redactedEntry(child.value) ?? child.value
                write(entry, label: child.label, indent: indent + 2, visited: visited, redactsChildren: false, to: &output)
                continue
            }
            // Sorting dumped the child already: its text is moved into place, not made again.
            if index < bodies.count, let body = bodies[index] {
                Self.append(body, label: child.label, indent: indent + 2, to: &output)
                continue
            }
            write(child.value, label: child.label, indent: indent + 2, visited: visited, to: &output)
        }
    }

    /// The children's dumps that sorting made (at no indent, without their labels), in the
    /// sorted order; `nil` for a child whose dump is not reused (an object, which may be a
    /// cycle). Set by `sorted` for the `write` that called it, and taken there at once (the
    /// children's own writes set it again).
    private var sortedBodies: [String?] = []

    /// `body` (a dump at no indent, without a label) at `indent`, with `label` on its first line.
    private static func append(_ body: String, label: String?, indent: Int, to output: inout String) {
        let spaces = String(repeating: " ", count: indent)
        var first = true
        for line in body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            output.append(spaces)
            if first, let label {
                // "▿ text" or "- text": the bullet, a space, the label.
                let bullet = line.prefix { $0 != UInt8(ascii: " ") }
                output.append(contentsOf: Substring(bullet))
                output.append(" ")
                output.append(label)
                output.append(": ")
                output.append(contentsOf: Substring(line.dropFirst(bullet.count + 1)))
            } else {
                output.append(contentsOf: Substring(line))
            }
            output.append("\n")
            first = false
        }
    }

    /// The Swift value of a string or number object, so that values Darwin bridges (an
    /// `NSDictionary` from `JSONSerialization`, with `NSString` keys and `NSNumber` values)
    /// dump as the Swift strings, numbers and Booleans swift-corelibs-foundation returns: a
    /// reference recorded on one system passes on the other.
    private static func bridged(_ value: Any) -> Any {
        let type = type(of: value)
        if type is NSString.Type { return String(describing: value as! NSString) }
        if type is NSNumber.Type { return (value as! NSNumber).bridgedValue }
        return value
    }

    /// A dictionary entry `(key:value:)` with its value replaced, when its key is a string
    /// that a field redaction names.
    private func redactedEntry(_ entry: Any) -> Any? {
        let pair = Array(Mirror(reflecting: entry).children)
        guard pair.count == 2, let key = pair[0].value as? String, let text = replacedFields[key] else { return nil }
        return (key: key, value: Replaced(text: text))
    }

    /// A value written as a fixed text.
    private struct Replaced: AnySnapshotStringConvertible {
        var text: String
        var snapshotDescription: String { text }
    }

    /// Whether a line written since this was last cleared holds a line break of its own (a
    /// multi-line description): such a dump cannot be moved to another indent by indenting
    /// its rows, since the rows after the break were never indented.
    private var wroteLineBreak = false

    private mutating func appendLine(_ bullet: String, label: String?, _ text: String, indent: Int, to output: inout String) {
        if !wroteLineBreak, text.utf8.contains(UInt8(ascii: "\n")) || (label?.utf8.contains(UInt8(ascii: "\n")) ?? false) {
            wroteLineBreak = true
        }
        output.append(String(repeating: " ", count: indent))
        output.append(bullet)
        output.append(" ")
        if let label {
            output.append(label)
            output.append(": ")
        }
        output.append(text)
        output.append("\n")
    }

    /// Children in the order of their dumps as `(label:value:)` pairs: what makes
    /// dictionaries, sets and properties come out the same in every run. Each child is dumped
    /// once: its dump is the sort key's heart and is kept (`sortedBodies`) for writing it.
    private mutating func sorted(_ children: [Mirror.Child], visited: Set<ObjectIdentifier>) -> [Mirror.Child] {
        guard children.count > 1 else { return children }
        var keyed: [(child: Mirror.Child, key: String, body: String?)] = []
        keyed.reserveCapacity(children.count)
        let lineBreakAbove = wroteLineBreak
        defer { wroteLineBreak = wroteLineBreak || lineBreakAbove }
        for child in children {
            // The pair dumped as it is: for an object (which may close a cycle, whose line
            // names its label), under redactions (which may reach the pair's own label), and
            // for a dump with a multi-line description (see `wroteLineBreak`).
            func keyOfPair() -> String {
                var key = ""
                write(
                    (label: child.label, value: child.value), label: nil, indent: 0, visited: visited, redactsChildren: false,
                    to: &key)
                return key
            }
            if type(of: Self.bridged(child.value)) is AnyClass || !replacedFields.isEmpty {
                keyed.append((child, keyOfPair(), nil))
                continue
            }
            // The key is the dump of the pair `(label: child.label, value: child.value)`, made
            // from the child's own dump: the pair's line, its label's lines, then the child's
            // lines labelled `value` two spaces in.
            var body = ""
            let lineBreakBefore = wroteLineBreak
            wroteLineBreak = false
            write(child.value, label: nil, indent: 0, visited: visited, to: &body)
            let bodyHasLineBreak = wroteLineBreak
            wroteLineBreak = lineBreakBefore || bodyHasLineBreak
            if bodyHasLineBreak {
                keyed.append((child, keyOfPair(), nil))
                continue
            }
            var key = "▿ (2 elements)\n"
            if let label = child.label {
                key += "  ▿ label: Optional<String>\n    - some: " + label.debugDescription + "\n"
            } else {
                key += "  - label: Optional<String>.none\n"
            }
            Self.append(body, label: "value", indent: 2, to: &key)
            keyed.append((child, key, body))
        }
        keyed.sort { $0.key < $1.key }
        sortedBodies = keyed.map(\.body)
        return keyed.map(\.child)
    }

    private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }

    /// The type's name without the ` #1` that Swift gives types declared inside functions.
    private mutating func typeName(_ type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = typeNames[key] { return name }
        var name = ""
        let text = Array(String(describing: type).unicodeScalars)
        var index = 0
        while index < text.count {
            // " #" followed by digits is dropped.
            if text[index] == " ", index + 2 < text.count, text[index + 1] == "#", ("0"..."9").contains(text[index + 2]) {
                index += 2
                while index < text.count, ("0"..."9").contains(text[index]) { index += 1 }
                continue
            }
            name.unicodeScalars.append(text[index])
            index += 1
        }
        typeNames[key] = name
        return name
    }

    /// `text` without memory addresses (`0x600000c4c000`) and the separators before them.
    static func removingAddresses(from text: String) -> String {
        text.replacingOccurrences(of: #":?\s*0x[\da-f]+(\s*)"#, with: "$1", options: .regularExpression)
    }
}

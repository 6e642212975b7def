import Foundation
import SnapshotStore

extension Snapshotting where Value: Encodable, Format == String {
    /// The value as `JSONEncoder` writes it with `[.prettyPrinted, .sortedKeys]` (`"age" : 36`,
    /// `https:\/\/`), the text swift-snapshot-testing's `.json` records, so its references pass
    /// unchanged. Stored in a `.json` file.
    public static var json: Snapshotting<Value, String> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return json(encoder)
    }

    /// The value as `encoder` writes it, with all of its settings (pass `.sortedKeys` for
    /// output that does not change from run to run). Stored in a `.json` file.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "json", diffing: .lines) { value in
            let data: Data
            do {
                data = try encoder.encode(value)
            } catch {
                throw SnapshotError(code: .invalidSetting, "Cannot encode the value as JSON: \(error)")
            }
            return try JSONRedaction.text(of: data, formatting: encoder.outputFormatting)
        }
    }

    /// The value as `PropertyListEncoder` writes it in XML. Stored in a `.plist` file.
    public static var plist: Snapshotting<Value, String> {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return plist(encoder)
    }

    /// The value as `encoder` writes it (XML or OpenStep: text formats; a binary property list
    /// is refused). Stored in a `.plist` file.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "plist", diffing: .lines) { value in
            let data: Data
            do {
                data = try encoder.encode(value)
            } catch {
                throw SnapshotError(code: .invalidSetting, "Cannot encode the value as a property list: \(error)")
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw SnapshotError(
                    code: .invalidSetting,
                    "The property list encoder wrote \(data.count) bytes that are not text (a binary format?); "
                        + "set its outputFormat to .xml.")
            }
            return text
        }
    }
}

extension Snapshotting where Format == String {
    /// Any value `JSONSerialization` accepts (dictionaries, arrays, strings, numbers, `NSNull`),
    /// as it writes them with `[.prettyPrinted, .sortedKeys]`. Stored in a `.json` file. For
    /// `Encodable` values the `JSONEncoder` strategy is chosen instead.
    public static var json: Snapshotting<Value, String> {
        Snapshotting(pathExtension: "json", diffing: .lines) { value in
            guard JSONSerialization.isValidJSONObject(value) else {
                throw SnapshotError(
                    code: .invalidSetting,
                    "Cannot write a \(type(of: value)) as JSON: JSONSerialization takes dictionaries with string keys, "
                        + "arrays, strings, numbers and NSNull; use an Encodable value or .customDump.")
            }
            let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
            return try JSONRedaction.text(of: data, formatting: [.prettyPrinted, .sortedKeys])
        }
    }
}

/// JSON with the field redactions in force (`SnapshotRedaction.field`): the values of keys of
/// those names become their replacement strings, and the text is written again with the
/// encoder's layout and sorted keys. Without field redactions the encoder's text is kept byte
/// for byte.
enum JSONRedaction {
    static func text(of data: Data, formatting: JSONEncoder.OutputFormatting) throws -> String {
        let fields = SnapshotRedaction.fieldReplacements(SnapshotRedaction.active)
        guard !fields.isEmpty else { return String(decoding: data, as: UTF8.self) }
        // JSON has no types: `User.id` redacts every `id`. An untyped redaction wins over typed
        // ones of the same name, and typed ones are taken in order of their names, so that the
        // text never depends on hash order.
        var byName: [String: String] = [:]
        for (key, text) in fields.sorted(by: { $0.key < $1.key }) where key.contains(".") {
            let name = String(key.split(separator: ".").last ?? Substring(key))
            if byName[name] == nil { byName[name] = text }
        }
        for (key, text) in fields where !key.contains(".") { byName[key] = text }
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        // Keys are sorted whatever the encoder said: the dictionaries read back have no order.
        var options: JSONSerialization.WritingOptions = [.fragmentsAllowed, .sortedKeys]
        if formatting.contains(.prettyPrinted) { options.insert(.prettyPrinted) }
        if formatting.contains(.withoutEscapingSlashes) { options.insert(.withoutEscapingSlashes) }
        let redacted = try JSONSerialization.data(withJSONObject: replacing(byName, in: object), options: options)
        return String(decoding: redacted, as: UTF8.self)
    }

    private static func replacing(_ fields: [String: String], in object: Any) -> Any {
        switch object {
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, value) in dictionary { result[key] = fields[key] ?? replacing(fields, in: value) }
            return result
        case let array as [Any]:
            return array.map { replacing(fields, in: $0) }
        default:
            return object
        }
    }
}

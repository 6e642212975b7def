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
            do {
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            } catch {
                throw SnapshotError(code: .invalidSetting, "Cannot encode the value as JSON: \(error)")
            }
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
            return String(decoding: data, as: UTF8.self)
        }
    }
}

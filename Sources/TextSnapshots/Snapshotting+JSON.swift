import Foundation
import SnapshotStore

extension Snapshotting where Value: Encodable, Format == String {
    /// The value encoded as JSON with sorted keys, laid out the same way on every platform:
    /// two-space indentation, `"key": value`, empty containers as `{}` and `[]`, slashes
    /// unescaped. Stored in a `.json` file.
    public static var json: Snapshotting<Value, String> {
        json(JSONEncoder())
    }

    /// The value encoded with the strategies of `encoder` (dates, data, keys, non-conforming
    /// floats, user info), then laid out like `.json`. The encoder itself is not changed: a
    /// copy with sorted keys does the encoding.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting<Value, String> {
        let dates = encoder.dateEncodingStrategy
        let data = encoder.dataEncodingStrategy
        let keys = encoder.keyEncodingStrategy
        let floats = encoder.nonConformingFloatEncodingStrategy
        let userInfo = encoder.userInfo
        return Snapshotting(pathExtension: "json", diffing: .lines) { value in
            let copy = JSONEncoder()
            copy.dateEncodingStrategy = dates
            copy.dataEncodingStrategy = data
            copy.keyEncodingStrategy = keys
            copy.nonConformingFloatEncodingStrategy = floats
            copy.userInfo = userInfo
            copy.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let compact: Data
            do {
                compact = try copy.encode(value)
            } catch {
                throw SnapshotError(code: .invalidSetting, "Cannot encode the value as JSON: \(error)")
            }
            return StableJSON.prettyPrinted(String(decoding: compact, as: UTF8.self))
        }
    }
}

/// Re-indents compact JSON text without parsing its values, so numbers and strings stay
/// exactly as the encoder wrote them.
enum StableJSON {
    static func prettyPrinted(_ compact: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(compact.utf8.count * 2)
        var depth = 0
        var inString = false
        var escaped = false
        let bytes = Array(compact.utf8)
        func newline() {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            defer { index += 1 }
            if inString {
                output.append(byte)
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                output.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                output.append(byte)
                let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index + 1 < bytes.count, bytes[index + 1] == closing {
                    output.append(closing)
                    index += 1
                } else {
                    depth += 1
                    newline()
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newline()
                output.append(byte)
            case UInt8(ascii: ","):
                output.append(byte)
                newline()
            case UInt8(ascii: ":"):
                output.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            default:
                output.append(byte)
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

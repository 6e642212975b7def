import SwiftLexing
import TextRendering

/// Code as styled text: Swift read by our own lexer, JSON by a scanner of its own, anything
/// else plain. A fenced block's info string names the language (`swift`, `json`).
enum CodeHighlighter {
    static func highlighted(_ code: String, language: String?, style: MarkdownStyle) -> StyledText {
        switch language {
        case "swift":
            return swift(code, style: style)
        case "json", "jsonc", "geojson":
            return json(code, style: style)
        default:
            return StyledText(code)
        }
    }

    /// Swift's keywords, the words the lexer reads as identifiers but the language reserves.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "async", "some", "any", "actor", "mutating", "override",
        "final", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "indirect", "get", "set", "willSet", "didSet", "macro",
    ]

    static func swift(_ code: String, style: MarkdownStyle) -> StyledText {
        let bytes = Array(code.utf8)
        var result = StyledText("")
        for token in SwiftLexer.tokens(in: bytes) {
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            let tokenStyle: Style?
            switch token.kind {
            case .lineComment, .blockComment:
                tokenStyle = style.comment
            case .string, .regex:
                tokenStyle = style.string
            case .number:
                tokenStyle = style.number
            case .poundKeyword:
                tokenStyle = style.keyword
            case .identifier:
                if swiftKeywords.contains(text) {
                    tokenStyle = style.keyword
                } else if let first = text.unicodeScalars.first, first.properties.isUppercase {
                    tokenStyle = style.typeName
                } else {
                    tokenStyle = nil
                }
            case .punctuation where text == "@":
                tokenStyle = style.keyword
            default:
                tokenStyle = nil
            }
            result.append(text, style: tokenStyle)
        }
        return result
    }

    /// JSON: keys, strings, numbers and `true`/`false`/`null` in their styles; anything that
    /// is not JSON is left plain.
    static func json(_ code: String, style: MarkdownStyle) -> StyledText {
        let bytes = Array(code.utf8)
        var result = StyledText("")
        var index = 0
        var plainStart = 0
        func flush(to end: Int) {
            if end > plainStart { result.append(String(decoding: bytes[plainStart..<end], as: UTF8.self)) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            var end = index
            var tokenStyle: Style?
            if byte == UInt8(ascii: "\"") {
                end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != 0x0A {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(bytes.count, end + 1)
                // A string followed by `:` is a key.
                var after = end
                while after < bytes.count, Byte.isWhitespace(bytes[after]) { after += 1 }
                tokenStyle = after < bytes.count && bytes[after] == UInt8(ascii: ":") ? style.key : style.string
            } else if byte == UInt8(ascii: "-") || Byte.isDigit(byte) {
                end = index + 1
                while end < bytes.count, Byte.isDigit(bytes[end]) || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
                                                                     UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[end]) { end += 1 }
                tokenStyle = style.number
            } else if Byte.isLetter(byte) {
                end = index + 1
                while end < bytes.count, Byte.isLetter(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                tokenStyle = ["true", "false", "null"].contains(word) ? style.literal : nil
            }
            guard let tokenStyle else {
                index = max(end, index + 1)
                continue
            }
            flush(to: index)
            result.append(String(decoding: bytes[index..<end], as: UTF8.self), style: tokenStyle)
            index = end
            plainStart = end
        }
        flush(to: bytes.count)
        return result
    }
}

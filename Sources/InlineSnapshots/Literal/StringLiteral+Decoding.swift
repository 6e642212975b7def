import SwiftLexing
import ViewDataSupport

extension StringLiteral {
    /// The text a string literal holds, as the compiler reads it: delimiters removed, a
    /// multi-line literal's indentation (that of its closing delimiter) stripped and its line
    /// breaks read as line feeds, escapes decoded.
    ///
    /// - Parameter literal: The literal's bytes, delimiters included, as `SwiftLexer` found it.
    /// - Returns: The text, or `nil` when the literal holds an interpolation (its text is not
    ///   known until it runs) or is not well formed.
    package static func decode(_ literal: ArraySlice<UInt8>) -> String? {
        var bytes = Array(literal)
        var hashes = 0
        while hashes < bytes.count, bytes[hashes] == UInt8(ascii: "#") { hashes += 1 }
        guard bytes.count >= 2 * hashes + 2, bytes.suffix(hashes).allSatisfy({ $0 == UInt8(ascii: "#") }) else { return nil }
        bytes = Array(bytes[hashes..<(bytes.count - hashes)])
        let isMultiline = bytes.count >= 6 && bytes.prefix(3).allSatisfy { $0 == UInt8(ascii: "\"") }
            && bytes.suffix(3).allSatisfy { $0 == UInt8(ascii: "\"") }
        if isMultiline {
            guard let content = multilineContent(Array(bytes[3..<(bytes.count - 3)])) else { return nil }
            return unescape(content, hashes: hashes, allowsContinuation: true)
        }
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return nil }
        let content = Array(bytes[1..<(bytes.count - 1)])
        guard !content.contains(UInt8(ascii: "\n")), !content.contains(UInt8(ascii: "\r")) else { return nil }
        return unescape(content, hashes: hashes, allowsContinuation: false)
    }

    /// The content of a multi-line literal between its delimiters, indentation stripped and
    /// lines joined by line feeds; `nil` if text follows the opening delimiter on its line or a
    /// line is indented less than the closing delimiter.
    private static func multilineContent(_ inner: [UInt8]) -> [UInt8]? {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index < inner.count {
            if inner[index] == UInt8(ascii: "\n") || inner[index] == UInt8(ascii: "\r") {
                lines.append(inner[start..<index])
                if inner[index] == UInt8(ascii: "\r"), index + 1 < inner.count, inner[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(inner[start..<inner.count])
        // The first line is what follows the opening delimiter: blank. The last is the closing
        // delimiter's indentation.
        guard lines.count >= 2, lines.first!.allSatisfy(isSpace), lines.last!.allSatisfy(isSpace) else { return nil }
        let indentation = Array(lines.removeLast())
        lines.removeFirst()
        var content: [UInt8] = []
        for (offset, line) in lines.enumerated() {
            if offset > 0 { content.append(UInt8(ascii: "\n")) }
            if line.starts(with: indentation) {
                content.append(contentsOf: line.dropFirst(indentation.count))
            } else if line.allSatisfy(isSpace), indentation.starts(with: line) {
                continue  // A blank line indented less than the literal: an empty line.
            } else {
                return nil
            }
        }
        return content
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// Decodes escapes introduced by a backslash and `hashes` `#`s.
    private static func unescape(_ content: [UInt8], hashes: Int, allowsContinuation: Bool) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var index = 0
        func isIntroducer(at index: Int) -> Bool {
            guard content[index] == UInt8(ascii: "\\"), index + hashes < content.count else { return false }
            for offset in 0..<hashes where content[index + 1 + offset] != UInt8(ascii: "#") { return false }
            return true
        }
        while index < content.count {
            guard isIntroducer(at: index) else {
                output.append(content[index])
                index += 1
                continue
            }
            index += 1 + hashes
            guard index < content.count else { return nil }
            let code = content[index]
            index += 1
            switch code {
            case UInt8(ascii: "0"): output.append(0)
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): output.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "n"): output.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): output.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "'"): output.append(UInt8(ascii: "'"))
            case UInt8(ascii: "("): return nil  // An interpolation.
            case UInt8(ascii: "u"):
                guard index < content.count, content[index] == UInt8(ascii: "{"),
                      let close = content[index...].firstIndex(of: UInt8(ascii: "}")), close - index - 1 >= 1, close - index - 1 <= 8,
                      let value = UInt32(String(decoding: content[(index + 1)..<close], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(value)
                else { return nil }
                output.append(contentsOf: Array(String(scalar).utf8))
                index = close + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                // A line continuation: spaces, then the line break, which is dropped.
                guard allowsContinuation else { return nil }
                var probe = index - 1
                while probe < content.count, isSpace(content[probe]) { probe += 1 }
                guard probe < content.count, content[probe] == UInt8(ascii: "\n") else { return nil }
                index = probe + 1
            default:
                return nil
            }
        }
        return String(validatingUTF8: output)
    }
}

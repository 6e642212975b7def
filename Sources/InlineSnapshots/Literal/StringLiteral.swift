/// Writes text as a Swift string literal and reads literals back: the two halves that must
/// agree for an inline snapshot to hold exactly what was recorded.
package enum StringLiteral {
    /// The simplest multi-line literal that holds `text` exactly, as lines to put in a file.
    ///
    /// The literal is `"""` on a line of its own, the text's lines, and `"""` again, each line
    /// prefixed with `indentation` (lines with no text stay empty, with no trailing spaces). It
    /// is raw, with one `#` more than the text needs, when the text holds `"""` or a backslash,
    /// so that nothing inside needs escaping. Only what a source file cannot hold as it is is
    /// escaped: control characters other than tab (a carriage return among them: a literal's
    /// line breaks are always line feeds), and the characters that could reorder or hide text
    /// on screen (bidirectional controls, line and paragraph separators, U+FEFF).
    ///
    /// ```swift
    /// StringLiteral.multilineLines(for: "a\nb", indentation: "  ")
    /// // ["  \"\"\"", "  a", "  b", "  \"\"\""]
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text the literal must hold.
    ///   - indentation: Spaces or tabs before each line.
    /// - Returns: The literal's lines, without line breaks.
    package static func multilineLines(for text: String, indentation: String) -> [String] {
        let hashes = String(repeating: "#", count: hashCount(for: text))
        let escape = "\\" + hashes
        var lines = [indentation + hashes + "\"\"\""]
        var line = ""
        func endLine() {
            lines.append(line.isEmpty ? "" : indentation + line)
            line = ""
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                endLine()
            } else if needsEscape(scalar) {
                line += escape + (scalar == "\r" ? "r" : scalar == "\0" ? "0" : "u{\(String(scalar.value, radix: 16, uppercase: true))}")
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        endLine()
        lines.append(indentation + "\"\"\"" + hashes)
        return lines
    }

    /// How many `#` a literal of `text` needs: none without `"""` or a backslash; otherwise one
    /// more than the longest run of `#` after a `"""` or a backslash in it.
    static func hashCount(for text: String) -> Int {
        var needsRaw = false
        var longest = 0
        var quotes = 0
        var afterMarker = false  // Just after `"""` or `\`: counting `#`.
        var run = 0
        for scalar in text.unicodeScalars {
            if afterMarker, scalar == "#" {
                run += 1
                longest = max(longest, run)
                continue
            }
            afterMarker = false
            run = 0
            switch scalar {
            case "\\":
                needsRaw = true
                afterMarker = true
                quotes = 0
            case "\"":
                quotes += 1
                if quotes >= 3 {
                    needsRaw = true
                    afterMarker = true
                }
            default:
                quotes = 0
            }
        }
        return needsRaw ? longest + 1 : 0
    }

    /// Whether a literal writes `scalar` as an escape.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}

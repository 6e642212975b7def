extension String {
    /// The text with `&`, `<`, `>` and `"` as entities, for HTML and XML text and
    /// double-quoted attributes (CommonMark's HTML escapes exactly these); with
    /// `replacingInvalidXML`, what XML cannot hold at all (C0 controls, DEL, U+FFFE and U+FFFF)
    /// becomes the pictures `terminalSafe` uses, or U+FFFD.
    package func markupEscaped(replacingInvalidXML: Bool = false) -> String {
        let needsWork = utf8.contains { byte in
            byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || (replacingInvalidXML && (byte < 0x20 || byte == 0x7F || byte == 0xEF))
        }
        guard needsWork else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case _ where replacingInvalidXML && scalar.value < 0x20: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case "\u{7F}" where replacingInvalidXML: result += "\u{2421}"
            case "\u{FFFE}" where replacingInvalidXML, "\u{FFFF}" where replacingInvalidXML: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// The text with everything that could control a terminal made inert, keeping line feeds
    /// (LF, and CR LF) for callers that split lines.
    ///
    /// Text from data is untrusted: a user name can carry an escape sequence that clears the
    /// screen (`ESC [2J`), opens a hyperlink (OSC 8) or writes the clipboard (OSC 52), and a code
    /// comment can carry bidi overrides that show a line in another order than the one that runs
    /// ("Trojan Source", CVE-2021-42574). This property:
    ///
    /// - shows C0 controls other than LF and CR as Control Pictures: ESC as `␛`, BEL as `␇`,
    ///   NUL as `␀`, TAB as `␉`, and DEL as `␡`;
    /// - shows a carriage return that does not start a CR LF pair as `␍`: printed as it is, a
    ///   lone CR sends the cursor back to the start of the line, and what follows overwrites
    ///   what came before (`"ok\rFAILED"` would show only `FAILED`);
    /// - replaces C1 controls (U+0080–U+009F, including the one-byte CSI U+009B and NEL) with
    ///   U+FFFD `�`;
    /// - removes the bidi embedding, override and isolate controls (U+202A–U+202E,
    ///   U+2066–U+2069), so a line always shows in the order it is stored. Implicit marks
    ///   (LRM, RLM, ALM) stay: they cannot reorder a line beyond their neighbours.
    ///
    /// `Canvas.draw` applies the same rules, and also shows LF and CR as `␊` and `␍`, so nothing
    /// drawn can escape its cells. Text without anything to change is returned as it is.
    ///
    /// Callers that split the result into lines may split at LF and CR LF; after this property
    /// no other CR is left to split at.
    ///
    /// ```swift
    /// "\u{1B}[2Jhi".terminalSafe        // "␛[2Jhi"
    /// "a\u{202E}cba".terminalSafe       // "acba"
    /// ```
    ///
    /// - Complexity: O(*n*); one pass over the UTF-8 bytes when nothing needs changing.
    public var terminalSafe: String {
        TerminalSafety.sanitize(self[...], keepingLineBreaks: true) ?? self
    }

    /// The text made terminal-safe and kept to one line: as `terminalSafe`, with LF, CR, LINE
    /// SEPARATOR and PARAGRAPH SEPARATOR shown as `␊`, `␍` and `␤`. This is the text
    /// `Canvas.draw` draws, so it measures as it is drawn: for titles, cells and messages that
    /// must stay on their line.
    ///
    /// ```swift
    /// "a\rb\nc".terminalSafeLine      // "a␍b␊c"
    /// ```
    public var terminalSafeLine: String {
        TerminalSafety.sanitize(self[...], keepingLineBreaks: false) ?? self
    }
}

extension Substring {
    /// The text with everything that could control a terminal made inert; see
    /// `String.terminalSafe`.
    public var terminalSafe: String {
        TerminalSafety.sanitize(self, keepingLineBreaks: true) ?? String(self)
    }

    /// The text made terminal-safe and kept to one line; see `String.terminalSafeLine`.
    public var terminalSafeLine: String {
        TerminalSafety.sanitize(self, keepingLineBreaks: false) ?? String(self)
    }
}

/// The rules of `terminalSafe`.
enum TerminalSafety {
    /// The sanitised text, or `nil` when `text` needs no change.
    ///
    /// - Parameter keepingLineBreaks: Keep LF and the CR of CR LF (for callers that split
    ///   lines); otherwise show them, and LINE SEPARATOR and PARAGRAPH SEPARATOR, as pictures.
    ///   A lone CR is always shown as `␍`.
    static func sanitize(_ text: Substring, keepingLineBreaks: Bool) -> String? {
        let needsWork = text.withUTF8Bytes { bytes, _ in
            containsUnsafeBytes(bytes, keepingLineBreaks: keepingLineBreaks)
        }
        guard needsWork else { return nil }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            if scalar.value == 0x0D, keepingLineBreaks, next?.value != 0x0A {
                result.append(Unicode.Scalar(0x240D)!)  // ␍: a lone CR would overwrite its line
            } else if let replacement = replacement(for: scalar, keepingLineBreaks: keepingLineBreaks) {
                if let replacement { result.append(replacement) }
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// What `scalar` becomes: `nil` to keep it, `.some(nil)` to remove it, or a replacement.
    @inline(__always)
    static func replacement(for scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Unicode.Scalar?? {
        switch scalar.value {
        case 0x0A, 0x0D:
            // `.none` (keep) spelled out: a bare `nil` here would convert to `.some(nil)`, remove.
            if keepingLineBreaks { return .none }
            return Unicode.Scalar(0x2400 + scalar.value)
        case 0x00..<0x20:
            return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F:
            return Unicode.Scalar(0x2421)  // ␡
        case 0x80..<0xA0:
            return Unicode.Scalar(0xFFFD)
        case 0x202A...0x202E, 0x2066...0x2069:
            return .some(nil)
        case 0x2028, 0x2029:
            if keepingLineBreaks { return .none }
            return Unicode.Scalar(0x2424)  // ␤
        default:
            return nil
        }
    }

    /// Whether the UTF-8 bytes hold anything `sanitize` changes.
    static func containsUnsafeBytes(_ bytes: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x20 {
                if !keepingLineBreaks || (byte != 0x0A && byte != 0x0D) { return true }
                // A CR is kept only before an LF.
                if byte == 0x0D, index + 1 == count || bytes[index + 1] != 0x0A { return true }
            } else if byte == 0x7F {
                return true
            } else if byte == 0xC2, index + 1 < count, bytes[index + 1] < 0xA0 {
                return true  // U+0080–U+009F
            } else if byte == 0xE2, index + 2 < count {
                let second = bytes[index + 1]
                let third = bytes[index + 2]
                if second == 0x80, (0xAA...0xAE).contains(third) { return true }  // U+202A–U+202E
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }  // U+2066–U+2069
                if !keepingLineBreaks, second == 0x80, third == 0xA8 || third == 0xA9 { return true }
            }
            index += 1
        }
        return false
    }
}

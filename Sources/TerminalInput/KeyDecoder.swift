/// Turns the bytes a terminal sends into key presses: UTF-8 text, control characters, and the
/// escape sequences of arrows, Home, End, Page Up/Down, Delete and Shift-Tab (CSI and SS3
/// forms, ECMA-48), with bracketed paste.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[Aq".utf8))   // [.up, .character("q")]
/// decoder.decode([0x1B])                     // []: the start of a sequence, or Escape?
/// decoder.flush()                            // [.escape]: no more bytes came
/// ```
///
/// Escape is ambiguous: the byte `ESC` starts every sequence. The decoder keeps a trailing
/// `ESC` pending until more bytes come; the caller calls `flush()` when the input pauses (the
/// terminal runtime waits 25 ms), and a lone `ESC` becomes `.escape`. `ESC` followed by a
/// printable character (what terminals send for Alt and a key) is Escape, then that key.
///
/// Sequences the decoder does not know (function keys, mouse reports, focus events) are read
/// to their end and dropped, never shown as text. A control sequence with more than
/// `sequenceLimit` parameter and intermediate bytes is not one a terminal sends: it is dropped
/// whole, up to and including its final byte, without holding the bytes back. Invalid UTF-8 is
/// dropped.
///
/// Pasted text (between `ESC [200~` and `ESC [201~`) comes as `Key.paste` keys, one for each
/// run of pasted text that arrives together, never as key presses: pasting `edddq` over a list
/// types text (into the focused field, if any) and presses no command key, however long the
/// paste. Its control characters (a newline included) are dropped and its escape sequences
/// ignored, so that a paste cannot press Enter or Escape. Only Ctrl-C stays Ctrl-C, so that the
/// user can always quit. A paste ends at `ESC [201~`, or at `flush()` (the runtime calls it
/// when the input pauses mid-paste, so that a lost `ESC [201~` cannot swallow the keyboard).
///
/// - Complexity: Linear in the bytes decoded, however they are split into calls: at most a
///   sequence's few bytes are held back and read again.
public struct KeyDecoder: Sendable {
    /// The most parameter and intermediate bytes a control sequence may have.
    package static let sequenceLimit = 64

    private var pending: [UInt8] = []
    /// Whether the bytes come from a paste (after `ESC [200~`).
    public private(set) var isPasting = false
    /// Whether an overlong control sequence is being dropped, up to its final byte.
    private var isDroppingSequence = false
    /// A CR was the last byte: a following LF belongs to it (one Enter for CRLF).
    private var lastWasCarriageReturn = false

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes are held back, waiting for the rest of a sequence or character.
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// Decodes `bytes` after whatever was pending.
    ///
    /// - Returns: The keys completed by these bytes, in order.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decodePending(isFinal: false)
    }

    /// Decodes what is pending as if no more bytes will come: a lone `ESC` is Escape, an
    /// unfinished sequence or character is dropped, and a paste ends.
    public mutating func flush() -> [Key] {
        let keys = decodePending(isFinal: true)
        isPasting = false
        isDroppingSequence = false
        return keys
    }

    private mutating func decodePending(isFinal: Bool) -> [Key] {
        var keys: [Key] = []
        // Pasted characters, gathered into one `.paste` key.
        var pasted = ""
        var index = 0
        while index < pending.count {
            let wasPasting = isPasting
            guard let (consumed, key) = step(at: index, isFinal: isFinal) else { break }
            lastWasCarriageReturn = consumed == 1 && pending[index] == 0x0D
            index += consumed
            if wasPasting, let character = key?.character {
                pasted.unicodeScalars.append(contentsOf: character.unicodeScalars)
                continue
            }
            if !pasted.isEmpty, key != nil || !isPasting {
                keys.append(.paste(pasted))
                pasted = ""
            }
            if let key { keys.append(key) }
        }
        if !pasted.isEmpty { keys.append(.paste(pasted)) }
        if isFinal {
            pending.removeAll()
        } else {
            pending.removeFirst(index)
        }
        return keys
    }

    /// Decodes one key (or nothing, for dropped input) at `index`.
    ///
    /// - Returns: The bytes consumed and the key, or `nil` when more bytes are needed.
    private mutating func step(at index: Int, isFinal: Bool) -> (Int, Key?)? {
        let byte = pending[index]
        if isDroppingSequence {
            switch byte {
            case 0x20...0x3F:
                return (1, nil)
            case 0x40...0x7E:
                isDroppingSequence = false
                return (1, nil)
            default:
                // Not part of a sequence: the sequence ended without a final byte.
                isDroppingSequence = false
            }
        }
        if byte == 0x1B {
            return escapeSequence(at: index, isFinal: isFinal)
        }
        if isPasting {
            if byte == 0x03 { return (1, .control("c")) }
            if byte < 0x20 || byte == 0x7F { return (1, nil) }
            return utf8Character(at: index, isFinal: isFinal)
        }
        switch byte {
        case 0x0D:
            return (1, .enter)
        case 0x0A:
            return (1, lastWasCarriageReturn ? nil : .enter)
        case 0x09:
            return (1, .tab)
        case 0x7F, 0x08:
            return (1, .backspace)
        case 0x01...0x1A:
            return (1, .control(Character(Unicode.Scalar(byte + 0x60))))
        case 0x00, 0x1C...0x1F:
            return (1, nil)
        default:
            return utf8Character(at: index, isFinal: isFinal)
        }
    }

    /// An escape sequence, Escape alone, or Escape and the key after it.
    private mutating func escapeSequence(at index: Int, isFinal: Bool) -> (Int, Key?)? {
        guard index + 1 < pending.count else {
            return isFinal ? (1, isPasting ? nil : .escape) : nil
        }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return controlSequence(at: index, isFinal: isFinal)
        case UInt8(ascii: "O"):
            // SS3: one final byte.
            guard index + 2 < pending.count else { return isFinal ? (2, nil) : nil }
            let key: Key? = switch pending[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter
            default: nil
            }
            return (3, isPasting ? nil : key)
        default:
            // Escape on its own, then whatever follows (Alt and a key, or a second Escape).
            return (1, isPasting ? nil : .escape)
        }
    }

    /// `ESC [` parameters, intermediates and a final byte (ECMA-48 5.4).
    private mutating func controlSequence(at index: Int, isFinal: Bool) -> (Int, Key?)? {
        let start = index + 2
        var end = start
        // Read one byte past the limit at most: enough to know the sequence is overlong.
        while end < pending.count, end - start <= Self.sequenceLimit, (0x30...0x3F).contains(pending[end]) { end += 1 }
        let parameters = pending[start..<end]
        while end < pending.count, end - start <= Self.sequenceLimit, (0x20...0x2F).contains(pending[end]) { end += 1 }
        if end - start > Self.sequenceLimit {
            // Overlong: drop what is here, and the rest as it comes.
            isDroppingSequence = true
            return (end - index, nil)
        }
        guard end < pending.count else {
            // Unfinished: wait for the rest, or drop it at the end of the input.
            return isFinal ? (pending.count - index, nil) : nil
        }
        let final = pending[end]
        let length = end - index + 1
        guard (0x40...0x7E).contains(final) else {
            // Not a valid sequence: drop the introducer and read on.
            return (2, nil)
        }
        let firstParameter = Int(String(decoding: parameters.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self))
        if final == UInt8(ascii: "~") {
            switch firstParameter {
            case 200:
                isPasting = true
                return (length, nil)
            case 201:
                isPasting = false
                return (length, nil)
            default:
                break
            }
        }
        guard !isPasting else { return (length, nil) }
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "~"):
            switch firstParameter {
            case 1, 7: key = .home
            case 4, 8: key = .end
            case 3: key = .delete
            case 5: key = .pageUp
            case 6: key = .pageDown
            default: key = nil
            }
        default:
            key = nil
        }
        // Private sequences (`ESC [ <`, `ESC [ ?`: mouse reports, replies) are never keys.
        if let first = parameters.first, (0x3C...0x3F).contains(first) { return (length, nil) }
        return (length, key)
    }

    /// One UTF-8 encoded scalar as a character key; C1 controls and invalid bytes are dropped.
    private func utf8Character(at index: Int, isFinal: Bool) -> (Int, Key?)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: length = 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (1, nil)
        }
        guard index + length <= pending.count else {
            // Wait for the rest, unless a byte already there cannot continue the character.
            for offset in 1..<(pending.count - index) where pending[index + offset] & 0xC0 != 0x80 {
                return (1, nil)
            }
            return isFinal ? (pending.count - index, nil) : nil
        }
        let bytes = pending[index..<(index + length)]
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return (1, nil)
        }
        if scalar.properties.generalCategory == .control { return (length, nil) }
        return (length, .character(Character(scalar)))
    }
}

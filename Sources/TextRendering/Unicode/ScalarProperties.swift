/// The properties of one Unicode scalar that TextRendering needs, packed into 16 bits by
/// `Scripts/generate-unicode-tables.py`.
///
/// Layout: bits 0–5 line break class (after rule LB1), bits 6–7 width class, bit 8
/// Extended_Pictographic, bit 9 unassigned in the tables' Unicode version, bit 10 East Asian
/// (East_Asian_Width F, W or H, as rule LB30 uses it), bits 11–12 conservative grapheme-cluster hints
/// (a boundary certainly lies between A and B when B lacks "may join previous" and A lacks "may
/// join next").
package struct ScalarProperties: Sendable, Equatable {
    package let rawValue: UInt16

    @inline(__always)
    package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The properties of `scalar`.
    @inline(__always)
    package init(_ scalar: Unicode.Scalar) {
        self = UnicodeTables.shared.properties(of: scalar.value)
    }

    /// The resolved UAX #14 line break class.
    @inline(__always)
    package var lineBreakClass: LineBreakClass {
        // The generator only writes valid raw values.
        LineBreakClass(rawValue: UInt8(truncatingIfNeeded: rawValue & 0x3F))!
    }

    /// How many cells the scalar takes when it starts a grapheme cluster.
    @inline(__always)
    package var widthClass: WidthClass {
        WidthClass(rawValue: UInt8(truncatingIfNeeded: (rawValue >> 6) & 0x3))
    }

    @inline(__always)
    package var isExtendedPictographic: Bool { rawValue & (1 << 8) != 0 }

    /// The scalar is unassigned in the tables' Unicode version (it may be assigned in the
    /// standard library's newer one).
    @inline(__always)
    package var isUnassigned: Bool { rawValue & (1 << 9) != 0 }

    /// East_Asian_Width is Fullwidth, Wide or Halfwidth.
    @inline(__always)
    package var isEastAsian: Bool { rawValue & (1 << 10) != 0 }

    /// The scalar may continue the grapheme cluster before it (extending marks, ZWJ, spacing
    /// marks, Hangul V/T/LV/LVT, regional indicators, LF, anything unassigned).
    @inline(__always)
    package var mayJoinPrevious: Bool { rawValue & (1 << 11) != 0 }

    /// The scalar may be continued by the scalar after it (prepend, ZWJ, CR, Hangul jamo and
    /// syllables, regional indicators, extending marks, anything unassigned).
    @inline(__always)
    package var mayJoinNext: Bool { rawValue & (1 << 12) != 0 }
}

/// The width class of a scalar: zero, narrow, wide, or ambiguous (narrow or wide by profile).
package struct WidthClass: Sendable, Equatable {
    package let rawValue: UInt8

    @inline(__always)
    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let zero = WidthClass(rawValue: 0)
    package static let narrow = WidthClass(rawValue: 1)
    package static let wide = WidthClass(rawValue: 2)
    package static let ambiguous = WidthClass(rawValue: 3)
}

/// The decoded two-stage property table.
///
/// The stages live in memory allocated once and never freed, so that copies of the table
/// (every scanner and breaker holds one) cost no reference counting on the hot paths.
package struct UnicodeTables: @unchecked Sendable {
    // @unchecked Sendable: the buffers are written once, in `init`, before `shared` is
    // published, and only read afterwards; they are never freed.

    /// The table, decoded once on first use.
    package static let shared = UnicodeTables()

    private let stage1: UnsafeBufferPointer<UInt16>
    private let stage2: UnsafeBufferPointer<UInt16>

    private init() {
        let first = Self.decodeUInt16s(base64: Self.stage1Base64)
        let second = Self.decodeUInt16s(base64: Self.stage2Base64)
        precondition(first.count == 0x110000 / Self.blockSize, "corrupt generated Unicode table (stage 1)")
        precondition(second.count % Self.blockSize == 0, "corrupt generated Unicode table (stage 2)")
        stage1 = Self.permanentCopy(of: first)
        stage2 = Self.permanentCopy(of: second)
    }

    /// `values` in memory that is never freed.
    private static func permanentCopy(of values: [UInt16]) -> UnsafeBufferPointer<UInt16> {
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: values.count)
        _ = buffer.initialize(from: values)
        return UnsafeBufferPointer(buffer)
    }

    /// The packed properties of the code point `value` (which must be at most U+10FFFF).
    @inline(__always)
    package func properties(of value: UInt32) -> ScalarProperties {
        let block = Int(truncatingIfNeeded: stage1[Int(truncatingIfNeeded: value >> 8)])
        return ScalarProperties(rawValue: stage2[block &<< 8 | Int(truncatingIfNeeded: value & 0xFF)])
    }

    /// Decodes little-endian UInt16 values from base64 text; line breaks in the text are skipped.
    /// Byte by byte over the text's UTF-8, each sextet into a bit buffer (on every first use:
    /// through arrays of sextets and of bytes it took 13 M instructions).
    private static func decodeUInt16s(base64 text: String) -> [UInt16] {
        var text = text
        return text.withUTF8 { utf8 in
            var values: [UInt16] = []
            values.reserveCapacity(utf8.count * 3 / 8)
            var bits: UInt32 = 0
            var bitCount = 0
            var low: UInt8?
            for byte in utf8 {
                let sextet: UInt8
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = byte - UInt8(ascii: "A")
                case UInt8(ascii: "a")...UInt8(ascii: "z"): sextet = byte - UInt8(ascii: "a") + 26
                case UInt8(ascii: "0")...UInt8(ascii: "9"): sextet = byte - UInt8(ascii: "0") + 52
                case UInt8(ascii: "+"): sextet = 62
                case UInt8(ascii: "/"): sextet = 63
                case UInt8(ascii: "="), UInt8(ascii: "\n"): continue
                default: preconditionFailure("corrupt generated Unicode table: byte \(byte) is not base64")
                }
                bits = bits << 6 | UInt32(sextet)
                bitCount += 6
                guard bitCount >= 8 else { continue }
                bitCount -= 8
                let decoded = UInt8(truncatingIfNeeded: bits >> UInt32(bitCount))
                if let first = low {
                    values.append(UInt16(first) | UInt16(decoded) << 8)
                    low = nil
                } else {
                    low = decoded
                }
            }
            return values
        }
    }
}

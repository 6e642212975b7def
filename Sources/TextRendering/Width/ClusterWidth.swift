/// The measuring rules behind `displayWidth`, over UTF-8 bytes. See `Character.displayWidth` for
/// the policy in prose.
enum ClusterWidth {
    /// The width of one scalar that starts a grapheme cluster.
    @inline(__always)
    static func ofScalar(_ value: UInt32, _ properties: ScalarProperties, ambiguousCells: Int) -> Int {
        if value < 0x80 {
            return value >= 0x20 && value < 0x7F ? 1 : 0
        }
        let widthClass = properties.widthClass
        if properties.isUnassigned && widthClass != .wide {
            return ofScalarNewerThanTables(value)
        }
        switch widthClass {
        case .zero: return 0
        case .narrow: return 1
        case .wide: return 2
        default: return ambiguousCells
        }
    }

    /// A scalar unassigned in the generated tables may be assigned in the standard library's
    /// newer Unicode data: ask it, so that new emoji and marks measure right.
    private static func ofScalarNewerThanTables(_ value: UInt32) -> Int {
        guard let scalar = Unicode.Scalar(value) else { return 1 }
        let properties = scalar.properties
        if properties.isEmojiPresentation { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return properties.isDefaultIgnorableCodePoint ? 0 : 1
        }
    }

    /// The width of the grapheme cluster in `bytes[start..<end]`.
    static func ofCluster(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
        ambiguousCells: Int, table: UnicodeTables
    ) -> Int {
        let (first, firstLength) = decodeScalar(bytes, at: start)
        let firstProperties = table.properties(of: first)
        var width = ofScalar(first, firstProperties, ambiguousCells: ambiguousCells)
        var index = start + firstLength
        if index >= end { return width }

        var hasBase = width > 0
        var isEmoji = false
        var isText = false
        var previous = first
        var position = 1
        while index < end {
            let (value, length) = decodeScalar(bytes, at: index)
            switch value {
            case 0xFE0F:  // VARIATION SELECTOR-16: emoji presentation
                if position == 1, isEmojiCapable(first, firstProperties) { isEmoji = true }
            case 0xFE0E:  // VARIATION SELECTOR-15: text presentation
                if position == 1 { isText = true }
            case 0x20E3:  // COMBINING ENCLOSING KEYCAP
                if first == 0x23 || first == 0x2A || (0x30...0x39).contains(first) { isEmoji = true }
            case 0x1F3FB...0x1F3FF:  // emoji modifiers (skin tones)
                if position == 1, Unicode.Scalar(first)?.properties.isEmojiModifierBase == true { isEmoji = true }
            case 0x1F1E6...0x1F1FF:  // regional indicators: a pair is a flag
                if position == 1, (0x1F1E6...0x1F1FF).contains(first) { isEmoji = true }
            case 0xE0020...0xE007F:  // tag sequences (subdivision flags)
                if firstProperties.isExtendedPictographic { isEmoji = true }
            default:
                let properties = table.properties(of: value)
                if previous == 0x200D, properties.isExtendedPictographic, firstProperties.isExtendedPictographic {
                    isEmoji = true
                }
                if !hasBase {
                    let scalarWidth = ofScalar(value, properties, ambiguousCells: ambiguousCells)
                    if scalarWidth > 0 {
                        width = scalarWidth
                        hasBase = true
                    }
                }
            }
            previous = value
            position += 1
            index += length
        }
        if isEmoji { return 2 }
        if isText, isEmojiCapable(first, firstProperties) { return 1 }
        return width
    }

    @inline(__always)
    private static func isEmojiCapable(_ value: UInt32, _ properties: ScalarProperties) -> Bool {
        properties.isExtendedPictographic || Unicode.Scalar(value)?.properties.isEmoji == true
    }

    /// The width of a whole text, whose UTF-8 bytes are `bytes`.
    static func ofText(_ bytes: UnsafeBufferPointer<UInt8>, ambiguousCells: Int) -> Int {
        ofText(bytes, from: 0, to: bytes.count, ambiguousCells: ambiguousCells)
    }

    /// The width of `bytes[start..<end]`, a range of a text between cluster boundaries.
    static func ofRange(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, ambiguousCells: Int) -> Int {
        ofASCII(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            ?? ofText(bytes, from: start, to: end, ambiguousCells: ambiguousCells)
    }

    private static func ofText(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, ambiguousCells: Int
    ) -> Int {
        var width = 0
        var scanner = GraphemeScanner(bytes: bytes, from: start, to: end)
        let table = scanner.table
        while let cluster = scanner.nextInlinedASCII() {
            width &+= of(cluster, in: bytes, ambiguousCells: ambiguousCells, table: table)
        }
        return width
    }

    /// The width of a cluster a `GraphemeScanner` of `bytes` handed out.
    @inline(__always)
    static func of(
        _ cluster: GraphemeScanner.Cluster, in bytes: UnsafeBufferPointer<UInt8>, ambiguousCells: Int, table: UnicodeTables
    ) -> Int {
        cluster.isSingleScalar
            ? ofScalar(cluster.firstScalar, cluster.firstProperties, ambiguousCells: ambiguousCells)
            : ofCluster(bytes, from: cluster.start, to: cluster.end, ambiguousCells: ambiguousCells, table: table)
    }

    /// The width of plain ASCII bytes, or `nil` as soon as a non-ASCII byte turns up.
    ///
    /// Eight bytes at a time: printable ASCII is one cell, controls (below 0x20) and DEL none.
    @inline(__always)
    static func ofASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lowSeven: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var controls = 0
        var index = 0
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word & highBits != 0 { return nil }
            // Bytes below 0x20: adding 0x60 leaves their high bit clear.
            let belowSpace = ~(word &+ 0x6060_6060_6060_6060) & highBits
            // DEL: bytes equal to 0x7F become zero after the XOR.
            let flipped = word ^ lowSeven
            let isDelete = ~(((flipped & lowSeven) &+ lowSeven) | flipped) & highBits
            controls &+= (belowSpace | isDelete).nonzeroBitCount
            index &+= 8
        }
        while index < count {
            let byte = base[index]
            if byte >= 0x80 { return nil }
            if byte < 0x20 || byte == 0x7F { controls &+= 1 }
            index &+= 1
        }
        return count - controls
    }
}

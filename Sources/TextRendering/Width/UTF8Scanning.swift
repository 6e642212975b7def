/// Decodes the Unicode scalar that starts at byte `index` of valid UTF-8 (a `String`'s storage).
///
/// - Returns: The scalar value and the number of bytes it takes.
@inline(__always)
func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 {
        return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1]) & 0x3F, 2)
    }
    if lead < 0xF0 {
        return ((lead & 0x0F) << 12 | (UInt32(bytes[index + 1]) & 0x3F) << 6 | UInt32(bytes[index + 2]) & 0x3F, 3)
    }
    return (
        (lead & 0x07) << 18 | (UInt32(bytes[index + 1]) & 0x3F) << 12
            | (UInt32(bytes[index + 2]) & 0x3F) << 6 | UInt32(bytes[index + 3]) & 0x3F,
        4
    )
}

extension Substring {
    /// Calls `body` with the text's UTF-8 bytes, copying them only when the storage is not
    /// contiguous (bridged strings on Apple platforms).
    @inline(__always)
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>, Substring) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable({ body($0, self) }) {
            return result
        }
        var copy = String(self)
        copy.makeContiguousUTF8()
        let contiguous = copy[...]
        return copy.withUTF8 { body($0, contiguous) }
    }

    /// The index `offset` UTF-8 bytes after `startIndex`; O(1) for native strings.
    @inline(__always)
    func indexAfterUTF8(offset: Int) -> String.Index {
        utf8.index(utf8.startIndex, offsetBy: offset)
    }
}

/// Walks the grapheme clusters of a text's UTF-8 bytes as (start, end) byte offsets, as cheaply
/// as possible.
///
/// Plain ASCII never pays for segmentation. Elsewhere a boundary is taken as certain when the
/// generated grapheme hints on both sides allow it; only where a scalar may join its neighbour
/// does the standard library's segmentation (`index(after:)`) decide, so the clusters are always
/// exactly the text's `Character`s.
struct GraphemeScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let text: Substring
    let table = UnicodeTables.shared
    private(set) var offset: Int
    /// Where scanning stops: a cluster boundary of the text.
    let end: Int

    /// A scanner over all of `text`, whose UTF-8 is `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, text: Substring) {
        self.init(bytes: bytes, text: text, from: 0, to: bytes.count)
    }

    /// A scanner over `bytes[start..<end]`, both cluster boundaries of `text`.
    init(bytes: UnsafeBufferPointer<UInt8>, text: Substring, from start: Int, to end: Int) {
        self.bytes = bytes
        self.text = text
        self.offset = start
        self.end = end
    }

    /// The next cluster: its byte range, and its first scalar and that scalar's properties when
    /// the cluster is that scalar alone (`isSingleScalar`).
    struct Cluster {
        var start: Int
        var end: Int
        var firstScalar: UInt32
        var firstProperties: ScalarProperties
        var isSingleScalar: Bool
    }

    @inline(__always)
    mutating func next() -> Cluster? {
        let count = bytes.count
        let start = offset
        guard start < end else { return nil }
        let lead = bytes[start]
        if lead < 0x80, start + 1 == count || bytes[start + 1] < 0x80 {
            offset = start + 1
            return Cluster(
                start: start, end: start + 1, firstScalar: UInt32(lead),
                firstProperties: ScalarProperties(rawValue: 0), isSingleScalar: true)
        }
        let (value, length) = decodeScalar(bytes, at: start)
        let properties = table.properties(of: value)
        let next = start + length
        if next == count {
            offset = next
            return Cluster(start: start, end: next, firstScalar: value, firstProperties: properties, isSingleScalar: true)
        }
        if !properties.mayJoinNext {
            let following = bytes[next]
            // An ASCII scalar other than LF never joins the cluster before it.
            let certain = following < 0x80
                ? following != 0x0A
                : !table.properties(of: decodeScalar(bytes, at: next).value).mayJoinPrevious
            if certain {
                offset = next
                return Cluster(start: start, end: next, firstScalar: value, firstProperties: properties, isSingleScalar: true)
            }
        }
        let startIndex = text.indexAfterUTF8(offset: start)
        let endIndex = text.index(after: startIndex)
        let clusterEnd = min(end, start + text.utf8.distance(from: startIndex, to: endIndex))
        offset = clusterEnd
        return Cluster(start: start, end: clusterEnd, firstScalar: value, firstProperties: properties, isSingleScalar: clusterEnd == next)
    }
}

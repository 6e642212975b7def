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
/// generated grapheme hints on both sides allow it, as `ClusterRun.isCertainBoundary(between:and:)`
/// reads them (so that two Hangul syllables are never segmented). Where a scalar may join its
/// neighbour, the run of bytes up to the next certain boundary is copied into a string of its
/// own and the standard library segments it once; the scanner then hands out that run's
/// clusters. A run starts and ends at true boundaries, so its clusters are exactly the text's
/// `Character`s, and no byte is segmented twice: O(*n*) even over a long row of flags.
struct GraphemeScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let table = UnicodeTables.shared
    private(set) var offset: Int
    /// Where scanning stops: a cluster boundary of the text.
    let end: Int
    /// The ends of the clusters of the current run that are not handed out yet.
    private var runEnds: [Int] = []
    private var runIndex = 0
    /// Runs segmented before, for a caller that scans many texts of the same words.
    private let cache: ClusterRunCache?

    /// A scanner over all of `bytes`, the UTF-8 of a text, that looks up the runs it must
    /// segment in `cache` first.
    init(bytes: UnsafeBufferPointer<UInt8>, cache: ClusterRunCache? = nil) {
        self.init(bytes: bytes, from: 0, to: bytes.count, cache: cache)
    }

    /// A scanner over `bytes[start..<end]`, both cluster boundaries of the text.
    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, cache: ClusterRunCache? = nil) {
        self.bytes = bytes
        self.offset = start
        self.end = end
        self.cache = cache
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

    /// The next cluster when it is one ASCII byte alone (the byte after it is ASCII too, or
    /// there is none): small enough to inline where `next()` is not, for loops over mostly
    /// ASCII text; `nil` leaves the scanner where it was, for `next()`.
    @inline(__always)
    mutating func nextASCII() -> UInt8? {
        let start = offset
        guard start < end, runIndex == runEnds.count else { return nil }
        let lead = bytes[start]
        guard lead < 0x80, start + 1 == end || bytes[start + 1] < 0x80 else { return nil }
        offset = start + 1
        return lead
    }

    /// `next()`, with its one-ASCII-byte case inlined where it is called: `next()` itself is
    /// a call, a cost loops over mostly ASCII text pay at every byte.
    @inline(__always)
    mutating func nextInlinedASCII() -> Cluster? {
        if let byte = nextASCII() {
            return Cluster(
                start: offset &- 1, end: offset, firstScalar: UInt32(byte), firstProperties: ScalarProperties(rawValue: 0), isSingleScalar: true)
        }
        return next()
    }

    @inline(__always)
    mutating func next() -> Cluster? {
        let start = offset
        guard start < end else { return nil }
        let lead = bytes[start]
        if runIndex == runEnds.count, lead < 0x80, start + 1 == end || bytes[start + 1] < 0x80 {
            offset = start + 1
            return Cluster(
                start: start, end: start + 1, firstScalar: UInt32(lead),
                firstProperties: ScalarProperties(rawValue: 0), isSingleScalar: true)
        }
        let (value, length) = decodeScalar(bytes, at: start)
        let properties = table.properties(of: value)
        let next = start + length
        if runIndex < runEnds.count {
            let clusterEnd = runEnds[runIndex]
            runIndex += 1
            offset = clusterEnd
            return Cluster(start: start, end: clusterEnd, firstScalar: value, firstProperties: properties, isSingleScalar: clusterEnd == next)
        }
        if next == end || isCertainBoundary(after: properties, at: next) {
            offset = next
            return Cluster(start: start, end: next, firstScalar: value, firstProperties: properties, isSingleScalar: true)
        }
        segmentRun(from: start, firstScalarEnd: next, firstProperties: properties)
        return self.next()
    }

    /// Whether a cluster boundary certainly lies between a scalar with `properties` and the one
    /// at byte `position` (see `ClusterRun.isCertainBoundary(between:and:)`).
    @inline(__always)
    private func isCertainBoundary(after properties: ScalarProperties, at position: Int) -> Bool {
        ClusterRun.isCertainBoundary(between: properties, and: table.properties(of: decodeScalar(bytes, at: position).value))
    }

    /// Segments the run from `start` to the next certain boundary (or `end`) and queues its
    /// cluster ends.
    private mutating func segmentRun(from start: Int, firstScalarEnd: Int, firstProperties: ScalarProperties) {
        var runEnd = firstScalarEnd
        var previous = firstProperties
        while runEnd < end {
            let (value, length) = decodeScalar(bytes, at: runEnd)
            let properties = table.properties(of: value)
            if ClusterRun.isCertainBoundary(between: previous, and: properties) { break }
            previous = properties
            runEnd += length
        }
        let runBytes = UnsafeBufferPointer(rebasing: bytes[start..<runEnd])
        runEnds.removeAll(keepingCapacity: true)
        runIndex = 0
        if let cache, let ends = cache.clusterEnds(of: runBytes) {
            var ends = ends
            while ends != 0 {
                runEnds.append(start + ends.trailingZeroBitCount + 1)
                ends &= ends - 1
            }
            return
        }
        let run = String(decoding: runBytes, as: UTF8.self)
        var position = start
        for character in run {
            position += character.utf8.count
            runEnds.append(position)
        }
        if let cache, runBytes.count <= ClusterRunCache.maximumLength {
            cache.keep(runBytes, clusterEnds: runEnds.reduce(UInt32(0)) { $0 | 1 << UInt32($1 - start - 1) })
        }
    }
}

/// The segmentations of short runs that `GraphemeScanner` handed to the standard library,
/// kept by their bytes: a table's cells and a document's words repeat the same joining
/// sequences (a letter and its accents, an emoji and its skin tone, a flag, an Indic
/// syllable), and making a string of each to segment it again costs more than the rest of
/// measuring it.
///
/// A run of at most `maximumLength` bytes is kept in one of a fixed number of slots, chosen by
/// a hash of its bytes; a run in a taken slot replaces it. A cache is for one thread: a caller
/// that measures side by side makes one per task.
package final class ClusterRunCache {
    /// The longest run kept: its cluster ends fit in a 32-bit mask.
    static let maximumLength = 32
    private static let slotCount = 256

    private struct Slot {
        var bytes: SIMD4<UInt64> = .zero
        /// 0 for an empty slot.
        var length = 0
        /// Bit `i` is set when a cluster ends after the run's byte `i`.
        var clusterEnds: UInt32 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: ClusterRunCache.slotCount)

    package init() {}

    /// The run's bytes as four words, zero after its end, and the slot for them.
    @inline(__always)
    private static func key(of run: UnsafeBufferPointer<UInt8>) -> (bytes: SIMD4<UInt64>, slot: Int) {
        var words = SIMD4<UInt64>.zero
        withUnsafeMutableBytes(of: &words) { $0.copyMemory(from: UnsafeRawBufferPointer(run)) }
        var hash = UInt64(truncatingIfNeeded: run.count) &* 0x9E37_79B9_7F4A_7C15
        for index in 0..<4 { hash = (hash ^ words[index]) &* 0x9E37_79B9_7F4A_7C15 }
        return (words, Int(truncatingIfNeeded: hash >> 56) & (slotCount - 1))
    }

    /// The cluster ends kept for `run` (bit `i`: a cluster ends after byte `i`), or `nil`.
    func clusterEnds(of run: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard run.count <= Self.maximumLength else { return nil }
        let (bytes, index) = Self.key(of: run)
        let slot = slots[index]
        guard slot.length == run.count, slot.bytes == bytes else { return nil }
        return slot.clusterEnds
    }

    /// Keeps `run`'s cluster ends, when it is short enough.
    func keep(_ run: UnsafeBufferPointer<UInt8>, clusterEnds: UInt32) {
        guard run.count <= Self.maximumLength else { return }
        let (bytes, index) = Self.key(of: run)
        slots[index] = Slot(bytes: bytes, length: run.count, clusterEnds: clusterEnds)
    }
}

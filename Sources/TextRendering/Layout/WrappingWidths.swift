extension String {
    /// The widths between which wrapping this text makes sense, in cells.
    ///
    /// - `minimum`: the widest word (the widest run between two break opportunities, without
    ///   the spaces that end it; a paragraph's indentation counts with its first word): the
    ///   narrowest width at which `wrapped(toWidth:)` splits no word.
    /// - `maximum`: the widest line between mandatory breaks: the narrowest width at which
    ///   `wrapped(toWidth:)` makes no line break of its own.
    ///
    /// Layouts use them the way browsers and Rich measure table columns: a column's minimum
    /// and ideal widths.
    ///
    /// ```swift
    /// "The quick brown fox".wrappingWidths()  // (minimum: 5, maximum: 19)
    /// "日本語".wrappingWidths()                 // (minimum: 2, maximum: 6)
    /// ```
    ///
    /// - Parameter profile: How to measure East Asian Ambiguous characters.
    /// - Complexity: O(*n*) in the length of the text.
    public func wrappingWidths(in profile: WidthProfile = .standard) -> (minimum: Int, maximum: Int) {
        self[...].wrappingWidths(in: profile)
    }
}

extension Substring {
    /// The widths between which wrapping this text makes sense; see `String.wrappingWidths(in:)`.
    public func wrappingWidths(in profile: WidthProfile = .standard) -> (minimum: Int, maximum: Int) {
        guard !isEmpty else { return (0, 0) }
        return withUTF8Bytes { bytes, _ in
            var widths = WalkedWidth(bytes: bytes, ambiguousCells: profile.ambiguous.cells, visitor: IgnoringClusters())
            return WrappingWidths.measure(bytes, widths: &widths)
        }
    }
}

/// The width of a text up to a cluster boundary, asked about at increasing offsets: what
/// `WrappingWidths` measures words with.
protocol RunningWidth {
    mutating func width(upTo offset: Int) -> Int
}

/// Something that takes each grapheme cluster of a text, and its width, as `WalkedWidth`
/// walks the text.
protocol ClusterVisitor {
    mutating func visit(_ cluster: GraphemeScanner.Cluster, width: Int, in bytes: UnsafeBufferPointer<UInt8>)
}

/// A visitor that does nothing with the clusters.
struct IgnoringClusters: ClusterVisitor {
    @inline(__always)
    func visit(_ cluster: GraphemeScanner.Cluster, width: Int, in bytes: UnsafeBufferPointer<UInt8>) {}
}

/// The running width of a text walked cluster by cluster as it is asked about, handing each
/// cluster and its width to a visitor on the way.
struct WalkedWidth<Visitor: ClusterVisitor>: RunningWidth {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let ambiguousCells: Int
    private var scanner: GraphemeScanner
    /// The width of the clusters walked so far: the text's width up to `scanner.offset`.
    private var walked = 0
    /// What takes the clusters.
    private(set) var visitor: Visitor

    init(bytes: UnsafeBufferPointer<UInt8>, ambiguousCells: Int, visitor: Visitor, cache: ClusterRunCache? = nil) {
        self.bytes = bytes
        self.ambiguousCells = ambiguousCells
        self.visitor = visitor
        scanner = GraphemeScanner(bytes: bytes, cache: cache)
    }

    /// The text's width up to `offset`, a cluster boundary at or after the clusters walked.
    @inline(__always)
    mutating func width(upTo offset: Int) -> Int {
        while scanner.offset < offset, let cluster = scanner.nextInlinedASCII() {
            let clusterWidth = ClusterWidth.of(cluster, in: bytes, ambiguousCells: ambiguousCells, table: scanner.table)
            walked &+= clusterWidth
            visitor.visit(cluster, width: clusterWidth, in: bytes)
        }
        return walked
    }
}

/// The measuring behind `wrappingWidths`, over a running width: a walk of the text's clusters
/// done alongside (`WalkedWidth`), which may also be cutting the text into glyphs.
///
/// At each line break the width up to the end of the word before it and up to the break
/// itself are taken, so every width is a difference of two running totals. That is exact
/// because every break and every word's end is a cluster boundary.
struct WrappingWidths<Widths: RunningWidth> {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var minimum = 0
    private var maximum = 0
    private var segmentStart = 0
    /// Running totals at the start of the current segment and line, and at the end of the
    /// line's last word (`nil` while the line has none).
    private var segmentStartWidth = 0
    private var lineStartWidth = 0
    private var lastWordEndWidth: Int?

    /// The minimum and maximum wrapping widths of the text whose UTF-8 is `bytes`, its
    /// running width taken from `widths`, which has been asked about the whole text when this
    /// returns.
    @inline(__always)
    static func measure(_ bytes: UnsafeBufferPointer<UInt8>, widths: inout Widths) -> (minimum: Int, maximum: Int) {
        var walk = WrappingWidths(bytes: bytes)
        LineBreaker.forEachBreak(inUTF8: bytes, keepingClusters: true) { offset, isMandatory, _ in
            walk.addBreak(at: offset, isMandatory: isMandatory, widths: &widths)
        }
        return (walk.minimum, Swift.max(walk.maximum, walk.minimum))
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    @inline(__always)
    private mutating func addBreak(at offset: Int, isMandatory: Bool, widths: inout Widths) {
        let wordEnd = LineWrapper.startOfTrailingWhitespace(in: bytes, from: segmentStart, to: offset)
        if wordEnd > segmentStart {
            let wordEndWidth = widths.width(upTo: wordEnd)
            // Indentation stays with the first word of a paragraph, as `wrapped` keeps it.
            let wordStartWidth = lastWordEndWidth == nil ? lineStartWidth : segmentStartWidth
            minimum = Swift.max(minimum, wordEndWidth &- wordStartWidth)
            lastWordEndWidth = wordEndWidth
        }
        segmentStart = offset
        segmentStartWidth = widths.width(upTo: offset)
        if isMandatory || offset == bytes.count {
            if let lastWordEndWidth { maximum = Swift.max(maximum, lastWordEndWidth &- lineStartWidth) }
            lineStartWidth = segmentStartWidth
            lastWordEndWidth = nil
        }
    }
}

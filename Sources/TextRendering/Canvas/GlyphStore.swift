/// Lines of text cut into the cells they take, once: for a view that measures many texts for
/// its layout and draws them afterwards (a table of ten thousand rows), so that no text is
/// segmented, measured or checked for safety a second time when it is drawn.
///
/// A line goes in with `appendLine(_:)`, which measures it as `wrappingWidths(in:)` does and
/// keeps its graphemes as the canvas stores them; `Canvas.draw(_:of:at:style:clip:)` then
/// copies them, exactly as `Canvas.draw(_:at:style:clip:)` would draw the text.
///
/// ```swift
/// var store = GlyphStore(profile: canvas.profile)
/// if let line = store.appendLine("中文 text") {        // minimum 4, maximum 9
///     canvas.draw(line.glyphs, of: store, at: Point(x: 0, y: 0))
/// }
/// ```
package struct GlyphStore: Sendable {
    /// The profile the glyphs were measured in; they draw only on canvases of this profile.
    package let profile: WidthProfile
    /// Each glyph as a canvas cell stores it (a scalar value, or `clusterFlag | index` into
    /// `clusters`), with `wideFlag` set when it takes two cells rather than one (graphemes of
    /// no width are not kept, as `draw` drops them): one array, so that keeping a glyph is
    /// one append.
    private(set) var glyphs: [UInt32] = []
    /// The multi-scalar graphemes.
    private(set) var clusters: [String] = []

    /// An empty store for `profile`.
    package init(profile: WidthProfile) {
        self.profile = profile
    }

    /// The number of glyphs kept.
    package var count: Int { glyphs.count }

    /// Set in a glyph that takes two cells; cluster indices stay below it.
    static let wideFlag: UInt32 = 0x4000_0000

    /// The content a canvas cell stores for glyph `index`, and the cells it takes.
    @inline(__always)
    package func glyph(_ index: Int) -> (content: UInt32, cells: Int) {
        let glyph = glyphs[index]
        return (glyph & ~Self.wideFlag, glyph & Self.wideFlag == 0 ? 1 : 2)
    }

    /// A line kept in the store: its glyphs, and the widths `wrappingWidths(in:)` gives it.
    package struct Line: Sendable, Equatable {
        /// The line's glyphs in the store.
        package var glyphs: Range<Int>
        /// The widest word, indentation included; `nil` when it was not looked for.
        package var minimum: Int?
        /// The width up to the end of the last word.
        package var maximum: Int
        /// Whether the glyphs stand for every byte of the text: no grapheme of it had no width
        /// (those are not kept). Only then do the text's UTF-8 offsets map onto the glyphs.
        package var isWhole: Bool

        package init(glyphs: Range<Int>, minimum: Int?, maximum: Int, isWhole: Bool = true) {
            self.glyphs = glyphs
            self.minimum = minimum
            self.maximum = maximum
            self.isWhole = isWhole
        }
    }

    /// Keeps `text` if `Canvas.draw` would draw it as it is: nothing in it that
    /// `terminalSafeLine` changes (no control, line break or bidi control). Returns `nil`,
    /// keeping nothing, for any other text: the caller makes it safe and draws it as text.
    ///
    /// Finding the widest word takes the line breaking rules; finding the line's width does
    /// not. So the widest word is looked for only when it might be wider than `floor`: when
    /// the text has more bytes than that (a grapheme takes at least one byte a cell). A layout
    /// that needs the widest word of many lines passes the widest found so far; one that needs
    /// none passes `Int.max`.
    ///
    /// A caller that measures many texts of the same words passes a `ClusterRunCache` of its
    /// own (one per thread): runs of joining scalars it has segmented before are not segmented
    /// again.
    ///
    /// - Complexity: O(*n*): a pass to check safety, then one that segments, measures and
    ///   (when the widest word is wanted) finds the line breaks.
    package mutating func appendLine(_ text: String, widestWordAbove floor: Int = 0, cache: ClusterRunCache? = nil) -> Line? {
        guard !text.isEmpty else { return Line(glyphs: count..<count, minimum: 0, maximum: 0) }
        return text[...].withUTF8Bytes { bytes, _ -> Line? in
            guard !TerminalSafety.containsUnsafeBytes(bytes, keepingLineBreaks: false) else { return nil }
            let start = count
            let ambiguousCells = profile.ambiguous.cells
            var isWhole = true
            let measured = keeping { keeper -> (minimum: Int?, maximum: Int) in
                var walk = WalkedWidth(bytes: bytes, ambiguousCells: ambiguousCells, visitor: consume keeper, cache: cache)
                let measured: (minimum: Int?, maximum: Int)
                if bytes.count > floor {
                    let both = WrappingWidths.measure(bytes, widths: &walk)
                    measured = (both.minimum, both.maximum)
                } else {
                    // With no line break in the text, its widest line ends with its last word.
                    let lastWordEnd = LineWrapper.startOfTrailingWhitespace(in: bytes, from: 0, to: bytes.count)
                    measured = (nil, walk.width(upTo: lastWordEnd))
                    _ = walk.width(upTo: bytes.count)
                }
                keeper = (consume walk).visitor
                isWhole = !keeper.droppedAny
                return measured
            }
            return Line(glyphs: start..<count, minimum: measured.minimum, maximum: measured.maximum, isWhole: isWhole)
        }
    }

    /// Runs `body` with a keeper that appends to this store's arrays: they move into it and
    /// back, so that appending never copies them.
    private mutating func keeping<Result>(_ body: (inout GlyphKeeper) -> Result) -> Result {
        var keeper = GlyphKeeper(droppedAny: false)
        swap(&keeper.glyphs, &glyphs)
        swap(&keeper.clusters, &clusters)
        defer {
            swap(&keeper.glyphs, &glyphs)
            swap(&keeper.clusters, &clusters)
        }
        return body(&keeper)
    }
}

extension GlyphStore {
    /// Keeps the lines of `text` wrapped to `width` cells, as `wrapped(toWidth:in:)` breaks
    /// them, each with its width; returns `nil`, keeping nothing, for text that
    /// `appendLine(_:widestWordAbove:)` refuses. No line is made a string: a view draws each
    /// from here.
    ///
    /// - Precondition: `width` is not negative.
    /// - Complexity: O(*n*): a pass to check safety, one to break the lines, and one to cut
    ///   each line into glyphs.
    package mutating func appendWrapped(_ text: String, toWidth width: Int) -> [(glyphs: Range<Int>, width: Int)]? {
        precondition(width >= 0, "wrapping width must not be negative, got \(width)")
        guard width > 0, !text.isEmpty else { return [] }
        return text[...].withUTF8Bytes { bytes, _ -> [(glyphs: Range<Int>, width: Int)]? in
            guard !TerminalSafety.containsUnsafeBytes(bytes, keepingLineBreaks: false) else { return nil }
            let lines = LineWrapper.wrap(bytes, width: width, profile: profile)
            let ambiguousCells = profile.ambiguous.cells
            return keeping { keeper in
                lines.map { line in
                    let start = keeper.glyphs.count
                    let content = UnsafeBufferPointer(rebasing: bytes[line.contentStart..<line.contentEnd])
                    var walk = WalkedWidth(bytes: content, ambiguousCells: ambiguousCells, visitor: consume keeper)
                    let lineWidth = walk.width(upTo: content.count)
                    keeper = (consume walk).visitor
                    return (start..<keeper.glyphs.count, lineWidth)
                }
            }
        }
    }
}

extension GlyphStore {
    /// The lines of `text` wrapped to `width` cells, as `appendWrapped(_:toWidth:)` gives
    /// them, found among `glyphs`: the glyphs `appendLine(_:widestWordAbove:)` kept for the
    /// same text. Nothing is kept again and no line is segmented again; each line is a range
    /// of those glyphs. Returns `nil` when the glyphs do not stand for all of the text's bytes
    /// (it has graphemes of no width, which are not kept): the caller appends the lines.
    ///
    /// - Precondition: `width` is not negative.
    /// - Complexity: O(*n*): a pass to break the lines, and one over the glyphs.
    package func wrappedLines(of glyphs: Range<Int>, text: String, toWidth width: Int) -> [(glyphs: Range<Int>, width: Int)]? {
        precondition(width >= 0, "wrapping width must not be negative, got \(width)")
        guard width > 0, !text.isEmpty else { return [] }
        guard glyphs.reduce(0, { $0 + byteCount($1) }) == text.utf8.count else { return nil }
        return text[...].withUTF8Bytes { bytes, _ -> [(glyphs: Range<Int>, width: Int)]? in
            var index = glyphs.lowerBound
            var offset = 0
            var result: [(glyphs: Range<Int>, width: Int)] = []
            for line in LineWrapper.wrap(bytes, width: width, profile: profile) {
                while offset < line.contentStart {
                    offset += byteCount(index)
                    index += 1
                }
                // Lines start and end between graphemes, and so between glyphs.
                guard offset == line.contentStart else { return nil }
                let first = index
                var lineWidth = 0
                while offset < line.contentEnd {
                    offset += byteCount(index)
                    lineWidth += glyph(index).cells
                    index += 1
                }
                guard offset == line.contentEnd else { return nil }
                result.append((first..<index, lineWidth))
            }
            return result
        }
    }
}

extension GlyphStore {
    /// The number of UTF-8 bytes of glyph `index` as its text has them: a glyph of several
    /// scalars is its cluster.
    @inline(__always)
    func byteCount(_ index: Int) -> Int {
        let content = glyphs[index] & ~Self.wideFlag
        if content & Canvas.StoredCell.clusterFlag != 0 {
            return clusters[Int(content & ~Canvas.StoredCell.clusterFlag)].utf8.count
        }
        return content < 0x80 ? 1 : content < 0x800 ? 2 : content < 0x10000 ? 3 : 4
    }

    /// The runs of `text`, whose glyphs `appendLine(_:widestWordAbove:)` kept as `glyphs`, as
    /// ranges of those glyphs, each in its run's style drawn over `base`: a glyph is in a run
    /// when its first byte is. Returns `nil` when the glyphs do not stand for all of the text's
    /// bytes (it has graphemes of no width, which are not kept).
    ///
    /// - Complexity: O(*g* + *r*) in the number of glyphs and runs; nothing is segmented.
    package func styleRuns(of glyphs: Range<Int>, text: StyledText, base: Style) -> [(glyphs: Range<Int>, style: Style)]? {
        var runs: [(glyphs: Range<Int>, style: Style)] = []
        runs.reserveCapacity(text.spans.count)
        var index = glyphs.lowerBound
        var offset = 0
        for span in text.spans {
            while index < glyphs.upperBound, offset < span.start {
                offset += byteCount(index)
                index += 1
            }
            let first = index
            while index < glyphs.upperBound, offset < span.end {
                offset += byteCount(index)
                index += 1
            }
            if index > first { runs.append((first..<index, base.merging(span.style))) }
        }
        while index < glyphs.upperBound {
            offset += byteCount(index)
            index += 1
        }
        return offset == text.text.utf8.count ? runs : nil
    }
}

/// Takes the glyphs of the line a `GlyphStore` is appending, in the store's own arrays.
private struct GlyphKeeper: ClusterVisitor {
    var glyphs: [UInt32] = []
    var clusters: [String] = []
    /// Whether a cluster of no width was left out.
    var droppedAny: Bool

    /// Keeps a cluster; one of no width takes no glyph, as `draw` drops it.
    @inline(__always)
    mutating func visit(_ cluster: GraphemeScanner.Cluster, width: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard width > 0 else {
            droppedAny = true
            return
        }
        let wide = width == 2 ? GlyphStore.wideFlag : 0
        if cluster.isSingleScalar {
            glyphs.append(cluster.firstScalar | wide)
        } else {
            precondition(clusters.count < Int(GlyphStore.wideFlag), "a glyph store keeps at most \(GlyphStore.wideFlag) graphemes")
            glyphs.append(Canvas.StoredCell.clusterFlag | UInt32(clusters.count) | wide)
            clusters.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end]), as: UTF8.self))
        }
    }
}

extension Canvas {
    /// Draws glyphs kept in `store` with the first at `origin`, clipped to the canvas and to
    /// `clip`: the same cells `draw(_:at:style:clip:)` gives for the text they were cut from.
    ///
    /// - Precondition: The store was measured in this canvas's profile.
    package mutating func draw(_ glyphs: Range<Int>, of store: GlyphStore, at origin: Point, style: Style = .plain, clip: Rect? = nil) {
        withBand { $0.draw(glyphs, of: store, at: origin, style: style, clip: clip) }
    }
}

extension GlyphStore {
    /// Appends the UTF-8 of glyphs `range` of the store at `store` drawn from column `x` of a
    /// line `width` cells wide, as a canvas's `plainText` writes them once drawn there; returns
    /// the column after them, or `nil` when the canvas would cut them (they reach past
    /// `width`): the caller draws instead. `kept` becomes the end of the last glyph that is not
    /// a lone space, so that the line's trailing spaces can be trimmed as `plainText` trims
    /// them. The store is read in place: a caller writing many runs from stores it holds in a
    /// buffer (a table's lines, on threads side by side) retains and releases none of its arrays.
    package static func appendPlainText(
        of range: Range<Int>, in store: UnsafePointer<GlyphStore>, from x: Int, width: Int, to bytes: inout ByteWriter, kept: inout Int
    ) -> Int? {
        // Cut nowhere (each glyph takes two cells at most), and room for every glyph as a
        // scalar of four bytes; a cluster makes room for itself.
        guard x + 2 * range.count <= width || store.pointee.cells(of: range) <= width - x else { return nil }
        bytes.reserve(4 * range.count)
        var x = x
        return store.pointee.glyphs.withUnsafeBufferPointer { glyphs -> Int? in
            for index in range {
                let glyph = glyphs[index]
                let content = glyph & ~Self.wideFlag
                x += glyph & Self.wideFlag == 0 ? 1 : 2
                if content < 0x80 {
                    bytes.store(UInt8(truncatingIfNeeded: content))
                    if content != 0x20 { kept = bytes.count }
                    continue
                }
                if content & Canvas.StoredCell.clusterFlag != 0 {
                    bytes.append(contentsOf: store.pointee.clusters[Int(content & ~Canvas.StoredCell.clusterFlag)].utf8)
                    bytes.reserve(4 * (range.upperBound - index))
                } else if content < 0x800 {
                    bytes.store(UInt8(truncatingIfNeeded: 0xC0 | content >> 6))
                    bytes.store(UInt8(truncatingIfNeeded: 0x80 | content & 0x3F))
                } else if content < 0x10000 {
                    bytes.store(UInt8(truncatingIfNeeded: 0xE0 | content >> 12))
                    bytes.store(UInt8(truncatingIfNeeded: 0x80 | (content >> 6) & 0x3F))
                    bytes.store(UInt8(truncatingIfNeeded: 0x80 | content & 0x3F))
                } else {
                    bytes.store(UInt8(truncatingIfNeeded: 0xF0 | content >> 18))
                    bytes.store(UInt8(truncatingIfNeeded: 0x80 | (content >> 12) & 0x3F))
                    bytes.store(UInt8(truncatingIfNeeded: 0x80 | (content >> 6) & 0x3F))
                    bytes.store(UInt8(truncatingIfNeeded: 0x80 | content & 0x3F))
                }
                kept = bytes.count
            }
            return x
        }
    }

    /// The cells glyphs `range` take.
    private func cells(of range: Range<Int>) -> Int {
        range.reduce(0) { $0 + (glyphs[$1] & Self.wideFlag == 0 ? 1 : 2) }
    }
}

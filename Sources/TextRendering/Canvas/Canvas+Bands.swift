import Dispatch

extension Canvas {
    /// Rows of a canvas that one task draws into while other tasks draw into other rows: what
    /// `drawBands(_:_:)` hands each band. It draws as the canvas does, and only inside its rows.
    ///
    /// A band writes straight into the canvas's cells and is valid only inside the closure it
    /// is given to. It cannot be copied: a copy's graphemes would never reach the canvas.
    package struct Band: ~Copyable {
        /// The rows of the canvas this band may draw in.
        package let rows: Range<Int>
        /// The number of columns of the canvas.
        package let width: Int
        /// How graphemes are measured.
        package let profile: WidthProfile
        /// The canvas's first cell.
        private let cells: UnsafeMutablePointer<StoredCell>
        /// The cells of `rows`, as indices into the canvas.
        private let cellRange: Range<Int>
        /// The multi-scalar graphemes this band drew, numbered from 0 with `localCluster` set,
        /// until the canvas takes them.
        fileprivate var clusters: [String] = []
        /// The cells that were given a grapheme of `clusters`: renumbered when the canvas takes
        /// them (some may have been drawn over since).
        fileprivate var clusterCells: [Int] = []

        /// Marks a cluster content as the band's own number, until the canvas renumbers it.
        fileprivate static let localCluster: UInt32 = 0x4000_0000

        fileprivate init(rows: Range<Int>, width: Int, profile: WidthProfile, cells: UnsafeMutablePointer<StoredCell>) {
            self.rows = rows
            self.width = width
            self.profile = profile
            self.cells = cells
            cellRange = rows.lowerBound * width..<rows.upperBound * width
        }

        /// The band's rows, the width of the canvas.
        package var bounds: Rect { Rect(x: 0, y: rows.lowerBound, width: width, height: rows.count) }

        /// Draws one line of text as `Canvas.draw(_:at:style:clip:)` does, inside the band.
        @discardableResult
        package mutating func draw(_ text: String, at origin: Point, style: Style = .plain, clip: Rect? = nil) -> Int {
            drawText(text, at: origin, style: style, clip: clip)
        }

        /// Draws glyphs kept in `store` as `Canvas.draw(_:of:at:style:clip:)` does, inside the band.
        package mutating func draw(_ glyphs: Range<Int>, of store: GlyphStore, at origin: Point, style: Style = .plain, clip: Rect? = nil) {
            drawGlyphs(glyphs, of: store, at: origin, style: style, clip: clip)
        }

        /// Puts one narrow, printable scalar as `Canvas.putNarrow(_:at:style:clip:)` does,
        /// inside the band.
        package mutating func putNarrow(_ scalar: Unicode.Scalar, at point: Point, style: Style = .plain, clip: Rect) {
            putNarrowScalar(scalar, at: point, style: style, clip: clip)
        }
    }

    /// Draws bands of rows side by side: `draw` is called once for each band, on as many
    /// threads as there are bands and cores, and returns when every band is drawn. One band is
    /// drawn on the calling thread. On a canvas with no cells, no band is drawn.
    ///
    /// The canvas is the same as if the bands had been drawn one after the other: each band
    /// draws only in its own rows, and the graphemes it keeps are numbered in band order when
    /// the bands are done.
    ///
    /// - Parameters:
    ///   - bands: Rows of the canvas, in order and not overlapping; traps otherwise.
    ///   - draw: Draws one band, given its index in `bands`.
    package mutating func drawBands(_ bands: [Range<Int>], _ draw: @Sendable (_ index: Int, _ band: inout Band) -> Void) {
        var previousEnd = 0
        for rows in bands {
            precondition(rows.lowerBound >= previousEnd && rows.upperBound <= height, "band \(rows) overlaps another or leaves the \(height) rows")
            previousEnd = rows.upperBound
        }
        // A canvas with no cells has nothing to draw: no band is drawn.
        guard !bands.isEmpty, !cells.isEmpty else { return }
        let width = width
        let profile = profile
        var drawn = [(clusters: [String], clusterCells: [Int])](repeating: ([], []), count: bands.count)
        cells.withUnsafeMutableBufferPointer { cells in
            let shared = SharedPointer(base: cells.baseAddress!)
            drawn.withUnsafeMutableBufferPointer { drawn in
                let results = SharedPointer(base: drawn.baseAddress!)
                @Sendable func drawBand(_ index: Int) {
                    var band = Band(rows: bands[index], width: width, profile: profile, cells: shared.base)
                    draw(index, &band)
                    results.base[index] = (band.clusters, band.clusterCells)
                }
                if bands.count == 1 {
                    drawBand(0)
                } else {
                    DispatchQueue.concurrentPerform(iterations: bands.count, execute: drawBand)
                }
            }
        }
        // The bands' graphemes join the canvas's in band order; their cells are renumbered. A
        // cell drawn over with another of the band's graphemes is listed twice, and renumbered
        // once: renumbering clears the mark.
        for (clusters, clusterCells) in drawn where !clusters.isEmpty {
            let first = self.clusters.count
            precondition(first + clusters.count < Int(Band.localCluster), "a canvas keeps at most \(Band.localCluster) graphemes")
            for index in clusterCells {
                let content = cells[index].content
                if content & (StoredCell.clusterFlag | Band.localCluster) == StoredCell.clusterFlag | Band.localCluster {
                    cells[index].content = StoredCell.clusterFlag | UInt32(first + Int(content & ~(StoredCell.clusterFlag | Band.localCluster)))
                }
            }
            self.clusters += clusters
        }
    }
}

extension Canvas.Band: CellGrid {
    subscript(cell index: Int) -> Canvas.StoredCell {
        get {
            precondition(cellRange.contains(index), "cell \(index) is outside the band's cells \(cellRange)")
            return cells[index]
        }
        set {
            precondition(cellRange.contains(index), "cell \(index) is outside the band's cells \(cellRange)")
            cells[index] = newValue
            if newValue.content & (Canvas.StoredCell.clusterFlag | Self.localCluster) == Canvas.StoredCell.clusterFlag | Self.localCluster {
                noteCluster(at: index)
            }
        }
    }

    /// Lists a cell given one of the band's graphemes: rare, and kept out of the setter so
    /// that the setter inlines.
    @inline(never)
    private mutating func noteCluster(at index: Int) {
        clusterCells.append(index)
    }

    mutating func keepCluster(_ cluster: String) -> UInt32 {
        precondition(clusters.count < Int(Self.localCluster), "a band keeps at most \(Self.localCluster) graphemes")
        clusters.append(cluster)
        return Canvas.StoredCell.clusterFlag | Self.localCluster | UInt32(clusters.count - 1)
    }
}

/// A pointer that concurrent work writes through, each task only its own elements, none
/// reading another's until all are done (`DispatchQueue.concurrentPerform` returns).
struct SharedPointer<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>
}

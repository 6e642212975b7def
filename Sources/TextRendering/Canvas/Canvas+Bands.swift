import Dispatch

extension Canvas {
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
        // One band keeps its graphemes and links in the canvas's own tables: nothing to
        // renumber after it (renumbering goes over every cell of the band).
        if bands.count == 1 { return withBand(rows: bands[0]) { draw(0, &$0) } }
        let width = width
        let profile = profile
        let canvasLinks = links
        var drawn = [(clusters: [String], clusterCells: [Int], links: LinkTable)](repeating: ([], [], LinkTable()), count: bands.count)
        cells.withUnsafeMutableBufferPointer { cells in
            let shared = SharedPointer(base: cells.baseAddress!)
            drawn.withUnsafeMutableBufferPointer { drawn in
                let results = SharedPointer(base: drawn.baseAddress!)
                @Sendable func drawBand(_ index: Int) {
                    var band = Band(rows: bands[index], width: width, profile: profile, cells: shared.base, canvasLinks: canvasLinks)
                    draw(index, &band)
                    results.base[index] = (band.clusters, band.clusterCells, band.links)
                }
                DispatchQueue.concurrentPerform(iterations: bands.count, execute: drawBand)
            }
        }
        // The bands' graphemes join the canvas's in band order; their cells are renumbered. A
        // cell drawn over with another of the band's graphemes is listed twice, and renumbered
        // once: renumbering clears the mark.
        for (clusters, clusterCells, _) in drawn where !clusters.isEmpty {
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
        // The bands' links join the canvas's (an address it has keeps its number); the cells
        // of a band that drew links are renumbered, found by going over its rows.
        for (index, band) in drawn.enumerated() where !band.links.urls.isEmpty {
            let numbers = band.links.urls.map { links.number(for: $0) }
            for cell in bands[index].lowerBound * width..<bands[index].upperBound * width {
                let link = cells[cell].style.link
                if link & Band.localLink != 0 {
                    cells[cell].style.link = numbers[Int(link & ~Band.localLink) - 1]
                }
            }
        }
    }
}

/// A pointer that concurrent work writes through, each task only its own elements, none
/// reading another's until all are done (`DispatchQueue.concurrentPerform` returns).
struct SharedPointer<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>
}

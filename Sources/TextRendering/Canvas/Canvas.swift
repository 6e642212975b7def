import Dispatch

/// A grid of terminal cells that text is drawn into, then read back as plain or styled text.
///
/// Every cell holds one grapheme cluster and a style. A wide grapheme (`中`, `👩‍🔬`) takes two
/// cells: the first holds it, the second is its continuation. The grid keeps two promises
/// whatever is drawn:
///
/// - **Nothing escapes its cells.** All text is drawn through the rules of `terminalSafe`
///   (and line breaks are shown as `␊`/`␍`), so no escape sequence or bidi control from data
///   reaches the terminal.
/// - **Every row is exactly `width` cells wide.** A wide grapheme that would straddle the right
///   edge or a clip edge is drawn as a space; drawing over half of a wide grapheme blanks its
///   other half.
///
/// ```swift
/// var canvas = Canvas(width: 12, height: 2)
/// canvas.draw("Hello", at: Point(x: 1, y: 0), style: .bold)
/// canvas.draw("中文", at: Point(x: 1, y: 1))
/// canvas.plainText   // " Hello\n 中文"
/// ```
public struct Canvas: Sendable {
    /// One cell of the grid.
    public struct Cell: Sendable, Hashable {
        /// The grapheme shown in the cell; a space for blank cells and continuations.
        public let character: Character
        /// The style the grapheme is drawn in.
        public let style: Style
        /// 1 for a narrow grapheme, 2 for the first cell of a wide one, 0 for the cell that
        /// continues a wide grapheme.
        public let width: UInt8

        /// Whether this cell is the second half of a wide grapheme.
        public var isContinuation: Bool { width == 0 }
    }

    /// A cell as stored: plain data, so that drawing copies no reference-counted values.
    struct StoredCell: Sendable, Equatable {
        /// A scalar value, or `clusterFlag | index` into `clusters` for a multi-scalar grapheme.
        var content: UInt32
        var style: CellStyle
        var width: UInt8

        static let clusterFlag: UInt32 = 0x8000_0000

        @inline(__always)
        static func blank(_ style: CellStyle = .plain) -> StoredCell {
            StoredCell(content: 0x20, style: style, width: 1)
        }

        @inline(__always)
        var isBlankSpace: Bool { content == 0x20 }
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// How ambiguous-width characters are measured when drawing, and whether borders fall back
    /// to ASCII.
    public let profile: WidthProfile

    var cells: [StoredCell]
    /// The multi-scalar graphemes that cells refer to.
    var clusters: [String] = []
    /// The addresses of the links that cells' styles refer to.
    var links = LinkTable()

    /// Creates a blank canvas.
    ///
    /// - Parameters:
    ///   - width: Columns; traps when negative.
    ///   - height: Rows; traps when negative.
    ///   - profile: How to measure East Asian Ambiguous characters.
    public init(width: Int, height: Int, profile: WidthProfile = .standard) {
        precondition(width >= 0, "Canvas width must not be negative, got \(width)")
        precondition(height >= 0, "Canvas height must not be negative, got \(height)")
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        // Compared as UInt64: on a 32-bit platform (watchOS devices) `1 << 32` is 0 as an Int.
        precondition(!overflow && UInt64(count) <= 1 << 32, "Canvas of \(width)×\(height) cells is too large")
        self.width = width
        self.height = height
        self.profile = profile
        self.cells = Self.blankCells(count)
    }

    /// `count` blank cells; a big canvas (a table of thousands of rows) is blanked in parts
    /// side by side, as writing its memory is most of the cost.
    private static func blankCells(_ count: Int) -> [StoredCell] {
        guard count >= 2 * cellsPerPart else { return Array(repeating: .blank(), count: count) }
        let parts = min(16, count / cellsPerPart)
        return [StoredCell](unsafeUninitializedCapacity: count) { cells, initialized in
            let shared = SharedPointer(base: cells.baseAddress!)
            // Part sizes differ by at most one cell, computed without overflowing a 32-bit Int.
            let (size, extra) = count.quotientAndRemainder(dividingBy: parts)
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                let start = part * size + min(part, extra)
                (shared.base + start).initialize(repeating: .blank(), count: size + (part < extra ? 1 : 0))
            }
            initialized = count
        }
    }

    /// A canvas is blanked in parts only when each part has at least this many cells.
    private static let cellsPerPart = 1 << 18

    /// Creates a blank canvas of `size`.
    public init(size: Size, profile: WidthProfile = .standard) {
        self.init(width: size.width, height: size.height, profile: profile)
    }

    /// The canvas size.
    public var size: Size { Size(width: width, height: height) }

    /// The whole canvas as a rectangle at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; traps outside the canvas.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "cell (\(x), \(y)) is outside the \(width)×\(height) canvas")
        let stored = cells[y * width + x]
        return Cell(character: character(of: stored), style: style(of: stored.style), width: stored.width)
    }

    /// The grapheme a stored cell shows.
    func character(of cell: StoredCell) -> Character {
        if cell.content & StoredCell.clusterFlag != 0 {
            return Character(clusters[Int(cell.content & ~StoredCell.clusterFlag)])
        }
        return Character(Unicode.Scalar(cell.content) ?? " ")
    }

    /// The number of UTF-8 bytes of `cell`'s grapheme.
    @inline(__always)
    func utf8Count(of cell: StoredCell) -> Int {
        let content = cell.content
        if content < 0x80 { return 1 }
        if content & StoredCell.clusterFlag != 0 { return clusters[Int(content & ~StoredCell.clusterFlag)].utf8.count }
        return content < 0x800 ? 2 : content < 0x10000 ? 3 : 4
    }

    /// Writes `cell`'s grapheme as UTF-8 into `buffer` at `offset`, which has room for
    /// `utf8Count(of:)` bytes; returns the offset after it.
    @inline(__always)
    func writeUTF8(of cell: StoredCell, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let content = cell.content
        if content < 0x80 {
            buffer[offset] = UInt8(truncatingIfNeeded: content)
            return offset + 1
        }
        if content & StoredCell.clusterFlag != 0 {
            var offset = offset
            for byte in clusters[Int(content & ~StoredCell.clusterFlag)].utf8 {
                buffer[offset] = byte
                offset += 1
            }
            return offset
        }
        if content < 0x800 {
            buffer[offset] = UInt8(truncatingIfNeeded: 0xC0 | content >> 6)
            buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | content & 0x3F)
            return offset + 2
        }
        if content < 0x10000 {
            buffer[offset] = UInt8(truncatingIfNeeded: 0xE0 | content >> 12)
            buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | (content >> 6) & 0x3F)
            buffer[offset + 2] = UInt8(truncatingIfNeeded: 0x80 | content & 0x3F)
            return offset + 3
        }
        buffer[offset] = UInt8(truncatingIfNeeded: 0xF0 | content >> 18)
        buffer[offset + 1] = UInt8(truncatingIfNeeded: 0x80 | (content >> 12) & 0x3F)
        buffer[offset + 2] = UInt8(truncatingIfNeeded: 0x80 | (content >> 6) & 0x3F)
        buffer[offset + 3] = UInt8(truncatingIfNeeded: 0x80 | content & 0x3F)
        return offset + 4
    }

    /// Appends the UTF-8 bytes of a stored cell's grapheme to `bytes`.
    @inline(__always)
    func appendUTF8(of cell: StoredCell, to bytes: inout [UInt8]) {
        let content = cell.content
        if content < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: content))
        } else if content & StoredCell.clusterFlag != 0 {
            bytes.append(contentsOf: clusters[Int(content & ~StoredCell.clusterFlag)].utf8)
        } else {
            // A cell keeps only valid scalar values.
            bytes.append(contentsOf: Unicode.Scalar(content).unsafelyUnwrapped.utf8)
        }
    }
}

extension Canvas {
    /// Runs `body` with a band of all the canvas's rows that appends to the canvas's own
    /// graphemes: how every drawing method reaches the cells, checking that the cells are not
    /// shared once rather than at every cell.
    mutating func withBand<Result>(_ body: (inout Band) -> Result) -> Result {
        withBand(rows: 0..<height, body)
    }

    /// Runs `body` with a band of `rows` that appends to the canvas's own graphemes and links.
    mutating func withBand<Result>(rows: Range<Int>, _ body: (inout Band) -> Result) -> Result {
        let (width, profile) = (width, profile)
        // The graphemes and links move into the band and back, so that appending never copies
        // them.
        var kept: [String] = []
        var keptLinks = LinkTable()
        swap(&kept, &clusters)
        swap(&keptLinks, &links)
        let result = cells.withUnsafeMutableBufferPointer { buffer in
            var band = Band(
                rows: rows, width: width, profile: profile, cells: buffer.baseAddress ?? Self.noCells.base, canvasClusters: [])
            swap(&band.clusters, &kept)
            swap(&band.links, &keptLinks)
            defer {
                swap(&band.clusters, &kept)
                swap(&band.links, &keptLinks)
            }
            return body(&band)
        }
        swap(&kept, &clusters)
        swap(&keptLinks, &links)
        return result
    }

    /// What a band of a canvas with no cells points at; never read or written, as such a
    /// band's cells are none.
    private static let noCells = SharedPointer(base: UnsafeMutablePointer<StoredCell>.allocate(capacity: 1))
}

extension Canvas: Hashable {
    /// Canvases are equal when they have the same size, profile and cells (graphemes, styles
    /// with their links' addresses, and widths), however they were drawn.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.profile == rhs.profile else { return false }
        for (left, right) in zip(lhs.cells, rhs.cells) {
            guard left.width == right.width else { return false }
            // Links are numbered by each canvas: compared by address.
            if left.style != right.style || left.style.link != 0 {
                guard left.style.looksLike(right.style), lhs.linkURL(left.style.link) == rhs.linkURL(right.style.link) else { return false }
            }
            if left.content != right.content || left.content & StoredCell.clusterFlag != 0 {
                guard lhs.character(of: left) == rhs.character(of: right) else { return false }
            }
        }
        return true
    }

    /// Hashes the cells and their styles, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(plainText)
    }
}

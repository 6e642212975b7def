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
public struct Canvas: Sendable, Hashable {
    /// One cell of the grid.
    public struct Cell: Sendable, Hashable {
        /// The grapheme shown in the cell; a space for blank cells and continuations.
        public internal(set) var character: Character
        public internal(set) var style: Style
        /// 1 for a narrow grapheme, 2 for the first cell of a wide one, 0 for the cell that
        /// continues a wide grapheme.
        public internal(set) var width: UInt8

        /// A blank cell: a space in `style`.
        public static func blank(_ style: Style = .plain) -> Cell {
            Cell(character: " ", style: style, width: 1)
        }

        /// Whether this cell is the second half of a wide grapheme.
        public var isContinuation: Bool { width == 0 }
    }

    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// How ambiguous-width characters are measured when drawing, and whether borders fall back
    /// to ASCII.
    public let profile: WidthProfile

    var cells: [Cell]

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
        precondition(!overflow && count <= 1 << 32, "Canvas of \(width)×\(height) cells is too large")
        self.width = width
        self.height = height
        self.profile = profile
        self.cells = Array(repeating: .blank(), count: count)
    }

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
        return cells[y * width + x]
    }

    /// Puts `cell` (narrow, or the first half of a wide grapheme together with its continuation)
    /// at `index`, keeping wide graphemes whole: any wide grapheme that the new cells cut in half
    /// loses its other half to a blank.
    @inline(__always)
    mutating func put(_ cell: Cell, at index: Int, rowEnd: Int) {
        let span = cell.width == 2 ? 2 : 1
        // The cell before: if it starts a wide grapheme whose continuation we overwrite, blank it.
        if cells[index].width == 0, index > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        let last = index + span - 1
        // The cell after: if we overwrite the first half of a wide grapheme, blank its continuation.
        if cells[last].width == 2, last + 1 < rowEnd {
            cells[last + 1] = .blank(cells[last + 1].style)
        }
        cells[index] = cell
        if span == 2 {
            cells[index + 1] = Cell(character: " ", style: cell.style, width: 0)
        }
    }
}

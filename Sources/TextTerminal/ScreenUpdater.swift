import TextRendering

/// Turns each new frame into the escape sequences that bring a terminal from the last frame to
/// it, rewriting only the rows that changed.
///
/// ```swift
/// var updater = ScreenUpdater()
/// terminal.write(updater.update(to: app.screen(size: size)))  // first frame: every row
/// terminal.write(updater.update(to: app.screen(size: size)))  // later: changed rows only
/// ```
///
/// A changed row is written whole: the cursor goes to its start (`CSI row;1H`), the old row is
/// erased (`CSI 2K`), and the row's text with its styles follows. Erasing first, rather than
/// erasing what is left after the text (`CSI K`), keeps a row that fills the last column whole:
/// with automatic wrap off, as a full-screen session has it, the cursor stays on the last
/// column after writing it, and `CSI K` there would erase that column (or a wide character in
/// the last two). It also leaves nothing of the old row behind where a terminal measures a
/// grapheme narrower than we do. Whole rows keep wide characters intact. The first frame, and
/// the first after a size change or `invalidate()`, clears the screen (`CSI 2J`) first and
/// writes the rows that are not empty. Each update is wrapped in the
/// synchronized-output mode (`CSI ?2026h` … `l`), which terminals that know it use to show the
/// frame at once and the others ignore.
public struct ScreenUpdater: Sendable {
    private var shownRows: [String]?
    private var shownSize: Size?
    private let usesColor: Bool
    private let colors: ColorProfile
    private let hyperlinks: Bool

    /// The rows the last update wrote, top first; for tests and benchmarks.
    package private(set) var lastWrittenRows: [Int] = []

    /// Creates an updater for a blank screen that takes styles: colours are downsampled to
    /// `colors` (bold, inverse and the other attributes show even with `.none`), and links are
    /// OSC 8 hyperlinks when `hyperlinks` is true, else their text alone.
    public init(colors: ColorProfile = .trueColor, hyperlinks: Bool = true) {
        usesColor = true
        self.colors = colors
        self.hyperlinks = hyperlinks
    }

    /// Creates an updater for a blank screen.
    ///
    /// - Parameter usesColor: Whether rows carry their SGR styles (in full colour, with
    ///   hyperlinks); without, plain text.
    public init(usesColor: Bool) {
        self.usesColor = usesColor
        colors = .trueColor
        hyperlinks = true
    }

    /// Forgets what is on screen: the next update clears it and writes every row (after a
    /// resize, or when something else wrote to the terminal).
    public mutating func invalidate() {
        shownRows = nil
        shownSize = nil
    }

    /// The escape sequences and text that show `frame`; empty when nothing changed.
    public mutating func update(to frame: Canvas) -> String {
        let text = usesColor ? frame.ansiText(colors: colors, hyperlinks: hyperlinks) : frame.plainText
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output = ""
        lastWrittenRows = []
        let isFull = shownRows == nil || shownSize != frame.size
        if isFull { output += "\u{1B}[H\u{1B}[2J" }
        for (index, row) in rows.enumerated() {
            if !isFull, let shownRows, index < shownRows.count, shownRows[index] == row { continue }
            if isFull, row.isEmpty { continue }
            output += "\u{1B}[\(index + 1);1H"
            if !isFull { output += "\u{1B}[2K" }
            output += row
            lastWrittenRows.append(index)
        }
        shownRows = rows
        shownSize = frame.size
        guard !output.isEmpty else { return "" }
        return "\u{1B}[?2026h" + output + "\u{1B}[?2026l"
    }
}

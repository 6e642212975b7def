import TextRendering
import TextWidgets

/// A view that shows a `Table`: a header, rows of styled text, an optional footer, in a box,
/// laid out in a view hierarchy like any view. The table's measurements and its last layout
/// are kept until the table or the width changes, so a big table redraws (a scroll, a cursor
/// moving) without being measured again.
///
/// ```swift
/// let table = DataTable(columns: ["Script", "Sample", Table.Column("Cells", alignment: .trailing)])
/// table.addRow(["CJK", "中文字符", "8"])
/// table.addRow(["Emoji", "👩‍🔬👍🏽", "4"])
/// print(table.render(width: 40).plainText)
/// // ╭────────┬──────────┬───────╮
/// // │ Script │ Sample   │ Cells │
/// // ├────────┼──────────┼───────┤
/// // │ CJK    │ 中文字符 │     8 │
/// // │ Emoji  │ 👩‍🔬👍🏽     │     4 │
/// // ╰────────┴──────────┴───────╯
/// ```
///
/// The table's own properties (`columns`, `footer`, `boxStyle`…) are the view's too; a table
/// built elsewhere is shown with `DataTable(table)` or by setting `table`.
open class DataTable: View {
    /// The table shown.
    public var table: Table { didSet { dataChanged() } }

    /// The columns.
    public var columns: [Table.Column] {
        get { table.columns }
        set { table.columns = newValue }
    }
    /// The rows; a row with fewer cells than columns is padded with empty ones.
    public var rows: [[StyledText]] { table.rows }
    /// A row under a rule at the bottom (totals).
    public var footer: [StyledText]? {
        get { table.footer }
        set { table.footer = newValue }
    }
    /// The box's characters; `nil` for no box (columns two spaces apart).
    public var boxStyle: BorderStyle? {
        get { table.boxStyle }
        set { table.boxStyle = newValue }
    }
    /// Whether the header row is shown.
    public var showsHeader: Bool {
        get { table.showsHeader }
        set { table.showsHeader = newValue }
    }
    /// Whether the table takes all the width it is given, sharing the spare among columns.
    public var expands: Bool {
        get { table.expands }
        set { table.expands = newValue }
    }
    /// Whether a rule separates the rows.
    public var showsRowSeparators: Bool {
        get { table.showsRowSeparators }
        set { table.showsRowSeparators = newValue }
    }

    /// The cells measured, until the data changes.
    private var measured: Table.Measurement?
    /// The last layout, until the data or the width changes.
    private var layoutCache: Table.Layout?

    /// At most this many chunks of rows are measured and laid out side by side; 1 does it row
    /// after row (for tests that compare the two).
    var chunkLimit = Table.parallelChunks {
        didSet { dataChanged() }
    }

    /// Creates an empty table with no columns.
    public required init() {
        table = Table()
        super.init()
    }

    /// Creates a view of `table`.
    public convenience init(_ table: Table) {
        self.init()
        self.table = table
    }

    /// Creates a table of `columns` and `rows`.
    public convenience init(columns: [Table.Column], rows: [[StyledText]] = [], footer: [StyledText]? = nil) {
        self.init(Table(columns: columns, rows: rows, footer: footer))
    }

    /// Creates a table whose columns are headed `headers` (leading, wrapping columns), for
    /// headers known only at run time: `DataTable(columns: headers)`.
    @_disfavoredOverload
    public convenience init(columns headers: [String]) {
        self.init(Table(columns: headers))
    }

    /// Adds a row at the bottom.
    public func addRow(_ cells: [StyledText]) {
        table.addRow(cells)
    }

    /// Adds a row of plain cells at the bottom: `table.addRow([title, "\(count)"])`.
    @_disfavoredOverload
    public func addRow(_ texts: [String]) {
        table.addRow(texts)
    }

    /// Replaces every row with rows of plain cells.
    @_disfavoredOverload
    public func setRows(_ rows: [[String]]) {
        table.rows = rows.map { $0.map { StyledText($0) } }
    }

    /// Replaces every row.
    public func setRows(_ rows: [[StyledText]]) {
        table.rows = rows
    }

    private func dataChanged() {
        measured = nil
        layoutCache = nil
        setNeedsLayout()
    }

    /// The cells measured in `profile`, kept until the data changes.
    private func measurement(in profile: WidthProfile) -> Table.Measurement {
        if let measured, measured.profile == profile { return measured }
        let measurement = table.measure(profile: profile, chunkLimit: chunkLimit)
        measured = measurement
        layoutCache = nil
        return measurement
    }

    /// The table laid out at `width` in `profile`, kept until the data or the width changes.
    private func layout(forWidth width: Int, profile: WidthProfile) -> Table.Layout {
        if let layoutCache, layoutCache.width == width, layoutCache.profile == profile { return layoutCache }
        let layout = table.layout(forWidth: width, measurement: measurement(in: profile), chunkLimit: chunkLimit)
        layoutCache = layout
        return layout
    }

    /// The width of each column at a table width of `width` in `profile`.
    func columnWidths(forWidth width: Int, profile: WidthProfile) -> [Int] {
        table.columnWidths(forWidth: width, measurement: measurement(in: profile))
    }

    open override func contentWidths() -> LayoutWidths {
        guard !columns.isEmpty else { return .zero }
        return table.widths(of: measurement(in: effectiveWidthProfile))
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        layout(forWidth: width, profile: effectiveWidthProfile).height
    }

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        guard !columns.isEmpty, !clip.intersection(canvas.bounds).isEmpty else { return }
        table.draw(layout(forWidth: rect.width, profile: canvas.profile), in: rect, on: &canvas, clip: clip, chunkLimit: chunkLimit)
    }
}

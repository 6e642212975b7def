import Foundation
import TextRendering

/// A scrolling list of rows in sections, shaped like `UITableView`: a data source, registered
/// cell classes that are really reused, selection, editing with delete markers, and scrolling
/// to a row. Only the rows on screen are asked for and laid out.
///
/// ```swift
/// let table = TableView()
/// table.register(GenericTableCell<CommentView>.self, forCellReuseIdentifier: "comment")
/// table.dataSource = self
/// table.selectRow(at: IndexPath(row: 0, section: 0))
/// ```
///
/// A gutter of two columns at the left shows `▸` at the selected row (which is also drawn
/// inverted) and `⊖` at every row while editing (`⊖▸` at the selected one); tables that allow
/// no selection and are not editing have no gutter.
open class TableView: View {
    /// Where rows come from.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Who hears about selection and deletion.
    public weak var delegate: TableViewDelegate?
    /// A fixed height for every row; `nil` measures each row's cell.
    public var rowHeight: Int? { didSet { reloadData() } }
    /// Lines between rows; none by default.
    public var separatorStyle: SeparatorStyle = .none { didSet { reloadData() } }
    /// Whether rows can be selected (and the gutter shows the selection).
    public var allowsSelection = true { didSet { setNeedsLayout() } }
    /// Whether rows show delete markers and Delete asks the delegate to delete.
    public var isEditing = false { didSet { setNeedsLayout() } }

    /// The selected row.
    public internal(set) var selectedIndexPath: IndexPath?

    private var registrations: [String: TableViewCell.Type] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
    var measuredHeights: [IndexPath: Int] = [:]
    private var measuredWidth: Int?
    var items = TableItemMap()
    var needsItems = true

    /// The first item (header or row) on screen, and how many of its lines are scrolled past.
    var topItem = 0
    var topItemOffset = 0
    var pendingScroll: (indexPath: IndexPath, position: ScrollPosition)?
    /// A `contentOffset` set since the last layout.
    var pendingOffset: ContentOffset?
    /// Whether the table has been laid out, and so knows how many lines it shows.
    var hasLaidOut = false

    /// How many times the table asked its data source for a cell: only rows on screen are.
    package private(set) var cellRequestCount = 0

    /// Creates an empty table.
    public required init() {
        super.init()
    }

    // MARK: - Cells

    /// Registers the class to make cells of for `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for `identifier`: one that left the screen, reset with `prepareForReuse()`, or a
    /// new one of the registered class. Traps when nothing is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else {
            preconditionFailure("no cell class is registered for the reuse identifier '\(identifier)'")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The cell on screen for a row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The number of sections, from the data source.
    public var numberOfSections: Int { ensureItems(); return items.sections.count }

    /// The number of rows in `section`, from the data source.
    public func numberOfRows(inSection section: Int) -> Int {
        ensureItems()
        return section < items.sections.count ? items.sections[section].rows : 0
    }

    // MARK: - Reloading

    /// Asks the data source again for everything; the cells on screen go back to the pool and
    /// the selection is cleared (as in UIKit).
    public func reloadData() {
        needsItems = true
        selectedIndexPath = nil
        measuredHeights.removeAll()
        recycleAll()
        setNeedsLayout()
    }

    /// A cell on screen changed size (a label's text, say): its row is measured again.
    override func subviewDidInvalidateLayout(_ subview: View) {
        guard rowHeight == nil, let cell = subview as? TableViewCell,
              let indexPath = visibleCellsByIndexPath.first(where: { $0.value === cell })?.key
        else { return }
        measuredHeights[indexPath] = nil
    }

    /// Asks the data source again for these rows' cells.
    public func reloadRows(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            measuredHeights[indexPath] = nil
            if let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) { recycle(cell) }
        }
        setNeedsLayout()
    }

    private func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    private func recycleAll() {
        for cell in visibleCellsByIndexPath.values { recycle(cell) }
        visibleCellsByIndexPath.removeAll()
    }

    func ensureItems() {
        guard needsItems else { return }
        needsItems = false
        items = TableItemMap(tableView: self, dataSource: dataSource)
        if let selected = selectedIndexPath, items.index(of: selected) == nil { selectedIndexPath = nil }
        topItem = min(topItem, max(0, items.count - 1))
    }

    // MARK: - Layout

    private var gutterWidth: Int { allowsSelection || isEditing ? 2 : 0 }

    open override var expandsVertically: Bool { true }

    open override var canBecomeFirstResponder: Bool { allowsSelection || isEditing }

    /// The widths of the rows on screen and the headers; a table that has laid out no row yet
    /// asks for 40 columns. The data source is not asked for cells: a table takes the width it
    /// is given.
    /// `table`, holding its rows on screen, focused when it has the focus.
    open override var accessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .table, label: accessibilityLabel ?? "", value: accessibilityValue, traits: accessibilityTraits())
    }

    open override func contentWidths() -> LayoutWidths {
        ensureItems()
        var ideal = 0
        var minimum = 0
        for cell in visibleCellsByIndexPath.values {
            let widths = cell.widths
            ideal = max(ideal, widths.ideal)
            minimum = max(minimum, widths.minimum)
        }
        for section in items.sections.indices where items.sections[section].hasHeader {
            ideal = max(ideal, headerTitle(section)?.displayWidth(in: effectiveWidthProfile) ?? 0)
        }
        if visibleCellsByIndexPath.isEmpty, items.rowCount > 0 { ideal = max(ideal, 40) }
        return LayoutWidths(minimum: min(minimum, 10), ideal: ideal).adding(gutterWidth)
    }

    open override func contentHeight(forWidth width: Int) -> Int {
        ensureItems()
        prepareMeasuring(width: width)
        var total = 0
        for index in 0..<items.count { total += height(ofItem: index) }
        return total
    }

    /// Forgets measured heights when the width or the width profile changes.
    func prepareMeasuring(width: Int) {
        let rowWidth = max(0, width - gutterWidth)
        let profile = effectiveWidthProfile
        if measuredWidth != rowWidth || measuredProfile != profile {
            measuredWidth = rowWidth
            measuredProfile = profile
            measuredHeights.removeAll()
        }
    }

    private var measuredProfile: WidthProfile?

    private func headerTitle(_ section: Int) -> String? {
        dataSource.flatMap { $0.tableView(self, titleForHeaderInSection: section) }?.terminalSafe
    }

    /// The cell on screen for a row, or one the data source makes for it.
    private func cell(for indexPath: IndexPath) -> TableViewCell {
        if let cell = visibleCellsByIndexPath[indexPath] { return cell }
        guard let dataSource else { return TableViewCell() }
        cellRequestCount += 1
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        visibleCellsByIndexPath[indexPath] = cell
        if cell.superview !== self { addSubview(cell) }
        return cell
    }

    /// The lines an item takes: a header one, a row its cell's height (and a separator line).
    func height(ofItem index: Int) -> Int {
        switch items.item(at: index) {
        case .header:
            return 1
        case .row(let indexPath):
            let separator = separatorStyle.hasLine && !items.isLastRowOfSection(index) ? 1 : 0
            if let rowHeight { return rowHeight + separator }
            if let measured = measuredHeights[indexPath] { return measured + separator }
            let height = max(1, cell(for: indexPath).height(forWidth: measuredWidth ?? 0))
            measuredHeights[indexPath] = height
            return height + separator
        }
    }

    open override func layoutSubviews() {
        ensureItems()
        let area = contentRect
        prepareMeasuring(width: area.width)
        applyPendingScrolls(height: area.height)
        hasLaidOut = true

        // The items on screen, from the top item down.
        var onScreen: [(index: Int, y: Int, height: Int)] = []
        var y = area.minY - topItemOffset
        var index = topItem
        while index < items.count, y < area.maxY {
            let height = height(ofItem: index)
            onScreen.append((index, y, height))
            y += height
            index += 1
        }
        let visibleRows = Set(onScreen.compactMap { items.item(at: $0.index).indexPath })
        for (indexPath, cell) in visibleCellsByIndexPath where !visibleRows.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            recycle(cell)
        }
        headerRows = []
        separatorRows = []
        for entry in onScreen {
            switch items.item(at: entry.index) {
            case .header(let section):
                headerRows.append((entry.y, headerTitle(section) ?? ""))
            case .row(let indexPath):
                let cell = cell(for: indexPath)
                let separator = separatorStyle.hasLine && !items.isLastRowOfSection(entry.index) ? 1 : 0
                cell.isSelected = indexPath == selectedIndexPath
                cell.frame = Rect(x: area.minX + gutterWidth, y: entry.y, width: max(0, area.width - gutterWidth), height: entry.height - separator)
                if separator == 1 { separatorRows.append(entry.y + entry.height - 1) }
            }
        }
    }

    private var headerRows: [(y: Int, title: String)] = []
    private var separatorRows: [Int] = []

    // MARK: - Drawing

    open override func drawContent(in rect: Rect, on canvas: inout Canvas, clip: Rect) {
        let profile = canvas.profile
        let offset = rect.minY - contentRect.minY
        for (y, title) in headerRows {
            let shown = title.truncated(toWidth: rect.width, mode: .tail, in: profile)
            canvas.draw(shown, at: Point(x: rect.minX, y: y + offset), style: .bold, clip: clip)
        }
        let rule = BorderStyle.single.resolved(for: profile).top
        for y in separatorRows {
            canvas.fill(Rect(x: rect.minX + gutterWidth, y: y + offset, width: max(0, rect.width - gutterWidth), height: 1).intersection(clip),
                        with: rule, style: .dim)
        }
    }

    open override func didDrawSubviews(in frame: Rect, on canvas: inout Canvas, clip: Rect) {
        guard gutterWidth > 0 else { return }
        for (indexPath, cell) in visibleCellsByIndexPath {
            let cellRect = Rect(x: frame.minX + cell.frame.minX, y: frame.minY + cell.frame.minY, width: cell.frame.width, height: cell.frame.height)
            let gutter = Point(x: cellRect.minX - gutterWidth, y: cellRect.minY)
            if isEditing {
                canvas.draw("⊖", at: gutter, style: Style.plain.foreground(.red).adding(indexPath == selectedIndexPath ? .bold : []), clip: clip)
                // The selection must show in plain text too: it is the row Delete removes.
                if indexPath == selectedIndexPath {
                    canvas.draw("▸", at: Point(x: gutter.x + 1, y: gutter.y), style: .bold, clip: clip)
                }
            } else if indexPath == selectedIndexPath {
                canvas.draw("▸", at: gutter, style: .bold, clip: clip)
            }
            if indexPath == selectedIndexPath {
                canvas.restyle(cellRect.intersection(clip)) { $0.adding(.inverse) }
            }
        }
    }

    // MARK: - Keys

    open override func handle(_ key: Key) -> Bool {
        ensureItems()
        switch key {
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .pageUp: moveSelection(by: -max(1, contentRect.height - 1))
        case .pageDown: moveSelection(by: max(1, contentRect.height - 1))
        case .home: moveSelection(toRow: 0)
        case .end: moveSelection(toRow: items.rowCount - 1)
        case .enter:
            guard let selectedIndexPath else { return false }
            delegate?.tableView(self, didSelectRowAt: selectedIndexPath)
        case .delete, .backspace:
            guard isEditing, let selectedIndexPath else { return false }
            delegate?.tableView(self, commitDeleteForRowAt: selectedIndexPath)
        default:
            return false
        }
        return true
    }
}

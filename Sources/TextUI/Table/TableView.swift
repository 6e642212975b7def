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
    /// Where `scrollToRow(at:at:)` puts the row.
    public struct ScrollPosition: Sendable, Hashable {
        fileprivate enum Storage: Sendable, Hashable { case none, top, middle, bottom }
        fileprivate let storage: Storage
        private init(_ storage: Storage) { self.storage = storage }
        /// Scroll as little as makes the row visible.
        public static let none = ScrollPosition(.none)
        /// The row at the top.
        public static let top = ScrollPosition(.top)
        /// The row in the middle.
        public static let middle = ScrollPosition(.middle)
        /// The row at the bottom.
        public static let bottom = ScrollPosition(.bottom)
    }

    /// Lines between rows.
    public struct SeparatorStyle: Sendable, Hashable {
        let hasLine: Bool
        private init(hasLine: Bool) { self.hasLine = hasLine }
        /// No lines: rows follow each other.
        public static let none = SeparatorStyle(hasLine: false)
        /// A dim rule under every row but the last of a section.
        public static let singleLine = SeparatorStyle(hasLine: true)
    }

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
    public private(set) var selectedIndexPath: IndexPath?

    private var registrations: [String: TableViewCell.Type] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var visibleCellsByIndexPath: [IndexPath: TableViewCell] = [:]
    private var measuredHeights: [IndexPath: Int] = [:]
    private var measuredWidth: Int?
    private var items = ItemMap()
    private var needsItems = true

    /// The first item (header or row) on screen, and how many of its lines are scrolled past.
    private var topItem = 0
    private var topItemOffset = 0
    private var pendingScroll: (indexPath: IndexPath, position: ScrollPosition)?

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

    private func ensureItems() {
        guard needsItems else { return }
        needsItems = false
        items = ItemMap(tableView: self, dataSource: dataSource)
        if let selected = selectedIndexPath, items.index(of: selected) == nil { selectedIndexPath = nil }
        topItem = min(topItem, max(0, items.count - 1))
    }

    // MARK: - Selection and scrolling

    /// Selects a row (or clears the selection), optionally scrolling it into view.
    public func selectRow(at indexPath: IndexPath?, scrollPosition: ScrollPosition? = nil) {
        ensureItems()
        if let indexPath, items.index(of: indexPath) == nil { return }
        selectedIndexPath = indexPath
        if let indexPath, let scrollPosition { scrollToRow(at: indexPath, at: scrollPosition) }
        setNeedsLayout()
    }

    /// Scrolls so that the row is on screen at `position`; takes effect at the next layout.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition = .none) {
        pendingScroll = (indexPath, position)
    }

    // MARK: - Layout

    private var gutterWidth: Int { allowsSelection || isEditing ? 2 : 0 }

    open override var expandsVertically: Bool { true }

    open override var canBecomeFirstResponder: Bool { allowsSelection || isEditing }

    /// The widths of the rows on screen and the headers; a table that has laid out no row yet
    /// asks for 40 columns. The data source is not asked for cells: a table takes the width it
    /// is given.
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
    private func prepareMeasuring(width: Int) {
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
    private func height(ofItem index: Int) -> Int {
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
        applyPendingScroll(height: area.height)
        clampScroll(height: area.height)

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

    /// Moves the top item so that the table's last screenful is full (no empty space under the
    /// last row while rows are scrolled past the top).
    private func clampScroll(height: Int) {
        guard items.count > 0 else {
            topItem = 0
            topItemOffset = 0
            return
        }
        topItem = min(max(0, topItem), items.count - 1)
        var remaining = -topItemOffset
        var index = topItem
        while index < items.count, remaining < height {
            remaining += self.height(ofItem: index)
            index += 1
        }
        guard remaining < height else { return }
        // Too little below the top: walk back until the screen is full or the top is reached.
        var (item, offset) = anchor(endingAt: items.count - 1, height: height)
        if item == 0, offset < 0 { offset = 0 }
        topItem = item
        topItemOffset = max(0, offset)
    }

    /// The top item and offset that put the bottom of item `last` at the bottom of a screen of
    /// `height` lines (or the first item at the top, when the items above do not fill it).
    private func anchor(endingAt last: Int, height: Int) -> (item: Int, offset: Int) {
        var used = 0
        var index = last
        while index >= 0 {
            let itemHeight = self.height(ofItem: index)
            if used + itemHeight >= height { return (index, used + itemHeight - height) }
            used += itemHeight
            index -= 1
        }
        return (0, 0)
    }

    private func applyPendingScroll(height: Int) {
        guard let (indexPath, position) = pendingScroll else { return }
        pendingScroll = nil
        guard let target = items.index(of: indexPath) else { return }
        // A header stays with the first row of its section.
        let top = target > 0 && items.item(at: target - 1).isHeader ? target - 1 : target
        switch position.storage {
        case .top:
            (topItem, topItemOffset) = (top, 0)
        case .bottom:
            (topItem, topItemOffset) = anchor(endingAt: target, height: height)
        case .middle:
            let half = max(0, (height - self.height(ofItem: target)) / 2)
            (topItem, topItemOffset) = anchor(endingAt: target, height: self.height(ofItem: target) + half)
        case .none:
            if top < topItem || (top == topItem && topItemOffset > 0) {
                (topItem, topItemOffset) = (top, 0)
            } else {
                // Below the screen? Then at the bottom.
                var y = -topItemOffset
                var index = topItem
                while index <= target, y < height {
                    y += self.height(ofItem: index)
                    index += 1
                }
                if y > height || index <= target { (topItem, topItemOffset) = anchor(endingAt: target, height: height) }
            }
        }
    }

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

    private func moveSelection(by delta: Int) {
        let current = selectedIndexPath.flatMap(items.rowNumber(of:))
        moveSelection(toRow: current.map { $0 + delta } ?? (delta > 0 ? 0 : items.rowCount - 1))
    }

    private func moveSelection(toRow row: Int) {
        guard items.rowCount > 0, allowsSelection || isEditing else { return }
        let indexPath = items.indexPath(ofRowNumber: min(max(0, row), items.rowCount - 1))
        guard indexPath != selectedIndexPath else { return }
        selectRow(at: indexPath, scrollPosition: ScrollPosition.none)
        delegate?.tableView(self, didMoveSelectionTo: indexPath)
    }
}

/// The items of a table, headers and rows, numbered top to bottom without storing them.
struct ItemMap {
    enum Item {
        case header(Int)
        case row(IndexPath)

        var indexPath: IndexPath? {
            if case .row(let indexPath) = self { return indexPath }
            return nil
        }

        var isHeader: Bool {
            if case .header = self { return true }
            return false
        }
    }

    struct Section {
        var hasHeader: Bool
        var rows: Int
        /// The item number of the section's first item.
        var start: Int
        /// The number of rows in the sections before.
        var rowsBefore: Int
    }

    private(set) var sections: [Section] = []
    private(set) var count = 0
    private(set) var rowCount = 0

    init() {}

    init(tableView: TableView, dataSource: TableViewDataSource?) {
        guard let dataSource else { return }
        for section in 0..<max(0, dataSource.numberOfSections(in: tableView)) {
            let rows = max(0, dataSource.tableView(tableView, numberOfRowsInSection: section))
            let hasHeader = dataSource.tableView(tableView, titleForHeaderInSection: section) != nil
            sections.append(Section(hasHeader: hasHeader, rows: rows, start: count, rowsBefore: rowCount))
            count += rows + (hasHeader ? 1 : 0)
            rowCount += rows
        }
    }

    /// The section holding item `index`: a binary search over the starts.
    private func section(containing index: Int) -> Int {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    func item(at index: Int) -> Item {
        let number = section(containing: index)
        let section = sections[number]
        let offset = index - section.start
        if section.hasHeader {
            return offset == 0 ? .header(number) : .row(IndexPath(row: offset - 1, section: number))
        }
        return .row(IndexPath(row: offset, section: number))
    }

    func index(of indexPath: IndexPath) -> Int? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rows else { return nil }
        return section.start + (section.hasHeader ? 1 : 0) + indexPath.row
    }

    func isLastRowOfSection(_ index: Int) -> Bool {
        guard case .row(let indexPath) = item(at: index) else { return false }
        return indexPath.row == sections[indexPath.section].rows - 1
    }

    /// The row's number counting all sections' rows.
    func rowNumber(of indexPath: IndexPath) -> Int? {
        guard index(of: indexPath) != nil else { return nil }
        return sections[indexPath.section].rowsBefore + indexPath.row
    }

    func indexPath(ofRowNumber number: Int) -> IndexPath {
        // The last section whose rows start at or before `number`.
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].rowsBefore <= number { low = middle } else { high = middle - 1 }
        }
        var section = low
        while section > 0, sections[section].rows == 0 || number - sections[section].rowsBefore >= sections[section].rows {
            section -= 1
        }
        return IndexPath(row: number - sections[section].rowsBefore, section: section)
    }
}

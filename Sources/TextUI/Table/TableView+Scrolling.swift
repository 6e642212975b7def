import Foundation

// Selection and scrolling: which row is selected, and which item is at the top of the screen.
extension TableView {
    /// Selects a row (or clears the selection), optionally scrolling it into view.
    public func selectRow(at indexPath: IndexPath?, scrollPosition: ScrollPosition? = nil) {
        ensureItems()
        if let indexPath, items.index(of: indexPath) == nil { return }
        selectedIndexPath = indexPath
        if let indexPath, let scrollPosition { scrollToRow(at: indexPath, at: scrollPosition) }
        setNeedsLayout()
    }

    /// Scrolls so that the row is on screen at `position`; takes effect at the next layout.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition = .nearest) {
        pendingScroll = (indexPath, position)
        pendingOffset = nil
    }

    /// How far the table is scrolled: the row at the top of the screen and the lines of it
    /// scrolled past. Setting it scrolls there (as far as the rows allow: the last screenful
    /// stays full; negative numbers count as 0). A table that has been laid out works out what
    /// was set, or a scroll asked for since (`scrollToRow(at:at:)`, a key that moved the
    /// selection), when the offset is read, at the height it was laid out at: a delegate that
    /// reads it while it handles a key reads where the table is going. Before its first
    /// layout, a table reads back what was set.
    ///
    /// ```swift
    /// viewState.scroll = tableView.contentOffset
    /// tableView.contentOffset = TableView.ContentOffset(row: IndexPath(row: 40, section: 0))
    /// ```
    public var contentOffset: ContentOffset {
        get {
            // A table that has been laid out knows how many lines it shows: a scroll asked for
            // since (a key that moved the selection, say) is worked out now, so that a delegate
            // reading the offset while it handles a key reads where the table will be.
            if hasLaidOut, pendingOffset != nil || pendingScroll != nil {
                ensureItems()
                prepareMeasuring(width: contentRect.width)
                applyPendingScrolls(height: contentRect.height)
            }
            if let pendingOffset { return pendingOffset }
            ensureItems()
            guard items.count > 0 else { return .zero }
            return offset(ofItem: min(topItem, items.count - 1), lines: topItemOffset)
        }
        set {
            pendingOffset = newValue
            pendingScroll = nil
            setNeedsLayout()
        }
    }

    /// The offset of line `lines` of item `index`: a header belongs to its section's first row.
    private func offset(ofItem index: Int, lines: Int) -> ContentOffset {
        switch items.item(at: index) {
        case .header(let section):
            return ContentOffset(row: IndexPath(row: 0, section: section), lines: lines)
        case .row(let indexPath):
            let header = indexPath.row == 0 && items.sections[indexPath.section].hasHeader ? 1 : 0
            return ContentOffset(row: indexPath, lines: lines + header)
        }
    }

    /// The top item and the lines of it scrolled past for `offset`; a row past the end is the
    /// last item, lines past a row's end run on into the items after it.
    private func topItem(for offset: ContentOffset) -> (item: Int, offset: Int) {
        guard items.count > 0 else { return (0, 0) }
        // Fields set one by one may hold what the initializer refuses: read them safely.
        let (sectionNumber, rowNumber) = offset.row.count == 2 ? (max(0, offset.row.section), max(0, offset.row.row)) : (0, 0)
        var item = items.count - 1
        if sectionNumber < items.sections.count {
            let section = items.sections[sectionNumber]
            let header = section.hasHeader ? 1 : 0
            // Row 0 starts at the section's header; a row past the section's end is the item
            // after it (the next section's first).
            item = rowNumber == 0 ? section.start : section.start + header + min(rowNumber, section.rows)
            item = min(item, items.count - 1)
        }
        var lines = max(0, offset.lines)
        while item < items.count - 1, lines >= height(ofItem: item) {
            lines -= height(ofItem: item)
            item += 1
        }
        return (item, lines)
    }

    /// Applies the offset set and the scroll asked for since the last layout, then keeps the
    /// last screenful full, for a screen of `height` lines.
    func applyPendingScrolls(height: Int) {
        if let offset = pendingOffset {
            pendingOffset = nil
            (topItem, topItemOffset) = topItem(for: offset)
        }
        applyPendingScroll(height: height)
        clampScroll(height: height)
    }

    /// `selectRow(at:scrollPosition:)` in UIKit's spelling; nothing animates in a terminal.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition?) {
        selectRow(at: indexPath, scrollPosition: scrollPosition)
    }

    /// Clears the selection if `indexPath` is the selected row.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedIndexPath == indexPath else { return }
        selectRow(at: nil)
    }

    /// `scrollToRow(at:at:)` in UIKit's spelling; nothing animates in a terminal.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        scrollToRow(at: indexPath, at: position)
    }

    /// Moves the top item so that the table's last screenful is full (no empty space under the
    /// last row while rows are scrolled past the top).
    func clampScroll(height: Int) {
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
    func anchor(endingAt last: Int, height: Int) -> (item: Int, offset: Int) {
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

    func applyPendingScroll(height: Int) {
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
        case .nearest:
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

    func moveSelection(by delta: Int) {
        let current = selectedIndexPath.flatMap(items.rowNumber(of:))
        moveSelection(toRow: current.map { $0 + delta } ?? (delta > 0 ? 0 : items.rowCount - 1))
    }

    func moveSelection(toRow row: Int) {
        guard items.rowCount > 0, allowsSelection || isEditing else { return }
        let indexPath = items.indexPath(ofRowNumber: min(max(0, row), items.rowCount - 1))
        guard indexPath != selectedIndexPath else { return }
        selectRow(at: indexPath, scrollPosition: .nearest)
        delegate?.tableView(self, didMoveSelectionTo: indexPath)
    }
}

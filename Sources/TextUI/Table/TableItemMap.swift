import Foundation
import ViewDataSupport

/// The items of a table, headers and rows, numbered top to bottom without storing them.
struct TableItemMap {
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

    /// The section holding item `index`: the last whose items start at or before it.
    private func section(containing index: Int) -> Int {
        max(0, sections.partitioningIndex { $0.start > index } - 1)
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
        var section = max(0, sections.partitioningIndex { $0.rowsBefore > number } - 1)
        while section > 0, sections[section].rows == 0 || number - sections[section].rowsBefore >= sections[section].rows {
            section -= 1
        }
        return IndexPath(row: number - sections[section].rowsBefore, section: section)
    }
}

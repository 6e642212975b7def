import Foundation
import Testing
import TextRendering
@testable import TextUI

@Suite("Table views")
struct TableViewTests {
    func table(_ source: NumberedRows, cellClass: TableViewCell.Type = TableViewCell.self) -> TableView {
        let table = TableView()
        table.register(cellClass, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        return table
    }

    @Test func sectionsHeadersAndRows() {
        let source = NumberedRows(counts: [2, 0, 1], titles: ["First", "Empty", nil])
        let view = table(source)
        #expect(view.numberOfSections == 3)
        #expect(view.numberOfRows(inSection: 0) == 2)
        #expect(view.render(width: 12).plainText == """
            First
              Row 0.0
              Row 0.1
            Empty
              Row 2.0
            """)
    }

    @Test func onlyRowsOnScreenAreAskedForAndLaidOut() {
        let source = NumberedRows(counts: [1_000])
        let view = table(source)
        view.scrollToRow(at: IndexPath(row: 500, section: 0), at: .middle)
        let canvas = view.render(size: Size(width: 20, height: 10))
        #expect(view.cellRequestCount <= 12)
        #expect(view.indexPathsForVisibleRows.count == 10)
        #expect(canvas.lines[4] == "  Row 0.500" || canvas.lines[5] == "  Row 0.500")
    }

    @Test func cellsAreReusedWhenRowsScrollAway() {
        let source = NumberedRows(counts: [200])
        let view = table(source, cellClass: CountingCell.self)
        var seen = Set<ObjectIdentifier>()
        for row in stride(from: 0, to: 200, by: 7) {
            view.scrollToRow(at: IndexPath(row: row, section: 0), at: .top)
            _ = view.render(size: Size(width: 20, height: 8))
            for cell in view.visibleCells { seen.insert(ObjectIdentifier(cell)) }
            #expect(view.visibleCells.first?.textLabel.text == "Row 0.\(min(row, 192))")
        }
        // Eight rows on screen: a handful of cells serve all two hundred rows.
        #expect(seen.count <= 16)
        #expect(view.visibleCells.contains { ($0 as? CountingCell)?.reuseCount ?? 0 > 0 })
    }

    @Test func scrollPositions() {
        let source = NumberedRows(counts: [100])  // Tables hold their data sources weakly.
        let view = table(source)
        func firstRow() -> String? {
            _ = view.render(size: Size(width: 20, height: 5))
            return view.visibleCells.first?.textLabel.text
        }
        view.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top)
        #expect(firstRow() == "Row 0.50")
        view.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom)
        #expect(firstRow() == "Row 0.46")
        view.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle)
        #expect(firstRow() == "Row 0.48")
        // Already visible: nothing moves.
        view.scrollToRow(at: IndexPath(row: 49, section: 0), at: .nearest)
        #expect(firstRow() == "Row 0.48")
        // Past the end: the last screenful stays full.
        view.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top)
        #expect(firstRow() == "Row 0.95")
        withExtendedLifetime(source) {}
    }

    @Test func keysMoveTheSelectionAndChooseRows() {
        let source = NumberedRows(counts: [3, 2])
        let view = table(source)
        #expect(view.handle(.down))
        #expect(view.selectedIndexPath == IndexPath(row: 0, section: 0))
        _ = view.handle(.down)
        _ = view.handle(.down)
        _ = view.handle(.down)
        #expect(view.selectedIndexPath == IndexPath(row: 0, section: 1))
        _ = view.handle(.end)
        _ = view.handle(.down)
        #expect(view.selectedIndexPath == IndexPath(row: 1, section: 1))
        _ = view.handle(.enter)
        #expect(source.selected == [IndexPath(row: 1, section: 1)])
        #expect(source.moves.count == 5)
        let canvas = view.render(width: 12)
        #expect(canvas.lines[4] == "▸ Row 1.1")
        #expect(canvas[2, 4].style.attributes.contains(.inverse))
        #expect(!view.handle(.delete))
        view.isEditing = true
        _ = view.handle(.delete)
        #expect(source.deletions == [IndexPath(row: 1, section: 1)])
        // While editing every row has a delete marker, and the selected one shows it is selected.
        let editing = view.render(width: 12).lines.filter { $0.hasPrefix("⊖") }
        #expect(editing.count == view.visibleCells.count)
        #expect(editing.filter { $0.hasPrefix("⊖▸") } == ["⊖▸Row 1.1"])
    }

    @Test func reloadingRowsAsksForThemAgain() {
        let source = NumberedRows(counts: [3])
        let view = table(source)
        _ = view.render(width: 12)
        let before = view.cellRequestCount
        view.reloadRows(at: [IndexPath(row: 1, section: 0)])
        _ = view.render(width: 12)
        #expect(view.cellRequestCount == before + 1)
        source.counts = [1]
        view.reloadData()
        #expect(view.render(width: 12).plainText == "  Row 0.0")
    }

    @Test func genericCellsHoldAndConfigureTheirContent() {
        final class Badge: View, Configurable {
            let label = Label()
            required init() {
                super.init()
                addSubview(label)
            }
            func configure(viewData: (name: String, count: Int)) {
                label.text = "\(viewData.name) (\(viewData.count))"
            }
        }
        let cell = GenericTableCell<Badge>(reuseIdentifier: "badge")
        cell.configure(viewData: (name: "Ada", count: 3))
        cell.accessoryType = .checkmark
        #expect(cell.render(width: 12).plainText == "Ada (3)    ✓")
        #expect(cell.customView.superview === cell.contentView)
    }
}

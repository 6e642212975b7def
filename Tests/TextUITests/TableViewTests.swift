import Foundation
import TestSupport
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

    // MARK: - Content offset

    /// Rows of `heights[section][row]` lines each, sections with or without headers.
    final class VaryingRows: TableViewDataSource {
        var heights: [[Int]]
        var titles: [String?]

        init(heights: [[Int]], titles: [String?]) {
            self.heights = heights
            self.titles = titles
        }

        func numberOfSections(in tableView: TableView) -> Int { heights.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { heights[section].count }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel.numberOfLines = 0
            cell.textLabel.text = (1...heights[indexPath.section][indexPath.row])
                .map { "\(indexPath.section).\(indexPath.row) line \($0)" }.joined(separator: "\n")
            return cell
        }
    }

    func varyingTable(_ source: VaryingRows, separators: Bool = false) -> TableView {
        let view = TableView()
        view.register(TableViewCell.self, forCellReuseIdentifier: "row")
        view.dataSource = source
        if separators { view.separatorStyle = .singleLine }
        return view
    }

    @Test func theContentOffsetIsARowAndTheLinesOfItScrolledPast() throws {
        let source = VaryingRows(heights: [[2, 1, 3], [], [1, 2]], titles: ["A", "Empty", nil])
        let view = varyingTable(source)
        let size = Size(width: 20, height: 4)
        #expect(view.contentOffset == .zero)
        // Two lines into row 0.2: the header and row 0 of section A count as row 0.0's.
        view.contentOffset = TableView.ContentOffset(row: IndexPath(row: 2, section: 0), lines: 2)
        #expect(view.contentOffset == TableView.ContentOffset(row: IndexPath(row: 2, section: 0), lines: 2))
        #expect(view.render(size: size).plainText == """
              0.2 line 3
            Empty
              2.0 line 1
              2.1 line 1
            """)
        #expect(view.contentOffset == TableView.ContentOffset(row: IndexPath(row: 2, section: 0), lines: 2))
        // Row 0 of a section with a header starts at the header.
        view.contentOffset = TableView.ContentOffset(row: IndexPath(row: 0, section: 0), lines: 1)
        #expect(view.render(size: size).plainText == """
              0.0 line 1
              0.0 line 2
              0.1 line 1
              0.2 line 1
            """)
        #expect(view.contentOffset == TableView.ContentOffset(row: IndexPath(row: 0, section: 0), lines: 1))
        // Lines past a row run on; an offset past the end shows the last screenful.
        view.contentOffset = TableView.ContentOffset(row: IndexPath(row: 1, section: 0), lines: 2)
        _ = view.render(size: size)
        #expect(view.contentOffset == TableView.ContentOffset(row: IndexPath(row: 2, section: 0), lines: 1))
        view.contentOffset = TableView.ContentOffset(row: IndexPath(row: 40, section: 9))
        #expect(view.render(size: size).plainText == """
            Empty
              2.0 line 1
              2.1 line 1
              2.1 line 2
            """)
        // The empty section's header is at the top: its row 0, although it has no rows.
        #expect(view.contentOffset == TableView.ContentOffset(row: IndexPath(row: 0, section: 1)))
        view.contentOffset = TableView.ContentOffset(row: IndexPath(row: 2, section: 0), lines: 2)
        _ = view.render(size: size)
        // Codable as a view-state field, and readable.
        let json = try JSONEncoder().encode(view.contentOffset)
        #expect(String(decoding: json, as: UTF8.self).contains(#""lines":2"#))
        #expect(try JSONDecoder().decode(TableView.ContentOffset.self, from: json) == view.contentOffset)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TableView.ContentOffset.self, from: Data(#"{"section":0,"row":-1}"#.utf8))
        }
        #expect(try JSONDecoder().decode(TableView.ContentOffset.self, from: Data(#"{"section":1,"row":0}"#.utf8)).lines == 0)
        #expect(view.contentOffset.description == "row 2 of section 0, 2 lines in")
        // Fields changed one by one past what the initializer takes: read as the nearest valid.
        var odd = TableView.ContentOffset.zero
        odd.lines -= 3
        odd.row = IndexPath(index: 4)
        view.contentOffset = odd
        #expect(view.render(size: size).lines.first == "A")
        #expect(view.contentOffset == .zero)
    }

    @Test func anyScrollRoundTripsThroughAViewStateExactly() throws {
        let seed = propertyTestSeed(default: 0x5C2011)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<80 {
            let heights = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in Int.random(in: 1...3, using: &generator) }
            }
            let titles = heights.map { _ in Bool.random(using: &generator) ? "Header" : nil }
            let separators = Bool.random(using: &generator)
            let size = Size(width: 16, height: Int.random(in: 1...8, using: &generator))
            let source = VaryingRows(heights: heights, titles: titles)
            let view = varyingTable(source, separators: separators)
            _ = view.render(size: size)
            // Scroll somewhere, by keys or to a row.
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                _ = view.handle([Key.down, .down, .pageDown, .up, .end].randomElement(using: &generator)!)
            }
            let screen = view.render(size: size).plainText
            let offset = view.contentOffset
            let stored = try JSONDecoder().decode(TableView.ContentOffset.self, from: JSONEncoder().encode(offset))
            let restoredSource = VaryingRows(heights: heights, titles: titles)
            let restored = varyingTable(restoredSource, separators: separators)
            restored.contentOffset = stored
            #expect(restored.render(size: size).plainText.replacingOccurrences(of: "▸", with: " ") == screen.replacingOccurrences(of: "▸", with: " "),
                    "seed \(seed): \(heights) \(titles) at \(offset)")
            #expect(restored.contentOffset == offset, "seed \(seed): \(heights) \(titles)")
            withExtendedLifetime(source) {}
        }
    }

    @Test func aScrollViewsOffsetRoundTripsToo() {
        let content = Label((1...20).map { "line \($0)" }.joined(separator: "\n"), numberOfLines: 0)
        let scroll = ScrollView(content: content, viewportHeight: 3)
        _ = scroll.render(width: 12)
        _ = scroll.handle(.pageDown)
        let screen = scroll.render(width: 12).plainText
        let restored = ScrollView(content: Label(content.text, numberOfLines: 0), viewportHeight: 3)
        restored.contentOffset = scroll.contentOffset
        #expect(restored.render(width: 12).plainText == screen)
        #expect(restored.contentOffset == 2)
    }

    @Test func aDelegateReadsWhereTheTableWillBeWhileItHandlesAKey() {
        // A window that keys are sent to without being drawn (a window lays its screen out when
        // it is made): a scroll the keys asked for is worked out when the offset is read.
        final class ListController: ViewController, TableViewDelegate {
            let table = TableView()
            let source = NumberedRows(counts: [12])
            var offsets: [TableView.ContentOffset] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                table.register(TableViewCell.self, forCellReuseIdentifier: "row")
                table.dataSource = source
                table.delegate = self
                view.addSubview(table)
            }
            override func viewDidAppear() { table.becomeFirstResponder() }
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { offsets.append(tableView.contentOffset) }
        }
        let list = ListController()
        let window = Window(rootViewController: list, size: Size(width: 20, height: 5))
        for _ in 0..<9 { window.send(.down) }
        window.send(.enter)
        // Row 8 selected, at the bottom of five rows.
        #expect(list.offsets == [TableView.ContentOffset(row: IndexPath(row: 4, section: 0))])
        #expect(window.render().lines[4] == "▸ Row 0.8")
        #expect(TableView.ContentOffset() == .zero)
    }
}

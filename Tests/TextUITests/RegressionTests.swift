import TestSupport
import Foundation
import Testing
import TextRendering
@testable import TextUI

/// Behaviours found broken in review, each pinned by the case that showed it.
@Suite("Layout and focus regressions")
struct RegressionTests {
    @Test func containerViewsOutlivingTheirControllersDrawNothing() {
        let navigationView = NavigationController(rootViewController: ViewController()).view
        #expect(navigationView.render(width: 20).plainText == "")
        let splitView = SplitViewController(master: ViewController()).view
        #expect(splitView.render(width: 100).plainText == "")
    }

    @Test func aRemovedViewLosesTheFocus() {
        let field = TextField(placeholder: "x")
        let controller = ViewController()
        controller.view.addSubview(field)
        let window = Window(rootViewController: controller, size: Size(width: 20, height: 3))
        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(window.firstResponder == nil)
        window.type("abc")
        #expect(field.text.isEmpty)
    }

    @Test func viewsBehindAModalOrDismissedCannotTakeTheFocus() {
        let root = ViewController()
        let rootField = TextField(placeholder: "root")
        root.view.addSubview(rootField)
        let window = Window(rootViewController: root, size: Size(width: 30, height: 10))
        let sheet = ViewController()
        let sheetField = TextField(placeholder: "sheet")
        sheet.view.addSubview(sheetField)
        root.present(sheet)
        #expect(!rootField.becomeFirstResponder())
        #expect(sheetField.becomeFirstResponder())
        root.dismiss()
        #expect(window.firstResponder == nil)
        #expect(sheetField.window == nil)
        #expect(!sheetField.becomeFirstResponder())
        window.type("z")
        #expect(sheetField.text.isEmpty && rootField.text.isEmpty)
    }

    @Test func aNarrowSplitNeverShowsItsDetail() {
        let master = RecordingViewController("Master")
        let detail = RecordingViewController("Detail")
        _ = Window(rootViewController: SplitViewController(master: master, detail: detail), size: Size(width: 40, height: 5))
        #expect(master.events == ["load", "willAppear", "didAppear"])
        #expect(!detail.events.contains("willAppear"))
    }

    @Test func changingTheWidthProfileMeasuresAgain() {
        let controller = ViewController()
        controller.view.addSubview(StackView(axis: .horizontal, arrangedSubviews: [Label("→→→→"), Spacer(), Label("end")]))
        let window = Window(rootViewController: controller, size: Size(width: 12, height: 1))
        #expect(window.render().plainText == "→→→→     end")
        window.widthProfile = .eastAsian
        #expect(window.render().plainText == "→→→→ end")
    }

    @Test func dataTablesNeverGetWiderThanTheirWidth() {
        let seed = propertyTestSeed(default: 2_024)
        var generator = SeededGenerator(seed: seed)
        let words = ["hello", "a", "b", "中文字符", "👩‍🔬", "x y z", "Presentation code driven by data"]
        for round in 0..<400 {
            let columns = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                Table.Column(
                    words.randomElement(using: &generator)!, minimumWidth: Bool.random(using: &generator) ? Int.random(in: 1...6, using: &generator) : nil,
                    maximumWidth: Bool.random(using: &generator) ? Int.random(in: 1...8, using: &generator) : nil,
                    overflow: Bool.random(using: &generator) ? .wrap : .ellipsis)
            }
            let rows = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                columns.map { _ in StyledText(words.randomElement(using: &generator)!) }
            }
            let table = DataTable(columns: columns, rows: rows)
            table.expands = Bool.random(using: &generator)
            table.boxStyle = Bool.random(using: &generator) ? .rounded : nil
            let width = Int.random(in: 1...60, using: &generator)
            let chrome = table.boxStyle == nil ? 2 * (columns.count - 1) : 3 * columns.count + 1
            let lengths = table.columnWidths(forWidth: width, profile: .standard)
            if width >= chrome + columns.count {
                #expect(lengths.reduce(0, +) + chrome <= width, "seed \(seed) round \(round): \(lengths) at \(width)")
                #expect(lengths.allSatisfy { $0 >= 1 }, "seed \(seed) round \(round): \(lengths)")
            }
            if table.expands {
                for (column, length) in zip(columns, lengths) {
                    if let maximum = column.maximumWidth, let minimum = column.minimumWidth, minimum <= maximum {
                        #expect(length <= maximum, "seed \(seed) round \(round): \(lengths) over a maximum")
                    }
                }
            }
            #expect(table.render(width: width).lines.allSatisfy { $0.displayWidth <= width }, "seed \(seed) round \(round)")
        }
    }

    @Test func aCentredColumnMeasuresEachViewAtItsOwnWidth() {
        let image = ImageView(image: Image("cat.png", altText: "A cat"))
        let column = StackView(axis: .vertical, alignment: .center, arrangedSubviews: [image])
        let canvas = column.render(width: 80)
        #expect(image.frame.height == canvas.height)
        #expect(canvas.lines.last?.contains("└") == true)
    }

    @Test func tableRowsAreMeasuredAgainWhenTheirCellsChange() {
        let source = NumberedRows(counts: [2])
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.allowsSelection = false
        #expect(table.render(width: 12).plainText == "Row 0.0\nRow 0.1")
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        cell.textLabel.numberOfLines = 0
        cell.textLabel.lineBreakMode = .byWordWrapping
        cell.textLabel.text = "one two three"
        #expect(table.render(width: 8).plainText == "one two\nthree\nRow 0.1")
    }

    @Test func expandingTablesAskOnlyForTheirVisibleRows() {
        let first = NumberedRows(counts: [1_000])
        let second = NumberedRows(counts: [1_000])
        let tables = [first, second].map { source -> TableView in
            let table = TableView()
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            return table
        }
        let row = StackView(axis: .horizontal, arrangedSubviews: [Label("side"), tables[0]])
        let column = StackView(axis: .vertical, arrangedSubviews: [row, tables[1]])
        _ = column.render(size: Size(width: 60, height: 20))
        #expect(tables[0].cellRequestCount <= 10)
        #expect(tables[1].cellRequestCount <= 10)
    }

    @Test func windowsLineBreaksEndLinesInEveryMode() {
        let label = Label("one\r\ntwo\nthree")
        label.numberOfLines = 0
        label.lineBreakMode = .byTruncatingTail
        #expect(label.lines(forWidth: 10) == ["one", "two", "three"])
        label.lineBreakMode = .byCharWrapping
        #expect(label.lines(forWidth: 10) == ["one", "two", "three"])
        let table = DataTable(columns: [.init("A", overflow: .ellipsis)], rows: [["on\r\ntwo"]])
        #expect(table.render(width: 10).lines[3] == "│ on  │")
    }

    @Test func theEllipsisIsMeasuredInTheProfile() {
        let label = Label("aaa bbb ccc ddd eee", numberOfLines: 0)
        label.numberOfLines = 2
        label.widthProfile = .eastAsian
        #expect(label.lines(forWidth: 8).last?.displayWidth(in: .eastAsian) ?? 99 <= 8)
        #expect(label.lines(forWidth: 8).last?.hasSuffix("…") == true)
    }

    @Test func settingATextFieldsTextPutsTheCursorAtTheEnd() {
        let field = TextField()
        field.text = "hello"
        _ = field.handle(.character("!"))
        #expect(field.text == "hello!")
        field.isEnabled = false
        #expect(!field.handle(.character("?")))
        #expect(!field.canBecomeFirstResponder)
    }

    @Test func editingShowsTheSelectionEvenWithoutSelectionAllowed() {
        let source = NumberedRows(counts: [2])
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        table.allowsSelection = false
        table.isEditing = true
        _ = table.handle(.down)
        let canvas = table.render(width: 12)
        #expect(canvas[2, 0].style.attributes.contains(.inverse))
        table.reloadData()
        #expect(table.selectedIndexPath == nil)
    }

    @Test func controllersMoveBetweenNavigationStacks() {
        let shared = ViewController()
        let first = NavigationController(rootViewController: ViewController())
        first.push(shared)
        let second = NavigationController(rootViewController: ViewController())
        second.push(shared)
        #expect(first.viewControllers.count == 1)
        #expect(second.viewControllers.count == 2)
        #expect(shared.parent === second)
    }

    @Test func pushingAControllerTwiceTraps() async {
        await #expect(processExitsWith: .failure) {
            let controller = ViewController()
            let navigation = NavigationController(rootViewController: ViewController())
            navigation.push(controller)
            navigation.push(controller)
        }
    }

    @Test func theFocusScrollsIntoView() {
        let buttons = (0..<8).map { Button("B\($0)") }
        let scroll = ScrollView(content: StackView(axis: .vertical, arrangedSubviews: buttons), viewportHeight: 3)
        let controller = ViewController()
        controller.view.addSubview(scroll)
        let window = Window(rootViewController: controller, size: Size(width: 12, height: 3))
        _ = window.render()
        // The scroll view takes the focus first (it scrolls with the arrow keys), then each button.
        for _ in 0..<7 { window.send(.tab) }
        #expect(window.firstResponder === buttons[5])
        #expect(window.render().plainText.contains("B5"))
    }

    @Test func truncatedLabelsCountTheSpacesTheyDraw() {
        let label = Label(" AL ")
        #expect(label.widths == LayoutWidths(minimum: 1, ideal: 4))
        let row = StackView(axis: .horizontal, spacing: 1, alignment: .leading, arrangedSubviews: [label, Label("one two three four", numberOfLines: 0)])
        #expect(row.render(width: 15).plainText == """
             AL  one two
                 three four
            """)
    }

    /// A controller's view is in the window when it appears, so it can take the focus there.
    final class FocusingController: ViewController {
        let field = TextField()
        override func viewDidLoad() { view.addSubview(field) }
        override func viewDidAppear() { field.becomeFirstResponder() }
    }

    @Test func appearingControllersCanTakeTheFocus() {
        let root = FocusingController()
        let navigation = NavigationController(rootViewController: root)
        let window = Window(rootViewController: navigation, size: Size(width: 20, height: 5))
        #expect(window.firstResponder === root.field)
        let pushed = FocusingController()
        navigation.push(pushed)
        #expect(window.firstResponder === pushed.field)
        navigation.pop()
        #expect(window.firstResponder === root.field)

        let detail = FocusingController()
        let split = SplitViewController(master: FocusingController())
        let splitWindow = Window(rootViewController: split, size: Size(width: 30, height: 5))
        split.showDetail(detail)
        #expect(splitWindow.firstResponder === detail.field)
    }

    @Test func fixedSpacersTakeRoomAlongTheirStacksAxisOnly() {
        let row = StackView(axis: .horizontal, arrangedSubviews: [Label("a"), Spacer(length: 7), Label("b")])
        #expect(row.render(width: 20).plainText == "a       b")
        let column = StackView(axis: .vertical, arrangedSubviews: [Label("a"), Spacer(length: 2), Label("b")])
        #expect(column.widths == LayoutWidths(minimum: 1, ideal: 1))
        #expect(column.render(width: 5).plainText == "a\n\n\nb")
    }

    @Test func aTableWithNoRowsHasOneRuleAboveItsFooter() {
        let table = DataTable(columns: [.init("Item"), .init("Price", alignment: .trailing)], footer: ["Total", "€0.00"])
        #expect(table.render(width: 20).plainText == """
            ╭───────┬───────╮
            │ Item  │ Price │
            ├───────┼───────┤
            │ Total │ €0.00 │
            ╰───────┴───────╯
            """)
        table.showsHeader = false
        #expect(table.render(width: 20).lines.count == 3)
    }

    final class SelectionCell: TableViewCell {
        var changes: [Bool] = []
        override func selectionDidChange() { changes.append(isSelected) }
    }

    @Test func cellsHearWhenTheirSelectionChanges() {
        let source = NumberedRows(counts: [3])
        let table = TableView()
        table.register(SelectionCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        _ = table.render(size: Size(width: 20, height: 3))
        table.selectRow(at: IndexPath(row: 1, section: 0))
        _ = table.render(size: Size(width: 20, height: 3))
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? SelectionCell
        #expect(cell?.changes == [true])
        table.selectRow(at: IndexPath(row: 2, section: 0))
        _ = table.render(size: Size(width: 20, height: 3))
        #expect(cell?.changes == [true, false])
    }

    @Test func barButtonsThatDoNotFitLeaveTheirRoomToTheTitle() {
        let controller = ViewController()
        controller.title = "Settings"
        controller.navigationItem.rightBarButtonItems = [BarButtonItem(title: "A very long button title")]
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.push(controller)
        let bar = navigation.render(width: 24).lines[0]
        // Centred in the bar, as if there were no buttons at the right (they would be cut).
        #expect(bar == "‹ Back  Settings")
    }

    @Test func aWindowLaysOutWithoutDrawing() {
        let split = SplitViewController(master: ViewController(), detail: ViewController())
        let window = Window(rootViewController: split, size: Size(width: 100, height: 10))
        #expect(!split.isCollapsed)
        window.size = Size(width: 40, height: 10)
        window.layoutIfNeeded()
        #expect(split.isCollapsed)
        let sheet = ViewController()
        split.present(sheet)
        window.layoutIfNeeded()
        #expect(sheet.view.frame.size == window.sheetRect(level: 1).inset(by: 1).size)
    }
}

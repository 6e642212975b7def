import Foundation
import TextConsole
import TextRendering
import TextUI
import TextWidgets

/// Layout and drawing of TextUI views: a large data table, and a full window with a long
/// table view.
enum TextUIBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("table/10k", { dataTable }),
        ("table/10k-redraw", { dataTableRedraw }),
        ("table/10k-text", { dataTableText }),
        ("table/10k-print", { tablePrint }),
        ("table/10k-styled", { dataTableStyled }),
        ("window/screen", { windowScreen }),
    ] }

    /// 10,000 rows × 5 columns of mixed-script text, columns measured from the content, drawn
    /// at width 120. Every run measures, wraps and draws from scratch.
    static var dataTable: BenchmarkCase {
        let (table, rows) = tenThousandRows()
        let height = table.render(width: 120).height
        return BenchmarkCase(
            name: "table/10k", inputSize: "10k×5", work: 10_000, workUnit: "rows",
            body: {
                table.setRows(rows)
                return table.render(width: 120).height
            },
            note: { _ in "\(height) lines at 120 columns; target ≤ 30 ms" })
    }

    /// `table/10k` drawn again with its rows measured and laid out: what drawing costs.
    static var dataTableRedraw: BenchmarkCase {
        let (table, _) = tenThousandRows()
        let height = table.render(width: 120).height
        return BenchmarkCase(
            name: "table/10k-redraw", inputSize: "10k×5", work: 10_000, workUnit: "rows",
            body: { table.render(width: 120).height },
            note: { _ in "\(height) lines drawn, measured and laid out once" })
    }

    /// `table/10k` measured, laid out, drawn on one canvas as tall as the table, and made plain
    /// text (`table/10k-print` is how a table is printed).
    static var dataTableText: BenchmarkCase {
        let (table, rows) = tenThousandRows()
        let bytes = table.render(width: 120).plainText.utf8.count
        return BenchmarkCase(
            name: "table/10k-text", inputSize: "10k×5", work: 10_000, workUnit: "rows",
            body: {
                table.setRows(rows)
                return table.render(width: 120).plainText.utf8.count
            },
            note: { _ in "\(formatBytes(bytes)) of text at 120 columns" })
    }

    /// The rows of `table/10k` printed as users print a table: a `Table` made of them and
    /// printed through a `Console` that writes plain text (what `Scripts/compare-rich-table.sh`
    /// compares with Rich printing to a string). The console prints the table band by band.
    static var tablePrint: BenchmarkCase {
        let (dataTable, rows) = tenThousandRows()
        let columns = dataTable.columns
        let capabilities = ConsoleCapabilities(width: 120, usesEscapes: false, colors: .none, hyperlinks: false, isTerminal: false)
        let console = Console(capabilities: capabilities) { _ in }
        let bytes = console.text(of: Table(columns: columns, rows: rows)).utf8.count
        return BenchmarkCase(
            name: "table/10k-print", inputSize: "10k×5", work: 10_000, workUnit: "rows",
            body: { console.text(of: Table(columns: columns, rows: rows)).utf8.count },
            note: { _ in "\(formatBytes(bytes)) of text at 120 columns" })
    }

    /// `table/10k` with a run of its own in every cell (a bold word, a coloured number):
    /// what styled cells cost over plain ones. The run goes over each cell's own text, so that
    /// the two tables differ in their runs alone.
    static var dataTableStyled: BenchmarkCase {
        let (table, rows) = tenThousandRows()
        let styled = styledRows(rows)
        let plainSeconds = BenchmarkRunner(filter: nil).median {
            table.setRows(rows)
            return table.render(width: 120).height
        }.seconds
        return BenchmarkCase(
            name: "table/10k-styled", inputSize: "10k×5", work: 10_000, workUnit: "rows",
            body: {
                table.setRows(styled)
                return table.render(width: 120).height
            },
            note: { seconds in "table/10k \(formatTime(plainSeconds)); ratio \(format(seconds / plainSeconds, digits: 2))× (target ≤ 1.3×)" })
    }

    /// `rows` with the first word of every cell in a style of its own: bold in even columns,
    /// cyan in odd ones.
    static func styledRows(_ rows: [[StyledText]]) -> [[StyledText]] {
        rows.map { row in
            row.enumerated().map { column, cell -> StyledText in
                var text = cell
                let firstWord = text.text.startIndex..<(text.text.firstIndex(of: " ") ?? text.text.endIndex)
                text.addStyle(column.isMultiple(of: 2) ? .bold : Style.plain.foreground(.cyan), to: firstWord)
                return text
            }
        }
    }

    /// The table of `table/10k` and its rows.
    static func tenThousandRows() -> (DataTable, [[StyledText]]) {
        var generator = Corpus.Generator(state: 0xDA7A)
        let words = Corpus.mixedWords + Corpus.englishWords
        func phrase(_ count: Int) -> String {
            (0..<count).map { _ in words[generator.next(words.count)] }.joined(separator: " ")
        }
        let rows: [[StyledText]] = (0..<10_000).map { index in
            [StyledText("\(index)"), StyledText(phrase(2)), StyledText(phrase(6)), StyledText(phrase(3)),
             StyledText("\(index % 97).\(index % 10)")]
        }
        let table = DataTable(columns: [
            .init("#", alignment: .trailing), .init("Name"), .init("Description"), .init("Tags", overflow: .ellipsis),
            .init("Score", alignment: .trailing),
        ])
        table.setRows(rows)
        return (table, rows)
    }

    /// A 200×50 window: nested stacks, labels, and a 1,000-row table view scrolled to the
    /// middle. Each frame lays the window out and draws it.
    static var windowScreen: BenchmarkCase {
        let screen = BenchmarkScreen()
        let window = Window(rootViewController: screen, size: Size(width: 200, height: 50))
        screen.table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .middle)
        _ = window.render()
        let laidOut = screen.table.visibleCells.count
        let requests = screen.table.cellRequestCount
        return BenchmarkCase(
            name: "window/screen", inputSize: "200×50", work: 1, workUnit: "frames",
            body: {
                screen.table.scrollToRow(at: IndexPath(row: 400 + screen.frames % 200, section: 0), at: .middle)
                screen.frames += 1
                return window.render().height
            },
            note: { _ in "\(laidOut) of 1,000 rows laid out (\(requests) cells asked for); target ≤ 2 ms" })
    }
}

/// The screen of `window/screen`: a header, a side panel of labels, a table, a footer.
final class BenchmarkScreen: ViewController, TableViewDataSource {
    let table = TableView()
    var frames = 0
    private let words = Corpus.mixedWords + Corpus.englishWords

    override func viewDidLoad() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        let side = PanelView(title: "Filters 絞り込み", content: (0..<12).map { Label("Filter \($0): \(words[$0 % words.count])") })
        let body = StackView(axis: .horizontal, spacing: 1, arrangedSubviews: [side, table])
        let header = StackView(axis: .horizontal, arrangedSubviews: [Label("Inbox 受信箱 👩‍🔬", style: .bold), Spacer(), Button("Compose")])
        let footer = Label("1,000 messages · ↑↓ move · enter open", style: .dim)
        view.addSubview(StackView(axis: .vertical, spacing: 1, arrangedSubviews: [header, body, footer]))
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let row = indexPath.row
        cell.textLabel.text = "Message \(row): \(words[row % words.count]) \(words[(row * 7) % words.count])"
        cell.detailTextLabel.text = "\(row % 24):\(row % 60)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

import Testing
import TextRendering
@testable import TextUI

@Suite("Data tables")
struct DataTableTests {
    func sample() -> DataTable {
        DataTable(columns: [.init("Name"), .init("Note"), .init("Count", alignment: .trailing)], rows: [
            ["Ada", "wrote the first program", "1"],
            ["Grace", "found a moth", "22"],
        ])
    }

    @Test func columnsTakeTheirWidestLineWhenThereIsRoom() {
        #expect(sample().render(width: 60).plainText == """
            ╭───────┬─────────────────────────┬───────╮
            │ Name  │ Note                    │ Count │
            ├───────┼─────────────────────────┼───────┤
            │ Ada   │ wrote the first program │     1 │
            │ Grace │ found a moth            │    22 │
            ╰───────┴─────────────────────────┴───────╯
            """)
    }

    @Test func theWidestWrappingColumnGivesWayFirst() {
        let table = sample()
        // 33 wanted in the 20 that 30 leaves after rules and padding: only Note narrows, to 10.
        #expect(table.columnWidths(forWidth: 30, profile: .standard) == [5, 10, 5])
        #expect(table.render(width: 30).plainText == """
            ╭───────┬────────────┬───────╮
            │ Name  │ Note       │ Count │
            ├───────┼────────────┼───────┤
            │ Ada   │ wrote the  │     1 │
            │       │ first      │       │
            │       │ program    │       │
            │ Grace │ found a    │    22 │
            │       │ moth       │       │
            ╰───────┴────────────┴───────╯
            """)
        // Narrower than every column's widest word: all give way.
        #expect(table.columnWidths(forWidth: 20, profile: .standard).reduce(0, +) == 20 - 10)
    }

    @Test func ellipsisColumnsKeepTheirWidthUntilTheLastResort() {
        let table = DataTable(columns: [.init("Zone", overflow: .ellipsis), .init("Note")], rows: [
            ["Europe/Zurich", "a note that wraps easily"],
        ])
        #expect(table.columnWidths(forWidth: 30, profile: .standard) == [13, 10])
        #expect(table.columnWidths(forWidth: 12, profile: .standard).reduce(0, +) == 5)
        #expect(table.render(width: 12).lines[4] == "│ Eu… │ a  │")
    }

    @Test func limitsFootersExpansionAndNoBox() {
        let table = DataTable(columns: [.init("A", maximumWidth: 3), .init("B", minimumWidth: 6)], rows: [["abcdef", "x"]], footer: ["Σ", "1"])
        table.boxStyle = nil
        #expect(table.render(width: 40).plainText == """
            A    B
            ───────────
            abc  x
            def
            ───────────
            Σ    1
            """)
        table.expands = true
        #expect(table.columnWidths(forWidth: 20, profile: .standard) == [3, 15])
    }

    @Test func widthsAreMeasuredInCells() {
        let table = DataTable(columns: [.init("字"), .init("👩‍🔬")], rows: [["中文字符", "e\u{301}"]])
        #expect(table.render(width: 40).plainText == """
            ╭──────────┬────╮
            │ 字       │ 👩‍🔬 │
            ├──────────┼────┤
            │ 中文字符 │ é  │
            ╰──────────┴────╯
            """)
        table.widthProfile = .eastAsian
        #expect(table.render(width: 40).lines[0] == "+----------+----+")
    }
}

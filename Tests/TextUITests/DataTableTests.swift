import TestSupport
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

    /// A big table is measured, laid out and drawn in chunks of rows side by side: it draws
    /// exactly as when it is done row after row, for random cells (wide, joined, hostile,
    /// several lines) at widths that wrap and cut them, in both width profiles, whole or
    /// clipped to lines in its middle and to columns inside it; with rules between the rows or
    /// without, with no box or bars of a letter and a joining mark, with no header.
    @Test func chunksSideBySideDrawAsRowAfterRow() {
        let seed = propertyTestSeed(default: 0xC4_0D5)
        var generator = SeededGenerator(seed: seed)
        let pieces = [
            "word", "Zürich", " ", "中文", "한국어", "👩‍🔬", "🇯🇵", "e\u{301}", "नमस्ते", "1,234.5", "—", "\n", "\u{1B}[2J", "\u{202E}",
            "supercalifragilistic",
        ]
        func text() -> String {
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: " ")
        }
        let rows = (0..<3_000).map { _ in [StyledText(text()), StyledText(text()), StyledText(text())] }
        for profile in [WidthProfile.standard, .eastAsian] {
            let configurations: [(width: Int, separated: Bool, box: BorderStyle?, header: Bool)] = [
                (24, false, .rounded, true), (61, false, BorderStyle("╭─╮e\u{301}│╰─╯├┤┬┴┼"), true), (40, true, nil, false),
            ]
            for (width, separated, box, header) in configurations {
                let clipTop = Int.random(in: 0..<2_000, using: &generator)
                func render(chunkLimit: Int) -> (whole: Canvas, clipped: Canvas) {
                    let table = DataTable(
                        columns: [.init("A"), .init("B", overflow: .ellipsis), .init("C", alignment: .trailing)], rows: rows,
                        footer: ["Σ", "中文 total", "3"])
                    table.chunkLimit = chunkLimit
                    table.widthProfile = profile
                    table.showsRowSeparators = separated
                    table.boxStyle = box
                    table.showsHeader = header
                    let whole = table.render(width: width)
                    // Lines in the middle and columns inside, drawn from a table that starts
                    // above the canvas; tall enough to be drawn in bands.
                    var clipped = Canvas(width: width, height: 5_000, profile: profile)
                    table.drawContent(
                        in: Rect(x: 0, y: -500, width: width, height: whole.height), on: &clipped,
                        clip: Rect(x: 2, y: clipTop, width: width - 5, height: 3_500))
                    return (whole, clipped)
                }
                let serial = render(chunkLimit: 1)
                let chunked = render(chunkLimit: 7)
                for (name, chunked, serial) in [("whole", chunked.whole, serial.whole), ("clipped", chunked.clipped, serial.clipped)] {
                    guard chunked != serial else { continue }
                    // The first row that differs, not two screens of 6,000 lines.
                    let row = (0..<serial.height).first { y in (0..<width).contains { chunked[$0, y] != serial[$0, y] } }
                    Issue.record("""
                        seed \(seed), \(profile), width \(width), \(name) from \(clipTop): row \(row.map(String.init) ?? "?") differs
                        \(row.map { chunked.lines[$0] } ?? "")
                        \(row.map { serial.lines[$0] } ?? "")
                        """)
                }
            }
        }
    }

    @Test func aBorderOfCharactersThatAreNotOneCellIsDrawnInASCII() {
        let table = sample()
        table.boxStyle = BorderStyle("\u{1B}─╮││╰─╯├┤┬┴┼")
        let ascii = table.render(width: 60).plainText
        table.boxStyle = BorderStyle("╭─╮中│╰─╯├┤┬┴┼")
        #expect(table.render(width: 60).plainText == ascii)
        #expect(ascii == """
            +-------+-------------------------+-------+
            | Name  | Note                    | Count |
            +-------+-------------------------+-------+
            | Ada   | wrote the first program |     1 |
            | Grace | found a moth            |    22 |
            +-------+-------------------------+-------+
            """)
        table.boxStyle = BorderStyle("╭─╮e\u{301}│╰─╯├┤┬┴┼")
        #expect(table.render(width: 60).plainText == """
            ╭───────┬─────────────────────────┬───────╮
            e\u{301} Name  e\u{301} Note                    e\u{301} Count │
            ├───────┼─────────────────────────┼───────┤
            e\u{301} Ada   e\u{301} wrote the first program e\u{301}     1 │
            e\u{301} Grace e\u{301} found a moth            e\u{301}    22 │
            ╰───────┴─────────────────────────┴───────╯
            """)
    }

    @Test func columnsFromLiteralsAndRowsFromStrings() {
        // What a new user writes: literal headers, rows of runtime strings, interpolations.
        let titles = ["Pilot", "中文 episode"]
        let table = DataTable(columns: ["#", "Title"])
        for (index, title) in titles.enumerated() {
            table.addRow(["\(index + 1)", title])
        }
        table.addRow([StyledText("3", style: .bold), "\(titles.count) so far"])
        #expect(table.render(width: 30).plainText == """
            ╭───┬──────────────╮
            │ # │ Title        │
            ├───┼──────────────┤
            │ 1 │ Pilot        │
            │ 2 │ 中文 episode │
            │ 3 │ 2 so far     │
            ╰───┴──────────────╯
            """)
        table.setRows([["9", "Finale"]])
        #expect(table.rows == [["9", "Finale"]])
        let finale = "Finale"
        table.setRows([["9", finale]])
        table.addRow([])
        #expect(table.rows == [["9", "Finale"], []])
        table.setRows([])
        #expect(table.rows.isEmpty)
        // Headers known only at run time.
        let headers = ["#", "Title"]
        #expect(DataTable(columns: headers).columns == [Table.Column("#"), Table.Column("Title")])
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
        #expect(table.render(width: 12).lines[3] == "│ Eu… │ a  │")
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

    /// A header and a footer that wrap are drawn from the layout's own glyph store.
    @Test func wrappedHeadersAndFootersAreDrawnWhole() {
        let table = DataTable(columns: [.init("Long header words"), .init("B")], rows: [["x", "y"]], footer: ["中文 total sum", "z"])
        #expect(table.render(width: 14).plainText == """
            ╭────────┬───╮
            │ Long   │ B │
            │ header │   │
            │ words  │   │
            ├────────┼───┤
            │ x      │ y │
            ├────────┼───┤
            │ 中文   │ z │
            │ total  │   │
            │ sum    │   │
            ╰────────┴───╯
            """)
    }
}

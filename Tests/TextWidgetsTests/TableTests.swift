import TestSupport
import Testing
@testable import TextWidgets

@Suite("Tables")
struct TableTests {
    /// Bands start at body rows, share the visible lines about evenly, and never number more
    /// than asked; the first band starts with the first row, wherever the body begins.
    @Test func bandsStartAtRowsAndShareTheVisibleLines() {
        func starts(_ heights: [Int], separated: Bool = false, bodyTop: Int = 0, visible: Range<Int>, count: Int) -> String {
            Table.bandStarts(heights: heights, separated: { _ in separated }, bodyTop: bodyTop, visible: visible, count: count)
                .map { "\($0.row)@\($0.y)" }.joined(separator: " ")
        }
        // Twelve one-line rows in three bands of four lines.
        #expect(starts(Array(repeating: 1, count: 12), visible: 0..<12, count: 3) == "0@0 4@4 8@8")
        // A row of three lines is not cut: the next band starts after it.
        #expect(starts([1, 3, 1, 1, 1, 1], visible: 0..<8, count: 2) == "0@0 2@4")
        // Rules between rows take a line each.
        #expect(starts([1, 1, 1, 1], separated: true, visible: 0..<7, count: 2) == "0@0 2@4")
        // The body begins below the visible lines' top (a header above it): the first band
        // draws the header, the next starts at the row that reaches its share.
        #expect(starts(Array(repeating: 1, count: 6), bodyTop: 3, visible: 0..<9, count: 3) == "0@3 0@3 3@6")
        // Rows above the visible lines are skipped by the first band.
        #expect(starts(Array(repeating: 1, count: 20), bodyTop: -10, visible: 0..<10, count: 2) == "0@-10 15@5")
        // Fewer lines than bands, no rows, one band.
        #expect(starts([1, 1], visible: 0..<2, count: 5) == "0@0 1@1")
        #expect(starts([], visible: 0..<5, count: 4) == "0@0")
        #expect(starts(Array(repeating: 1, count: 12), visible: 0..<12, count: 1) == "0@0")
    }

    /// A custom border whose characters are not each one printable cell (an escape, a wide
    /// character) is drawn in ASCII, as `Canvas.drawBorder` draws it; one with a letter and a
    /// joining mark is drawn as it is.
}

@Suite("Tables drawn band by band")
struct TableBandTests {
    /// Drawn from a clip whose top line is the rule between two rows, the rule is there: the
    /// lines are those of the whole table.
    @Test func aClipThatStartsOnARuleShowsTheRule() {
        var table = Table(columns: ["A", "B"], rows: [["one", "two\nlines"], ["three", "four"]])
        table.showsRowSeparators = true
        let whole = table.render(width: 20)
        // Top, header, header rule, a row of two lines: line 5 is the rule between the rows.
        for top in 0..<whole.height {
            var canvas = Canvas(width: 20, height: whole.height)
            table.draw(in: canvas.bounds, on: &canvas, clip: Rect(x: 0, y: top, width: 20, height: whole.height - top))
            #expect(Array(canvas.lines[top...]) == Array(whole.lines[top...]), "clip from line \(top)")
        }
        #expect(whole.lines[5] == "├───────┼───────┤")
    }

    /// For random tables (header or none, box or none, rules between rows, a footer, cells
    /// that wrap, styled runs and links) and random band heights: the bands, top to bottom, are
    /// the table `render` draws, row for row in text and in styles, whichever line a band
    /// starts on (a rule, the middle of a tall row, the footer); each band but the last is as
    /// tall as asked.
    @Test func bandsAreTheRenderedTableRowForRow() throws {
        let seed = propertyTestSeed(default: 0xBA2D5)
        var generator = SeededGenerator(seed: seed)
        let link = try Hyperlink("https://example.com/row")
        let words = ["word", "中文字符", "👩‍🔬", "Zürich", "e\u{301}", "a", "supercalifragilistic", "\u{1B}[2J", "two\nlines"]
        func cell() -> StyledText {
            var text = StyledText((0..<Int.random(in: 0...5, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: " "))
            if Bool.random(using: &generator), let space = text.text.firstIndex(of: " ") {
                text.addStyle(Bool.random(using: &generator) ? .bold : Style.underline.link(link), to: text.text.startIndex..<space)
            }
            return text
        }
        for round in 0..<60 {
            let columnCount = Int.random(in: 1...4, using: &generator)
            var table = Table(columns: (0..<columnCount).map { index in
                Table.Column("H\(index)", alignment: [.leading, .center, .trailing].randomElement(using: &generator)!,
                             overflow: Bool.random(using: &generator) ? .wrap : .ellipsis)
            })
            for _ in 0..<Int.random(in: 0...60, using: &generator) { table.addRow((0..<columnCount).map { _ in cell() }) }
            if Bool.random(using: &generator) { table.footer = (0..<columnCount).map { _ in cell() } }
            table.boxStyle = Bool.random(using: &generator) ? .rounded : nil
            table.showsHeader = Bool.random(using: &generator)
            table.showsRowSeparators = Bool.random(using: &generator)
            let width = Int.random(in: 4...60, using: &generator)
            let rows = Int.random(in: 1...12, using: &generator)
            let whole = table.render(width: width)
            var bands: [Canvas] = []
            table.renderBands(width: width, profile: .standard, rows: rows) { bands.append($0) }
            let context = "seed \(seed) round \(round): \(table.rows.count) rows at \(width), bands of \(rows)"
            #expect(bands.dropLast().allSatisfy { $0.height == rows }, Comment(rawValue: context))
            #expect(bands.map(\.height).reduce(0, +) == whole.height, Comment(rawValue: context))
            let banded = bands.filter { $0.height > 0 }.map(\.ansiText).joined(separator: "\n")
            #expect(banded == whole.ansiText, Comment(rawValue: context + "\n" + banded + "\n≠\n" + whole.ansiText))
            // The transforming form hands the same bands over, in order.
            var heights: [Int] = []
            table.renderBands(width: width, profile: .standard, rows: rows, transform: { $0.height }) { heights.append($0) }
            #expect(heights == bands.map(\.height), Comment(rawValue: context))
        }
    }
}

@Suite("Tables of styled text")
struct StyledTableTests {
    static let docs = try! Hyperlink("https://example.com/docs")

    /// Random styled text: pieces of many scripts (and, now and then, hostile ones) in random
    /// runs, over a random style of its own or none.
    static func randomCell(using generator: inout SeededGenerator, hostile: Bool) -> StyledText {
        var pieces = ["word", " ", "Zürich", "中文字符", "👩‍🔬", "🇯🇵", "e\u{301}", "नमस्ते", "supercalifragilistic", "、", "\u{200B}"]
        if hostile { pieces += ["\n", "\u{1B}[2J", "\u{202E}", "\t"] }
        let styles: [Style?] = [nil, .bold, Style.plain.foreground(.red), Style.underline.link(docs)]
        var text = StyledText("", style: [nil, .italic].randomElement(using: &generator)!)
        for _ in 0..<Int.random(in: 0...8, using: &generator) {
            text.append(pieces.randomElement(using: &generator)!, style: styles.randomElement(using: &generator)!)
        }
        return text
    }

    /// A one-column table without box or header, as wide as it is given, draws each styled
    /// cell exactly as the text drawn on its own: a cell of one line that fits as it is, spaces
    /// and all; else the lines `StyledText.wrapped` makes (or, in a column that does not wrap,
    /// each line cut with `…`); every cell in its run's style over the column's. Cells drawn
    /// from measured glyphs and cells drawn as text must agree.
    @Test func styledCellsDrawAsTheirTextDoes() {
        let seed = propertyTestSeed(default: 0x7AB1E)
        var generator = SeededGenerator(seed: seed)
        for round in 0..<150 {
            let hostile = round % 3 == 0
            let cell = Self.randomCell(using: &generator, hostile: hostile)
            let wraps = Bool.random(using: &generator)
            let width = Int.random(in: 1...14, using: &generator)
            var table = Table(columns: [Table.Column("", overflow: wraps ? .wrap : .ellipsis, style: .dim)], rows: [[cell]])
            table.boxStyle = nil
            table.showsHeader = false
            table.expands = true
            let drawn = table.render(width: width)
            var base = cell
            if base.style == nil { base.style = .dim }
            let lines: [StyledText]
            let safe = base.terminalSafe
            if !safe.text.contains(where: \.isNewline), safe.text.wrappingWidths().maximum <= width {
                lines = safe.isEmpty ? [] : [safe]
            } else if wraps {
                lines = base.terminalSafe.wrapped(toWidth: width)
            } else {
                let safe = base.terminalSafe
                let bytes = safe.text.utf8
                lines = safe.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
                    safe.slice(bytes.distance(from: bytes.startIndex, to: $0.startIndex), bytes.distance(from: bytes.startIndex, to: $0.endIndex))
                        .truncated(toWidth: width)
                }
            }
            var expected = Canvas(width: width, height: max(1, lines.count))
            for (row, line) in lines.enumerated() { expected.draw(line, at: Point(x: 0, y: row)) }
            let context = "seed \(seed) round \(round): \(cell.text.unicodeScalars.map { String($0.value, radix: 16) }) at \(width), wraps \(wraps)"
            #expect(drawn == expected, Comment(rawValue: context + "\n" + drawn.ansiText + "\n" + expected.ansiText))
        }
    }
}

@Suite("Tables as CLI authors print them")
struct TablePresentationTests {
    func sales() -> Table {
        var table = Table(columns: [
            Table.Column("Product"), Table.Column("Region", priority: 1), Table.Column("Units", alignment: .trailing),
            Table.Column("Notes", priority: 0),
        ])
        table.title = "Sales, 2026"
        table.caption = "Units sold; notes from the field"
        table.addRow(["Widget", "Europe", "1,200", "steady"])
        table.addRow(["Gadget 中文", "Asia", "860", "new"])
        table.addSection()
        table.addRow(["Total", "", "2,060", ""])
        return table
    }

    @Test("A title and a caption centred over the grid; a section's rule; at full width every column shows")
    func titleCaptionAndSections() {
        #expect(sales().render(width: 60).plainText == """
                           Sales, 2026
            ╭─────────────┬────────┬───────┬────────╮
            │ Product     │ Region │ Units │ Notes  │
            ├─────────────┼────────┼───────┼────────┤
            │ Widget      │ Europe │ 1,200 │ steady │
            │ Gadget 中文 │ Asia   │   860 │ new    │
            ├─────────────┼────────┼───────┼────────┤
            │ Total       │        │ 2,060 │        │
            ╰─────────────┴────────┴───────┴────────╯
                Units sold; notes from the field
            """)
    }

    @Test("Narrow, the lowest-priority columns hide first; a column without a priority never hides")
    func columnsHideByPriority() {
        // Notes (priority 0) goes first, then Region (1); Product and Units stay.
        #expect(sales().render(width: 34).plainText == """
                      Sales, 2026
            ╭─────────────┬────────┬───────╮
            │ Product     │ Region │ Units │
            ├─────────────┼────────┼───────┤
            │ Widget      │ Europe │ 1,200 │
            │ Gadget 中文 │ Asia   │   860 │
            ├─────────────┼────────┼───────┤
            │ Total       │        │ 2,060 │
            ╰─────────────┴────────┴───────╯
            Units sold; notes from the field
            """)
        #expect(sales().render(width: 24).plainText == """
                  Sales, 2026
            ╭─────────────┬───────╮
            │ Product     │ Units │
            ├─────────────┼───────┤
            │ Widget      │ 1,200 │
            │ Gadget 中文 │   860 │
            ├─────────────┼───────┤
            │ Total       │ 2,060 │
            ╰─────────────┴───────╯
            Units sold; notes from
                   the field
            """)
        // Printed band by band, as a console prints it: the same text.
        var bands: [String] = []
        sales().renderBands(width: 24, profile: .standard, rows: 3) { bands.append($0.plainText) }
        #expect(bands.joined(separator: "\n") == sales().render(width: 24).plainText)
    }

    @Test("When every column may hide, the last one left still shows")
    func theLastColumnStays() {
        var table = Table(columns: [Table.Column("Name", priority: 2), Table.Column("Notes", priority: 1)], rows: [["Ada", "wrote the first program"]])
        table.title = "People"
        #expect(table.render(width: 7).plainText == """
            People
            ╭─────╮
            │ Na… │
            ├─────┤
            │ Ada │
            ╰─────╯
            """)
        #expect(table.height(forWidth: 7, in: .standard) == 6)
    }

    @Test("A header breaks only between words; a word wider than its column is cut with …, never split")
    func headersBreakBetweenWords() {
        var table = Table(columns: [Table.Column("Product name"), Table.Column("Description", minimumWidth: 30)])
        table.addRow(["Widget", "A small part that does one thing"])
        // "Product" in six columns: "Produ…", not "Produc" over "t".
        #expect(table.render(width: 40).plainText == """
            ╭────────┬─────────────────────────────╮
            │ Produ… │ Description                 │
            │ name   │                             │
            ├────────┼─────────────────────────────┤
            │ Widget │ A small part that does one  │
            │        │ thing                       │
            ╰────────┴─────────────────────────────╯
            """)
    }
}

@Suite("Tables written as plain text")
struct TablePlainTextTests {
    /// A table written as text straight from its layout (what a console prints without
    /// escapes) is the text of its drawn canvas, whatever its cells, columns and options: random
    /// tables of mixed scripts, wide and joined graphemes, controls, words wider than columns.
    @Test func plainTextIsTheCanvasText() {
        let seed = propertyTestSeed(default: 0x7AB1E)
        var generator = SeededGenerator(seed: seed)
        let words = ["the", "quick", "中文", "文字。", "Zürich", "e\u{301}le\u{300}ve", "👩‍🔬", "👍🏽", "🇯🇵", "1\u{FE0F}\u{20E3}", "مرحبا",
                     "supercalifragilistic", "(test)", "«quote»", "a\u{1B}[31m", "tab\tbed", "", " ", "x"]
        func text() -> String {
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "\n")
        }
        for round in 0..<300 {
            let columnCount = Int.random(in: 1...5, using: &generator)
            var table = Table(columns: (0..<columnCount).map { _ in
                Table.Column(
                    text(), alignment: [.leading, .center, .trailing].randomElement(using: &generator)!,
                    minimumWidth: Bool.random(using: &generator) ? Int.random(in: 0...12, using: &generator) : nil,
                    maximumWidth: Bool.random(using: &generator) ? Int.random(in: 1...20, using: &generator) : nil,
                    overflow: Bool.random(using: &generator) ? .wrap : .ellipsis)
            })
            table.rows = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                (0..<Int.random(in: 0...columnCount, using: &generator)).map { _ in
                    Bool.random(using: &generator) ? StyledText(text()) : StyledText(text(), style: .bold) + StyledText(text())
                }
            }
            if Bool.random(using: &generator) { table.footer = [StyledText(text()), StyledText(text())] }
            table.boxStyle = [.rounded, .ascii, .heavy, nil].randomElement(using: &generator)!
            table.showsHeader = Int.random(in: 0..<4, using: &generator) > 0
            table.showsRowSeparators = Int.random(in: 0..<4, using: &generator) == 0
            table.sectionEnds = Set((0..<3).map { _ in Int.random(in: -1...40, using: &generator) })
            table.expands = Bool.random(using: &generator)
            let width = Int.random(in: 1...90, using: &generator)
            let profile: WidthProfile = Bool.random(using: &generator) ? .standard : .eastAsian
            var parts: [String] = []
            table.renderPlainTextBands(width: width, profile: profile, rows: Int.random(in: 1...12, using: &generator)) { parts.append($0) }
            #expect(parts.joined(separator: "\n") == table.render(width: width, profile: profile).plainText, "seed \(seed) round \(round)")
        }
    }
}

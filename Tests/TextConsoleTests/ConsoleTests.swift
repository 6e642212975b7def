import Foundation
import Testing
import TextRendering
@testable import TextConsole

@Suite("Console")
struct ConsoleTests {
    typealias Case = (isTerminal: Bool, width: Int?, environment: [String: String], escapes: Bool, colors: ColorProfile, links: Bool, columns: Int)

    @Test("Width and colour come from the stream and the environment", arguments: [
        // A terminal: its width; TERM decides the palette.
        (true, 120, ["TERM": "xterm"], true, .ansi16, true, 120),
        (true, 120, ["TERM": "xterm-256color"], true, .ansi256, true, 120),
        (true, 120, ["TERM": "xterm-256color", "COLORTERM": "truecolor"], true, .trueColor, true, 120),
        (true, 120, ["TERM": "xterm", "COLORTERM": "24bit"], true, .trueColor, true, 120),
        // NO_COLOR: no colour, attributes stay; an empty NO_COLOR counts as unset.
        (true, 120, ["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none, true, 120),
        (true, 120, ["TERM": "xterm-256color", "NO_COLOR": ""], true, .ansi256, true, 120),
        // A dumb terminal, or none: plain text.
        (true, 120, ["TERM": "dumb"], false, .none, false, 120),
        (true, 120, [:], false, .none, false, 120),
        (false, nil, ["TERM": "xterm-256color"], false, .none, false, 80),
        (false, nil, ["TERM": "xterm-256color", "COLUMNS": "132"], false, .none, false, 132),
        (false, nil, ["COLUMNS": "wide"], false, .none, false, 80),
        // Forced: escapes even when piped; FORCE_COLOR's levels.
        (false, nil, ["CLICOLOR_FORCE": "1"], true, .ansi16, false, 80),
        (false, nil, ["CLICOLOR_FORCE": "0"], false, .none, false, 80),
        (false, nil, ["FORCE_COLOR": "3"], true, .trueColor, false, 80),
        (false, nil, ["FORCE_COLOR": "2", "TERM": "xterm"], true, .ansi256, false, 80),
        (false, nil, ["FORCE_COLOR": "false"], false, .none, false, 80),
        // NO_COLOR wins over forcing.
        (false, nil, ["FORCE_COLOR": "1", "NO_COLOR": "1"], true, .none, false, 80),
        // Hyperlinks: not on the Linux console; FORCE_HYPERLINK decides.
        (true, 80, ["TERM": "linux"], true, .ansi16, false, 80),
        (true, 80, ["TERM": "xterm", "FORCE_HYPERLINK": "0"], true, .ansi16, false, 80),
        (false, nil, ["CLICOLOR_FORCE": "1", "FORCE_HYPERLINK": "1"], true, .ansi16, true, 80),
    ] as [Case])
    func detection(_ test: Case) {
        let capabilities = ConsoleCapabilities.detect(isTerminal: test.isTerminal, terminalWidth: test.width, environment: test.environment)
        #expect(capabilities.usesEscapes == test.escapes, "\(test.environment)")
        #expect(capabilities.colors == test.colors, "\(test.environment)")
        #expect(capabilities.hyperlinks == test.links, "\(test.environment)")
        #expect(capabilities.width == test.columns, "\(test.environment)")
    }

    final class Output: @unchecked Sendable {
        var text = ""
    }

    func console(_ capabilities: ConsoleCapabilities) -> (Console, Output) {
        let output = Output()
        return (Console(capabilities: capabilities) { output.text += $0 }, output)
    }

    /// Content of one's own that draws bands only as canvases prints through the protocol's
    /// own band-by-band transform: every band, in order, its blank lines kept, a band of no
    /// rows left out.
    @Test func bandedContentOfOnesOwnPrintsEveryBandInOrder() {
        struct Numbers: BandedTextRenderable {
            func render(width: Int) -> Canvas {
                var canvas = Canvas(width: width, height: 5)
                for line in [1, 3, 4] { canvas.draw("line \(line)", at: Point(x: 0, y: line)) }
                return canvas
            }
            func renderBands(width: Int, profile: WidthProfile, rows: Int, _ body: (Canvas) -> Void) {
                let whole = render(width: width)
                body(Canvas(width: width, height: 0))
                for top in stride(from: 0, to: whole.height, by: 2) {
                    var band = Canvas(width: width, height: min(2, whole.height - top))
                    band.draw(whole, at: Point(x: 0, y: -top))
                    body(band)
                }
            }
        }
        let (plain, output) = console(ConsoleCapabilities(width: 10, usesEscapes: false, colors: .none, hyperlinks: false, isTerminal: false))
        plain.print(Numbers())
        #expect(output.text == "\nline 1\n\nline 3\nline 4\n")
    }

    /// A table taller than many bands prints band by band, its bands made text side by side
    /// a few at a time: the text of the whole table drawn at once, in plain text and with
    /// escape sequences, every line in order.
    @Test func printsATallTableBandByBandAsOneCanvasDrawsIt() {
        var table = Table(columns: ["#", "Name", Table.Column("Score", alignment: .trailing)])
        for index in 0..<3_000 {
            let name = StyledText("\(index, style: .bold) 中文 \(String(repeating: "word ", count: index % 7))")
            table.addRow([StyledText("\(index)"), name, StyledText("\(index % 97)")])
        }
        table.footer = ["", "total", "3000"]
        let whole = table.render(width: 40)
        #expect(whole.height > Console.bandRows * 9)
        let (plain, plainOutput) = console(ConsoleCapabilities(width: 40, usesEscapes: false, colors: .none, hyperlinks: false, isTerminal: false))
        plain.print(table)
        #expect(plainOutput.text == whole.plainText + "\n")
        let (colour, colourOutput) = console(ConsoleCapabilities(width: 40, usesEscapes: true, colors: .trueColor, hyperlinks: true, isTerminal: true))
        colour.print(table)
        #expect(colourOutput.text == whole.ansiText + "\n")
    }

    @Test func printsAtItsWidthInTheColoursItHas() throws {
        var table = Table(columns: [.init("Name"), .init("Cells", alignment: .trailing)])
        table.addRow([StyledText("中文", style: Style.plain.foreground(.rgb(255, 135, 0))), "4"])
        let (plain, plainOutput) = console(.plain(width: 30))
        plain.print(table)
        plainOutput.text += "--\n"
        plain.print(table, width: 16)
        #expect(plainOutput.text == """
            ╭──────┬───────╮
            │ Name │ Cells │
            ├──────┼───────┤
            │ 中文 │     4 │
            ╰──────┴───────╯
            --
            ╭──────┬───────╮
            │ Name │ Cells │
            ├──────┼───────┤
            │ 中文 │     4 │
            ╰──────┴───────╯

            """)
        let (colour, colourOutput) = console(ConsoleCapabilities(width: 30, usesEscapes: true, colors: .ansi256, hyperlinks: false, isTerminal: true))
        colour.print(table)
        #expect(colourOutput.text.contains("\u{1B}[38;5;208m中文\u{1B}[0m"))
        #expect(!colourOutput.text.contains("38;2;"))
    }

    @Test func textIsWrappedAndMadeSafe() {
        let (plain, output) = console(.plain(width: 12))
        plain.print("A long line of text \u{1B}[2J that wraps", style: .bold)
        #expect(output.text == "A long line\nof text ␛[2J\nthat wraps\n")
    }

    @Test func styledTextPrintsItsRunsAsTheConsoleCanShowThem() throws {
        let docs = try Hyperlink("https://example.com/docs")
        let name = "Ann\u{1B}[2J"
        let line: StyledText = "\(name, style: Style.bold.foreground(.red)) read \("the docs", link: docs)"
        let (links, linksOutput) = console(ConsoleCapabilities(width: 12, usesEscapes: true, colors: .ansi16, hyperlinks: true, isTerminal: true))
        links.print(line)
        #expect(linksOutput.text == """
            \u{1B}[1;31mAnn␛[2J\u{1B}[0m read
            \u{1B}]8;;https://example.com/docs\u{1B}\\the docs\u{1B}]8;;\u{1B}\\

            """)
        // Without colours the attributes stay; without hyperlinks the text stays.
        let (plain, plainOutput) = console(ConsoleCapabilities(width: 40, usesEscapes: true, colors: .none, hyperlinks: false, isTerminal: true))
        plain.print(line)
        #expect(plainOutput.text == "\u{1B}[1mAnn␛[2J\u{1B}[0m read the docs\n")
        let (file, fileOutput) = console(.plain(width: 40))
        file.print(line)
        #expect(fileOutput.text == "Ann␛[2J read the docs\n")
    }

    @Test func aLineIsNeverWrappedOrCutAndKeepsToItsLine() {
        let (plain, output) = console(.plain(width: 8))
        plain.printLine("Snapshots/日本/a\rb\u{1B}[2J.txt")
        plain.printLine("")
        plain.printLine("  indented", style: .bold)
        #expect(output.text == "Snapshots/日本/a␍b␛[2J.txt\n\n  indented\n")
        let (colour, colourOutput) = console(ConsoleCapabilities(width: 8, usesEscapes: true, colors: .ansi16, hyperlinks: false, isTerminal: true))
        colour.printLine("pending:", style: .bold)
        #expect(colourOutput.text == "\u{1B}[1mpending:\u{1B}[0m\n")
    }
}

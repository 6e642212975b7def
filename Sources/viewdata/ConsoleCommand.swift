import Foundation
import TextRendering
import TextTerminal
import TextUI

/// `viewdata console`: what a command-line author gets from `Console`: a rule, a table, a
/// tree and columns at the terminal's width and in its colours, then a progress bar that
/// redraws in place on a terminal and prints a few plain lines when piped.
struct ConsoleCommand: Equatable {
    /// Units of work the progress bar counts.
    var items = 200
    /// Milliseconds per unit.
    var delay = 10
    var width: Int?

    /// Parses the arguments after `console`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        var rest = Array(arguments)[...]
        while let argument = rest.popFirst() {
            let range: ClosedRange<Int>
            switch argument {
            case "--items": range = 0...1_000_000
            case "--delay": range = 0...10_000
            case "--width": range = 20...1000
            default:
                throw UsageError(argument.hasPrefix("-") ? "unknown option '\(argument)' for 'console'" : "unexpected argument '\(argument)' for 'console'")
            }
            guard let value = rest.popFirst() else { throw UsageError("\(argument) needs a number") }
            guard let number = Int(value), range.contains(number) else {
                throw UsageError("\(argument) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(value)'")
            }
            switch argument {
            case "--items": items = number
            case "--delay": delay = number
            default: width = number
            }
        }
    }

    func run(console: Console) -> Int32 {
        console.print(Rule("ViewDataKit's console", alignment: .leading), width: width)
        let table = DataTable(columns: [
            .init("Script"), .init("Sample"), .init("Cells", alignment: .trailing),
        ])
        for (script, sample) in [("Latin", "Zürich"), ("CJK", "東京 日本語"), ("Emoji", "🎉 🚀"), ("Combining", "Cafe\u{301}")] {
            table.addRow([DataTable.Cell(script, style: .bold), DataTable.Cell(sample, style: Style.plain.foreground(.rgb(255, 135, 0))), DataTable.Cell(String(sample.displayWidth))])
        }
        console.print(table, width: width)
        console.print(Tree("Sources", style: .bold, children: [
            Tree.Node("TextRendering", children: [Tree.Node("Width"), Tree.Node("LineBreaking")]),
            Tree.Node("TextUI", children: [Tree.Node("Views"), Tree.Node("Table")]),
            Tree.Node("TextTerminal", style: Style.plain.foreground(.green), children: [Tree.Node("Console")]),
        ]), width: width)
        console.print(Columns(["Sydney", "東京", "Kathmandu", "Zürich", "London", "🇳🇿 Auckland", "São Paulo", "Honolulu"]), width: width)
        let progress = console.progress("Working", total: Double(items))
        for item in 0..<items {
            if delay > 0 { Thread.sleep(forTimeInterval: Double(delay) / 1_000) }
            progress.advance()
            if items >= 4, item == items / 2 { progress.print(Label("Half way: \(item + 1) of \(items)")) }
        }
        progress.finish()
        console.print(Rule("done", alignment: .trailing), width: width)
        return 0
    }
}

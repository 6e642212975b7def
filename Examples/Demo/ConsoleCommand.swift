import CommandLineSupport
import Foundation
import TextRendering
import TextTerminal
import TextUI
import ViewDataSupport

/// `viewdata-demo console`: what a command-line author gets from `Console`: a rule, a table, a
/// tree and columns at the terminal's width and in its colours, then a progress bar that
/// redraws in place on a terminal and prints a few plain lines when piped.
struct ConsoleCommand: Equatable {
    /// Units of work the progress bar counts.
    var items = 200
    /// Milliseconds per unit.
    var delay = 10
    var width: Int?

    /// The options, which parse and print the usage.
    static let options = OptionTable("console", [
        CommandOption("--items", "N", .number(0...1_000_000, noun: "a number"), help: ["units of work for the progress bar (default 200)"]),
        CommandOption("--delay", "MS", .number(0...10_000, noun: "a number"), help: ["milliseconds per unit (default 10)"]),
        .width(help: ["print N columns wide (default: the terminal's, COLUMNS, or 80)"]),
    ])

    /// Parses the arguments after `console`.
    ///
    /// - Throws: `UsageError` naming the argument that is wrong.
    init<Arguments: Collection<String>>(parsing arguments: Arguments) throws {
        let parsed = try Self.options.parse(arguments)
        if let extra = parsed.arguments.first { throw UsageError("unexpected argument '\(extra)' for 'console'") }
        items = parsed.number("--items") ?? items
        delay = parsed.number("--delay") ?? delay
        width = parsed.number("--width")
    }

    func run(console: Console) -> Int32 {
        console.print(Rule("ViewDataKit's console", alignment: .leading), width: width)
        var table = Table(columns: [
            .init("Script"), .init("Sample"), .init("Cells", alignment: .trailing),
        ])
        for (script, sample) in [("Latin", "Zürich"), ("CJK", "東京 日本語"), ("Emoji", "🎉 🚀"), ("Combining", "Cafe\u{301}")] {
            table.addRow([StyledText(script, style: .bold), StyledText(sample, style: Style.plain.foreground(.rgb(255, 135, 0))), StyledText(String(sample.displayWidth))])
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
            if items >= 4, item == items / 2 { progress.print("Half way: \(item + 1) of \(items)") }
        }
        progress.finish()
        downloads(console: console)
        console.print(Rule("done", alignment: .trailing), width: width)
        return 0
    }

    /// A live region of several lines that redraws in place: episodes downloading side by side,
    /// each a bar until it is done, then a shorter line; the count done at the title's right edge.
    private func downloads(console: Console) {
        let episodes = Locked([("Pilot", 0.0), ("ほぼ日の放送 第12回", 0.0), ("The long goodbye", 0.0)])
        let live = Live(console: console) { Downloads(episodes: episodes.withLock { $0 }) }
        for step in 1...4 {
            if delay > 0 { Thread.sleep(forTimeInterval: Double(delay * 3) / 1_000) }
            episodes.withLock { list in
                for index in list.indices { list[index].1 = min(1, Double(step) * [0.5, 0.25, 0.34][index]) }
            }
            live.refresh()
        }
        live.stop()
    }
}

/// The downloads region: a title with the count done at the right edge (`2/3 完了`), then one
/// line per episode: its title and its bar at the right edge, or `✓` and its title once done.
struct Downloads: TextRenderable {
    var episodes: [(title: String, fraction: Double)]

    func render(width: Int) -> Canvas {
        var canvas = Canvas(width: width, height: episodes.count + 1)
        canvas.draw("Downloads", at: .zero, style: .bold)
        let done = "\(episodes.filter { $0.fraction >= 1 }.count)/\(episodes.count) 完了"
        canvas.draw(done, at: Point(x: width - done.displayWidth, y: 0), style: Style.plain.foreground(.green))
        for (index, episode) in episodes.enumerated() {
            let y = index + 1
            let title = episode.title.terminalSafeLine
            if episode.fraction >= 1 {
                canvas.draw("  ✓ " + title, at: Point(x: 0, y: y))
            } else {
                let x = canvas.draw("  " + title, at: Point(x: 0, y: y))
                let bar = ProgressBar(completed: episode.fraction * 100, total: 100).render(width: max(0, min(24, width - x - 1)))
                canvas.draw(bar, at: Point(x: width - bar.width, y: y))
            }
        }
        return canvas
    }
}

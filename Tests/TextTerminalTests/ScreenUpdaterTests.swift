import Foundation
import Testing
import TestSupport
import TextRendering
@testable import TextTerminal
import TextUI

/// The screen updater writes only the rows that changed, in the terminal's colours, so that
/// the terminal shows each frame cell for cell.
@Suite("Screen updates")
struct ScreenUpdaterTests {
    @Test func onlyChangedRowsAreRewritten() {
        let app = CounterApp()
        var updater = ScreenUpdater(usesColor: false)
        let size = Size(width: 12, height: 4)
        let first = updater.update(to: app.screen(size: size))
        #expect(first.hasPrefix("\u{1B}[?2026h\u{1B}[H\u{1B}[2J"))
        #expect(first.hasSuffix("\u{1B}[?2026l"))
        #expect(updater.lastWrittenRows == [0, 3])
        #expect(updater.update(to: app.screen(size: size)) == "")
        #expect(updater.lastWrittenRows == [])
        app.handle(.character("+"))
        // The row is erased, then written: nothing of the old row is left, and nothing of the new
        // one is erased after it.
        #expect(updater.update(to: app.screen(size: size)) == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[2K1\u{1B}[?2026l")
        #expect(updater.lastWrittenRows == [0])
        // A new size, or an invalidation, redraws everything.
        #expect(updater.update(to: app.screen(size: Size(width: 13, height: 4))).contains("\u{1B}[2J"))
        updater.invalidate()
        #expect(updater.update(to: app.screen(size: Size(width: 13, height: 4))).contains("\u{1B}[2J"))
    }

    @Test func stylesAreDownsampledToTheTerminalsColours() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("link", at: .zero, style: Style.plain.foreground(.rgb(255, 135, 0)).link(try? Hyperlink("https://example.com")))
        var full = ScreenUpdater()
        #expect(full.update(to: canvas) == "\u{1B}[?2026h\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[38;2;255;135;0m\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}[0m\u{1B}]8;;\u{1B}\\\u{1B}[?2026l")
        var limited = ScreenUpdater(colors: .ansi256, hyperlinks: false)
        #expect(limited.update(to: canvas) == "\u{1B}[?2026h\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[38;5;208mlink\u{1B}[0m\u{1B}[?2026l")
    }

    @Test func styledRowsKeepTheirStyles() {
        let app = CounterApp()
        var updater = ScreenUpdater()
        let output = updater.update(to: app.screen(size: Size(width: 12, height: 2)))
        #expect(output.contains("\u{1B}[2;1H\u{1B}[7m+ add · q q…\u{1B}[0m"))
    }

    /// Applies `frames` through one updater to a terminal with automatic wrap off (as a
    /// session has it) and checks after each that the terminal shows the frame, cell for cell
    /// and style for style.
    func expectTerminalFollows(_ frames: [Canvas], seed: UInt64? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var updater = ScreenUpdater()
        guard let first = frames.first else { return }
        var terminal = TerminalScreen(width: first.width, height: first.height)
        try terminal.apply("\u{1B}[?7l")
        for (index, frame) in frames.enumerated() {
            try terminal.apply(updater.update(to: frame))
            let expected = try TerminalScreen.showing(frame)
            #expect(terminal.plainText == expected.plainText, "frame \(index)\(seed.map { ", seed \($0)" } ?? "")", sourceLocation: sourceLocation)
            #expect(terminal.styledRows == expected.styledRows, "frame \(index)\(seed.map { ", seed \($0)" } ?? "")", sourceLocation: sourceLocation)
        }
    }

    /// A canvas of `rows`, each drawn from the left edge in `style`.
    func frame(width: Int, _ rows: [String], style: Style = .plain) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { canvas.draw(row, at: Point(x: 0, y: y), style: style) }
        return canvas
    }

    @Test func aRowThatFillsTheLastColumnKeepsItOnTheTerminal() throws {
        // The last column: a narrow grapheme, a wide one, a styled one; then rows that get
        // shorter and longer between frames.
        try expectTerminalFollows([
            frame(width: 6, ["abcdeX", "abcd中", "", "x"]),
            frame(width: 6, ["abcdeY", "ab", "abcd東", "xyzuvw"]),
            frame(width: 6, ["a", "abcd中", "abcd東", "xyzuv"]),
        ])
        try expectTerminalFollows([
            frame(width: 5, ["abcd!", "1234中"], style: Style.bold.foreground(.red)),
            frame(width: 5, ["abcd?", "123"], style: Style.bold.foreground(.red)),
        ])
    }

    @Test func randomFramesShowOnTheTerminalCellForCell() throws {
        let seed = propertyTestSeed(default: 0x5C4EE9)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "Zü", "中", "東京", "👩‍🔬", "e\u{301}", " ", "  ", "│", "🇯🇵", "x"]
        let styles: [Style] = [.plain, .bold, .inverse, Style.plain.foreground(.rgb(255, 135, 0)), Style.plain.background(.blue)]
        for _ in 0..<60 {
            let width = Int.random(in: 1...12, using: &generator)
            let height = Int.random(in: 1...5, using: &generator)
            var frames: [Canvas] = []
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                var canvas = Canvas(width: width, height: height)
                for y in 0..<height {
                    var x = Int.random(in: 0...2, using: &generator)
                    while x < width, Int.random(in: 0...5, using: &generator) > 0 {
                        let piece = pieces.randomElement(using: &generator)!
                        x = canvas.draw(piece, at: Point(x: x, y: y), style: styles.randomElement(using: &generator)!)
                    }
                }
                frames.append(canvas)
            }
            try expectTerminalFollows(frames, seed: seed)
        }
    }
}

import Foundation
import Showcase
import Testing
import TextRendering
import TextSnapshots
import TextUI

/// Plays `App`'s walkthrough at `width`×`height` from `Showcase.referenceDate`, and
/// snapshots the whole screen (status line included) after each step, named
/// `step N at WIDTH`. The window has the screen's size from the first key on.
func assertWalkthrough<App: ShowcaseApp>(
    _ type: App.Type, width: Int, height: Int = 24,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let app = App(now: Showcase.referenceDate)
    let size = Size(width: width, height: height)
    _ = app.screen(size: size)
    var now = Showcase.referenceDate
    let location = SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column))
    for (index, step) in App.walkthrough.enumerated() {
        now = app.run(try KeyScript(step.keys), startingAt: now)
        let screen = app.screen(size: size)
        #expect(screen.lines.allSatisfy { $0.displayWidth <= width }, "step \(index + 1) at \(width): a line is too wide", sourceLocation: location)
        assertSnapshot(
            of: screen, as: .text(width: width), named: "step \(index + 1) at \(width)",
            fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Runs `keys` on `app` from `start` with the window at `size`, and returns the screen at
/// `size` as plain text.
@discardableResult
func screen(
    of app: some TerminalApp, after keys: String, size: Size = Size(width: 80, height: 24),
    start: Date = Showcase.referenceDate
) throws -> String {
    _ = app.screen(size: size)
    app.run(try KeyScript(keys), startingAt: start)
    return app.screen(size: size).plainText
}

import Foundation
import Showcase
import Testing
import TextRendering
import TextSnapshots
import TextUI

/// Plays `App`'s walkthrough at `width`×`height` from `Showcase.referenceDate`, and
/// snapshots the whole screen (status line included) after each step, named
/// `step N at WIDTH`.
func assertWalkthrough<App: ShowcaseApp>(
    _ type: App.Type, width: Int, height: Int = 24,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) throws {
    let app = App(now: Showcase.referenceDate)
    var now = Showcase.referenceDate
    for (index, step) in App.walkthrough.enumerated() {
        now = app.run(try KeyScript(step.keys), startingAt: now)
        let screen = app.screen(size: Size(width: width, height: height))
        #expect(screen.lines.allSatisfy { $0.displayWidth <= width }, "step \(index + 1) at \(width): a line is too wide")
        assertSnapshot(
            of: screen, as: .text(width: width), named: "step \(index + 1) at \(width)",
            fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// Runs `keys` on `app` from `start` and returns the screen at `size` as plain text.
@discardableResult
func screen(
    of app: some TerminalApp, after keys: String, size: Size = Size(width: 80, height: 24),
    start: Date = Showcase.referenceDate
) throws -> String {
    app.run(try KeyScript(keys), startingAt: start)
    return app.screen(size: size).plainText
}

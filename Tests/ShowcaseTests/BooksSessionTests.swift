// A recorded session kept as a test, made by `viewdata log export-test books --app BooksApp --module Showcase --at 20,30,72 --name booksSession`.
// It starts the app as the session did, replays each input the user made and checks the
// screens it was asked for. A first run records no screen: a missing reference fails, to be
// looked at and accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.
import Foundation
import StateFlowLog
import Testing
import TextSnapshots
import TextUI
@testable import Showcase

@Test func booksSession() throws {
    var now = Date(timeIntervalSince1970: 1773500966.0)
    let app = BooksApp.replaying(startingAt: now)
    _ = app.screen(size: Size(width: 80, height: 24))   // the session's screen, before any key

    // Inputs 1 to 20
    now = app.run(try KeyScript("⏎e⇥⌫⌫⌫⌫⌫⌫9.90⇥⇥⇥{space}⇤⏎{wait}"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-20",
        record: .never)

    // Inputs 21 to 30
    now = app.run(try KeyScript("⇥{space}⇤⏎{wait}⎋v↓↓x"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-30",
        record: .never)

    // Inputs 31 to 72
    now = app.run(try KeyScript("⇥Haunting⇥6⇥Quiet,{space}sad{space}and{space}beautiful.⏎⇤⌫5⏎"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-72",
        record: .never)
}

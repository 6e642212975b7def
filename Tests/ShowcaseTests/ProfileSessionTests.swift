// A recorded session kept as a test, made by `viewdata log export-test profile --app ProfileApp --module Showcase --at 1,6,10 --name profileSession`.
// It starts the app as the session did, replays each input the user made and checks the
// screens it was asked for. A first run records no screen: a missing reference fails, to be
// looked at and accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.
import Foundation
import StateFlowLog
import Testing
import TextSnapshots
import TextUI
@testable import Showcase

@Test func profileSession() throws {
    var now = Date(timeIntervalSince1970: 1773500966.0)
    let app = ProfileApp.replaying(startingAt: now)
    _ = app.screen(size: Size(width: 80, height: 24))   // the session's screen, before any key

    // Input 1
    now = app.run(try KeyScript("{wait}"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-1",
        record: .never)

    // Inputs 2 to 6
    now = app.run(try KeyScript("a→↓⏎{wait}"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-6",
        record: .never)

    // Inputs 7 to 10
    now = app.run(try KeyScript("⏎⎋x{wait}"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-10",
        record: .never)
}

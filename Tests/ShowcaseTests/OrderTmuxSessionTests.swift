// A recorded session kept as a test, made by `viewdata log export-test session --app OrderApp --module Showcase --at 5,10 --name orderTmuxSession`.
// It starts the app as the session did, replays each input the user made and checks the
// screens it was asked for. A first run records no screen: a missing reference fails, to be
// looked at and accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.
import Foundation
import StateFlowLog
import Testing
import TextSnapshots
import TextUI
@testable import Showcase

@Test func orderTmuxSession() throws {
    var now = Date(timeIntervalSince1970: 1795921304.883162)
    let app = OrderApp.replaying(startingAt: now)
    _ = app.screen(size: Size(width: 90, height: 24))   // the session's screen, before any key

    // Inputs 1 to 5
    now = app.run(try KeyScript("↓⏎⏎+c"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 90, height: 24)).plainText, as: .lines, named: "input-5",
        record: .never)

    // Inputs 6 to 10
    now = app.run(try KeyScript("{wait}{wait}{wait}⎋q"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 90, height: 24)).plainText, as: .lines, named: "input-10",
        record: .never)
}

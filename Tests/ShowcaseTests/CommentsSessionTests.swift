// A recorded session kept as a test, made by `viewdata log export-test comments --app CommentsApp --module Showcase --at 3,25,28 --name commentsSession`.
// It starts the app as the session did, replays each input the user made and checks the
// screens it was asked for. A first run records no screen: a missing reference fails, to be
// looked at and accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.
import Foundation
import StateFlowLog
import Testing
import TextSnapshots
import TextUI
@testable import Showcase

@Test func commentsSession() throws {
    var now = Date(timeIntervalSince1970: 1773500966.0)
    let app = CommentsApp.replaying(startingAt: now)
    _ = app.screen(size: Size(width: 80, height: 24))   // the session's screen, before any key

    // Inputs 1 to 3
    now = app.run(try KeyScript("↓↑⏎"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-3",
        record: .never)

    // Inputs 4 to 25
    now = app.run(try KeyScript("⎋rWhat{space}would{space}it{space}play?⏎"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-25",
        record: .never)

    // Inputs 26 to 28
    now = app.run(try KeyScript("↓r⏎"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-28",
        record: .never)
}

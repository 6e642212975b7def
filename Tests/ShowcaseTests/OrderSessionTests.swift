// A recorded session kept as a test, made by `viewdata log export-test order --app OrderApp --module Showcase --at 9,41,52 --name orderSession`.
// It starts the app as the session did, replays each input the user made and checks the
// screens it was asked for. A first run records no screen: a missing reference fails, to be
// looked at and accepted (`swift run viewdata snapshots review`). Edit it as any test: it is yours.
import Foundation
import StateFlowLog
import Testing
import TextSnapshots
import TextUI
@testable import Showcase

@Test func orderSession() throws {
    var now = Date(timeIntervalSince1970: 1773500966.0)
    let app = OrderApp.replaying(startingAt: now)
    _ = app.screen(size: Size(width: 80, height: 24))   // the session's screen, before any key

    // Inputs 1 to 9
    now = app.run(try KeyScript("↓⏎⏎c+↓↓+x"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-9",
        record: .never)

    // Inputs 10 to 41
    now = app.run(try KeyScript("c⇥⇥⇥⏎⇤⇤⇤Main{space}Street{space}1⇥Tokyo⇥{space}⇥⏎{wait}"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-41",
        record: .never)

    // Inputs 42 to 52
    now = app.run(try KeyScript("⇤{space}⇥⏎{wait}{wait}{wait}{wait}{wait}{wait}{wait}"), startingAt: now)
    assertSnapshot(
        of: app.screen(size: Size(width: 80, height: 24)).plainText, as: .lines, named: "input-52",
        record: .never)
}

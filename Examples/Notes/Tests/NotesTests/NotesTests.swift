import Foundation
import Notes
import StateFlowTesting
import Testing
import TextSnapshots
import TextUI

/// The app's own tests, written by hand: what each key does to both stores.
struct NotesTests {
    @Test func deletingUnderASearchSelectsANoteTheSearchShows() {
        let app = NotesApp()
        let tester = StoreTester(app.document, app.viewState)
        tester.run { app.run(try KeyScript("/pie⏎"), startingAt: Date(timeIntervalSince1970: 0)) } expecting: {
            $0.change(app.viewState, "search") { $0.search = "p" }
            $0.change(app.viewState, "search") { $0.search = "pi" }
            $0.change(app.viewState, "search") { $0.search = "pie" }
        }
        tester.run { app.run(try KeyScript("↓d"), startingAt: Date(timeIntervalSince1970: 0)) } expecting: {
            $0.change(app.viewState, "select") { $0.selectedID = 1 }
            $0.change(app.viewState, "select") { $0.selectedID = 3 }
            $0.change(app.document, "deleteNote") { $0.notes.removeFirst() }
        }
        tester.finish()
        assertSnapshot(of: app.screen(size: Size(width: 40, height: 6)).plainText, as: .lines)
    }
}

import Foundation
import StateFlow
import StateFlowLog
import StateFlowTesting
import Testing
import XCTest

// A notes app of two stores, as issue 44's user wrote it: a document of notes and a view-state
// of the search and the selection, whose rule keeps the selection among the notes.
private struct Note: Codable, Equatable, Sendable, Identifiable {
    var id: Int
    var title: String
}

private struct NotesDocument: Codable, Equatable, Sendable {
    var notes: [Note] = [Note(id: 1, title: "Apple pie"), Note(id: 2, title: "Bread"), Note(id: 3, title: "Cherry pie")]
}

private struct NotesView: Codable, Equatable, Sendable {
    var search = ""
    var selectedID: Int?
}

private final class NotesController {
    let document = Store(NotesDocument(), name: "document")
    let view = Store(NotesView(), name: "viewState", rules: [ValidationRule("a selection is a note's id") { ($0.selectedID ?? 1) > 0 }])
    /// Line of the `update` in `select`, for messages that name it.
    static let selectLine = #line + 3

    func select(_ id: Int?) {
        view.update("select") { $0.selectedID = id }
    }

    static let searchLine = #line + 2
    func search(_ text: String) {
        view.update("search") { $0.search = text }
    }

    /// Deletes the selected note and selects the next one; `selectsHidden` is the bug the issue
    /// found: the next note is selected even when the search hides it.
    func deleteSelected(selectsHidden: Bool = false) {
        guard let id = view.state.selectedID, let index = document.state.notes.firstIndex(where: { $0.id == id }) else { return }
        document.update("deleteNote") { $0.notes.remove(at: index) }
        let visible = document.state.notes.filter { view.state.search.isEmpty || $0.title.localizedCaseInsensitiveContains(view.state.search) }
        let next = selectsHidden ? document.state.notes[safe: index] : visible.first
        select(next?.id)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

@Suite("StoreTester")
struct StoreTesterTests {
    @Test func aStepThatDoesWhatTheTestSaysPasses() {
        let app = NotesController()
        let found = issues {
            let tester = StoreTester(app.document, app.view)
            tester.run { app.search("pie") } expecting: {
                $0.change(app.view, "search") { $0.search = "pie" }
            }
            tester.run { app.select(3) } expecting: {
                $0.change(app.view, "select") { $0.selectedID = 3 }
            }
            tester.run { app.deleteSelected() } expecting: {
                $0.change(app.document, "deleteNote") { $0.notes.remove(at: 2) }
                $0.change(app.view, "select") { $0.selectedID = 1 }
            }
            tester.run { app.select(-4) } expecting: {
                $0.refusal(app.view, "select", rules: ["a selection is a note's id"])
            }
            // A step that changes nothing, expecting nothing.
            tester.run { app.search("pie") }
            tester.finish()
        }
        #expect(found == [])
    }

    @Test func aChangeThatDidMoreFailsNamingWhatItDid() {
        // The bug: deleting under a search selects a note the search hides. The test states
        // the delete alone; the tester shows the selection it did not expect.
        let app = NotesController()
        app.search("pie")
        app.select(1)
        let found = issues {
            let tester = StoreTester(app.document, app.view)
            tester.run { app.deleteSelected(selectsHidden: true) } expecting: {
                $0.change(app.document, "deleteNote") { $0.notes.remove(at: 0) }
            }
        }
        #expect(found == ["""
            Store 'viewState' made a change the test did not expect:
              #3 'select' (StateFlowTests/StoreTesterTests.swift:\(NotesController.selectLine)) (-: before, +: after):
                NotesView(
                  search: "pie",
              -   selectedID: 1
              +   selectedID: 2
                )
            """])
    }

    @Test func aChangeTheTestDidNotStateBeforeOneItStatesIsNamedAlone() {
        // The search is not stated; the selection after it is, and matches as written.
        let app = NotesController()
        let found = issues {
            let tester = StoreTester(app.view)
            tester.run {
                app.search("pie")
                app.select(3)
            } expecting: {
                $0.change(app.view, "select") { $0.search = "pie"; $0.selectedID = 3 }
            }
        }
        #expect(found == ["""
            Store 'viewState' made a change the test did not expect:
              #1 'search' (StateFlowTests/StoreTesterTests.swift:\(NotesController.searchLine)) (-: before, +: after):
                NotesView(
              -   search: "",
              +   search: "pie",
                  selectedID: nil
                )
            """])
    }

    @Test func aChangeThatDidSomethingElseFailsWithTheValueDiff() {
        let app = NotesController()
        app.search("pie")
        app.select(1)
        let found = issues {
            let tester = StoreTester(app.document, app.view)
            tester.run { app.deleteSelected(selectsHidden: true) } expecting: {
                $0.change(app.document, "deleteNote") { $0.notes.remove(at: 0) }
                $0.change(app.view, "select") { $0.selectedID = 3 }
            }
        }
        #expect(found == ["""
            Store 'viewState', change 'select' (StateFlowTests/StoreTesterTests.swift:\(NotesController.selectLine)): the state is not what the test expects (-: expected, +: actual):
                NotesView(
                  search: "pie",
              -   selectedID: 3
              +   selectedID: 2
                )
            """])
    }

    @Test func aChangeThatDidLessOrAnotherActionFails() {
        let app = NotesController()
        let found = issues {
            let tester = StoreTester(app.document, app.view)
            tester.run { app.search("b") } expecting: {
                $0.change(app.view, "filter") { $0.search = "b" }
                $0.change(app.document, "deleteNote") { $0.notes.removeAll() }
            }
        }
        #expect(found == [
            "Store 'viewState' was expected to make change 'filter', but it made 'search' (StateFlowTests/StoreTesterTests.swift:\(NotesController.searchLine)).",
            "Store 'document' was expected to make change 'deleteNote', but it did nothing more.",
        ])
    }

    @Test func aRefusalTheTestDidNotStateFailsNamingEveryRule() {
        let app = NotesController()
        app.view.addRule(ValidationRule("selections are even") { ($0.selectedID ?? 0).isMultiple(of: 2) })
        let found = issues {
            let tester = StoreTester(app.view)
            tester.run { app.select(-3) }
            tester.run { app.select(-1) } expecting: {
                $0.refusal(app.view, "select", rules: ["selections are even"])
            }
            tester.run { app.select(2) } expecting: {
                $0.refusal(app.view, "select")
            }
        }
        #expect(found == [
            """
            Store 'viewState' refused a change and the test did not say so:
              'select' breaking rules 'a selection is a note's id', 'selections are even': a selection is a note's id; selections are even \
            (StateFlowTests/StoreTesterTests.swift:\(NotesController.selectLine))
            """,
            "Store 'viewState' refused 'select' breaking rules 'a selection is a note's id', 'selections are even', not rule 'selections are even'.",
            """
            Store 'viewState' was expected to refuse 'select', but it made a change:
              #1 'select' (StateFlowTests/StoreTesterTests.swift:\(NotesController.selectLine)) (-: before, +: after):
                NotesView(
                  search: "",
              -   selectedID: nil
              +   selectedID: 2
                )
            """,
        ])
    }

    @Test func aChangeNoStepRanFailsTheNextStepAndTheEnd() {
        let app = NotesController()
        let found = issues {
            let tester = StoreTester(app.view)
            app.search("a")
            tester.run { app.select(1) } expecting: {
                $0.change(app.view, "select") { $0.selectedID = 1 }
            }
            app.select(2)
            tester.finish()
        }
        #expect(found.map { $0.prefix(while: { $0 != ":" }) } == [
            "Store 'viewState' did this before this step, outside any step the test ran, and the test did not expect it",
            "Store 'viewState' did this after the last step, and the test did not expect it",
        ])
        // A tester that goes without `finish()` checks the same.
        let late = issues {
            let tester = StoreTester(app.view)
            app.select(3)
            _ = tester
        }
        #expect(late.count == 1)
        // What happened between steps can be stated with `expect`.
        let stated = issues {
            let tester = StoreTester(app.view)
            app.search("tick")
            tester.expect { $0.change(app.view, "search") { $0.search = "tick" } }
            tester.finish()
        }
        #expect(stated == [])
    }

    @Test func nonExhaustiveTestsCheckOnlyWhatTheyState() {
        let app = NotesController()
        app.select(1)
        let found = issues {
            let tester = StoreTester(app.document, app.view, exhaustivity: .off)
            // The document's change and the view's search are not stated; the selection is.
            tester.run {
                app.search("x")
                app.deleteSelected()
            } expecting: {
                $0.change(app.view, "select") { $0.selectedID = nil }
            }
            // A stated change that did not happen still fails, and so does a wrong field.
            tester.run { app.search("pie") } expecting: {
                $0.change(app.view, "select")
                $0.change(app.view, "search") { $0.search = "cake" }
            }
            tester.finish()
        }
        #expect(found == [
            "Store 'viewState' did not make change 'select'; it made 'search'.",
            """
            Store 'viewState', change 'search' (StateFlowTests/StoreTesterTests.swift:\(NotesController.searchLine)): the state is not what the test expects (-: expected, +: actual):
                NotesView(
              -   search: "cake",
              +   search: "pie",
                  selectedID: nil
                )
            """,
        ])
    }

    @Test func anAsynchronousStepIsCheckedTheSameWay() async {
        let app = NotesController()
        let found = await issues {
            let tester = StoreTester(app.view)
            await tester.run {
                await Task.yield()
                app.select(2)
            } expecting: {
                $0.change(app.view, "select") { $0.selectedID = 3 }
            }
        }
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("Store 'viewState', change 'select'") == true)
    }

    @Test func aStoreTwoTestersWatchIsNamed() {
        let app = NotesController()
        let found = issues {
            let first = StoreTester(app.view)
            let second = StoreTester(app.view)
            first.finish()
            second.finish()
        }
        #expect(found == ["Store 'viewState' is watched by another StoreTester that has not finished: finish() it before a new one watches the store."])
    }

    @Test func aStoreTheTesterDoesNotWatchIsNamed() {
        let app = NotesController()
        let found = issues {
            let tester = StoreTester(app.view)
            tester.run { app.search("a") } expecting: {
                $0.change(app.view, "search") { $0.search = "a" }
                $0.change(app.document, "deleteNote")
            }
        }
        #expect(found == ["Store 'document' is not one this tester watches: pass it to StoreTester or to watch(_:)."])
    }
}

extension StoreTesterTests {
    @Test func changesStatedAsJSONPathsCompileWhateverTheTypes() {
        let app = NotesController()
        let found = issues {
            let tester = StoreTester(app.document, app.view)
            tester.run("input 1: ↓") { app.select(2) } expecting: {
                $0.change(app.view, "select", setting: ["selectedID": "2"])
            }
            tester.run("input 2: x") { app.search("x") } expecting: {
                $0.change(app.view, "search", setting: ["search": #""x""#])
            }
            tester.run("input 3: ⌫") { app.deleteSelected() } expecting: {
                $0.change(app.document, "deleteNote", setting: ["notes": #"[{"id":1,"title":"Apple pie"},{"id":3,"title":"Cherry pie"}]"#])
                // `nil` removes the member, as an optional that became nil is left out.
                $0.change(app.view, "select", setting: ["selectedID": nil])
            }
            tester.run("input 4: y") { app.select(3) } expecting: {
                $0.change(app.view, "select", setting: ["selectedID": "1"])
            }
            tester.run("input 5: z") { app.search("z") } expecting: {
                $0.change(app.view, "search", setting: ["query": #""z""#, "search": "z"])
            }
        }
        #expect(found == [
            """
            input 4: y: Store 'viewState', change 'select' (StateFlowTests/StoreTesterTests.swift:\(NotesController.selectLine)): the state is not what the test expects (-: expected, +: actual):
                NotesView(
                  search: "x",
              -   selectedID: 1
              +   selectedID: 3
                )
            """,
            "input 5: z: The expected change 'search' of store 'viewState' sets 'search' to z, which is not JSON (expected a value at byte 0).",
        ])
    }

    @Test func pathsReadAndWriteAsLogsWriteThem() throws {
        for text in ["", "notes", "master.highlightedID", #"["odd key"]"#, #"a["b.c"].d"#, "notes[2].title", #"x[0][1]["]"]"#] {
            #expect(try JSONPath(parsing: text).description == text)
        }
        let value = try JSONValue(parsing: #"{"notes":[{"title":"a"},{"title":"b"}],"n":1}"#)
        #expect(try value.setting(.string("c"), at: JSONPath(parsing: "notes[1].title")) == (try JSONValue(parsing: #"{"notes":[{"title":"a"},{"title":"c"}],"n":1}"#)))
        #expect(try value.setting(nil, at: JSONPath(parsing: "notes[0]")) == (try JSONValue(parsing: #"{"notes":[{"title":"b"}],"n":1}"#)))
        #expect(try value.setting(.number("2"), at: JSONPath(parsing: "extra.deep")) == (try JSONValue(parsing: #"{"notes":[{"title":"a"},{"title":"b"}],"n":1,"extra":{"deep":2}}"#)))
        #expect(throws: JSONPathError.self) { try value.setting(.null, at: JSONPath(parsing: "notes[5]")) }
        #expect(throws: JSONPathError.self) { try value.setting(.null, at: JSONPath(parsing: "n.x")) }
        #expect(throws: JSONPathError.self) { try JSONPath(parsing: "a b") }
        #expect(throws: JSONPathError.self) { try JSONPath(parsing: "a[") }
    }
}

/// The tester in XCTest: a passing test (XCTest on Linux cannot expect a failure).
final class StoreTesterXCTests: XCTestCase {
    func testAStepThatDoesWhatTheTestSaysPasses() {
        let app = NotesController()
        let tester = StoreTester(app.document, app.view)
        tester.run { app.select(2) } expecting: {
            $0.change(app.view, "select") { $0.selectedID = 2 }
        }
        tester.finish()
    }
}

import Foundation
import StateFlow
import StateFlowLog
import StateFlowTesting
import TestSupport
import Testing

private struct Shelf: Codable, Equatable, Sendable {
    var books = ["Dune", "Emma", "Ulysses"]
}

private struct ShelfView: Codable, Equatable, Sendable {
    var filter = ""
    var selected: String?
}

/// Two stores and the rule issue 44's user had to check inside every action: the selected
/// book exists and the filter shows it.
private func stores() -> (document: Store<Shelf>, view: Store<ShelfView>) {
    let document = Store(Shelf(), name: "document")
    let view = Store(ShelfView(), name: "viewState")
    view.addRule("the selection is shown", reading: document) { view, shelf in
        guard let selected = view.selected else { return [] }
        if !shelf.books.contains(selected) { return ["'\(selected)' is selected but not on the shelf"] }
        if !view.filter.isEmpty, !selected.localizedCaseInsensitiveContains(view.filter) { return ["'\(selected)' is selected but hidden"] }
        return []
    }
    return (document, view)
}

@Suite("Rules across stores")
struct CrossStoreRuleTests {
    @Test func aChangeOfEitherStoreThatBreaksTheRuleIsRefusedByThatStore() throws {
        let (document, view) = stores()
        let folder = try TemporaryFolder("cross-store-rules")
        defer { folder.remove() }
        let options = StateLogOptions(logsRejections: true)
        try document.startLogging(to: StateLogFile(url: folder.file("document.jsonl"), storeName: "document", options: options))
        let tester = StoreTester(document, view)
        tester.run { view.update("select") { $0.selected = "Emma" } } expecting: {
            $0.change(view, "select") { $0.selected = "Emma" }
        }
        // The view-state's own change is checked against the document…
        tester.run { view.update("filter") { $0.filter = "du" } } expecting: {
            $0.refusal(view, "filter", rules: ["the selection is shown"])
        }
        tester.run { view.update("select") { $0.selected = "Moby Dick" } } expecting: {
            $0.refusal(view, "select", rules: ["the selection is shown"])
        }
        // …and the document's against the view-state: the selected book cannot go.
        tester.run { document.update("remove") { $0.books.removeAll { $0 == "Emma" } } } expecting: {
            $0.refusal(document, "remove", rules: ["the selection is shown"])
        }
        #expect(document.rejections.last?.message == "'Emma' is selected but not on the shelf")
        // In the order that keeps the rule at every step, both changes go through.
        tester.run {
            view.update("select") { $0.selected = nil }
            document.update("remove") { $0.books.removeAll { $0 == "Emma" } }
        } expecting: {
            $0.change(view, "select") { $0.selected = nil }
            $0.change(document, "remove") { $0.books = ["Dune", "Ulysses"] }
        }
        tester.finish()
        // The document's log keeps its refusal, with the rule.
        document.stopLogging()
        let log = try StateLog<Shelf>(contentsOf: folder.file("document.jsonl"))
        #expect(log.rejections.map(\.rules) == [["the selection is shown"]])
        #expect(view.rules.map(\.name) == ["the selection is shown"])
        #expect(document.rules.map(\.name) == ["the selection is shown"])
    }

    @Test func aRuleWhoseOtherStoreIsGoneKeepsNothing() {
        let view = Store(ShelfView(), name: "viewState")
        do {
            let document = Store(Shelf(), name: "document")
            view.addRule("the selection is on the shelf", reading: document) { view, shelf in
                view.selected.map(shelf.books.contains) ?? true
            }
            #expect(!view.update("select") { $0.selected = "Moby Dick" })
        }
        #expect(view.update("select") { $0.selected = "Moby Dick" })
    }
}

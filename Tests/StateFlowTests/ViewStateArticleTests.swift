import Foundation
import StateFlowLog
import TestSupport
import Testing
import StateFlow

struct SplitViewState: Codable, Equatable, Sendable {
    var detail: UUID?
    var masterScrollOffset = 0
}

// The examples of the article "View-state as a model"
// (Sources/StateFlow/StateFlow.docc/ViewStateAsAModel.md): each ```swift block after a
// `<!-- compiled: … -->` line there is in this file line for line (ReadmeTests checks it).

/// The zones the examples' view-state points at.
private struct ZoneList: Codable, Equatable, Sendable {
    struct Zone: Codable, Equatable, Sendable { var id = UUID() }
    var zones = [Zone(), Zone()]
}

/// A checkout that needs a card and an address before it pays.
private struct Checkout: Codable, Equatable, Sendable {
    var step = 1
    var card: String?
    var address: String?
}

/// A cart whose card number a log must not hold.
private struct Cart: Codable, Equatable, Sendable {
    var lines: [String] = []
    var cardNumber = "4111 1111 1111 1111"
}

@Suite("The view-state article's examples")
struct ViewStateArticleTests {
    final class Screen {
        var shown: [SplitViewState] = []
        var animated: [SplitViewState] = []
    }

    @Test func aStoreOfViewState() throws {
        let screen = Screen()
        func animate(to state: SplitViewState) { screen.animated.append(state) }
        func show(_ state: SplitViewState) { screen.shown.append(state) }
        let zone = ZoneList().zones[0]
        let offset = -1
        let pastedJSON = #"{"masterScrollOffset": 4}"#

        let viewState = Store(SplitViewState(), name: "viewState")
        let observation = viewState.observe { change in
            change.reason.isUserAction ? animate(to: change.new) : show(change.new)   // .initial, .action, .undo, …
        }
        #expect(viewState.update("selectDetail") { $0.detail = zone.id })             // accepted
        #expect(!viewState.update("scroll") { state in
            guard offset >= 0 else { throw Rejection("Offsets are never negative") }
            state.masterScrollOffset = offset
        })                                                                            // refused: unchanged, the rejection kept
        viewState.undo(); viewState.redo(); viewState.jump(to: 1)
        let jsonLines = viewState.log.jsonLines                                       // a header, full states and merge patches
        try viewState.restore(fromJSON: pastedJSON)                                   // a state copied out of a log, back in the app

        #expect(viewState.state == SplitViewState(detail: nil, masterScrollOffset: 4))
        #expect(viewState.rejections.map(\.message) == ["Offsets are never negative"])
        #expect(screen.animated == [SplitViewState(detail: zone.id)])
        // The initial state, the undo, the redo, the restore (the jump was to where it was).
        #expect(screen.shown == [SplitViewState(), SplitViewState(), SplitViewState(detail: zone.id), SplitViewState(masterScrollOffset: 4)])
        #expect(jsonLines.split(separator: "\n").map { $0.prefix(10) } == [#"{"checkpoi"#, #"{"action":"#, #"{"action":"#])
        observation.cancel()
    }

    @Test func rulesAStoreKeeps() {
        let ids = Set(ZoneList().zones.map(\.id))
        let rules = [
            ValidationRule<SplitViewState>("offsets are never negative") { $0.masterScrollOffset >= 0 },
            ValidationRule<SplitViewState>("detail") { $0.detail == nil || ids.contains($0.detail!) ? [] : ["no such zone"] },
        ]
        let viewState = Store(SplitViewState(), name: "viewState", rules: rules)
        #expect(!viewState.update("open") { $0.detail = UUID() })
        #expect(viewState.rejections.last?.rules == ["detail"])
    }

    @Test func aRuleThatReadsTheDocument() {
        let document = Store(ZoneList(), name: "document")
        let viewState = Store(SplitViewState(detail: document.state.zones[1].id), name: "viewState")
        viewState.addRule("the detail is a zone", reading: document) { view, document in
            view.detail.map { id in document.zones.contains { $0.id == id } } ?? true
        }
        #expect(!document.update("deleteZone") { $0.zones.removeLast() })
        #expect(document.rejections.last?.rules == ["the detail is a zone"])
    }

    @Test func aRefusalSaysWhichRulesItBroke() {
        let checkout = Store(Checkout(), name: "checkout", rules: [
            ValidationRule("a card is needed to pay") { $0.step < 3 || $0.card != nil },
            ValidationRule("address") { $0.step < 3 || $0.address != nil ? [] : ["no delivery address"] },
        ])
        if !checkout.update("pay", { $0.step = 3 }) {
            let refusal = checkout.rejections.last!
            #expect(refusal.rules == ["a card is needed to pay", "address"])
            #expect(refusal.message == "a card is needed to pay; no delivery address")
            #expect(refusal.description == "pay: a card is needed to pay; no delivery address [address]")
        }
        #expect(checkout.rejections.count == 1)
    }

    @Test func timeTravelWindsBothStores() {
        let document = Store(ZoneList(), name: "document")
        let viewState = Store(SplitViewState(), name: "viewState")
        let travel = TimeTravel(document: document, viewState: viewState) { view, document in
            // A detail the document no longer has is closed.
            if let id = view.detail, !document.zones.contains(where: { $0.id == id }) { view.detail = nil }
        }
        travel.group("addZone") {                                       // one user action, one moment
            document.update("addZone") { $0.zones.append(ZoneList.Zone()) }
            viewState.update("selectDetail") { $0.detail = document.state.zones.last?.id }
        }
        let added = document.state.zones[2].id
        document.update("deleteZone") { $0.zones.removeLast() }
        #expect(travel.undo())                                          // the zone is back
        #expect(travel.redo())                                          // gone again, and the detail that showed it closed
        #expect(document.state.zones.count == 2 && viewState.state.detail == nil)
        travel.wind(to: 1)                                              // after the first moment: the zone added and shown
        #expect(document.state.zones.count == 3 && viewState.state.detail == added)
        travel.wind(to: travel.momentCount)                             // the present again
        #expect(document.state.zones.count == 2 && viewState.state.detail == nil)
    }

    @Test func logs() throws {
        let folder = try TemporaryFolder("view-state-article")
        defer { folder.remove() }
        let logURL = folder.file("viewState.jsonl")
        let viewState = Store(SplitViewState(), name: "viewState")
        try viewState.startLogging(to: StateLogFile(url: logURL, storeName: viewState.name))
        viewState.update("scroll") { $0.masterScrollOffset = 3 }
        viewState.stopLogging()
        let log = try StateLog<SplitViewState>(contentsOf: logURL)
        #expect(try log.state(atSequence: 1).masterScrollOffset == 3)
    }

    @Test func refusalsInALogWithARedactedField() throws {
        let folder = try TemporaryFolder("view-state-article-refusals")
        defer { folder.remove() }
        let logURL = folder.file("order.jsonl")
        let order = Store(Cart(), name: "order")
        order.recordsChangeSources = false
        let options = StateLogOptions(redactedFields: ["cardNumber"], logsRejections: true)
        try order.startLogging(to: StateLogFile(url: logURL, storeName: order.name, options: options))
        order.update("addLine") { _ in throw Rejection(code: "notSold", values: ["product": "Margherita"]) }
        order.stopLogging()
        let lines = try String(contentsOf: logURL, encoding: .utf8).split(separator: "\n")
        #expect(lines.last == #"{"after":0,"code":"notSold","message":"notSold [product: Margherita]","rejected":"addLine","values":{"product":"Margherita"}}"#)
        #expect(lines[1].contains(#""cardNumber":"<redacted>""#))
    }
}

import Foundation
import Observation
import TestSupport
import Testing
@testable import StateFlow
@testable import StateFlowLog

@Suite("Store")
struct StoreTests {
    func orderStore() -> Store<Order> {
        Store(Order(), name: "order", rules: [
            ValidationRule("minimum order") { order in
                order.status != .open && order.total < 1_000 ? ["A paid order must be at least 10.00, it is \(order.total)"] : []
            },
        ])
    }

    @Test("A rule can be a condition: a state that breaks it is refused with the rule's name")
    func conditionRules() {
        let store = Store(Order(), name: "order", rules: [ValidationRule("at most three lines") { $0.lines.count <= 3 }])
        for _ in 0..<3 { #expect(store.update("addLine") { $0.lines.append(.init(product: "Water", quantity: 1, price: 200)) }) }
        #expect(!store.update("addLine") { $0.lines.append(.init(product: "Water", quantity: 1, price: 200)) })
        #expect(store.rejections.last?.message == "at most three lines")
        #expect(store.rejections.last?.rule == "at most three lines")
        #expect(store.state.lines.count == 3)
    }

    struct SplitViewState: Codable, Equatable, Sendable {
        var detail: UUID?
        var masterScrollOffset = 0
    }

    @Test("The README's rules: a condition and a list of violations")
    func readmeRules() {
        let known = UUID()
        let ids: Set<UUID> = [known]
        let rules = [
            ValidationRule<SplitViewState>("offsets are never negative") { $0.masterScrollOffset >= 0 },
            ValidationRule<SplitViewState>("detail") { $0.detail == nil || ids.contains($0.detail!) ? [] : ["no such zone"] },
        ]
        let viewState = Store(SplitViewState(), name: "viewState", rules: rules)
        #expect(!viewState.update("scroll") { $0.masterScrollOffset = -1 })
        #expect(!viewState.update("select") { $0.detail = UUID() })
        #expect(viewState.update("select") { $0.detail = known })
        #expect(viewState.rejections.map(\.message) == ["offsets are never negative", "no such zone"])
    }

    @Test("Accepted updates change the state and add history entries")
    func acceptedUpdates() {
        let store = orderStore()
        #expect(store.update("addLine") { $0.lines.append(.init(product: "Margherita", quantity: 2, price: 850)) })
        #expect(store.state.total == 1_700)
        #expect(store.history.map(\.action) == ["initial", "addLine"])
        #expect(store.history.map(\.sequence) == [0, 1])
        #expect(store.revision == 1)
        #expect(store.canUndo && !store.canRedo)
    }

    @Test("A thrown rejection leaves the state as it was and is recorded with the action")
    func thrownRejections() {
        let store = orderStore()
        var changes = 0
        let observation = store.observe { _ in changes += 1 }
        store.update("pay") { $0.status = .paying; $0.lines.append(.init(product: "Water", quantity: 1, price: 2_000)) }
        let before = store.state
        let accepted = store.update("addLine") { order in
            order.lines.append(.init(product: "Tiramisu", quantity: 1, price: 600))
            guard order.status == .open else { throw Rejection("Cannot add a line while paying") }
        }
        #expect(!accepted)
        #expect(store.state == before)
        #expect(changes == 2)  // The initial delivery and "pay".
        #expect(store.rejections.last == Rejection(message: "Cannot add a line while paying", action: "addLine", rules: []))
        #expect(store.rejections.last?.description == "addLine: Cannot add a line while paying")
        #expect(store.history.count == 2)
        withExtendedLifetime(observation) {}
    }

    @Test("A coded rejection keeps its code and values, and its message names them")
    func codedRejections() {
        let store = orderStore()
        let accepted = store.update("addLine") { _ in
            throw Rejection(code: "notSold", values: ["restaurant": "Ramen Ichiraku 一楽", "product": "Margherita"])
        }
        #expect(!accepted)
        #expect(store.state == Order())
        let rejection = store.rejections.last
        #expect(rejection?.code == "notSold")
        #expect(rejection?.values == ["product": "Margherita", "restaurant": "Ramen Ichiraku 一楽"])
        #expect(rejection?.action == "addLine")
        #expect(rejection?.rule == nil)
        #expect(rejection?.message == "notSold [product: Margherita, restaurant: Ramen Ichiraku 一楽]")
        #expect(rejection?.description == "addLine: notSold [product: Margherita, restaurant: Ramen Ichiraku 一楽]")

        #expect(!store.update("pay") { _ in throw Rejection(code: "noAddress") })
        #expect(store.rejections.last?.message == "noAddress")
        #expect(store.rejections.last?.values == [:])
        #expect(Rejection("Closed").code == nil && Rejection("Closed").values.isEmpty, "a rejection from a message has no code")
    }

    @Test("A result that breaks a rule is rolled back and recorded with the rule")
    func ruleRejections() {
        let store = orderStore()
        #expect(!store.update("pay") { $0.status = .paying })
        #expect(store.state == Order())
        #expect(store.rejections == [
            Rejection(message: "A paid order must be at least 10.00, it is 0", action: "pay", rules: ["minimum order"]),
        ])
        struct Boom: Error, CustomStringConvertible { var description: String { "the oven is off" } }
        #expect(!store.update("bake") { _ in throw Boom() })
        #expect(store.rejections.last?.message == "the oven is off")
    }

    @Test("A state that breaks several rules is refused once, with every rule and each message said once")
    func everyBrokenRule() {
        let paid = ValidationRule<Order>("an open order has no payment") { (order: Order) -> Bool in
            order.status != .paying || order.total >= 10
        }
        let minimum = ValidationRule<Order>("minimum order") { (order: Order) -> [String] in
            order.status == .paying && order.total < 10 ? ["A paid order must be at least 10.00"] : []
        }
        let store = Store(Order(), rules: [paid, minimum])
        #expect(!store.update("pay") { $0.status = .paying })
        #expect(store.rejections.count == 1)
        let rejection = store.rejections[0]
        #expect(rejection.rules == ["an open order has no payment", "minimum order"])
        #expect(rejection.rule == "an open order has no payment")
        #expect(rejection.message == "an open order has no payment; A paid order must be at least 10.00")
        #expect(rejection.description == "pay: an open order has no payment; A paid order must be at least 10.00 [minimum order]")
        #expect(!store.restore(Order(status: .paying)))
        #expect(store.rejections.last?.rules == ["an open order has no payment", "minimum order"])
    }

    @Test("Changes that change nothing are accepted and notify no one")
    func equalStates() {
        let store = orderStore()
        var reasons: [ChangeReason] = []
        let observation = store.observe { reasons.append($0.reason) }
        #expect(store.update("noop") { _ in })
        #expect(store.update("same") { $0.status = .open })
        #expect(reasons == [.initial])
        #expect(store.history.count == 1)
        withExtendedLifetime(observation) {}
    }

    @Test("Observers hear why: initial, action, undo, redo, jump, restore")
    func reasons() {
        let store = Store(Counter())
        var seen: [String] = []
        let observation = store.observe { seen.append("\($0.reason) \($0.old.value)→\($0.new.value)") }
        store.update("increment") { $0.value += 1 }
        store.update("increment") { $0.value += 1 }
        store.undo()
        store.redo()
        store.jump(to: 0)
        store.restore(Counter(value: 9))
        #expect(seen == [
            "initial 0→0", "action(increment) 0→1", "action(increment) 1→2", "undo 2→1", "redo 1→2", "jump 2→0", "restore 0→9",
        ])
        #expect(ChangeReason.action("x").isUserAction && !ChangeReason.undo.isUserAction)
        withExtendedLifetime(observation) {}
    }

    @Test("Observation stops when the token is cancelled or released")
    func tokens() {
        let store = Store(Counter())
        var count = 0
        let token = store.observe { _ in count += 1 }
        store.update("a") { $0.value = 1 }
        token.cancel()
        store.update("b") { $0.value = 2 }
        #expect(count == 2)
        do {
            let released = store.observe { _ in count += 10 }
            _ = released
        }
        store.update("c") { $0.value = 3 }
        #expect(count == 12)
        #expect(store.observerCount == 0)
    }

    @Test("A run of coalescing updates of one action is one entry; observers and the log see every change")
    func coalescingUpdatesMakeOneEntry() throws {
        let folder = try TemporaryFolder("coalescing")
        defer { folder.remove() }
        let store = Store(Counter(), name: "counter")
        try store.startLogging(to: StateLogFile(url: folder.file("counter.jsonl"), storeName: "counter"))
        var heard: [(sequence: Int, replaced: Int?)] = []
        let observation = store.observe { if $0.reason != .initial { heard.append(($0.sequence, $0.replacedEntrySequence)) } }
        store.update("count") { $0.value = 1 }
        for text in ["K", "Ka", "Kat"] {
            store.update("type", coalescing: true) { $0.notes = [text] }
        }
        #expect(store.history.map(\.action) == ["initial", "count", "type"])
        #expect(store.history.map(\.sequence) == [0, 1, 4])
        #expect(store.state.notes == ["Kat"])
        #expect(heard.map(\.sequence) == [1, 2, 3, 4])
        #expect(heard.map(\.replaced) == [nil, nil, 2, 3])
        // Undo goes back over the whole run.
        store.undo()
        #expect(store.state == Counter(value: 1))
        // The log has every change (once written: the writer works off this thread), and
        // replays to the same state.
        store.flushLog()
        let reader = try StateLogReader(contentsOf: folder.file("counter.jsonl"), stateType: Counter.self)
        var logged: [Counter] = []
        while let (_, state) = try reader.next(as: Counter.self) { logged.append(state) }
        #expect(logged.map(\.notes) == [[], [], ["K"], ["Ka"], ["Kat"], []])
        withExtendedLifetime(observation) {}
    }

    @Test("A coalescing update adds an entry after another action, an undo, a jump or an unrelated first change")
    func coalescingStopsAtAnythingElse() {
        let store = Store(Counter(), name: "counter")
        // The initial entry is never replaced.
        store.update("type", coalescing: true) { $0.notes = ["a"] }
        // Another action between.
        store.update("count") { $0.value = 1 }
        store.update("type", coalescing: true) { $0.notes = ["ab"] }
        // An update without `coalescing` adds an entry, even after one by the same action.
        store.update("type") { $0.notes = ["abc"] }
        #expect(store.history.map(\.action) == ["initial", "type", "count", "type", "type"])
        // After undo and redo back to the latest entry, the store moved: a new entry.
        store.undo()
        store.redo()
        store.update("type", coalescing: true) { $0.notes = ["abcd"] }
        #expect(store.history.map(\.action) == ["initial", "type", "count", "type", "type", "type"])
        // After undo, the redo branch goes and a new entry is made.
        store.undo()
        store.update("type", coalescing: true) { $0.notes = ["x"] }
        #expect(store.history.map { $0.state.notes } == [[], ["a"], ["a"], ["ab"], ["abc"], ["x"]])
        // A refused or empty change replaces nothing.
        store.update("type", coalescing: true) { _ in throw Rejection("no") }
        store.update("type", coalescing: true) { $0.notes = ["x"] }
        #expect(store.history.count == 6)
    }

    @Test("A new action after undo drops the redo branch")
    func redoBranch() {
        let store = Store(Counter())
        for value in 1...3 { store.update("set") { $0.value = value } }
        store.undo()
        store.undo()
        #expect(store.canRedo)
        store.update("branch") { $0.value = 10 }
        #expect(!store.canRedo)
        #expect(store.history.map(\.state.value) == [0, 1, 10])
        // The two undos were changes 4 and 5: the branch is change 6.
        #expect(store.history.map(\.sequence) == [0, 1, 6])
        #expect(!store.jump(to: 2))
        #expect(store.jump(to: 1))
        #expect(store.state.value == 1)
    }

    @Test("The history limit drops the oldest entries, never the current one")
    func historyLimit() {
        let store = Store(Counter(), historyLimit: 3)
        for value in 1...10 { store.update("set") { $0.value = value } }
        #expect(store.history.map(\.state.value) == [8, 9, 10])
        #expect(store.undo() && store.undo())
        #expect(!store.undo())
        #expect(store.state.value == 8)
        // The current entry stays, and so do the newer ones (the redo branch).
        store.historyLimit = 1
        #expect(store.history.map(\.state.value) == [8, 9, 10])
        store.update("set") { $0.value = 0 }
        #expect(store.history.map(\.state.value) == [0])
    }

    @Test("The rejection limit keeps the newest rejections and trims at once when lowered")
    func rejectionLimit() {
        let store = Store(Counter())
        for value in 1...5 { store.update("refuse \(value)") { _ in throw Rejection("no \(value)") } }
        #expect(store.rejections.map(\.action) == ["refuse 1", "refuse 2", "refuse 3", "refuse 4", "refuse 5"])
        store.rejectionLimit = 2
        #expect(store.rejections.map(\.action) == ["refuse 4", "refuse 5"])
        store.update("refuse 6") { _ in throw Rejection("no 6") }
        #expect(store.rejections.map(\.action) == ["refuse 5", "refuse 6"])
        store.rejectionLimit = 0
        store.update("refuse 7") { _ in throw Rejection("no 7") }
        #expect(store.rejections.isEmpty)
    }

    @Test("Negative limits trap with a message that names the value")
    func negativeLimitsTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Store(Counter()).rejectionLimit = -1
        }
        let errors = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(errors.contains("rejectionLimit must not be negative, got -1"), "standard error: \(errors)")
    }

    @Test("Restoring keeps the rules")
    func restoreKeepsRules() {
        let store = orderStore()
        var paid = Order()
        paid.status = .paid
        #expect(!store.restore(paid))
        #expect(store.rejections.last?.rule == "minimum order")
        #expect(store.state == Order())
    }

    @Test("The change printer prints the action and the value diff")
    func changePrinter() {
        let store = Store(Counter(), name: "counter")
        var printed: [String] = []
        store.changePrinter = { printed.append($0) }
        store.update("increment") { $0.value += 1 }
        store.update("fail") { _ in throw Rejection("no") }
        #expect(printed == [
            """
            [counter] #1 action(increment)
              Counter(
            -   value: 0,
            +   value: 1,
                notes: []
              )
            """,
            "[counter] rejected fail: no",
        ])
    }

    @Test("Observation-based code sees state changes")
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    func observable() {
        let store = Store(Counter())
        let changed = Locked(false)
        withObservationTracking {
            _ = store.state
        } onChange: {
            changed.value = true
        }
        store.update("increment") { $0.value += 1 }
        #expect(changed.value)
    }
}

/// A value a test's observation callback can set.
final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: the tests set and read it on one thread.
    var value: Value
    init(_ value: Value) { self.value = value }
}

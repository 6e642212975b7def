import TestSupport
import Testing
@testable import StateFlow

/// Random sequences of updates, rejections, undos, redos and jumps, checked against a model of
/// what a store should do: a list of states and a position.
@Suite("Store against a reference model")
struct StorePropertyTests {
    struct Model {
        var states: [Int] = [0]
        var sequences: [Int] = [0]
        var position = 0
        var nextSequence = 1
        /// The latest change's number: every change takes one, moves through the history too.
        var revision = 0
        var limit: Int
        var rejections = 0

        mutating func accept(_ value: Int) {
            guard value != states[position] else { return }
            states.removeSubrange((position + 1)...)
            sequences.removeSubrange((position + 1)...)
            states.append(value)
            sequences.append(nextSequence)
            revision = nextSequence
            nextSequence += 1
            position = states.count - 1
            let excess = min(states.count - limit, position)
            if excess > 0 {
                states.removeFirst(excess)
                sequences.removeFirst(excess)
                position -= excess
            }
        }

        /// A move through the history to `index`: a change, with a number, when the state differs.
        mutating func move(to index: Int) {
            if states[index] != states[position] {
                revision = nextSequence
                nextSequence += 1
            }
            position = index
        }
    }

    @Test func randomOperationsMatchTheModel() {
        let seed = propertyTestSeed(default: 606)
        var generator = SeededGenerator(seed: seed)
        for round in 0..<200 {
            let limit = Int.random(in: 2...12, using: &generator)
            let store = Store(Counter(), rules: [ValidationRule("not negative") { $0.value < 0 ? ["negative"] : [] }], historyLimit: limit)
            var model = Model(limit: limit)
            var notifications = 0
            var expectedNotifications = 0
            let observation = store.observe { change in
                if change.reason != .initial { notifications += 1 }
            }
            for step in 0..<60 {
                let context = "seed \(seed) round \(round) step \(step)"
                let before = model.states[model.position]
                switch Int.random(in: 0..<7, using: &generator) {
                case 0, 1:
                    let value = Int.random(in: -2...5, using: &generator)
                    let accepted = store.update("set") { $0.value = value }
                    if value < 0 {
                        #expect(!accepted, "\(context)")
                        model.rejections += 1
                    } else {
                        model.accept(value)
                    }
                case 2:
                    #expect(!store.update("throw") { state in state.value += 1; throw Rejection("no") }, "\(context)")
                    model.rejections += 1
                case 3:
                    let moved = store.undo()
                    #expect(moved == (model.position > 0), "\(context)")
                    if model.position > 0 { model.move(to: model.position - 1) }
                case 4:
                    let moved = store.redo()
                    #expect(moved == (model.position < model.states.count - 1), "\(context)")
                    if model.position < model.states.count - 1 { model.move(to: model.position + 1) }
                case 5:
                    let target = Int.random(in: 0...(model.nextSequence + 1), using: &generator)
                    let index = model.sequences.firstIndex(of: target)
                    #expect(store.jump(to: target) == (index != nil), "\(context)")
                    if let index { model.move(to: index) }
                default:
                    #expect(store.update("same") { _ in }, "\(context)")
                }
                if model.states[model.position] != before { expectedNotifications += 1 }
                let history = store.history
                guard store.state.value == model.states[model.position],
                      history.map(\.state.value) == model.states,
                      history.map(\.sequence) == model.sequences,
                      store.revision == model.revision,
                      store.canUndo == (model.position > 0),
                      store.canRedo == (model.position < model.states.count - 1),
                      store.rejections.count == model.rejections,
                      notifications == expectedNotifications
                else {
                    Issue.record("""
                        \(context): store \(store.state.value) history \(history.map(\.state.value)) \(history.map(\.sequence)) \
                        revision \(store.revision) (model \(model.revision)) notified \(notifications); model \(model.states[model.position]) \(model.states) \(model.sequences) \
                        expected \(expectedNotifications)
                        """)
                    return
                }
            }
            withExtendedLifetime(observation) {}
        }
    }
}

import Foundation
import TestSupport
import Testing
@testable import StateFlow
@testable import StateFlowLog

/// Random sessions over a document and a view-state under time travel, both logged: the logs
/// must hold every state the stores showed, in order, with the reasons they gave, and replay
/// to the same states.
@Suite("State logs against the stores they record")
struct StateLogPropertyTests {
    /// Every change a store announced: its number, reason and state.
    final class Recorder<State: Sendable> {
        var changes: [(sequence: Int, reason: ChangeReason, state: State)] = []
    }

    @Test func logsHoldEveryStateTheStoresShowed() throws {
        let seed = propertyTestSeed(default: 1_414)
        var generator = SeededGenerator(seed: seed)
        let folder = try TemporaryFolder("state-log-property")
        defer { folder.remove() }
        for round in 0..<40 {
            let context = "seed \(seed) round \(round)"
            let document = Store(Zones(), name: "document", historyLimit: Bool.random(using: &generator) ? nil : Int.random(in: 2...8, using: &generator))
            let viewState = Store(ClockViewState(), name: "viewState", historyLimit: Bool.random(using: &generator) ? nil : Int.random(in: 2...8, using: &generator))
            let travel = TimeTravel(document: document, viewState: viewState) { state, zones in
                if let id = state.detail, !zones.zones.contains(where: { $0.id == id }) { state.detail = nil }
            }
            let documentURL = folder.file("document-\(round).jsonl")
            let viewStateURL = folder.file("viewState-\(round).jsonl")
            try document.startLogging(to: StateLogFile(url: documentURL, storeName: "document", options: StateLogOptions(checkpointInterval: 7)))
            try viewState.startLogging(to: StateLogFile(url: viewStateURL, storeName: "viewState", options: StateLogOptions(checkpointInterval: 5)))
            let documentChanges = Recorder<Zones>()
            let viewStateChanges = Recorder<ClockViewState>()
            let observations = [
                document.observe { documentChanges.changes.append(($0.sequence, $0.reason, $0.new)) },
                viewState.observe { viewStateChanges.changes.append(($0.sequence, $0.reason, $0.new)) },
            ]
            var nextID = 1
            for _ in 0..<80 {
                switch Int.random(in: 0..<12, using: &generator) {
                case 0:
                    document.update("add") { $0.zones.append(.init(id: nextID, name: "Zone \(nextID)")) }
                    nextID += 1
                case 1:
                    document.update("remove") { if !$0.zones.isEmpty { $0.zones.removeFirst() } }
                case 2:
                    let id = document.state.zones.randomElement(using: &generator)?.id
                    viewState.update("select") { $0.detail = id }
                case 3:
                    let offset = Int.random(in: 0...4, using: &generator)
                    viewState.update("scroll") { $0.scrollOffset = offset }
                case 4:
                    travel.group("addAndShow") {
                        document.update("add") { $0.zones.append(.init(id: nextID, name: "Zone \(nextID)")) }
                        viewState.update("show") { $0.detail = nextID }
                    }
                    nextID += 1
                case 5: travel.back()
                case 6: travel.forward()
                case 7: travel.wind(to: Int.random(in: 0...travel.momentCount, using: &generator))
                case 8:
                    if let entry = viewState.history.randomElement(using: &generator) { travel.windViewState(to: entry.sequence) }
                case 9: if Bool.random(using: &generator) { viewState.undo() } else { document.undo() }
                case 10: if Bool.random(using: &generator) { viewState.redo() } else { document.redo() }
                default:
                    viewState.restore(ClockViewState(detail: nil, scrollOffset: Int.random(in: 0...9, using: &generator)))
                }
            }
            #expect(document.logErrors.isEmpty && viewState.logErrors.isEmpty, "\(context)")
            try check(StateLog<Zones>(contentsOf: documentURL), against: documentChanges, store: document, context: context + " document")
            try check(StateLog<ClockViewState>(contentsOf: viewStateURL), against: viewStateChanges, store: viewState, context: context + " viewState")
            withExtendedLifetime(observations) {}
        }
    }

    /// The log's entries are the store's changes, one for one: numbers, reasons and states;
    /// its last state is the store's; replayed, it gives the same states.
    private func check<State: Codable & Equatable & Sendable>(
        _ log: StateLog<State>, against recorder: Recorder<State>, store: Store<State>, context: String
    ) throws {
        let states = try log.states()
        guard log.entries.map(\.sequence) == recorder.changes.map(\.sequence),
              log.entries.map(\.reason.name) == recorder.changes.map(\.reason.name),
              states == recorder.changes.map(\.state),
              states.last == store.state,
              log.entries.last?.sequence == store.revision
        else {
            Issue.record("""
                \(context): log \(log.entries.map { "\($0.sequence) \($0.reason)" }) \
                store \(recorder.changes.map { "\($0.sequence) \($0.reason)" }) revision \(store.revision)
                """)
            return
        }
        let replayed = Store(states[0], name: "replay", historyLimit: nil)
        let observed = Recorder<State>()
        let observation = replayed.observe { observed.changes.append(($0.sequence, $0.reason, $0.new)) }
        let report = try replayed.replay(log)
        #expect(report.firstMismatch == nil, "\(context)")
        #expect(report.entriesRejected.isEmpty, "\(context)")
        // Each change of state in the log is one change of the replaying store.
        var expected: [State] = [states[0]]
        for state in states.dropFirst() where state != expected.last { expected.append(state) }
        #expect(observed.changes.map(\.state) == expected, "\(context)")
        withExtendedLifetime(observation) {}
    }
}

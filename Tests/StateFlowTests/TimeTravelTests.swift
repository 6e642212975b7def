import TestSupport
import Foundation
import Testing
@testable import StateFlow
@testable import StateFlowLog

/// Gallagher's clock: a document of time zones, and a view-state that may show one of them.
struct Zones: Codable, Equatable, Sendable {
    struct Zone: Codable, Equatable, Sendable {
        var id: Int
        var name: String
    }

    var zones: [Zone] = []
}

struct ClockViewState: Codable, Equatable, Sendable {
    var detail: Int?
    var scrollOffset = 0
}

@Suite("Time travel")
struct TimeTravelTests {
    func clock() -> (Store<Zones>, Store<ClockViewState>, TimeTravel<Zones, ClockViewState>) {
        let document = Store(Zones(), name: "document")
        let viewState = Store(ClockViewState(), name: "viewState")
        let travel = TimeTravel(document: document, viewState: viewState) { viewState, document in
            if let id = viewState.detail, !document.zones.contains(where: { $0.id == id }) { viewState.detail = nil }
        }
        return (document, viewState, travel)
    }

    @Test func bothStoresWindTogetherInTheOrderTheyChanged() {
        let (document, viewState, travel) = clock()
        document.update("add Zürich") { $0.zones.append(.init(id: 1, name: "Zürich")) }
        viewState.update("select") { $0.detail = 1 }
        document.update("rename") { $0.zones[0].name = "Zurich" }
        viewState.update("scroll") { $0.scrollOffset = 5 }
        #expect(travel.timeline.map(\.action) == ["add Zürich", "select", "rename", "scroll"])
        #expect(travel.timeline.map(\.side) == [.document, .viewState, .document, .viewState])
        #expect(travel.position == 4)

        travel.back()
        #expect(viewState.state.scrollOffset == 0 && document.state.zones[0].name == "Zurich")
        travel.back()
        #expect(document.state.zones[0].name == "Zürich" && viewState.state.detail == 1)
        travel.wind(to: 0)
        #expect(document.state == Zones() && viewState.state == ClockViewState())
        #expect(!travel.canGoBack)
        travel.wind(to: 4)
        #expect(viewState.state.scrollOffset == 5)
        #expect(!travel.forward())
    }

    /// Typing is one moment, as it is one entry; a change of the other store between two runs,
    /// or winding back, keeps them apart.
    @Test func coalescedChangesAreOneMomentUnlessSomethingCameBetween() {
        let (document, viewState, travel) = clock()
        document.update("add Zürich") { $0.zones.append(.init(id: 1, name: "Zürich")) }
        for offset in 1...3 { viewState.update("scroll", coalescing: true) { $0.scrollOffset = offset } }
        #expect(travel.timeline.map(\.action) == ["add Zürich", "scroll"])
        #expect(travel.position == 2)
        // The moment is at the run's last entry: winding back and forth shows its end.
        travel.back()
        #expect(viewState.state.scrollOffset == 0)
        travel.forward()
        #expect(viewState.state.scrollOffset == 3)
        // The document changes: the next run is a moment of its own.
        document.update("rename") { $0.zones[0].name = "Zurich" }
        viewState.update("scroll", coalescing: true) { $0.scrollOffset = 4 }
        viewState.update("scroll", coalescing: true) { $0.scrollOffset = 5 }
        #expect(travel.timeline.map(\.action) == ["add Zürich", "scroll", "rename", "scroll"])
        #expect(viewState.history.map(\.state.scrollOffset) == [0, 3, 5])
        travel.wind(to: 2)
        #expect(viewState.state.scrollOffset == 3 && document.state.zones[0].name == "Zürich")
        // Wound back, a change starts a new future rather than joining the old one.
        viewState.update("scroll", coalescing: true) { $0.scrollOffset = 9 }
        #expect(travel.timeline.map(\.action) == ["add Zürich", "scroll", "scroll"])
        #expect(viewState.history.map(\.state.scrollOffset) == [0, 3, 9])
        travel.back()
        #expect(viewState.state.scrollOffset == 3)
        // The document's entries carry no revision of the view-state: time travel alone keeps
        // a run of document edits apart when the view-state changed between them.
        document.update("type", coalescing: true) { $0.zones[0].name = "Z" }
        viewState.update("select") { $0.detail = 1 }
        document.update("type", coalescing: true) { $0.zones[0].name = "Zu" }
        #expect(Array(travel.timeline.map(\.action).suffix(3)) == ["type", "select", "type"])
        #expect(document.history.suffix(2).map { $0.state.zones[0].name } == ["Z", "Zu"])
        travel.back()
        #expect(document.state.zones[0].name == "Z" && viewState.state.detail == 1)
    }

    /// A group is one moment of its own: a coalescing change at its start does not join the
    /// moment before it, and one after it does not join the group's.
    @Test func coalescedChangesNeverJoinAcrossAGroup() {
        let (document, viewState, travel) = clock()
        viewState.update("scroll", coalescing: true) { $0.scrollOffset = 1 }
        travel.group("jump") {
            viewState.update("scroll", coalescing: true) { $0.scrollOffset = 5 }
            viewState.update("scroll", coalescing: true) { $0.scrollOffset = 6 }
            document.update("add") { $0.zones.append(.init(id: 1, name: "Zürich")) }
        }
        viewState.update("detail", coalescing: true) { $0.detail = 1 }
        _ = travel.group("tidy") { viewState.update("detail", coalescing: true) { $0.detail = nil } }
        viewState.update("detail", coalescing: true) { $0.detail = 1 }
        #expect(travel.timeline.map(\.action) == ["scroll", "jump", "detail", "tidy", "detail"])
        #expect(viewState.history.map(\.state.scrollOffset) == [0, 1, 6, 6, 6, 6])
        travel.wind(to: 1)
        #expect(viewState.state.scrollOffset == 1 && document.state.zones.isEmpty)
        travel.wind(to: 2)
        #expect(viewState.state.scrollOffset == 6 && document.state.zones.count == 1)
    }

    @Test func aNewChangeAfterWindingBackDropsTheFutureOfBoth() {
        let (document, viewState, travel) = clock()
        document.update("add") { $0.zones.append(.init(id: 1, name: "Lima")) }
        viewState.update("select") { $0.detail = 1 }
        document.update("add") { $0.zones.append(.init(id: 2, name: "Oslo")) }
        travel.wind(to: 1)
        viewState.update("scroll") { $0.scrollOffset = 3 }
        #expect(travel.timeline.map(\.action) == ["add", "scroll"])
        #expect(!document.canRedo && !viewState.canRedo)
        #expect(document.state.zones.count == 1)
    }

    @Test func aGroupIsOneMomentOverBothStores() {
        let (document, viewState, travel) = clock()
        viewState.update("scroll") { $0.scrollOffset = 1 }
        travel.group("addAndShow") {
            document.update("add") { $0.zones.append(.init(id: 1, name: "Lima")) }
            travel.group("inner") { _ = viewState.update("select") { $0.detail = 1 } }
        }
        #expect(travel.timeline.map(\.action) == ["scroll", "addAndShow"])
        #expect(travel.timeline.last?.changes.map(\.side) == [.document, .viewState])
        #expect(travel.timeline.last?.side == .viewState)
        #expect(travel.position == 2)
        // One step back undoes both changes: never a zone without its selection.
        travel.back()
        #expect(document.state == Zones() && viewState.state == ClockViewState(detail: nil, scrollOffset: 1))
        travel.forward()
        #expect(document.state.zones.count == 1 && viewState.state.detail == 1)
        // A group that changes nothing records nothing.
        travel.group("nothing") { _ = viewState.update("same") { $0.detail = 1 } }
        #expect(travel.timeline.count == 2)
    }

    @Test func aGroupAfterWindingBackReplacesTheFuture() {
        let (document, viewState, travel) = clock()
        document.update("add") { $0.zones.append(.init(id: 1, name: "Lima")) }
        viewState.update("select") { $0.detail = 1 }
        viewState.update("scroll") { $0.scrollOffset = 4 }
        travel.wind(to: 1)
        travel.group("addAndShow") {
            document.update("add") { $0.zones.append(.init(id: 2, name: "Oslo")) }
            viewState.update("select") { $0.detail = 2 }
        }
        #expect(travel.timeline.map(\.action) == ["add", "addAndShow"])
        travel.back()
        #expect(document.state.zones.map(\.name) == ["Lima"] && viewState.state == ClockViewState())
    }

    @Test func changesTheStoresNoLongerKeepLeaveTheTimeline() {
        let (document, viewState, travel) = clock()
        document.update("add") { $0.zones.append(.init(id: 1, name: "Lima")) }
        viewState.update("scroll") { $0.scrollOffset = 1 }
        viewState.update("scroll") { $0.scrollOffset = 2 }
        viewState.update("scroll") { $0.scrollOffset = 3 }
        // The view-state alone goes back two entries, then changes: its redo branch goes.
        travel.windViewState(to: viewState.history[1].sequence)
        viewState.update("select") { $0.detail = 1 }
        #expect(travel.timeline.map(\.action) == ["add", "scroll", "select"])
        travel.back()
        #expect(viewState.state == ClockViewState(detail: nil, scrollOffset: 1))
        travel.back()
        #expect(viewState.state == ClockViewState() && document.state.zones.count == 1)
        // The same after a store's own undo.
        travel.wind(to: 3)
        document.undo()
        document.update("add") { $0.zones.append(.init(id: 2, name: "Oslo")) }
        #expect(travel.timeline.map(\.action) == ["scroll", "select", "add"])
        #expect(travel.timeline.allSatisfy { moment in
            moment.changes.allSatisfy { ($0.side == .document ? document.entry(withSequence: $0.sequence) : nil) != nil || $0.side == .viewState }
        })
    }

    @Test func viewStateEntriesRememberTheDocumentRevision() {
        let (document, viewState, travel) = clock()
        document.update("add") { $0.zones.append(.init(id: 1, name: "Lima")) }
        viewState.update("select") { $0.detail = 1 }
        #expect(viewState.currentEntry.documentRevision == document.revision)
        withExtendedLifetime(travel) {}
    }

    @Test func windingTheViewStateAloneReconcilesWithTheDocument() {
        let (document, viewState, travel) = clock()
        document.update("add") { $0.zones.append(.init(id: 7, name: "Tōkyō")) }
        viewState.update("select") { $0.detail = 7 }
        let selection = viewState.revision
        viewState.update("back to list") { $0.detail = nil }
        document.update("delete") { $0.zones.removeAll() }
        var reasons: [ChangeReason] = []
        let observation = viewState.observe { reasons.append($0.reason) }

        // The entry selects a zone the document no longer has: the hook drops the selection.
        #expect(travel.windViewState(to: selection))
        #expect(viewState.state.detail == nil)
        #expect(document.state.zones.isEmpty)
        // Its history is untouched: the entry still holds the selection.
        #expect(viewState.entry(withSequence: selection)?.state.detail == 7)
        #expect(reasons == [.initial])  // Nothing visible changed: no notification.

        // When the document still has the zone, the entry shows as it was.
        document.undo()
        #expect(travel.windViewState(to: selection))
        #expect(viewState.state.detail == 7)
        #expect(!travel.windViewState(to: 999))
        #expect(reasons == [.initial, .travel])
        withExtendedLifetime(observation) {}
    }

    @Test func windingIsTravelAndFittingIsReconcile() {
        let (document, viewState, travel) = clock()
        document.update("add") { $0.zones.append(.init(id: 7, name: "Lima")) }
        viewState.update("select") { $0.detail = 7 }
        viewState.update("scroll") { $0.scrollOffset = 4 }
        document.update("delete") { $0.zones.removeAll() }
        viewState.update("list") { $0.detail = nil }
        var reasons: [ChangeReason] = []
        let observation = viewState.observe { reasons.append($0.reason) }
        // Both stores, one moment back: as it was then, the detail open over a deleted zone.
        travel.back()
        #expect(viewState.state == ClockViewState(detail: 7, scrollOffset: 4))
        // The view-state alone, to that entry: fitted to the document shown, the detail closes.
        travel.windViewState(to: viewState.history[2].sequence)
        #expect(viewState.state == ClockViewState(detail: nil, scrollOffset: 4))
        #expect(viewState.currentEntry.state.detail == 7)
        #expect(reasons == [.initial, .travel, .reconcile])
        #expect(!reasons.contains { $0.isUserAction })
        withExtendedLifetime(observation) {}
    }

    /// Random changes (some coalescing), groups, winding, the view-state wound alone, and the
    /// stores' own undo and redo, with small history limits: after every wind each store stands at its last change
    /// in the moments before the position (worked out from the timeline, the slow way), and
    /// every change in the timeline is one its store still keeps.
    @Test func windingReachesTheEntriesTheTimelineNames() {
        let seed = propertyTestSeed(default: 77)
        var generator = SeededGenerator(seed: seed)
        for round in 0..<60 {
            let document = Store(Zones(), name: "document", historyLimit: Bool.random(using: &generator) ? nil : Int.random(in: 2...6, using: &generator))
            let viewState = Store(ClockViewState(), name: "viewState", historyLimit: Bool.random(using: &generator) ? nil : Int.random(in: 2...6, using: &generator))
            let travel = TimeTravel(document: document, viewState: viewState)
            var nextID = 1
            for step in 0..<80 {
                let context = "seed \(seed) round \(round) step \(step)"
                let coalescing = Bool.random(using: &generator)
                switch Int.random(in: 0..<10, using: &generator) {
                case 0:
                    document.update("add") { $0.zones.append(.init(id: nextID, name: "Z\(nextID)")) }
                    nextID += 1
                case 1:
                    let offset = Int.random(in: 0...50, using: &generator)
                    viewState.update("scroll", coalescing: coalescing) { $0.scrollOffset = offset }
                case 2:
                    travel.group("both") {
                        document.update("add") { $0.zones.append(.init(id: nextID, name: "Z\(nextID)")) }
                        viewState.update("scroll", coalescing: coalescing) { $0.scrollOffset = nextID }
                    }
                    nextID += 1
                case 8:
                    document.update("type", coalescing: coalescing) { if !$0.zones.isEmpty { $0.zones[0].name += "x" } }
                case 3: travel.back()
                case 4: travel.forward()
                case 5: if let entry = viewState.history.randomElement(using: &generator) { travel.windViewState(to: entry.sequence) }
                case 6: if Bool.random(using: &generator) { document.undo() } else { viewState.undo() }
                case 7: if Bool.random(using: &generator) { document.redo() } else { viewState.redo() }
                default:
                    let position = Int.random(in: 0...travel.momentCount, using: &generator)
                    travel.wind(to: position)
                    let before = travel.timeline.prefix(position).flatMap(\.changes)
                    if let last = before.last(where: { $0.side == .document }), document.currentEntry.sequence != last.sequence {
                        Issue.record("\(context): the document is at \(document.currentEntry.sequence), the timeline says \(last.sequence)")
                        return
                    }
                    if let last = before.last(where: { $0.side == .viewState }), viewState.currentEntry.sequence != last.sequence {
                        Issue.record("\(context): the view-state is at \(viewState.currentEntry.sequence), the timeline says \(last.sequence)")
                        return
                    }
                }
                let kept = travel.timeline.allSatisfy { moment in
                    moment.changes.allSatisfy { change in
                        change.side == .document ? document.entry(withSequence: change.sequence) != nil : viewState.entry(withSequence: change.sequence) != nil
                    }
                }
                guard kept, travel.position <= travel.momentCount else {
                    Issue.record("\(context): the timeline names entries the stores no longer keep, or its position is past its end")
                    return
                }
            }
        }
    }

    @Test func theTimelineForgetsWhatTheStoresForget() {
        let document = Store(Zones(), name: "document", historyLimit: 3)
        let viewState = Store(ClockViewState(), name: "viewState")
        let travel = TimeTravel(document: document, viewState: viewState)
        for id in 1...5 {
            document.update("add") { $0.zones.append(.init(id: id, name: "Zone \(id)")) }
            viewState.update("scroll") { $0.scrollOffset = id }
        }
        // The document keeps its last three states (three and four and five zones): the
        // timeline starts where the document had three zones, after the scroll that followed.
        #expect(document.history.map(\.state.zones.count) == [3, 4, 5])
        #expect(travel.momentCount == 5)
        travel.wind(to: 0)
        #expect(document.state.zones.count == 3)
        #expect(viewState.state.scrollOffset == 2)
        travel.wind(to: travel.momentCount)
        #expect(document.state.zones.count == 5 && viewState.state.scrollOffset == 5)
    }
}

/// A store takes part in one time travel at a time: the link is set by the time travel's
/// initializer and removed by its deinitializer, only by the one that set it.
@Suite("Time travel and its stores")
struct TimeTravelLinkTests {
    @Test("After one time travel goes, another records the same stores")
    func oneAfterAnother() {
        let document = Store(Zones(), name: "document")
        let viewState = Store(ClockViewState(), name: "viewState")
        do {
            let first = TimeTravel(document: document, viewState: viewState)
            document.update("add") { $0.zones.append(.init(id: 1, name: "Tokyo")) }
            #expect(first.momentCount == 1)
        }
        let second = TimeTravel(document: document, viewState: viewState)
        viewState.update("open") { $0.detail = 1 }
        document.update("add") { $0.zones.append(.init(id: 2, name: "Lima")) }
        #expect(second.momentCount == 2)
        // The view-state entry is stamped with the document's revision then: the second's link.
        #expect(viewState.currentEntry.documentRevision == 1)
        #expect(second.back())
        #expect(second.back())
        #expect(viewState.state.detail == nil && document.state.zones.count == 1)
    }

    #if os(macOS) || os(Linux)
    /// A second time travel over a store already recorded used to replace the first's hooks
    /// silently, and the first, when it went, removed the second's.
    @Test("A second time travel over a recorded store traps, naming the store")
    func twoAtOnceTrap() async {
        await #expect(processExitsWith: .failure) {
            let document = Store(Zones(), name: "document")
            let viewState = Store(ClockViewState(), name: "viewState")
            let first = TimeTravel(document: document, viewState: viewState)
            let second = TimeTravel(document: Store(Zones(), name: "other"), viewState: viewState)
            _ = (first, second)
        }
    }
    #endif
}

@Suite("Persistent arrays")
struct PersistentArrayTests {
    @Test func behavesLikeAnArray() {
        let seed = propertyTestSeed(default: 32)
        var generator = SeededGenerator(seed: seed)
        var persistent: PersistentArray<Int> = []
        var array: [Int] = []
        for step in 0..<3_000 {
            switch Int.random(in: 0..<6, using: &generator) {
            case 0, 1:
                let value = Int.random(in: 0...999, using: &generator)
                persistent.append(value)
                array.append(value)
            case 2 where !array.isEmpty:
                let index = Int.random(in: array.indices, using: &generator)
                persistent[index] += 1
                array[index] += 1
            case 3 where !array.isEmpty:
                let index = Int.random(in: array.indices, using: &generator)
                persistent.remove(at: index)
                array.remove(at: index)
            case 4:
                let index = Int.random(in: 0...array.count, using: &generator)
                persistent.insert(step, at: index)
                array.insert(step, at: index)
            default:
                let copy = persistent
                persistent.append(-1)
                array.append(-1)
                #expect(Array(copy) == array.dropLast(), "seed \(seed) step \(step)")
            }
            guard Array(persistent) == array, persistent.count == array.count else {
                Issue.record("seed \(seed) step \(step): \(Array(persistent)) ≠ \(array)")
                return
            }
        }
        #expect(persistent == PersistentArray(array))
    }

    @Test func copiesShareTheChunksThatDidNotChange() {
        let original = PersistentArray(0..<1_000)
        var changed = original
        changed[617] = -1
        #expect(original[617] == 617 && changed[617] == -1)
        let shared = zip(original.chunkIdentities, changed.chunkIdentities).filter { $0 == $1 }.count
        #expect(shared == original.chunkIdentities.count - 1)
    }

    @Test func codesAsAPlainArray() throws {
        let array: PersistentArray = ["a", "b"]
        #expect(try JSONValueEncoder().encode(array).jsonText == #"["a","b"]"#)
        #expect(try JSONValueDecoder().decode(PersistentArray<String>.self, from: .array([.string("x")])) == ["x"])
        #expect(String(describing: array) == #"["a", "b"]"#)
    }
}

extension PersistentArray {
    /// The identities of the chunks, for tests of sharing.
    var chunkIdentities: [ObjectIdentifier] { chunkObjects.map(ObjectIdentifier.init) }
}

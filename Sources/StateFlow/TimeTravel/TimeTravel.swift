/// One position in time over two stores: a document and the view-state of the screens that
/// show it, wound together in the order their changes happened, or the view-state alone while
/// the document stays as it is.
///
/// ```swift
/// let travel = TimeTravel(document: document, viewState: viewState) { viewState, document in
///     // The detail shows a time zone the document no longer has: go back to the list.
///     if let id = viewState.detail?.zoneID, !document.zones.contains(where: { $0.id == id }) {
///         viewState.detail = nil
///     }
/// }
/// travel.back()                       // both stores, one change back
/// travel.windViewState(to: 3)         // the view-state alone
/// ```
///
/// Every view-state entry remembers the document revision it was made against. Winding the
/// view-state alone to an entry made against another revision gives the app's `reconcile` hook
/// the entry's state and the current document, so that references the document no longer has
/// are dropped instead of crashing a screen; the store's history is left as it is.
///
/// Keep the time travel alive as long as it should record: when it goes, the stores keep
/// their histories but stop stamping revisions.
///
/// A new change in either store after winding back drops the future of both.
public final class TimeTravel<Document: Codable & Equatable & Sendable, ViewState: Codable & Equatable & Sendable> {
    /// Which store a moment changed.
    public typealias Side = TimeTravelSide
    /// One step of the timeline.
    public typealias Moment = TimeTravelMoment

    /// The document store.
    public let document: Store<Document>
    /// The view-state store.
    public let viewState: Store<ViewState>
    /// Every change since the time travel began (or since the oldest the stores still keep),
    /// in order. Made on each call: use `momentCount` to count.
    public var timeline: [Moment] { moments[head...].map(\.moment) }
    /// The number of moments in the timeline.
    public var momentCount: Int { moments.count - head }
    /// How many moments of the timeline the stores are at: 0 is the start, `momentCount` the
    /// present.
    public private(set) var position = 0

    private let reconcile: (inout ViewState, Document) -> Void
    /// The moments; those before `head` have been forgotten (their entries are gone from the
    /// stores) and are dropped in batches.
    private var moments: [TimeTravelStoredMoment] = []
    private var head = 0
    /// Where the stores are at position 0.
    private var start: TimeTravelPositions
    private var isWinding = false
    private var observations: [StoreObservation] = []
    /// The group being recorded: its action, and where its first moment is (once it has one).
    private var openGroup: (action: String, start: Int?)?
    /// The document before each change a user's action made, for `undo()`, and the documents
    /// undone, for `redo()`; both emptied when the stores are wound.
    private var undoDocuments: [Document] = []
    private var redoDocuments: [Document] = []

    /// Starts recording both stores' changes from their current states.
    ///
    /// A store takes part in one time travel at a time: making a second over a store another
    /// live time travel records is a programming error, and traps with a message naming the
    /// store. To replace one, release it first (`travel = nil`, then make the new one).
    ///
    /// - Parameters:
    ///   - document: The document store.
    ///   - viewState: The view-state store; its new entries are stamped with the document's
    ///     revision.
    ///   - reconcile: Fixes a view-state for a document it was not made against (drop a
    ///     selection of something deleted, say); by default the state is shown as it is.
    public init(
        document: Store<Document>, viewState: Store<ViewState>,
        reconcile: @escaping (inout ViewState, Document) -> Void = { _, _ in }
    ) {
        self.document = document
        self.viewState = viewState
        self.reconcile = reconcile
        start = TimeTravelPositions(document: document.currentEntry.sequence, viewState: viewState.currentEntry.sequence)
        let owner = ObjectIdentifier(self)
        document.linkTimeline(TimelineLink(owner: owner, documentRevision: nil) { [unowned self] in
            isLatestChange($0, action: $1, side: .document)
        })
        viewState.linkTimeline(TimelineLink(owner: owner, documentRevision: { [unowned document] in document.revision }) {
            [unowned self] in isLatestChange($0, action: $1, side: .viewState)
        })
        observations = [
            document.observe { [weak self] change in
                self?.follow(change.sequence, reason: change.reason, adds: change.addsEntry, replacing: change.replacedEntrySequence, side: .document)
                // A user's change of the document can be undone (a burst that joined the
                // latest entry is one change: the document before it is kept already).
                if change.reason.isUserAction, change.replacedEntrySequence == nil, change.old != change.new {
                    self?.undoDocuments.append(change.old)
                    self?.redoDocuments.removeAll()
                }
            },
            viewState.observe { [weak self] change in
                self?.follow(change.sequence, reason: change.reason, adds: change.addsEntry, replacing: change.replacedEntrySequence, side: .viewState)
            },
        ]
    }

    deinit {
        document.unlinkTimeline(owner: ObjectIdentifier(self))
        viewState.unlinkTimeline(owner: ObjectIdentifier(self))
    }

    /// Records a store's change `sequence` that added an entry, or follows one that took the
    /// place of entry `replaced`, the latest. Not generic, like `record`.
    private func follow(_ sequence: Int, reason: ChangeReason, adds: Bool, replacing replaced: Int?, side: Side) {
        if let replaced {
            replaceLatestChange(replaced, with: sequence, action: reason.actionName ?? reason.name, side: side)
        } else if adds {
            record(sequence: sequence, action: reason.actionName ?? reason.name, side: side)
        }
    }

    /// Whether the entry `sequence` of `side`, made by `action`, is the timeline's last moment
    /// on its own, with the stores at the present: a coalescing update may then take its
    /// place, and the moment keeps the newer state. Anything recorded after it keeps them
    /// apart; so does a group, whose moment is its own (a change joins one made inside the
    /// open group, not one before it, nor a closed group's, which is named for the group).
    private func isLatestChange(_ sequence: Int, action: String, side: Side) -> Bool {
        guard !isWinding, position == momentCount, momentCount > 0 else { return false }
        if let group = openGroup, group.start == nil { return false }
        let moment = moments[moments.count - 1].moment
        return moment.changes == [Moment.Change(side: side, sequence: sequence)] && moment.action == action
    }

    /// The latest change, entry `old` of `side`, is now entry `new` (`action`). Should
    /// something have been recorded in between (an observer that changed a store first), the
    /// change is recorded as one of its own and the gone entry leaves the timeline.
    private func replaceLatestChange(_ old: Int, with new: Int, action: String, side: Side) {
        guard isLatestChange(old, action: action, side: side) else {
            record(sequence: new, action: action, side: side)
            removeGoneChanges()
            return
        }
        let last = moments.count - 1
        moments[last].moment.changes[0].sequence = new
        moments[last].after[side] = new
    }

    /// Where the stores are at the end of the timeline.
    private var present: TimeTravelPositions { moments.count > head ? moments[moments.count - 1].after : start }

    /// Records a change that added a history entry (`sequence`, named `action`); undo, redo,
    /// jumps and winding move through what is recorded and add nothing. Not generic, so that
    /// recording costs no look-up of generic metadata.
    private func record(sequence: Int, action: String, side: Side) {
        guard !isWinding else { return }
        // A new change: the future of both stores goes.
        if position < momentCount {
            moments.removeSubrange((head + position)...)
            let other: Side = side.isDocument ? .viewState : .document
            let otherCurrent: Int
            if side.isDocument {
                viewState.discardRedoHistory()
                otherCurrent = viewState.currentEntry.sequence
            } else {
                document.discardRedoHistory()
                otherCurrent = document.currentEntry.sequence
            }
            // The other store stood before where the timeline leaves it (its own undo, say):
            // the entries it just dropped are gone from moments before this position too.
            if present[other] > otherCurrent { removeGoneChanges() }
        }
        let store: (previous: Int?, oldest: Int) = side.isDocument
            ? (document.previousEntrySequence, document.oldestEntrySequence)
            : (viewState.previousEntrySequence, viewState.oldestEntrySequence)
        // Entries the store dropped from a redo branch of its own (after its own undo, or a
        // view-state-only wind) cannot be wound to: their changes leave the timeline. Rare,
        // and the one case that walks the whole timeline.
        if let previous = store.previous, present[side] > previous {
            removeGoneChanges()
        }
        // Entries past the store's history limit: the timeline's start moves past them.
        forgetMoments(before: store.oldest, side: side)
        if let group = openGroup, group.start == nil { openGroup = (group.action, momentCount) }
        var after = present
        after[side] = sequence
        let moment = Moment(changes: [Moment.Change(side: side, sequence: sequence)], action: action)
        moments.append(TimeTravelStoredMoment(moment: moment, after: after))
        position = momentCount
    }

    /// Drops moments from the start until the start no longer needs an entry of `side`
    /// older than `oldest`; amortised O(1) per change.
    private func forgetMoments(before oldest: Int, side: Side) {
        var dropped = 0
        while start[side] < oldest, head < moments.count {
            start = moments[head].after
            head += 1
            dropped += 1
        }
        if start[side] < oldest { start[side] = oldest }
        guard dropped > 0 else { return }
        if let group = openGroup, let groupStart = group.start { openGroup = (group.action, max(0, groupStart - dropped)) }
        position = max(0, position - dropped)
        if head > 1_024, head * 2 > moments.count {
            moments.removeFirst(head)
            head = 0
        }
    }

    /// Removes the changes whose entries a store no longer keeps, and the moments left empty,
    /// and works out again where each moment leaves the stores.
    private func removeGoneChanges() {
        var kept: [TimeTravelStoredMoment] = []
        var removedBeforeGroup = 0
        var after = start
        for (index, stored) in moments[head...].enumerated() {
            var moment = stored.moment
            moment.changes.removeAll { change in
                change.side.isDocument
                    ? document.entry(withSequence: change.sequence) == nil
                    : viewState.entry(withSequence: change.sequence) == nil
            }
            if moment.changes.isEmpty {
                if let groupStart = openGroup?.start, index < groupStart { removedBeforeGroup += 1 }
                continue
            }
            for change in moment.changes { after[change.side] = change.sequence }
            kept.append(TimeTravelStoredMoment(moment: moment, after: after))
        }
        moments = kept
        head = 0
        if let group = openGroup, let groupStart = group.start { openGroup = (group.action, groupStart - removedBeforeGroup) }
        position = min(position, momentCount)
    }

    /// Records the changes `body` makes to either store as one moment named `action`, so that
    /// winding never stops half-way through one user action (a zone added and the picker
    /// closed). A group inside a group joins it.
    ///
    /// ```swift
    /// travel.group("addZone") {
    ///     document.update("addZone") { $0.zones.append(zone) }
    ///     viewState.update("dismissPicker") { $0.selection = nil }
    /// }
    /// ```
    public func group<Result>(_ action: String, _ body: () throws -> Result) rethrows -> Result {
        if openGroup != nil { return try body() }
        openGroup = (action, nil)
        defer {
            if let group = openGroup, let groupStart = group.start, groupStart < momentCount {
                // Built before the removal, from indices: a slice held across it would make the
                // removal copy the whole timeline.
                let range = (head + groupStart)..<moments.count
                var changes: [Moment.Change] = []
                for index in range { changes += moments[index].moment.changes }
                let merged = TimeTravelStoredMoment(moment: Moment(changes: changes, action: group.action), after: moments[range.upperBound - 1].after)
                moments.removeSubrange(range)
                moments.append(merged)
                position = momentCount
            }
            openGroup = nil
        }
        return try body()
    }

    // MARK: - Undo and redo across both stores

    /// Whether `undo()` has a change of the document to take back.
    public var canUndo: Bool { !undoDocuments.isEmpty }
    /// Whether `redo()` has an undone change to make again.
    public var canRedo: Bool { !redoDocuments.isEmpty }

    /// Takes back the document's last change made by a user's action, as one step across both
    /// stores: the document goes back to the state before it (reason `.undo`), and the
    /// view-state is fitted to that document with `reconcile` (reason `.reconcile`, when that
    /// changes it), in one moment of the timeline, which the logs and winding see like any
    /// other. A user's new change of the document drops what could be redone; winding starts
    /// undo and redo again from the document shown.
    ///
    /// ```swift
    /// document.update("deleteZone") { $0.zones.remove(at: 2) }
    /// travel.undo()   // the zone is back; a detail that showed something gone is closed
    /// travel.redo()
    /// ```
    ///
    /// - Returns: `false` when there is nothing to undo, or the store refused the document
    ///   before (a rule added since refuses it; it is recorded in `rejections`).
    @discardableResult
    public func undo() -> Bool {
        guard let previous = undoDocuments.last else { return false }
        let current = document.state
        guard show(previous, reason: .undo) else { return false }
        undoDocuments.removeLast()
        redoDocuments.append(current)
        return true
    }

    /// Makes the last undone change of the document again, as `undo()` takes one back.
    ///
    /// - Returns: `false` when there is nothing to redo, or the store refused the document.
    @discardableResult
    public func redo() -> Bool {
        guard let next = redoDocuments.last else { return false }
        let current = document.state
        guard show(next, reason: .redo) else { return false }
        redoDocuments.removeLast()
        undoDocuments.append(current)
        return true
    }

    /// Sets the document to `state` with `reason`, and the view-state fitted to it, as one
    /// moment.
    private func show(_ state: Document, reason: ChangeReason) -> Bool {
        group(reason.name) {
            guard document.restore(state, reason: reason, action: reason.name) else { return false }
            var fitted = viewState.state
            reconcile(&fitted, document.state)
            if fitted != viewState.state { viewState.restore(fitted, reason: .reconcile, action: "reconcile") }
            return true
        }
    }

    /// Undo and redo start again (the stores were wound).
    private func forgetUndo() {
        undoDocuments.removeAll()
        redoDocuments.removeAll()
    }

    /// Whether there is a moment to go back over.
    public var canGoBack: Bool { position > 0 }
    /// Whether there is a moment to go forward over.
    public var canGoForward: Bool { position < momentCount }

    /// Winds both stores to `position` (0 … `momentCount`), each to its last change at or
    /// before it, with reason `.travel`.
    ///
    /// - Complexity: O(log *n*) in the stores' history.
    public func wind(to position: Int) {
        precondition(position >= 0 && position <= momentCount, "position \(position) is outside 0…\(momentCount)")
        forgetUndo()
        isWinding = true
        defer { isWinding = false }
        let target = position == 0 ? start : moments[head + position - 1].after
        document.move(toSequence: target.document, reason: .travel)
        viewState.move(toSequence: target.viewState, reason: .travel)
        self.position = position
    }

    /// Winds both stores one moment back.
    @discardableResult
    public func back() -> Bool {
        guard canGoBack else { return false }
        wind(to: position - 1)
        return true
    }

    /// Winds both stores one moment forward.
    @discardableResult
    public func forward() -> Bool {
        guard canGoForward else { return false }
        wind(to: position + 1)
        return true
    }

    /// Winds the view-state alone to its entry `sequence`, leaving the document as it is
    /// (reason `.travel`).
    ///
    /// When the entry was made against another document revision, the app's `reconcile` hook
    /// adjusts the state to the current document first; if that changes it, the change's
    /// reason is `.reconcile`, and the state shown (and logged) is the adjusted one.
    ///
    /// - Returns: `false` when the view-state store no longer keeps that entry.
    @discardableResult
    public func windViewState(to sequence: Int) -> Bool {
        guard let entry = viewState.entry(withSequence: sequence) else { return false }
        forgetUndo()
        isWinding = true
        defer { isWinding = false }
        var adjusted = entry.state
        if let revision = entry.documentRevision, revision != document.revision {
            reconcile(&adjusted, document.state)
        }
        viewState.jump(to: sequence, showing: adjusted, reason: adjusted == entry.state ? .travel : .reconcile)
        return true
    }
}

extension Store {
    /// Moves to entry `sequence` but shows `adjusted` (the entry fitted to the present), with
    /// one change (reason `reason`) if what is shown changes; the entry itself is kept as it
    /// is, and undo and redo move from it.
    func jump(to sequence: Int, showing adjusted: State, reason: ChangeReason) {
        guard let index = index(ofSequence: sequence) else { return }
        move(to: index, showing: adjusted, reason: reason)
    }

    /// Moves to the entry with `sequence`, when it is kept, with `reason`.
    func move(toSequence sequence: Int, reason: ChangeReason) {
        guard let index = index(ofSequence: sequence) else { return }
        move(to: index, reason: reason)
    }

    /// The sequence number of the entry before the current one, when it is kept.
    var previousEntrySequence: Int? {
        position > firstKept ? sequences[position - 1] : nil
    }

    /// The sequence number of the oldest entry kept.
    var oldestEntrySequence: Int {
        sequences[firstKept]
    }
}

/// A moment, and the history entry each store is at after it: winding to any position is
/// two jumps, whatever the timeline's length. Outside the generic class, so that using it
/// costs no look-up of generic metadata.
struct TimeTravelStoredMoment {
    var moment: TimeTravelMoment
    var after: TimeTravelPositions
}

/// The history entry of each store, by sequence number.
struct TimeTravelPositions: Equatable {
    var document: Int
    var viewState: Int

    subscript(side: TimeTravelSide) -> Int {
        get { side.isDocument ? document : viewState }
        set { if side.isDocument { document = newValue } else { viewState = newValue } }
    }
}

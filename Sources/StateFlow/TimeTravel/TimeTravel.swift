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
    public struct Side: Sendable, Hashable, CustomStringConvertible {
        let isDocument: Bool
        private init(isDocument: Bool) { self.isDocument = isDocument }
        /// The document store.
        public static var document: Side { Side(isDocument: true) }
        /// The view-state store.
        public static var viewState: Side { Side(isDocument: false) }
        /// `document` or `viewState`.
        public var description: String { isDocument ? "document" : "viewState" }
    }

    /// One step of the timeline: a change to one store, or the changes a `group` made to both.
    public struct Moment: Sendable, Hashable {
        /// One store's change within a moment: the store, and the sequence number it reached.
        public struct Change: Sendable, Hashable {
            /// The store that changed.
            public var side: Side
            /// The change's sequence number in that store.
            public var sequence: Int
        }

        /// The changes, in the order they happened (several for a group).
        public var changes: [Change]
        /// The change's action, or the group's.
        public var action: String

        /// The store of the last change.
        public var side: Side { changes[changes.count - 1].side }
        /// The last change's sequence number in its store.
        public var sequence: Int { changes[changes.count - 1].sequence }
    }

    /// The document store.
    public let document: Store<Document>
    /// The view-state store.
    public let viewState: Store<ViewState>
    /// Every change since the time travel began, in order.
    public private(set) var timeline: [Moment] = []
    /// How many moments of the timeline the stores are at: 0 is the start, `timeline.count`
    /// the present.
    public private(set) var position = 0

    private let reconcile: (inout ViewState, Document) -> Void
    private let documentStart: Int
    private let viewStateStart: Int
    private var isWinding = false
    private var observations: [StoreObservation] = []
    /// The group being recorded: its action, and where its first moment is (once it has one).
    private var openGroup: (action: String, start: Int?)?

    /// Starts recording both stores' changes from their current states.
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
        documentStart = document.revision
        viewStateStart = viewState.revision
        viewState.documentRevisionSource = { [unowned document] in document.revision }
        observations = [
            document.observe { [weak self] change in self?.record(change, side: .document, action: change.reason.actionName) },
            viewState.observe { [weak self] change in self?.record(change, side: .viewState, action: change.reason.actionName) },
        ]
    }

    deinit {
        viewState.documentRevisionSource = nil
    }

    private func record<State>(_ change: StateChange<State>, side: Side, action: String?) {
        guard !isWinding, change.reason != .initial, change.reason != .undo, change.reason != .redo, change.reason != .jump else { return }
        // A new change: the future of both stores goes.
        if position < timeline.count {
            timeline.removeSubrange(position...)
            if side.isDocument { viewState.discardRedoHistory() } else { document.discardRedoHistory() }
        }
        // Entries the changed store no longer keeps (a redo branch it dropped after its own
        // undo or a view-state-only wind, or old entries past its history limit) cannot be
        // wound to: their changes leave the timeline.
        dropChanges(side: side) { sequence in
            side.isDocument ? document.entry(withSequence: sequence) == nil : viewState.entry(withSequence: sequence) == nil
        }
        if let group = openGroup, group.start == nil { openGroup = (group.action, timeline.count) }
        timeline.append(Moment(changes: [Moment.Change(side: side, sequence: change.sequence)], action: action ?? change.reason.name))
        position = timeline.count
    }

    private func dropChanges(side: Side, where isGone: (Int) -> Bool) {
        var removedBeforeGroup = 0
        var kept: [Moment] = []
        for (index, moment) in timeline.enumerated() {
            var moment = moment
            moment.changes.removeAll { $0.side == side && isGone($0.sequence) }
            if moment.changes.isEmpty {
                if let start = openGroup?.start, index < start { removedBeforeGroup += 1 }
                continue
            }
            kept.append(moment)
        }
        guard kept != timeline else { return }
        timeline = kept
        if let group = openGroup, let start = group.start { openGroup = (group.action, start - removedBeforeGroup) }
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
            if let group = openGroup, let start = group.start, start < timeline.count {
                let changes = timeline[start...].flatMap(\.changes)
                timeline.removeSubrange(start...)
                timeline.append(Moment(changes: changes, action: group.action))
                position = timeline.count
            }
            openGroup = nil
        }
        return try body()
    }

    /// Whether there is a moment to go back over.
    public var canGoBack: Bool { position > 0 }
    /// Whether there is a moment to go forward over.
    public var canGoForward: Bool { position < timeline.count }

    /// Winds both stores to `position` (0 … `timeline.count`), each to its last change at or
    /// before it, with reason `.jump`.
    public func wind(to position: Int) {
        precondition(position >= 0 && position <= timeline.count, "position \(position) is outside 0…\(timeline.count)")
        isWinding = true
        defer { isWinding = false }
        let before = timeline[..<position].flatMap(\.changes)
        let documentSequence = before.last(where: { $0.side == .document })?.sequence ?? documentStart
        let viewStateSequence = before.last(where: { $0.side == .viewState })?.sequence ?? viewStateStart
        document.jump(to: documentSequence)
        viewState.jump(to: viewStateSequence)
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

    /// Winds the view-state alone to its entry `sequence`, leaving the document as it is.
    ///
    /// When the entry was made against another document revision, the app's `reconcile` hook
    /// adjusts the state to the current document first.
    ///
    /// - Returns: `false` when the view-state store no longer keeps that entry.
    @discardableResult
    public func windViewState(to sequence: Int) -> Bool {
        guard let entry = viewState.entry(withSequence: sequence) else { return false }
        isWinding = true
        defer { isWinding = false }
        var adjusted = entry.state
        if let revision = entry.documentRevision, revision != document.revision {
            reconcile(&adjusted, document.state)
        }
        viewState.jump(to: sequence, showing: adjusted)
        return true
    }
}

extension Store {
    /// Moves to entry `sequence` but shows `adjusted` (the entry fitted to the present), with
    /// one notification (reason `.jump`) if what is shown changes; the entry itself is kept as
    /// it is, and undo and redo move from it.
    func jump(to sequence: Int, showing adjusted: State) {
        guard let index = index(ofSequence: sequence) else { return }
        move(to: index, showing: adjusted, reason: .jump)
    }
}

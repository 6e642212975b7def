import Observation

/// A state that changes only through named actions, keeps only valid states, remembers its
/// history for undo, redo and jumps, tells observers why each change happened, and can be
/// logged as JSON and replayed (with StateFlowLog).
///
/// ```swift
/// let store = Store(SplitViewState(), name: "viewState")
/// let observation = store.observe { change in
///     if change.reason.isUserAction { animate(change.new) } else { show(change.new) }
/// }
/// store.update("selectDetail") { $0.detail = DetailState(id: id) }   // true: accepted
/// store.undo()
/// ```
///
/// Every change goes through `update(_:_:)`: the mutation runs on a copy of the state; if it
/// throws (a `Rejection` or any other error) or the result breaks a validation rule, the copy
/// is thrown away, the rejection is recorded with the action's name, observers hear nothing,
/// and the state is exactly what it was. A mutation that changes nothing is accepted and
/// notifies no one.
///
/// Where the system has Observation (macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, and
/// Linux), the store is `Observable`: Observation-based code (SwiftUI) can watch `state`,
/// `history` (and what derives from it: `canUndo`, `canRedo`, `revision`) and `rejections`
/// too. Below that, `observe(_:)` tells every change, as everywhere. Like views, a store is not
/// `Sendable`: use it from one thread or actor.
public final class Store<State: Codable & Equatable & Sendable> {
    /// The store's name, written in its logs.
    public let name: String
    /// Names of state fields whose values never leave the store in the clear: wherever the
    /// store writes its states or refusals (`log`, log files, `changePrinter`, the values of
    /// `rejections`), their values are `<redacted>`, at any depth. A log's own
    /// `StateLogOptions.redactedFields` add to these.
    public let redactedFields: Set<String>

    // The Observation conformance is written out rather than made by the @Observable macro:
    // the macro's key path literals are instantiated anew on every access in a generic class,
    // which made each update cost microseconds. These are made once. The registrar is kept
    // boxed: a stored property cannot be of a type the oldest supported systems lack.
    private let registrarBox: AnyObject?
    private let stateKeyPath: KeyPath<Store, State> = \.state
    private let rejectionsKeyPath: KeyPath<Store, [Rejection]> = \.rejections
    private let historyKeyPath: KeyPath<Store, [HistoryEntry<State>]> = \.history

    private(set) var storedState: State
    private var storedRejections: [Rejection] = []

    /// The current state; changed only through `update`, undo, redo, jumps, replay and restore.
    public private(set) var state: State {
        get {
            access(stateKeyPath)
            return storedState
        }
        set {
            withMutation(of: stateKeyPath) { storedState = newValue }
        }
    }

    /// The changes the store refused, oldest first (at most `rejectionLimit`).
    public private(set) var rejections: [Rejection] {
        get {
            access(rejectionsKeyPath)
            return storedRejections
        }
        set {
            withMutation(of: rejectionsKeyPath) { storedRejections = newValue }
        }
    }

    /// Registers a read of the history for Observation.
    func accessHistory() {
        access(historyKeyPath)
    }

    /// Changes the history, telling Observation.
    func mutateHistory(_ change: () -> Void) {
        withMutation(of: historyKeyPath, change)
    }

    /// Observation's registrar, where the system has it.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private var registrar: ObservationRegistrar {
        unsafeDowncast(registrarBox.unsafelyUnwrapped, to: StoreRegistrar.self).registrar
    }

    /// Registers a read of `keyPath` for Observation, where the system has it.
    private func access<Value>(_ keyPath: KeyPath<Store, Value>) {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            registrar.access(self, keyPath: keyPath)
        }
    }

    /// Runs `change` as a mutation of `keyPath` that Observation is told of, where the system
    /// has it.
    private func withMutation<Value>(of keyPath: KeyPath<Store, Value>, _ change: () -> Void) {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            registrar.withMutation(of: self, keyPath: keyPath, change)
        } else {
            change()
        }
    }

    /// All history entries kept, `entries[firstKept...]`; compacted now and then.
    var entries: [HistoryEntry<State>]
    /// Each entry's sequence number, index for index: searched without copying entries, which
    /// in generic code costs a metadata look-up each.
    var sequences: [Int] = [0]
    var firstKept = 0
    /// The index in `entries` of the entry the state is at.
    var position = 0
    /// The sequence number of the latest change (or of the initial state).
    var lastSequence = 0
    /// The number the next change takes.
    var nextSequence = 1

    /// Whether each change keeps the file and line of the `update` that made it (or was
    /// refused) as its `source`: in the history, the rejections and the logs. On by default;
    /// it costs an update two words. Turn it off where sources must not leave the app (file
    /// names in logs shipped from users' devices).
    public var recordsChangeSources = true

    /// The rules every state must keep.
    public private(set) var rules: [ValidationRule<State>]
    /// The most history entries kept; the oldest go first, but never the current entry or
    /// the ones after it (the redo branch). `nil` keeps everything.
    public var historyLimit: Int? {
        didSet {
            precondition((historyLimit ?? 1) >= 1, "historyLimit must be at least 1, got \(String(describing: historyLimit))")
            mutateHistory { enforceHistoryLimit() }
        }
    }
    /// The most rejections kept, the oldest dropped first; 0 keeps none. Lowering it drops
    /// the oldest at once. Traps when negative.
    public var rejectionLimit = 1_000 {
        didSet {
            precondition(rejectionLimit >= 0, "rejectionLimit must not be negative, got \(rejectionLimit)")
            if storedRejections.count > rejectionLimit { rejections.removeFirst(storedRejections.count - rejectionLimit) }
        }
    }
    /// What is told of every change and refusal before the observers: the state log and the
    /// change printer (StateFlowLog), at most one of each kind (see `StoreRecorder`).
    package var recorders: [(kind: ObjectIdentifier, recorder: any StoreRecorder<State>)] = [] {
        didSet { hasRecorders = !recorders.isEmpty }
    }
    /// Whether there are recorders, read on every change: touching `recorders` itself makes
    /// the runtime look up the metadata of its generic element type each time.
    private(set) var hasRecorders = false
    /// The time travel recording the store, if any (see `TimelineLink`), and its two hooks,
    /// kept apart so that an update reads a closure, not a copy of the link.
    package internal(set) var timelineOwner: ObjectIdentifier?
    var documentRevisionSource: (() -> Int)?
    var entryReplacementCheck: ((_ sequence: Int, _ action: String) -> Bool)?

    var observers: [(id: Int, callback: (StateChange<State>) -> Void)] = []
    var nextObserverID = 0

    /// Creates a store at `initial`, the first history entry.
    ///
    /// - Parameters:
    ///   - initial: The first state. It is not checked against `rules`.
    ///   - name: The store's name in logs and printed changes.
    ///   - rules: Rules every later state must keep.
    ///   - historyLimit: The most history entries kept (`nil` for all).
    ///   - redactedFields: State fields whose values the store never writes out in the clear
    ///     (a card number, a token): see `redactedFields`.
    public init(
        _ initial: State, name: String = "store", rules: [ValidationRule<State>] = [], historyLimit: Int? = 10_000,
        redacting redactedFields: Set<String> = []
    ) {
        precondition((historyLimit ?? 1) >= 1, "historyLimit must be at least 1, got \(String(describing: historyLimit))")
        self.name = name
        self.redactedFields = redactedFields
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            registrarBox = StoreRegistrar()
        } else {
            registrarBox = nil
        }
        self.storedState = initial
        self.rules = rules
        self.historyLimit = historyLimit
        self.entries = [HistoryEntry(
            sequence: 0, reason: .initial, action: "initial", state: initial, documentRevision: nil, redactedFields: redactedFields)]
    }

    // MARK: - Updating

    /// Changes the state with `mutate`, unless the mutation throws or the result breaks a rule.
    ///
    /// With `coalescing`, a run of changes with the same action makes one history entry, as a
    /// text editor makes one undo step of a burst of typing:
    ///
    /// ```swift
    /// for text in ["K", "Ka", "Kat"] {
    ///     store.update("editName", coalescing: true) { $0.name = text }
    /// }
    /// store.history.count   // 2: the initial state and "Kat"
    /// ```
    ///
    /// The change joins the latest entry, taking its place with the new state and sequence
    /// number, only when that entry is the latest change's own, made by the same action
    /// (`coalescing` or not) against the same document revision, and `TimeTravel` has not
    /// recorded it as part of a moment that something else came after. Otherwise (after an
    /// undo, a jump, another action, or a change of the document) it adds an entry as usual.
    /// Every change is still told to observers and written to the log.
    ///
    /// - Parameters:
    ///   - action: The change's name, in the history, the logs and rejections.
    ///   - coalescing: Whether the change may join the latest entry.
    ///   - fileID: Where the call is, kept as the change's `source` (see
    ///     `recordsChangeSources`); the caller's own by default.
    ///   - line: The line of the call.
    ///   - mutate: Changes a copy of the state; throws a `Rejection` to refuse. The recorded
    ///     rejection keeps its message, code and values, with `action` as its action.
    /// - Returns: `true` when the change was accepted (including a change that changed
    ///   nothing), `false` when it was refused and recorded in `rejections`.
    @discardableResult
    public func update(
        _ action: String, coalescing: Bool = false, fileID: StaticString = #fileID, line: UInt = #line,
        _ mutate: (inout State) throws -> Void
    ) -> Bool {
        let source = recordsChangeSources ? ChangeSource(fileID: fileID, line: line) : nil
        var candidate = storedState
        do {
            try mutate(&candidate)
        } catch let rejection as Rejection {
            reject(Rejection(
                message: rejection.message, action: action, rules: rejection.rules, code: rejection.code, values: rejection.values,
                source: source))
            return false
        } catch {
            reject(Rejection(message: String(describing: error), action: action, rules: [], source: source))
            return false
        }
        if var rejection = rejection(of: candidate, action: action) {
            rejection.source = source
            reject(rejection)
            return false
        }
        guard candidate != storedState else { return true }
        commit(candidate, reason: .action(action), action: action, replacingLatest: coalescing && latestEntryJoins(action), source: source)
        return true
    }

    /// Whether a change by `action` may join the current entry: the latest change made it, by
    /// the same action, against the same document revision, and time travel lets it go.
    private func latestEntryJoins(_ action: String) -> Bool {
        guard position == entries.count - 1 else { return false }
        let latest = entries[position]
        return latest.sequence == lastSequence && latest.reason == .action(action)
            && latest.documentRevision == documentRevisionSource?()
            && entryReplacementCheck?(latest.sequence, latest.action) ?? true
    }

    /// Adds a rule every later state must keep.
    public func addRule(_ rule: ValidationRule<State>) {
        rules.append(rule)
    }

    /// The refusal of `state` by every rule it breaks, or `nil` when it keeps them all.
    func rejection(of state: State, action: String) -> Rejection? {
        var broken: [String] = []
        var violations: [String] = []
        for rule in rules {
            let found = rule.violations(state)
            guard !found.isEmpty else { continue }
            broken.append(rule.name)
            violations += found
        }
        guard !broken.isEmpty else { return nil }
        return Rejection(message: violations.joined(separator: "; "), action: action, rules: broken)
    }

    private func reject(_ refused: Rejection) {
        let rejection = redactedFields.isEmpty ? refused : refused.redacting(redactedFields, with: "<redacted>")
        withMutation(of: rejectionsKeyPath) {
            storedRejections.append(rejection)
            if storedRejections.count > rejectionLimit { storedRejections.removeFirst(storedRejections.count - rejectionLimit) }
        }
        if hasRecorders {
            for (_, recorder) in recorders { recorder.record(rejection) }
        }
    }

    /// Records an accepted state as a new history entry (dropping any redo branch), or in place
    /// of the current one when `replacingLatest`, and tells the observers.
    func commit(_ newState: State, reason: ChangeReason, action: String, replacingLatest: Bool = false, source: ChangeSource? = nil) {
        let old = storedState
        let entry = HistoryEntry(
            sequence: nextSequence, reason: reason, action: action, state: newState,
            documentRevision: documentRevisionSource?(), redactedFields: redactedFields, source: source)
        let replaced = replacingLatest ? sequences[position] : nil
        mutateHistory {
            if replacingLatest {
                entries[position] = entry
                sequences[position] = entry.sequence
            } else {
                if position + 1 < entries.count {
                    entries.removeSubrange((position + 1)...)
                    sequences.removeSubrange((position + 1)...)
                }
                entries.append(entry)
                sequences.append(entry.sequence)
                position = entries.count - 1
                enforceHistoryLimit()
            }
            lastSequence = nextSequence
            nextSequence += 1
        }
        state = newState
        if hasRecorders {
            let record = StoreRecord(entry: entry)
            for (_, recorder) in recorders { recorder.record(record, from: old) }
        }
        notify(StateChange(
            reason: reason, old: old, new: newState, sequence: entry.sequence, entrySequence: entry.sequence,
            replacedEntrySequence: replaced))
    }

    /// Moves to history entry `index` without adding one, showing `shown` (the entry's own
    /// state by default). When what is shown changes, that is a change: it takes the next
    /// sequence number, is logged with `reason`, and the observers are told.
    func move(to index: Int, showing shown: State? = nil, reason: ChangeReason) {
        let old = storedState
        let new = shown ?? entries[index].state
        let changes = new != old
        let sequence = nextSequence
        mutateHistory {
            position = index
            if changes {
                lastSequence = sequence
                nextSequence += 1
            }
        }
        guard changes else { return }
        state = new
        let entrySequence = sequences[index]
        if hasRecorders {
            let record = StoreRecord(
                sequence: sequence, reason: reason, action: reason.name, state: new, entrySequence: entrySequence,
                documentRevision: documentRevisionSource?())
            for (_, recorder) in recorders { recorder.record(record, from: old) }
        }
        notify(StateChange(reason: reason, old: old, new: new, sequence: sequence, entrySequence: entrySequence))
    }

    /// Sets the state whole, as one undoable change with reason `.restore` (or `.replay`).
    ///
    /// The new state must keep the rules: a state that breaks one is refused and recorded like
    /// a refused update.
    ///
    /// - Returns: Whether the state was accepted.
    @discardableResult
    public func restore(_ newState: State, reason: ChangeReason = .restore, action: String = "restore") -> Bool {
        if let rejection = rejection(of: newState, action: action) {
            reject(rejection)
            return false
        }
        guard newState != storedState else { return true }
        commit(newState, reason: reason, action: action)
        return true
    }
}

/// Observation: where the system has it, a store is `Observable` (see `Store`).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension Store: Observable {}

/// A store's `ObservationRegistrar`, boxed so that the store can hold it where the type exists.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
private final class StoreRegistrar: Sendable {
    let registrar = ObservationRegistrar()
}

extension Store: CustomReflectable {
    /// The store's name, state, history and refusals, its redacted fields shown as
    /// `<redacted>` (see `HistoryEntry`'s mirror), so that a dump of a store leaks nothing its
    /// logs would not.
    public var customMirror: Mirror {
        let shownState: Any = redactedFields.isEmpty ? storedState : RedactedValue(value: storedState, fields: redactedFields)
        return Mirror(self, children: [
            "name": name, "state": shownState, "history": Array(entries[firstKept...]), "rejections": storedRejections,
        ], displayStyle: .class)
    }
}

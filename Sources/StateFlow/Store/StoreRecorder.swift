/// One change as a store records it: what a state log keeps of it.
package struct StoreRecord<State: Codable & Equatable & Sendable>: Sendable {
    package var sequence: Int
    package var reason: ChangeReason
    package var action: String
    package var state: State
    /// The history entry the store is at, when it is not the change's own (undo, redo, jumps).
    package var entrySequence: Int?
    /// The document revision the change was made against, under `TimeTravel`.
    package var documentRevision: Int?
    /// Where the `update` that made the change was called, when the store records it.
    package var source: ChangeSource?

    package init(
        sequence: Int, reason: ChangeReason, action: String, state: State, entrySequence: Int?, documentRevision: Int?,
        source: ChangeSource? = nil
    ) {
        self.source = source
        self.sequence = sequence
        self.reason = reason
        self.action = action
        self.state = state
        self.entrySequence = entrySequence
        self.documentRevision = documentRevision
    }

    /// The record of the change that made `entry`.
    package init(entry: HistoryEntry<State>) {
        self.init(
            sequence: entry.sequence, reason: entry.reason, action: entry.action, state: entry.state, entrySequence: nil,
            documentRevision: entry.documentRevision, source: entry.source)
    }
}

/// What a store tells of every change and every refusal, in order, as it makes them, before
/// its observers hear of the change: the state log (`startLogging(to:)` in StateFlowLog) and
/// the change printer. The contract that lets the store know nothing of JSON, files or diffs:
/// a store without recorders pays for none of them.
package protocol StoreRecorder<State>: AnyObject {
    associatedtype State: Codable & Equatable & Sendable
    /// A change the store made, from `old`.
    func record(_ change: StoreRecord<State>, from old: State)
    /// A change the store refused.
    func record(_ rejection: Rejection)
}

/// The link between a store and the `TimeTravel` recording it, set by the time travel's
/// initializer and removed by its deinitializer, and only by the time travel that set it: a
/// store takes part in one time travel at a time.
package struct TimelineLink {
    /// The time travel that set the link.
    package let owner: ObjectIdentifier
    /// The document revision new entries are stamped with; `nil` for the document store.
    package var documentRevision: (() -> Int)?
    /// Whether the entry with this sequence number, made by this action, may be replaced by a
    /// coalescing update (entries recorded as moments of their own may not).
    package var mayReplaceEntry: (_ sequence: Int, _ action: String) -> Bool

    package init(owner: ObjectIdentifier, documentRevision: (() -> Int)?, mayReplaceEntry: @escaping (Int, String) -> Bool) {
        self.owner = owner
        self.documentRevision = documentRevision
        self.mayReplaceEntry = mayReplaceEntry
    }
}

extension Store {
    /// The recorder of kind `type`, if one is attached.
    package func recorder<Recorder: StoreRecorder<State>>(of type: Recorder.Type) -> Recorder? {
        recorders.first { $0.kind == ObjectIdentifier(type) }?.recorder as? Recorder
    }

    /// Attaches `recorder` in place of any recorder of its kind (or last, when there is none).
    package func attach<Recorder: StoreRecorder<State>>(_ recorder: Recorder) {
        let kind = ObjectIdentifier(Recorder.self)
        if let index = recorders.firstIndex(where: { $0.kind == kind }) {
            recorders[index].recorder = recorder
        } else {
            recorders.append((kind, recorder))
        }
    }

    /// Detaches the recorder of kind `type`.
    package func detachRecorder<Recorder: StoreRecorder<State>>(of type: Recorder.Type) {
        recorders.removeAll { $0.kind == ObjectIdentifier(type) }
    }

    /// Links the store to the time travel `link.owner`.
    ///
    /// - Precondition: No other time travel records the store: two would each stamp and keep
    ///   apart its entries their own way, and the first to go would unlink the other.
    package func linkTimeline(_ link: TimelineLink) {
        precondition(
            timelineOwner == nil || timelineOwner == link.owner,
            "store '\(name)' is already recorded by another TimeTravel; a store takes part in one time travel at a time "
                + "(release the other first)")
        timelineOwner = link.owner
        documentRevisionSource = link.documentRevision
        entryReplacementCheck = link.mayReplaceEntry
    }

    /// Removes the link `owner` set; a link another time travel set stays.
    package func unlinkTimeline(owner: ObjectIdentifier) {
        guard timelineOwner == owner else { return }
        timelineOwner = nil
        documentRevisionSource = nil
        entryReplacementCheck = nil
    }

    /// The document revision new entries are stamped with.
    package var currentDocumentRevision: Int? { documentRevisionSource?() }

    /// The store as a recording of it starts: the latest change's sequence number, the next
    /// one's, the sequence number of the entry it is at, and its state.
    package var recordingStart: (lastSequence: Int, nextSequence: Int, entrySequence: Int, state: State) {
        (lastSequence, nextSequence, sequences[position], storedState)
    }

    /// Numbers the store's next change after `sequence`: a log it continues ends there.
    package func continueNumbering(after sequence: Int) {
        mutateHistory {
            lastSequence = sequence
            nextSequence = sequence + 1
        }
    }
}

import StateFlow
/// One line of a state log: a change of a store's state, why it happened, and the state after
/// it (whole, or as a merge patch against the line before).
public struct StateLogEntry: Sendable, Hashable {
    /// The store's sequence number for the change; grows from line to line.
    public var sequence: Int
    /// Why the change happened. An `initial` entry after the first starts another recording
    /// of the same store, which continued from the state the log had reached.
    public var reason: ChangeReason
    /// The action's name (the reason's name for undo, time travel and the like).
    public var action: String
    /// The full state (with redacted fields replaced), on the first entry and checkpoints.
    public var state: JSONValue?
    /// The merge patch from the entry before, on every entry but the first (unless it has a
    /// `jsonPatch`).
    public var patch: JSONValue?
    /// The change from the entry before as a JSON Patch (RFC 6902), when it touched an array's
    /// elements and the log writes element changes (`StateLogOptions.logsElementChanges`).
    public var jsonPatch: JSONValue?
    /// For view-state under `TimeTravel`: the document's revision (the `seq` of its log's
    /// line) when the change was made.
    public var documentRevision: Int?
    /// For a change that moved through the history (undo, redo, a jump, time travel): the
    /// sequence number of the history entry the store moved to.
    public var entrySequence: Int?
    /// Where the `update` that made the change was called (`"source": "File.swift:42"`), when
    /// the store recorded it (`Store.recordsChangeSources`).
    public var source: ChangeSource?
    /// In a recorded session (`SessionRecording`): the number of the input (a key, an action)
    /// the change was made while handling (`"input": 3`); `nil` for a change made outside one.
    public var input: Int?
    /// In a recorded session: the sequence number of the other store's latest entry when the
    /// change was made (`"pair": 7`), which pairs the two logs entry by entry.
    public var pairedSequence: Int?

    /// Creates an entry.
    public init(
        sequence: Int, reason: ChangeReason, action: String, state: JSONValue?, patch: JSONValue?,
        documentRevision: Int? = nil, entrySequence: Int? = nil, source: ChangeSource? = nil, input: Int? = nil,
        pairedSequence: Int? = nil
    ) {
        self.source = source
        self.input = input
        self.pairedSequence = pairedSequence
        self.sequence = sequence
        self.reason = reason
        self.action = action
        self.state = state
        self.patch = patch
        self.documentRevision = documentRevision
        self.entrySequence = entrySequence
    }

    /// Whether the entry carries the full state.
    public var isCheckpoint: Bool { state != nil }
}

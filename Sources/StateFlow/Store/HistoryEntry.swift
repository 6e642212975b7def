/// A history entry: the state after a change, why it happened, and its place in time.
public struct HistoryEntry<State: Sendable>: Sendable {
    /// Increases by one with every change the store accepts; never reused.
    public var sequence: Int
    /// Why the store reached this state (`initial` for the first entry).
    public var reason: ChangeReason
    /// The action's name (the reason's name for other reasons).
    public var action: String
    /// The state. Entries share the storage of what did not change (copy on write).
    public var state: State
    /// For a view-state store under `TimeTravel`, the revision of the document it was made
    /// against.
    public var documentRevision: Int?
}

/// One change of a store's state, as observers receive it.
public struct StateChange<State: Sendable>: Sendable {
    /// Why it changed.
    public var reason: ChangeReason
    /// The state before.
    public var old: State
    /// The state after.
    public var new: State
    /// The sequence number of the history entry the store is at afterwards.
    public var sequence: Int
}

/// One change of a store's state, as observers receive it.
public struct StateChange<State: Sendable>: Sendable {
    /// Why it changed.
    public var reason: ChangeReason
    /// The state before.
    public var old: State
    /// The state after.
    public var new: State
    /// The change's sequence number: the `seq` of its line in the store's log. Every change
    /// takes the next number, undo and time travel included; a change that adds a history
    /// entry gives the entry its number.
    public var sequence: Int
    /// The sequence number of the history entry the store is at afterwards: the new entry, or
    /// the entry undo, redo, a jump or time travel moved to.
    public var entrySequence: Int

    /// The entry this change took the place of, when it joined the latest entry instead of
    /// adding one (an update with `coalescing: true`); `nil` otherwise. The entry now has this
    /// change's `sequence` and state, at the same place in the history; the replaced number
    /// stays in the store's log, which keeps every change, but `jump(to:)` no longer finds it.
    public var replacedEntrySequence: Int? = nil

    /// Whether the change added a history entry (an action, a restore, a replayed entry)
    /// rather than moving through the history or joining the latest entry.
    public var addsEntry: Bool { sequence == entrySequence && reason != .initial && replacedEntrySequence == nil }
}

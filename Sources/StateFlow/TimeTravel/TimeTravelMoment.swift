/// One step of the timeline: a change to one store, or the changes a `group` made to both.
public struct TimeTravelMoment: Sendable, Hashable {
    /// One store's change within a moment: the store, and the sequence number it reached.
    public struct Change: Sendable, Hashable {
        /// The store that changed.
        public var side: TimeTravelSide
        /// The change's sequence number in that store.
        public var sequence: Int
    }

    /// The changes, in the order they happened (several for a group).
    public var changes: [Change]
    /// The change's action, or the group's.
    public var action: String

    /// The store of the last change.
    public var side: TimeTravelSide { changes[changes.count - 1].side }
    /// The last change's sequence number in its store.
    public var sequence: Int { changes[changes.count - 1].sequence }
}

extension StateLog {
    /// Reads a log's states one at a time, in order: each entry's JSON rebuilt from the
    /// checkpoint or patch before it, then decoded. Only the current state's JSON is held, so
    /// a long log replays in the memory of one state.
    ///
    /// ```swift
    /// var reader = log.stateReader()
    /// while let (entry, state) = try reader.next() {
    ///     show(state, for: entry.sequence)
    /// }
    /// ```
    ///
    /// Every way StateFlow rebuilds states (`states()`, `stateJSONs()`, `state(atSequence:)`,
    /// `Store.replay`, `StateLogReader`) goes through the same rebuilding, so they all fail the
    /// same way on the same log.
    public struct StateReader {
        private let entries: [Entry]
        private var index: Int
        private var rebuilder = StateRebuilder()

        init(entries: [Entry], startingAt index: Int) {
            self.entries = entries
            self.index = index
        }

        /// The next entry and its state's JSON; `nil` after the last.
        ///
        /// - Throws: `StateLogError` `.patchWithoutBase` when the entry has a patch and no
        ///   state before it to apply it to.
        public mutating func nextJSON() throws -> (entry: Entry, json: JSONValue)? {
            guard index < entries.count else { return nil }
            let entry = entries[index]
            index += 1
            return (entry, try rebuilder.take(entry))
        }

        /// The next entry and its state, decoded; `nil` after the last.
        ///
        /// - Throws: `StateLogError` when the entry's patch has no base, or its state does
        ///   not decode as `State` (naming the entry and the field).
        public mutating func next() throws -> (entry: Entry, state: State)? {
            guard let (entry, json) = try nextJSON() else { return nil }
            return (entry, try StateLog.decodeState(json, sequence: entry.sequence))
        }

        /// The first checkpoint so far whose state differs from what its patches rebuild.
        public var firstCheckpointMismatch: Int? { rebuilder.firstMismatch }
        /// Checkpoints so far compared with what their patches rebuild.
        public var checkpointsVerified: Int { rebuilder.checkpointsVerified }
    }

    /// A reader of the log's states from the first entry.
    public func stateReader() -> StateReader {
        StateReader(entries: entries, startingAt: 0)
    }
}

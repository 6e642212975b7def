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
    /// Every way StateFlow reads states (`states()`, `stateJSONs()`, `state(atSequence:)`)
    /// goes through a reader, so they all fail the same way on the same log.
    public struct StateReader {
        private let entries: [Entry]
        private var index: Int
        private var json: JSONValue?

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
            if let state = entry.state {
                json = state
            } else if let patch = entry.patch, let base = json {
                json = MergePatch.apply(patch, to: base)
            } else {
                json = nil
                throw StateLogError(
                    code: .patchWithoutBase, line: nil, field: "patch",
                    "Entry \(entry.sequence) has a patch but no state before it to apply it to.")
            }
            return (entry, json!)
        }

        /// The next entry and its state, decoded; `nil` after the last.
        ///
        /// - Throws: `StateLogError` when the entry's patch has no base, or its state does
        ///   not decode as `State` (naming the entry and the field).
        public mutating func next() throws -> (entry: Entry, state: State)? {
            guard let (entry, json) = try nextJSON() else { return nil }
            return (entry, try StateLog.decodeState(json, sequence: entry.sequence))
        }
    }

    /// A reader of the log's states from the first entry.
    public func stateReader() -> StateReader {
        StateReader(entries: entries, startingAt: 0)
    }
}

import ViewDataSupport

// The history: what was, where the state is in it, and moving back and forth.
extension Store {
    /// The history entries kept, oldest first; the last is not always the current one (after
    /// an undo, the entries after it are the redo branch).
    public var history: [HistoryEntry<State>] {
        accessHistory()
        return Array(entries[firstKept...])
    }

    /// The entry the state is at.
    public var currentEntry: HistoryEntry<State> {
        accessHistory()
        return entries[position]
    }

    /// The sequence number of the store's latest change (the `seq` of the last line of its
    /// log): it grows with every change, undo and time travel included. The entry the state
    /// is at is `currentEntry`.
    public var revision: Int {
        accessHistory()
        return lastSequence
    }

    /// Whether there is an older entry to go back to.
    public var canUndo: Bool {
        accessHistory()
        return position > firstKept
    }

    /// Whether there is a newer entry to go forward to.
    public var canRedo: Bool {
        accessHistory()
        return position + 1 < entries.count
    }

    /// Goes back one entry; `false` when there is none.
    @discardableResult
    public func undo() -> Bool {
        guard canUndo else { return false }
        move(to: position - 1, reason: .undo)
        return true
    }

    /// Goes forward one entry; `false` when there is none.
    @discardableResult
    public func redo() -> Bool {
        guard canRedo else { return false }
        move(to: position + 1, reason: .redo)
        return true
    }

    /// Goes to the entry with sequence number `sequence`; `false` when it is not kept.
    @discardableResult
    public func jump(to sequence: Int) -> Bool {
        guard let index = index(ofSequence: sequence) else { return false }
        move(to: index, reason: .jump)
        return true
    }

    /// The index in `entries` of the kept entry with `sequence`.
    func index(ofSequence sequence: Int) -> Int? {
        // Sequences increase along the entries. The search runs over `sequences`, a concrete
        // `[Int]`, so that it is specialised here although `State` is generic.
        let index = sequences[firstKept...].partitioningIndex { $0 >= sequence }
        return index < sequences.count && sequences[index] == sequence ? index : nil
    }

    /// The kept entry with `sequence`.
    public func entry(withSequence sequence: Int) -> HistoryEntry<State>? {
        index(ofSequence: sequence).map { entries[$0] }
    }

    /// Forgets the entries after the current one (the redo branch).
    public func discardRedoHistory() {
        guard position + 1 < entries.count else { return }
        mutateHistory {
            entries.removeSubrange((position + 1)...)
            sequences.removeSubrange((position + 1)...)
        }
    }

    /// Drops the oldest entries past `historyLimit`, never the current one or the redo branch.
    func enforceHistoryLimit() {
        guard let historyLimit else { return }
        let kept = entries.count - firstKept
        guard kept > historyLimit else { return }
        // Never drop the current entry.
        firstKept = min(firstKept + kept - historyLimit, position)
        // Compact when the dropped part is as long as the kept part: amortised O(1) per change.
        if firstKept > 0, firstKept >= entries.count - firstKept {
            entries.removeFirst(firstKept)
            sequences.removeFirst(firstKept)
            position -= firstKept
            firstKept = 0
        }
    }
}

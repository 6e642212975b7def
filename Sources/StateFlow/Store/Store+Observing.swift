// Observers: callbacks told of every change with its reason.
extension Store {
    /// Calls `observer` with every change from now on, and at once with the current state
    /// (reason `.initial`). Keep the returned token: observing stops when it is cancelled or
    /// released.
    public func observe(_ observer: @escaping (StateChange<State>) -> Void) -> StoreObservation {
        let id = nextObserverID
        nextObserverID += 1
        observers.append((id, observer))
        observer(StateChange(reason: .initial, old: state, new: state, sequence: revision, entrySequence: currentEntry.sequence))
        return StoreObservation { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }

    /// The number of observers, for tests.
    var observerCount: Int { observers.count }

    /// Calls every observer.
    func notify(_ change: StateChange<State>) {
        // A snapshot: observers may stop observing, or start, while being called.
        for (_, callback) in observers {
            callback(change)
        }
    }
}

/// A token that keeps an observation of a store alive: observing stops when it is cancelled or
/// released.
public final class StoreObservation {
    private var cancellation: (() -> Void)?

    init(cancel: @escaping () -> Void) {
        cancellation = cancel
    }

    /// Stops observing; later calls do nothing.
    public func cancel() {
        cancellation?()
        cancellation = nil
    }

    deinit {
        cancellation?()
    }
}

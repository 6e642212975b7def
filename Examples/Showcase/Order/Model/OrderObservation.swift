import StateFlow

/// A token that keeps an observation of an order alive: observing stops when it is cancelled
/// or released.
package final class OrderObservation {
    private var storeObservation: StoreObservation?
    private var cancellation: (() -> Void)?

    init(_ storeObservation: StoreObservation, cancel: @escaping () -> Void) {
        self.storeObservation = storeObservation
        self.cancellation = cancel
    }

    /// Stops observing; later calls do nothing.
    package func cancel() {
        storeObservation?.cancel()
        storeObservation = nil
        cancellation?()
        cancellation = nil
    }

    deinit {
        cancel()
    }
}

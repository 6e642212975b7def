import Foundation

/// A value behind a lock, for state that threads share (tests running in parallel, a live
/// region and the work it shows).
///
/// `NSLock` rather than `Synchronization.Mutex`, so that the package keeps its deployment
/// targets on Apple platforms.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only read or written inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

#if canImport(Darwin)
import Foundation
#else
import Synchronization
#endif

/// A number that threads add to, set and read without a lock where the platform's atomics are
/// there to use (Linux: one compare-and-exchange an addition), so counting progress costs the
/// counting thread a few nanoseconds. On Apple platforms, where `Atomic` needs macOS 15 and
/// iOS 18 and the package supports older systems, it is a lock.
final class AtomicNumber: @unchecked Sendable {
    // @unchecked Sendable: `Atomic` is Sendable; the Darwin fallback reads and writes under `lock`.
    #if canImport(Darwin)
    private let lock = NSLock()
    private var value: Double

    init(_ value: Double) { self.value = value }

    func load() -> Double { lock.withLock { value } }

    func store(_ newValue: Double) { lock.withLock { value = newValue } }

    /// Adds `delta` and returns the sum.
    @discardableResult
    func add(_ delta: Double) -> Double { lock.withLock { value += delta; return value } }
    #else
    private let bits: Atomic<UInt64>

    init(_ value: Double) { bits = Atomic(value.bitPattern) }

    func load() -> Double { Double(bitPattern: bits.load(ordering: .relaxed)) }

    func store(_ newValue: Double) { bits.store(newValue.bitPattern, ordering: .relaxed) }

    /// Adds `delta` and returns the sum.
    @discardableResult
    func add(_ delta: Double) -> Double {
        var expected = bits.load(ordering: .relaxed)
        while true {
            let sum = Double(bitPattern: expected) + delta
            let (exchanged, original) = bits.compareExchange(
                expected: expected, desired: sum.bitPattern, ordering: .relaxed)
            if exchanged { return sum }
            expected = original
        }
    }
    #endif

    /// Sets `newValue` and says whether it differs from what was there: of threads that set
    /// the same new value at once, one is told it changed.
    func storeIfChanged(_ newValue: Double) -> Bool {
        guard load() != newValue else { return false }
        #if canImport(Darwin)
        return lock.withLock {
            defer { value = newValue }
            return value != newValue
        }
        #else
        return bits.exchange(newValue.bitPattern, ordering: .relaxed) != newValue.bitPattern
        #endif
    }
}

/// A flag that any thread raises and one reader takes down, without a lock where the platform
/// has atomics (see `AtomicNumber`).
final class AtomicFlag: @unchecked Sendable {
    // @unchecked Sendable: as `AtomicNumber`.
    #if canImport(Darwin)
    private let lock = NSLock()
    private var value: Bool

    init(_ value: Bool = false) { self.value = value }

    func raise() { lock.withLock { value = true } }

    /// Whether the flag was raised; it is down after.
    func take() -> Bool { lock.withLock { defer { value = false }; return value } }
    #else
    private let raised: Atomic<Bool>

    init(_ value: Bool = false) { raised = Atomic(value) }

    /// Raises the flag, always with a store: skipping it when a load saw the flag up could
    /// lose a change (the reader may take the flag down between that load and its own read of
    /// what changed). Releasing, so what was written before it is seen by the taker.
    func raise() {
        raised.store(true, ordering: .releasing)
    }

    /// Whether the flag was raised; it is down after.
    func take() -> Bool {
        raised.exchange(false, ordering: .acquiringAndReleasing)
    }
    #endif
}

import ViewDataSupport

/// The snapshot counters and names of one run of a test.
///
/// The first unnamed snapshot of a test is `1`, the next `2`, on every run. A scope holds the
/// counters of the tests that run in it; the Swift Testing trait `.snapshots` gives each test
/// case its own scope, the XCTest integration starts a new one for each test case, and a
/// process-wide scope serves the rest. Counters are per test, so tests that run concurrently
/// in one scope do not disturb each other.
package final class SnapshotScope: Sendable {
    /// The scope of the current task, when a test framework integration set one.
    @TaskLocal package static var current: SnapshotScope?

    private struct State {
        var counters: [String: Int] = [:]
        var names: [String: Set<String>] = [:]
    }

    private let state = Locked(State())

    package init() {}

    /// The next counter for the test with key `test`: 1, 2, 3, …
    package func nextCounter(forTest test: String) -> Int {
        state.withLock { state in
            let next = (state.counters[test] ?? 0) + 1
            state.counters[test] = next
            return next
        }
    }

    /// Claims `identifier` (a name or counter, as it appears in the file name) for the test;
    /// `false` when the test already used it in this scope.
    package func claim(_ identifier: String, forTest test: String) -> Bool {
        state.withLock { state in
            state.names[test, default: []].insert(identifier).inserted
        }
    }
}

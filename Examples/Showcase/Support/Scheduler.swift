import Foundation

/// Work that waits for time to pass: simulated requests and events of the showcase apps.
///
/// Nothing runs by itself. The app's `advanceTime(to:)` moves the scheduler on, and the work
/// that is due runs then, in the order it is due, so that tests and key scripts see the same
/// screens every time.
///
/// ```swift
/// let scheduler = Scheduler(now: start)
/// scheduler.schedule(after: 0.8) { finish() }
/// scheduler.advance(to: start + 1)   // runs finish(); true
/// ```
package final class Scheduler {
    /// The time the scheduler is at.
    package private(set) var now: Date
    private var pending: [(due: Date, order: Int, work: () -> Void)] = []
    private var nextOrder = 0

    /// Creates a scheduler at `now`.
    package init(now: Date) {
        self.now = now
    }

    /// Whether work waits to run.
    package var hasPendingWork: Bool { !pending.isEmpty }

    /// Runs `work` once `delay` seconds have passed.
    package func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) {
        pending.append((now + max(0, delay), nextOrder, work))
        nextOrder += 1
    }

    /// Moves the time on to `date` (never back), running the work that falls due on the way in
    /// the order it is due, each at its own time: work it schedules counts from then, and may
    /// fall due before `date` too.
    ///
    /// - Returns: Whether any work ran.
    @discardableResult
    package func advance(to date: Date) -> Bool {
        var ran = false
        while let next = pending.enumerated().filter({ $0.element.due <= date }).min(by: { ($0.element.due, $0.element.order) < ($1.element.due, $1.element.order) }) {
            pending.remove(at: next.offset)
            if next.element.due > now { now = next.element.due }
            next.element.work()
            ran = true
        }
        if date > now { now = date }
        return ran
    }
}

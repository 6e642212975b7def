import Dispatch
import Foundation
import StateFlow
import ViewDataSupport

/// Writes a store's log on a thread of its own, so that logging never blocks the store's
/// caller (in an app, the main thread): the caller hands over each change (its state, a
/// `Sendable` value) and goes on; the writer encodes it as a full state or a merge patch and
/// appends the line, in the order the store made the changes.
///
/// The file keeps the guarantees a log written on the caller's thread had: every line goes to
/// the file in one append, so a crash leaves at most a torn last line, never two lines
/// spliced; what a crash loses is the changes still queued (the writer keeps up with a few
/// thousand changes a second). `flush()` waits until every change handed over is written; it
/// runs when logging stops, at `exit` and before the terminal runtime ends the process with a
/// signal (`ExitActions`). A store that goes while changes are queued leaves the writer to
/// finish them: each queued write holds it. A caller more than `pendingLimit` changes
/// ahead waits for the writer to catch up, so that a burst cannot grow the queue without end.
///
/// The file is written on the writer's queue only; it locks itself, so that the caller may read
/// its properties (what is written so far) at any time.
final class StateLogWriter<State: Codable & Equatable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `storedErrors` is used on `queue` only; `file` and `pending` lock
    // themselves.
    let file: StateLogFile<State>
    private let queue: DispatchQueue
    private var storedErrors: [StateLogError] = []
    private let pending = Locked(0)
    private var exitToken: ExitActions.Token?
    /// Set on `queue`, so that a flush asked for on the queue itself (an `exit` from a state's
    /// `encode(to:)`) does not wait for itself.
    private let onQueue = DispatchSpecificKey<Bool>()

    /// The most changes handed over and not yet written before the caller waits.
    static var pendingLimit: Int { 4_096 }

    init(file: StateLogFile<State>) {
        self.file = file
        queue = DispatchQueue(label: "ViewDataKit.StateLogWriter")
        queue.setSpecific(key: onQueue, value: true)
        exitToken = ExitActions.register { [weak self] in self?.flush() }
    }

    // No flush here: every queued write holds the writer, so it goes only once they are done
    // (often on the queue itself, after the last one).
    deinit {
        if let exitToken { ExitActions.unregister(exitToken) }
    }

    /// Hands `change` to the writer, with the session's stamp (`SessionRecording`).
    func append(_ change: StoreRecord<State>, stamp: SessionStamp? = nil) {
        enqueue { file in
            try file.append(StateLogFile<State>.Change(
                sequence: change.sequence, reason: change.reason, action: change.action, state: change.state,
                entrySequence: change.entrySequence, documentRevision: change.documentRevision, source: change.source,
                input: stamp?.input, pairedSequence: stamp?.pairedSequence))
        }
    }

    /// Hands `rejection` to the writer, with the session's stamp.
    func append(_ rejection: Rejection, stamp: SessionStamp? = nil) {
        enqueue { file in try file.append(rejection, input: stamp?.input) }
    }

    /// Waits until every change handed over is written; on the writer's queue (an `exit` in
    /// the middle of a write), returns at once: what is queued after the current write is lost.
    func flush() {
        guard DispatchQueue.getSpecific(key: onQueue) != true else { return }
        queue.sync {}
    }

    /// The problems writing the file met, oldest first, once everything handed over is written.
    var errors: [StateLogError] {
        if DispatchQueue.getSpecific(key: onQueue) == true { return storedErrors }
        return queue.sync { storedErrors }
    }

    private func enqueue(_ write: @escaping @Sendable (StateLogFile<State>) throws -> Void) {
        let waiting = pending.withLock { count -> Int in
            count += 1
            return count
        }
        if waiting > Self.pendingLimit { flush() }
        queue.async { [self] in
            do {
                try write(file)
            } catch {
                storedErrors.append(
                    error as? StateLogError ?? StateLogError(code: .io, line: nil, field: nil, "\(error)", underlyingError: error))
            }
            pending.withLock { $0 -= 1 }
        }
    }
}

import Foundation

extension Store {
    /// The store's history as a state log (a full state every 50 entries).
    public var log: StateLog<State> {
        // Encoding a state that encoded before cannot fail; an error here is a programming
        // error in the state's `Encodable` conformance.
        do {
            return try makeLog(options: StateLogOptions())
        } catch {
            preconditionFailure("the history of store '\(name)' does not encode as JSON: \(error)")
        }
    }

    /// The store's history as a state log, with `options` (checkpoints, redacted fields).
    ///
    /// - Throws: `StateLogError` when a state does not encode as JSON.
    public func makeLog(options: StateLogOptions) throws -> StateLog<State> {
        var log = StateLog<State>(storeName: name, checkpointInterval: options.checkpointInterval)
        var encoder = StateLogEncoder<State>(options: options)
        log.entries.reserveCapacity(history.count)
        for entry in history {
            do {
                log.entries.append(try encoder.encode(entry))
            } catch {
                throw StateLogError(code: .invalidField, line: nil, field: "state", "Entry \(entry.sequence) does not encode as JSON: \(error).")
            }
        }
        return log
    }

    /// Sets the state to the one at entry `sequence` of `log`, as one change with reason
    /// `.restore`.
    ///
    /// - Throws: `StateLogError` when the log has no such entry or its state does not decode.
    /// - Returns: Whether the store accepted the state (it must keep the rules).
    @discardableResult
    public func restore(from log: StateLog<State>, sequence: Int) throws -> Bool {
        restore(try log.state(atSequence: sequence), reason: .restore, action: "restore")
    }

    /// Sets the state from JSON text (a state copied out of a log, say), as one change with
    /// reason `.restore`.
    ///
    /// - Throws: `StateLogError` when the text is not JSON or does not decode as `State`.
    /// - Returns: Whether the store accepted the state (it must keep the rules).
    @discardableResult
    public func restore(fromJSON text: String) throws -> Bool {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: text)
        } catch let error as JSONParseError {
            throw StateLogError(code: .malformedLine, line: nil, field: nil, "The text is not valid JSON (\(error)).")
        }
        return restore(try StateLog<State>.decodeState(json, sequence: 0), reason: .restore, action: "restore")
    }

    /// Replays `log` into the store entry by entry (reason `.replay`), each entry one change
    /// that observers see, up to entry `last` (the whole log by default).
    ///
    /// The patches are applied in turn; at every checkpoint the rebuilt state is compared
    /// with the checkpoint, and the first entry where they differ is reported (the replay
    /// goes on from the checkpoint).
    ///
    /// - Throws: `StateLogError` when a patch has no base or a state does not decode.
    /// - Returns: What the replay did.
    @discardableResult
    public func replay(_ log: StateLog<State>, through last: Int? = nil) throws -> ReplayReport {
        var report = ReplayReport()
        var current: JSONValue?
        for entry in log.entries {
            if let last, entry.sequence > last { break }
            let rebuilt = entry.patch.flatMap { patch in current.map { MergePatch.apply(patch, to: $0) } }
            let json: JSONValue
            if let checkpoint = entry.state {
                if let rebuilt, rebuilt != checkpoint, report.firstMismatch == nil { report.firstMismatch = entry.sequence }
                json = checkpoint
                report.checkpointsVerified += rebuilt == nil ? 0 : 1
            } else if let rebuilt {
                json = rebuilt
            } else {
                throw StateLogError(code: .patchWithoutBase, line: nil, field: "patch", "Entry \(entry.sequence) has no state before it to patch.")
            }
            current = json
            let state = try StateLog<State>.decodeState(json, sequence: entry.sequence)
            if restore(state, reason: .replay, action: entry.action) {
                report.entriesApplied += 1
            } else {
                report.entriesRejected.append(entry.sequence)
            }
        }
        return report
    }
}

/// What `Store.replay(_:through:)` did.
public struct ReplayReport: Sendable, Hashable {
    /// Entries whose states the store took.
    public var entriesApplied = 0
    /// Entries whose states broke the store's rules, by sequence.
    public var entriesRejected: [Int] = []
    /// Checkpoints compared with the state their patches rebuild.
    public var checkpointsVerified = 0
    /// The first checkpoint where the rebuilt state differed, if any.
    public var firstMismatch: Int?
}

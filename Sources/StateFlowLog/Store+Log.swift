import Foundation
import StateFlow

extension Store {
    /// Starts appending every change of the state to `file`, one line per change with its
    /// reason (actions, undo and redo, jumps, time travel, replays, restores, reconciling), so
    /// that the log's last entry is always the state the store is at.
    ///
    /// A new file starts with the current state. A file that holds a log is continued only
    /// when its last state is the store's state: the store's sequence numbers then go on after
    /// the log's, and the first line written, an `initial` entry with action `continue`, says
    /// that a new recording starts there. Logging to another file first stops the old one.
    ///
    /// ```swift
    /// try store.startLogging(to: StateLogFile(url: url, storeName: store.name))
    /// ```
    ///
    /// - Throws: `StateLogError` `.doesNotContinue` when the file's log ends at another state
    ///   (the file is left as it is), `.io` when it cannot be written.
    public func startLogging(to file: StateLogFile<State>) throws {
        stopLogging()
        file.redact(redactedFields)
        let start = recordingStart
        var sequence = start.lastSequence
        let continues = file.lastSequence != nil
        if let last = file.lastSequence {
            if let refusal = try file.refusalToContinue(from: start.state) { throw refusal }
            // The recording continues the log: this store's changes are numbered after it.
            sequence = max(start.nextSequence, last + 1)
        }
        try file.start(with: StateLogFile<State>.Change(
            sequence: sequence, reason: .initial, action: continues ? "continue" : "initial", state: start.state,
            entrySequence: start.entrySequence == sequence ? nil : start.entrySequence, documentRevision: currentDocumentRevision))
        // Only once the file has the line: a recording that could not start changes nothing.
        if continues { continueNumbering(after: sequence) }
        let writer = StateLogWriter(file: file)
        if let recorder = recorder(of: StateLogRecorder<State>.self) {
            recorder.writer = writer
        } else {
            let recorder = StateLogRecorder<State>()
            recorder.writer = writer
            attach(recorder)
        }
    }

    /// Stops writing to `logFile`, once every change made so far is written; what it holds
    /// stays, and so do `logErrors`.
    public func stopLogging() {
        guard let recorder = recorder(of: StateLogRecorder<State>.self), let writer = recorder.writer else { return }
        writer.flush()
        recorder.writer = nil
    }

    /// The store's history as a state log (a full state every 50 entries), its
    /// `redactedFields` redacted.
    public var log: StateLog<State> {
        // Encoding a state that encoded before cannot fail; an error here is a programming
        // error in the state's `Encodable` conformance.
        do {
            return try makeLog(options: StateLogOptions())
        } catch {
            preconditionFailure("the history of store '\(name)' does not encode as JSON: \(error)")
        }
    }

    /// The store's history as a state log, with `options` (checkpoints, redacted fields, which
    /// add to the store's own `redactedFields`).
    ///
    /// - Throws: `StateLogError` when a state does not encode as JSON.
    public func makeLog(options: StateLogOptions) throws -> StateLog<State> {
        var options = options
        options.redactedFields.formUnion(redactedFields)
        var log = StateLog<State>(storeName: name, checkpointInterval: options.checkpointInterval)
        var encoder = StateLogEncoder<State>(options: options)
        log.entries.reserveCapacity(history.count)
        for entry in history {
            do {
                let encoded = try encoder.encode(StateLogFile<State>.Change(entry: entry))
                encoder.commit(encoded)
                log.entries.append(encoded.entry)
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
        return restore(try StateLog<State>.decodeState(standalone: json), reason: .restore, action: "restore")
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
        var reader = log.stateReader()
        while let (entry, json) = try reader.nextJSON() {
            if let last, entry.sequence > last { break }
            try apply(json, of: entry, to: &report)
        }
        report.checkpointsVerified = reader.checkpointsVerified
        report.firstMismatch = reader.firstCheckpointMismatch
        return report
    }

    /// Replays the log `reader` reads into the store entry by entry, as
    /// `replay(_:through:)` does, holding one entry at a time: for logs too large to read whole.
    ///
    /// - Throws: `StateLogError` naming the line and the field.
    /// - Returns: What the replay did.
    @discardableResult
    public func replay(from reader: StateLogReader, through last: Int? = nil) throws -> ReplayReport {
        var report = ReplayReport()
        while let (entry, json) = try reader.next() {
            if let last, entry.sequence > last { break }
            try apply(json, of: entry, to: &report)
        }
        report.checkpointsVerified = reader.checkpointsVerified
        report.firstMismatch = reader.firstCheckpointMismatch
        return report
    }

    private func apply(_ json: JSONValue, of entry: StateLogEntry, to report: inout ReplayReport) throws {
        let state = try StateLog<State>.decodeState(json, sequence: entry.sequence)
        if restore(state, reason: .replay, action: entry.action) {
            report.entriesApplied += 1
        } else {
            report.entriesRejected.append(entry.sequence)
        }
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

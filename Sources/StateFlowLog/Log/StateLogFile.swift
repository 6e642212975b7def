import Foundation
import StateFlow
import ViewDataSupport

/// A state log file that a store appends every change of its state to, one line per change,
/// each written with one `write` call by the store's log writer, off the caller's thread: a
/// process that dies leaves at most one torn last line, which reading skips with a warning,
/// and loses the changes still queued (see `Store.flushLog()`).
///
/// While a store logs to it, the file belongs to the store's writer: give it to no other
/// store. Its properties may be read from any thread at any time and say what is written so
/// far; `store.logFile` waits for the writer first, so that they include every change made.
///
/// ```swift
/// try store.startLogging(to: StateLogFile(url: logURL, storeName: store.name))
/// ```
///
/// A file that already holds a log is continued only by a store whose state is the log's last
/// state: the store's sequence numbers go on after the log's, and the recording starts with an
/// `initial` entry, action `continue`, that says so. A store in any other state is refused
/// (`StateLogError.Code.doesNotContinue`) and the file is left as it is: record to a new file
/// then. Entries are never skipped, and two recordings never splice.
public final class StateLogFile<State: Codable & Equatable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: everything that changes after `init` changes under `lock`, and every
    // property that reads it takes the lock.
    /// The file.
    public let url: URL
    /// How entries are written; a store that logs here adds its `redactedFields`.
    public var options: StateLogOptions { lock.withLock { storedOptions } }
    private var storedOptions: StateLogOptions
    /// Problems found on opening (a torn last line, cut off before appending).
    public var warnings: [String] { lock.withLock { storedWarnings } }
    /// The sequence number of the log's last entry; `nil` while it has none.
    public var lastSequence: Int? { lock.withLock { storedLastSequence } }

    /// Held while the file changes and while its properties are read: a store's writer appends
    /// on a queue of its own while the caller may read (recursive: starting appends the first
    /// entry).
    private let lock = NSRecursiveLock()
    private var storedWarnings: [String] = []
    private var storedLastSequence: Int?

    private let storeName: String
    private var encoder: StateLogEncoder<State>
    private var file: AppendOnlyFile?
    /// What to do to the file's end before appending: cut a torn line, or end the last line.
    private var repair: Repair?
    private var hasHeader = false
    /// Whether rejection lines may be written: the options ask for them and the file's header
    /// is (or will be) version 3; a version 2 log that is continued gets none.
    private(set) var writesRejections: Bool
    /// The lines the file has.
    private var line = 0
    /// The file's length, so that a line that fails half-written can be cut off again.
    private var length = 0
    /// Set when a failed write left part of a line that could not be cut off: nothing more is
    /// appended after it.
    private var isBroken = false

    private enum Repair {
        case cut(toLength: Int)
        case endLastLine
    }

    /// Reads the log at `url`, when there is one, so that a store can start logging to it; the
    /// file is not changed until then.
    ///
    /// - Throws: `StateLogError` when the file exists and is not a log of this state type, or
    ///   cannot be read.
    public init(url: URL, storeName: String, options: StateLogOptions = StateLogOptions()) throws {
        self.url = url
        self.storeName = storeName
        self.storedOptions = options
        encoder = StateLogEncoder(options: options)
        writesRejections = options.logsRejections
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size > 0 || Self.isFolder(url) else { return }
        length = size
        let reader: StateLogReader
        do {
            reader = try StateLogReader(contentsOf: url, stateType: StateLog<State>.stateTypeName)
        } catch let error as StateLogError where error.code != .io {
            throw error.naming(url)
        }
        hasHeader = true
        line = 1
        if options.logsElementChanges, reader.header.version < StateLogFormat.currentVersion {
            encoder.options.logsElementChanges = false
            storedWarnings.append(
                "'\(url.path)' is a version \(reader.header.version) log, which cannot hold element changes: its changes are written as merge patches.")
        }
        if options.logsRejections, reader.header.version < StateLogFormat.versionWithRejections {
            writesRejections = false
            storedWarnings.append(
                "'\(url.path)' is a version \(reader.header.version) log, which cannot hold refusals: they are not written to it.")
        }
        var last: (entry: StateLogEntry, json: JSONValue, offset: Int, unterminated: Bool)?
        var sinceCheckpoint = 0
        do {
            while let (entry, json) = try reader.next() {
                last = (entry, json, reader.lineOffset, reader.lastLineIsUnterminated)
                sinceCheckpoint = entry.isCheckpoint ? 0 : sinceCheckpoint + 1
            }
            // Rejection lines after the last entry count too; a torn last line is cut off.
            line = reader.lastLineRead - (reader.warnings.isEmpty ? 0 : 1)
        } catch let error as StateLogError where error.code != .io {
            throw error.naming(url)
        }
        storedWarnings += reader.warnings
        if !reader.warnings.isEmpty {
            // A torn last line: cut it off, just after the last complete line.
            repair = .cut(toLength: Self.endOfLastCompleteLine(in: url))
        } else if Self.lastByte(of: url) != 0x0A {
            // A complete last line (an entry, or the header) whose line feed was never
            // written: keep it, and end it.
            repair = .endLastLine
        }
        if let last {
            storedLastSequence = last.entry.sequence
            encoder.previous = last.json
            encoder.sinceCheckpoint = sinceCheckpoint
        }
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The file's last byte.
    private static func lastByte(of url: URL) -> UInt8? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let end = try? handle.seekToEnd(), end > 0 else { return nil }
        try? handle.seek(toOffset: end - 1)
        return (try? handle.read(upToCount: 1))?.first
    }

    /// The length of the file up to and including its last line feed.
    private static func endOfLastCompleteLine(in url: URL) -> Int {
        guard let data = try? Data(contentsOf: url), let end = data.lastIndex(of: 0x0A) else { return 0 }
        return end + 1
    }

    /// The state at the log's last entry, as JSON (redacted as written); `nil` while it has
    /// no entries.
    public var lastStateJSON: JSONValue? { lock.withLock { encoder.previous } }

    /// Redacts `fields` too in everything written from now on (a store's own redacted fields).
    package func redact(_ fields: Set<String>) {
        lock.withLock {
            guard !fields.isSubset(of: storedOptions.redactedFields) else { return }
            storedOptions.redactedFields.formUnion(fields)
            encoder.options = storedOptions
        }
    }

    /// Whether a store at `state` may continue the log: the log has no entries, or its last
    /// state is `state` (as the log writes it, redacted).
    ///
    /// - Throws: `StateLogError` when `state` does not encode as JSON.
    public func canContinue(from state: State) throws -> Bool {
        try lock.withLock { try refusalToContinue(from: state) == nil }
    }

    /// Why a store at `state` may not continue the log, naming the first field that differs;
    /// `nil` when it may.
    ///
    /// - Throws: `StateLogError` when `state` does not encode as JSON.
    func refusalToContinue(from state: State) throws -> StateLogError? {
        lock.lock()
        defer { lock.unlock() }
        guard let previous = encoder.previous, let lastSequence = storedLastSequence else { return nil }
        let json = try encoder.json(of: state)
        guard json != previous else { return nil }
        let field = MergePatch.changedPaths(from: previous, to: json, limit: 1).first.map { $0.isEmpty ? "state" : $0 }
        return StateLogError(
            code: .doesNotContinue, line: line, field: field,
            "'\(url.path)' ends at entry \(lastSequence) in another state than the store's"
                + (field.map { " (they differ at '\($0)')" } ?? "")
                + ": record to a new file, or start the store from the log's last state.")
    }

    /// One change as the log writes it.
    struct Change {
        var sequence: Int
        var reason: ChangeReason
        var action: String
        var state: State
        var entrySequence: Int?
        var documentRevision: Int?
        var source: ChangeSource?
        var input: Int?
        var pairedSequence: Int?

        init(
            sequence: Int, reason: ChangeReason, action: String, state: State, entrySequence: Int?, documentRevision: Int?,
            source: ChangeSource? = nil, input: Int? = nil, pairedSequence: Int? = nil
        ) {
            self.input = input
            self.pairedSequence = pairedSequence
            self.source = source
            self.sequence = sequence
            self.reason = reason
            self.action = action
            self.state = state
            self.entrySequence = entrySequence
            self.documentRevision = documentRevision
        }

        init(entry: HistoryEntry<State>) {
            self.init(
                sequence: entry.sequence, reason: entry.reason, action: entry.action, state: entry.state, entrySequence: nil,
                documentRevision: entry.documentRevision, source: entry.source)
        }
    }

    /// Starts a recording whose first entry is `change` (an `initial` entry with the full
    /// state): repairs the file's end, writes the header of a new log, and opens the file for
    /// appending.
    ///
    /// - Throws: `StateLogError` `.doesNotContinue` when the log has entries and its last
    ///   state is not `change.state`, or its last sequence number is not before
    ///   `change.sequence`; `.io` when the file cannot be changed.
    func start(with change: Change) throws {
        lock.lock()
        defer { lock.unlock() }
        if let refusal = try refusalToContinue(from: change.state) { throw refusal }
        if let lastSequence = storedLastSequence { precondition(change.sequence > lastSequence, "a store continues a log after its last entry") }
        if file == nil {
            try openForAppending()
        }
        if !hasHeader {
            let log = StateLog<State>(storeName: storeName, checkpointInterval: storedOptions.checkpointInterval)
            try writeLine(log.header(holdsRejections: writesRejections, holdsElementChanges: encoder.options.logsElementChanges))
            hasHeader = true
        }
        try append(change, checkpoint: true)
    }

    private func openForAppending() throws {
        switch repair {
        case .cut(let end):
            do {
                try SystemCalls.cut(path: url.path, toLength: end)
                length = end
            } catch {
                throw StateLogError(
                    code: .io, line: nil, field: nil, "Cannot cut the torn last line of '\(url.path)': \(SystemCalls.describe(error)).",
                    underlyingError: error)
            }
        case .endLastLine, nil:
            break
        }
        do {
            file = try AppendOnlyFile(path: url.path)
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot open '\(url.path)' to append: \(SystemCalls.describe(error)).",
                underlyingError: error)
        }
        if case .endLastLine = repair {
            try write([0x0A])
        }
        repair = nil
    }

    /// Appends one change as one line.
    ///
    /// - Throws: `StateLogError` when the state does not encode or the line cannot be written.
    func append(_ change: Change, checkpoint: Bool = false) throws {
        lock.lock()
        defer { lock.unlock() }
        precondition(file != nil, "append after start(with:)")
        if let lastSequence = storedLastSequence { precondition(change.sequence > lastSequence, "log entries go forward: \(change.sequence) after \(lastSequence)") }
        let encoded: (entry: StateLogEntry, json: JSONValue)
        do {
            encoded = try encoder.encode(change, checkpoint: checkpoint)
        } catch {
            throw StateLogError(code: .invalidField, line: nil, field: "state", "Entry \(change.sequence) does not encode as JSON: \(error).")
        }
        try writeLine(StateLog<State>.line(for: encoded.entry))
        // Only a line on disk is the base of the next patch.
        encoder.commit(encoded)
        storedLastSequence = change.sequence
    }

    /// Appends a line for a change the store refused, after the last entry; nothing when the
    /// file does not take refusals (`StateLogOptions.logsRejections` off, or a version 2 log).
    ///
    /// - Throws: `StateLogError` `.io` when the line cannot be written.
    func append(_ rejection: Rejection, input: Int? = nil) throws {
        lock.lock()
        defer { lock.unlock() }
        guard writesRejections, let lastSequence = storedLastSequence else { return }
        precondition(file != nil, "append after start(with:)")
        try writeLine(StateLogRejection(storedOptions.redacting(rejection), afterSequence: lastSequence, input: input).line)
    }

    private func writeLine(_ value: JSONValue) throws {
        var bytes: [UInt8] = []
        value.write(to: &bytes)
        bytes.append(0x0A)
        try write(bytes)
        line += 1
    }

    /// One write per line: with O_APPEND the line lands whole or, if the process dies in the
    /// call, as the only torn line. A write that fails part-way is cut off again, so that the
    /// next line starts where this one should have; if that fails too, nothing more is
    /// appended (a line after a partial one would make the log unreadable).
    private func write(_ bytes: [UInt8]) throws {
        guard !isBroken else {
            throw StateLogError(
                code: .io, line: line + 1, field: nil,
                "Stopped writing to '\(url.path)': a failed write left part of line \(line + 1) that could not be cut off.")
        }
        do {
            try file!.append(bytes)
            length += bytes.count
        } catch {
            do {
                try SystemCalls.cut(path: url.path, toLength: length)
            } catch {
                isBroken = true
            }
            throw StateLogError(
                code: .io, line: line + 1, field: nil, "Cannot write line \(line + 1) to '\(url.path)': \(SystemCalls.describe(error)).",
                underlyingError: error)
        }
    }
}

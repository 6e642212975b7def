import Foundation

/// A state log file that a store appends to as changes happen, one line per change, each
/// written with one `write` call as it happens: a process that dies leaves at most one torn
/// last line, which reading skips with a warning.
///
/// ```swift
/// store.logFile = try StateLogFile(url: logURL, storeName: store.name)
/// ```
///
/// Opening a file that exists continues it: its header must match, its last state becomes the
/// base of the next patch, and a torn last line left by a crash is cut off first.
public final class StateLogFile<State: Codable & Equatable & Sendable> {
    /// The file.
    public let url: URL
    /// How entries are written.
    public let options: StateLogOptions
    /// Problems found on opening (a torn last line cut off).
    public private(set) var warnings: [String] = []

    private var encoder: StateLogEncoder<State>
    private let file: AppendOnlyFile
    private var lastSequence: Int?
    private var line = 1

    /// Opens (or creates, writing its header) the log at `url`.
    ///
    /// - Throws: `StateLogError` when the file cannot be opened, or exists and is not a log of
    ///   this store's state type.
    public init(url: URL, storeName: String, options: StateLogOptions = StateLogOptions()) throws {
        self.url = url
        self.options = options
        encoder = StateLogEncoder(options: options)
        var existing: StateLog<State>?
        if FileManager.default.fileExists(atPath: url.path) {
            let data = try StateLog<State>.bytes(of: url)
            if !data.isEmpty {
                let log = try StateLog<State>(jsonLines: data)
                existing = log
                warnings = log.warnings
                // Cut a torn last line off before appending after it.
                if data.last != 0x0A, let end = data.lastIndex(of: 0x0A) {
                    do {
                        try AppendOnlyFile.cut(path: url.path, toLength: end + 1)
                    } catch {
                        throw StateLogError(
                            code: .io, line: nil, field: nil,
                            "Cannot cut the torn last line of '\(url.path)': \(AppendOnlyFile.describe(error)).", underlyingError: error)
                    }
                }
            }
        }
        do {
            file = try AppendOnlyFile(path: url.path)
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot open '\(url.path)' to append: \(AppendOnlyFile.describe(error)).",
                underlyingError: error)
        }
        if let existing {
            line = 1 + existing.entries.count
            lastSequence = existing.entries.last?.sequence
            encoder.previous = try existing.stateJSONs().last
            encoder.sinceCheckpoint = existing.entries.reversed().firstIndex(where: \.isCheckpoint) ?? 0
        } else {
            var log = StateLog<State>(storeName: storeName, checkpointInterval: options.checkpointInterval)
            log.entries = []
            try writeLine(log.header)
        }
    }

    /// Makes `entry` the base of the next patch when the file has no entries yet, writing it
    /// as the log's first (full) entry.
    ///
    /// - Throws: `StateLogError` when the entry cannot be written.
    func prime(with entry: HistoryEntry<State>) throws {
        guard encoder.previous == nil else { return }
        try append(entry)
    }

    /// Appends one entry as one line; entries the file already has (by sequence) are skipped.
    public func append(_ entry: HistoryEntry<State>) throws {
        if let lastSequence, entry.sequence <= lastSequence { return }
        let logEntry: StateLog<State>.Entry
        do {
            logEntry = try encoder.encode(entry)
        } catch {
            throw StateLogError(code: .invalidField, line: nil, field: "state", "Entry \(entry.sequence) does not encode as JSON: \(error).")
        }
        try writeLine(StateLog<State>.line(for: logEntry))
        lastSequence = entry.sequence
    }

    private func writeLine(_ value: JSONValue) throws {
        var bytes: [UInt8] = []
        value.write(to: &bytes)
        bytes.append(0x0A)
        line += 1
        // One write per line: with O_APPEND the line lands whole or, if the process dies in
        // the call, as the only torn line.
        do {
            try file.append(bytes)
        } catch {
            throw StateLogError(
                code: .io, line: line, field: nil, "Cannot write to '\(url.path)': \(AppendOnlyFile.describe(error)).",
                underlyingError: error)
        }
    }
}

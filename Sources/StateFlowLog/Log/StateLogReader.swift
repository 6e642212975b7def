import Foundation
import StateFlow
import ViewDataSupport

/// Reads a state log one entry at a time, from a file or from bytes, holding one line and one
/// state in memory: a log of any length replays, prints or indexes in the memory of its
/// largest state. Every reader of logs goes through it (`StateLog(jsonLines:)`,
/// `Store.replay`, `viewdata-demo replay` and `viewdata log`), so they accept and refuse the same
/// logs with the same errors.
///
/// ```swift
/// let reader = try StateLogReader(contentsOf: url)          // any state type: states as JSON
/// while let (entry, json) = try reader.next() {
///     print(entry.sequence, entry.reason, json.jsonText)
/// }
/// let typed = try StateLogReader(contentsOf: url, stateType: ClockViewState.self)
/// while let (entry, state) = try typed.next(as: ClockViewState.self) { show(state) }
/// ```
///
/// A last line without its line feed that does not parse (a writer stopped mid-line) is
/// skipped with a warning; every other problem is an error that names the line and the field
/// (the file is the caller's to name, as `StateLog(contentsOf:)` and `StateLogIndex` do).
public final class StateLogReader {
    /// The log's header.
    public let header: StateLogHeader
    /// Problems that did not stop the reading: a torn last line skipped.
    public private(set) var warnings: [String] = []
    /// The rejection lines read so far (`StateLogOptions.logsRejections`), in order; entries
    /// step over them. They are kept as they are read (a line each, small beside the states).
    public private(set) var rejections: [StateLogRejection] = []
    /// The 1-based line of the entry last returned.
    public private(set) var line = 1
    /// The 1-based line last read, an entry's or a rejection's.
    private(set) var lastLineRead = 1
    /// The byte offset at which the entry last returned starts.
    public private(set) var lineOffset = 0
    /// Whether the entry last returned is the log's last line and lacks its line feed (a
    /// complete entry whose writer stopped before the newline).
    public private(set) var lastLineIsUnterminated = false
    /// Where the file is, for messages; `nil` for bytes.
    public let url: URL?

    private var source: LineSource
    private var rebuilder = StateRebuilder()
    private var previousSequence: Int?
    private var hasBase = false

    /// Opens the log at `url` and reads its header.
    ///
    /// - Parameters:
    ///   - url: The log's file.
    ///   - stateType: The state type expected (`nil` for any).
    /// - Throws: `StateLogError` when the file cannot be read or its header is wrong.
    public convenience init(contentsOf url: URL, stateType: String? = nil) throws {
        try self.init(source: LineSource(url: url), url: url, stateType: stateType)
    }

    /// Opens the log at `url`, whose states must be `State`s.
    ///
    /// - Throws: `StateLogError` when the file cannot be read or its header is wrong.
    public convenience init<State>(contentsOf url: URL, stateType: State.Type) throws {
        try self.init(contentsOf: url, stateType: String(describing: State.self))
    }

    /// Reads a log held in memory.
    ///
    /// - Throws: `StateLogError` when the header is wrong.
    public convenience init(jsonLines data: Data, stateType: String? = nil) throws {
        try self.init(source: LineSource(bytes: [UInt8](data)), url: nil, stateType: stateType)
    }

    /// Reads a log held in memory, whose states must be `State`s.
    ///
    /// - Throws: `StateLogError` when the header is wrong.
    public convenience init<State>(jsonLines data: Data, stateType: State.Type) throws {
        try self.init(jsonLines: data, stateType: String(describing: State.self))
    }

    init(source: LineSource, url: URL?, stateType: String?) throws {
        self.source = source
        self.url = url
        header = try StateLogLines.header(from: &self.source, stateType: stateType)
    }

    /// The next entry, its state not rebuilt; `nil` after the last. Skipping states this way
    /// (to index a log, say) makes the next `next()` need a checkpoint.
    ///
    /// - Throws: `StateLogError` naming the line and the field.
    public func nextEntry() throws -> StateLogEntry? {
        // The state after this entry is not worked out: the next `next()` needs a checkpoint.
        rebuilder.forget()
        do {
            return try readEntry()
        } catch let error as StateLogError {
            throw named(error)
        }
    }

    /// `error` with the log file named, when the log is a file (see `StateLogError.naming`).
    private func named(_ error: StateLogError) -> StateLogError {
        url.map(error.naming) ?? error
    }

    /// The next entry, the state left as it is.
    private func readEntry() throws -> StateLogEntry? {
        while let line = try source.nextLine() {
            lastLineRead = line.number
            self.line = line.number
            lineOffset = line.offset
            let members: [String: JSONValue]
            do {
                guard let parsed = try line.bytes.withUnsafeBufferPointer({ try StateLogLines.members(of: $0, line: line.number) }) else {
                    continue
                }
                members = parsed
            } catch let notJSON as StateLogLines.NotJSON {
                guard !line.isTerminated else { throw notJSON.error }
                warnings.append("Line \(line.number) is incomplete (the writer stopped mid-line) and was skipped.")
                continue
            }
            if StateLogLines.isRejection(members) {
                rejections.append(try StateLogLines.rejection(members, line: line.number, previousSequence: previousSequence))
                continue
            }
            let entry = try StateLogLines.entry(members, line: line.number, previousSequence: previousSequence, hasBase: hasBase)
            previousSequence = entry.sequence
            if entry.isCheckpoint { hasBase = true }
            lastLineIsUnterminated = !line.isTerminated
            return entry
        }
        return nil
    }

    /// The next entry and the state after it, as JSON; `nil` after the last.
    ///
    /// - Throws: `StateLogError` naming the line and the field.
    public func next() throws -> (entry: StateLogEntry, state: JSONValue)? {
        do {
            let skipped = rebuilder.json == nil
            guard let entry = try readEntry() else { return nil }
            if skipped, !entry.isCheckpoint, hasBase {
                throw StateLogError(
                    code: .patchWithoutBase, line: line, field: "patch",
                    "Line \(line): entries before it were skipped, so its patch has no state to apply to.")
            }
            return (entry, try rebuilder.take(entry, line: line))
        } catch let error as StateLogError {
            throw named(error)
        }
    }

    /// The next entry and its state, decoded as `State`; `nil` after the last.
    ///
    /// - Throws: `StateLogError` naming the line and the field that does not decode.
    public func next<State: Codable & Equatable & Sendable>(as type: State.Type) throws -> (entry: StateLogEntry, state: State)? {
        guard let (entry, json) = try next() else { return nil }
        do {
            return (entry, try StateLog<State>.decodeState(json, sequence: entry.sequence, line: line))
        } catch let error as StateLogError {
            throw named(error)
        }
    }

    /// The first checkpoint so far whose state differs from what the patches before it
    /// rebuild, by sequence number.
    public var firstCheckpointMismatch: Int? { rebuilder.firstMismatch }
    /// Checkpoints so far compared with what the patches before them rebuild.
    public var checkpointsVerified: Int { rebuilder.checkpointsVerified }

    /// Takes `json` as the state before the next entry (after a `seek`), so that a patch
    /// there applies to it.
    func continueFrom(_ json: JSONValue) {
        rebuilder.continueFrom(json)
    }

    /// Moves to the line at byte `offset` (a line start `lineOffset` gave), numbered `line`,
    /// forgetting the state: the entry there should be a checkpoint.
    ///
    /// - Throws: `StateLogError` `.io` when the file cannot be read there.
    public func seek(toOffset offset: Int, line: Int) throws {
        try source.seek(to: offset, line: line)
        rebuilder.forget()
        previousSequence = nil
        hasBase = true
    }
}

/// Lines of a file or a buffer, read a chunk at a time.
struct LineSource {
    struct Line {
        /// The line's bytes, without the line feed.
        var bytes: ArraySlice<UInt8>
        var number: Int
        /// The offset of the line's first byte in the file.
        var offset: Int
        var isTerminated: Bool
    }

    private var buffer: [UInt8]
    /// Where the next line starts in `buffer`.
    private var start = 0
    /// The file offset of `buffer[0]`.
    private var bufferOffset = 0
    private var number = 0
    private var atEnd: Bool
    private let handle: FileHandle?
    private let url: URL?
    private static let chunkSize = 1 << 20

    init(bytes: [UInt8]) {
        buffer = bytes
        atEnd = true
        handle = nil
        url = nil
    }

    init(url: URL) throws {
        // A folder, a FIFO or a device (`/dev/zero` never ends) is named, not read. (A missing
        // file is said by opening it, below, which keeps the system's error.)
        if let kind = FileKind.at(url), kind != .file {
            throw StateLogError(code: .io, line: nil, field: nil, "Cannot read '\(url.path)': it is \(kind.name), not a file.")
        }
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            let reason = FileKind.at(url) == nil ? "there is no such file" : error.localizedDescription
            throw StateLogError(code: .io, line: nil, field: nil, "Cannot read '\(url.path)': \(reason).", underlyingError: error)
        }
        self.url = url
        buffer = []
        atEnd = false
    }

    /// The next line; `nil` at the end.
    mutating func nextLine() throws -> Line? {
        var scanFrom = start
        while true {
            if let newline = buffer[scanFrom...].firstIndex(of: 0x0A) {
                number += 1
                let line = Self.withoutByteOrderMark(
                    Line(bytes: buffer[start..<newline], number: number, offset: bufferOffset + start, isTerminated: true))
                start = newline + 1
                return line
            }
            if atEnd {
                guard start < buffer.count else { return nil }
                number += 1
                let line = Self.withoutByteOrderMark(
                    Line(bytes: buffer[start...], number: number, offset: bufferOffset + start, isTerminated: false))
                start = buffer.count
                return line
            }
            // Keep the unfinished line and read more after it.
            if start > 0 {
                buffer.removeFirst(start)
                bufferOffset += start
                start = 0
            }
            scanFrom = buffer.count
            try readChunk()
        }
    }

    /// The first line without the UTF-8 byte-order mark an editor may put at the start of a
    /// file (RFC 8259 lets a JSON reader ignore it): a log saved that way reads as it is.
    private static func withoutByteOrderMark(_ line: Line) -> Line {
        guard line.offset == 0, line.bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return line }
        var line = line
        line.bytes = line.bytes.dropFirst(3)
        line.offset = 3
        return line
    }

    private mutating func readChunk() throws {
        guard let handle else {
            atEnd = true
            return
        }
        let data: Data?
        do {
            data = try handle.read(upToCount: Self.chunkSize)
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot read '\(url?.path ?? "")': \(error.localizedDescription).", underlyingError: error)
        }
        guard let data, !data.isEmpty else {
            atEnd = true
            return
        }
        buffer.append(contentsOf: data)
    }

    /// Moves to byte `offset`, the start of line `line`.
    mutating func seek(to offset: Int, line: Int) throws {
        number = line - 1
        if handle == nil {
            start = offset
            return
        }
        // A place in the chunk read already (the next entry, going forward): no read, no seek.
        if offset >= bufferOffset, offset <= bufferOffset + buffer.count, offset - bufferOffset >= 0 {
            start = offset - bufferOffset
            return
        }
        do {
            try handle!.seek(toOffset: UInt64(offset))
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot read '\(url?.path ?? "")': \(error.localizedDescription).", underlyingError: error)
        }
        buffer.removeAll(keepingCapacity: true)
        bufferOffset = offset
        start = 0
        atEnd = false
    }
}

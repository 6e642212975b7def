import Foundation
import StateFlow
import ViewDataSupport

/// An index of a state log file for going back and forth in it: one pass over the file notes
/// each entry's number, reason, action and where its line is, without building states; the
/// state at any entry is then rebuilt from the checkpoint before it (at most a checkpoint
/// interval of lines read). A log of 100,000 entries and 50 MB opens in well under a second
/// and is held in a few megabytes (`viewdata log inspect`).
///
/// ```swift
/// let index = try StateLogIndex(contentsOf: url)
/// let last = index.items.count - 1
/// print(index.items[last].action, try index.state(at: last).prettyJSONText)
/// ```
///
/// Opening checks each line's shape and its `seq`, `reason`, `action` and the rest of the
/// entry's fields, naming the line and the field as `StateLog` does; the state or patch a line
/// holds is parsed when an entry that needs it is asked for.
public final class StateLogIndex {
    /// One entry of the log.
    public struct Item: Sendable, Hashable {
        /// The entry's sequence number.
        public var sequence: Int
        /// Why the state changed.
        public var reason: ChangeReason
        /// The action's name.
        public var action: String
        /// The 1-based line of the entry in the file.
        public var line: Int
        /// Whether the line holds the full state.
        public var isCheckpoint: Bool
        /// The document revision the entry names, for view-state under time travel.
        public var documentRevision: Int?
        /// The history entry the store moved to (undo, redo, jumps, time travel).
        public var entrySequence: Int?
        /// Where the `update` that made the change was called, when the log says.
        public var source: ChangeSource?
        /// In a recorded session: the input the change was made while handling.
        public var input: Int?
        /// In a recorded session: the other store's latest entry when the change was made.
        public var pairedSequence: Int?
        /// The byte offset of the line.
        var offset: Int
    }

    /// The file.
    public let url: URL
    /// The log's header.
    public let header: StateLogHeader
    /// The entries, in order.
    public private(set) var items: [Item] = []
    /// Problems that did not stop the reading: a torn last line skipped.
    public private(set) var warnings: [String] = []
    /// The log's rejection lines (`StateLogOptions.logsRejections`), in order; each says which
    /// entry it follows.
    public private(set) var rejections: [StateLogRejection] = []

    /// For each entry, the index of the checkpoint at or before it.
    private var checkpointIndices: [Int32] = []
    private let reader: StateLogReader
    /// The last state rebuilt, so that going to the next entry reads one line.
    private var cached: (index: Int, json: JSONValue)?

    /// Indexes the log at `url`.
    ///
    /// - Throws: `StateLogError` naming the line and the field when the header or an entry's
    ///   fields are wrong, or the file cannot be read.
    public init(contentsOf url: URL) throws {
        self.url = url
        var source = try LineSource(url: url)
        do {
            header = try StateLogLines.header(from: &source, stateType: nil)
            var previousSequence: Int?
            var hasBase = false
            var lastCheckpoint: Int32 = -1
            while let line = try source.nextLine() {
                let skimmed: Skimmed?
                do {
                    skimmed = try line.bytes.withUnsafeBufferPointer { bytes in
                        try Self.skim(bytes, line: line.number, offset: line.offset, previousSequence: previousSequence, hasBase: hasBase)
                    }
                } catch let notJSON as StateLogLines.NotJSON {
                    guard !line.isTerminated else { throw notJSON.error }
                    warnings.append("Line \(line.number) is incomplete (the writer stopped mid-line) and was skipped.")
                    continue
                }
                let item: Item
                switch skimmed {
                case nil: continue
                case .rejection(let rejection):
                    rejections.append(rejection)
                    continue
                case .entry(let entry): item = entry
                }
                previousSequence = item.sequence
                if item.isCheckpoint {
                    hasBase = true
                    lastCheckpoint = Int32(items.count)
                }
                items.append(item)
                checkpointIndices.append(lastCheckpoint)
            }
        } catch let error as StateLogError where error.code != .io {
            throw error.naming(url)
        }
        reader = try StateLogReader(contentsOf: url)
    }

    /// What a line holds.
    private enum Skimmed {
        case entry(Item)
        case rejection(StateLogRejection)
    }

    /// The entry (or rejection) on one line, its fields checked, its state and patch stepped
    /// over; `nil` for an empty line.
    private static func skim(
        _ bytes: UnsafeBufferPointer<UInt8>, line: Int, offset: Int, previousSequence: Int?, hasBase: Bool
    ) throws -> Skimmed? {
        var count = bytes.count
        if count > 0, bytes[count - 1] == 0x0D { count -= 1 }
        if count == 0 { return nil }
        var members: [String: JSONValue] = [:]
        var skimmer = JSONSkimmer(bytes: UnsafeBufferPointer(rebasing: bytes[0..<count]))
        do {
            try skimmer.forEachMember { key, range in
                switch key {
                case "state", "patch", "jsonPatch":
                    // Present; parsed when needed.
                    members[key] = .null
                case "seq", "reason", "action", "documentRevision", "entry", "rejected", "message", "after", "code", "values", "rule", "rules",
                     "source", "input", "pair":
                    members[key] = try JSONValue(parsing: UnsafeBufferPointer(rebasing: bytes[range]))
                default:
                    break
                }
            }
        } catch let malformed as JSONSkimmer.Malformed {
            throw StateLogLines.NotJSON(error: StateLogError(
                code: .malformedLine, line: line, field: nil, "Line \(line) is not valid JSON (\(malformed.reason) at byte \(malformed.offset))."))
        } catch let error as JSONParseError {
            throw StateLogLines.NotJSON(error: StateLogError(code: .malformedLine, line: line, field: nil, "Line \(line) is not valid JSON (\(error))."))
        }
        if StateLogLines.isRejection(members) {
            return .rejection(try StateLogLines.rejection(members, line: line, previousSequence: previousSequence))
        }
        let entry = try StateLogLines.entry(members, line: line, previousSequence: previousSequence, hasBase: hasBase)
        return .entry(Item(
            sequence: entry.sequence, reason: entry.reason, action: entry.action, line: line, isCheckpoint: entry.isCheckpoint,
            documentRevision: entry.documentRevision, entrySequence: entry.entrySequence, source: entry.source,
            input: entry.input, pairedSequence: entry.pairedSequence, offset: offset))
    }

    /// The index of the entry with `sequence`.
    public func index(ofSequence sequence: Int) -> Int? {
        // Sequences grow from entry to entry.
        let index = items.partitioningIndex { $0.sequence >= sequence }
        return index < items.count && items[index].sequence == sequence ? index : nil
    }

    /// The state after entry `index`, as JSON, rebuilt from the checkpoint before it.
    ///
    /// - Throws: `StateLogError` naming the line when a line on the way does not parse or a
    ///   patch has no base.
    public func state(at index: Int) throws -> JSONValue {
        precondition(items.indices.contains(index), "entry index \(index) is outside 0..<\(items.count)")
        if let cached, cached.index == index { return cached.json }
        var json: JSONValue
        var position: Int
        if let cached, cached.index < index, checkpointIndices[index] <= Int32(cached.index) {
            json = cached.json
            position = cached.index
            try reader.seek(toOffset: items[position + 1].offset, line: items[position + 1].line)
            reader.continueFrom(json)
        } else {
            let checkpoint = Int(checkpointIndices[index])
            guard checkpoint >= 0 else {
                throw StateLogError(
                    code: .patchWithoutBase, line: items[index].line, field: "patch",
                    "'\(url.path)': Line \(items[index].line) has no full state before it.")
            }
            try reader.seek(toOffset: items[checkpoint].offset, line: items[checkpoint].line)
            json = .null
            position = checkpoint - 1
        }
        do {
            while position < index {
                guard let (_, next) = try reader.next() else { break }
                json = next
                position += 1
            }
        } catch let error as StateLogError where error.code != .io {
            throw error.naming(url)
        }
        cached = (index, json)
        return json
    }

    /// The paths entry `index` changed (against the entry before it); `[""]` for the first,
    /// whose whole state is new.
    ///
    /// - Throws: `StateLogError` when a state cannot be rebuilt.
    public func changedPaths(at index: Int) throws -> [String] {
        guard index > 0 else { return [""] }
        let before = try state(at: index - 1)
        return MergePatch.changedPaths(from: before, to: try state(at: index))
    }
}

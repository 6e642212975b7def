import StateFlow
/// A store's history as JSON Lines: a header, then one line per change holding either the full
/// state or an RFC 7396 merge patch against the entry before, with a full checkpoint every
/// `checkpointInterval` entries.
///
/// ```
/// {"checkpointInterval":50,"format":"viewdata.statelog","store":"viewState","stateType":"SplitViewState","version":2}
/// {"action":"initial","reason":"initial","seq":0,"state":{"detail":null,"masterOffset":0}}
/// {"action":"selectDetail","patch":{"detail":{"id":"7F…"}},"reason":"action","seq":1}
/// {"action":"undo","entry":0,"patch":{"detail":null},"reason":"undo","seq":2}
/// ```
///
/// A log written by a store (`Store.startLogging(to:)`) has a line for every change of the
/// state, so its last line is the state on screen; `Store.log` holds the history's entries.
/// Keys are sorted, so logs diff well. Checkpoint lines carry the patch too, so that a replay
/// can check that the patches rebuild the checkpoint (`verifyCheckpoints()`).
public struct StateLog<State: Codable & Equatable & Sendable>: Sendable {
    /// The `format` every log's header names.
    public static var formatName: String { StateLogFormat.name }
    /// The newest version this code reads and writes. Version 2 logs every change of the state
    /// (undo, redo, jumps, time travel, reconciling; `entry` names the history entry moved to)
    /// and may hold several recordings, each starting with an `initial` entry; version 3 may
    /// also hold rejection lines. A log without rejections is written as version 2.
    public static var currentVersion: Int { StateLogFormat.currentVersion }
    /// The name of `State` as headers write it.
    public static var stateTypeName: String { String(describing: State.self) }

    /// One change in a log.
    public typealias Entry = StateLogEntry

    /// The name of the store the log came from.
    public var storeName: String
    /// The state type the header names.
    public var stateType: String
    /// A full state every this many entries.
    public var checkpointInterval: Int
    /// The changes, oldest first.
    public var entries: [Entry]
    /// The changes the store refused, when the log keeps them (`StateLogOptions.logsRejections`),
    /// oldest first; `jsonLines` writes each after the entry it names (one that names no
    /// entry of the log is left out: readers would refuse it there).
    public var rejections: [StateLogRejection] = []
    /// Problems that did not stop the reading: a torn last line skipped, say.
    public var warnings: [String] = []

    /// An empty log for a store named `storeName`.
    public init(storeName: String, checkpointInterval: Int = 50) {
        precondition(checkpointInterval >= 1, "checkpointInterval must be at least 1, got \(checkpointInterval)")
        self.storeName = storeName
        self.stateType = Self.stateTypeName
        self.checkpointInterval = checkpointInterval
        self.entries = []
    }

    // MARK: - Writing

    /// The header line's value.
    var header: JSONValue {
        header(holdsRejections: !rejections.isEmpty, holdsElementChanges: entries.contains { $0.jsonPatch != nil })
    }

    /// The header line's value: version 3 for a log that holds (or may hold) rejection lines,
    /// else version 2, which readers of version 2 read whole.
    func header(holdsRejections: Bool, holdsElementChanges: Bool = false) -> JSONValue {
        let version = holdsElementChanges
            ? StateLogFormat.currentVersion : holdsRejections ? StateLogFormat.versionWithRejections : StateLogFormat.versionWithoutRejections
        return .object([
            "format": .string(Self.formatName), "version": .number(String(version)),
            "store": .string(storeName), "stateType": .string(stateType),
            "checkpointInterval": .number(String(checkpointInterval)),
        ])
    }

    /// An entry's line value.
    static func line(for entry: Entry) -> JSONValue {
        var members: [String: JSONValue] = [
            "seq": .number(String(entry.sequence)), "reason": .string(entry.reason.name), "action": .string(entry.action),
        ]
        if let state = entry.state { members["state"] = state }
        if let patch = entry.patch { members["patch"] = patch }
        if let jsonPatch = entry.jsonPatch { members["jsonPatch"] = jsonPatch }
        if let revision = entry.documentRevision { members["documentRevision"] = .number(String(revision)) }
        if let target = entry.entrySequence { members["entry"] = .number(String(target)) }
        if let source = entry.source { members["source"] = .string(source.description) }
        if let input = entry.input { members["input"] = .number(String(input)) }
        if let pair = entry.pairedSequence { members["pair"] = .number(String(pair)) }
        return .object(members)
    }

    /// The log as JSON Lines, each line ending in a line feed.
    public var jsonLines: String {
        var bytes: [UInt8] = []
        header.write(to: &bytes)
        bytes.append(0x0A)
        let rejections = Dictionary(grouping: self.rejections, by: \.afterSequence)
        for entry in entries {
            Self.line(for: entry).write(to: &bytes)
            bytes.append(0x0A)
            for rejection in rejections[entry.sequence] ?? [] {
                rejection.line.write(to: &bytes)
                bytes.append(0x0A)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: - States

    /// The JSON of every entry's state, rebuilt from checkpoints and patches.
    ///
    /// - Throws: `StateLogError` `.patchWithoutBase` when the first entry has no state.
    public func stateJSONs() throws -> [JSONValue] {
        var result: [JSONValue] = []
        result.reserveCapacity(entries.count)
        var reader = stateReader()
        while let (_, json) = try reader.nextJSON() { result.append(json) }
        return result
    }

    /// Every entry's state, decoded, in order.
    ///
    /// - Throws: `StateLogError` when a patch has no base, or a state does not decode as
    ///   `State` (naming the entry and the field).
    /// - Complexity: O(*n*) in the size of the log.
    public func states() throws -> [State] {
        var result: [State] = []
        result.reserveCapacity(entries.count)
        var reader = stateReader()
        while let (_, state) = try reader.next() { result.append(state) }
        return result
    }

    /// The state at entry `sequence`, rebuilt from the nearest checkpoint before it.
    ///
    /// - Throws: `StateLogError` when the log has no such entry, no base for its patches, or
    ///   the state does not decode as `State`.
    public func state(atSequence sequence: Int) throws -> State {
        guard let index = entries.firstIndex(where: { $0.sequence == sequence }) else {
            throw StateLogError(code: .noSuchEntry, line: nil, field: "seq", "The log has no entry \(sequence).")
        }
        guard let start = entries[...index].lastIndex(where: \.isCheckpoint) else {
            throw StateLogError(
                code: .patchWithoutBase, line: nil, field: "patch", "Entry \(sequence) has no full state before it in the log.")
        }
        // From the checkpoint on, every entry up to this one is a patch.
        var reader = StateReader(entries: entries, startingAt: start)
        var json: JSONValue?
        for _ in start...index { json = try reader.nextJSON()?.json }
        return try Self.decodeState(json!, sequence: sequence)
    }

    /// The first entry whose checkpoint differs from what the patches before it rebuild;
    /// `nil` when every checkpoint agrees.
    public func firstCheckpointMismatch() -> Int? {
        var rebuilder = StateRebuilder()
        for entry in entries {
            // A patch with no base cannot rebuild anything to compare: go on to the next checkpoint.
            if (try? rebuilder.take(entry)) == nil { rebuilder.forget() }
        }
        return rebuilder.firstMismatch
    }

    /// Decodes a state read from a log (by `StateLogIndex` or `StateLogReader`), naming the
    /// entry or line and the field that does not decode.
    ///
    /// - Throws: `StateLogError` `.stateDoesNotDecode`.
    public static func decodeState(_ json: JSONValue, sequence: Int, line: Int? = nil) throws -> State {
        try decode(json) { error in
            let field = "state" + (error.fieldPath.map { $0.hasPrefix("[") ? $0 : "." + $0 } ?? "")
            let place = line.map { "Line \($0)" } ?? "Entry \(sequence)"
            return StateLogError(
                code: .stateDoesNotDecode, line: line, field: field,
                "\(place): field '\(field)' does not decode as \(stateTypeName): \(error.reason).")
        }
    }

    /// Decodes a state that stands on its own (JSON text pasted or saved, not an entry of a
    /// log), naming the field that does not decode.
    ///
    /// - Throws: `StateLogError` `.stateDoesNotDecode`.
    static func decodeState(standalone json: JSONValue) throws -> State {
        try decode(json) { error in
            guard let field = error.fieldPath else {
                return StateLogError(
                    code: .stateDoesNotDecode, line: nil, field: nil, "The state does not decode as \(stateTypeName): \(error.reason).")
            }
            return StateLogError(
                code: .stateDoesNotDecode, line: nil, field: field, "Field '\(field)' does not decode as \(stateTypeName): \(error.reason).")
        }
    }

    private static func decode(_ json: JSONValue, failure: (DecodingError) -> StateLogError) throws -> State {
        do {
            return try JSONValueDecoder().decode(State.self, from: json)
        } catch let error as DecodingError {
            throw failure(error)
        }
    }
}

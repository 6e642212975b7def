import StateFlow
/// How a store writes its state logs.
public struct StateLogOptions: Sendable, Hashable {
    /// A full state every this many entries (patches between them).
    public var checkpointInterval: Int
    /// Names of fields whose values are replaced by `redactedValue` before any line is
    /// written, wherever they appear in the state (`cardNumber`, `password`).
    public var redactedFields: Set<String>
    /// What redacted values become.
    public var redactedValue: String
    /// Whether a log file also keeps the changes the store refused: a line after the entry
    /// they were refused in, with the action, the message, the code and values and the rule
    /// (`StateLogRejection`). `viewdata log actions` lists them; replays step over them. Off by
    /// default: a log with them is version 3, which readers older than this version refuse.
    public var logsRejections: Bool
    /// Whether a change that touches an array's elements is written as those elements'
    /// changes (a JSON Patch, RFC 6902: `{"op":"remove","path":"/notes/3"}`) instead of a merge
    /// patch holding the whole array: one note deleted from ten thousand is one operation.
    /// Off by default: a log with them is version 4, which readers older than this version
    /// refuse. A `SessionRecording` turns it on.
    public var logsElementChanges: Bool

    /// Creates options.
    public init(
        checkpointInterval: Int = 50, redactedFields: Set<String> = [], redactedValue: String = "<redacted>", logsRejections: Bool = false,
        logsElementChanges: Bool = false
    ) {
        self.logsElementChanges = logsElementChanges
        precondition(checkpointInterval >= 1, "checkpointInterval must be at least 1, got \(checkpointInterval)")
        self.checkpointInterval = checkpointInterval
        self.redactedFields = redactedFields
        self.redactedValue = redactedValue
        self.logsRejections = logsRejections
    }

    /// `rejection` with the values of redacted fields replaced, by name as state fields are,
    /// and its message made again from its code and those values (a coded rejection's message
    /// holds its values); a rejection made from a message has no values to redact.
    func redacting(_ rejection: Rejection) -> Rejection {
        rejection.redacting(redactedFields, with: redactedValue)
    }

    /// `json` with the redacted fields' values replaced, at any depth.
    func redacting(_ json: JSONValue) -> JSONValue {
        guard !redactedFields.isEmpty else { return json }
        switch json {
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (key, value) in members {
                result[key] = redactedFields.contains(key) && value != .null ? .string(redactedValue) : redacting(value)
            }
            return .object(result)
        case .array(let elements):
            return .array(elements.map(redacting))
        default:
            return json
        }
    }
}

/// Turns history entries into log entries: the state's JSON, redacted, as a checkpoint or a
/// patch against the entry before.
struct StateLogEncoder<State: Codable & Equatable & Sendable> {
    var options: StateLogOptions
    /// The JSON of the last entry encoded, the base of the next patch.
    var previous: JSONValue?
    /// Entries since the last checkpoint.
    var sinceCheckpoint = 0

    init(options: StateLogOptions) {
        self.options = options
    }

    /// The state's JSON as logs write it: redacted.
    func json(of state: State) throws -> JSONValue {
        options.redacting(try JSONValueEncoder().encode(state))
    }

    /// The log entry of `change`: a patch against the entry before, with the full state on the
    /// first entry, every `checkpointInterval` entries, and when `checkpoint` asks for it; and
    /// the state's JSON. Nothing changes until `commit(_:)`: an entry that could not be
    /// written must not become the base of the next patch.
    func encode(_ change: StateLogFile<State>.Change, checkpoint: Bool = false) throws -> (entry: StateLogEntry, json: JSONValue) {
        let json = try json(of: change.state)
        var logEntry = StateLogEntry(
            sequence: change.sequence, reason: change.reason, action: change.action, state: nil, patch: nil,
            documentRevision: change.documentRevision, entrySequence: change.entrySequence, source: change.source,
            input: change.input, pairedSequence: change.pairedSequence)
        if let previous {
            let elementChanges = options.logsElementChanges ? MergePatch.changes(from: previous, to: json) : []
            if elementChanges.contains(where: { $0.path.components.contains { if case .element = $0 { true } else { false } } }) {
                logEntry.jsonPatch = JSONPatch.operations(for: elementChanges, from: previous)
            } else {
                logEntry.patch = MergePatch.difference(from: previous, to: json) ?? .object([:])
            }
            if checkpoint || sinceCheckpoint + 1 >= options.checkpointInterval { logEntry.state = json }
        } else {
            logEntry.state = json
        }
        return (logEntry, json)
    }

    /// Takes an encoded entry as written: its state is the base of the next patch.
    mutating func commit(_ encoded: (entry: StateLogEntry, json: JSONValue)) {
        previous = encoded.json
        sinceCheckpoint = encoded.entry.isCheckpoint ? 0 : sinceCheckpoint + 1
    }
}

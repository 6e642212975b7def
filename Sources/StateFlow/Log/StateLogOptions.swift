/// How a store writes its state logs.
public struct StateLogOptions: Sendable, Hashable {
    /// A full state every this many entries (patches between them).
    public var checkpointInterval: Int
    /// Names of fields whose values are replaced by `redactedValue` before any line is
    /// written, wherever they appear in the state (`cardNumber`, `password`).
    public var redactedFields: Set<String>
    /// What redacted values become.
    public var redactedValue: String

    /// Creates options.
    public init(checkpointInterval: Int = 50, redactedFields: Set<String> = [], redactedValue: String = "<redacted>") {
        precondition(checkpointInterval >= 1, "checkpointInterval must be at least 1, got \(checkpointInterval)")
        self.checkpointInterval = checkpointInterval
        self.redactedFields = redactedFields
        self.redactedValue = redactedValue
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
    /// first entry, every `checkpointInterval` entries, and when `checkpoint` asks for it.
    mutating func encode(_ change: StateLogFile<State>.Change, checkpoint: Bool = false) throws -> StateLogEntry {
        let json = try json(of: change.state)
        defer { previous = json }
        var logEntry = StateLogEntry(
            sequence: change.sequence, reason: change.reason, action: change.action, state: nil, patch: nil,
            documentRevision: change.documentRevision, entrySequence: change.entrySequence)
        if let previous {
            logEntry.patch = MergePatch.difference(from: previous, to: json) ?? .object([:])
            sinceCheckpoint += 1
            if checkpoint || sinceCheckpoint >= options.checkpointInterval {
                logEntry.state = json
                sinceCheckpoint = 0
            }
        } else {
            logEntry.state = json
            sinceCheckpoint = 0
        }
        return logEntry
    }
}

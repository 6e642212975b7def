import StateFlow
/// Reading the lines of a state log: the header, and each entry's fields, checked and named in
/// errors by line and field. `StateLog(jsonLines:)` and `StateLogReader` both read through it,
/// so that they accept and refuse the same logs with the same sentences.
enum StateLogLines {
    /// A line that is not JSON: the one kind of problem a torn last line causes.
    struct NotJSON: Error {
        var error: StateLogError
    }

    /// The members of the JSON object on line `number`; `nil` for an empty line.
    ///
    /// - Throws: `NotJSON` when the line does not parse; `StateLogError` when it is JSON but
    ///   not an object.
    static func members(of bytes: UnsafeBufferPointer<UInt8>, line number: Int) throws -> [String: JSONValue]? {
        var count = bytes.count
        if count > 0, bytes[count - 1] == 0x0D { count -= 1 }
        if count == 0 { return nil }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: UnsafeBufferPointer(rebasing: bytes[0..<count]))
        } catch let error as JSONParseError {
            throw NotJSON(error: StateLogError(code: .malformedLine, line: number, field: nil, "Line \(number) is not valid JSON (\(error))."))
        }
        guard case .object(let members) = value else {
            throw StateLogError(code: .malformedLine, line: number, field: nil, "Line \(number) is a JSON \(value.kind), not an object.")
        }
        return members
    }

    /// Reads the header from line 1's members.
    ///
    /// - Parameter stateType: The state type the reader expects; `nil` reads a log of any.
    /// - Throws: `StateLogError` for another format, a newer version, another state type, or a
    ///   missing or wrong field.
    static func header(_ members: [String: JSONValue], currentVersion: Int, stateType expected: String?) throws -> StateLogHeader {
        let format = try string(members, "format", line: 1)
        guard format == StateLogFormat.name else {
            throw StateLogError(
                code: .wrongFormat, line: 1, field: "format", "Line 1: field 'format' is '\(format)'; expected '\(StateLogFormat.name)'.")
        }
        let version = try integer(members, "version", line: 1)
        guard version <= currentVersion else {
            throw StateLogError(
                code: .newerVersion, line: 1, field: "version",
                "Line 1: field 'version' is \(version); this reader understands version \(currentVersion).")
        }
        let stateType = try string(members, "stateType", line: 1)
        if let expected, stateType != expected {
            throw StateLogError(
                code: .wrongStateType, line: 1, field: "stateType", "Line 1: field 'stateType' is '\(stateType)'; expected '\(expected)'.")
        }
        let interval = members["checkpointInterval"]?.intValue ?? 50
        return StateLogHeader(
            storeName: try string(members, "store", line: 1), stateType: stateType, version: version, checkpointInterval: max(1, interval))
    }

    /// Reads the header from the first line of `source`.
    ///
    /// - Parameter stateType: The state type the reader expects; `nil` reads a log of any.
    /// - Throws: `StateLogError` for a missing or wrong header, naming line 1 (not the file).
    static func header(from source: inout LineSource, stateType: String?) throws -> StateLogHeader {
        let members: [String: JSONValue]?
        do {
            members = try source.nextLine().flatMap { line in
                try line.bytes.withUnsafeBufferPointer { try Self.members(of: $0, line: 1) }
            }
        } catch let notJSON as NotJSON {
            throw notJSON.error
        }
        guard let members else {
            throw StateLogError(code: .missingField, line: 1, field: "format", "Line 1: the log has no header.")
        }
        return try header(members, currentVersion: StateLogFormat.currentVersion, stateType: stateType)
    }

    /// Reads an entry from its line's members.
    ///
    /// - Parameters:
    ///   - previousSequence: The entry before's sequence number, which this one must pass.
    ///   - hasBase: Whether an entry before had a full state, for a patch to apply to.
    /// - Throws: `StateLogError` naming the line and the field.
    static func entry(_ members: [String: JSONValue], line: Int, previousSequence: Int?, hasBase: Bool) throws -> StateLogEntry {
        let sequence = try integer(members, "seq", line: line)
        if let previousSequence, sequence <= previousSequence {
            throw StateLogError(
                code: .invalidField, line: line, field: "seq", "Line \(line): field 'seq' is \(sequence), not after \(previousSequence).")
        }
        let reasonName = try string(members, "reason", line: line)
        let action = try string(members, "action", line: line)
        guard let reason = ChangeReason(name: reasonName, action: action) else {
            throw StateLogError(
                code: .invalidField, line: line, field: "reason", "Line \(line): field 'reason' is '\(reasonName)', which is no reason.")
        }
        let state = members["state"]
        let patch = members["patch"]
        let jsonPatch = members["jsonPatch"]
        if state == nil, patch == nil, jsonPatch == nil {
            throw StateLogError(code: .missingField, line: line, field: "state", "Line \(line): the entry has neither 'state' nor 'patch'.")
        }
        if patch != nil, jsonPatch != nil {
            throw StateLogError(code: .invalidField, line: line, field: "jsonPatch", "Line \(line): the entry has both 'patch' and 'jsonPatch'.")
        }
        if state == nil, !hasBase {
            let field = patch == nil ? "jsonPatch" : "patch"
            throw StateLogError(
                code: .patchWithoutBase, line: line, field: field,
                "Line \(line): field '\(field)' has no state before it to apply to; the first entry needs a full 'state'.")
        }
        let revision = try members["documentRevision"].map { _ in try integer(members, "documentRevision", line: line) }
        let target = try members["entry"].map { _ in try integer(members, "entry", line: line) }
        var entry = StateLogEntry(
            sequence: sequence, reason: reason, action: action, state: state, patch: patch, documentRevision: revision,
            entrySequence: target, source: try source(members, line: line), input: try count(members, "input", line: line),
            pairedSequence: try count(members, "pair", line: line))
        entry.jsonPatch = jsonPatch
        return entry
    }

    /// Whether the line is a rejection (`"rejected": ACTION`) rather than an entry.
    static func isRejection(_ members: [String: JSONValue]) -> Bool {
        members["rejected"] != nil
    }

    /// Reads a rejection line from its members.
    ///
    /// - Parameter previousSequence: The sequence of the entry before, which `after` must name.
    /// - Throws: `StateLogError` naming the line and the field.
    static func rejection(_ members: [String: JSONValue], line: Int, previousSequence: Int?) throws -> StateLogRejection {
        let action = try string(members, "rejected", line: line)
        let message = try string(members, "message", line: line)
        let after = try integer(members, "after", line: line)
        guard after == previousSequence else {
            let before = previousSequence.map { "the entry before it is \($0)" } ?? "no entry comes before it"
            throw StateLogError(code: .invalidField, line: line, field: "after", "Line \(line): field 'after' is \(after), but \(before).")
        }
        let code = try members["code"].map { _ in try string(members, "code", line: line) }
        let rule = try members["rule"].map { _ in try string(members, "rule", line: line) }
        var rules = rule.map { [$0] } ?? []
        if let value = members["rules"] {
            guard case .array(let names) = value, let texts = Optional(names.compactMap(\.stringValue)), texts.count == names.count,
                  !texts.isEmpty, texts.first == rule
            else {
                throw StateLogError(
                    code: .invalidField, line: line, field: "rules",
                    "Line \(line): field 'rules' is \(value.jsonText), not a list of rule names that starts with field 'rule'.")
            }
            rules = texts
        }
        var values: [String: String] = [:]
        if let value = members["values"] {
            guard case .object(let pairs) = value else {
                throw StateLogError(code: .invalidField, line: line, field: "values", "Line \(line): field 'values' is a \(value.kind), not an object.")
            }
            for (name, value) in pairs {
                guard let text = value.stringValue else {
                    throw StateLogError(
                        code: .invalidField, line: line, field: "values", "Line \(line): field 'values' has '\(name)': \(value.jsonText), not a string.")
                }
                values[name] = text
            }
        }
        return StateLogRejection(
            action: action, message: message, code: code, values: values, rules: rules, afterSequence: after,
            source: try source(members, line: line), input: try count(members, "input", line: line))
    }

    /// The line's `field`, a number not below 0, when it has one.
    ///
    /// - Throws: `StateLogError` when it is not one.
    static func count(_ members: [String: JSONValue], _ field: String, line: Int) throws -> Int? {
        guard members[field] != nil else { return nil }
        let number = try integer(members, field, line: line)
        guard number >= 0 else {
            throw StateLogError(code: .invalidField, line: line, field: field, "Line \(line): field '\(field)' is \(number), below 0.")
        }
        return number
    }

    /// The line's `source` (`"File.swift:42"`), when it has one.
    ///
    /// - Throws: `StateLogError` when it is not a file and a line.
    static func source(_ members: [String: JSONValue], line: Int) throws -> ChangeSource? {
        guard members["source"] != nil else { return nil }
        let text = try string(members, "source", line: line)
        guard let source = ChangeSource(text) else {
            throw StateLogError(
                code: .invalidField, line: line, field: "source", "Line \(line): field 'source' is '\(text)', not a file and a line ('File.swift:12').")
        }
        return source
    }

    static func string(_ members: [String: JSONValue], _ field: String, line: Int) throws -> String {
        guard let value = members[field] else {
            throw StateLogError(code: .missingField, line: line, field: field, "Line \(line): field '\(field)' is missing.")
        }
        guard let text = value.stringValue else {
            throw StateLogError(code: .invalidField, line: line, field: field, "Line \(line): field '\(field)' is a \(value.kind), not a string.")
        }
        return text
    }

    static func integer(_ members: [String: JSONValue], _ field: String, line: Int) throws -> Int {
        guard let value = members[field] else {
            throw StateLogError(code: .missingField, line: line, field: field, "Line \(line): field '\(field)' is missing.")
        }
        guard let number = value.intValue else {
            throw StateLogError(
                code: .invalidField, line: line, field: field, "Line \(line): field '\(field)' is \(value.jsonText), not a whole number.")
        }
        return number
    }
}

/// The format's name and version, the same for every state type.
enum StateLogFormat {
    /// The `format` every log's header names.
    static let name = "viewdata.statelog"
    /// The newest version this code reads and writes. Version 4 may hold entries whose change
    /// is a JSON Patch (`jsonPatch`), version 3 rejection lines; a log with neither is written
    /// as version 2, which readers of version 2 read whole.
    static let currentVersion = 4
    /// The version of a log that may hold rejection lines but no JSON Patch entries.
    static let versionWithRejections = 3
    /// The version of a log that holds no rejection lines.
    static let versionWithoutRejections = 2
}

/// The state at each entry, rebuilt from checkpoints and patches, with checkpoints checked
/// against what the patches before them rebuild.
struct StateRebuilder {
    /// The state at the last entry taken, `nil` before the first or after a gap.
    private(set) var json: JSONValue?
    /// The first checkpoint whose state differs from what its patch rebuilds.
    private(set) var firstMismatch: Int?
    /// Checkpoints compared with what their patches rebuild.
    private(set) var checkpointsVerified = 0

    /// Takes `entry` and returns the state after it.
    ///
    /// - Throws: `StateLogError` `.patchWithoutBase` when the entry has only a patch and there
    ///   is no state before it.
    mutating func take(_ entry: StateLogEntry, line: Int? = nil) throws -> JSONValue {
        var rebuilt = entry.patch.flatMap { patch in json.map { MergePatch.apply(patch, to: $0) } }
        if let jsonPatch = entry.jsonPatch, let json {
            do {
                rebuilt = try JSONPatch.apply(jsonPatch, to: json)
            } catch {
                let place = line.map { "Line \($0)" } ?? "Entry \(entry.sequence)"
                throw StateLogError(
                    code: .invalidField, line: line, field: "jsonPatch", "\(place): field 'jsonPatch' operation \(error.index + 1): \(error.reason).")
            }
        }
        if let checkpoint = entry.state {
            if let rebuilt {
                checkpointsVerified += 1
                if rebuilt != checkpoint, firstMismatch == nil { firstMismatch = entry.sequence }
            }
            json = checkpoint
            return checkpoint
        }
        guard let rebuilt else {
            json = nil
            let place = line.map { "Line \($0)" } ?? "Entry \(entry.sequence)"
            throw StateLogError(
                code: .patchWithoutBase, line: line, field: "patch", "\(place) has a patch but no state before it to apply it to.")
        }
        json = rebuilt
        return rebuilt
    }

    /// Takes `json` as the state before the next entry.
    mutating func continueFrom(_ json: JSONValue) {
        self.json = json
    }

    /// Forgets the state: the next entry must be a checkpoint (after entries skipped).
    mutating func forget() {
        json = nil
    }
}

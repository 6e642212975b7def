import Foundation

extension StateLog {
    /// Reads a log from JSON Lines text.
    ///
    /// A last line without its line feed that does not parse (a writer stopped mid-line) is
    /// skipped with a warning; everything before it is read. Any other problem is an error.
    ///
    /// - Throws: `StateLogError` naming the line and the field: a header of another format, a
    ///   newer version or another state type; a line that is not JSON; a missing or wrong
    ///   field; a sequence that goes backwards; a patch with no state before it; a state that
    ///   does not decode as `State`.
    public init(jsonLines text: String) throws {
        var copy = text
        self = try copy.withUTF8 { try Self(bytes: $0) }
    }

    /// Reads a log from JSON Lines bytes; see `init(jsonLines:)`.
    public init(jsonLines data: Data) throws {
        self = try data.withUnsafeBytes { try Self(bytes: $0.bindMemory(to: UInt8.self)) }
    }

    /// Reads a log file; see `init(jsonLines:)`.
    public init(contentsOf url: URL) throws {
        try self.init(jsonLines: Self.bytes(of: url))
    }

    /// The bytes of the file at `url`.
    ///
    /// - Throws: `StateLogError` `.io` naming the file, with Foundation's error underneath.
    static func bytes(of url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw StateLogError(
                code: .io, line: nil, field: nil, "Cannot read '\(url.path)': \(error.localizedDescription)", underlyingError: error)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) throws {
        var lines: [(number: Int, range: Range<Int>)] = []
        var start = 0
        var number = 1
        for index in 0..<bytes.count where bytes[index] == 0x0A {
            lines.append((number, start..<index))
            start = index + 1
            number += 1
        }
        let tornTail: (number: Int, range: Range<Int>)? = start < bytes.count ? (number, start..<bytes.count) : nil
        if let tornTail { lines.append(tornTail) }

        func parse(_ line: (number: Int, range: Range<Int>)) throws -> [String: JSONValue]? {
            var range = line.range
            if range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x0D { range = range.lowerBound..<(range.upperBound - 1) }
            if range.isEmpty { return nil }
            let value: JSONValue
            do {
                value = try JSONValue(parsing: UnsafeBufferPointer(rebasing: bytes[range]))
            } catch let error as JSONParseError {
                throw NotJSON(error: StateLogError(
                    code: .malformedLine, line: line.number, field: nil, "Line \(line.number) is not valid JSON (\(error))."))
            }
            guard case .object(let members) = value else {
                throw StateLogError(
                    code: .malformedLine, line: line.number, field: nil, "Line \(line.number) is a JSON \(value.kind), not an object.")
            }
            return members
        }

        // The header.
        func parseOrThrow(_ line: (number: Int, range: Range<Int>)) throws -> [String: JSONValue]? {
            do {
                return try parse(line)
            } catch let notJSON as NotJSON {
                throw notJSON.error
            }
        }
        guard let first = lines.first, let header = try parseOrThrow(first) else {
            throw StateLogError(code: .missingField, line: 1, field: "format", "Line 1: the log has no header.")
        }
        func string(_ members: [String: JSONValue], _ field: String, line: Int) throws -> String {
            guard let value = members[field] else {
                throw StateLogError(code: .missingField, line: line, field: field, "Line \(line): field '\(field)' is missing.")
            }
            guard let text = value.stringValue else {
                throw StateLogError(code: .invalidField, line: line, field: field, "Line \(line): field '\(field)' is a \(value.kind), not a string.")
            }
            return text
        }
        func integer(_ members: [String: JSONValue], _ field: String, line: Int) throws -> Int {
            guard let value = members[field] else {
                throw StateLogError(code: .missingField, line: line, field: field, "Line \(line): field '\(field)' is missing.")
            }
            guard let number = value.intValue else {
                throw StateLogError(
                    code: .invalidField, line: line, field: field, "Line \(line): field '\(field)' is \(value.jsonText), not a whole number.")
            }
            return number
        }
        let format = try string(header, "format", line: 1)
        guard format == Self.formatName else {
            throw StateLogError(
                code: .wrongFormat, line: 1, field: "format", "Line 1: field 'format' is '\(format)'; expected '\(Self.formatName)'.")
        }
        let version = try integer(header, "version", line: 1)
        guard version <= Self.currentVersion else {
            throw StateLogError(
                code: .newerVersion, line: 1, field: "version",
                "Line 1: field 'version' is \(version); this reader understands version \(Self.currentVersion).")
        }
        let stateType = try string(header, "stateType", line: 1)
        guard stateType == Self.stateTypeName else {
            throw StateLogError(
                code: .wrongStateType, line: 1, field: "stateType",
                "Line 1: field 'stateType' is '\(stateType)'; expected '\(Self.stateTypeName)'.")
        }
        let interval = header["checkpointInterval"]?.intValue ?? 50
        self.init(storeName: try string(header, "store", line: 1), checkpointInterval: max(1, interval))

        // The entries.
        var previousSequence: Int?
        var hasBase = false
        for line in lines.dropFirst() {
            let members: [String: JSONValue]
            do {
                guard let parsed = try parse(line) else { continue }
                members = parsed
            } catch let notJSON as NotJSON {
                guard tornTail?.number == line.number else { throw notJSON.error }
                warnings.append("Line \(line.number) is incomplete (the writer stopped mid-line) and was skipped.")
                continue
            }
            let sequence = try integer(members, "seq", line: line.number)
            if let previousSequence, sequence <= previousSequence {
                throw StateLogError(
                    code: .invalidField, line: line.number, field: "seq",
                    "Line \(line.number): field 'seq' is \(sequence), not after \(previousSequence).")
            }
            previousSequence = sequence
            let reasonName = try string(members, "reason", line: line.number)
            let action = try string(members, "action", line: line.number)
            guard let reason = ChangeReason(name: reasonName, action: action) else {
                throw StateLogError(
                    code: .invalidField, line: line.number, field: "reason", "Line \(line.number): field 'reason' is '\(reasonName)', which is no reason.")
            }
            let state = members["state"]
            let patch = members["patch"]
            if state == nil, patch == nil {
                throw StateLogError(
                    code: .missingField, line: line.number, field: "state", "Line \(line.number): the entry has neither 'state' nor 'patch'.")
            }
            if state == nil, !hasBase {
                throw StateLogError(
                    code: .patchWithoutBase, line: line.number, field: "patch",
                    "Line \(line.number): field 'patch' has no state before it to apply to; the first entry needs a full 'state'.")
            }
            if let state {
                hasBase = true
                // Checked now, so that the error names this line.
                _ = try Self.decodeState(state, sequence: sequence, line: line.number)
            }
            let revision = try members["documentRevision"].map { _ in try integer(members, "documentRevision", line: line.number) }
            entries.append(Entry(sequence: sequence, reason: reason, action: action, state: state, patch: patch, documentRevision: revision))
        }
    }
}

/// A line that is not JSON: the one kind of problem a torn last line causes.
private struct NotJSON: Error {
    var error: StateLogError
}

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
        try self.init(reader: StateLogReader(source: LineSource(bytes: Array(text.utf8)), url: nil, stateType: Self.stateTypeName))
    }

    /// Reads a log from JSON Lines bytes; see `init(jsonLines:)`.
    public init(jsonLines data: Data) throws {
        try self.init(reader: StateLogReader(jsonLines: data, stateType: Self.stateTypeName))
    }

    /// Reads a log file; see `init(jsonLines:)`. Errors name the file too.
    public init(contentsOf url: URL) throws {
        do {
            try self.init(reader: StateLogReader(contentsOf: url, stateType: Self.stateTypeName))
        } catch let error as StateLogError where error.code != .io {
            throw error.naming(url)
        }
    }

    /// Reads every entry of `reader`, checking that each full state decodes as `State`.
    init(reader: StateLogReader) throws {
        self.init(storeName: reader.header.storeName, checkpointInterval: reader.header.checkpointInterval)
        while let entry = try reader.nextEntry() {
            if let state = entry.state {
                // Checked now, so that the error names this line.
                _ = try Self.decodeState(state, sequence: entry.sequence, line: reader.line)
            }
            entries.append(entry)
        }
        warnings = reader.warnings
        rejections = reader.rejections
    }
}

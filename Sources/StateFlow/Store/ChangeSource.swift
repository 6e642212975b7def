/// Where in the app's code a change was asked for: the file and line of the `update` that
/// made it (or was refused), as `#fileID` and `#line` give them. History entries, refusals and
/// state logs keep it, and `viewdata log actions` and `log inspect` show it, so that a change
/// in a recorded session leads straight to the code that made it.
///
/// Keeping it costs a store nothing it allocates: the file is the compiler's static text.
/// `Store.recordsChangeSources` turns it off.
public struct ChangeSource: Sendable, Hashable, CustomStringConvertible {
    /// The file, as `#fileID` writes it: `NotesApp/NotesController.swift`.
    public var fileID: String { storedFileID.map { "\($0)" } ?? readFileID ?? "" }
    /// The line of the `update` call.
    public var line: Int

    private var storedFileID: StaticString?
    private var readFileID: String?

    /// The source an `update` call gives: kept as the compiler's text, copied only when read.
    package init(fileID: StaticString, line: UInt) {
        storedFileID = fileID
        self.line = Int(line)
    }

    /// A source read back from a log.
    public init(fileID: String, line: Int) {
        readFileID = fileID
        self.line = line
    }

    /// Reads `File.swift:12` (or `Module/File.swift:12`) back; `nil` for text of another shape.
    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), colon > text.startIndex,
              let line = Int(text[text.index(after: colon)...]), line > 0
        else { return nil }
        self.init(fileID: String(text[..<colon]), line: line)
    }

    /// `NotesApp/NotesController.swift:42`, as logs write it.
    public var description: String { "\(fileID):\(line)" }

    public static func == (lhs: ChangeSource, rhs: ChangeSource) -> Bool {
        lhs.line == rhs.line && lhs.fileID == rhs.fileID
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
    }
}

/// Settings for snapshot assertions, scoped to a task: when to record, where references live,
/// and which command a failure offers for comparing files.
///
/// Set it for a block of code with `withSnapshotTesting(record:directory:operation:)` (or the
/// Swift Testing trait `.snapshots(record:)`); an assertion's own `record:` argument wins over
/// it, and it wins over the environment:
///
/// 1. the `record:` argument of `assertSnapshot`;
/// 2. `SnapshotTestingConfiguration.current` (innermost scope first);
/// 3. the environment variable `SNAPSHOT_TESTING_RECORD` (`missing`, `all`, `failed`, `never`);
/// 4. `.never` when `CI` is set (to anything but `false` or `0`), otherwise `.missing`.
///
/// When `CI` is set, nothing is ever written, whatever the mode: an assertion that would
/// record a reference fails instead, naming the mode and the setting that chose it, so that a
/// forgotten `record: .all` cannot turn CI green while it compares nothing.
public struct SnapshotTestingConfiguration: Sendable, Hashable {
    /// The configuration of the current task, set by `withSnapshotTesting` and `.snapshots`.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// When to write reference files; `nil` leaves the decision to outer scopes.
    public var record: Record?
    /// The folder that holds the per-test-file folders of references, in place of the
    /// `Snapshots/` folder beside the package's `Package.swift`; `nil` leaves the decision to
    /// outer scopes and then to `SNAPSHOT_TESTING_DIRECTORY`.
    public var directory: String?
    /// The command a failing assertion prints for comparing the reference with the actual
    /// output (`ksdiff`, `"code --diff"`); `nil` leaves the decision to outer scopes, and
    /// without one a failure shows its diff and `viewdata snapshots review`. Not part of
    /// equality.
    public var diffTool: DiffTool?
    /// Volatile values replaced before comparing and recording, added to those of outer
    /// scopes (see `SnapshotRedaction`).
    public var redactions: [SnapshotRedaction] = []
    /// Whose words failures use (`Wording`); `nil` keeps the enclosing setting.
    public var wording: Wording?
    /// Where `record` was set, for messages (`withSnapshotTesting` when not said). Not part of
    /// equality: two configurations that record alike are equal.
    package var recordOrigin: RecordDecision.Origin?

    /// Creates a configuration; `nil` settings are inherited.
    public init(
        record: Record? = nil, diffTool: DiffTool? = nil, directory: String? = nil, redactions: [SnapshotRedaction] = [],
        wording: Wording? = nil
    ) {
        self.record = record
        self.diffTool = diffTool
        self.directory = directory
        self.redactions = redactions
        self.wording = wording
    }

    /// A configuration whose record mode was set by `origin`.
    package init(
        record: Record?, diffTool: DiffTool? = nil, directory: String?, redactions: [SnapshotRedaction] = [],
        wording: Wording? = nil, recordOrigin: RecordDecision.Origin
    ) {
        self.init(record: record, diffTool: diffTool, directory: directory, redactions: redactions, wording: wording)
        self.recordOrigin = record == nil ? nil : recordOrigin
    }

    /// This configuration with the unset settings taken from `outer`.
    public func inheriting(from outer: SnapshotTestingConfiguration?) -> SnapshotTestingConfiguration {
        var inherited = SnapshotTestingConfiguration(
            record: record ?? outer?.record, diffTool: diffTool ?? outer?.diffTool, directory: directory ?? outer?.directory,
            redactions: (outer?.redactions ?? []) + redactions, wording: wording ?? outer?.wording)
        inherited.recordOrigin = record != nil ? recordOrigin : outer?.recordOrigin
        return inherited
    }

    /// The record mode set for the whole process by the deprecated `isRecording` and `record`
    /// globals (kept by the active session), below every scope and above the environment.
    package static var processRecord: Record? {
        get { SnapshotSession.active.recordSetting }
        set { SnapshotSession.active.recordSetting = newValue }
    }

    /// Whether two configurations record alike, use the same folder, redactions and wording
    /// (where a mode was set and the diff tool do not count).
    public static func == (lhs: SnapshotTestingConfiguration, rhs: SnapshotTestingConfiguration) -> Bool {
        lhs.record == rhs.record && lhs.directory == rhs.directory && lhs.redactions == rhs.redactions
            && lhs.wording == rhs.wording
    }

    /// Hashes the record mode, the folder, the redactions and the wording, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(record)
        hasher.combine(directory)
        hasher.combine(redactions)
        hasher.combine(wording)
    }

    /// A command that compares two files, printed by a failing assertion with the reference's
    /// path and the actual output's (`.new`) path, ready to paste into a shell.
    ///
    /// ```swift
    /// withSnapshotTesting(diffTool: .ksdiff) { … }      // ksdiff "<reference>" "<actual>"
    /// withSnapshotTesting(diffTool: "code --diff") { … } // code --diff <reference> <actual>
    /// ```
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        private let command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        /// A tool whose command line `command` makes from the reference's path and the actual
        /// output's path.
        public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.command = command
        }

        /// A tool run as `<value> <reference> <actual>`.
        public init(stringLiteral value: String) {
            command = { "\(value) \($0) \($1)" }
        }

        /// Kaleidoscope's `ksdiff`, with both paths quoted.
        public static let ksdiff = DiffTool { "ksdiff \"\($0)\" \"\($1)\"" }

        /// A tool that names both files as `file://` addresses and says how to review the
        /// change or choose a tool. (With no tool set, a failure prints no command line at all:
        /// its diff, and how to accept or review it.)
        public static let `default` = DiffTool {
            """
            reference: file://\($0)
            actual:    file://\($1)

            Review it with `swift run viewdata snapshots review`, or compare the files with a tool \
            of your own: withSnapshotTesting(diffTool: .ksdiff) { … }
            """
        }

        /// The command line that compares `currentFilePath` (the reference) with
        /// `failedFilePath` (the actual output).
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            command(currentFilePath, failedFilePath)
        }
    }

    /// When snapshot assertions write reference files.
    ///
    /// | mode | reference missing | reference differs |
    /// |---|---|---|
    /// | `.missing` | written; the test passes with a note | test fails, actual kept as `.new` |
    /// | `.all` | written; passes with a note | rewritten; passes with a note |
    /// | `.failed` | written; passes with a note | rewritten; passes with a note |
    /// | `.never` | test fails, nothing written | test fails, actual kept as `.new` |
    ///
    /// `.all` and `.failed` differ in what they touch: `.failed` never rewrites a reference that
    /// matches, so file times stay put; `.all` rewrites every reference it meets.
    public struct Record: Sendable, Hashable, CustomStringConvertible {
        /// The setting's name, as `SNAPSHOT_TESTING_RECORD` spells it.
        public let rawValue: String

        private init(name: String) {
            rawValue = name
        }

        /// Reads `missing`, `all`, `failed` or `never` (any case, surrounding spaces ignored);
        /// `nil` for anything else.
        public init?(rawValue: String) {
            let name = rawValue.trimmingSpaces.lowercased()
            guard let mode = Self.allModes.first(where: { $0.rawValue == name }) else { return nil }
            self = mode
        }

        /// Record references that do not exist yet; compare the rest. The default off CI.
        public static let missing = Record(name: "missing")
        /// Write every reference: new ones, and existing ones with the current output.
        public static let all = Record(name: "all")
        /// Record missing references and rewrite the ones that differ.
        public static let failed = Record(name: "failed")
        /// Never write a reference: a missing one fails. The default on CI.
        public static let never = Record(name: "never")

        /// Every mode, in the order the documentation lists them.
        public static let allModes: [Record] = [.missing, .all, .failed, .never]

        /// The mode's name.
        public var description: String { rawValue }
    }
}

@available(*, deprecated, message: "Use '.all' instead of 'true', and '.missing' instead of 'false'.")
extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
    /// `true` is `.all`, `false` `.missing`, as the record flag of swift-snapshot-testing
    /// before 1.17 meant.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}

extension String {
    /// The text without one final line feed.
    var trimmingFinalNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }

    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}

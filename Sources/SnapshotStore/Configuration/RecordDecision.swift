/// The record mode that applies to one assertion, and where it was chosen, so that a message
/// can say which setting to change.
package struct RecordDecision: Sendable, Hashable {
    /// Where a record mode was set.
    package enum Origin: Sendable, Hashable, CustomStringConvertible {
        /// The assertion's own `record:` argument.
        case argument
        /// `withSnapshotTesting(record:)` around the assertion.
        case withSnapshotTesting
        /// The Swift Testing trait `.snapshots(record:)` on the test or its suite.
        case trait
        case isRecording
        /// The environment variable `SNAPSHOT_TESTING_RECORD`.
        case environment
        /// Nothing chose one: `.missing`, or `.never` when `CI` is set.
        case `default`

        /// The setting, as a reader finds it in the code or the environment.
        package var description: String {
            switch self {
            case .argument: "the assertion's record: argument"
            case .withSnapshotTesting: "withSnapshotTesting(record:)"
            case .trait: "the .snapshots(record:) trait"
            case .isRecording: "isRecording"
            case .environment: "SNAPSHOT_TESTING_RECORD"
            case .default: "the default"
            }
        }
    }

    /// The mode.
    package var mode: SnapshotTestingConfiguration.Record
    /// Where it was set.
    package var origin: Origin

    /// Creates a decision.
    package init(mode: SnapshotTestingConfiguration.Record, origin: Origin) {
        self.mode = mode
        self.origin = origin
    }

    /// "record mode 'all' (set by withSnapshotTesting(record:))".
    package var explanation: String {
        origin == .default ? "record mode '\(mode)' (the default)" : "record mode '\(mode)' (set by \(origin))"
    }

    /// Why a missing snapshot is not recorded under this decision ("CI is set, so nothing is
    /// recorded"), or `nil` when it is recorded.
    ///
    /// - Parameter isContinuousIntegration: Whether `CI` is set.
    package func reasonNotToRecord(isContinuousIntegration isCI: Bool) -> String? {
        guard mode == .never || isCI else { return nil }
        if origin == .default && isCI { return "CI is set, so nothing is recorded" }
        if mode == .never { return "the \(explanation) writes nothing" }
        return "CI is set, so nothing is recorded, whatever the \(explanation)"
    }
}

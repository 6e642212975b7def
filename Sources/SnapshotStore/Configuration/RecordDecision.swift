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
/// How an assertion's snapshot compares with what is stored: no reference (or no inline
/// closure), the same text, or a different one.
package enum SnapshotComparison: Sendable, Hashable, CaseIterable {
    case missing
    case matches
    case differs
}

/// What an assertion does about its snapshot: the one rule book that file references and
/// inline snapshots both follow, the record mode × CI × comparison table the README shows.
package enum RecordAction: Sendable, Hashable {
    /// It matches: pass, and drop a pending `.new` or edit it left before.
    case pass
    /// `.all` and it matches by the strategy's comparison: rewrite the stored text if its bytes
    /// differ (line ends, say), and pass.
    case rewriteAndPass
    /// Missing: write it, and pass with a note.
    case record
    /// Missing, and nothing may be written (`.never`, or CI): fail, saying why.
    case refuseToRecord(reason: String)
    /// CI with `.all`, or with `.failed` and a difference: fail without writing anything.
    case refuseOnCI(rewrites: Bool)
    /// `.all` and it differs: write it, and pass with a note.
    case reRecordAndPass
    /// `.failed` and it differs: write it, and fail, so that the change is seen before it is
    /// committed (the next run passes).
    case reRecordAndFail
    /// `.missing` or `.never` and it differs: keep the actual text for review (a `.new` file, or
    /// a pending edit of the test file) and fail.
    case keepForReview
}

extension RecordDecision {
    /// The action for a snapshot that compares as `comparison`, with `CI` set or not: on CI
    /// nothing is ever written, and an assertion that would write fails.
    package func action(for comparison: SnapshotComparison, isContinuousIntegration isCI: Bool) -> RecordAction {
        if comparison == .missing {
            return reasonNotToRecord(isContinuousIntegration: isCI).map { .refuseToRecord(reason: $0) } ?? .record
        }
        if isCI, mode == .all || (mode == .failed && comparison == .differs) {
            return .refuseOnCI(rewrites: mode == .all)
        }
        switch (comparison, mode) {
        case (.matches, .all): return .rewriteAndPass
        case (.matches, _): return .pass
        case (_, .all): return .reRecordAndPass
        case (_, .failed): return .reRecordAndFail
        default: return .keepForReview
        }
    }
}

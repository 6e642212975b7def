import SnapshotStore

// The process-wide settings of swift-snapshot-testing before 1.17, kept so that suites moving
// over compile; each says what to use instead. They set the record mode for the whole process,
// below every `withSnapshotTesting` and trait and above `SNAPSHOT_TESTING_RECORD`; on CI nothing
// is written whatever they say.

/// Whether every assertion records (`.all`) rather than recording only what is missing.
@available(*, deprecated, message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait to choose the record mode.")
public var isRecording: Bool {
    get { _record == .all }
    set { SnapshotTestingConfiguration.processRecord = newValue ? .all : .missing }
}

/// The same as `isRecording`.
@available(*, deprecated, message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait to choose the record mode.")
public var record: Bool {
    get { isRecording }
    set { isRecording = newValue }
}

/// swift-snapshot-testing's module name, so that `SnapshotTesting.record = true` and
/// `SnapshotTesting.isRecording` in a suite that moved over still compile.
public enum SnapshotTesting {
    /// The same as the global `isRecording`.
    @available(*, deprecated, message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait to choose the record mode.")
    public static var record: Bool {
        get { isRecording }
        set { isRecording = newValue }
    }

    /// The same as the global `isRecording`.
    @available(*, deprecated, message: "Use 'withSnapshotTesting(record:)' or the '.snapshots(record:)' trait to choose the record mode.")
    public static var isRecording: Bool {
        get { TextSnapshots.isRecording }
        set { TextSnapshots.isRecording = newValue }
    }
}

/// The record mode in effect here: the innermost `withSnapshotTesting` or trait, else
/// `isRecording`, else `SNAPSHOT_TESTING_RECORD` and CI (an unreadable variable reads as the
/// default).
@_spi(Internals)
public var _record: SnapshotTestingConfiguration.Record {
    let environment = SnapshotEnvironment.process
    let decision = try? environment.recordDecision(explicit: nil, configuration: SnapshotTestingConfiguration.current)
    return decision?.mode ?? (environment.isContinuousIntegration ? .never : .missing)
}

/// The diff tool in effect here: the innermost `withSnapshotTesting` or trait's, else
/// `.default`.
@_spi(Internals)
public var _diffTool: SnapshotTestingConfiguration.DiffTool {
    SnapshotTestingConfiguration.current?.diffTool ?? .default
}

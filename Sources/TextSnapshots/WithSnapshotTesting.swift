/// Runs `operation` with snapshot settings for every assertion inside it (unless an assertion
/// sets its own), on top of the settings of any enclosing scope.
///
/// ```swift
/// func testRecordEverything() {
///     withSnapshotTesting(record: .all) {
///         assertSnapshot(of: view, as: .text(width: 40))
///     }
/// }
/// ```
///
/// - Parameters:
///   - record: When to write references; `nil` keeps the enclosing setting.
///   - diffTool: The command a failure prints for comparing the files; `nil` keeps the
///     enclosing setting.
///   - directory: The references folder; `nil` keeps the enclosing setting.
///   - redactions: Volatile values to replace before comparing and recording, added to the
///     enclosing scope's.
///   - wording: Whose words failures use (ViewDataKit's or swift-snapshot-testing's); `nil`
///     keeps the enclosing setting.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    directory: String? = nil, redacting redactions: [SnapshotRedaction] = [],
    wording: SnapshotTestingConfiguration.Wording? = nil,
    operation: () throws -> Result
) rethrows -> Result {
    let configuration = SnapshotTestingConfiguration(
        record: record, diffTool: diffTool, directory: directory, redactions: redactions, wording: wording,
        recordOrigin: .withSnapshotTesting)
        .inheriting(from: SnapshotTestingConfiguration.current)
    return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs asynchronous `operation` with snapshot settings for every assertion inside it,
/// including assertions in the tasks it starts.
///
/// - Parameters:
///   - record: When to write references; `nil` keeps the enclosing setting.
///   - diffTool: The command a failure prints for comparing the files; `nil` keeps the
///     enclosing setting.
///   - directory: The references folder; `nil` keeps the enclosing setting.
///   - redactions: Volatile values to replace before comparing and recording, added to the
///     enclosing scope's.
///   - wording: Whose words failures use (ViewDataKit's or swift-snapshot-testing's); `nil`
///     keeps the enclosing setting.
///   - isolation: The actor the operation runs on.
///   - operation: The code whose assertions use these settings.
/// - Returns: What `operation` returns.
public func withSnapshotTesting<Result>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    directory: String? = nil, redacting redactions: [SnapshotRedaction] = [],
    wording: SnapshotTestingConfiguration.Wording? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    let configuration = SnapshotTestingConfiguration(
        record: record, diffTool: diffTool, directory: directory, redactions: redactions, wording: wording,
        recordOrigin: .withSnapshotTesting)
        .inheriting(from: SnapshotTestingConfiguration.current)
    return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation, isolation: isolation)
}

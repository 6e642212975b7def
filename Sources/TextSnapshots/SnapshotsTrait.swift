#if canImport(Testing)
import Testing

/// A Swift Testing trait that sets snapshot settings for a test or a whole suite, and gives
/// every run of every test case its own snapshot counters.
///
/// ```swift
/// @Suite(.snapshots(record: .failed))
/// struct CommentViewTests {
///     @Test func compact() { assertSnapshot(of: view, as: .text(width: 40)) }
/// }
/// ```
///
/// Without the trait, counters are kept per test for the whole process, which is right for a
/// single run of each test; with it, repeated runs of a test in one process (repetitions)
/// count from 1 each time. The trait also tells `viewdata snapshots prune` which tests ran to
/// their end, so that references those tests no longer use can be pruned.
public struct SnapshotsTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings the trait applies.
    public var configuration: SnapshotTestingConfiguration

    /// Applies to every test in a suite it is attached to, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs a test case with the trait's settings and a new counter scope.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else {
            try await function()
            return
        }
        let configuration = configuration.inheriting(from: SnapshotTestingConfiguration.current)
        let session = SnapshotSession.active
        do {
            try await SnapshotTestingConfiguration.$current.withValue(configuration) {
                try await SnapshotScope.$current.withValue(SnapshotScope()) {
                    try await function()
                }
            }
        } catch {
            session.noteTestFinished("\(test.id)", succeeded: false)
            throw error
        }
        // A test case that returns has made every snapshot it makes: its unused references are
        // obsolete (recorded issues do not stop a test, so they do not matter here).
        session.noteTestFinished("\(test.id)", succeeded: true)
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Snapshot settings for a test or suite, and counters of its own for each test run.
    ///
    /// - Parameters:
    ///   - record: When to write references; `nil` keeps the enclosing setting.
    ///   - diffTool: The command a failure prints for comparing the files; `nil` keeps the
    ///     enclosing setting.
    ///   - directory: The references folder; `nil` keeps the enclosing setting.
    ///   - redactions: Volatile values to replace before comparing and recording, added to the
    ///     enclosing suite's.
    ///   - wording: Whose words failures use (ViewDataKit's or swift-snapshot-testing's); `nil`
    ///     keeps the enclosing suite's.
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
        directory: String? = nil, redacting redactions: [SnapshotRedaction] = [],
        wording: SnapshotTestingConfiguration.Wording? = nil
    ) -> SnapshotsTrait {
        SnapshotsTrait(
            configuration: SnapshotTestingConfiguration(
                record: record, diffTool: diffTool, directory: directory, redactions: redactions, wording: wording,
                recordOrigin: .trait))
    }

    /// Counters of their own for each test run, with the enclosing settings.
    public static var snapshots: SnapshotsTrait {
        snapshots()
    }
}
#endif

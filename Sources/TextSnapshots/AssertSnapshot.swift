/// Asserts that a value's snapshot matches its reference file, recording the file when it is
/// missing (unless recording is off, as on CI).
///
/// The reference is `Snapshots/<TestFile>/<test>.<n>.txt` beside the package's
/// `Package.swift`, where `<n>` counts the test's unnamed snapshots from 1, or
/// `<test>.<name>.txt` for a named one. On a mismatch the test fails with a diff (sizes, the
/// first differing line and column, invisible characters made visible), and the actual
/// output is kept as `<reference>.new` for `viewdata snapshots review`.
///
/// ```swift
/// @Test func commentView() {
///     let view = CommentView()
///     view.configure(viewData: Comment.preview)
///     assertSnapshot(of: view, as: .text(width: 40))
///     assertSnapshot(of: view, as: .text(width: 80), named: "wide")
/// }
/// ```
///
/// Failures are reported to Swift Testing (`Issue.record`) when a Swift Testing test is
/// running, and to XCTest (`XCTFail`) otherwise, at the caller's source location.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy: `.lines`, `.text(width:)`, `.ansi(width:)`, `.json`,
///     `.dump`, `.description`, or your own.
///   - name: A name for the snapshot, in place of its counter; required in parameterized tests.
///   - record: The record mode for this assertion alone; see `SnapshotTestingConfiguration`.
///   - timeout: Accepted for source compatibility with swift-snapshot-testing; snapshots here
///     are made synchronously, so it is not used.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path: it names the reference folder.
///   - testName: The caller's function: it names the reference.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: Double = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var files: [DiffAttachment] = []
    var outcome = performSnapshot(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: nil,
        filePath: "\(filePath)", testName: testName, files: &files)
    if SnapshotTestingConfiguration.Wording.current == .swiftSnapshotTesting {
        SnapshotTestingWording.rewordReference(&outcome, name: name)
    }
    SnapshotReporter.report(outcome, at: location, files: files)
}

/// Checks a value's snapshot against its reference file and returns the failure message, or
/// `nil` when it matches (or was recorded). Notes, such as a newly recorded reference, are
/// still reported; failures are left to the caller, to build assertions of your own.
///
/// - Parameters:
///   - value: The value to snapshot.
///   - snapshotting: The strategy.
///   - name: A name for the snapshot, in place of its counter.
///   - record: The record mode for this check alone.
///   - snapshotDirectory: A folder for the references, in place of `Snapshots/` (relative
///     paths are taken from the package root).
///   - timeout: Accepted for source compatibility with swift-snapshot-testing; not used.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - testName: The caller's function.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The failure message, or `nil`.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: Double = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var files: [DiffAttachment] = []
    var outcome = performSnapshot(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: "\(filePath)", testName: testName, files: &files)
    if SnapshotTestingConfiguration.Wording.current == .swiftSnapshotTesting {
        SnapshotTestingWording.rewordReference(&outcome, name: name)
    }
    SnapshotReporter.reportNotes(outcome, at: location)
    return outcome.failure
}

/// Makes the snapshot and hands it to the verifier; `files` receives what the strategy's diff
/// gives to attach.
func performSnapshot<Value, Format>(
    of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
    record: SnapshotTestingConfiguration.Record?, snapshotDirectory: String?, filePath: String, testName: String,
    verifier: SnapshotVerifier = SnapshotVerifier(session: .active), files: inout [DiffAttachment]
) -> SnapshotOutcome {
    SnapshotReporter.installXCTestObserverIfNeeded()
    let redactions = SnapshotTestingConfiguration.current?.redactions ?? []
    let text: String
    do {
        let format = try SnapshotRedaction.$active.withValue(redactions) { try snapshotting.snapshot(value()) }
        text = try SnapshotRedaction.applyingPatterns(redactions, to: snapshotting.diffing.toText(format))
    } catch {
        verifier.session.noteFailure()
        return SnapshotOutcome(failure: "Could not make the snapshot: \(error)", notes: [], reference: nil)
    }
    let test = SnapshotReporter.currentTest
    let request = SnapshotRequest(
        filePath: filePath, testName: testName, name: name, pathExtension: snapshotting.pathExtension,
        record: record, directory: snapshotDirectory, testIdentity: test.identity,
        typeName: test.typeName, requiresName: test.isParameterized, requiresScopeForRepetition: test.isSwiftTesting)
    let diffing = snapshotting.diffing
    return verifier.verify(text, request: request) { reference, actual in
        guard let (difference, attached) = diffing.diffV2(diffing.fromText(reference), diffing.fromText(actual)) else {
            return nil
        }
        files = attached
        return difference
    }
}

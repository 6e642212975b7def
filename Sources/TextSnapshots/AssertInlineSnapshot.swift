import Foundation

/// Asserts that a value's snapshot matches the text in the trailing closure, and writes the
/// text there when there is none: the expected output lives in the test itself.
///
/// ```swift
/// @Test func user() {
///     assertInlineSnapshot(of: User(id: 42, name: "Blob"), as: .customDump) {
///         """
///         User(
///           id: 42,
///           name: "Blob"
///         )
///         """
///     }
/// }
/// ```
///
/// Write the call without the closure (or with an old one) and run the test: the library
/// records the snapshot and, when the tests finish, writes the closure into the test file,
/// checked: the file is read again with ViewDataKit's own Swift lexer (no swift-syntax), the
/// new literal must read back as exactly the snapshot, and every other byte of the file must be
/// as it was, or nothing is written. A mismatch fails with a diff and keeps the new text for
/// `viewdata snapshots review` or `accept`; record modes and the CI rule are those of
/// `assertSnapshot` (on CI nothing is ever written).
///
/// A call reached several times in one run (a loop, a parameterized test) must produce the
/// same text each time, or it fails and nothing is written for it.
///
/// - Parameters:
///   - value: The value to snapshot; `nil` fails (there is nothing to compare).
///   - snapshotting: Any strategy whose format is text: `.lines`, `.text(width:)`,
///     `.ansi(width:)`, `.customDump`, `.dump`, `.json`, `.description`, or your own.
///   - message: Text to put before the failure message.
///   - record: The record mode for this assertion alone.
///   - timeout: Accepted for source compatibility with swift-snapshot-testing; not used.
///   - syntaxDescriptor: Where the snapshot closure is, for helpers that wrap this function.
///   - expected: The closure that returns the expected text; written by the library.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path: the file that is rewritten.
///   - function: The caller's function.
///   - line: The caller's line: where the call starts.
///   - column: The caller's column: where the call starts.
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value?,
    as snapshotting: Snapshotting<Value, String>,
    message: @autoclosure () -> String = "",
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    SnapshotReporter.installXCTestObserverIfNeeded()
    var outcome: SnapshotOutcome
    var files: [DiffAttachment] = []
    var actualText: String?
    let expected = expected
    do {
        if let value = try value() {
            let redactions = SnapshotTestingConfiguration.current?.redactions ?? []
            let snapshot = try SnapshotRedaction.$active.withValue(redactions) { try snapshotting.snapshot(value) }
            let actual = try SnapshotRedaction.applyingPatterns(redactions, to: snapshot)
            actualText = actual
            let request = InlineSnapshotRequest(
                filePath: "\(filePath)", testName: "\(function)", site: syntaxDescriptor.site(line: line, column: column),
                expected: expected?(), record: record)
            let diffing = snapshotting.diffing
            outcome = SnapshotVerifier(session: .active).verifyInline(actual, request: request) { expected, actual in
                guard let (difference, attached) = diffing.diffV2(expected, actual) else { return nil }
                files = attached
                return difference
            }
        } else {
            SnapshotSession.active.noteFailure()
            outcome = SnapshotOutcome(failure: "The value to snapshot is nil, so there is no inline snapshot to compare.")
            if expected == nil { outcome.kind = .missingNotRecorded }
        }
    } catch {
        SnapshotSession.active.noteFailure()
        outcome = SnapshotOutcome(failure: "Could not make the snapshot: \(error)")
    }
    let prefix = message()
    if SnapshotTestingConfiguration.Wording.current == .swiftSnapshotTesting {
        SnapshotTestingWording.rewordInline(&outcome, message: prefix, actual: actualText)
    } else if let failure = outcome.failure, !prefix.isEmpty {
        outcome.failure = prefix + "\n" + failure
    }
    // A closure that does not match is marked where it is (`} expansion: {`), as
    // swift-snapshot-testing marks it: editors and CI annotations put the failure there.
    var reported = location
    if outcome.kind == .mismatch || outcome.kind == .mismatchRecorded,
       let closureLine = syntaxDescriptor.closureLine(file: filePath, line: line, column: column) {
        reported.line = closureLine
    }
    SnapshotReporter.report(outcome, at: reported, files: files)
}

/// `assertInlineSnapshot` with an empty trailing closure, `{}`: an assertion whose text is
/// still to be written. Swift reads `{}` as a closure that returns nothing, so without this
/// overload the call would not compile; it behaves as a call with no closure (the snapshot is
/// recorded and written into the closure), and CI fails it as a missing snapshot.
///
/// ```swift
/// assertInlineSnapshot(of: user, as: .customDump) {}
/// ```
@_disfavoredOverload
public func assertInlineSnapshot<Value>(
    of value: @autoclosure () throws -> Value?,
    as snapshotting: Snapshotting<Value, String>,
    message: @autoclosure () -> String = "",
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    syntaxDescriptor: InlineSnapshotSyntaxDescriptor = InlineSnapshotSyntaxDescriptor(),
    matches emptyClosure: () -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertInlineSnapshot(
        of: try value(), as: snapshotting, message: message(), record: record, timeout: timeout,
        syntaxDescriptor: syntaxDescriptor, matches: nil, fileID: fileID, file: filePath, function: function,
        line: line, column: column)
}

import Foundation
import ViewDataSupport
// Each framework only where it exists, so that a target that links TextSnapshots outside a
// test bundle (an app's debug helpers) still links.
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written, in the forms both test frameworks want.
package struct SnapshotSourceLocation {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    #if canImport(Testing)
    var testing: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
    #endif
}

/// Reports outcomes to the test framework that is running: Swift Testing when a Swift Testing
/// test is current, XCTest otherwise.
package enum SnapshotReporter {
    /// The running test as snapshot naming needs it.
    struct RunningTest {
        /// An identity that tells tests apart, when the framework gives one.
        var identity: String?
        /// Whether the test runs once per argument.
        var isParameterized: Bool
        /// Whether Swift Testing runs it (and repetitions need the `.snapshots` trait).
        var isSwiftTesting: Bool
        /// The suite or class it belongs to.
        var typeName: String?
    }

    static var currentTest: RunningTest {
        #if canImport(Testing)
        if let test = Test.current {
            let suites = test.id.nameComponents.dropLast()
            return RunningTest(
                identity: "\(test.id)", isParameterized: Test.Case.current?.isParameterized ?? false, isSwiftTesting: true,
                typeName: suites.isEmpty ? nil : suites.joined(separator: "."))
        }
        #endif
        let session = SnapshotSession.active
        return RunningTest(
            identity: session.currentTest, isParameterized: false, isSwiftTesting: false, typeName: session.currentTestType)
    }

    /// Reports the failure, if any, and the notes; a failure carries its files: the actual
    /// output, the reference and the diff, and what the strategy's diff gave (`files`).
    static func report(_ outcome: SnapshotOutcome, at location: SnapshotSourceLocation, files: [DiffAttachment] = []) {
        reportNotes(outcome, at: location)
        guard let failure = outcome.failure else { return }
        let attachments = outcome.attachments + files.enumerated().compactMap { index, file in file.snapshotAttachment(index: index) }
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: failure), sourceLocation: location.testing)
            #if compiler(>=6.2)
            for attachment in attachments {
                Attachment.record(Array(attachment.data), named: attachment.name, sourceLocation: location.testing)
            }
            #endif
            return
        }
        #endif
        failOutsideSwiftTesting(failure, at: location, attachments: attachments, files: files)
    }

    /// Fails an XCTest test; without XCTest (an assertion outside any test), writes the
    /// failure to standard error as a compiler writes an error. On Apple platforms an XCTest
    /// failure carries its attachments too (`XCTAttachment` in an activity, and the strategy's
    /// own `XCTAttachment`s as they are); swift-corelibs-xctest has no attachments.
    private static func failOutsideSwiftTesting(
        _ message: String, at location: SnapshotSourceLocation, attachments: [SnapshotAttachment] = [],
        files: [DiffAttachment] = []
    ) {
        #if canImport(XCTest)
        #if canImport(Darwin)
        // XCTest's activities belong to the main actor: attachments are added where the test
        // runs there (XCTest's own tests do), and left out elsewhere.
        if !attachments.isEmpty || !files.isEmpty, Thread.isMainThread {
            let native = files.compactMap { file -> XCTAttachment? in
                if case .xcTest(let attachment) = file { return attachment }
                return nil
            }
            MainActor.assumeIsolated {
                XCTContext.runActivity(named: "Snapshot files") { activity in
                    for attachment in attachments {
                        let file = XCTAttachment(data: attachment.data)
                        file.name = attachment.name
                        file.lifetime = .keepAlways
                        activity.add(file)
                    }
                    for file in native {
                        activity.add(file)
                    }
                }
            }
        }
        #endif
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        FileHandle.standardError.write(Data("\(location.filePath):\(location.line): error: \(message)\n".utf8))
        #endif
    }

    /// Fails the running test (Swift Testing's or XCTest's) with `message` at `location`.
    package static func fail(_ message: String, at location: SnapshotSourceLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location.testing)
            return
        }
        #endif
        failOutsideSwiftTesting(message, at: location)
    }

    /// Reports the notes as compilers write notes, `File.swift:12:5: note: …`, on standard
    /// error: they are not problems, so neither framework is told of an issue (Swift Testing
    /// would show a note as "recorded a warning: Issue recorded").
    static func reportNotes(_ outcome: SnapshotOutcome, at location: SnapshotSourceLocation) {
        for note in outcome.notes {
            FileHandle.standardError.write(Data(noteLine(note, at: location).utf8))
        }
    }

    /// `path:line:column: note: text`, and a line feed.
    static func noteLine(_ note: String, at location: SnapshotSourceLocation) -> String {
        "\(location.filePath):\(location.line):\(location.column): note: \(note)\n"
    }

    /// Registers an XCTest observer that starts a new counter scope for each test case, so that
    /// repeated runs of a test name their snapshots alike. Apple's XCTest accepts observers on
    /// the main thread only: from another thread the registration is sent there, without
    /// waiting (a test that blocks the main thread must not deadlock its first assertion).
    static func installXCTestObserverIfNeeded() {
        #if canImport(XCTest)
        #if canImport(Testing)
        guard Test.current == nil else { return }
        #endif
        let created: SnapshotTestObserver? = observer.withLock { observer in
            guard observer == nil else { return nil }
            let created = SnapshotTestObserver()
            observer = created
            return created
        }
        if let created {
            onMainThread { XCTestObservationCenter.shared.addTestObserver(created) }
        }
        #endif
    }

    /// Runs `work` now on the main thread, else soon on the main queue.
    static func onMainThread(_ work: @escaping @Sendable () -> Void) {
        if Thread.isMainThread {
            work()
        } else {
            DispatchQueue.main.async(execute: work)
        }
    }

    #if canImport(XCTest)
    private static let observer = Locked<SnapshotTestObserver?>(nil)
    #endif
}

#if canImport(XCTest)
/// Starts a new snapshot scope as each XCTest test case starts, and reports how it finished.
final class SnapshotTestObserver: NSObject, XCTestObservation, @unchecked Sendable {
    // @unchecked Sendable: it has no state; XCTest calls it on the thread that runs the tests.
    func testCaseWillStart(_ testCase: XCTestCase) {
        SnapshotSession.shared.beginTest(testCase.name, typeName: String(describing: type(of: testCase)))
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotSession.shared.noteTestFinished(testCase.name, succeeded: testCase.testRun?.hasSucceeded ?? false)
    }
}
#endif

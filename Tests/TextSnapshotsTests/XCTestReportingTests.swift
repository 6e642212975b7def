import Foundation
import TextSnapshots
import TestSupport
import XCTest

/// Snapshot failures outside Swift Testing go to XCTest, at the assertion's file and line.
final class XCTestReportingTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []

    /// Each test gets a snapshot session of its own (the failures these tests provoke stay out
    /// of the process's summary and manifests) and the environment without `CI` (they record).
    override func invokeTest() {
        SnapshotSession.$current.withValue(SnapshotSession()) {
            SnapshotEnvironment.$substitute.withValue(SnapshotEnvironment.process.outsideContinuousIntegration) {
                super.invokeTest()
            }
        }
    }
    private var isCapturing = false

    /// Keeps the failures of `body` instead of reporting them; the test's own assertions
    /// report as usual.
    private func capturingFailures(_ body: () -> Void) {
        isCapturing = true
        body()
        isCapturing = false
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if isCapturing {
            failures.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testExpectNoDifferenceReportsToXCTest() {
        let line = #line + 2
        capturingFailures {
            expectNoDifference([1, 2, 3], [1, 2, 4])
            expectNoDifference([1, 2], [1, 2])
        }
        XCTAssertEqual(failures.count, 1)
        // XCTFail's description starts with "failed - ".
        XCTAssertEqual(failures.first?.description, """
            failed - The values differ (-: first, +: second):
                [
                  … (2 unchanged),
              -   [2]: 3
              +   [2]: 4
                ]
            """)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
    }

    func testMismatchIsReportedToXCTest() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        try directory.write("expected\n", to: "XCTestReportingTests/testMismatchIsReportedToXCTest.1.txt")
        let line = #line + 3
        capturingFailures {
            withSnapshotTesting(record: .missing, directory: directory.path) {
                assertSnapshot(of: "actual", as: .lines)
            }
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.description.contains("testMismatchIsReportedToXCTest.1.txt' does not match.") == true)
        XCTAssertTrue(failures.first?.description.contains("- expected\n+ actual") == true)
        XCTAssertEqual(failures.first?.file, #filePath)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(directory.contents("XCTestReportingTests/testMismatchIsReportedToXCTest.1.txt.new"), "actual\n")
    }

    /// A name that repeats a counter shares its reference, as in swift-snapshot-testing: it is
    /// compared with it, and never rewrites it with other text.
    func testReusingACounterAsANameSharesItsReference() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        capturingFailures {
            withSnapshotTesting(record: .missing, directory: directory.path) {
                assertSnapshot(of: "same", as: .lines)
                assertSnapshot(of: "same", as: .lines, named: "1", record: .never)
                assertSnapshot(of: "other", as: .lines, named: "1", record: .all)
            }
        }
        XCTAssertEqual(failures.count, 1, "only the assertion that would rewrite the shared reference fails")
        XCTAssertTrue(failures.first?.description.contains("was not written: an earlier assertion of test") == true)
        XCTAssertEqual(directory.contents("XCTestReportingTests/testReusingACounterAsANameSharesItsReference.1.txt"), "same\n")
    }

    /// XCTest starts a new counter scope for each test: both tests name their first snapshot `1`.
    func testCountersStartAtOneInEveryTest() throws {
        let directory = try TemporaryFolder("text-snapshots")
        defer { directory.remove() }
        capturingFailures {
            withSnapshotTesting(record: .missing, directory: directory.path) {
                assertSnapshot(of: "a", as: .lines)
                assertSnapshot(of: "b", as: .lines)
            }
        }
        XCTAssertEqual(directory.contents("XCTestReportingTests/testCountersStartAtOneInEveryTest.1.txt"), "a\n")
        XCTAssertEqual(directory.contents("XCTestReportingTests/testCountersStartAtOneInEveryTest.2.txt"), "b\n")
        XCTAssertTrue(failures.isEmpty)
    }
}

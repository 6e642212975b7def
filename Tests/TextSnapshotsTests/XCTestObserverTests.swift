import Foundation
@testable import TextSnapshots
import XCTest

/// Apple's XCTest takes observers on the main thread only (adding one elsewhere crashes there):
/// an assertion made on another thread sends the registration to the main thread.
final class XCTestObserverTests: XCTestCase {
    func testRegistrationFromAnotherThreadRunsOnTheMainThread() {
        let ran = expectation(description: "registration ran")
        let threads = Locked<[Bool]>([])
        Thread.detachNewThread {
            SnapshotReporter.onMainThread {
                threads.withLock { $0.append(Thread.isMainThread) }
                ran.fulfill()
            }
        }
        wait(for: [ran], timeout: 5)
        XCTAssertEqual(threads.withLock { $0 }, [true])
    }

    func testRegistrationOnTheMainThreadRunsAtOnce() {
        XCTAssertTrue(Thread.isMainThread, "XCTest runs tests on the main thread")
        let ranAtOnce = Locked(false)
        SnapshotReporter.onMainThread { ranAtOnce.withLock { $0 = true } }
        XCTAssertTrue(ranAtOnce.withLock { $0 })
    }
}

/// A value shared between threads in a test.
private final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

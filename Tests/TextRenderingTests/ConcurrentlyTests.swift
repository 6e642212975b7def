import Foundation
import Testing
@testable import TextRendering

@Suite("Work side by side")
struct ConcurrentlyTests {
    /// Counts the instances released, from any thread.
    final class Tracked: Sendable {
        // NSLock rather than Mutex: the package's deployment targets predate Mutex.
        private static let lock = NSLock()
        nonisolated(unsafe) private static var numbers: [Int] = []
        let number: Int

        init(_ number: Int) {
            self.number = number
        }

        deinit {
            let number = number
            Self.lock.withLock { Self.numbers.append(number) }
        }

        /// The numbers of the instances released since the last call.
        static func takeReleased() -> [Int] {
            lock.withLock {
                defer { numbers = [] }
                return numbers
            }
        }
    }

    @Test func releasingPartsReleasesEveryElementOnceAndKeepsSharedParts() {
        _ = Tracked.takeReleased()
        var parts = (0..<5).map { part in (0..<100).map { Tracked(part * 100 + $0) } }
        // Part 2 is shared: its elements stay with the other owner.
        let shared = parts[2]
        Concurrently.release(&parts)
        #expect(parts.isEmpty)
        let released = Tracked.takeReleased()
        #expect(released.sorted() == Array(0..<200) + Array(300..<500))
        #expect(shared.map(\.number) == Array(200..<300))
    }

    @Test func releasingOnePartOrNoneEmptiesThem() {
        var one = [[1, 2, 3]]
        Concurrently.release(&one)
        #expect(one.isEmpty)
        var none: [[Int]] = []
        Concurrently.release(&none)
        #expect(none.isEmpty)
    }

    @Test func chunksCoverTheCountInOrder() {
        #expect(Concurrently.chunks(of: 10, into: 3) == [0..<4, 4..<8, 8..<10])
        #expect(Concurrently.chunks(of: 2, into: 8) == [0..<1, 1..<2])
        #expect(Concurrently.chunks(of: 0, into: 4) == [])
    }
}

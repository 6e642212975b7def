import Foundation
import Testing
@testable import SnapshotStore
import ViewDataSupport

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test("Tests running at once count their own snapshots, run after run")
    func concurrentTests() async throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        for run in 0..<2 {
            harness.session.beginTest("run \(run)")
            let outcomes = await withTaskGroup(of: [SnapshotOutcome].self) { group in
                for test in 0..<32 {
                    group.addTask {
                        (1...5).map { index in
                            harness.verify("test \(test) snapshot \(index)", test: "test\(test)()", identity: "Suite/test\(test)()")
                        }
                    }
                }
                return await group.reduce(into: []) { $0 += $1 }
            }
            #expect(outcomes.count == 160)
            let failures = outcomes.compactMap(\.failure)
            #expect(failures.isEmpty, "run \(run): \(failures.prefix(3))")
        }
        for test in 0..<32 {
            for index in 1...5 {
                #expect(harness.package.contents("CommentViewTests/test\(test).\(index).txt") == "test \(test) snapshot \(index)\n")
            }
        }
        #expect(harness.session.summary == "Snapshots: 160 recorded.")
    }

    @Test("Counters of one test shared by many tasks never repeat")
    func sharedCounter() async {
        let scope = SnapshotScope()
        let numbers = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<200 { group.addTask { scope.nextCounter(forTest: "same") } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(numbers.sorted() == Array(1...200))
    }

    @Test("A task-local scope (the Swift Testing trait's) starts its own counters")
    func taskLocalScopes() async throws {
        let harness = try Harness()
        defer { harness.package.remove() }
        #expect(harness.verify("a").reference == "Snapshots/CommentViewTests/testTitle.1.txt")
        let inner = SnapshotScope.$current.withValue(SnapshotScope()) { harness.verify("a").reference }
        #expect(inner == "Snapshots/CommentViewTests/testTitle.1.txt")
        #expect(harness.verify("b").reference == "Snapshots/CommentViewTests/testTitle.2.txt")
    }

    @Test("Readers never see a torn reference while others rewrite it")
    func atomicWrites() throws {
        let package = try TemporaryPackage()
        defer { package.remove() }
        let url = package.reference("Atomic/test.1.txt")
        let texts = ["a", "b", "c", "d"].map { String(repeating: $0, count: 200_000) }
        try SnapshotFile.write(texts[0], to: url, displayPath: "test")
        let torn = Locked(0)
        let reads = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            for round in 0..<40 {
                if worker < 3 {
                    try? SnapshotFile.write(texts[(worker + round) % texts.count], to: url, displayPath: "test")
                } else {
                    guard let data = try? Data(contentsOf: url) else { continue }
                    let text = String(decoding: data, as: UTF8.self)
                    reads.withLock { $0 += 1 }
                    if !texts.contains(where: { $0 + "\n" == text }) { torn.withLock { $0 += 1 } }
                }
            }
        }
        #expect(reads.withLock { $0 } > 0)
        #expect(torn.withLock { $0 } == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(leftovers == ["test.1.txt"])
    }
}

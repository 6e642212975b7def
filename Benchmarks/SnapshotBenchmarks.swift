import Foundation
import SnapshotStore
import TextDiff
import TextRendering
import TextSnapshots

/// Snapshot assertions against reference files in a temporary package, through the same
/// verifier and line diff that `assertSnapshot(of:as: .lines)` uses (and `.dump`'s strategy).
enum SnapshotBenchmarks {
    static var all: [(name: String, make: () -> BenchmarkCase)] { [
        ("snapshot/match", { match }),
        ("snapshot/dump-match", { dumpMatch }),
        ("snapshot/mismatch", { mismatch }),
        ("snapshot/mismatch-unique", { mismatchUnique }),
    ] }

    /// Asserting a matching 1,000-line reference as a test does: the environment, the names and
    /// paths, the read, the comparison. `Scripts/compare-snapshot-testing.sh` times the same
    /// input through `verifySnapshot` beside swift-snapshot-testing's.
    static var match: BenchmarkCase {
        let fixture = Fixture(lines: screen(lines: 1_000))
        return BenchmarkCase(
            name: "snapshot/match", inputSize: "1,000 lines", work: 1, workUnit: "assertions",
            body: { fixture.verify(fixture.reference).failure == nil ? 1 : 0 },
            note: { _ in "\(formatBytes(fixture.reference.utf8.count)) reference; target ≤ 50 µs" })
    }

    /// A matching `.dump` assertion of 1,000 records (swift-snapshot-testing's format): the
    /// dump, then the verifier. `Scripts/compare-snapshot-testing.sh` times the same beside
    /// swift-snapshot-testing's.
    static var dumpMatch: BenchmarkCase {
        let members = Member.records(1_000)
        let text = (try? Snapshotting<Any, String>.dump.snapshot(members)) ?? ""
        let fixture = Fixture(text: text)
        return BenchmarkCase(
            name: "snapshot/dump-match", inputSize: "1,000 records", work: 1, workUnit: "assertions",
            body: {
                let dump = (try? Snapshotting<Any, String>.dump.snapshot(members)) ?? ""
                return fixture.verify(dump).failure == nil ? 1 : 0
            },
            note: { _ in "\(formatBytes(text.utf8.count)) reference; target ≤ half swift-snapshot-testing's time" })
    }

    /// Records with nested collections: what `.dump` sorts (dictionaries, properties).
    struct Member {
        var id: Int
        var name: String
        var tags: [String]
        var scores: [String: Int]
        var manager: String?

        static func records(_ count: Int) -> [Member] {
            (0..<count).map { index in
                Member(
                    id: index, name: "Member \(index)", tags: ["a\(index % 7)", "b\(index % 3)"],
                    scores: ["x": index, "y": index * 2, "z": index % 5], manager: index % 4 == 0 ? nil : "Boss")
            }
        }
    }

    /// A 10,000-line reference of lines that are all different (a log, a long dump) with 10
    /// changed: diff, message and `.new` file.
    static var mismatchUnique: BenchmarkCase {
        var lines = (0..<10_000).map { "line \($0): a record of the run, \($0 * 7919 % 10_007)" }
        let fixture = Fixture(lines: lines)
        for index in stride(from: 500, to: 10_000, by: 1_000) {
            lines[index] = "│ changed row \(index) " + String(repeating: "x", count: 40)
        }
        let actual = lines.joined(separator: "\n")
        return BenchmarkCase(
            name: "snapshot/mismatch-unique", inputSize: "10,000 lines", work: 1, workUnit: "failures",
            body: { fixture.verify(actual).failure?.utf8.count ?? 0 },
            note: { _ in "target ≤ 1/20 of swift-snapshot-testing's time" })
    }

    /// A 10,000-line reference with 10 changed lines: diff, message and `.new` file.
    static var mismatch: BenchmarkCase {
        var lines = screen(lines: 10_000)
        let fixture = Fixture(lines: lines)
        for index in stride(from: 500, to: 10_000, by: 1_000) {
            lines[index] = "│ changed row \(index) " + String(repeating: "x", count: 40)
        }
        let actual = lines.joined(separator: "\n")
        let messageLines = fixture.verify(actual).failure?.split(separator: "\n").count ?? 0
        return BenchmarkCase(
            name: "snapshot/mismatch", inputSize: "10,000 lines", work: 1, workUnit: "failures",
            body: { fixture.verify(actual).failure?.utf8.count ?? 0 },
            note: { _ in "\(messageLines)-line message; target ≤ 20 ms" })
    }

    /// Rows of a rendered screen: borders, blank rows and text, repeating as screens do.
    static func screen(lines: Int) -> [String] {
        (0..<lines).map { index in
            switch index % 10 {
            case 0: "┌" + String(repeating: "─", count: 78) + "┐"
            case 9: "└" + String(repeating: "─", count: 78) + "┘"
            case 5: "│"
            default: "│ row \(index): Presentation code driven by data, proven by text. 日本語 👩‍🔬"
            }
        }
    }

    /// A temporary package holding one reference.
    final class Fixture {
        let root: URL
        let testFile: String
        let reference: String
        let session = SnapshotSession(arguments: ["viewdata-bench"])
        private var run = 0

        convenience init(lines: [String]) {
            self.init(text: lines.joined(separator: "\n"))
        }

        init(text: String) {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("viewdata-bench-\(UUID().uuidString)")
            testFile = root.appendingPathComponent("Tests/BenchTests/ScreenTests.swift").path
            reference = text
            do {
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
                try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
                try SnapshotFile.write(
                    reference, to: root.appendingPathComponent("Snapshots/ScreenTests/testScreen.1.txt"), displayPath: "reference")
            } catch {
                fatalError("viewdata-bench: cannot set up a snapshot fixture in '\(root.path)': \(error)")
            }
        }

        deinit {
            try? FileManager.default.removeItem(at: root)
        }

        /// One assertion as a fresh run of the test.
        func verify(_ actual: String) -> SnapshotOutcome {
            run += 1
            session.beginTest("run \(run)")
            let verifier = SnapshotVerifier(environment: .process, session: session)
            let request = SnapshotRequest(filePath: testFile, testName: "testScreen()", record: .never)
            return verifier.verify(actual, request: request) { reference, actual in
                guard reference != actual else { return nil }
                let options = LineDiff.RenderOptions(oldName: "reference", newName: "actual", measure: { $0.displayWidth })
                return LineDiff(from: reference + "\n", to: actual + "\n").rendered(options)
            }
        }
    }
}

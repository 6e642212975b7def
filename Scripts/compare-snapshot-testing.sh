#!/usr/bin/env bash
# Times ViewDataKit's and swift-snapshot-testing's assertions on the same inputs, in one process,
# alternating rounds, so that the ratios are measured on this machine in one run:
# `verifySnapshot(of:as: .lines)` on a matching 1,000-line reference; a matching `.dump`
# assertion of 1,000 records (swift-snapshot-testing's format, which both write: the script
# checks the texts are identical); the `.dump` alone; and a 10,000-line reference with 10
# changed lines (a failing assertion: diff, message, the new file). swift-snapshot-testing
# 1.19.7 resolves by its GitHub URL (offline where a local copy of the package is set up);
# ViewDataKit by path. The scratch package lives in a temporary folder and is removed
# afterwards; nothing here is part of ViewDataKit's build.
#
#   Scripts/compare-snapshot-testing.sh [ROUNDS]     (default 5 rounds)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-5}
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-compare.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/compare"

cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "compare",
    dependencies: [
        .package(path: "$repo"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .executableTarget(
            name: "compare",
            dependencies: [
                .product(name: "TextSnapshots", package: "$(basename "$repo")"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
    ],
    swiftLanguageModes: [.v5]
)
SWIFT

# Each library in a file of its own: both name their functions and types alike.
cat >"$work/Sources/compare/SnapshotTestingSide.swift" <<'SWIFT'
import SnapshotTesting

/// swift-snapshot-testing: the reference is `<directory>/<test>.<name>.txt`, the text's bytes.
func verifyWithSnapshotTesting(_ text: String, name: String, directory: String) -> String? {
    verifySnapshot(of: text, as: .lines, named: name, record: .never, snapshotDirectory: directory,
                   testName: "testScreen()")
}

func dumpWithSnapshotTesting(_ value: Any) -> String {
    var text = ""
    Snapshotting<Any, String>.dump.snapshot(value).run { text = $0 }
    return text
}

func verifyDumpWithSnapshotTesting(_ value: Any, name: String, directory: String) -> String? {
    verifySnapshot(of: value, as: .dump, named: name, record: .never, snapshotDirectory: directory, testName: "testScreen()")
}
SWIFT
cat >"$work/Sources/compare/ViewDataKitSide.swift" <<'SWIFT'
import TextSnapshots

/// ViewDataKit: the reference is `<directory>/<TestFile>/<test>.<name>.txt`, the text and "\n".
func verifyWithViewDataKit(_ text: String, name: String, directory: String) -> String? {
    verifySnapshot(of: text, as: .lines, named: name, record: .never, snapshotDirectory: directory,
                   testName: "testScreen()")
}

func dumpWithViewDataKit(_ value: Any) -> String {
    try! Snapshotting<Any, String>.dump.snapshot(value)
}

func verifyDumpWithViewDataKit(_ value: Any, name: String, directory: String) -> String? {
    verifySnapshot(of: value, as: .dump, named: name, record: .never, snapshotDirectory: directory, testName: "testScreen()")
}
SWIFT
cat >"$work/Sources/compare/main.swift" <<'SWIFT'
import Foundation

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "5") ?? 5

/// The rows of a rendered screen, as viewdata-bench's snapshot benchmarks use.
func screen(lines: Int) -> [String] {
    (0..<lines).map { index -> String in
        switch index % 10 {
        case 0: "┌" + String(repeating: "─", count: 78) + "┐"
        case 9: "└" + String(repeating: "─", count: 78) + "┘"
        case 5: "│"
        default: "│ row \(index): Presentation code driven by data, proven by text. 日本語 👩‍🔬"
        }
    }
}

// 1,000 records with nested collections, for `.dump` (swift-snapshot-testing's format, which
// both write: checked identical below).
struct Member { var id: Int; var name: String; var tags: [String]; var scores: [String: Int]; var manager: String? }
let members = (0..<1_000).map { index in
    Member(id: index, name: "Member \(index)", tags: ["a\(index % 7)", "b\(index % 3)"],
           scores: ["x": index, "y": index * 2, "z": index % 5], manager: index % 4 == 0 ? nil : "Boss")
}
let ourDump = dumpWithViewDataKit(members)
let theirDump = dumpWithSnapshotTesting(members)
guard ourDump == theirDump else { fatalError("the .dump texts differ") }

let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("compare-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }

/// A references folder for each library holding `text` under `calls` names per round (hard
/// links to one file): ViewDataKit refuses a name used twice in one test, and a plain
/// executable has no test boundaries, so every call gets a name of its own.
func references(_ kind: String, text: String, calls: Int) throws -> (sst: String, vdk: String) {
    let sst = root.appendingPathComponent("\(kind)/sst")
    let vdk = root.appendingPathComponent("\(kind)/vdk")
    try FileManager.default.createDirectory(at: sst, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: vdk.appendingPathComponent("ViewDataKitSide"), withIntermediateDirectories: true)
    let file = root.appendingPathComponent("\(kind)/reference")
    try Data(text.utf8).write(to: file)
    for round in 1...rounds {
        for call in 0..<calls {
            let name = "screen-\(round)-\(call)"
            try FileManager.default.linkItem(at: file, to: sst.appendingPathComponent("testScreen.\(name).txt"))
            try FileManager.default.linkItem(at: file, to: vdk.appendingPathComponent("ViewDataKitSide/testScreen.\(name).txt"))
        }
    }
    return (sst.path, vdk.path)
}

/// The median time of `calls` calls of `body`, in µs, checking each call's outcome.
func median(round: Int, calls: Int, expectFailure: Bool, _ body: (String) -> String?) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(calls)
    for call in 0..<calls {
        let name = "screen-\(round)-\(call)"
        let start = DispatchTime.now().uptimeNanoseconds
        let failure = body(name)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
        if (failure != nil) != expectFailure { fatalError(expectFailure ? "expected a failure" : "expected a match:\n\(failure!)") }
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// Rounds of both libraries, alternating; prints each round and the medians' ratio.
func compare(_ title: String, calls: Int, unit: String = "µs", expectFailure: Bool = false,
             ours: (String) -> String?, theirs: (String) -> String?) {
    print(title)
    print("round  ViewDataKit  swift-snapshot-testing  ratio (swift-snapshot-testing / ViewDataKit)")
    var vdkRounds: [Double] = []
    var sstRounds: [Double] = []
    for round in 1...rounds {
        let vdk = median(round: round, calls: calls, expectFailure: expectFailure, ours)
        let sst = median(round: round, calls: calls, expectFailure: expectFailure, theirs)
        vdkRounds.append(vdk)
        sstRounds.append(sst)
        print(String(format: "%5d  %11.1f  %22.1f  %5.2f×", round, vdk, sst, sst / vdk))
    }
    vdkRounds.sort()
    sstRounds.sort()
    let (vdk, sst) = (vdkRounds[rounds / 2], sstRounds[rounds / 2])
    print(String(format: "median %11.1f  %22.1f  %5.2f× faster (%@)\n", vdk, sst, sst / vdk, unit))
}

// A matching 1,000-line `.lines` reference.
let text = screen(lines: 1_000).joined(separator: "\n")
let match = try references("match", text: text, calls: 2_000)
compare("snapshot/match: .lines, 1,000 lines (\(text.utf8.count) bytes), median µs of 2,000 calls per round", calls: 2_000,
        ours: { verifyWithViewDataKit(text, name: $0, directory: match.vdk) },
        theirs: { verifyWithSnapshotTesting(text, name: $0, directory: match.sst) })

// A matching `.dump` assertion of the 1,000 records: the dump and the comparison.
let dumpLines = ourDump.split(separator: "\n", omittingEmptySubsequences: false).count
let dumps = try references("dump", text: ourDump, calls: 10)
compare("snapshot/dump-match: .dump of 1,000 records (\(dumpLines) lines, \(ourDump.utf8.count) bytes, identical texts), median µs of 10 assertions per round",
        calls: 10,
        ours: { verifyDumpWithViewDataKit(members, name: $0, directory: dumps.vdk) },
        theirs: { verifyDumpWithSnapshotTesting(members, name: $0, directory: dumps.sst) })

// `.dump` alone.
compare(".dump of 1,000 records alone, median µs of 10 dumps per round", calls: 10,
        ours: { _ in _ = dumpWithViewDataKit(members); return nil },
        theirs: { _ in _ = dumpWithSnapshotTesting(members); return nil })

// A 10,000-line reference with 10 changed lines: both fail with a diff. Twice: rows of a
// screen (lines repeat, as rendered screens' do) and lines that are all different (a log, a
// long dump).
for (kind, lines, calls) in [
    ("screen", screen(lines: 10_000), 3),
    ("unique", (0..<10_000).map { "line \($0): a record of the run, \($0 * 7919 % 10_007)" }, 10),
] {
    var changed = lines
    for index in stride(from: 500, to: 10_000, by: 1_000) {
        changed[index] = "│ changed row \(index) " + String(repeating: "x", count: 40)
    }
    let actual = changed.joined(separator: "\n")
    let mismatch = try references("mismatch-\(kind)", text: lines.joined(separator: "\n"), calls: calls)
    compare("snapshot/mismatch: .lines, 10,000 \(kind == "screen" ? "rows of a screen" : "different lines") with 10 changed, median µs of \(calls) failing assertions per round",
            calls: calls, expectFailure: true,
            ours: { verifyWithViewDataKit(actual, name: $0, directory: mismatch.vdk) },
            theirs: { verifyWithSnapshotTesting(actual, name: $0, directory: mismatch.sst) })
}
SWIFT

echo "Building the comparison (release) in $work …" >&2
swift build -c release --package-path "$work" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
"$(swift build -c release --package-path "$work" --show-bin-path)/compare" "$rounds"

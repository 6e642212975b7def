#!/usr/bin/env bash
# Times ViewDataKit's and swift-snapshot-testing's `verifySnapshot(of:as: .lines, …)` on the same
# 1,000-line reference, and both libraries' `.dump` strategy (swift-snapshot-testing's format,
# which both write: the script checks the texts are identical) on the same value, in one
# process, alternating rounds, so that the ratios are measured on this machine in one run. swift-snapshot-testing 1.19.7 resolves by its GitHub URL (offline where a
# local copy of the package is set up); ViewDataKit by path. The scratch package lives in a
# temporary folder and is removed afterwards; nothing here is part of ViewDataKit's build.
#
#   Scripts/compare-snapshot-testing.sh [ROUNDS]     (default 5 rounds of 2,000 calls each)
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
SWIFT
cat >"$work/Sources/compare/main.swift" <<'SWIFT'
import Foundation

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "5") ?? 5
let calls = 2_000
// The rows of a rendered screen, as viewdata-bench's snapshot/match uses.
let text = (0..<1_000).map { index -> String in
    switch index % 10 {
    case 0: "┌" + String(repeating: "─", count: 78) + "┐"
    case 9: "└" + String(repeating: "─", count: 78) + "┘"
    case 5: "│"
    default: "│ row \(index): Presentation code driven by data, proven by text. 日本語 👩‍🔬"
    }
}.joined(separator: "\n")

let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("compare-\(UUID().uuidString)")
let sstDirectory = root.appendingPathComponent("sst")
let vdkDirectory = root.appendingPathComponent("vdk")
try FileManager.default.createDirectory(at: sstDirectory, withIntermediateDirectories: true)
try FileManager.default.createDirectory(at: vdkDirectory.appendingPathComponent("ViewDataKitSide"), withIntermediateDirectories: true)
// ViewDataKit refuses a name used twice in one test (it would overwrite), and a plain executable
// has no test boundaries: every call gets a name of its own, a hard link to one reference file.
let sstReference = sstDirectory.appendingPathComponent("reference")
let vdkReference = vdkDirectory.appendingPathComponent("reference")
try Data(text.utf8).write(to: sstReference)
try Data((text + "\n").utf8).write(to: vdkReference)
for round in 1...rounds {
    for call in 0..<calls {
        let name = "screen-\(round)-\(call)"
        try FileManager.default.linkItem(at: sstReference, to: sstDirectory.appendingPathComponent("testScreen.\(name).txt"))
        try FileManager.default.linkItem(
            at: vdkReference, to: vdkDirectory.appendingPathComponent("ViewDataKitSide/testScreen.\(name).txt"))
    }
}
defer { try? FileManager.default.removeItem(at: root) }

func median(round: Int, _ body: (String) -> String?) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(calls)
    for call in 0..<calls {
        let name = "screen-\(round)-\(call)"
        let start = DispatchTime.now().uptimeNanoseconds
        let failure = body(name)
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
        if let failure { fatalError("expected a match:\n\(failure)") }
    }
    samples.sort()
    return samples[samples.count / 2]
}

print("snapshot/match, 1,000 lines (\(text.utf8.count) bytes), median µs of \(calls) calls per round")
print("round  ViewDataKit  swift-snapshot-testing  ratio")
var ours: [Double] = []
var theirs: [Double] = []
for round in 1...rounds {
    let vdk = median(round: round) { verifyWithViewDataKit(text, name: $0, directory: vdkDirectory.path) }
    let sst = median(round: round) { verifyWithSnapshotTesting(text, name: $0, directory: sstDirectory.path) }
    ours.append(vdk)
    theirs.append(sst)
    print(String(format: "%5d  %11.1f  %22.1f  %5.2f", round, vdk, sst, vdk / sst))
}
ours.sort()
theirs.sort()
let (vdk, sst) = (ours[ours.count / 2], theirs[theirs.count / 2])
print(String(format: "median %11.1f  %22.1f  %5.2f  (ViewDataKit / swift-snapshot-testing)", vdk, sst, vdk / sst))

// `.dump` of 100 records with nested collections (the dictionaries and structs are sorted by
// their dumps in this format, which is where its time goes).
struct Member { var id: Int; var name: String; var tags: [String]; var scores: [String: Int]; var manager: String? }
let members = (0..<100).map { index in
    Member(id: index, name: "Member \(index)", tags: ["a\(index % 7)", "b\(index % 3)"],
           scores: ["x": index, "y": index * 2, "z": index % 5], manager: index % 4 == 0 ? nil : "Boss")
}
let ourDump = dumpWithViewDataKit(members)
let theirDump = dumpWithSnapshotTesting(members)
guard ourDump == theirDump else { fatalError("the .dump texts differ:\n\(ourDump)\n---\n\(theirDump)") }
func dumpMedian(_ body: () -> String) -> Double {
    var samples: [Double] = []
    for _ in 0..<20 {
        let start = DispatchTime.now().uptimeNanoseconds
        _ = body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    samples.sort()
    return samples[samples.count / 2]
}
print(".dump of 100 records (\(ourDump.utf8.count) bytes, identical texts), median ms of 20 dumps per round")
print("round  ViewDataKit  swift-snapshot-testing  ratio")
var ourDumps: [Double] = []
var theirDumps: [Double] = []
for round in 1...rounds {
    let vdk = dumpMedian { dumpWithViewDataKit(members) }
    let sst = dumpMedian { dumpWithSnapshotTesting(members) }
    ourDumps.append(vdk)
    theirDumps.append(sst)
    print(String(format: "%5d  %11.2f  %22.2f  %5.2f", round, vdk, sst, vdk / sst))
}
ourDumps.sort()
theirDumps.sort()
let (vdkDump, sstDump) = (ourDumps[ourDumps.count / 2], theirDumps[theirDumps.count / 2])
print(String(format: "median %11.2f  %22.2f  %5.2f  (ViewDataKit / swift-snapshot-testing)", vdkDump, sstDump, vdkDump / sstDump))
SWIFT

echo "Building the comparison (release) in $work …" >&2
swift build -c release --package-path "$work" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
"$(swift build -c release --package-path "$work" --show-bin-path)/compare" "$rounds"

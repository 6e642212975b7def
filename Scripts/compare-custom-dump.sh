#!/usr/bin/env bash
# Prints every value of Scripts/compare-custom-dump/Corpus.swift with swift-custom-dump 1.7.3's
# `customDump` and with ViewDataKit's `String(dumping:)` in one process, and reports each value
# whose dumps differ, with both texts, then the share that agree. The same for `diff` and
# `String(diffing:)` over the corpus's pairs, where ViewDataKit differs on purpose in places (see
# the README's "Value dumps" section). swift-custom-dump resolves by its GitHub URL (offline where
# a local copy of the package is set up); ViewDataKit by path. The scratch package lives in a
# temporary folder and is removed afterwards; nothing here is part of ViewDataKit's build.
#
#   Scripts/compare-custom-dump.sh [--quiet] [--trace]
#     --quiet: only the totals; --trace: name each value on standard error before dumping it
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-custom-dump.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/compare"

cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "compare",
    dependencies: [
        .package(path: "$repo"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
    ],
    targets: [
        .executableTarget(
            name: "compare",
            dependencies: [
                .product(name: "TextDiff", package: "$(basename "$repo")"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]),
    ],
    swiftLanguageModes: [.v5]
)
SWIFT

cp "$repo/Scripts/compare-custom-dump/Corpus.swift" "$work/Sources/compare/Corpus.swift"
# Each library in a file of its own: both declare CustomDumpStringConvertible and its kin.
cat >"$work/Sources/compare/CustomDumpSide.swift" <<'SWIFT'
import CustomDump

func dumpWithCustomDump(_ value: Any) -> String {
    var text = ""
    customDump(value, to: &text)
    return text
}

func diffWithCustomDump(_ old: Any, _ new: Any) -> String? {
    diff(old, new)
}
SWIFT
cat >"$work/Sources/compare/ViewDataKitSide.swift" <<'SWIFT'
import TextDiff

func dumpWithViewDataKit(_ value: Any) -> String {
    String(dumping: value)
}

func diffWithViewDataKit(_ old: Any, _ new: Any) -> String? {
    String(diffing: old, new)
}
SWIFT
cat >"$work/Sources/compare/main.swift" <<'SWIFT'
import Foundation

let quiet = CommandLine.arguments.contains("--quiet")

func indented(_ text: String?) -> String {
    (text ?? "nil").split(separator: "\n", omittingEmptySubsequences: false).map { "    │" + $0 }.joined(separator: "\n")
}

var agreeing = 0
let values = corpus()
for (name, value) in values {
    if CommandLine.arguments.contains("--trace") { FileHandle.standardError.write(Data("dumping \(name): \(type(of: value))\n".utf8)) }
    let theirs = dumpWithCustomDump(value)
    let ours = dumpWithViewDataKit(value)
    if theirs == ours {
        agreeing += 1
    } else if !quiet {
        print("dump \(name): differs\n  swift-custom-dump:\n\(indented(theirs))\n  ViewDataKit:\n\(indented(ours))")
    }
}
print("dumps: \(agreeing) of \(values.count) identical (\(agreeing * 100 / values.count)%)")

var diffsAgreeing = 0
let pairs = diffCorpus()
for (name, old, new) in pairs {
    let theirs = diffWithCustomDump(old, new)
    let ours = diffWithViewDataKit(old, new)
    if theirs == ours {
        diffsAgreeing += 1
    } else if !quiet {
        print("diff \(name): differs\n  swift-custom-dump:\n\(indented(theirs))\n  ViewDataKit:\n\(indented(ours))")
    }
}
print("diffs: \(diffsAgreeing) of \(pairs.count) identical (\(diffsAgreeing * 100 / pairs.count)%)")
SWIFT

cd "$work"
swift build -c release --product compare 2>&1 | grep -E "error|warning: unre" || true
"$work/.build/release/compare" "$@"

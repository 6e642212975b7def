#!/usr/bin/env bash
# Re-records swift-snapshot-testing's own inline-snapshot tests with ViewDataKit and checks
# that every file it writes still compiles.
#
# The tests (Tests/InlineSnapshotTestingTests of swift-snapshot-testing 1.19.7) are read at
# run time from the local package copy and never copied into this repository. In a scratch
# package that depends on ViewDataKit by path, their imports become `import TextSnapshots`
# (and their base classes plain XCTest and Swift Testing ones), their `.dump` strategies become
# `.customDump` so that every snapshot differs from what is written, every inline snapshot is
# re-recorded (`SNAPSHOT_TESTING_RECORD=all`), and the rewritten files must build. The closures written and the edits refused (with their reasons) are listed.
#
#   Scripts/snapshot-testing-inline-rewrite.sh
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
# The scratch folder all peer scripts share: swift-syntax and ViewDataKit are built once.
scratch="${PEER_SCRATCH:-$repo/.build-peers}"
copy="${SWIFT_PACKAGES:-/opt/swift-packages}/pointfreeco/swift-snapshot-testing.git"
if [ ! -d "$copy" ]; then
    echo "snapshot-testing-inline-rewrite: no copy of swift-snapshot-testing at $copy; set SWIFT_PACKAGES" >&2
    exit 2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-sst-inline.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Tests/InlineTests"
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "sst-inline",
    dependencies: [.package(path: "$repo")],
    targets: [.testTarget(name: "InlineTests", dependencies: [.product(name: "TextSnapshots", package: "$(basename "$repo")")])]
)
SWIFT
for file in InlineSnapshotTestingTests AssertInlineSnapshotSwiftTests; do
    git -C "$copy" show "1.19.7:Tests/InlineSnapshotTestingTests/$file.swift" \
        | sed -E 's/^( *)(@_spi\(Internals\) )?import (InlineSnapshotTesting|SnapshotTesting)$/\1import TextSnapshots/' \
        | sed -E 's/as: \.dump\b/as: .customDump/g' \
        >"$work/Tests/InlineTests/$file.swift"
done
cat >"$work/Tests/InlineTests/Base.swift" <<'SWIFT'
import Testing
import XCTest

class BaseTestCase: XCTestCase {}

@Suite struct BaseSuite {}
SWIFT
cd "$work"
swift build --build-tests --scratch-path "$scratch" >"$work/build.log" 2>&1 || { cat "$work/build.log"; echo "snapshot-testing-inline-rewrite: the tests do not build before re-recording" >&2; exit 1; }
cp -R Tests Tests.before
# Failures are expected (the record mode re-records; some tests expect failures of their own).
env -u CI SNAPSHOT_TESTING_RECORD=all swift test --scratch-path "$scratch" >"$work/record.log" 2>&1 || true
grep -E "^Inline snapshots: wrote" "$work/record.log" || { echo "snapshot-testing-inline-rewrite: nothing was written" >&2; exit 1; }
grep -E "error: The call at|error: .*nothing was written" "$work/record.log" | sed -E "s#$work/##g" || true
changed=$(diff -r Tests.before Tests | grep -c '^[<>]' || true)
echo "snapshot-testing-inline-rewrite: $changed lines changed in the test files"
if ! swift build --build-tests --scratch-path "$scratch" >"$work/build.log" 2>&1; then
    grep -E "error:" "$work/build.log" | sed -E "s#$work/##g" | head -20
    echo "snapshot-testing-inline-rewrite: the rewritten test files do not compile" >&2
    exit 1
fi
echo "snapshot-testing-inline-rewrite: the rewritten test files compile"

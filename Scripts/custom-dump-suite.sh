#!/usr/bin/env bash
# Holds ViewDataKit's value dumps and diffs to swift-custom-dump 1.7.3's own test expectations:
# the oracle for `String(dumping:)` (`.customDump`) and `String(diffing:)`.
#
# Its tests that run on Linux (DumpTests, DiffTests and the Swift and Foundation conformance
# tests, with their Mocks, and the failure-message tests ExpectNoDifferenceTests and
# ExpectDifferenceTests) are read at run time from the local package copy and never copied
# into this repository. In a scratch package that depends on ViewDataKit by path, only their
# import lines change (`import CustomDump` becomes `import TextSnapshots`); there is no shim:
# `String(customDumping:)`, `customDump(_:to:)`, `diff(_:_:format:)`, `XCTAssertNoDifference`
# and the rest are ViewDataKit's own. The suite runs with SNAPSHOT_TESTING_WORDING set to
# swift-snapshot-testing, as a suite that matches on swift-custom-dump's failure text would.
# Every expectation a Linux build compiles is counted (dumps: DumpTests, SwiftTests,
# FoundationTests; diffs: DiffTests) and each failing one is listed with both texts; every
# failure-message test must pass. The script fails below $dump_goal% of dumps or $diff_goal%
# of diffs, or when an expectation fails that is not in `known_differences` (the README's list
# of decisions), or when a listed one starts passing.
#
#   Scripts/custom-dump-suite.sh [--keep]
#     --keep: leave the scratch package in place and print its path
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
# The scratch folder all peer scripts share: swift-syntax and ViewDataKit are built once.
scratch="${PEER_SCRATCH:-$repo/.build-peers}"
copy="${SWIFT_PACKAGES:-/opt/swift-packages}/pointfreeco/swift-custom-dump.git"
tag=1.7.3
dump_goal=95
diff_goal=90
keep=false
[ "${1:-}" = "--keep" ] && keep=true
if [ ! -d "$copy" ]; then
    echo "custom-dump-suite: no copy of swift-custom-dump at $copy; set SWIFT_PACKAGES" >&2
    exit 2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-custom-dump-suite.XXXXXX")
if $keep; then echo "custom-dump-suite: scratch package at $work"; else trap 'rm -rf "$work"' EXIT; fi

# Expectations that differ by decision, as FILE:LINE: reason (the README lists the same).
known_differences=$(cat <<'LIST'
SwiftTests.swift:29: an ObjectIdentifier dumps as ObjectIdentifier(…), never with its address (the test strips the address custom-dump prints)
DiffTests.swift:158: elements of Identifiable arrays are labelled with their id as well as their index ([0, id: 1]: …)
DiffTests.swift:961: arrays are aligned by a shortest edit script whose ties put removals before insertions; custom-dump's alignment interleaves them differently
DiffTests.swift:136: a removed element that is a back-reference (#1 User(↩︎)) is shown as one, where custom-dump dumps it again in full
DiffTests.swift:1256: a _CustomDiffObject that is the same object as an earlier element shows as a back-reference on both sides
DiffTests.swift:1380: _CustomDiffObjects whose values are themselves such objects are named twice (#2 #3 SnapshotNode)
DiffTests.swift:1390: the same, for a single-value container
LIST
)

mkdir -p "$work/Tests/CustomDumpTests"
files=(DumpTests.swift DiffTests.swift Mocks.swift Conformances/SwiftTests.swift Conformances/FoundationTests.swift
    ExpectNoDifferenceTests.swift ExpectDifferenceTests.swift)
# Only import lines change: `CustomDump` becomes `TextSnapshots`, and the failure-matching tests'
# `IssueReportingTestSupport` (xctest-dynamic-overlay's, which lets Swift Testing's withKnownIssue
# see its reportIssue) goes: ViewDataKit reports to Swift Testing directly.
for file in "${files[@]}"; do
    git -C "$copy" show "$tag:Tests/CustomDumpTests/$file" \
        | sed -E 's/^( *)import CustomDump$/\1import TextSnapshots/; /^( *)import IssueReportingTestSupport$/d' \
        >"$work/Tests/CustomDumpTests/$(basename "$file")"
done
# The oracle reports through ViewDataKit's own expectNoDifference: a canary that must fail
# shows that a failure is seen.
cat >"$work/Tests/CustomDumpTests/Canary.swift" <<'SWIFT'
import TextSnapshots
import XCTest

final class CanaryTests: XCTestCase {
    func testCanaryFails() {
        expectNoDifference("canary", "differs")
    }
}
SWIFT
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "custom-dump-suite",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .testTarget(
            name: "CustomDumpTests",
            dependencies: [
                .product(name: "TextSnapshots", package: "$(basename "$repo")"),
            ]),
    ],
    swiftLanguageModes: [.v5]
)
SWIFT

cd "$work"
if ! swift build --build-tests --scratch-path "$scratch" >"$work/build.log" 2>&1; then
    grep -E "error:" "$work/build.log" | sed -E "s#$work/##g" | sort -u | head -60
    echo "custom-dump-suite: swift-custom-dump's tests do not compile against ViewDataKit" >&2
    exit 1
fi
# swift-custom-dump's failure wording, as a suite that matches on it asks for it.
SNAPSHOT_TESTING_WORDING=swift-snapshot-testing swift test --scratch-path "$scratch" >"$work/test.log" 2>&1 || true

PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$repo/Scripts" python3 - "$work" "$dump_goal" "$diff_goal" "$known_differences" <<'PY'
import re, sys
from swift_sources import active_lines

work, dump_goal, diff_goal, known_text = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
known = {}
for line in known_text.splitlines():
    if line.strip():
        place, _, reason = line.partition(": ")
        known[place.strip()] = reason.strip()

ASSERTION = re.compile(r"\b(expectNoDifference|expectDifference|XCTAssertEqual|XCTAssertNil|XCTAssertNoDifference)\(")

def expectations(name):
    """The line of every assertion a Linux build compiles in the file, numbered as in the
    scratch copy (whose import lines the script changed)."""
    text = open(f"{work}/Tests/CustomDumpTests/{name}", encoding="utf-8").read()
    lines = text.split("\n")
    active = set(active_lines("\n".join(f"{i}\u0000{l}" if not l.strip().startswith("#") else l for i, l in enumerate(lines, 1))).split("\n"))
    found = []
    for entry in active:
        number, sep, line = entry.partition("\u0000")
        if sep and ASSERTION.search(line):
            found.append(int(number))
    return sorted(found)

log = open(f"{work}/test.log", encoding="utf-8", errors="replace").read()

def declared_tests(name):
    """The XCTest tests a Linux build compiles in the file, as `Class.test`."""
    text = active_lines(open(f"{work}/Tests/CustomDumpTests/{name}", encoding="utf-8").read())
    tests, owner = [], None
    for line in text.split("\n"):
        declared = re.match(r"^(?:final |open |public |@\w+(?:\([^)]*\))? )*class (\w+)", line.strip())
        if declared and not line.startswith(" "):
            owner = declared.group(1)
        found = re.search(r"\bfunc (test\w*)\(\)", line)
        if found and owner:
            tests.append(f"{owner}.{found.group(1)}")
    return tests

failures = {}
for match in re.finditer(r"/Tests/CustomDumpTests/(\w+\.swift):(\d+): error: [^:]+ : (.*?)(?=\n(?:/|Test Case ))", log, re.S):
    failures.setdefault(f"{match.group(1)}:{match.group(2)}", match.group(3))

groups = {"dumps": ["DumpTests.swift", "SwiftTests.swift", "FoundationTests.swift"], "diffs": ["DiffTests.swift"]}
status = 0
# The run must be whole: every test of the counted files ran to a result, and the canary failed.
ran = {f"{owner}.{test}" for owner, test in re.findall(r"^Test Case '(?:-\[)?([\w.]+?)[ .](\w+)\]?' (?:passed|failed)", log, re.M)}
for name in [n for names in groups.values() for n in names]:
    for test in declared_tests(name):
        if test not in ran:
            status = 1
            print(f"custom-dump-suite: {test} ({name}) did not run to a result", file=sys.stderr)
if "CanaryTests.testCanaryFails" not in ran or not any(p.startswith("Canary.swift:") for p in failures):
    status = 1
    print("custom-dump-suite: the canary's failing expectNoDifference was not reported; the counts cannot be trusted", file=sys.stderr)
for group, names in groups.items():
    total = failed = 0
    for name in names:
        for line in expectations(name):
            total += 1
            place = f"{name}:{line}"
            if place in failures:
                failed += 1
                if place in known:
                    print(f"  differs (known: {known[place]}) {place}")
                else:
                    status = 1
                    print(f"  differs {place}\n" + "\n".join("      " + l for l in failures[place].split("\n")))
            elif place in known:
                status = 1
                print(f"custom-dump-suite: {place} passes now: take it off the known differences", file=sys.stderr)
    same = total - failed
    goal = dump_goal if group == "dumps" else diff_goal
    print(f"custom-dump-suite: {group}: {same} of {total} identical ({same * 100 // max(total, 1)}%, goal {goal}%) "
          f"(oracle: swift-custom-dump 1.7.3's own test expectations)")
    if same * 100 < goal * total:
        status = 1
# The failure-message tests (Swift Testing's, matching swift-custom-dump's words with
# withKnownIssue): every one must pass.
# (These two files hold the suite's only Swift Testing tests.)
wording = re.findall(r'^\S+ Test ("[^"]*"|\S+) (passed|failed)', log, re.M)
wording_passed = sum(1 for _, result in wording if result == "passed")
print(f"custom-dump-suite: failure wording: {wording_passed} of {len(wording)} tests of ExpectNoDifferenceTests and "
      f"ExpectDifferenceTests pass (oracle: swift-custom-dump 1.7.3's own tests, SNAPSHOT_TESTING_WORDING=swift-snapshot-testing)")
if len(wording) < 4 or wording_passed != len(wording):
    status = 1
counted = {f"{name}:{line}" for names in groups.values() for name in names for line in expectations(name)}
for place in sorted(failures):
    if place not in counted and not place.startswith("Canary.swift:"):
        status = 1
        print(f"custom-dump-suite: a failure that is not a counted expectation: {place}: {failures[place][:200]}", file=sys.stderr)
sys.exit(status)
PY

#!/usr/bin/env bash
# Records a suite with swift-snapshot-testing 1.19.7 itself, moves it to ViewDataKit as the README
# says, and holds the move to two promises: the references' move is a pure rename in
# `git diff -M` (same bytes, names as swift-snapshot-testing gave them), and the moved suite
# passes under CI=true, where nothing may be written. The oracle is swift-snapshot-testing's own
# naming and file writing (its `sanitizePathComponent`, counters and `.lines`/`.json`/`.dump`
# output), run from the local package copy; nothing of it is copied into this repository.
#
# The suite (written here) covers what teams hit (a test file that uses swift-custom-dump too): `named:` with spaces, punctuation, dots,
# slashes and non-ASCII letters; counters before and after named snapshots; `assertSnapshots`
# with a dictionary and an array; a parameterised Swift Testing test; text with and without a
# final newline, and empty text; `.json` and `.dump`.
#
#   Scripts/snapshot-testing-migration.sh [--keep]
#     --keep: leave the scratch packages in place and print their path
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
# The scratch folder all peer scripts share: swift-syntax and ViewDataKit are built once.
scratch="${PEER_SCRATCH:-$repo/.build-peers}"
copy="${SWIFT_PACKAGES:-/opt/swift-packages}/pointfreeco/swift-snapshot-testing.git"
keep=false
[ "${1:-}" = "--keep" ] && keep=true
if [ ! -d "$copy" ]; then
    echo "snapshot-testing-migration: no copy of swift-snapshot-testing at $copy; set SWIFT_PACKAGES" >&2
    exit 2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-sst-migration.XXXXXX")
if $keep; then echo "snapshot-testing-migration: scratch package at $work"; else trap 'rm -rf "$work"' EXIT; fi
app="$work/App"
mkdir -p "$app/Sources/Shop" "$app/Tests/ShopTests"

manifest() { # $1: the dependency line, $2: the product line
    cat >"$app/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v14)],
    dependencies: [$1],
    targets: [
        .target(name: "Shop"),
        .testTarget(name: "ShopTests", dependencies: ["Shop", $2]),
    ]
)
SWIFT
}

cat >"$app/Sources/Shop/Shop.swift" <<'SWIFT'
public struct Basket: Codable, Equatable, Sendable {
    public var items: [String]
    public var total: Int
    public init(items: [String], total: Int) {
        self.items = items
        self.total = total
    }
}
SWIFT

cat >"$app/Tests/ShopTests/CheckoutTests.swift" <<'SWIFT'
import Shop
import SnapshotTesting
import XCTest

final class CheckoutTests: XCTestCase {
    func testCounters() {
        assertSnapshot(of: "first", as: .lines)
        assertSnapshot(of: "named between", as: .lines, named: "between")
        assertSnapshot(of: "second", as: .lines)
    }

    func testNames() {
        assertSnapshot(of: "a", as: .lines, named: "minimum not met")
        assertSnapshot(of: "b", as: .lines, named: "a.b/c:d")
        assertSnapshot(of: "c", as: .lines, named: "  padded  ")
        assertSnapshot(of: "d", as: .lines, named: "-edges-")
        assertSnapshot(of: "e", as: .lines, named: "snake_case_name")
        assertSnapshot(of: "f", as: .lines, named: "Ünïcödé naïve café")
        assertSnapshot(of: "g", as: .lines, named: "日本語 テスト")
        assertSnapshot(of: "h", as: .lines, named: "emoji 👍 thumbs")
        assertSnapshot(of: "i", as: .lines, named: "dark-mode (iPad)")
    }

    func testFinalNewlines() {
        assertSnapshot(of: "no final newline", as: .lines)
        assertSnapshot(of: "one final newline\n", as: .lines)
        assertSnapshot(of: "two\n\n", as: .lines)
        assertSnapshot(of: "", as: .lines)
    }

    func testStrategies() {
        let basket = Basket(items: ["tea", "milk"], total: 420)
        assertSnapshot(of: basket, as: .json)
        assertSnapshot(of: basket, as: .dump)
        assertSnapshots(of: "both", as: ["compact layout": .lines, "wide": .lines])
        assertSnapshots(of: "listed", as: [.lines, .lines])
    }

    func test_underscored_name() {
        assertSnapshot(of: "underscores", as: .lines)
    }
}
SWIFT

cat >"$app/Tests/ShopTests/ShippingTests.swift" <<'SWIFT'
import Shop
import SnapshotTesting
import Testing

@Suite(.snapshots(record: .missing))
struct ShippingTests {
    @Test(arguments: ["standard", "express delivery"])
    func shippingTotals(option: String) {
        assertSnapshot(of: "total for \(option)", as: .lines, named: option)
    }

    @Test func plain() {
        assertSnapshot(of: "plain one", as: .lines)
        assertSnapshot(of: "plain two", as: .lines)
    }
}
SWIFT

cat >"$app/Tests/ShopTests/BasketTests.swift" <<'SWIFT'
import CustomDump
import Shop
@preconcurrency import SnapshotTesting
import SnapshotTestingCustomDump
import XCTest

final class BasketTests: XCTestCase {
    func testDumpsAndDiffs() {
        let before = Basket(items: ["tea"], total: 300)
        var after = before
        after.items.append("milk")
        after.total = 420
        XCTAssertNoDifference(before, Basket(items: ["tea"], total: 300))
        expectNoDifference(after.total, 420)
        XCTAssertEqual(String(customDumping: before), """
            Basket(
              items: [
                [0]: "tea"
              ],
              total: 300
            )
            """)
        XCTAssertEqual(diff(before, after), """
              Basket(
                items: [
                  [0]: "tea",
            +     [1]: "milk"
                ],
            -   total: 300
            +   total: 420
              )
            """)
        assertSnapshot(of: after, as: .customDump)
    }
}
SWIFT

# 1. swift-snapshot-testing records the suite (a first run records and fails; the second passes).
manifest '.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"), .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3")' \
    '.product(name: "SnapshotTesting", package: "swift-snapshot-testing"), .product(name: "CustomDump", package: "swift-custom-dump"), .product(name: "SnapshotTestingCustomDump", package: "swift-snapshot-testing")'
cd "$app"
env -u CI swift test --scratch-path "$scratch" >"$work/record.log" 2>&1 || true
if ! env -u CI swift test --scratch-path "$scratch" >"$work/verify.log" 2>&1; then
    tail -30 "$work/verify.log"
    echo "snapshot-testing-migration: the suite does not pass with swift-snapshot-testing itself" >&2
    exit 1
fi
recorded=$(find Tests -path '*__Snapshots__*' -type f | wc -l)
git init -q . && git add -A . ':!.build' && git -c user.name=ci -c user.email=ci@localhost commit -qm recorded

# 2. The move: the dependency by hand, then `viewdata snapshots migrate`, which moves the
# references and rewrites the peers' import lines (nothing else: the calls keep their names).
manifest ".package(path: \"$repo\")" ".product(name: \"TextSnapshots\", package: \"$(basename "$repo")\")"
(cd "$repo" && swift build --product viewdata >/dev/null)
"$repo/.build/debug/viewdata" snapshots migrate >"$work/migrate.log" 2>&1 || { cat "$work/migrate.log"; exit 1; }
git add -A . ':!.build'

# 3. Every reference is renamed with its bytes unchanged, and nothing else changed under them.
status=0
changes=$(git diff --cached -M100% --name-status -- Tests Snapshots)
renames=$(printf '%s\n' "$changes" | grep -c '^R100' || true)
others=$(printf '%s\n' "$changes" | grep -v '^R100' | grep -v '^M[[:space:]]Tests/ShopTests/[A-Za-z]*\.swift$' || true)
if [ -n "$others" ]; then
    echo "snapshot-testing-migration: the move is not a pure rename:" >&2
    printf '%s\n' "$others" >&2
    status=1
fi
if [ "$renames" -ne "$recorded" ]; then
    echo "snapshot-testing-migration: $recorded references recorded, $renames renamed" >&2
    status=1
fi

git -c user.name=ci -c user.email=ci@localhost commit -qm migrated

# 4. The moved suite passes where nothing may be written, and writes nothing.
if ! CI=true swift test --scratch-path "$scratch" >"$work/ci.log" 2>&1; then
    grep -E "error|failed|Expectation|recorded" "$work/ci.log" | head -40
    echo "snapshot-testing-migration: the moved suite fails under CI=true" >&2
    status=1
fi
if [ -n "$(git status --porcelain -- Snapshots Tests)" ]; then
    echo "snapshot-testing-migration: the CI=true run changed files:" >&2
    git status --porcelain -- Snapshots Tests >&2
    status=1
fi
printf '%s\n' "$changes" | sed 's/^/  /'
echo "snapshot-testing-migration: $renames of $recorded references recorded by swift-snapshot-testing 1.19.7 moved as pure renames; the moved suite $( [ $status -eq 0 ] && echo passes || echo FAILS ) under CI=true"
exit $status

#!/usr/bin/env bash
# The cold cost of inline snapshots for a user: a clean debug `swift build --build-tests` of a
# small test package that uses ViewDataKit's `assertInlineSnapshot`, then of the same package
# using swift-snapshot-testing 1.19.7's InlineSnapshotTesting (which compiles swift-syntax),
# one after the other on this machine, each from an empty build folder. Prints both times and
# their ratio. swift-snapshot-testing resolves by its GitHub URL (offline where a local copy of
# the package is set up); ViewDataKit by path. The scratch packages live in a temporary folder
# and are removed afterwards; nothing here is part of ViewDataKit's build.
#
#   Scripts/compare-inline-build.sh
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-inline-build.XXXXXX")
trap 'rm -rf "$work"' EXIT

# make_package NAME DEPENDENCY PRODUCT IMPORT
make_package() {
  local dir="$work/$1"
  mkdir -p "$dir/Sources/App" "$dir/Tests/AppTests"
  cat >"$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [$2],
    targets: [
        .target(name: "App"),
        .testTarget(name: "AppTests", dependencies: ["App", $3]),
    ]
)
SWIFT
  cat >"$dir/Sources/App/User.swift" <<'SWIFT'
public struct User: Codable, Sendable {
    public var id: Int
    public var name: String
    public init(id: Int, name: String) { self.id = id; self.name = name }
}
SWIFT
  cat >"$dir/Tests/AppTests/UserTests.swift" <<SWIFT
import App
import $4
import XCTest

final class UserTests: XCTestCase {
    func testUser() {
        assertInlineSnapshot(of: User(id: 42, name: "Blob"), as: .json) {
            """
            {
              "id" : 42,
              "name" : "Blob"
            }
            """
        }
    }
}
SWIFT
  (cd "$dir" && swift package resolve >/dev/null 2>&1)
}

make_package ours ".package(path: \"$repo\")" ".product(name: \"TextSnapshots\", package: \"$(basename "$repo")\")" TextSnapshots
make_package theirs '.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7")' \
  '.product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing")' InlineSnapshotTesting

time_build() {
  local start end
  start=$(date +%s.%N)
  (cd "$work/$1" && swift build --build-tests >"$work/$1.log" 2>&1) || { echo "build of $1 failed:"; tail -20 "$work/$1.log"; exit 1; }
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

ours=$(time_build ours)
theirs=$(time_build theirs)
printf 'ViewDataKit (TextSnapshots):                  %6.1f s\n' "$ours"
printf 'swift-snapshot-testing (InlineSnapshotTesting): %6.1f s\n' "$theirs"
printf 'ratio: %.2f\n' "$(echo "$ours / $theirs" | bc -l)"

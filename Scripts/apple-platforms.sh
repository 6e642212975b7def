#!/usr/bin/env bash
# The check the first Mac runs, in one step: builds every product of ViewDataKit for macOS,
# iOS, tvOS, watchOS and visionOS with xcodebuild, runs the test suite on macOS (`swift test`)
# and on an iOS simulator (xcodebuild test), and says which steps passed. The same steps run
# in .github/workflows/apple-platforms.yml on GitHub's macOS runners.
#
#   Scripts/apple-platforms.sh            every step
#   Scripts/apple-platforms.sh build P    only the build for platform P (macOS, iOS, tvOS,
#                                         watchOS, visionOS)
#   Scripts/apple-platforms.sh test-macos | test-ios-simulator
#
# Needs Xcode 16.3 or later (Swift 6.1+) selected with xcode-select, and for visionOS and the
# simulator the platforms installed (Xcode > Settings > Components). CI=true is set for the
# tests: a missing reference fails instead of being recorded, as on Linux CI.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ "$(uname)" != "Darwin" ]; then
    echo "apple-platforms: this runs on a Mac with Xcode; here is $(uname)" >&2
    exit 2
fi

# SwiftPM's scheme for a package with several products.
scheme=ViewDataKit-Package
platforms=(macOS iOS tvOS watchOS visionOS)
results=()

build() { # $1: a platform name
    echo "== build for $1"
    xcodebuild build -quiet -scheme "$scheme" -destination "generic/platform=$1" \
        -skipPackagePluginValidation CODE_SIGNING_ALLOWED=NO
}

test_macos() {
    echo "== swift test on macOS"
    CI=true swift test
}

test_ios_simulator() {
    # The first available iPhone simulator, by its identifier.
    local device
    device=$(xcrun simctl list devices available --json | python3 -c '
import json, sys
devices = json.load(sys.stdin)["devices"]
for runtime, entries in sorted(devices.items(), reverse=True):
    if "iOS" in runtime:
        for entry in entries:
            if entry["name"].startswith("iPhone"):
                print(entry["udid"]); sys.exit(0)
sys.exit(1)') || { echo "apple-platforms: no iPhone simulator is installed" >&2; return 1; }
    echo "== xcodebuild test on the iOS simulator $device"
    # Only TEST_RUNNER_-prefixed variables reach the test process on a simulator.
    TEST_RUNNER_CI=true xcodebuild test -quiet -scheme "$scheme" -destination "id=$device" \
        -skipPackagePluginValidation CODE_SIGNING_ALLOWED=NO
}

run() { # $1: step name, then the command
    local name=$1
    shift
    if "$@"; then results+=("passed  $name"); else results+=("FAILED  $name"); fi
}

case "${1:-all}" in
    build) run "build ${2:?a platform}" build "$2" ;;
    test-macos) run "swift test (macOS)" test_macos ;;
    test-ios-simulator) run "xcodebuild test (iOS simulator)" test_ios_simulator ;;
    all)
        for platform in "${platforms[@]}"; do run "build $platform" build "$platform"; done
        run "swift test (macOS)" test_macos
        run "xcodebuild test (iOS simulator)" test_ios_simulator
        ;;
    *) echo "usage: Scripts/apple-platforms.sh [build PLATFORM | test-macos | test-ios-simulator]" >&2; exit 64 ;;
esac

printf '%s\n' "${results[@]}"
for result in "${results[@]}"; do
    case "$result" in FAILED*) exit 1 ;; esac
done

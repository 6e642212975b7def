#!/usr/bin/env bash
# End-to-end check of snapshot testing: a fixture package that depends on ViewDataKit by path,
# exercised with real `swift test` runs and the `viewdata snapshots` commands.
#
#   Scripts/snapshot-e2e.sh            (run by .ci/run; takes a few minutes: it builds the fixture)
#
# Every step prints what it checks; the first check that fails stops the script with exit 1.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
# The fixture's own runs choose their settings step by step: CI's settings must not leak in.
unset CI SNAPSHOT_TESTING_RECORD SNAPSHOT_TESTING_DIRECTORY
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-snapshot-e2e.XXXXXX")
trap 'rm -rf "$work"' EXIT
fixture="$work/Fixture"
log="$work/last-run.log"

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'FAILED: %s\n--- last output:\n' "$*"; tail -n 60 "$log" || true; exit 1; }
expect_in_log() { grep -qF -- "$1" "$log" || fail "expected output to contain: $1"; }
expect_file() { [ -f "$fixture/$1" ] || fail "expected file $1"; }
expect_no_file() { [ ! -e "$fixture/$1" ] || fail "expected no file $1"; }
expect_content() { [ "$(cat "$fixture/$1")" = "$2" ] || fail "expected $1 to hold: $2 (it holds: $(cat "$fixture/$1"))"; }
run_tests() {  # run_tests EXPECTED_STATUS [swift test arguments...]
  local expected=$1; shift
  local status=0
  (cd "$fixture" && swift test "$@") >"$log" 2>&1 || status=$?
  if [ "$expected" = pass ] && [ "$status" -ne 0 ]; then fail "swift test $* exited $status"; fi
  if [ "$expected" = fail ] && [ "$status" -eq 0 ]; then fail "swift test $* passed; it should fail"; fi
  return 0
}
viewdata() { (cd "$fixture" && "$tool" snapshots "$@") >"$log" 2>&1; }

step "Build the viewdata tool"
swift build --package-path "$repo" --product viewdata >/dev/null
tool="$(swift build --package-path "$repo" --show-bin-path)/viewdata"

step "Write the fixture package in $fixture"
mkdir -p "$fixture/Sources/Fixture" "$fixture/Tests/FixtureTests"
cat >"$fixture/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Fixture",
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(name: "Fixture"),
        .testTarget(
            name: "FixtureTests",
            dependencies: ["Fixture", .product(name: "TextSnapshots", package: "$(basename "$repo")")]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
cat >"$fixture/Sources/Fixture/Greeting.swift" <<'SWIFT'
import Foundation

/// The text under test: FIXTURE_GREETING changes it between runs without a rebuild.
public func greeting() -> String {
    let name = ProcessInfo.processInfo.environment["FIXTURE_GREETING"] ?? "world"
    return "┌──────────┐\n│ Hello, \(name)\n└──────────┘"
}
SWIFT
cat >"$fixture/Tests/FixtureTests/GreetingTests.swift" <<'SWIFT'
import Fixture
import Testing
import TextSnapshots

@Test func greetingScreen() {
    assertSnapshot(of: greeting(), as: .lines)
}

/// Run three times in one process: each run counts its snapshots from 1.
@Test(.snapshots) func repeatedScreen() {
    assertSnapshot(of: "first", as: .lines)
    assertSnapshot(of: "second", as: .lines)
}

/// Recorded in the same run as MixedXCTests.testMixedScreen, in the other framework.
@Test func mixedScreen() {
    assertSnapshot(of: "from Swift Testing", as: .lines)
}
SWIFT
cat >"$fixture/Tests/FixtureTests/MixedXCTests.swift" <<'SWIFT'
import TextSnapshots
import XCTest

final class MixedXCTests: XCTestCase {
    func testMixedScreen() {
        assertSnapshot(of: "from XCTest", as: .lines)
    }
}
SWIFT
{
  echo 'import TextSnapshots'
  echo 'import XCTest'
  echo
  echo '/// Forty tests, run by `swift test --parallel` in separate processes.'
  echo 'final class ParallelTests: XCTestCase {'
  for i in $(seq 1 40); do
    echo "    func testScreen$i() {"
    echo "        let rows = (1...200).map { \"test $i row \\(\$0) \" + String(repeating: \"█\", count: 60) }"
    echo "        assertSnapshot(of: rows.joined(separator: \"\\n\"), as: .lines)"
    echo "    }"
  done
  echo '}'
} >"$fixture/Tests/FixtureTests/ParallelTests.swift"

step "Build the fixture (this compiles ViewDataKit)"
(cd "$fixture" && swift build --build-tests) >"$log" 2>&1 || fail "the fixture does not build"

step "A new snapshot is recorded, with a note, and the test passes"
run_tests pass --filter greetingScreen
expect_in_log "Recorded new snapshot 'Snapshots/GreetingTests/greetingScreen.1.txt'"
expect_in_log "Snapshots: 1 recorded."
expect_content Snapshots/GreetingTests/greetingScreen.1.txt $'┌──────────┐\n│ Hello, world\n└──────────┘'

step "The same output passes and records nothing"
run_tests pass --filter greetingScreen
grep -q "Recorded new snapshot" "$log" && fail "a matching snapshot was recorded again"

step "Changed output fails with a diff and keeps the actual output as .new"
FIXTURE_GREETING=there run_tests fail --filter greetingScreen
expect_in_log "Snapshot 'Snapshots/GreetingTests/greetingScreen.1.txt' does not match."
expect_in_log "first difference: line 2, column 10"
expect_in_log "- │ Hello, world"
expect_in_log "+ │ Hello, there"
expect_content Snapshots/GreetingTests/greetingScreen.1.txt.new $'┌──────────┐\n│ Hello, there\n└──────────┘'
expect_content Snapshots/GreetingTests/greetingScreen.1.txt $'┌──────────┐\n│ Hello, world\n└──────────┘'

step "viewdata snapshots status lists it and exits 1; accept moves it over the reference"
viewdata status && fail "status exited 0 with a pending snapshot"
expect_in_log "Snapshots/GreetingTests/greetingScreen.1.txt.new"
viewdata accept Snapshots/GreetingTests/greetingScreen.1.txt || fail "accept failed"
expect_no_file Snapshots/GreetingTests/greetingScreen.1.txt.new
expect_content Snapshots/GreetingTests/greetingScreen.1.txt $'┌──────────┐\n│ Hello, there\n└──────────┘'
FIXTURE_GREETING=there run_tests pass --filter greetingScreen

step "CI=true never records: a missing reference fails and nothing is written"
rm "$fixture/Snapshots/GreetingTests/greetingScreen.1.txt"
CI=true run_tests fail --filter greetingScreen
expect_in_log "CI is set, so nothing is recorded"
expect_no_file Snapshots/GreetingTests/greetingScreen.1.txt

step "CI=true with SNAPSHOT_TESTING_RECORD=failed fails and writes nothing; off CI it re-records and fails, then passes"
run_tests pass --filter greetingScreen
CI=true SNAPSHOT_TESTING_RECORD=failed FIXTURE_GREETING=again run_tests fail --filter greetingScreen
expect_in_log "CI is set, so snapshot tests never write, and the record mode 'failed' (set by SNAPSHOT_TESTING_RECORD) would re-record it"
expect_content Snapshots/GreetingTests/greetingScreen.1.txt $'┌──────────┐\n│ Hello, world\n└──────────┘'
SNAPSHOT_TESTING_RECORD=failed FIXTURE_GREETING=again run_tests fail --filter greetingScreen
expect_in_log "Snapshot 'Snapshots/GreetingTests/greetingScreen.1.txt' did not match, and was re-recorded (record mode 'failed' (set by SNAPSHOT_TESTING_RECORD))"
expect_content Snapshots/GreetingTests/greetingScreen.1.txt $'┌──────────┐\n│ Hello, again\n└──────────┘'
SNAPSHOT_TESTING_RECORD=failed FIXTURE_GREETING=again run_tests pass --filter greetingScreen

step "Swift Testing repetitions with the .snapshots trait name their snapshots alike"
run_tests pass --filter repeatedScreen
bin=$(cd "$fixture" && swift build --show-bin-path)
(cd "$fixture" && "$bin/FixturePackageTests.xctest" --testing-library swift-testing --repetitions 3 --filter repeatedScreen) >"$log" 2>&1 \
  || fail "three repetitions of repeatedScreen failed"
[ "$(find "$fixture/Snapshots/GreetingTests" -name 'repeatedScreen.*' | wc -l)" -eq 2 ] || fail "repetitions wrote more than two references"

step "One swift test run prints one summary line for its XCTest and Swift Testing processes"
run_tests pass --filter ixedScreen
expect_content Snapshots/MixedXCTests/testMixedScreen.1.txt "from XCTest"
expect_content Snapshots/GreetingTests/mixedScreen.1.txt "from Swift Testing"
[ "$(grep -c '^Snapshots: ' "$log")" -eq 1 ] || fail "expected one summary line, found $(grep -c '^Snapshots: ' "$log")"
expect_in_log "Snapshots: 2 recorded."
run_tests pass --filter ixedScreen
grep -q '^Snapshots: ' "$log" && fail "a run that recorded nothing printed a summary"

step "swift test --parallel over 40 snapshot tests leaves 40 intact references, and one summary line counts them"
run_tests pass --parallel --filter ParallelTests
[ "$(grep -c '^Snapshots: ' "$log")" -eq 1 ] || fail "expected one summary line, found $(grep -c '^Snapshots: ' "$log")"
expect_in_log "Snapshots: 40 recorded."
count=$(find "$fixture/Snapshots/ParallelTests" -name '*.txt' | wc -l)
[ "$count" -eq 40 ] || fail "expected 40 references, found $count"
for i in $(seq 1 40); do
  file="$fixture/Snapshots/ParallelTests/testScreen$i.1.txt"
  [ "$(wc -l <"$file")" -eq 200 ] || fail "$file does not have 200 lines"
  [ "$(grep -c "^test $i row " "$file")" -eq 200 ] || fail "$file holds another test's rows"
done
find "$fixture/Snapshots" -name '*.new' | grep -q . && fail "parallel run left pending files"
run_tests pass --parallel --filter ParallelTests

step "prune refuses until a complete run has seen the references, then deletes only unused ones"
mkdir -p "$fixture/Snapshots/GreetingTests"
printf 'stale\n' >"$fixture/Snapshots/GreetingTests/removedTest.1.txt"
viewdata prune && fail "prune ran without a complete run newer than the references"
expect_in_log "run \`swift test\`"
FIXTURE_GREETING=again run_tests pass
printf 'newer\n' >"$fixture/Snapshots/GreetingTests/addedLater.1.txt"
viewdata prune && fail "prune ran although a reference changed after the last complete run"
expect_in_log "'Snapshots/GreetingTests/addedLater.1.txt' changed after the last complete test run"
rm "$fixture/Snapshots/GreetingTests/addedLater.1.txt"
viewdata prune --dry-run || fail "prune --dry-run failed"
expect_in_log "would delete Snapshots/GreetingTests/removedTest.1.txt"
[ "$(grep -c 'would delete' "$log")" -eq 1 ] || fail "prune --dry-run listed more than the unused reference"
expect_file Snapshots/GreetingTests/removedTest.1.txt
viewdata prune || fail "prune failed"
expect_in_log "deleted Snapshots/GreetingTests/removedTest.1.txt"
expect_no_file Snapshots/GreetingTests/removedTest.1.txt
expect_file Snapshots/GreetingTests/greetingScreen.1.txt
[ "$(find "$fixture/Snapshots/ParallelTests" -name '*.txt' | wc -l)" -eq 40 ] || fail "prune deleted used references"

step "CI=true with record: .all in code fails, names the mode and where it was set, and writes nothing"
cat >"$fixture/Tests/FixtureTests/RecordInCodeTests.swift" <<'SWIFT'
import Testing
import TextSnapshots

/// A forgotten record flag: CI must not turn it into a green run that compares nothing.
@Test func recordedInCode() {
    withSnapshotTesting(record: .all) {
        assertSnapshot(of: "recorded in code", as: .lines)
    }
}
SWIFT
CI=true run_tests fail --filter recordedInCode
expect_in_log "CI is set, so nothing is recorded, whatever the record mode 'all' (set by withSnapshotTesting(record:))"
expect_no_file Snapshots/RecordInCodeTests/recordedInCode.1.txt
run_tests pass --filter recordedInCode
expect_file Snapshots/RecordInCodeTests/recordedInCode.1.txt
CI=true run_tests fail --filter recordedInCode
expect_in_log "the record mode 'all' (set by withSnapshotTesting(record:)) would rewrite it"
rm -r "$fixture/Tests/FixtureTests/RecordInCodeTests.swift" "$fixture/Snapshots/RecordInCodeTests"

step "SNAPSHOT_ARTIFACTS receives the actual output, the reference and the diff of a failure"
CI=true SNAPSHOT_ARTIFACTS="$work/artifacts" FIXTURE_GREETING=artifact run_tests fail --filter greetingScreen
[ "$(cat "$work/artifacts/GreetingTests/greetingScreen.1.txt")" = $'┌──────────┐\n│ Hello, artifact\n└──────────┘' ] \
  || fail "the artifact does not hold the actual output"
cmp -s "$work/artifacts/GreetingTests/greetingScreen.1.txt.reference" "$fixture/Snapshots/GreetingTests/greetingScreen.1.txt" \
  || fail "the artifact's reference is not the reference"
grep -qF -- "+ │ Hello, artifact" "$work/artifacts/GreetingTests/greetingScreen.1.txt.diff" || fail "the artifact's diff is wrong"
expect_in_log "Artifacts: '$work/artifacts/GreetingTests/greetingScreen.1.txt'."
rm -f "$fixture/Snapshots/GreetingTests/greetingScreen.1.txt.new"

step "A failure's attachments (actual, reference, diff) survive swift test --attachments-path"
mkdir -p "$work/attachments"
CI=true FIXTURE_GREETING=attached run_tests fail --filter greetingScreen --attachments-path "$work/attachments"
grep -rlF "Hello, attached" "$work/attachments" >/dev/null 2>&1 || fail "no attachment holds the actual output"
grep -rlF "Hello, again" "$work/attachments" >/dev/null 2>&1 || fail "no attachment holds the reference"
grep -rlF -- "+ │ Hello, attached" "$work/attachments" >/dev/null 2>&1 || fail "no attachment holds the diff"
rm -f "$fixture/Snapshots/GreetingTests/greetingScreen.1.txt.new"

step "swift test --scratch-path is a complete run: prune still trusts it"
printf 'stale\n' >"$fixture/Snapshots/GreetingTests/removedAgain.1.txt"
FIXTURE_GREETING=again run_tests pass --scratch-path "$fixture/.build-scratch"
viewdata prune --dry-run || fail "prune --dry-run failed after a --scratch-path run"
expect_in_log "would delete Snapshots/GreetingTests/removedAgain.1.txt"
rm "$fixture/Snapshots/GreetingTests/removedAgain.1.txt"

step "A swift-snapshot-testing suite migrates with its __Snapshots__ references and passes unchanged"
cat >"$fixture/Tests/FixtureTests/MigratedTests.swift" <<'SWIFT'
import TextSnapshots
import XCTest

struct Card {
    var name: String
    var tags: [String]
}

/// Written for swift-snapshot-testing; only the import line changed.
final class MigratedTests: XCTestCase {
    func testCard() {
        let card = Card(name: "Ada", tags: ["admin"])
        assertSnapshot(of: card, as: .customDump)
        assertSnapshot(of: "Ada, in the dark", as: .lines, named: "dark mode")
        assertSnapshots(of: "both", as: ["plain": .lines, "described": .description])
    }
}
SWIFT
old="$fixture/Tests/FixtureTests/__Snapshots__/MigratedTests"
mkdir -p "$old"
printf 'Card(\n  name: "Ada",\n  tags: [\n    [0]: "admin"\n  ]\n)' >"$old/testCard.1.txt"
printf 'Ada, in the dark' >"$old/testCard.dark-mode.txt"
printf 'both' >"$old/testCard.plain.txt"
printf 'both' >"$old/testCard.described.txt"
printf '\x89PNG\r\n\x1a\n\0' >"$old/testCard.2.png"
viewdata migrate --dry-run || fail "migrate --dry-run failed"
expect_in_log "would move Tests/FixtureTests/__Snapshots__/MigratedTests/testCard.dark-mode.txt -> Snapshots/MigratedTests/testCard.dark-mode.txt"
expect_file Tests/FixtureTests/__Snapshots__/MigratedTests/testCard.1.txt
viewdata migrate || fail "migrate failed"
expect_in_log "kept Tests/FixtureTests/__Snapshots__/MigratedTests/testCard.2.png (not a text reference)"
expect_in_log "migrated 4 references into Snapshots"
expect_file Tests/FixtureTests/__Snapshots__/MigratedTests/testCard.2.png
expect_no_file Tests/FixtureTests/__Snapshots__/MigratedTests/testCard.1.txt
CI=true run_tests pass --filter MigratedTests
grep -q "Recorded new snapshot" "$log" && fail "a migrated reference was recorded again"

step "Inline snapshots: missing closures are filled when the run ends, and the file compiles and passes"
cat >"$fixture/Tests/FixtureTests/InlineGreetingTests.swift" <<'SWIFT'
import Fixture
import Testing
import TextSnapshots

@Test func inlineGreeting() {
    assertInlineSnapshot(of: greeting(), as: .lines)
}

@Test func inlineOddText() {
    assertInlineSnapshot(of: "tab\there \"\"\"quoted\"\"\" \\ back\n", as: .lines)
}
SWIFT
for letter in A B C; do
  {
    echo 'import TextSnapshots'
    echo 'import XCTest'
    echo
    echo "final class InlineParallel$letter: XCTestCase {"
    for i in 1 2 3 4; do
      echo "    func test$i() {"
      echo "        assertInlineSnapshot(of: \"$letter$i\\nsecond line\", as: .lines)"
      echo "    }"
    done
    echo '}'
  } >"$fixture/Tests/FixtureTests/InlineParallel$letter.swift"
done
inline="$fixture/Tests/FixtureTests/InlineGreetingTests.swift"
run_tests pass --filter inline
expect_in_log "note: Recorded an inline snapshot at Tests/FixtureTests/InlineGreetingTests.swift:6"
expect_in_log "Inline snapshots: wrote 2 into 1 test file."
grep -qF '│ Hello, world' "$inline" || fail "the greeting's closure was not written"
grep -qF 'tab	here """quoted""" \ back' "$inline" || fail "the odd text was not written as a raw literal"
grep -qF '#"""' "$inline" || fail "the odd text's literal is not raw"
run_tests pass --filter inline
grep -q "Recorded an inline snapshot" "$log" && fail "a written inline snapshot was recorded again"

step "Inline snapshots: a changed value fails and waits for review; accept writes it"
cp "$inline" "$work/inline-before.swift"
FIXTURE_GREETING=inline run_tests fail --filter inlineGreeting
expect_in_log "Inline snapshot at Tests/FixtureTests/InlineGreetingTests.swift:6 does not match."
expect_in_log "+ │ Hello, inline"
cmp -s "$inline" "$work/inline-before.swift" || fail "a failing inline snapshot changed the test file"
viewdata status && fail "status exited 0 with a pending inline snapshot"
expect_in_log "(inline snapshot for Tests/FixtureTests/InlineGreetingTests.swift:6)"
edit=$(cd "$fixture" && ls Snapshots/InlineGreetingTests/*.inline.new)
viewdata accept "$edit" || fail "accept of $edit failed"
expect_in_log "accepted Tests/FixtureTests/InlineGreetingTests.swift:6"
grep -qF '│ Hello, inline' "$inline" || fail "accept did not write the inline snapshot"
FIXTURE_GREETING=inline run_tests pass --filter inlineGreeting

step "Inline snapshots: SNAPSHOT_TESTING_RECORD=failed rewrites and fails, then passes; CI=true writes nothing and leaves artifacts"
SNAPSHOT_TESTING_RECORD=failed FIXTURE_GREETING=rewritten run_tests fail --filter inlineGreeting
expect_in_log "The inline snapshot at Tests/FixtureTests/InlineGreetingTests.swift:6 did not match, and was re-recorded (record mode 'failed'"
grep -qF '│ Hello, rewritten' "$inline" || fail "record mode failed did not rewrite the inline snapshot"
SNAPSHOT_TESTING_RECORD=failed FIXTURE_GREETING=rewritten run_tests pass --filter inlineGreeting
cp "$inline" "$work/inline-before.swift"
rm -rf "$work/artifacts"
CI=true SNAPSHOT_TESTING_RECORD=failed SNAPSHOT_ARTIFACTS="$work/artifacts" FIXTURE_GREETING=ci run_tests fail --filter inlineGreeting
expect_in_log "CI is set, so snapshot tests never write"
cmp -s "$inline" "$work/inline-before.swift" || fail "CI=true changed the test file"
ls "$work"/artifacts/InlineGreetingTests/*.inline.txt >/dev/null 2>&1 || fail "no inline artifact under SNAPSHOT_ARTIFACTS"
grep -qF '│ Hello, ci' "$work"/artifacts/InlineGreetingTests/*.inline.txt || fail "the inline artifact does not hold the actual output"
ls "$work"/artifacts/InlineGreetingTests/*.inline.txt.diff >/dev/null 2>&1 || fail "no inline diff artifact"
rm -f "$fixture"/Snapshots/InlineGreetingTests/*.inline.new

step "Inline snapshots: swift test --parallel over three files fills all twelve, once"
run_tests pass --parallel --filter InlineParallel
expect_in_log "Inline snapshots: wrote 12 into 3 test files."
[ "$(grep -c '^Snapshots: ' "$log")" -eq 1 ] || fail "expected one summary line"
expect_in_log "Snapshots: 12 recorded."
for letter in A B C; do
  file="$fixture/Tests/FixtureTests/InlineParallel$letter.swift"
  [ "$(grep -c '^            """$' "$file")" -eq 8 ] || fail "$file does not have four filled closures"
  for i in 1 2 3 4; do grep -qF "            $letter$i" "$file" || fail "$file lacks $letter$i"; done
done
run_tests pass --parallel --filter InlineParallel
grep -q "Recorded an inline snapshot" "$log" && fail "a written inline snapshot was recorded again"
find "$fixture/Snapshots" -name '*.inline.new' | grep -q . && fail "inline edits were left behind"

step "Every expected file of the inline corpus is Swift that parses"
for file in "$repo"/Tests/InlineSnapshotsTests/Corpus/*.expected; do
  cp "$file" "$work/corpus.swift"
  swiftc -parse -swift-version 6 "$work/corpus.swift" >"$log" 2>&1 || fail "$(basename "$file") does not parse"
done

step "A read-only checkout (a hermetic runner's): results are right, nothing in it changes, outputs go to TEST_UNDECLARED_OUTPUTS_DIR, accept --from applies them"
cat >"$fixture/Tests/FixtureTests/HermeticTests.swift" <<'SWIFT'
import Testing
import TextSnapshots

@Test func hermeticMatch() {
    assertSnapshot(of: "steady", as: .lines)
}

@Test func hermeticMissing() {
    assertSnapshot(of: "new here", as: .lines)
}
SWIFT
run_tests pass --filter hermeticMatch
expect_file Snapshots/HermeticTests/hermeticMatch.1.txt
FIXTURE_GREETING=again run_tests pass --filter greetingScreen
# Everything but the build folder loses its write bits, as `chmod -R a-w` leaves a checkout
# (root may still write: the tests must not).
tree_state() { (cd "$fixture" && find . -path ./.build -prune -o -print0 | sort -z | xargs -0 ls -ld --time-style=+%s.%N | sha256sum); }
find "$fixture" -path "$fixture/.build" -prune -o -exec chmod a-w {} +
before=$(tree_state)
outputs="$work/outputs"
TEST_UNDECLARED_OUTPUTS_DIR="$outputs" FIXTURE_GREETING=hermetic run_tests fail --filter 'greetingScreen|hermetic'
after=$(tree_state)
find "$fixture" -path "$fixture/.build" -prune -o -exec chmod u+w {} +
[ "$before" = "$after" ] || fail "the read-only checkout changed"
grep -qE "Test hermeticMatch\(\) passed" "$log" || fail "the matching snapshot did not pass in the read-only checkout"
grep -qE "Test greetingScreen\(\) failed" "$log" || fail "the changed snapshot did not fail"
grep -qE "Test hermeticMissing\(\) failed" "$log" || fail "the missing snapshot did not fail"
expect_in_log "The references folder 'Snapshots/GreetingTests' is read-only (a hermetic runner's checkout?), so nothing was written there"
expect_in_log "No reference 'Snapshots/HermeticTests/hermeticMissing.1.txt' for this snapshot."
[ "$(cat "$outputs/GreetingTests/greetingScreen.1.txt")" = $'┌──────────┐\n│ Hello, hermetic\n└──────────┘' ] || fail "no output of the changed snapshot"
[ "$(cat "$outputs/HermeticTests/hermeticMissing.1.txt")" = "new here" ] || fail "no output of the missing snapshot"
expect_no_file Snapshots/GreetingTests/greetingScreen.1.txt.new
expect_no_file Snapshots/HermeticTests/hermeticMissing.1.txt
viewdata accept --from "$outputs" || fail "accept --from failed"
expect_in_log "accepted Snapshots/GreetingTests/greetingScreen.1.txt"
expect_in_log "accepted Snapshots/HermeticTests/hermeticMissing.1.txt"
CI=true FIXTURE_GREETING=hermetic run_tests pass --filter 'greetingScreen|hermetic'
rm "$fixture/Tests/FixtureTests/HermeticTests.swift"
rm -r "$fixture/Snapshots/HermeticTests"
printf '┌──────────┐\n│ Hello, again\n└──────────┘\n' >"$fixture/Snapshots/GreetingTests/greetingScreen.1.txt"

step "review in a real terminal (tmux): a accepts, r rejects"
if command -v tmux >/dev/null 2>&1; then
  FIXTURE_GREETING=terminal run_tests fail --filter greetingScreen
  printf 'unwanted\n' >"$fixture/Snapshots/GreetingTests/other.1.txt.new"
  session="viewdata-e2e-$$"
  # The review must see a terminal on both ends, so its output is read from the pane.
  tmux new-session -d -s "$session" -x 120 -y 50 \
    "cd '$fixture' && '$tool' snapshots review; echo \$? > '$work/review.status'; sleep 30"
  prompts() { tmux capture-pane -p -t "$session" -S - | grep -c 'accept (a), reject (r)' || true; }
  for wanted in 1 2; do
    for _ in $(seq 1 100); do [ "$(prompts)" -ge "$wanted" ] && break; sleep 0.1; done
    tmux send-keys -t "$session" "$([ "$wanted" = 1 ] && echo a || echo r)"
  done
  for _ in $(seq 1 100); do [ -f "$work/review.status" ] && break; sleep 0.1; done
  tmux capture-pane -p -t "$session" -S - >"$log"
  tmux kill-session -t "$session" 2>/dev/null || true
  [ "$(cat "$work/review.status" 2>/dev/null)" = 0 ] || fail "review did not finish with status 0"
  expect_in_log "accepted 1, rejected 1, still pending 0"
  expect_content Snapshots/GreetingTests/greetingScreen.1.txt $'┌──────────┐\n│ Hello, terminal\n└──────────┘'
  expect_no_file Snapshots/GreetingTests/other.1.txt.new
else
  echo "tmux is not installed: skipped"
fi

printf '\nsnapshot end-to-end: all checks passed\n'

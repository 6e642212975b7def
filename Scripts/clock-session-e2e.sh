#!/usr/bin/env bash
# The clock showcase's recorded session kept as a test, against the app itself, mutated:
# Tests/ShowcaseTests/ClockSessionTests.swift was written by `viewdata log export-test` from the
# session in Examples/Sessions/clock (`viewdata-demo clock --record`).
#
#   1. Exporting the committed session again writes the committed test, byte for byte.
#   2. The clock's highlight moved one row too far: the kept test fails, naming the input and
#      the change, with the state diff.
#   3. A clock session recorded in tmux with real keys, exported into the test target: its first
#      run fails only for the screens it has no reference for, which are accepted as a developer
#      would after looking at them; then it passes under CI.
#
# Steps 2 and 3 change the working tree for the time they run (a source file, a test file and
# its references); the script puts everything back as it was, whatever happens.
#
# Usage: Scripts/clock-session-e2e.sh   (tmux is needed for step 3, skipped without it unless CI
#                                        is set)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
source Scripts/lib/example-package.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/clock-session.XXXXXX")
socket="clock-e2e-$$"
mutated=Examples/Showcase/Clock/ClockModel.swift
[ ! -e Tests/ShowcaseTests/ClockTmuxSessionTests.swift ] && [ ! -e Snapshots/ClockTmuxSessionTests ] \
  || { echo "FAILED: clock-session-e2e: Tests/ShowcaseTests/ClockTmuxSessionTests.swift or its snapshots are in the way" >&2; exit 1; }
restore() {
  [ -f "$work/ClockModel.swift" ] && cp "$work/ClockModel.swift" "$mutated"
  # Pending snapshots the mutant's run left; those pending before stay.
  remove_pending_since "$work/pending-before" Snapshots/ClockSessionTests
  rm -f Tests/ShowcaseTests/ClockTmuxSessionTests.swift
  rm -rf Snapshots/ClockTmuxSessionTests
  tmux -L "$socket" kill-server >/dev/null 2>&1 || true
  [ -n "${KEEP:-}" ] || rm -rf "$work"
  return 0
}
trap restore EXIT
note_pending "$work/pending-before" Snapshots/ClockSessionTests
cp "$mutated" "$work/ClockModel.swift"
export LANG=C.UTF-8 LC_ALL=C.UTF-8

fail() { echo "FAILED: clock-session-e2e: $*" >&2; exit 1; }
step() { printf '\n== %s\n' "$*"; }

swift build --product viewdata >/dev/null || fail "swift build of viewdata failed"
swift build --product viewdata-demo >/dev/null || fail "swift build of viewdata-demo failed"
bin=$(swift build --show-bin-path)
kept=Tests/ShowcaseTests/ClockSessionTests.swift

step "1. Exporting the committed clock session writes the committed test"
"$bin/viewdata" log export-test Examples/Sessions/clock --app ClockApp --module Showcase --at 3,21 --name clockSession \
  >"$work/exported.swift" || fail "export-test failed on the committed session"
diff -u "$kept" "$work/exported.swift" || fail "the committed test is not what export-test writes for the committed session"
echo "ok: identical ($(grep -c 'tester.run(' "$kept") inputs)"

step "2. The clock, mutated, fails the kept test"
sed -i '/package func highlight(_ id: UUID/,/^    }/ s/            state.master.highlightedID = id$/            state.master.highlightedID = self.document.state.zones[min(row + 1, self.document.state.zones.count - 1)].id/' "$mutated"
cmp -s "$mutated" "$work/ClockModel.swift" && fail "the mutation changed nothing in $mutated"
if CI=true swift test --filter clockSession >"$work/mutant.log" 2>&1; then fail "the kept test passed against the mutated clock"; fi
for expected in "input 1: ↓: Store 'viewState', change 'highlight' (Showcase/ClockModel.swift:" "the state is not what the test expects"; do
  grep -qF -- "$expected" "$work/mutant.log" || { cat "$work/mutant.log"; fail "the failure does not say '$expected'"; }
done
cp "$work/ClockModel.swift" "$mutated"
echo "ok: the highlight one row too far fails the test, saying:"
grep -m1 -A7 -- "input 1: ↓" "$work/mutant.log" | sed 's/^/    /'

step "3. A clock session recorded in tmux becomes a test"
if have_tmux; then
  # Built again from the restored source: step 2's test run built the mutant.
  swift build --product viewdata-demo >/dev/null || fail "swift build of viewdata-demo failed"
  start_in_tmux "$socket" clock 90 26 "'$bin/viewdata-demo' clock --record '$work/session'" "$work/exited"
  wait_for_pane "$socket" clock "↑↓ select" || fail "the clock did not start"
  # Down twice, open the detail, back, the picker with a search, add, back and forward in time, quit.
  send_keys "$socket" clock Down Down Enter Escape a o s l Enter '[' ']' q
  wait_for_exit "$socket" clock "$work/exited" || fail "the clock did not quit"
  inputs=$(($(wc -l <"$work/session/inputs.jsonl") - 1))
  [ "$inputs" -eq 12 ] || { cat "$work/session/inputs.jsonl"; fail "the session has $inputs inputs, not the 12 keys sent"; }
  "$bin/viewdata" log export-test "$work/session" --app ClockApp --module Showcase --at 3,9 --name clockTmuxSession \
    --output Tests/ShowcaseTests/ClockTmuxSessionTests.swift || fail "export-test failed on the tmux session"
  if env -u CI swift test --filter clockTmuxSession >"$work/first.log" 2>&1; then fail "the new test passed with no references"; fi
  missing=$(grep -c "records none" "$work/first.log" || true)
  issues=$(grep -c "recorded an issue" "$work/first.log" || true)
  [ "$missing" -eq 2 ] && [ "$issues" -eq 2 ] || { cat "$work/first.log"; fail "the first run should fail for the 2 missing screens alone ($missing missing, $issues issues)"; }
  echo "ok: the first run fails for its 2 screens alone, kept for review"
  "$bin/viewdata" snapshots accept Snapshots/ClockTmuxSessionTests/clockTmuxSession.input-3.txt \
    Snapshots/ClockTmuxSessionTests/clockTmuxSession.input-9.txt >/dev/null || fail "accepting the screens failed"
  CI=true swift test --filter clockTmuxSession >"$work/second.log" 2>&1 || { cat "$work/second.log"; fail "the accepted test fails"; }
  echo "ok: accepted, the test of the tmux session passes under CI ($inputs inputs)"
fi

echo
echo "clock-session-e2e: passed"

#!/usr/bin/env bash
# The loop of the article "Keep this session as a test" (StateFlowLog), against the app itself, mutated: the notes
# example (Examples/Notes, a package of its own that depends on ViewDataKit, copied to a
# temporary folder) has a recorded session kept as a test by `viewdata log export-test`.
#
#   1. Under CI the kept test passes against its committed references.
#   2. Exporting the committed session again writes the committed test, byte for byte.
#   3. Three mutations of the app (a list off by one, the cross-store rule dropped, a search
#      that hides the selection): the same test fails each time, naming the input, the store
#      and the change, with the state diff.
#   4. A session recorded in tmux with real keys (--record), exported: its first run fails only
#      for the screens it has no reference for (it records none), which are accepted as a
#      developer would after looking at them; then it passes under CI.
#   5. A session whose logs were cut or come from another store is refused naming the file,
#      the line and the field, and no test is written.
#
# Usage: Scripts/notes-session-e2e.sh   (builds in .build-notes/, reused between runs; tmux is
#                                        needed for step 4, skipped without it unless CI is set)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
scratch="$repo/.build-notes"
work=$(mktemp -d "${TMPDIR:-/tmp}/notes-session.XXXXXX")
socket="notes-e2e-$$"
cleanup() {
  tmux -L "$socket" kill-server >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
export LANG=C.UTF-8 LC_ALL=C.UTF-8

fail() { echo "FAILED: notes-session-e2e: $*" >&2; exit 1; }
step() { printf '\n== %s\n' "$*"; }

swift build --package-path "$repo" --product viewdata >/dev/null || fail "swift build of viewdata failed"
viewdata="$(swift build --package-path "$repo" --show-bin-path)/viewdata"

source Scripts/lib/example-package.sh
copy_example_package Examples/Notes "$work" "$repo" || fail "could not point the copy's Package.swift at ViewDataKit"
cd "$work/app"
kept=Tests/NotesTests/SearchAndDeleteTests.swift

step "1. The kept session passes under CI"
CI=true swift test --scratch-path "$scratch" >"$work/test.log" 2>&1 || { cat "$work/test.log"; fail "the example's tests fail on a fresh copy"; }
grep -q "Test searchAndDelete() passed" "$work/test.log" || { cat "$work/test.log"; fail "the kept session's test did not run"; }
echo "ok: $(grep -c 'tester.run(' "$kept") inputs replayed, every change of both stores and 3 screens checked"

step "2. Exporting the committed session writes the committed test"
"$viewdata" log export-test Sessions/search-and-delete --app NotesApp --module Notes --at 8,25,46 >"$work/exported.swift" \
  || fail "export-test failed on the committed session"
diff -u "$kept" "$work/exported.swift" || fail "the committed test is not what export-test writes for the committed session"
echo "ok: identical"

# Applies a mutation (a sed expression on a file), runs the kept test, which must fail with each
# expected line in its output, and restores the file.
mutate() {
  local name=$1 file=$2 expression=$3
  shift 3
  cp "$file" "$work/original.swift"
  sed -i "$expression" "$file"
  cmp -s "$file" "$work/original.swift" && fail "$name: the mutation changed nothing in $file"
  if CI=true swift test --scratch-path "$scratch" --filter searchAndDelete >"$work/mutant.log" 2>&1; then
    cp "$work/original.swift" "$file"
    fail "$name: the kept test passed against the mutated app"
  fi
  for expected in "$@"; do
    grep -qF -- "$expected" "$work/mutant.log" || { cp "$work/original.swift" "$file"; cat "$work/mutant.log"; fail "$name: the failure does not say '$expected'"; }
  done
  cp "$work/original.swift" "$file"
  echo "ok: $name fails the test, saying:"
  grep -m1 -A6 -- "$1" "$work/mutant.log" | sed 's/^/    /'
}

step "3. The app, mutated, fails the kept test"
mutate "a list off by one" Sources/Notes/NotesController.swift \
  's/min(max(\$0 + offset, 0), notes.count - 1)/min(max($0 + offset + 1, 0), notes.count - 1)/' \
  "input 2: ↓: Store 'viewState', change 'select' (Notes/NotesController.swift:30): the state is not what the test expects" \
  "-   selectedID: 2" "+   selectedID: 3"
mutate "the cross-store rule dropped" Sources/Notes/NotesController.swift \
  's/^        self.viewState.keepsSelectionShown(in: self.document)$//' \
  "input 25: ⏎: Store 'document' was expected to refuse 'renameNote', but it made a change:"
mutate "a search that hides the selection" Sources/Notes/NotesController.swift \
  '/if let id = view.selectedID, !shown.contains/d' \
  "input 4: p: Store 'viewState' was expected to make change 'search', but it refused one:" \
  "'search' breaking rule 'the selected note is shown': 'Bread' is selected but the search hides it"

step "4. A session recorded in tmux becomes a test"
if have_tmux; then
  swift build --scratch-path "$scratch" --product notes >/dev/null || fail "swift build of notes failed"
  notes="$scratch/debug/notes"
  start_in_tmux "$socket" notes 70 14 "'$notes' --record '$work/tmux-session'" "$work/exited"
  wait_for_pane "$socket" notes "↑↓ select" || fail "the notes app did not start"
  # Keys as a user types them: down twice, a search, a delete under it, back and forward in
  # time, a note added, quit.
  send_keys "$socket" notes Down Down / p i e Enter d '[' ']' a F i g Enter q
  wait_for_exit "$socket" notes "$work/exited" || fail "the notes app did not quit"
  inputs=$(($(wc -l <"$work/tmux-session/inputs.jsonl") - 1))
  [ "$inputs" -eq 16 ] || { cat "$work/tmux-session/inputs.jsonl"; fail "the session has $inputs inputs, not the 16 keys sent"; }
  "$viewdata" log export-test "$work/tmux-session" --app NotesApp --module Notes --at 8,16 --name tmuxSession \
    --output Tests/NotesTests/TmuxSessionTests.swift || fail "export-test failed on the tmux session"
  # The first run, on the developer's machine (not CI, where nothing is written), records no
  # screen: both fail as missing, kept for review, and nothing else fails.
  if env -u CI swift test --scratch-path "$scratch" --filter tmuxSession >"$work/first.log" 2>&1; then fail "the new test passed with no references"; fi
  missing=$(grep -c "records none" "$work/first.log" || true)
  issues=$(grep -c "recorded an issue" "$work/first.log" || true)
  [ "$missing" -eq 2 ] && [ "$issues" -eq 2 ] || { cat "$work/first.log"; fail "the first run should fail for the 2 missing screens alone ($missing missing, $issues issues)"; }
  echo "ok: the first run fails for its 2 screens alone, kept for review"
  "$viewdata" snapshots accept --all >/dev/null || fail "accepting the screens failed"
  CI=true swift test --scratch-path "$scratch" --filter tmuxSession >"$work/second.log" 2>&1 || { cat "$work/second.log"; fail "the accepted test fails"; }
  echo "ok: accepted, the test of the tmux session passes under CI ($inputs inputs)"
fi

step "5. A session that is not whole is refused, and no test is written"
cp -R Sessions/search-and-delete "$work/cut"
sed -i '3d' "$work/cut/document.jsonl"
if "$viewdata" log export-test "$work/cut" --app NotesApp --module Notes --output "$work/Cut.swift" 2>"$work/cut.err"; then fail "a cut log was exported"; fi
[ ! -e "$work/Cut.swift" ] || fail "a test was written for a cut log"
grep -q "'document.jsonl'" "$work/cut.err" || { cat "$work/cut.err"; fail "the error does not name the file"; }
echo "ok: $(cat "$work/cut.err")"
cp -R Sessions/search-and-delete "$work/other"
sed -i 's/"store":"viewState"/"store":"orders"/' "$work/other/viewState.jsonl"
if "$viewdata" log export-test "$work/other" --app NotesApp --module Notes 2>"$work/other.err" >/dev/null; then fail "another store's log was exported"; fi
grep -qF "'viewState.jsonl' line 1: field 'store' is 'orders'" "$work/other.err" || { cat "$work/other.err"; fail "the error does not name the store"; }
echo "ok: $(cat "$work/other.err")"

echo
echo "notes-session-e2e: passed"
